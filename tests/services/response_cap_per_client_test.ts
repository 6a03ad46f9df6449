// Each client honours its maxResponseBytes (docs/rules/http.md#response-size): XSwap's transport.maxResponseBytes
// reaches the backend, the solver and the sponsoring clients, and the relay functions, the wire client and the
// Bitcoin exchange client take their own. The stub answers 2,000 bytes against a cap of 1,000.
import assert from "node:assert/strict";
import { XSwap } from "../../mod.ts";
import { isSwapsApiError, SwapsApiClient } from "../../wire/mod.ts";
import { submitTransaction } from "../../services/relay/relay_client.ts";
import { createExchangeClient } from "../../chains/bitcoin/exchange_client.ts";
import type { FetchLike } from "../../core/http/types.ts";

const CAP = 1_000;
const padded = (status = 200) => new Response(JSON.stringify({ pad: "x".repeat(2_000) }), { status });
const fetch: FetchLike = () => Promise.resolve(padded());

function client(): XSwap {
  return new XSwap({ fetch, transport: { maxResponseBytes: CAP, sleep: () => Promise.resolve() } });
}

Deno.test("XSwap: transport.maxResponseBytes caps the backend data API", async () => {
  const r = await client().backendApi.getOracleMarkets();
  assert.ok(!r.ok && r.error.code === "RESPONSE_TOO_LARGE");
  assert.equal(r.error.context.limit, CAP);
});

Deno.test("XSwap: transport.maxResponseBytes caps the solver (a solver failure naming the code)", async () => {
  const quote = await client().swaps.getQuote({
    token_src: "0x0000000000000000000000000000000000000000",
    token_src_blockchain_id: "0x2105.base",
    token_dst: "0x0000000000000000000000000000000000000000",
    token_dst_blockchain_id: "0xa4b1.arbitrum",
    amount: 1_000n,
    quote_type: "exact_input",
  });
  assert.ok(!quote.ok);
  const detail = quote.error.context.solverDetail as { transport?: { code?: string } } | undefined;
  assert.equal(detail?.transport?.code, "RESPONSE_TOO_LARGE");
});

Deno.test("XSwap: transport.maxResponseBytes caps the sponsoring client, which says contactOperator", async () => {
  const r = await client().sponsoring.getStellarSponsorConfig();
  assert.ok(!r.ok && r.error.code === "RESPONSE_TOO_LARGE");
  assert.equal(r.error.context.nextAction, "contactOperator");
});

Deno.test("XSwap refuses a transport.maxResponseBytes that is not a whole number from 1 to 2^30", () => {
  for (const value of [0, 1.5, Number.NaN, 2 ** 31]) {
    const r = XSwap.create({ transport: { maxResponseBytes: value } });
    assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
    assert.match(JSON.stringify(r.error.context.issues), /transport\.maxResponseBytes/);
  }
});

Deno.test("relay: the transport's maxResponseBytes caps the relayer's answer", async () => {
  const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", {
    transport: { fetch, maxResponseBytes: CAP },
  });
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.transportCode, "RESPONSE_TOO_LARGE");
});

Deno.test("wire client: maxResponseBytes caps an answer (PARSE_ERROR on a 2xx, HTTP_ERROR otherwise) and is validated", async () => {
  for (const [status, code] of [[200, "PARSE_ERROR"], [503, "HTTP_ERROR"]] as const) {
    const api = new SwapsApiClient({
      baseUrl: "https://api.test/v1",
      maxResponseBytes: CAP,
      retry: { limit: 0 },
      fetch: () => Promise.resolve(padded(status)),
    });
    const thrown = await api.getTokens().then(() => undefined, (e: unknown) => e);
    assert.ok(isSwapsApiError(thrown));
    assert.equal(thrown.code, code);
    assert.equal(thrown.context.limit, CAP);
  }
  assert.throws(
    () => new SwapsApiClient({ baseUrl: "https://api.test/v1", maxResponseBytes: 0 }),
    (e: unknown) =>
      isSwapsApiError(e) && e.code === "VALIDATION_ERROR" && e.context.field === "maxResponseBytes",
  );
});

Deno.test("Bitcoin exchange client: maxResponseBytes caps the exchange's answer", async () => {
  const r = await createExchangeClient("http://exchange.test/api", { fetch, maxResponseBytes: CAP })
    .getTradingWallet("bc1quser");
  assert.ok(!r.ok && r.error.code === "RESPONSE_TOO_LARGE");
});
