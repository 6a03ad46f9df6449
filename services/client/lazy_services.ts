/**
 * The hub services that load on first use (see `lazy_service.ts`): same constructor (`new X(deps)`), same members
 * and behaviour as the classes in `services/<name>/service.ts`; their code is downloaded by the first async call.
 * The package root and `XSwap` use these.
 *
 * @example The money-market service answers a configuration read before (and without) loading its code
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "./xswap.ts";
 * import { MoneyMarketService } from "./lazy_services.ts";
 * const client = new XSwap();
 * assert.ok(client.moneyMarket instanceof MoneyMarketService);
 * assert.ok(Array.isArray(client.moneyMarket.getSupportedReserves()));
 * ```
 * @module
 */
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { BridgeService as BridgeServiceClass } from "../bridge/bridge_service.ts";
import { getBridgeableTokens, isBridgeable } from "../bridge/bridgeable_tokens.ts";
import type { MoneyMarketService as MoneyMarketServiceClass } from "../money_market/service.ts";
import type { StakingService as StakingServiceClass } from "../staking/service.ts";
import type { DexService as DexServiceClass } from "../dex/service.ts";
import type { MigrationService as MigrationServiceClass } from "../migration/service.ts";
import type { PartnerService as PartnerServiceClass } from "../partner/service.ts";
import type { RecoveryService as RecoveryServiceClass } from "../recovery/service.ts";
import type { LeverageYieldService as LeverageYieldServiceClass } from "../leverage_yield/service.ts";
import { lazyServiceClass } from "./lazy_service.ts";

/** `MoneyMarketService` (`services/money_market/service.ts`), loaded on first use. */
export type MoneyMarketService = MoneyMarketServiceClass;
/** `MoneyMarketService` (`services/money_market/service.ts`), loaded on first use. */
export const MoneyMarketService: new (deps: ServiceDeps) => MoneyMarketService = lazyServiceClass<
  MoneyMarketService,
  ServiceDeps
>(
  "MoneyMarketService",
  async () => (await import("./_hub_services.ts")).MoneyMarketService,
  {
    async: {
      approve: true,
      borrow: true,
      estimateGas: true,
      calculateATokenAmount: true,
      encodeBorrow: true,
      encodeRepay: true,
      encodeRepayWithATokens: true,
      encodeSetUserUseReserveAsCollateral: true,
      encodeSupply: true,
      encodeWithdraw: true,
      formatReservesUSD: true,
      getReservesData: true,
      getReservesHumanized: true,
      getReservesList: true,
      getUserPositions: true,
      getUserSummary: true,
      isAllowanceValid: true,
      repay: true,
      supply: true,
      withdraw: true,
      getATokenData: true,
      getBnusdFacilitatorBucket: true,
      getEModes: true,
      getEModesHumanized: true,
      getReserveData: true,
      getReserveNormalizedIncome: true,
      repayWithATokens: true,
      setUserUseReserveAsCollateral: true,
    },
    sync: (deps) => ({
      getSupportedReserves: () => deps.config.instanceConfig.moneyMarket.supportedReserveAssets,
    }),
  },
);

/** `StakingService` (`services/staking/service.ts`), loaded on first use. */
export type StakingService = StakingServiceClass;
/** `StakingService` (`services/staking/service.ts`), loaded on first use. */
export const StakingService: new (deps: ServiceDeps) => StakingService = lazyServiceClass<
  StakingService,
  ServiceDeps
>(
  "StakingService",
  async () => (await import("./_hub_services.ts")).StakingService,
  {
    async: {
      approve: true,
      cancelUnstake: true,
      claim: true,
      getConvertedAssets: true,
      getInstantUnstakeRatio: true,
      getStakeRatio: true,
      getStakingConfig: true,
      getStakingInfo: true,
      getUnstakingInfo: true,
      getUnstakingInfoWithPenalty: true,
      instantUnstake: true,
      isAllowanceValid: true,
      stake: true,
      unstake: true,
    },
    sync: () => ({}),
  },
);

/** `DexService` (`services/dex/service.ts`), loaded on first use. */
export type DexService = DexServiceClass;
/** `DexService` (`services/dex/service.ts`), loaded on first use. */
export const DexService: new (deps: ServiceDeps) => DexService = lazyServiceClass<
  DexService,
  ServiceDeps
>(
  "DexService",
  async () => (await import("./_hub_services.ts")).DexService,
  {
    async: {
      addLiquidity: true,
      approve: true,
      calculateAmount0FromAmount1: true,
      calculateAmount1FromAmount0: true,
      calculateLiquidityFromAmounts: true,
      calculateMaxAmountsForSlippage: true,
      claimRewards: true,
      decreaseLiquidity: true,
      deposit: true,
      getDeposit: true,
      getPoolData: true,
      getPoolToken: true,
      getPosition: true,
      getSwapQuote: true,
      getUnwrappedAmount: true,
      getWrappedAmount: true,
      increaseLiquidity: true,
      isAllowanceValid: true,
      priceToTick: true,
      removeLiquidity: true,
      swap: true,
      withdraw: true,
      getMintPositionEvent: true,
      getPoolRewardConfig: true,
      // configuration work, async so that its code loads with the service's (docs/browser.md#size)
      getAssetsForPool: true,
      isSodaAsXSodaInPool: true,
      permit2Approve: true,
    },
    sync: (deps) => ({ getPools: () => deps.config.instanceConfig.dex.dexPools }),
  },
);

