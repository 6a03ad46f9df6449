/**
 * `@xswap/client/errors`: the error codes each operation of the entry object's services declares, as unions (for
 * `switch (r.error.code)`, exhaustiveness checks and your own signatures) and as lists (for runtime checks). The
 * error class itself, `ERROR_CODES` and the context types are exported by the package root.
 *
 * @example A swap's failure is one of SwapErrorCode
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "./mod.ts";
 * import { SWAP_INPUT_ERROR_CODES, type SwapInputErrorCode } from "./error_codes.ts";
 * const r = await new XSwap({}).swaps.getSolverFee(-1n);
 * assert.ok(!r.ok);
 * const code: SwapInputErrorCode = r.error.code;
 * assert.ok(SWAP_INPUT_ERROR_CODES.includes(code));
 * ```
 * @module
 */
export {
  CHAIN_WRITE_CODES,
  type ChainWriteErrorCode,
  errorCodeList,
  GUARD_CODES,
  type GuardErrorCode,
  INPUT_CODES,
  type InputErrorCode,
  RELAY_STEP_CODES,
  type RelayStepErrorCode,
  TRANSPORT_CODES,
  TRANSPORT_ERROR_CODES,
  type TransportErrorCode,
} from "./core/error_code_lists.ts";
export {
  ALLOWANCE_ERROR_CODES,
  type AllowanceErrorCode,
  SWAP_ERROR_CODES,
  SWAP_INPUT_ERROR_CODES,
  SWAP_QUOTE_ERROR_CODES,
  SWAP_TRACK_ERROR_CODES,
  type SwapErrorCode,
  type SwapInputErrorCode,
  type SwapQuoteErrorCode,
  type SwapTrackErrorCode,
} from "./services/swaps/error_codes.ts";
export {
  BRIDGE_ERROR_CODES,
  BRIDGE_TRACK_ERROR_CODES,
  type BridgeErrorCode,
  type BridgeTrackErrorCode,
} from "./services/bridge/error_codes.ts";
export {
  HUB_READ_ERROR_CODES,
  HUB_WRITE_ERROR_CODES,
  type HubReadErrorCode,
  type HubWriteErrorCode,
} from "./services/hub/error_codes.ts";
export {
  SPOKE_LOOKUP_ERROR_CODES,
  SPOKE_READ_ERROR_CODES,
  type SpokeLookupErrorCode,
  type SpokeReadErrorCode,
} from "./chains/registry/error_codes.ts";
export {
  CONFIG_APPLY_ERROR_CODES,
  CONFIG_LOOKUP_ERROR_CODES,
  type ConfigApplyErrorCode,
  type ConfigLookupErrorCode,
} from "./core/config/error_codes.ts";
export {
  BACKEND_API_ERROR_CODES,
  type BackendApiErrorCode,
  SET_HEADERS_ERROR_CODES,
  type SetHeadersErrorCode,
} from "./services/backend_api/error_codes.ts";
export { SPONSORING_ERROR_CODES, type SponsoringErrorCode } from "./services/sponsoring/error_codes.ts";
export { HUB_PROVIDER_ERROR_CODES, type HubProviderErrorCode } from "./chains/hub/error_codes.ts";
export { ESTIMATE_GAS_ERROR_CODES, type EstimateGasErrorCode } from "./chains/spoke/error_codes.ts";
export {
  CREATE_ERROR_CODES,
  type CreateErrorCode,
  RECOVER_ERROR_CODES,
  type RecoverErrorCode,
} from "./services/client/error_codes.ts";
export {
  carriedContext,
  type DetailErrorContext,
  type DetailKeysByCode,
  type ErrorContextFields,
  type ErrorContextKey,
  type OwnContextKey,
  type RpcCallDetailKey,
  type SharedDetailKey,
  type TransportDetailKey,
} from "./core/errors.ts";
export { type GuardedFailureObserver, observeGuardedFailures } from "./core/guard/guard_result.ts";
