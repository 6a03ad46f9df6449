import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../../../core/http/mod.ts";
import { toConfigAllPayload } from "../../../core/schemas/config_all.ts";
import type { ClientError } from "../../../core/errors.ts";
import type { Result } from "../../../core/result.ts";
import { BackendApiClient, type BackendRequestOptions } from "../../../services/backend_api/mod.ts";
import { stubGateway } from "./_stub_gateway.ts";

const GW = "http://gw.test/v1";
const record = {
  intentHash: "0x01",
  txHash: "0xabc",
  chainId: 146,
  open: false,
  intentState: { exists: true, remainingInput: "0", receivedOutput: "10", pendingPayment: false },
  fills: [{ fillTxHash: "0xf1", inputAmount: "5", outputAmount: "10" }],
};
const status = {
  success: true,
  data: {
    txHash: "0xab",
    srcChainKey: "0x2105.base",
    status: "solved",
    failedAttempts: 0,
    result: { dstTxHash: "0xd" },
  },
};
const swapStatus = {
  success: true,
  data: { txHash: "0xab", srcChainKey: "0x2105.base", status: "pending", failedAttempts: 0 },
};

type Call = [
  string,
  (api: BackendApiClient, o?: BackendRequestOptions) => Promise<Result<unknown, ClientError>>,
  unknown,
  string,
  string,
];
const calls: Call[] = [
  ["getIntentByTxHash", (a, o) => a.getIntentByTxHash("0xabc", o), record, "GET", "/be/intent/tx/0xabc"],
  [
    "getAllConfig",
    (a, o) => a.getAllConfig(o),
    toConfigAllPayload(DEFAULT_CLIENT_CONFIG),
    "GET",
    "/be/config/all",
  ],
  [
    "submitSwapTx",
    (a, o) => a.submitSwapTx({ txHash: "0xab", srcChainKey: "0x2105.base" }, o),
    { success: true, message: "ok" },
    "POST",
    "/swaps/submit-tx",
  ],
  [
    "getSubmitSwapTxStatus",
    (a, o) => a.getSubmitSwapTxStatus({ txHash: "0xab", srcChainKey: "0x2105.base" }, o),
    swapStatus,
    "GET",
    "/swaps/submit-tx/status?txHash=0xab&srcChainKey=0x2105.base",
  ],
  [
    "submitBridgeTx",
    (a, o) => a.submitBridgeTx({ txHash: "0xab", srcChainKey: "0x2105.base", dstChainKey: "sonic" }, o),
    { success: true, message: "ok" },
    "POST",
    "/bridge/submit-tx",
  ],
  [
    "getSubmitBridgeTxStatus",
    (a, o) => a.getSubmitBridgeTxStatus({ txHash: "0xab" }, o),
    status,
    "GET",
    "/bridge/submit-tx/status?txHash=0xab",
  ],
  [
    "getOracleMarkets",
    (a, o) => a.getOracleMarkets(o),
    { quote: "USD", intervals: [], symbols: [] },
    "GET",
    "/be/oracle/markets",
  ],
  [
    "getOracleCandles",
    (a, o) => a.getOracleCandles({ symbol: "BTC", interval: "1h", from: 0, to: 7200 }, o),
    { symbol: "BTC", quote: "USD", interval: "1h", candles: [] },
    "GET",
    "/be/oracle/candles?symbol=BTC&interval=1h&from=0&to=7200",
  ],
  ["getSolverOracle", (a, o) => a.getSolverOracle(o), [], "GET", "/intent/oracle"],
];

for (const [name, invoke, body, method, route] of calls) {
  Deno.test(`BackendApiClient.${name} sends ${method} ${route} and validates the answer`, async () => {
    const g = stubGateway(() => Response.json(body));
    const api = new BackendApiClient({ baseURL: GW, fetch: g.fetch });
    const r = await invoke(api);
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    assert.equal(g.seen.length, 1);
    assert.equal(g.seen[0]?.method, method);
    assert.equal(g.seen[0]?.url, `${GW}${route}`);
  });

  Deno.test(`BackendApiClient.${name} honours a per-call baseURL (gateway root only, /be trimmed)`, async () => {
    const g = stubGateway(() => Response.json(body));
    const warnings: string[] = [];
    const api = new BackendApiClient({
      baseURL: GW,
      fetch: g.fetch,
      logger: { warn: (m) => warnings.push(m) },
    });
    const r = await invoke(api, { baseURL: "http://other.test/v2/be" });
    assert.ok(r.ok);
    assert.equal(g.seen[0]?.url, `http://other.test/v2${route}`);
    assert.equal(warnings.length, 1);
  });

  Deno.test(`BackendApiClient.${name} reports a malformed answer as RESPONSE_VALIDATION_FAILED`, async () => {
    const g = stubGateway(() => Response.json({ unexpected: true }));
    const r = await invoke(new BackendApiClient({ baseURL: GW, fetch: g.fetch }));
    assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED");
  });
}

