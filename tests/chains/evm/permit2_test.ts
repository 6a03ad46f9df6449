import assert from "node:assert/strict";
import { decodeFunctionData, type Hex } from "viem";
import { permit2AllowanceTransferAbi } from "../../../core/abis/permit2_allowance_transfer.ts";
import { Permit2 } from "../../../chains/evm/permit2.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";

const PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
const A = "0x1111111111111111111111111111111111111111";
const B = "0x2222222222222222222222222222222222222222";
const T = "0x3333333333333333333333333333333333333333";
const details = { token: T, amount: 5n, expiration: 1_900_000_000, nonce: 0 } as const;
const decode = (data: Hex) => decodeFunctionData({ abi: permit2AllowanceTransferAbi, data });

Deno.test("Permit2 encoders write the deployed contract's calls, batch overloads under their real selectors", () => {
  const approve = Permit2.encodeApprove(PERMIT2, T, B, 7n, 1_900_000_000);
  assert.ok(approve.ok && approve.value.address === PERMIT2 && approve.value.value === 0n);
  assert.deepEqual(decode(approve.value.data).args, [T, B, 7n, 1_900_000_000]);
  const permit = Permit2.encodePermit(PERMIT2, A, { details, spender: B, sigDeadline: 9n }, "0xabcd");
  assert.ok(permit.ok && permit.value.data.startsWith("0x2b67b570"));
  const transfer = Permit2.encodeTransferFrom(PERMIT2, A, B, 3n, T);
  assert.ok(transfer.ok && transfer.value.data.startsWith("0x36c78516"));
  assert.deepEqual(decode(transfer.value.data).args, [A, B, 3n, T]);
  const batch = Permit2.encodeTransferFromBatch(PERMIT2, [{ from: A, to: B, amount: 3n, token: T }]);
  assert.ok(batch.ok && batch.value.data.startsWith("0x0d58b1db"));
});

Deno.test("Permit2 writes return the unsigned tx with raw, and send it through the wallet otherwise", async () => {
  const sent: unknown[] = [];
  const wallet = {
    getAddress: () => Promise.resolve(A),
    sendTransaction: (tx: unknown) => {
      sent.push(tx);
      return Promise.resolve(`0x${"ab".repeat(32)}` as Hex);
    },
  } as unknown as EvmWalletProvider;
  const raw = await Permit2.permitBatch(
    A,
    PERMIT2,
    A,
    { details: [details], spender: B, sigDeadline: 9n },
    "0x01",
    wallet,
    true,
  );
  assert.ok(raw.ok && raw.value.raw && raw.value.tx.from === A && raw.value.tx.to === PERMIT2);
  assert.ok(raw.value.tx.data.startsWith("0x2a2d80d1"));
  assert.equal(sent.length, 0);
  const lock = await Permit2.lockdown(A, PERMIT2, [{ token: T, spender: B }], wallet);
  assert.ok(lock.ok && !lock.value.raw && lock.value.txHash === `0x${"ab".repeat(32)}`);
  assert.equal(sent.length, 1);
  const nonces = await Permit2.invalidateNonces(A, PERMIT2, T, B, 2, wallet, true);
  assert.ok(nonces.ok && nonces.value.raw && nonces.value.tx.data.startsWith("0x65d9723c"));
});

Deno.test("Permit2 refuses what it cannot encode or send as failure values, never a throw", async () => {
  const badPermit2 = Permit2.encodeApprove("0x12" as never, T, B, 1n, 1);
  assert.ok(
    !badPermit2.ok && badPermit2.error.code === "VALIDATION_FAILED" &&
      badPermit2.error.context.field === "permit2",
  );
  const tooLarge = Permit2.encodeApprove(PERMIT2, T, B, 1n << 160n, 1); // uint160 overflow
  assert.ok(
    !tooLarge.ok && tooLarge.error.code === "VALIDATION_FAILED" &&
      tooLarge.error.context.field === "arguments",
  );
  const noWallet = await Permit2.approve(A, PERMIT2, T, B, 1n, 1);
  assert.ok(!noWallet.ok && noWallet.error.context.field === "walletProvider");
  const badSender = await Permit2.transferFrom("nope" as never, PERMIT2, A, B, 1n, T, undefined, true);
  assert.ok(!badSender.ok && badSender.error.context.field === "srcAddress");
  const throwing = {
    sendTransaction: () => Promise.reject(new Error("user rejected")),
  } as unknown as EvmWalletProvider;
  const rejected = await Permit2.transferFromBatch(
    A,
    PERMIT2,
    [{ from: A, to: B, amount: 1n, token: T }],
    throwing,
  );
  assert.ok(!rejected.ok && rejected.error.code === "WALLET_ERROR");
});
