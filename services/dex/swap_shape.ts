/**
 * Which swap shape a `DexService.swap` / `getSwapQuote` request asks for: `kind` (`"exactIn"`, the default, or
 * `"exactOut"`) and `path` (a multi-hop exact-input swap) discriminate; fields of the other shape are rejected so a
 * half-converted request fails fast instead of trading a different amount.
 *
 * | request | shape |
 * | --- | --- |
 * | `pool`, no `kind` or `kind: "exactIn"` | `"single"`: exact input on one pool |
 * | `pool`, `kind: "exactOut"` | `"exactOut"`: exact output on one pool |
 * | `path`, no `kind` or `kind: "exactIn"` | `"path"`: exact input over several pools |
 *
 * @example A path with an exact-output kind
 * ```ts
 * import assert from "node:assert/strict";
 * import { swapShape } from "./swap_shape.ts";
 * assert.deepEqual(swapShape({ pool: "P" }, "swap"), { ok: true, value: "single" });
 * const r = swapShape({ kind: "exactOut", path: ["P", "Q"] }, "swap");
 * assert.ok(!r.ok && r.error.context.field === "path");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { describeValue } from "../../core/describe_value.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";

/** A swap shape. */
export type SwapShape = "single" | "exactOut" | "path";

const EXACT_OUT_ONLY = ["amountOut", "amountInMaximum"] as const;
const EXACT_IN_ONLY = ["amountIn", "minAmountOut"] as const;

/**
 * Classifies a swap or quote request.
 *
 * @param params the caller's request
 * @param action the operation, for error context
 * @returns the shape; failures (phase `validate`): `VALIDATION_FAILED` with `field` `params` (not an object),
 *   `kind` (not `"exactIn"` / `"exactOut"`), `path` (with `kind: "exactOut"`: exact-output swaps take one pool),
 *   `pool` (both `pool` and `path`), or the first field of the other kind (`amountIn` / `minAmountOut` with
 *   `"exactOut"`, `amountOut` / `amountInMaximum` otherwise)
 */
export function swapShape(params: unknown, action: string): Result<SwapShape, ClientError> {
  if (typeof params !== "object" || params === null) {
    return err(invalid("VALIDATION_FAILED", action, "params must be an object", { field: "params" }));
  }
  const p = params as Record<string, unknown>;
  const kind = p.kind;
  if (kind !== undefined && kind !== "exactIn" && kind !== "exactOut") {
    return err(invalid("VALIDATION_FAILED", action, 'kind must be "exactIn" or "exactOut"', {
      field: "kind",
      value: describeValue(kind),
    }));
  }
  if (p.path !== undefined && kind === "exactOut") {
    return err(invalid("VALIDATION_FAILED", action, "exact-output swaps take one pool, not a path", {
      field: "path",
    }));
  }
  if (p.path !== undefined && p.pool !== undefined) {
    return err(invalid("VALIDATION_FAILED", action, "give pool or path, not both", { field: "pool" }));
  }
  const foreign = (kind === "exactOut" ? EXACT_IN_ONLY : EXACT_OUT_ONLY).find((f) => p[f] !== undefined);
  if (foreign !== undefined) {
    return err(
      invalid("VALIDATION_FAILED", action, `${foreign} does not belong to a ${kind ?? "exactIn"} swap`, {
        field: foreign,
      }),
    );
  }
  if (p.path === undefined) return ok(kind === "exactOut" ? "exactOut" : "single");
  return ok("path");
}
