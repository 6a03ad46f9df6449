// The boundary guard (core/guard): a throw or rejection of a guarded function is a failed Result naming the
// hostile argument, a thrown ClientError keeps its code, an internal defect is UNKNOWN, and the guard never throws.
import assert from "node:assert/strict";
import { ClientError } from "../../../core/errors.ts";
import { guardAsync, guardSync, thrownFailure } from "../../../core/guard/guard_result.ts";
import { err, ok, type Result } from "../../../core/result.ts";
import {
  cyclicObject,
  revokedProxy,
  throwingConversions,
  throwingGetters,
  throwingProxy,
} from "../../properties/_public_surface.ts";

const readAmount = (p: { params: { amount: bigint } }): Result<bigint, ClientError> => ok(p.params.amount);

Deno.test("a getter that throws is VALIDATION_FAILED naming its path, with the thrown value as cause", () => {
  const f = guardSync("swaps.getQuote", readAmount, { params: ["request"] });
  const r = f({ params: throwingGetters() } as never);
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  assert.equal(r.error.context.field, "request.params.params");
  assert.equal(r.error.context.action, "swaps.getQuote");
  assert.match(String(r.error.context.reason), /reading it threw Error: hostile getter/);
  assert.ok(r.error.cause instanceof Error);
});

Deno.test("throwing and revoked Proxies and throwing conversions are VALIDATION_FAILED, never a throw", () => {
  const f = guardSync("f", (x: unknown): Result<string, ClientError> => ok(`${x}`));
  for (const hostile of [throwingProxy(), revokedProxy(), throwingConversions()]) {
    const r = f(hostile);
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED", String(!r.ok && r.error.message));
    assert.equal(r.error.context.field, "arguments[0]");
  }
});

Deno.test("a cycle that overflows the stack is VALIDATION_FAILED naming the reference that closes it", () => {
  const depth = (x: unknown): number =>
    typeof x === "object" && x !== null ? 1 + Math.max(0, ...Object.values(x).map(depth)) : 0;
  const f = guardSync("depth", (x: unknown): Result<number, ClientError> => ok(depth(x)));
  const r = f(cyclicObject());
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  assert.equal(r.error.context.field, "arguments[0].self");
  assert.match(String(r.error.context.reason), /a cyclic reference/);
});

Deno.test("a missing argument is named by its parameter", async () => {
  const f = guardAsync(
    "SolverApi.getQuote",
    (_r: unknown, c: { timeout: number }) => Promise.resolve(ok(c.timeout)),
    { params: ["request", "config"] },
  );
  const r = await (f as (...a: unknown[]) => Promise<Result<number, ClientError>>)({});
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "config");
  assert.equal(r.error.context.reason, "missing (undefined)");
});

Deno.test("a thrown ClientError keeps its code; a defect with readable arguments is UNKNOWN", async () => {
  const thrower = guardAsync("t", (): Promise<Result<never, ClientError>> => {
    throw new ClientError("INVALID_FEE", "bad fee");
  });
  const a = await thrower();
  assert.ok(!a.ok && a.error.code === "INVALID_FEE");
  const defect = guardAsync(
    "d",
    (_n: number): Promise<Result<never, ClientError>> => Promise.reject(new RangeError("x")),
  );
  const b = await defect(1);
  assert.ok(!b.ok && b.error.code === "UNKNOWN" && b.error.context.action === "d");
  assert.match(b.error.message, /threw RangeError: x/);
});

Deno.test("toError maps the failure to the function's own error type", async () => {
  const f = guardAsync(
    "SolverApi.getStatus",
    (_x: unknown): Promise<Result<number, { detail: string }>> => Promise.reject(new Error("x")),
    { toError: (e) => ({ detail: e.code }) },
  );
  const r = await f(revokedProxy());
  assert.ok(!r.ok && r.error.detail === "VALIDATION_FAILED");
});

Deno.test("an UNKNOWN_CHAIN_KEY leaving an async boundary lists the valid keys and the closest ones", async () => {
  const f = guardAsync(
    "swaps.getQuote",
    (key: string): Promise<Result<never, ClientError>> =>
      Promise.resolve(
        err(new ClientError("UNKNOWN_CHAIN_KEY", `Unknown chain key ${key}`, { context: { chainKey: key } })),
      ),
  );
  const r = await f("base");
  assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
  assert.deepEqual(r.error.context.closest, ["0x2105.base"]);
  assert.equal(r.error.context.validKeys?.length, 22);
  assert.match(String(r.error.context.hint), /0x2105\.base/);
});

Deno.test("thrownFailure never throws, even on a hostile thrown value", () => {
  const e = thrownFailure("f", [revokedProxy()], revokedProxy());
  assert.ok(e.code === "VALIDATION_FAILED");
  const u = thrownFailure("f", [], throwingProxy());
  assert.ok(u.code === "UNKNOWN");
});
