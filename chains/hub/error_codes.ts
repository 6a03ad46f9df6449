/**
 * The codes `client.hubProvider`'s methods declare (`getUserHubWalletAddress`, `getSwapDeadline`,
 * `getTransactionReceipt`, `readContract`): bad input (a chain key, an address) and the hub node call (transport).
 *
 * @example A bad chain key narrows to a declared code
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { HUB_PROVIDER_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).hubProvider.getUserHubWalletAddress("mars", "0x1");
 * assert.ok(!r.ok && HUB_PROVIDER_ERROR_CODES.includes(r.error.code));
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

/** What a hub provider read can fail with. */
export type HubProviderErrorCode = GuardErrorCode | InputErrorCode | TransportErrorCode;
/** {@link HubProviderErrorCode} as a list. */
export const HUB_PROVIDER_ERROR_CODES: readonly HubProviderErrorCode[] = errorCodeList<HubProviderErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
});
