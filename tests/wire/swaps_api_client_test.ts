import assert from "node:assert/strict";
import { isSwapsApiError, SwapsApiClient, SwapsApiError } from "../../wire/mod.ts";
import { CREATE, QUOTE } from "./_fixtures.ts";
import { stubBackend } from "./_stub_backend.ts";

const BASE = "https://api.example/v1";

function rejects(fn: () => unknown): SwapsApiError {
  try {
    fn();
  } catch (e) {
    assert.ok(isSwapsApiError(e));
    return e;
  }
  throw new Error("expected a throw");
}

Deno.test("SwapsApiClient refuses a missing or malformed baseUrl at construction with VALIDATION_ERROR", () => {
  for (
    const baseUrl of [
      undefined,
      "",
      "   ",
      "not a url",
      "/v1",
      "ftp://api.example",
      "https://api.example/v1?x=1",
    ]
  ) {
    const e = rejects(() => new SwapsApiClient({ baseUrl } as unknown as { baseUrl: string }));
    assert.equal(e.code, "VALIDATION_ERROR");
    assert.equal(e.context.field, "baseUrl");
  }
});

Deno.test("SwapsApiClient refuses a non-positive timeout at construction", () => {
  for (const timeout of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.equal(rejects(() => new SwapsApiClient({ baseUrl: BASE, timeout })).code, "VALIDATION_ERROR");
  }
});

Deno.test("SwapsApiClient trims trailing slashes of baseUrl and keeps the version prefix", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: `${BASE}//`, fetch: backend.fetch });
  assert.equal(api.baseUrl, BASE);
  await api.getTokens();
  assert.equal(backend.seen[0]?.path, "/swaps/tokens");
});

Deno.test("getTokens returns tokens by chain key", async () => {
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: stubBackend().fetch });
  const { tokens } = await api.getTokens();
  assert.equal(tokens["0x2105.base"]?.[0]?.symbol, "USDC");
});

Deno.test("getQuote sends camelCase with bigints as decimal strings and partnerFee, and returns a bigint", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch });
  const q = await api.getQuote(QUOTE);
  assert.equal(q.quotedAmount, 990n * 10n ** 18n);
  assert.equal(q.quoteId, "q-1");
  assert.deepEqual(backend.seen[0]?.body, { ...QUOTE, amount: "1000000000000000000000" });
  assert.equal(backend.seen[0]?.method, "POST");
});

Deno.test("createIntent sends partnerFee and turns the EVM tx value and intent bigints into bigints", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch });
  const r = await api.createIntent({ ...CREATE, partnerFee: { address: "0xfe", amount: 5n } });
  assert.ok(r.tx.chainType === "EVM");
  assert.equal(r.tx.value, 1_000_000n);
  assert.equal(r.intent.intentId, 42n);
  assert.equal(r.intent.srcChain, 30n);
  assert.equal(r.intent.dstChain, 146n);
  assert.equal(r.intentHash, "0xabcd");
  const body = backend.seen[0]?.body as Record<string, unknown>;
  assert.deepEqual(body.partnerFee, { address: "0xfe", amount: "5" });
  assert.equal(body.minOutputAmount, "990000000000000000000");
  assert.equal(body.deadline, "1700000000");
});

Deno.test("checkAllowance and approve accept partnerFee but do not send it", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch });
  assert.deepEqual(await api.checkAllowance(CREATE), { valid: true });
  await api.approve(CREATE);
  for (const seen of backend.seen) {
    assert.deepEqual(seen.body, {
      tokenSrc: CREATE.tokenSrc,
      tokenSrcChainKey: CREATE.tokenSrcChainKey,
      srcAddress: CREATE.srcAddress,
      amount: "1000000000000000000000",
    });
  }
});

Deno.test("approve turns Injective index-object msg bytes into a Uint8Array", async () => {
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: stubBackend().fetch });
  const { tx } = await api.approve(CREATE);
  assert.ok(tx.chainType === "INJECTIVE");
  assert.ok(tx.msg instanceof Uint8Array);
  assert.deepEqual([...tx.msg], [8, 1, 255]);
});

Deno.test("submitTx posts the hash and a domain intent with bigints as strings and chain ids as numbers", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch });
  const created = await api.createIntent(CREATE);
  const r = await api.submitTx({ txHash: "0x99", srcChainKey: "0x2105.base", intent: created.intent });
  assert.deepEqual(r, { success: true, message: "accepted" });
  const body = backend.seen[1]?.body as { intent: Record<string, unknown> };
  assert.equal(body.intent.intentId, "42");
  assert.equal(body.intent.srcChain, 30);
});

