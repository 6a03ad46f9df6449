/**
 * `estimateNearGas`: the NEAR adapter's `estimateGas`. NEAR has no estimate method: the platform's
 * `NearSpokeService.estimateGas` answers `NEAR_DEFAULT_GAS` (300 TGas, the most a function call may attach) without a
 * node call, and so does this, after checking the transaction is a NEAR one (no I/O).
 *
 * @example The gas every spoke call attaches
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateNearGas } from "./estimate_gas.ts";
 * const transaction = { signerId: "alice.near", receiverId: "bnusd.sodax.near", actions: [] };
 * const r = estimateNearGas({ family: "NEAR", transaction });
 * assert.ok(r.ok && r.value === 300_000_000_000_000n);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  estimateAborted,
  type NearGasEstimate,
  notFamilyTx,
  type SpokeEstimateGasTx,
} from "../spoke/gas_estimate.ts";
import { NEAR_DEFAULT_GAS } from "./function_call.ts";

/**
 * The NEAR gas estimate of an unsigned transaction.
 *
 * @param tx `{family: "NEAR", transaction}`, a bare NEAR transaction `{signerId, receiverId, actions}`, or the `tx`
 *   summary of a raw NEAR deposit (`from` a NEAR account)
 * @param options signal @default {}
 * @returns `NEAR_DEFAULT_GAS`; failures: `VALIDATION_FAILED` (not a NEAR tx), `ABORTED`
 */
export function estimateNearGas(
  tx: SpokeEstimateGasTx,
  options: { signal?: AbortSignal | undefined } = {},
): Result<NearGasEstimate, ClientError> {
  if (!isNearTx(tx)) {
    return err(notFamilyTx("near", '{family: "NEAR", transaction: {signerId, receiverId, actions}}'));
  }
  const aborted = estimateAborted("near", options.signal);
  return aborted ? err(aborted) : ok(NEAR_DEFAULT_GAS);
}

function isNearTx(tx: SpokeEstimateGasTx): boolean {
  if (typeof tx !== "object" || tx === null) return false;
  const t = tx as {
    family?: unknown;
    transaction?: unknown;
    signerId?: unknown;
    from?: unknown;
    data?: unknown;
  };
  const transaction = t.family === "NEAR" ? t.transaction : t.family === undefined ? tx : undefined;
  const n = transaction as { signerId?: unknown; receiverId?: unknown; actions?: unknown } | undefined;
  if (typeof n?.signerId === "string" && typeof n.receiverId === "string" && Array.isArray(n.actions)) {
    return true;
  }
  // the EVM-shaped summary of a raw NEAR deposit: a NEAR account (not hex) as the sender
  return t.family === undefined && typeof t.from === "string" && !t.from.startsWith("0x") &&
    typeof t.data === "string";
}