/** `MigrationService` (`services/migration/service.ts`), loaded on first use. */
export type MigrationService = MigrationServiceClass;
/** `MigrationService` (`services/migration/service.ts`), loaded on first use. */
export const MigrationService: new (deps: ServiceDeps) => MigrationService = lazyServiceClass<
  MigrationService,
  ServiceDeps
>(
  "MigrationService",
  async () => (await import("./_hub_services.ts")).MigrationService,
  {
    async: {
      approveRevertSodaToIcx: true,
      call: true,
      cancelUnstakeBalnLock: true,
      claimBalnLock: true,
      encodeCancelUnstake: true,
      encodeClaim: true,
      encodeClaimUnstaked: true,
      encodeMigrate: true,
      encodeRevertMigration: true,
      encodeStake: true,
      encodeSwap: true,
      encodeUnstake: true,
      claimUnstakedBalnLock: true,
      getAvailableIcxMigrationAmount: true,
      getBalnLocks: true,
      isRevertSodaToIcxAllowanceValid: true,
      migrateBaln: true,
      migrateBnUSD: true,
      migrateIcxToSoda: true,
      revertMigrateSodaToIcx: true,
      stakeBalnLock: true,
      unstakeBalnLock: true,
    },
    sync: () => ({}),
  },
);

/** `PartnerService` (`services/partner/service.ts`), loaded on first use. */
export type PartnerService = PartnerServiceClass;
/** `PartnerService` (`services/partner/service.ts`), loaded on first use. */
export const PartnerService: new (deps: ServiceDeps) => PartnerService = lazyServiceClass<
  PartnerService,
  ServiceDeps
>(
  "PartnerService",
  async () => (await import("./_hub_services.ts")).PartnerService,
  {
    async: {
      approveToken: true,
      claim: true,
      fetchBalances: true,
      getAutoSwapPreferences: true,
      isTokenApproved: true,
      setSwapPreference: true,
    },
    sync: () => ({}),
  },
);

/** `RecoveryService` (`services/recovery/service.ts`), loaded on first use. */
export type RecoveryService = RecoveryServiceClass;
/** `RecoveryService` (`services/recovery/service.ts`), loaded on first use. */
export const RecoveryService: new (deps: ServiceDeps) => RecoveryService = lazyServiceClass<
  RecoveryService,
  ServiceDeps
>(
  "RecoveryService",
  async () => (await import("./_hub_services.ts")).RecoveryService,
  {
    async: { fetchHubAssetBalances: true, withdrawHubAsset: true },
    sync: () => ({}),
  },
);

/** `LeverageYieldService` (`services/leverage_yield/service.ts`), loaded on first use. */
export type LeverageYieldService = LeverageYieldServiceClass;
/** `LeverageYieldService` (`services/leverage_yield/service.ts`), loaded on first use. */
export const LeverageYieldService: new (deps: ServiceDeps) => LeverageYieldService = lazyServiceClass<
  LeverageYieldService,
  ServiceDeps
>(
  "LeverageYieldService",
  async () => (await import("./_hub_services.ts")).LeverageYieldService,
  {
    async: { deposit: true, getPosition: true, withdraw: true, isAllowanceValid: true, approve: true },
    sync: (deps) => ({ getVaults: () => deps.config.instanceConfig.leverageYield.vaults }),
  },
);

/** `BridgeService` (`services/bridge/bridge_service.ts`), loaded on first use (route checks are eager). */
export type BridgeService = BridgeServiceClass;
/** `BridgeService` (`services/bridge/bridge_service.ts`), loaded on first use (route checks are eager). */
export const BridgeService: new (deps: ServiceDeps) => BridgeService = lazyServiceClass<
  BridgeService,
  ServiceDeps
>(
  "BridgeService",
  async () => (await import("./_hub_services.ts")).BridgeService,
  {
    async: {
      bridge: true,
      track: true,
      resume: true,
      isAllowanceValid: true,
      approve: true,
      getBridgeableAmount: true,
      buildBridgeData: true,
    },
    sync: (deps) => ({
      // the free functions return every code; the service declares the read codes (HubReadErrorCode)
      getBridgeableTokens: (srcChainKey, dstChainKey, srcAsset) =>
        getBridgeableTokens(deps.config, srcChainKey, dstChainKey, srcAsset) as ReturnType<
          BridgeServiceClass["getBridgeableTokens"]
        >,
      isBridgeable: (route) =>
        isBridgeable(deps.config, route) as ReturnType<BridgeServiceClass["isBridgeable"]>,
    }),
  },
);
