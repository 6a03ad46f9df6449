/**
 * The Solana adapter's `sendHubCalls` against the in-process Solana RPC: a connection message and a deposit, sent
 * and raw, resolved by the ledger from the relayer's `data` (payload hash and hub wallet checked); input checks
 * before any I/O (property test); wallet and configuration failures.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { Buffer } from "node:buffer";
import { ComputeBudgetInstruction, Keypair, Transaction } from "@solana/web3.js";
import fc from "fast-check";
import { keccak256 } from "viem";
import { createSolanaSpokeAdapter } from "../../../chains/solana/adapter.ts";
import { decodeDepositInstructionData } from "../../../chains/solana/deposit_instruction.ts";
import { decodeMessageInstructionData } from "../../../chains/solana/message_instruction.ts";
import type { SpokeHubCallParams } from "../../../chains/spoke/spoke_adapter.ts";
import {
  DEFAULT_SOLANA_ASSET_MANAGER,
  DEFAULT_SOLANA_CONNECTION,
} from "../../../simulator/chains/solana/rpc_app.ts";
import { A, SOL, solanaFixture } from "./_fixture.ts";
import "../../_fc_seed.ts";

const PAYLOAD = "0xdeadbeef";
const ADDRESSES = { assetManager: DEFAULT_SOLANA_ASSET_MANAGER, connection: DEFAULT_SOLANA_CONNECTION };

function fixture() {
  const f = solanaFixture();
  const adapter = createSolanaSpokeAdapter({ rpcUrl: "http://sim.local/", addresses: ADDRESSES }, {
    fetch: f.fetch,
  });
  return { ...f, adapter, send: adapter.sendHubCalls! };
}

Deno.test("sendHubCalls() sends a connection message the relayer resolves from its data", async () => {
  const { send, wallet, keypair, ledger } = fixture();
  const srcAddress = keypair.publicKey.toBase58();
  const r = await send({ srcAddress, hubWallet: A, payload: PAYLOAD }, wallet);
  if (!r.ok) throw r.error;
  if (r.value.raw) throw new Error("expected a sent tx");
  deepStrictEqual(r.value.relayData, { address: A, payload: PAYLOAD });
  strictEqual(ledger.getSpokeTx("solana", r.value.txHash)?.from, srcAddress);
  const wrong = ledger.submitRelay("1", r.value.txHash, { address: A, payload: "0x00" });
  strictEqual(wrong.success, false);
  strictEqual(ledger.submitRelay("1", r.value.txHash, r.value.relayData).success, true);
  const packet = ledger.packetsFor("1", r.value.txHash)[0];
  deepStrictEqual([packet?.payload, packet?.dst_address.toLowerCase()], [PAYLOAD, A]);
});

Deno.test("sendHubCalls() with a deposit sends the asset-manager instruction and records the deposit", async () => {
  const { send, wallet, keypair, ledger } = fixture();
  const srcAddress = keypair.publicKey.toBase58();
  const r = await send(
    { srcAddress, hubWallet: A, payload: PAYLOAD, deposit: { token: SOL, amount: 7n } },
    wallet,
  );
  if (!r.ok || r.value.raw) throw new Error("expected a sent tx");
  strictEqual(ledger.submitRelay("1", r.value.txHash, r.value.relayData).success, true);
  const recorded = ledger.getSpokeTx("solana", r.value.txHash)?.deposit;
  deepStrictEqual([recorded?.token, recorded?.amount, recorded?.hubCalls], [SOL, 7n, PAYLOAD]);
});

Deno.test("sendHubCalls() raw returns the unsigned message and deposit transactions without a wallet", async () => {
  const { send, keypair } = fixture();
  const srcAddress = keypair.publicKey.toBase58();
  const message = await send({ srcAddress, hubWallet: A, payload: PAYLOAD, raw: true }, undefined);
  if (!message.ok || !message.value.raw || message.value.tx.family !== "SOLANA") {
    throw new Error("expected raw");
  }
  const tx = Transaction.from(Buffer.from(message.value.tx.transaction, "base64"));
  strictEqual(tx.feePayer?.toBase58(), srcAddress);
  // The platform's budget and order: a 1,000,000-unit limit and a price of 0 before a message.
  strictEqual(ComputeBudgetInstruction.decodeSetComputeUnitLimit(tx.instructions[0]!).units, 1_000_000);
  strictEqual(ComputeBudgetInstruction.decodeSetComputeUnitPrice(tx.instructions[1]!).microLamports, 0n);
  const ix = tx.instructions[2];
  strictEqual(ix?.programId.toBase58(), DEFAULT_SOLANA_CONNECTION);
  const decoded = decodeMessageInstructionData(Uint8Array.from(ix?.data ?? []));
  deepStrictEqual(
    decoded.ok && [decoded.value.dstChainId, decoded.value.to.toLowerCase(), decoded.value.verificationHash],
    [146n, A, keccak256(PAYLOAD)],
  );
  const deposit = await send({
    srcAddress,
    hubWallet: A,
    payload: PAYLOAD,
    deposit: { token: SOL, amount: 3n },
    raw: true,
  }, undefined);
  if (!deposit.ok || !deposit.value.raw || deposit.value.tx.family !== "SOLANA") {
    throw new Error("expected raw");
  }
  const dtx = Transaction.from(Buffer.from(deposit.value.tx.transaction, "base64"));
  strictEqual(ComputeBudgetInstruction.decodeSetComputeUnitLimit(dtx.instructions[0]!).units, 1_400_000);
  strictEqual(dtx.instructions[2]?.programId.toBase58(), DEFAULT_SOLANA_ASSET_MANAGER);
  const d = decodeDepositInstructionData(Uint8Array.from(dtx.instructions[2]?.data ?? []));
  deepStrictEqual(
    d.ok && [dtx.instructions[2]?.keys[7]?.pubkey.toBase58(), d.value.amount],
    [DEFAULT_SOLANA_ASSET_MANAGER, 3n],
    "no mint account: SOL",
  );
});

Deno.test("sendHubCalls() refuses malformed input with a precise code before any I/O", async () => {
  const adapter = createSolanaSpokeAdapter({ rpcUrl: "http://sim.local/", addresses: ADDRESSES }, {
    fetch: () => Promise.reject(new Error("no I/O expected")),
  });
  const src = Keypair.generate().publicKey.toBase58();
  const base: SpokeHubCallParams = { srcAddress: src, hubWallet: A, payload: PAYLOAD, raw: true };
  const cases: [SpokeHubCallParams, string, string][] = [
    [{ ...base, srcAddress: A }, "INVALID_ADDRESS", "srcAddress"],
    [{ ...base, hubWallet: src }, "INVALID_ADDRESS", "hubWallet"],
    [{ ...base, payload: "beef" }, "VALIDATION_FAILED", "payload"],
    [{ ...base, deposit: { token: "x", amount: 1n } }, "INVALID_ADDRESS", "deposit.token"],
    [{ ...base, deposit: { token: SOL, amount: 0n } }, "INVALID_AMOUNT", "deposit.amount"],
    [{ ...base, deposit: { token: SOL, amount: 1n << 64n } }, "INVALID_AMOUNT", "deposit.amount"],
  ];
  for (const [params, code, field] of cases) {
    const r = await adapter.sendHubCalls!(params, undefined);
    deepStrictEqual(!r.ok && [r.error.code, r.error.context.field], [code, field]);
  }
  await fc.assert(
    fc.asyncProperty(fc.string(), async (payload) => {
      fc.pre(!/^0x[0-9a-fA-F]*$/.test(payload));
      const r = await adapter.sendHubCalls!({ ...base, payload }, undefined);
      return !r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "payload";
    }),
  );
});

Deno.test("sendHubCalls() reports no wallet, a rejecting wallet, an abort and a missing connection", async () => {
  const { send, keypair } = fixture();
  const srcAddress = keypair.publicKey.toBase58();
  const params = { srcAddress, hubWallet: A, payload: PAYLOAD };
  const none = await send(params, undefined);
  deepStrictEqual(!none.ok && [none.error.code, none.error.context.field], [
    "VALIDATION_FAILED",
    "walletProvider",
  ]);
  const rejecting = {
    getPublicKey: () => Promise.resolve(srcAddress),
    signTransaction: () => Promise.reject(new Error("user rejected")),
  };
  const rejected = await send(params, rejecting);
  deepStrictEqual(
    !rejected.ok && rejected.error.code === "WALLET_ERROR" &&
      [rejected.error.code, rejected.error.context.detail],
    [
      "WALLET_ERROR",
      "user rejected",
    ],
  );
  const aborted = await send({ ...params, signal: AbortSignal.abort() }, rejecting);
  strictEqual(!aborted.ok && aborted.error.code, "ABORTED");
  const bare = createSolanaSpokeAdapter({ rpcUrl: "http://sim.local/", addresses: {} });
  const missing = await bare.sendHubCalls!({ ...params, raw: true }, undefined);
  deepStrictEqual(!missing.ok && [missing.error.code, missing.error.context.field], [
    "INVALID_CONFIG",
    "addresses.connection",
  ]);
  assertOk(typeof bare.sendHubCalls === "function");
});
