import assert from "node:assert/strict";
import {
  solverErrorResponseSchema,
  SolverIntentErrorCode,
  SolverIntentStatusCode,
  solverQuoteResponseSchema,
} from "../../core/schemas/solver.ts";
import { hash, makeSim, post, sampleIntent, type TestSim } from "./_helpers.ts";

const USDC_HUB = "0x29219dd400f2Bf60E5a23d13Be72B486D4038894";
const WETH_HUB = "0x50c42dEAcD8Fc9773493ED674b675bE577f2634b";
const quoteBody = (over: Record<string, unknown> = {}) => ({
  token_src: USDC_HUB,
  token_dst: WETH_HUB,
  token_src_blockchain_id: "146",
  token_dst_blockchain_id: "146",
  amount: "1000000000",
  quote_type: "exact_input",
  ...over,
});

Deno.test("quote prices an exact input from the synthetic USD prices and decimals", async () => {
  const sim = makeSim();
  const r = await post(sim, "/v1/intent/quote", quoteBody());
  assert.equal(r.status, 200);
  assert.equal(typeof r.body.quoted_amount, "string");
  const q = solverQuoteResponseSchema.parse(r.body).quoted_amount;
  // 1000 USDC at ~3200 USD/ETH is ~0.3 ETH
  assert.ok(q > 2n * 10n ** 17n && q < 5n * 10n ** 17n, String(q));
});

Deno.test("quote of exact_output returns the input needed, and round-trips within the spread", async () => {
  const sim = makeSim();
  const out =
    solverQuoteResponseSchema.parse((await post(sim, "/v1/intent/quote", quoteBody())).body).quoted_amount;
  const back = await post(
    sim,
    "/v1/intent/quote",
    quoteBody({ amount: out.toString(), quote_type: "exact_output" }),
  );
  const input = solverQuoteResponseSchema.parse(back.body).quoted_amount;
  assert.ok(input >= 1_000_000_000n && input < 1_010_000_000n, String(input));
});

const QUOTE_ERRORS: { name: string; body: unknown; code: number }[] = [
  {
    name: "unknown source token",
    body: quoteBody({ token_src: "0xdead" }),
    code: SolverIntentErrorCode.NO_PATH_FOUND,
  },
  {
    name: "unknown destination token",
    body: quoteBody({ token_dst: "0xbeef" }),
    code: SolverIntentErrorCode.NO_PATH_FOUND,
  },
  {
    name: "zero amount",
    body: quoteBody({ amount: "0" }),
    code: SolverIntentErrorCode.NEGATIVE_INPUT_AMOUNT,
  },
  {
    name: "huge amount",
    body: quoteBody({ amount: "1" + "0".repeat(61) }),
    code: SolverIntentErrorCode.MAX_INPUT_AMOUNT,
  },
  { name: "negative amount", body: quoteBody({ amount: "-5" }), code: SolverIntentErrorCode.UNKNOWN },
  {
    name: "bad quote type",
    body: quoteBody({ quote_type: "sideways" }),
    code: SolverIntentErrorCode.UNKNOWN,
  },
  { name: "missing field", body: { token_src: USDC_HUB }, code: SolverIntentErrorCode.UNKNOWN },
  { name: "malformed JSON", body: "{nope", code: SolverIntentErrorCode.UNKNOWN },
];

for (const c of QUOTE_ERRORS) {
  Deno.test(`quote: ${c.name} is a 400 SolverErrorResponse with code ${c.code}`, async () => {
    const sim = makeSim();
    const r = await post(sim, "/v1/intent/quote", c.body);
    assert.equal(r.status, 400);
    assert.equal(solverErrorResponseSchema.parse(r.body).detail.code, c.code);
  });
}

Deno.test("execute of an unknown intent is INTENT_NOT_FOUND (-12) with 404", async () => {
  const sim = makeSim();
  const r = await post(sim, "/v1/intent/execute", { intent_tx_hash: hash("01") });
  assert.equal(r.status, 404);
  assert.equal(r.body.detail.code, -12);
});

async function status(sim: TestSim, tx: string): Promise<{ status: number; fill_tx_hash?: string }> {
  const r = await post(sim, "/v1/intent/status", { intent_tx_hash: tx });
  assert.equal(r.status, 200);
  return r.body;
}

Deno.test("status walks NOT_FOUND -> NOT_STARTED_YET -> SOLVED with the fill hash, execute is idempotent", async () => {
  const sim = makeSim();
  const tx = hash("02");
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: tx, from: "0x01", intent: sampleIntent() });
  assert.equal((await status(sim, tx)).status, SolverIntentStatusCode.NOT_FOUND);
  const first = await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  assert.equal(first.body.answer, "OK");
  const again = await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  assert.equal(again.body.intent_hash, first.body.intent_hash);
  assert.deepEqual(sim.ledger.counters.solverExecute, { applied: 1, repeated: 1 });
  assert.equal((await status(sim, tx)).status, SolverIntentStatusCode.NOT_STARTED_YET);
  sim.clock.advance(500);
  const solved = await status(sim, tx);
  assert.equal(solved.status, SolverIntentStatusCode.SOLVED);
  assert.match(solved.fill_tx_hash ?? "", /^0x[0-9a-f]{64}$/);
});

