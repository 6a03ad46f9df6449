// XSwap's construction never throws on hostile options: a cyclic option is refused by its path (and merged
// without the cycle), options that throw when read are refused by path and the defaults apply.
import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import { mergeConfig } from "../../../core/config/merge_config.ts";
import { revokedProxy, throwingProxy } from "../../properties/_public_surface.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

Deno.test("XSwap.create refuses a cyclic option by path instead of overflowing the stack", () => {
  const api: Record<string, unknown> = { baseURL: "https://gw.test" };
  api.self = api;
  const r = XSwap.create({ api, logger: quiet } as never);
  assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
  assert.equal(r.error.context.field, "options.api.self");
  assert.match(r.error.message, /options\.api\.self: a cyclic reference/);
  // new XSwap keeps working: the merge skipped the reference that closes the cycle
  const client = new XSwap({ api, logger: quiet } as never);
  assert.equal(client.optionsError?.code, "INVALID_CONFIG");
  assert.equal((client.instanceConfig.api as { baseURL?: string }).baseURL, "https://gw.test");
});

Deno.test("options that throw when read are INVALID_CONFIG naming the path; the defaults apply", () => {
  const getter = {
    logger: quiet,
    get swaps(): never {
      throw new Error("hostile getter");
    },
  };
  const r = XSwap.create(getter as never);
  assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.field === "options.swaps");
  for (const hostile of [revokedProxy(), throwingProxy(), { logger: quiet, api: revokedProxy() }]) {
    const made = XSwap.create(hostile as never);
    assert.ok(!made.ok && made.error.code === "INVALID_CONFIG", String(!made.ok && made.error.message));
    const client = new XSwap(hostile as never);
    assert.ok(client.config.swapUseBackendSubmitTx === true);
  }
});

Deno.test("mergeConfig skips a reference back to an enclosing override and bounds the depth", () => {
  const over: Record<string, unknown> = { a: 1 };
  over.again = { back: over };
  const merged = mergeConfig({ a: 0, again: { back: 5 } }, over as never) as unknown as {
    a: number;
    again: { back: number };
  };
  assert.equal(merged.a, 1);
  assert.equal(merged.again.back, 5);
  let deep: Record<string, unknown> = {};
  const root = deep;
  for (let i = 0; i < 100_000; i++) deep = (deep.x = {}) as Record<string, unknown>;
  assert.doesNotThrow(() => mergeConfig({}, root as never));
});
