/**
 * Internal: the one module `lazy_services.ts` imports on first use of any of its services. A single dynamic
 * entry (rather than one per service) keeps a code-split bundle to few chunks: the services share most of their
 * code, and every extra entry would split that shared code into more, smaller chunks that gzip worse.
 * @module
 */
export { BridgeService } from "../bridge/bridge_service.ts";
export { DexService } from "../dex/service.ts";
export { LeverageYieldService } from "../leverage_yield/service.ts";
export { MigrationService } from "../migration/service.ts";
export { MoneyMarketService } from "../money_market/service.ts";
export { PartnerService } from "../partner/service.ts";
export { RecoveryService } from "../recovery/service.ts";
export { StakingService } from "../staking/service.ts";
