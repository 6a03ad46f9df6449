/** Solana adapter rules beyond the shared contract: the split-tx deposit, bounds, node failures, verification. */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { ComputeBudgetInstruction, Keypair, Transaction } from "@solana/web3.js";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { keccak256 } from "viem";
import { encodeBase58 } from "../../../chains/address/base58.ts";
import { createSolanaSpokeAdapter } from "../../../chains/solana/adapter.ts";
import {
  decodeDepositInstructionData,
  encodeDepositInstructionData,
  MAX_U64,
} from "../../../chains/solana/deposit_instruction.ts";
import { createKeypairSolanaWallet } from "../../../chains/solana/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import {
  DEFAULT_SOLANA_ASSET_MANAGER,
  DEFAULT_SOLANA_CONNECTION,
} from "../../../simulator/chains/solana/rpc_app.ts";
import { A, SOL, SOLANA_PARAMS, solanaFixture } from "./_fixture.ts";

const SIG = encodeBase58(new Uint8Array(64).fill(7));

function stubNode(answer: (method: string) => unknown): FetchLike {
  return (_input, init) => {
    const { id, method } = JSON.parse(String(init?.body));
    const result = answer(method);
    return Promise.resolve(Response.json(
      result instanceof Error
        ? { jsonrpc: "2.0", id, error: { code: -32002, message: result.message } }
        : { jsonrpc: "2.0", id, result },
    ));
  };
}

Deno.test("createSwapIntent() sends a deposit whose verification hash is keccak256 of the relayed payload", async () => {
  const f = solanaFixture();
  let sent: string | undefined;
  const spy: FetchLike = async (input, init) => {
    const body = JSON.parse(String(init?.body));
    if (body.method === "sendTransaction") sent = body.params[0];
    return await f.fetch(input, init);
  };
  const adapter = createSolanaSpokeAdapter({
    rpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_SOLANA_ASSET_MANAGER, connection: DEFAULT_SOLANA_CONNECTION },
    gasPrice: "500000",
  }, { fetch: spy });
  const r = await adapter.createSwapIntent(SOLANA_PARAMS, f.wallet);
  assert.ok(r.ok && sent !== undefined);
  const tx = Transaction.from(Buffer.from(sent, "base64"));
  assert.equal(tx.instructions.length, 3, "compute-unit limit, compute-unit price, then the deposit");
  assert.equal(ComputeBudgetInstruction.decodeSetComputeUnitLimit(tx.instructions[0]).units, 1_400_000);
  assert.equal(
    ComputeBudgetInstruction.decodeSetComputeUnitPrice(tx.instructions[1]).microLamports,
    500_000n,
  );
  const deposit = decodeDepositInstructionData(Uint8Array.from(tx.instructions[2].data));
  assert.ok(deposit.ok);
  assert.equal(deposit.value.verificationHash, keccak256(r.value.relayData.payload as `0x${string}`));
  assert.equal(deposit.value.to.toLowerCase(), A);
  assert.equal(deposit.value.amount, SOLANA_PARAMS.inputAmount);
  assert.equal(tx.instructions[2].keys[7].pubkey.toBase58(), DEFAULT_SOLANA_ASSET_MANAGER, "no mint: SOL");
  assert.equal(r.value.intent.srcAddress, `0x${Buffer.from(f.keypair.publicKey.toBytes()).toString("hex")}`);
  assert.equal(r.value.intent.srcChain, 1n);
});

Deno.test("createSwapIntent() refuses an amount above u64 with INVALID_AMOUNT", async () => {
  const f = solanaFixture();
  const r = await f.adapter.createSwapIntent({ ...SOLANA_PARAMS, inputAmount: MAX_U64 + 1n }, f.wallet);
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
});

Deno.test("createSwapIntent() refuses a non-Solana inputToken with INVALID_ADDRESS", async () => {
  const f = solanaFixture();
  const r = await f.adapter.createSwapIntent({ ...SOLANA_PARAMS, inputToken: A }, f.wallet);
  assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "inputToken");
});

