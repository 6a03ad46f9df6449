/** Stellar adapter rules beyond the shared contract: the deposit call, sequences, node failures, verification. */
import assert from "node:assert/strict";
import { Address, Networks, TransactionBuilder } from "@stellar/stellar-sdk";
import { createStellarSpokeAdapter } from "../../../chains/stellar/adapter.ts";
import { decodeDepositOperation, MAX_U128 } from "../../../chains/stellar/deposit_call.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { INITIAL_SEQUENCE } from "../../../simulator/chains/stellar/rpc_app.ts";
import { A, STELLAR_PARAMS, stellarFixture, XLM } from "./_fixture.ts";

function stubNode(answer: (method: string, params: Record<string, unknown>) => unknown): FetchLike {
  return (_input, init) => {
    const { id, method, params } = JSON.parse(String(init?.body));
    return Promise.resolve(Response.json({ jsonrpc: "2.0", id, result: answer(method, params) }));
  };
}

Deno.test("createSwapIntent() sends one transfer call carrying the full hub payload, signed by the source account", async () => {
  const f = stellarFixture();
  let sent: string | undefined;
  const spy: FetchLike = async (input, init) => {
    const body = JSON.parse(String(init?.body));
    if (body.method === "sendTransaction") sent = body.params.transaction;
    return await f.fetch(input, init);
  };
  const adapter = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://sim.local/",
    addresses: { assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3" },
  }, { fetch: spy });
  const r = await adapter.createSwapIntent(STELLAR_PARAMS, f.wallet);
  assert.ok(r.ok && sent !== undefined);
  const tx = TransactionBuilder.fromXDR(sent, Networks.PUBLIC);
  assert.ok("source" in tx && tx.source === f.keypair.publicKey());
  assert.equal(BigInt(tx.sequence), INITIAL_SEQUENCE + 1n);
  const env = tx.toEnvelope();
  assert.ok(env.type === "envelopeTypeTx");
  const deposit = decodeDepositOperation(env.value.tx.operations[0]);
  assert.ok(deposit.ok);
  assert.equal(deposit.value.payload, r.value.relayData.payload);
  assert.equal(deposit.value.to.toLowerCase(), A);
  assert.equal(deposit.value.amount, STELLAR_PARAMS.inputAmount);
  assert.equal(deposit.value.token, XLM);
  assert.equal(
    r.value.intent.srcAddress,
    `0x${Address.fromString(f.keypair.publicKey()).toScVal().toXDR("hex")}`,
  );
  assert.equal(r.value.intent.srcChain, 27n);
});

Deno.test("createSwapIntent() uses the next sequence for each deposit of an account", async () => {
  const f = stellarFixture();
  const first = await f.adapter.createSwapIntent(STELLAR_PARAMS, f.wallet);
  const second = await f.adapter.createSwapIntent(STELLAR_PARAMS, f.wallet);
  assert.ok(first.ok && second.ok && first.value.txHash !== second.value.txHash);
  assert.equal(f.ledger.stats().spokeTxs, 2);
});

Deno.test("createSwapIntent() refuses a non-contract inputToken and an amount above u128", async () => {
  const f = stellarFixture();
  const token = await f.adapter.createSwapIntent(
    { ...STELLAR_PARAMS, inputToken: f.keypair.publicKey() },
    f.wallet,
  );
  assert.ok(!token.ok && token.error.code === "INVALID_ADDRESS");
  const amount = await f.adapter.createSwapIntent(
    { ...STELLAR_PARAMS, inputAmount: MAX_U128 + 1n },
    f.wallet,
  );
  assert.ok(!amount.ok && amount.error.code === "INVALID_AMOUNT");
});

Deno.test("createSwapIntent() reports a missing account as INTENT_CREATION_FAILED (account_not_found)", async () => {
  const f = stellarFixture();
  const fetch = stubNode(() => ({ entries: [], latestLedger: 1 }));
  const adapter = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://node.test",
    addresses: { assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3" },
  }, { fetch });
  const r = await adapter.createSwapIntent(STELLAR_PARAMS, f.wallet);
  assert.ok(
    !r.ok && r.error.code === "INTENT_CREATION_FAILED" && r.error.context.reason === "account_not_found",
  );
});

Deno.test("createSwapIntent() reports a failed simulation and a refused submission as INTENT_CREATION_FAILED", async () => {
  const f = stellarFixture();
  for (
    const [method, answer, key] of [
      ["simulateTransaction", { error: "HostError: trapped", latestLedger: 1 }, "simulationError"],
      ["sendTransaction", { status: "ERROR", hash: "ab".repeat(32), errorResultXdr: "AAAA" }, "status"],
    ] as const
  ) {
    const stub: FetchLike = async (input, init) => {
      const body = JSON.parse(String(init?.body));
      if (body.method === method) return Response.json({ jsonrpc: "2.0", id: body.id, result: answer });
      return await f.fetch(input, init);
    };
    const adapter = createStellarSpokeAdapter({
      sorobanRpcUrl: "http://sim.local/",
      addresses: { assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3" },
    }, { fetch: stub });
    const r = await adapter.createSwapIntent(STELLAR_PARAMS, f.wallet);
    assert.ok(
      !r.ok && r.error.code === "INTENT_CREATION_FAILED" && r.error.context[key] !== undefined,
      method,
    );
  }
});

Deno.test("verifyTxHash() polls NOT_FOUND until SUCCESS, and gives up as TX_VERIFICATION_FAILED on FAILED or timeout", async () => {
  const statuses = ["NOT_FOUND", "NOT_FOUND", "SUCCESS"];
  const ok = createStellarSpokeAdapter({ sorobanRpcUrl: "http://node.test", addresses: {} }, {
    fetch: stubNode(() => ({ status: statuses.shift() })),
    sleep: () => Promise.resolve(),
  });
  assert.deepEqual(await ok.verifyTxHash("ab".repeat(32)), { ok: true, value: true });
  const failed = createStellarSpokeAdapter({ sorobanRpcUrl: "http://node.test", addresses: {} }, {
    fetch: stubNode(() => ({ status: "FAILED" })),
  });
  const f = await failed.verifyTxHash(`0x${"ab".repeat(32)}`);
  assert.ok(!f.ok && f.error.code === "TX_VERIFICATION_FAILED" && f.error.context.reason === "failed");
  let now = 0;
  const never = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://node.test",
    addresses: {},
    pollingConfig: { pollingIntervalMs: 500, maxTimeoutMs: 2_000 },
  }, {
    fetch: stubNode(() => ({ status: "NOT_FOUND" })),
    now: () => now,
    sleep: (ms) => Promise.resolve(void (now += ms)),
  });
  const t = await never.verifyTxHash("ab".repeat(32));
  assert.ok(!t.ok && t.error.code === "TX_VERIFICATION_FAILED" && t.error.context.reason === "timeout");
});
