/**
 * The spoke token of a dex deposit or withdrawal and its hub side (hub asset, vault, decimals): any token the
 * configuration lists for the chain (`chains[k].supportedTokens`), as the platform SDK's
 * `getSpokeTokenFromOriginalAssetAddress` resolves it.
 *
 * @example USDC on Base
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { resolveDexAsset } from "./asset_token.ts";
 * const r = resolveDexAsset(new ConfigService(), "0x2105.base", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "deposit");
 * assert.ok(r.ok && r.value.decimals === 6);
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import type { ConfigService, XToken } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import type { DexHubAsset } from "./build_asset_calls.ts";

/** A token with its hub side. */
export interface DexAsset extends DexHubAsset {
  /** The token. */
  token: XToken;
}

/**
 * Resolves `address` on `chainKey`.
 *
 * @param config the configuration service
 * @param chainKey the token's chain
 * @param address the token there
 * @param action the operation, for error context
 * @param field the parameter naming the chain @default "srcChainKey"
 * @returns the asset; failures (phase `validate`): `UNKNOWN_CHAIN_KEY` (`context.field`), `UNSUPPORTED_TOKEN`
 *   (`field: "token"`)
 */
export function resolveDexAsset(
  config: ConfigService,
  chainKey: unknown,
  address: unknown,
  action: string,
  field = "srcChainKey",
): Result<DexAsset, ClientError> {
  if (!config.isValidSpokeChainKey(chainKey)) {
    return err(
      invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${describeValue(chainKey)}`, {
        field,
        value: describeValue(chainKey),
      }),
    );
  }
  const token = typeof address === "string" ? config.getChainToken(chainKey, address) : undefined;
  if (
    token === undefined || !isAddress(token.hubAsset, { strict: false }) ||
    !isAddress(token.vault, { strict: false })
  ) {
    return err(
      invalid("UNSUPPORTED_TOKEN", action, `${describeValue(address)} is not a token of ${chainKey}`, {
        field: "token",
        chainKey,
        token: describeValue(address),
      }),
    );
  }
  return ok({
    token,
    hubAsset: token.hubAsset as Address,
    vault: token.vault as Address,
    decimals: token.decimals,
  });
}
