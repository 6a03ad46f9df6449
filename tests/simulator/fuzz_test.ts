import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { hash, makeSim } from "./_helpers.ts";

const ROUTES: [string, string][] = [
  ["GET", "/v1/be/config/all"],
  ["GET", "/v1/be/oracle/markets"],
  ["GET", "/v1/be/oracle/candles"],
  ["GET", "/v1/be/intent/tx/"],
  ["GET", "/v1/intent/oracle"],
  ["POST", "/v1/intent/quote"],
  ["POST", "/v1/intent/execute"],
  ["POST", "/v1/intent/status"],
  ["GET", "/v1/swaps/tokens"],
  ["POST", "/v1/swaps/quote"],
  ["POST", "/v1/swaps/intent"],
  ["POST", "/v1/swaps/allowance"],
  ["POST", "/v1/swaps/approve"],
  ["POST", "/v1/swaps/submit-tx"],
  ["GET", "/v1/swaps/submit-tx/status"],
  ["POST", "/v1/bridge/submit-tx"],
  ["GET", "/v1/bridge/submit-tx/status"],
  ["GET", "/v1/sponsorships/stellar/config"],
  ["POST", "/v1/sponsorships/stellar/accounts"],
  ["GET", "/v1/sponsorships/docs"],
  ["GET", "/v1/openapi.json"],
  ["POST", "/relayer"],
  ["POST", "/rpc/0x2105.base"],
  ["POST", "/rpc/sonic"],
  ["GET", "/horizon/accounts/"],
  ["GET", "/__sim/state"],
  ["GET", "/__sim/requests"],
  ["POST", "/__sim/faults"],
  ["POST", "/__sim/reset"],
  ["POST", "/__sim/clock/advance"],
  ["GET", "/__sim/events"],
  ["POST", "/__sim/auth"],
];

const segment = fc.oneof(
  fc.constant(""),
  fc.constant(hash("ab")),
  fc.constant("GBKLGBIDZEHZQXVTUUZ7NIIZPUXPM5DGMLWFXJ4VT5PI7YACGM5AT4ID"),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/),
);
const queryValue = fc.oneof(
  fc.integer({ min: -10, max: 2_000_000_000 }).map(String),
  fc.constantFrom("1m", "5m", "1h", "1d", "BTC", "ETH", "sonic", "0x2105.base", "", "NaN", "1e9", "-0"),
  fc.string({ maxLength: 8 }),
);
const query = fc.dictionary(
  fc.constantFrom(
    "symbol",
    "interval",
    "from",
    "to",
    "txHash",
    "srcChainKey",
    "limit",
    "route",
    "since",
    "x",
  ),
  queryValue,
  { maxKeys: 5 },
).map((q) => new URLSearchParams(q).toString());

const relayerBody = fc.record({
  action: fc.constantFrom("submit", "get_transaction_packets", "get_packet", "other"),
  params: fc.record({
    chain_id: fc.oneof(
      fc.constantFrom("30", "1", "146", "627463", "0", "99999999999999999999999"),
      fc.string(),
    ),
    tx_hash: fc.oneof(fc.constant(hash("ab")), fc.string()),
    conn_sn: fc.oneof(fc.constant("1"), fc.string()),
    data: fc.option(fc.record({ address: fc.string(), payload: fc.string() }), { nil: undefined }),
  }, { requiredKeys: [] }),
}, { requiredKeys: [] });
const solverBody = fc.record({
  intent_tx_hash: fc.oneof(fc.constant(hash("ab")), fc.string()),
  token_src: fc.constantFrom("0x29219dd400f2Bf60E5a23d13Be72B486D4038894", "0x0", ""),
  token_dst: fc.constantFrom("0x50c42dEAcD8Fc9773493ED674b675bE577f2634b", "x"),
  token_src_blockchain_id: fc.constantFrom("146", "30", "abc", "99999999999999999999999"),
  token_dst_blockchain_id: fc.constantFrom("146", "1"),
  amount: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 70n }).map(String), fc.string()),
  quote_type: fc.constantFrom("exact_input", "exact_output", "x"),
}, { requiredKeys: [] });
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  relayerBody.map((v) => JSON.stringify(v)),
  solverBody.map((v) => JSON.stringify(v)),
  fc.constant('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'),
  fc.constant('{"ms": 1}'),
);

const request = fc.record({
  target: fc.constantFrom(...ROUTES),
  otherMethod: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    { arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"), weight: 1 },
  ),
  suffix: segment,
  query,
  body,
  apiKey: fc.option(fc.constantFrom("sim-key", "sim-key", "sim-key", "", "wrong"), {
    nil: undefined,
    freq: 6,
  }),
  contentType: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
});

async function withDeadline<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([p, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

Deno.test("random methods, paths, queries and bodies on every route get a 2xx/3xx/4xx answer, never a 5xx or a hang", async () => {
  const sim = makeSim();
  try {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [natural, route] = r.target;
        const method = r.otherMethod ?? natural;
        const url = `${route}${route.endsWith("/") ? r.suffix : ""}${r.query ? `?${r.query}` : ""}`;
        const headers: Record<string, string> = { "content-type": r.contentType };
        if (r.apiKey !== undefined) headers["x-api-key"] = r.apiKey;
        const hasBody = r.body !== undefined && method !== "GET" && method !== "HEAD";
        const what = `${method} ${url} ${hasBody ? String(r.body).slice(0, 120) : ""}`;
        const res = await withDeadline(
          sim.fetch(url, { method, headers, body: hasBody ? (r.body ?? null) : null }),
          5_000,
          what,
        );
        await res.body?.cancel();
        assert.ok(res.status >= 200 && res.status < 500, `${res.status} for ${what}`);
      }),
      { numRuns: 1_000, seed: 20_241_123 },
    );
  } finally {
    sim.close();
  }
});
