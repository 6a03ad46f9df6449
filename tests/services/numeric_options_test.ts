// One check for every numeric option of the public entries (core/options/number_option.ts): NaN, infinities,
// negatives and values above the timer limit (or the option's own range) are refused, naming the field.
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/wallet_private_key.ts";
import { createSimulatorApp } from "../../simulator/app.ts";
import { isClientError } from "../../core/errors.ts";
import { MAX_TIMER_MS } from "../../core/options/number_option.ts";

const BAD = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, MAX_TIMER_MS + 1];
const refuse = (): Promise<Response> => Promise.reject(new TypeError("no server"));
const KEY = `0x${"01".repeat(32)}` as const;

Deno.test("bridge, trackBridge and resumeBridge refuse each bad timeout with VALIDATION_FAILED naming the field", async () => {
  // virtual time: a bad bound must be refused at once, not run a track that never ends
  const clock = FakeTimers.install();
  try {
    const client = new XSwap({ fetch: refuse });
    const token = { v: 1, kind: "bridge", phase: "created", srcChainKey: "0x38.bsc", srcTxHash: "0x01" };
    const within = async <T>(p: Promise<T>): Promise<T> => {
      let done = false;
      const watched = p.finally(() => (done = true));
      for (let i = 0; i < 10 && !done; i++) await clock.tickAsync(100);
      assert.ok(done, "the call did not return at once");
      return await watched;
    };
    for (const value of BAD) {
      const b = await within(client.bridge.bridge({ params: {} as never, extras: { timeout: value } }));
      assert.ok(
        !b.ok && b.error.code === "VALIDATION_FAILED" && b.error.context.field === "timeout",
        `${value}`,
      );
      const target = { hubTxHash: `0x${"ab".repeat(32)}`, dstChainKey: "0x38.bsc" } as never;
      const t = await within(client.bridge.track(target, { timeout: value }));
      assert.ok(
        !t.ok && t.error.code === "VALIDATION_FAILED" && t.error.context.field === "timeout",
        `${value}`,
      );
      for (const field of ["timeout", "trackTimeout"] as const) {
        const r = await within(client.bridge.resume(token as never, { [field]: value }));
        assert.ok(
          !r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === field,
          `${field} ${value}`,
        );
      }
    }
  } finally {
    clock.uninstall();
  }
});

Deno.test("createPrivateKeyEvmWallet refuses a bad chainId, retryCount or timeoutMs with INVALID_CONFIG naming the field", () => {
  for (
    const [field, value] of [
      ["chainId", Number.NaN],
      ["chainId", 0],
      ["chainId", 1.5],
      ["chainId", Number.POSITIVE_INFINITY],
      ["retryCount", -1],
      ["retryCount", 1.5],
      ["retryCount", 1_000],
      ["retryCount", Number.NaN],
      ["timeoutMs", Number.NaN],
      ["timeoutMs", Number.POSITIVE_INFINITY],
      ["timeoutMs", -1],
      ["timeoutMs", 0],
      ["timeoutMs", 2 ** 31],
    ] as const
  ) {
    const w = createPrivateKeyEvmWallet({ privateKey: KEY, rpcUrl: "http://localhost:8545", [field]: value });
    assert.ok(
      !w.ok && w.error.code === "INVALID_CONFIG" && w.error.context.field === field,
      `${field} ${value}`,
    );
  }
  assert.ok(
    createPrivateKeyEvmWallet({ privateKey: KEY, rpcUrl: "http://localhost:8545", chainId: 8453 }).ok,
  );
  assert.ok(
    createPrivateKeyEvmWallet({ privateKey: KEY, rpcUrl: "http://localhost:8545", timeoutMs: 2 ** 31 - 1 })
      .ok,
  );
});

Deno.test("the simulator refuses each bad numeric option with INVALID_CONFIG naming the field", () => {
  for (const field of ["port", "requestLogCapacity", "recordingBytes", "ledgerRetainSettled"] as const) {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, 2 ** 53 + 1]) {
      assert.throws(
        () => createSimulatorApp({ [field]: value }),
        (e: unknown) => isClientError(e) && e.code === "INVALID_CONFIG" && e.context.field === field,
        `${field} ${value}`,
      );
    }
  }
  assert.throws(() => createSimulatorApp({ port: 70_000 }), (e: unknown) => isClientError(e));
});

Deno.test("SwapsApiClient refuses each bad retry number, naming the field", async () => {
  const { SwapsApiClient, isSwapsApiError } = await import("../../wire/mod.ts");
  for (
    const [field, value] of [["limit", 1.5], ["baseDelayMs", -1], [
      "maxRetryAfterMs",
      MAX_TIMER_MS + 1,
    ]] as const
  ) {
    assert.throws(
      () => new SwapsApiClient({ baseUrl: "https://api.example/v1", retry: { [field]: value } }),
      (e: unknown) =>
        isSwapsApiError(e) && e.code === "VALIDATION_ERROR" && e.context.field === `retry.${field}`,
      field,
    );
  }
});
