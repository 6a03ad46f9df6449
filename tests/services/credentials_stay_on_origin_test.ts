// Credentials never leave their origin (docs/rules/http.md#redirects): a backend answering 302/307 with a foreign
// Location gets the call refused with CROSS_ORIGIN_REDIRECT naming the foreign host, and the foreign origin never
// sees a request, so neither the key, the bearer token, the signature nor a POST body. One test per client, each
// with the runtime's own fetch against two real loopback origins; the first test shows the harness sees a leak.
import assert from "node:assert/strict";
import { XSwap } from "../../mod.ts";
import { clientOptionsForSimulator } from "../../simulator/mod.ts";
import { isSwapsApiError, SwapsApiClient } from "../../wire/mod.ts";
import { getQuote as solverGetQuote } from "../../services/solver/solver_calls.ts";
import { submitTransaction } from "../../services/relay/relay_client.ts";
import { createExchangeClient } from "../../chains/bitcoin/exchange_client.ts";
import { type ClientError, isClientError } from "../../core/errors.ts";
import { type TwoOrigins, withTwoOrigins } from "../core/http/_two_origins.ts";

const KEY = "secret-key";

function client(home: string): XSwap {
  return new XSwap({
    ...clientOptionsForSimulator(home),
    apiKey: KEY,
    transport: { sleep: () => Promise.resolve() },
  });
}

/** The codes along an error's cause chain. */
function codes(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error; isClientError(e); e = e.cause) out.push(e.code);
  return out;
}

function assertRefused(error: ClientError, o: TwoOrigins): void {
  assert.equal(error.code, "CROSS_ORIGIN_REDIRECT", error.message);
  assert.equal(error.context.host, o.foreignHost);
  assert.match(error.message, new RegExp(o.foreignHost.replaceAll(".", "\\.")));
  assert.deepEqual(o.hits, [], "the foreign origin was called");
}

Deno.test("control: fetch's own redirect handling hands x-api-key to the foreign origin (what the clients avoid)", () =>
  withTwoOrigins(async (o) => {
    const res = await fetch(`${o.home}/v1/be/config/all`, { headers: { "x-api-key": KEY } });
    await res.body?.cancel();
    assert.equal(o.hits.length, 1);
    assert.equal(o.hits[0]!.apiKey, KEY);
  }));

Deno.test("backend data API: initialize and getIntentByTxHash refuse a redirect to another origin", () =>
  withTwoOrigins(async (o) => {
    const c = client(o.home);
    const init = await c.initialize();
    assert.ok(!init.ok);
    assertRefused(init.error, o);
    const record = await c.backendApi.getIntentByTxHash("0xab");
    assert.ok(!record.ok);
    assertRefused(record.error, o);
  }));

Deno.test("backend swaps API: submit-tx refuses a 307 to another origin (the key and the body stay home)", () =>
  withTwoOrigins(async (o) => {
    const r = await client(o.home).backendApi.submitSwapTx({ txHash: "0xab", srcChainKey: "0x2105.base" });
    assert.ok(!r.ok);
    assertRefused(r.error, o);
  }));

Deno.test("backend bridge API: submit-tx refuses a 307 to another origin", () =>
  withTwoOrigins(async (o) => {
    const r = await client(o.home).backendApi.submitBridgeTx({
      txHash: "0xab",
      srcChainKey: "0x2105.base",
      dstChainKey: "sonic",
    });
    assert.ok(!r.ok);
    assertRefused(r.error, o);
  }));

Deno.test("sponsoring: the sponsor config refuses a redirect to another origin and says contactOperator", () =>
  withTwoOrigins(async (o) => {
    const r = await client(o.home).sponsoring.getStellarSponsorConfig();
    assert.ok(!r.ok);
    assertRefused(r.error, o);
    assert.equal(r.error.context.nextAction, "contactOperator");
  }));

Deno.test("solver: getQuote refuses a redirect to another origin (a solver failure naming the code, docs/rules/errors.md#solver-errors)", () =>
  withTwoOrigins(async (o) => {
    const quote = await client(o.home).swaps.getQuote({
      token_src: "0x0000000000000000000000000000000000000000",
      token_src_blockchain_id: "0x2105.base",
      token_dst: "0x0000000000000000000000000000000000000000",
      token_dst_blockchain_id: "0xa4b1.arbitrum",
      amount: 1_000n,
      quote_type: "exact_input",
    });
    assert.ok(!quote.ok);
    const low = await solverGetQuote({
      token_src: "0x01",
      token_dst: "0x02",
      token_src_blockchain_id: "30",
      token_dst_blockchain_id: "146",
      amount: 1000n,
      quote_type: "exact_input",
    }, { solverApiEndpoint: `${o.home}/v1/intent`, apiKey: KEY });
    assert.ok(!low.ok);
    assert.equal(low.error.detail.transport?.code, "CROSS_ORIGIN_REDIRECT");
    assert.match(low.error.detail.message, new RegExp(o.foreignHost.replaceAll(".", "\\.")));
    assert.deepEqual(o.hits, []);
  }));

Deno.test("relayer: submit refuses a 307 to another origin (the signed submission is not re-posted there)", () =>
  withTwoOrigins(async (o) => {
    const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, `${o.home}/relayer`, {});
    assert.ok(!r.ok);
    assert.ok(codes(r.error).includes("CROSS_ORIGIN_REDIRECT"), codes(r.error).join(" <- "));
    assert.deepEqual(o.hits, []);
  }));

Deno.test("wire client: a redirect to another origin is HTTP_ERROR naming the foreign host (docs/rules/wire_client.md#errors)", () =>
  withTwoOrigins(async (o) => {
    const api = new SwapsApiClient({ baseUrl: `${o.home}/v1`, apiKey: KEY });
    const thrown = await api.getTokens().then(() => undefined, (e: unknown) => e);
    assert.ok(isSwapsApiError(thrown));
    assert.equal(thrown.code, "HTTP_ERROR");
    assert.equal(thrown.context.status, 302);
    assert.equal(thrown.context.host, o.foreignHost);
    assert.deepEqual(o.hits, []);
  }));

Deno.test("Bitcoin exchange client: the access token and signature never follow a redirect to another origin", () =>
  withTwoOrigins(async (o) => {
    const exchange = createExchangeClient(`${o.home}/api`, {
      signRequest: () => ({ "x-api-signature": "sig" }),
    });
    const r = await exchange.getTradingWallet("bc1quser", { accessToken: "token" });
    assert.ok(!r.ok);
    assertRefused(r.error, o);
  }));
