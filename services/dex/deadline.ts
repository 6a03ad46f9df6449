/**
 * The deadline of a dex write: the caller's, validated, or the hub's latest block time + 300 s.
 *
 * @example A caller deadline is kept
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { resolveDeadline } from "./deadline.ts";
 * const r = await resolveDeadline({} as ServiceDeps, "swap", 1_700_000_000n);
 * assert.ok(r.ok && r.value === 1_700_000_000n);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";

/**
 * Validates `deadline` (unix seconds, `0 < d < 2^48`, Permit2's uint48 expiration) or reads the default.
 *
 * @param deps the hub provider
 * @param action the operation, for error context
 * @param deadline the caller's deadline @default the hub's latest block time + 300
 * @returns the deadline; failures: `VALIDATION_FAILED` (`field: "deadline"`, phase `validate`), hub read errors
 *   (phase `lookup`)
 */
export async function resolveDeadline(
  deps: Pick<ServiceDeps, "hub">,
  action: string,
  deadline: unknown,
): Promise<Result<bigint, ClientError>> {
  if (deadline !== undefined) {
    if (typeof deadline !== "bigint" || deadline <= 0n || deadline >= 1n << 48n) {
      return err(
        invalid("VALIDATION_FAILED", action, "deadline must be unix seconds", { field: "deadline" }),
      );
    }
    return ok(deadline);
  }
  const d = await deps.hub.getSwapDeadline();
  return d.ok ? d : err(inPhase(d.error, "lookup", action));
}
