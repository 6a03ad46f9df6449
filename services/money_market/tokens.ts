/**
 * Money-market token resolution: a spoke token, its hub asset, the hub vault the pool lists as a reserve, and its
 * decimals. A token qualifies when it is in `moneyMarket.supportedTokens[chain]` or, while that list is empty (the
 * packaged data has none until `initialize()`), when it is a packaged token of the chain whose vault is one of
 * `moneyMarket.supportedReserveAssets`.
 *
 * @example Resolve USDC on Base
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { resolveMoneyMarketToken } from "./tokens.ts";
 * const r = resolveMoneyMarketToken(new ConfigService(), "0x2105.base", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "supply");
 * assert.ok(r.ok && r.value.decimals === 6 && r.value.vault === "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833");
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import type { ConfigService, XToken } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { describeValue } from "../../core/describe_value.ts";
import { invalid } from "../hub/phase_error.ts";

/** A money-market token with its hub side. */
export interface MoneyMarketAsset {
  /** The spoke token. */
  token: XToken;
  /** Its hub asset. */
  hubAsset: Address;
  /** The hub vault (the pool reserve). */
  vault: Address;
  /** The token's decimals. */
  decimals: number;
}

/**
 * Resolves a money-market token.
 *
 * @param config the configuration service
 * @param chainKey the token's chain
 * @param address the token address on that chain
 * @param action the operation, for error context
 * @returns the asset, or `UNKNOWN_CHAIN_KEY` / `UNSUPPORTED_TOKEN` (phase `validate`)
 * @example Unknown token
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { resolveMoneyMarketToken } from "./tokens.ts";
 * const r = resolveMoneyMarketToken(new ConfigService(), "0x2105.base", "0x1111111111111111111111111111111111111111", "supply");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 */
export function resolveMoneyMarketToken(
  config: ConfigService,
  chainKey: string,
  address: string,
  action: string,
): Result<MoneyMarketAsset, ClientError> {
  if (!config.isValidSpokeChainKey(chainKey)) {
    return err(
      invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${describeValue(chainKey)}`, {
        chainKey: describeValue(chainKey),
      }),
    );
  }
  if (typeof address !== "string") {
    return err(
      invalid("UNSUPPORTED_TOKEN", action, "the token address is not a string", {
        chainKey,
        token: describeValue(address),
        field: "token",
      }),
    );
  }
  const mm = config.instanceConfig.moneyMarket;
  const listed = mm.supportedTokens[chainKey] ?? [];
  const wanted = address.toLowerCase();
  let token: XToken | undefined;
  if (listed.length > 0) {
    token = listed.find((t) => t.address.toLowerCase() === wanted);
  } else {
    const candidate = config.getChainToken(chainKey, wanted);
    const reserves = new Set(mm.supportedReserveAssets.map((r) => r.toLowerCase()));
    if (candidate !== undefined && reserves.has(candidate.vault.toLowerCase())) token = candidate;
  }
  if (
    token === undefined || !isAddress(token.hubAsset, { strict: false }) ||
    !isAddress(token.vault, { strict: false })
  ) {
    return err(
      invalid("UNSUPPORTED_TOKEN", action, `${address} is not a money-market token of ${chainKey}`, {
        chainKey,
        token: address,
        field: "token",
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