Deno.test("createSwapIntent() reports a node refusal as INTENT_CREATION_FAILED with the node error as cause", async () => {
  const f = solanaFixture();
  const fetch = stubNode((m) =>
    m === "getLatestBlockhash"
      ? { context: { slot: 1 }, value: { blockhash: SOL, lastValidBlockHeight: 10 } }
      : new Error("Transaction simulation failed: insufficient funds")
  );
  const adapter = createSolanaSpokeAdapter({
    rpcUrl: "http://node.test",
    addresses: { assetManager: DEFAULT_SOLANA_ASSET_MANAGER, connection: DEFAULT_SOLANA_CONNECTION },
  }, { fetch });
  const r = await adapter.createSwapIntent(SOLANA_PARAMS, f.wallet);
  assert.ok(!r.ok && r.error.code === "INTENT_CREATION_FAILED");
  assert.equal(r.error.context.method, "sendTransaction");
  assert.equal((r.error.cause as { context: Record<string, unknown> }).context.rpcCode, -32002);
});

Deno.test("createSwapIntent() without a configured asset manager is INVALID_CONFIG", async () => {
  const f = solanaFixture();
  const adapter = createSolanaSpokeAdapter({ rpcUrl: "http://node.test", addresses: {} });
  const r = await adapter.createSwapIntent(SOLANA_PARAMS, f.wallet);
  assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
});

Deno.test("verifyTxHash() gives up as TX_VERIFICATION_FAILED (timeout) when the signature stays unknown", async () => {
  let now = 0;
  let polls = 0;
  const fetch = stubNode(() => {
    polls++;
    return { context: { slot: 1 }, value: [null] };
  });
  const adapter = createSolanaSpokeAdapter({
    rpcUrl: "http://node.test",
    addresses: {},
    pollingConfig: { pollingIntervalMs: 750, maxTimeoutMs: 3_000 },
  }, { fetch, now: () => now, sleep: (ms) => Promise.resolve(void (now += ms)) });
  const r = await adapter.verifyTxHash(SIG);
  assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "timeout");
  assert.equal(polls, 5);
});

Deno.test("verifyTxHash() reports a failed transaction as TX_VERIFICATION_FAILED (failed)", async () => {
  const fetch = stubNode(() => ({
    context: { slot: 1 },
    value: [{
      slot: 1,
      confirmations: null,
      err: { InstructionError: [0, "Custom"] },
      confirmationStatus: "finalized",
    }],
  }));
  const adapter = createSolanaSpokeAdapter({ rpcUrl: "http://node.test", addresses: {} }, { fetch });
  const r = await adapter.verifyTxHash(SIG);
  assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "failed");
});

Deno.test("verifyTxHash() waits through 'processed' until 'confirmed'", async () => {
  const levels = ["processed", "processed", "confirmed"];
  const fetch = stubNode(() => ({
    context: { slot: 1 },
    value: [{ slot: 1, confirmations: 1, err: null, confirmationStatus: levels.shift() }],
  }));
  const adapter = createSolanaSpokeAdapter({ rpcUrl: "http://node.test", addresses: {} }, {
    fetch,
    sleep: () => Promise.resolve(),
  });
  assert.deepEqual(await adapter.verifyTxHash(SIG), { ok: true, value: true });
  assert.equal(levels.length, 0);
});

Deno.test("createKeypairSolanaWallet() refuses a malformed secret key as INVALID_CONFIG", () => {
  const r = createKeypairSolanaWallet(new Uint8Array(10));
  assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
  assert.ok(createKeypairSolanaWallet(Keypair.generate().secretKey).ok);
});

Deno.test("encodeDepositInstructionData() round-trips every hub wallet, u64 amount and hash", () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      fc.bigInt({ min: 0n, max: MAX_U64 }),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      (to, amount, hash) => {
        const deposit = {
          to: `0x${Buffer.from(to).toString("hex")}` as const,
          amount,
          verificationHash: `0x${Buffer.from(hash).toString("hex")}` as const,
        };
        const back = decodeDepositInstructionData(encodeDepositInstructionData(deposit));
        assert.ok(back.ok);
        assert.equal(back.value.to.toLowerCase(), deposit.to);
        assert.equal(back.value.amount, amount);
        assert.equal(back.value.verificationHash, deposit.verificationHash);
      },
    ),
    { numRuns: 200 },
  );
});