Deno.test("getSubmitTxStatus sends txHash and srcChainKey as query parameters", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch });
  const r = await api.getSubmitTxStatus({ txHash: "0x99", srcChainKey: "0x2105.base" });
  assert.equal(r.data.status, "solved");
  assert.equal(r.data.result?.dstIntentTxHash, "0x77");
  assert.equal(backend.seen[0]?.search, "?txHash=0x99&srcChainKey=0x2105.base");
  assert.equal(backend.seen[0]?.method, "GET");
});

Deno.test("SwapsApiClient sends apiKey as x-api-key, and an explicit x-api-key header in any casing wins", async () => {
  const cases: [Record<string, string> | undefined, string | undefined, string | null][] = [
    [undefined, "key-a", "key-a"],
    [{ "X-Api-Key": "key-h" }, "key-a", "key-h"],
    [{ "x-api-key": "" }, "key-a", ""],
    [undefined, "", null],
    [undefined, undefined, null],
  ];
  for (const [headers, apiKey, expected] of cases) {
    const backend = stubBackend();
    const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch, headers, apiKey });
    await api.getTokens();
    assert.equal(backend.seen[0]?.headers.get("x-api-key"), expected, JSON.stringify({ headers, apiKey }));
  }
});

Deno.test("SwapsApiClient hands the fetch the timeout's abort signal", async () => {
  const backend = stubBackend();
  await new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch }).getTokens();
  assert.ok(backend.seen[0]?.signal instanceof AbortSignal);
});

Deno.test("SwapsApiClient rejects bad parameters with VALIDATION_ERROR and issues before any request", async () => {
  const backend = stubBackend();
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: backend.fetch });
  const bad = [
    () => api.getQuote({ ...QUOTE, amount: -1n }),
    () => api.getQuote({ ...QUOTE, tokenSrcChainKey: "nope" as "sonic" }),
    () => api.getQuote({ ...QUOTE, partnerFee: { address: "0xfe", percentage: 10_001 } }),
    () => api.createIntent({ ...CREATE, srcAddress: "" }),
    () => api.getSubmitTxStatus({ txHash: "", srcChainKey: "sonic" }),
  ];
  for (const call of bad) {
    const e = await call().then(() => undefined, (x: unknown) => x);
    assert.ok(e instanceof SwapsApiError && e.code === "VALIDATION_ERROR");
    assert.equal(e.context.attempts, 0);
    assert.ok(Array.isArray(e.context.issues) && e.context.issues.length > 0);
  }
  assert.equal(backend.seen.length, 0);
});

Deno.test("VALIDATION_ERROR of bad parameters names the endpoint without credentials", async () => {
  const api = new SwapsApiClient({ baseUrl: "https://user:pw@api.example/v1", fetch: stubBackend().fetch });
  const e = await api.getQuote({ ...QUOTE, amount: -1n }).then(() => undefined, (x: unknown) => x);
  assert.ok(isSwapsApiError(e));
  assert.equal(e.context.endpoint, "https://api.example/v1/swaps/quote");
});

Deno.test("HTTP_ERROR carries endpoint without credentials, method, path, status and the backend message", async () => {
  const backend = stubBackend({ "/swaps/quote": "s401" });
  const api = new SwapsApiClient({ baseUrl: "https://user:pw@api.example/v1", fetch: backend.fetch });
  const e = await api.getQuote(QUOTE).then(() => undefined, (x: unknown) => x);
  assert.ok(isSwapsApiError(e));
  assert.equal(e.code, "HTTP_ERROR");
  assert.equal(e.context.endpoint, "https://api.example/v1/swaps/quote");
  assert.equal(e.context.method, "POST");
  assert.equal(e.context.path, "/swaps/quote");
  assert.equal(e.context.status, 401);
  assert.equal(e.context.message, "failure 401");
  assert.deepEqual(e.context.body, { message: "failure 401", code: "X" });
  assert.ok(!JSON.stringify(e.context).includes("pw"));
});

Deno.test("NETWORK_ERROR keeps the thrown fetch error as cause", async () => {
  const api = new SwapsApiClient({ baseUrl: BASE, fetch: stubBackend({ "/swaps/intent": "network" }).fetch });
  const e = await api.createIntent(CREATE).then(() => undefined, (x: unknown) => x);
  assert.ok(isSwapsApiError(e) && e.code === "NETWORK_ERROR");
  assert.ok(e.cause instanceof TypeError);
});

Deno.test("VALIDATION_ERROR of a response lists the zod issues", async () => {
  const api = new SwapsApiClient({
    baseUrl: BASE,
    fetch: stubBackend({ "/swaps/allowance": "badShape" }).fetch,
  });
  const e = await api.checkAllowance(CREATE).then(() => undefined, (x: unknown) => x);
  assert.ok(isSwapsApiError(e) && e.code === "VALIDATION_ERROR");
  assert.equal(e.context.status, 200);
  assert.ok((e.context.issues?.length ?? 0) > 0);
});
