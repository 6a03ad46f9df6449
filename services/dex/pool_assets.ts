/**
 * Configuration lookups of the dex's pool currencies, as the platform SDK's `ClService.getAssetsForPool` and
 * `AssetService.isSodaAsXSodaInPool` make them (no I/O):
 *
 * - `getAssetsForPool(srcChainKey, pool)`: the spoke tokens of `srcChainKey` behind a pool's two currencies. A
 *   currency that is xSODA is the chain's SODA; a stata token is its vault (`dex.statATokenAddresses`), any other
 *   currency is taken as a vault; the token is then the first of the chain's tokens on that vault.
 * - `isSodaAsXSodaInPool({chainKey, asset, poolToken})`: whether `asset` is the chain's SODA and `poolToken` the
 *   hub's xSODA. Such a deposit is a stake (`xswap.staking.stake` gives the hub wallet xSODA), which `deposit`
 *   refuses (xSODA is not SODA's stata token).
 *
 * @example The chain's SODA behind xSODA
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { isSodaAsXSodaInPool } from "./pool_assets.ts";
 * const config = new ConfigService();
 * const soda = config.instanceConfig.chains["0x2105.base"].supportedTokens.find((t) => t.symbol === "SODA")!;
 * const r = isSodaAsXSodaInPool(config, {
 *   chainKey: "0x2105.base", asset: soda.address, poolToken: config.instanceConfig.hub.addresses.xSoda,
 * });
 * assert.ok(r.ok && r.value === true);
 * ```
 * @module
 */
import type { ConfigService, XToken } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { resolvePool } from "./pool_input.ts";

/** The spoke tokens behind a pool's currencies (the platform's `PoolSpokeAssets`). */
export interface PoolSpokeAssets {
  /** The token behind `currency0`. */
  token0: XToken;
  /** The token behind `currency1`. */
  token1: XToken;
}

function chainTokens(
  config: ConfigService,
  chainKey: unknown,
  action: string,
): Result<readonly XToken[], ClientError> {
  if (!config.isValidSpokeChainKey(chainKey)) {
    return err(
      invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${describeValue(chainKey)}`, {
        field: "chainKey",
        value: describeValue(chainKey),
      }),
    );
  }
  return ok(config.instanceConfig.chains[chainKey]?.supportedTokens ?? []);
}

function tokenBehind(config: ConfigService, tokens: readonly XToken[], currency: string): XToken | undefined {
  const c = currency.toLowerCase();
  if (c === config.instanceConfig.hub.addresses.xSoda.toLowerCase()) {
    return tokens.find((t) => t.symbol === "SODA");
  }
  const stata = config.instanceConfig.dex.statATokenAddresses;
  const vault = (Object.entries(stata).find(([k]) => k.toLowerCase() === c)?.[1] ?? currency).toLowerCase();
  return tokens.find((t) => t.vault.toLowerCase() === vault);
}

/**
 * The spoke tokens of `srcChainKey` behind `pool`'s currencies.
 *
 * @param config the configuration service
 * @param srcChainKey the chain whose tokens are wanted
 * @param pool a name of `dex.dexPools`, or a pool key
 * @returns both tokens; failures (phase `validate`): `UNKNOWN_CHAIN_KEY`, `VALIDATION_FAILED` (`field: "pool"`),
 *   `UNSUPPORTED_TOKEN` (no token of the chain behind a currency; `context.currency`)
 */
export function getAssetsForPool(
  config: ConfigService,
  srcChainKey: string,
  pool: string | ClPoolKey,
): Result<PoolSpokeAssets, ClientError> {
  const action = "getAssetsForPool";
  const tokens = chainTokens(config, srcChainKey, action);
  if (!tokens.ok) return tokens;
  const key = resolvePool(config.instanceConfig.dex.dexPools, pool, action);
  if (!key.ok) return key;
  const found: XToken[] = [];
  for (const currency of [key.value.currency0, key.value.currency1]) {
    const token = tokenBehind(config, tokens.value, currency);
    if (token === undefined) {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, `no token of ${srcChainKey} behind pool currency ${currency}`, {
          field: "pool",
          currency,
          chainKey: srcChainKey,
        }),
      );
    }
    found.push(token);
  }
  return ok({ token0: found[0]!, token1: found[1]! });
}

/**
 * Whether a deposit of `asset` into `poolToken` is SODA into xSODA (a stake, not a wrap).
 *
 * @param config the configuration service
 * @param query the chain, the spoke token and the pool currency
 * @returns the answer; failures (phase `validate`): `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN` (`asset` is not a
 *   token of the chain, as the platform throws)
 */
export function isSodaAsXSodaInPool(
  config: ConfigService,
  query: { chainKey: string; asset: string; poolToken: string },
): Result<boolean, ClientError> {
  const action = "isSodaAsXSodaInPool";
  const tokens = chainTokens(config, query?.chainKey, action);
  if (!tokens.ok) return tokens;
  const asset = typeof query.asset === "string" ? query.asset.toLowerCase() : undefined;
  const token = tokens.value.find((t) => t.address.toLowerCase() === asset);
  if (token === undefined) {
    return err(
      invalid(
        "UNSUPPORTED_TOKEN",
        action,
        `${describeValue(query.asset)} is not a token of ${query.chainKey}`,
        {
          field: "asset",
        },
      ),
    );
  }
  const xSoda = config.instanceConfig.hub.addresses.xSoda.toLowerCase();
  return ok(
    token.symbol.toLowerCase() === "soda" && typeof query.poolToken === "string" &&
      query.poolToken.toLowerCase() === xSoda,
  );
}
