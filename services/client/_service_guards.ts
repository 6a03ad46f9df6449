/**
 * Internal: the lists `guardService` needs for each service of the entry object (its synchronous Result methods
 * and its plain reads; every other method returns a promise of a Result). The types make each list exact, so a
 * method added to a service without its place here does not compile.
 * @module
 */
import type { ConfigService } from "../../core/config/mod.ts";
import { ClientError } from "../../core/errors.ts";
import type { SpokeRouter } from "../../chains/registry/routing.ts";
import type { BackendApiClient } from "../backend_api/mod.ts";
import type { SponsoringService } from "../sponsoring/service.ts";
import type { BridgeService, DexService, LeverageYieldService, MoneyMarketService } from "./lazy_services.ts";
import type { GuardedMembers } from "./guard_service.ts";

/** A service whose methods all return a promise of a Result. */
export const NO_SYNC_MEMBERS: GuardedMembers<object> = { sync: {}, plain: {} };
/** `client.bridge`. */
export const BRIDGE_MEMBERS: GuardedMembers<BridgeService> = {
  sync: { getBridgeableTokens: true, isBridgeable: true },
  plain: {},
};
/** `client.moneyMarket`. */
export const MONEY_MARKET_MEMBERS: GuardedMembers<MoneyMarketService> = {
  sync: {},
  plain: { getSupportedReserves: true },
};
/** `client.dex`. */
export const DEX_MEMBERS: GuardedMembers<DexService> = {
  sync: {},
  plain: { getPools: true },
};
/** `client.leverageYield`. */
export const LEVERAGE_MEMBERS: GuardedMembers<LeverageYieldService> = {
  sync: {},
  plain: { getVaults: true },
};
/** `client.config`. */
export const CONFIG_MEMBERS: GuardedMembers<ConfigService> = {
  sync: {
    findChainConfig: true,
    applyBackendConfig: true,
    getSodaToken: true,
    getOriginalAssetAddressFromStakedATokenAddress: true,
  },
  plain: {
    getChainConfig: true,
    getHubChainConfig: true,
    isValidSpokeChainKey: true,
    getSupportedSwapTokens: true,
    getSwapToken: true,
    getChainToken: true,
    getMoneyMarketToken: true,
    isMoneyMarketSupportedToken: true,
    getOriginalAssetAddress: true,
    isValidHubAsset: true,
    isSodaVaultHubAsset: true,
    isValidChainHubAsset: true,
    findSupportedTokenBySymbol: true,
    isValidStakedATokenAddress: true,
    getOriginalAssetsFromVault: true,
    getSodaTokenAddress: true,
  },
};
/** `client.backendApi`. */
export const BACKEND_API_MEMBERS: GuardedMembers<BackendApiClient> = {
  sync: { setHeaders: true },
  plain: { getBaseURL: true },
};
/** `client.spoke`. */
export const SPOKE_MEMBERS: GuardedMembers<SpokeRouter> = { sync: { adapter: true }, plain: {} };
/** `client.sponsoring`. */
export const SPONSORING_MEMBERS: GuardedMembers<SponsoringService> = {
  sync: { setHeaders: true },
  plain: {},
};

/**
 * `INVALID_CONFIG` for options that cannot be read safely (a getter or Proxy that throws) or that contain
 * themselves: `field` is the path (`options.api.self`), `reason` says which.
 */
export function hostileOptionsError(path: string, reason: string): ClientError<"INVALID_CONFIG"> {
  return new ClientError("INVALID_CONFIG", `Cannot use the client options: ${path}: ${reason}`, {
    context: { field: path, reason, issues: [`${path}: ${reason}`] },
  });
}
