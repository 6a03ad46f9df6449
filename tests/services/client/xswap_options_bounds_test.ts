import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

Deno.test("XSwap.create refuses options that are not an object with INVALID_CONFIG", () => {
  for (const options of [null, "x", 5, true, [], () => ({})]) {
    const r = XSwap.create(options as never);
    assert.ok(!r.ok, `accepted ${String(options)}`);
    assert.equal(r.error.code, "INVALID_CONFIG");
    assert.equal(r.error.context.path, "");
  }
});

Deno.test("new XSwap(null) does not throw: it keeps the defaults and reports INVALID_CONFIG in optionsError", () => {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (m: string) => warned.push(m);
  try {
    const client = new XSwap(null as never);
    assert.equal(client.optionsError?.code, "INVALID_CONFIG");
    assert.ok(typeof client.swaps.getQuote === "function");
    assert.equal(warned.length, 1);
  } finally {
    console.warn = original;
  }
});

Deno.test("XSwap.create refuses each bad numeric transport option, naming its path", () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ limit: Number.NaN }, "transport.retry.limit"],
    [{ limit: 1.5 }, "transport.retry.limit"],
    [{ limit: -1 }, "transport.retry.limit"],
    [{ keyVerificationLimit: Number.POSITIVE_INFINITY }, "transport.retry.keyVerificationLimit"],
    [{ baseDelayMs: -1 }, "transport.retry.baseDelayMs"],
    [{ backoffLimitMs: 2 ** 31 }, "transport.retry.backoffLimitMs"],
    [{ keyVerificationDelayMs: Number.NaN }, "transport.retry.keyVerificationDelayMs"],
    [{ keyVerificationMaxDelayMs: Number.NEGATIVE_INFINITY }, "transport.retry.keyVerificationMaxDelayMs"],
    [{ maxRetryAfterMs: "60000" }, "transport.retry.maxRetryAfterMs"],
    [{ statusCodes: [503, Number.NaN] }, "transport.retry.statusCodes"],
  ];
  for (const [retry, path] of cases) {
    const r = XSwap.create({ logger: quiet, transport: { retry } } as never);
    assert.ok(!r.ok, path);
    assert.equal(r.error.code, "INVALID_CONFIG");
    assert.equal((r.error.context as ErrorContextFields).path, path);
  }
});

Deno.test("XSwap.create refuses a fetch, sleep or random that is not a function", () => {
  for (
    const [options, path] of [
      [{ fetch: "http://x" }, "fetch"],
      [{ transport: { sleep: 1 } }, "transport.sleep"],
      [{ transport: { random: 0.5 } }, "transport.random"],
      [{ transport: "fast" }, "transport"],
    ] as const
  ) {
    const r = XSwap.create({ logger: quiet, ...options } as never);
    assert.ok(!r.ok, path);
    assert.equal((r.error.context as ErrorContextFields).path, path);
  }
});

Deno.test("XSwap.create refuses an api timeout above the timer limit, NaN or negative", () => {
  for (const timeout of [2 ** 31, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
    for (
      const [api, path] of [
        [{ timeout }, "api.timeout"],
        [{ swapsApiConfig: { timeout } }, "api.swapsApiConfig.timeout"],
        [{ baseApiConfig: { timeout } }, "api.baseApiConfig.timeout"],
        [{ sponsoringApiConfig: { timeout } }, "api.sponsoringApiConfig.timeout"],
      ] as const
    ) {
      const r = XSwap.create({ logger: quiet, api } as never);
      assert.ok(!r.ok, `${path} ${timeout}`);
      assert.equal(r.error.code, "INVALID_CONFIG");
      assert.equal(r.error.context.path, path);
    }
  }
  assert.ok(XSwap.create({ api: { timeout: 2 ** 31 - 1 } }).ok);
});

Deno.test("XSwap.create refuses a chain's polling interval or bound that is NaN, negative or above the timer limit", () => {
  for (const field of ["pollingIntervalMs", "maxTimeoutMs"] as const) {
    for (const value of [Number.NaN, -1, 2 ** 31, Number.POSITIVE_INFINITY]) {
      const r = XSwap.create(
        { logger: quiet, chains: { "0x2105.base": { pollingConfig: { [field]: value } } } } as never,
      );
      assert.ok(!r.ok, `${field} ${value}`);
      assert.equal(r.error.code, "INVALID_CONFIG");
      assert.equal(r.error.context.path, `chains.0x2105.base.pollingConfig.${field}`);
    }
  }
});