Deno.test("a partial-fill intent is STARTED_NOT_FINISHED between fills and SOLVED after the last", async () => {
  const sim = makeSim();
  sim.setFaults({ profile: { solver: { partialFills: 3, firstFillMs: 100, fillIntervalMs: 100 } } });
  const tx = hash("03");
  sim.ledger.recordSpokeTx({
    chainKey: "sonic",
    txHash: tx,
    from: "0x01",
    intent: sampleIntent({ allowPartialFill: true }),
  });
  await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  const seen: number[] = [];
  for (let i = 0; i < 5; i++) {
    seen.push((await status(sim, tx)).status);
    sim.clock.advance(100);
  }
  assert.deepEqual(seen, [1, 2, 2, 3, 3]);
});

Deno.test("a solver failure is FAILED (4)", async () => {
  const sim = makeSim();
  sim.setFaults({ profile: { solver: { failProbability: 1 } } });
  const tx = hash("04");
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: tx, from: "0x01", intent: sampleIntent() });
  await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  sim.clock.advance(10_000);
  assert.equal((await status(sim, tx)).status, SolverIntentStatusCode.FAILED);
});

Deno.test("a NOT_FOUND window hides a solved intent until it closes", async () => {
  const sim = makeSim();
  const tx = hash("05");
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: tx, from: "0x01", intent: sampleIntent() });
  await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
  sim.clock.advance(1_000);
  const window = await post(sim, "/__sim/faults", {
    solverNotFound: [{ forMs: 5_000, intentTxHash: tx.toUpperCase().replace("0X", "0x") }],
  });
  assert.equal(window.status, 200);
  assert.equal((await status(sim, tx)).status, SolverIntentStatusCode.NOT_FOUND);
  sim.clock.advance(5_000);
  assert.equal((await status(sim, tx)).status, SolverIntentStatusCode.SOLVED);
});

Deno.test("a spoke intent goes relay -> hub -> execute -> solved through HTTP only", async () => {
  const sim = makeSim();
  const spokeTx = hash("06");
  sim.ledger.recordSpokeTx({
    chainKey: "0x2105.base",
    txHash: spokeTx,
    from: "0x01",
    intent: sampleIntent(),
  });
  await post(sim, "/relayer", { action: "submit", params: { chain_id: "30", tx_hash: spokeTx } });
  sim.clock.advance(1_500);
  const packets = await post(sim, "/relayer", {
    action: "get_transaction_packets",
    params: { chain_id: "30", tx_hash: spokeTx },
  });
  const hubTx: string = packets.body.data[0].dst_tx_hash;
  assert.match(hubTx, /^0x[0-9a-f]{64}$/);
  assert.equal((await post(sim, "/v1/intent/execute", { intent_tx_hash: hubTx })).status, 200);
  sim.clock.advance(500);
  const solved = await status(sim, hubTx);
  assert.equal(solved.status, 3);
  const fill = await post(sim, "/relayer", {
    action: "get_transaction_packets",
    params: { chain_id: "146", tx_hash: solved.fill_tx_hash },
  });
  assert.equal(fill.body.data[0].src_tx_hash, solved.fill_tx_hash);
});

Deno.test("quote accepts the platform SDK's shape (hub tokens, no blockchain ids) and prices it like the SPEC shape", async () => {
  const sim = makeSim();
  const spec = await post(sim, "/v1/intent/quote", quoteBody());
  const sdk = await post(sim, "/v1/intent/quote", {
    token_src: USDC_HUB,
    token_dst: WETH_HUB,
    amount: "1000000000",
    quote_type: "exact_input",
  });
  assert.equal(sdk.status, 200, JSON.stringify(sdk.body));
  assert.deepEqual(sdk.body, spec.body);
  const bad = await post(sim, "/v1/intent/quote", { ...quoteBody(), token_src_blockchain_id: "base" });
  assert.equal(bad.status, 400);
});

Deno.test("quote of a spoke token address with its chain id is refused (400 NO_PATH_FOUND): the solver reads hub assets only", async () => {
  const sim = makeSim();
  const r = await post(sim, "/v1/intent/quote", {
    ...quoteBody(),
    token_src: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", // USDC on Base, not its hub asset
    token_src_blockchain_id: "30",
  });
  assert.equal(r.status, 400);
  assert.equal(solverErrorResponseSchema.parse(r.body).detail.code, SolverIntentErrorCode.NO_PATH_FOUND);
});