Deno.test("getIntentByTxHash revives bigints and reports a missing record as status 404", async () => {
  const g = stubGateway((_r, n) =>
    n === 0 ? Response.json(record) : Response.json({ message: "no record" }, { status: 404 })
  );
  const api = new BackendApiClient({ baseURL: GW, fetch: g.fetch });
  const found = await api.getIntentByTxHash("0xabc");
  assert.ok(found.ok && found.value.intentState?.remainingInput === 0n);
  const missing = await api.getIntentByTxHash("0xdef");
  assert.ok(!missing.ok);
  assert.equal(missing.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(missing.error.context.status, 404);
  assert.equal(g.seen.length, 2);
});

Deno.test("a basePath override moves the data API only", async () => {
  const g = stubGateway(() => Response.json(record));
  const api = new BackendApiClient({ baseURL: "http://127.0.0.1:9", basePath: "", fetch: g.fetch });
  await api.getIntentByTxHash("0xabc");
  assert.equal(g.seen[0]?.url, "http://127.0.0.1:9/intent/tx/0xabc");
});

Deno.test("swaps and bridge settings can differ from the data API's", async () => {
  const g = stubGateway(() => Response.json({ success: true, message: "ok" }));
  const api = new BackendApiClient({
    baseURL: GW,
    apiKey: "data-key",
    swaps: { baseURL: "http://swaps.test", apiKey: "swaps-key" },
    fetch: g.fetch,
  });
  await api.submitSwapTx({ txHash: "0xab", srcChainKey: "sonic" });
  await api.submitBridgeTx({ txHash: "0xab", srcChainKey: "sonic", dstChainKey: "0x2105.base" });
  assert.equal(g.seen[0]?.url, "http://swaps.test/swaps/submit-tx");
  assert.equal(g.seen[0]?.headers.get("x-api-key"), "swaps-key");
  assert.equal(g.seen[1]?.url, `${GW}/bridge/submit-tx`);
  assert.equal(g.seen[1]?.headers.get("x-api-key"), "data-key");
});

Deno.test("x-api-key follows the key precedence of docs/rules/auth.md#key-precedence on every method", async () => {
  const casing = fc.constantFrom("x-api-key", "X-API-KEY", "X-Api-Key");
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        cfgHeader: maybe(fc.tuple(casing, fc.constantFrom("", "cfg-h"))),
        cfgKey: maybe(fc.constantFrom("", "cfg-k")),
        reqHeader: maybe(fc.tuple(casing, fc.constantFrom("", "req-h"))),
        reqKey: maybe(fc.constantFrom("", "req-k")),
        method: fc.constantFrom(...calls),
      }),
      async ({ cfgHeader, cfgKey, reqHeader, reqKey, method }) => {
        const g = stubGateway(() => Response.json(method[2]));
        const api = new BackendApiClient({
          baseURL: GW,
          headers: cfgHeader ? { [cfgHeader[0]]: cfgHeader[1] } : {},
          apiKey: cfgKey,
          fetch: g.fetch,
        });
        await method[1](api, {
          headers: reqHeader ? { [reqHeader[0]]: reqHeader[1] } : undefined,
          apiKey: reqKey,
        });
        const expected = reqHeader?.[1] ?? (reqKey || undefined) ?? cfgHeader?.[1] ?? (cfgKey || undefined) ??
          null;
        assert.equal(g.seen[0]?.headers.get("x-api-key"), expected);
      },
    ),
    { numRuns: 200 },
  );
});

Deno.test("setHeaders rotates the key of data, swaps and bridge routes", async () => {
  const g = stubGateway(() => Response.json({ success: true, message: "ok" }));
  const api = new BackendApiClient({
    baseURL: GW,
    apiKey: "old",
    swaps: { apiKey: "old-swaps" },
    fetch: g.fetch,
  });
  api.setHeaders({ "X-API-KEY": "rotated" });
  await api.submitSwapTx({ txHash: "0xab", srcChainKey: "sonic" });
  await api.submitBridgeTx({ txHash: "0xab", srcChainKey: "sonic", dstChainKey: "sonic" });
  assert.deepEqual(g.seen.map((s) => s.headers.get("x-api-key")), ["rotated", "rotated"]);
});

