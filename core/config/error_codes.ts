/**
 * The codes the methods of `client.config` declare (docs/errors.md#codes-per-operation).
 *
 * @example Narrow a chain lookup's failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "./config_service.ts";
 * import { CONFIG_LOOKUP_ERROR_CODES } from "./error_codes.ts";
 * const r = new ConfigService({}).findChainConfig("mars");
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY" && CONFIG_LOOKUP_ERROR_CODES.includes(r.error.code));
 * ```
 * @module
 */
import { errorCodeList, GUARD_CODES, type GuardErrorCode } from "../error_code_lists.ts";

/**
 * What a configuration lookup can fail with (`config.findChainConfig`, `getSodaToken`,
 * `getOriginalAssetAddressFromStakedATokenAddress`): an unknown chain key, a token the chain does not have.
 */
export type ConfigLookupErrorCode = GuardErrorCode | "UNKNOWN_CHAIN_KEY" | "UNSUPPORTED_TOKEN";
/** {@link ConfigLookupErrorCode} as a list. */
export const CONFIG_LOOKUP_ERROR_CODES: readonly ConfigLookupErrorCode[] = errorCodeList<
  ConfigLookupErrorCode
>({
  ...GUARD_CODES,
  UNKNOWN_CHAIN_KEY: true,
  UNSUPPORTED_TOKEN: true,
});

/** What `config.applyBackendConfig` can fail with: a payload it refuses (`INVALID_CONFIG`). */
export type ConfigApplyErrorCode = GuardErrorCode | "INVALID_CONFIG";
/** {@link ConfigApplyErrorCode} as a list. */
export const CONFIG_APPLY_ERROR_CODES: readonly ConfigApplyErrorCode[] = errorCodeList<ConfigApplyErrorCode>({
  ...GUARD_CODES,
  INVALID_CONFIG: true,
});
