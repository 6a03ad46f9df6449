/**
 * The codes a spoke chain's gas estimate declares (`client.spoke.estimateGas` and the services that delegate to it,
 * `swaps.estimateGas`, `moneyMarket.estimateGas`): bad input (a chain key, a transaction not of the chain's
 * family), the node call (transport), a family without the operation or without its SDK, a transaction
 * the node says would fail (`EXECUTION_FAILED`).
 *
 * @example An unknown chain narrows to a declared code
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { ESTIMATE_GAS_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).spoke.estimateGas({ chainKey: "mars", tx: {} } as never);
 * assert.ok(!r.ok && ESTIMATE_GAS_ERROR_CODES.includes(r.error.code));
 * ```
 * @module
 */
import {
  errorCodeList,
  GUARD_CODES,
  type GuardErrorCode,
  INPUT_CODES,
  type InputErrorCode,
  TRANSPORT_CODES,
  type TransportErrorCode,
} from "../../core/error_code_lists.ts";

/** What a gas estimate can fail with. */
export type EstimateGasErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "CHAIN_SDK_MISSING"
  | "EXECUTION_FAILED";
/** {@link EstimateGasErrorCode} as a list. */
export const ESTIMATE_GAS_ERROR_CODES: readonly EstimateGasErrorCode[] = errorCodeList<EstimateGasErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  UNSUPPORTED_CHAIN_OPERATION: true,
  CHAIN_SDK_MISSING: true,
  EXECUTION_FAILED: true,
});