Deno.test("a per-call timeout replaces the configured one", async () => {
  const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    const g = stubGateway(() => "stall");
    const api = new BackendApiClient({
      baseURL: GW,
      timeout: 1000,
      fetch: g.fetch,
      transport: { retry: { limit: 0 } },
    });
    let at = -1;
    const p = api.getOracleMarkets({ timeout: 5000 }).then((r) => {
      at = clock.now;
      return r;
    });
    await clock.tickAsync(6000);
    const r = await p;
    assert.ok(!r.ok && r.error.code === "REQUEST_TIMEOUT");
    assert.equal(at, 5000);
  } finally {
    clock.uninstall();
  }
});

Deno.test("submitSwapTx sends intent bigints as decimal strings, chain ids as numbers, and is not retried on a plain 503", async () => {
  const g = stubGateway(() => Response.json({ message: "down" }, { status: 503 }));
  const api = new BackendApiClient({
    baseURL: GW,
    fetch: g.fetch,
    transport: { sleep: () => Promise.resolve() },
  });
  const intent = {
    intentId: 1n,
    creator: "0x01",
    inputToken: "0x02",
    outputToken: "0x03",
    inputAmount: 10n ** 30n,
    minOutputAmount: 5n,
    deadline: 0n,
    allowPartialFill: false,
    srcChain: 30n,
    dstChain: 146n,
    srcAddress: "0x04",
    dstAddress: "0x05",
    solver: "0x06",
    data: "0x",
  };
  const r = await api.submitSwapTx({ txHash: "0xab", srcChainKey: "0x2105.base", intent });
  assert.ok(!r.ok && r.error.context.status === 503);
  assert.equal(g.seen.length, 1);
  const sent = g.seen[0]?.body as { intent: Record<string, unknown> };
  assert.equal(sent.intent.inputAmount, "1000000000000000000000000000000");
  assert.equal(sent.intent.srcChain, 30);
});

Deno.test("a mutation is retried on the key-verification 503", async () => {
  const g = stubGateway((_r, n) =>
    n === 0
      ? Response.json({ message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE }, { status: 503 })
      : Response.json({ success: true, message: "ok" })
  );
  const api = new BackendApiClient({
    baseURL: GW,
    fetch: g.fetch,
    transport: { sleep: () => Promise.resolve() },
  });
  const r = await api.submitSwapTx({ txHash: "0xab", srcChainKey: "sonic" });
  assert.ok(r.ok);
  assert.equal(g.seen.length, 2);
});

Deno.test("getOracleCandles refuses a bad query locally with reason and field", async () => {
  const g = stubGateway(() => Response.json({}));
  const api = new BackendApiClient({ baseURL: GW, fetch: g.fetch });
  const cases: [Parameters<BackendApiClient["getOracleCandles"]>[0], string, string][] = [
    [{ symbol: "", interval: "1h", from: 0, to: 10 }, "MISSING_PARAMETER", "symbol"],
    [{ symbol: "BTC", interval: "2h", from: 0, to: 10 }, "UNKNOWN_INTERVAL", "interval"],
    [{ symbol: "BTC", interval: "1h", from: 10, to: 10 }, "RANGE_NOT_INCREASING", "from"],
    [{ symbol: "BTC", interval: "1m", from: 0, to: 60 * 5001 }, "RANGE_TOO_WIDE", "to"],
    [{ symbol: "BTC", interval: "1m", from: -1, to: 60 }, "INVALID_PARAMETER", "from"],
  ];
  for (const [q, reason, field] of cases) {
    const r = await api.getOracleCandles(q);
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.deepEqual([r.error.context.reason, r.error.context.field], [reason, field]);
  }
  assert.equal(g.seen.length, 0);
});

Deno.test("an invalid configured baseURL fails every method with INVALID_URL and no request", async () => {
  const g = stubGateway(() => Response.json({}));
  const api = new BackendApiClient({ baseURL: "not a url", fetch: g.fetch });
  for (const [, invoke] of calls) {
    const r = await invoke(api);
    assert.ok(!r.ok && r.error.code === "INVALID_URL");
  }
  assert.equal(g.seen.length, 0);
});

Deno.test("bad input is refused without a request", async () => {
  const g = stubGateway(() => Response.json({}));
  const api = new BackendApiClient({ baseURL: GW, fetch: g.fetch });
  const results = [
    await api.getIntentByTxHash(""),
    await api.submitSwapTx({ txHash: "0xab", srcChainKey: "mars" as "sonic" }),
    await api.getSubmitSwapTxStatus({ txHash: "" }),
    await api.getSubmitBridgeTxStatus({ txHash: "0xab", srcChainKey: "mars" }),
  ];
  assert.ok(results.every((r) => !r.ok && r.error.code === "VALIDATION_FAILED"));
  assert.equal(g.seen.length, 0);
});
