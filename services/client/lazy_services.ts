/**
 * Service classes whose code loads on first use: the package root's `MoneyMarketService`, `StakingService`,
 * `DexService`, `MigrationService`, `PartnerService`, `RecoveryService` and `LeverageYieldService` (and the
 * matching `XSwap` fields) are built with {@link lazyServiceClass}, so an app that never calls them does not
 * download their code (the dynamic `import()` becomes its own chunk in a code-split bundle).
 *
 * An instance keeps its constructor argument; its first async call imports the real class, builds the real
 * service from that argument and forwards; later calls reuse it. The few synchronous members (configuration reads)
 * are given eagerly. The types make both lists exhaustive. A failed load (a chunk the network could not fetch) is
 * an `INTEGRATION_ERROR` Result, and the next call tries again.
 *
 * @example Forward to a service loaded on first call
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { lazyServiceClass } from "./lazy_services.ts";
 * class Greeter {
 *   constructor(readonly who: string) {}
 *   name(): string {
 *     return "greeter";
 *   }
 *   greet(greeting: string) {
 *     return Promise.resolve(ok(`${greeting} ${this.who}`));
 *   }
 * }
 * let loads = 0;
 * const LazyGreeter = lazyServiceClass<Greeter, string>("greeter", () => {
 *   loads++;
 *   return Promise.resolve(Greeter);
 * }, { async: { greet: true }, sync: (who) => ({ who, name: () => "greeter" }) });
 * const g = new LazyGreeter("you");
 * assert.equal(loads, 0);
 * const r = await g.greet("hello");
 * assert.ok(r.ok && r.value === "hello you");
 * await new LazyGreeter("me").greet("hi");
 * assert.equal(loads, 1);
 * assert.ok(g instanceof LazyGreeter);
 * ```
 *
 * The hub services that load on first use (built with `lazyServiceClass` above): same constructor (`new X(deps)`), same members
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
 *
 * `XSwap.sponsoring`, loaded on first use (`lazyServiceClass`): same members and behaviour as
 * `services/sponsoring/service.ts`'s `SponsoringService`, whose code (the Horizon read, the activation, the
 * next-action mapping) is downloaded by the first async call, so a swap page does not carry it
 * (docs/browser.md#size). `setHeaders` stays synchronous: before the load it checks the headers and keeps them
 * for the service the load builds; after it, it forwards.
 *
 * @example Headers set before the first call reach the loaded service
 * ```ts
 * import assert from "node:assert/strict";
 * import { LazySponsoringService } from "./lazy_services.ts";
 * const seen: string[] = [];
 * const service = new LazySponsoringService({
 *   baseURL: "http://sponsor.test",
 *   fetch: (input, init) => {
 *     seen.push(new Headers(init?.headers).get("x-api-key") ?? "");
 *     return Promise.resolve(Response.json({ error: "no" }, { status: 400 }));
 *   },
 * });
 * assert.ok(service.setHeaders({ "x-api-key": "k1" }).ok);
 * assert.ok(!service.setHeaders({ bad: 1 } as unknown as Record<string, string>).ok);
 * await service.getStellarSponsorConfig();
 * assert.deepEqual(seen, ["k1"]);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok } from "../../core/result.ts";
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
import { checkHeaderRecord } from "../../core/api_config/resolve_api_config.ts";
import type { SponsoringService, SponsoringServiceOptions } from "../sponsoring/service.ts";

/** The members of `T` that are functions returning a Promise (the ones a lazy class loads for). */
export type AsyncMethodKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** Every other member of `T` (given eagerly). */
export type SyncMemberKeys<T> = Exclude<keyof T, AsyncMethodKeys<T>>;

/** The members of a {@link lazyServiceClass}. */
export interface LazyServiceMembers<T, D> {
  /** Every async method of `T` (a record, so the compiler checks it lists them all). */
  async: Readonly<Record<AsyncMethodKeys<T>, true>>;
  /** Every synchronous member of `T` for one constructor argument, implemented without the service's module. */
  sync: (deps: D) => Pick<T, SyncMemberKeys<T>>;
}

interface Slot<T, D> {
  deps: D;
  real?: T | undefined;
}

/**
 * Builds a class with the constructor and members of a service class whose module loads on first use.
 *
 * @typeParam T the service's instance type
 * @typeParam D its constructor argument
 * @param name the service's name, for the load error
 * @param load imports the service's module and returns its class (called once; again after a failure)
 * @param members the async method names and the synchronous members
 * @returns the class
 * @example A failed load is a Result, and the next call loads again
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok, type Result } from "../../core/result.ts";
 * import type { ClientError } from "../../core/errors.ts";
 * import { lazyServiceClass } from "./lazy_services.ts";
 * class Counter {
 *   count(): Promise<Result<number, ClientError>> {
 *     return Promise.resolve(ok(7));
 *   }
 * }
 * let attempts = 0;
 * const LazyCounter = lazyServiceClass<Counter, void>("counter", () => {
 *   attempts++;
 *   return attempts === 1 ? Promise.reject(new TypeError("chunk fetch failed")) : Promise.resolve(Counter);
 * }, { async: { count: true }, sync: () => ({}) });
 * const c = new LazyCounter();
 * const first = await c.count();
 * assert.ok(!first.ok && first.error.code === "INTEGRATION_ERROR" && first.error.context.service === "counter");
 * const second = await c.count();
 * assert.ok(second.ok && second.value === 7);
 * ```
 */
export function lazyServiceClass<T extends object, D>(
  name: string,
  load: () => Promise<new (deps: D) => T>,
  members: LazyServiceMembers<T, D>,
): new (deps: D) => T {
  let loading: Promise<new (deps: D) => T> | undefined;
  const loadClass = (): Promise<new (deps: D) => T> => {
    loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    });
    return loading;
  };
  const slots = new WeakMap<object, Slot<T, D>>();
  const Lazy = function (this: object, deps: D) {
    slots.set(this, { deps });
    Object.assign(this, members.sync(deps));
  } as unknown as new (deps: D) => T;
  Object.defineProperty(Lazy, "name", { value: name });
  for (const key of Object.keys(members.async)) {
    const forward = async function (this: object, ...args: unknown[]): Promise<unknown> {
      const slot = slots.get(this);
      if (slot === undefined) throw new TypeError(`${name}.${key} called on a foreign receiver`);
      if (slot.real === undefined) {
        let Real: new (deps: D) => T;
        try {
          Real = await loadClass();
        } catch (cause) {
          return err(
            new ClientError(
              "INTEGRATION_ERROR",
              `Cannot call ${name}.${key}: the ${name} service failed to load`,
              {
                context: { service: name, method: key },
                cause,
              },
            ),
          );
        }
        slot.real ??= new Real(slot.deps);
      }
      const real = slot.real as Record<string, (...a: unknown[]) => unknown>;
      return await (real[key] as (...a: unknown[]) => unknown).apply(real, args);
    };
    Object.defineProperty(Lazy.prototype, key, { value: forward, writable: true, configurable: true });
  }
  return Lazy;
}

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

/** Per constructor options: the headers set before the load, then the loaded service. */
const pending = new WeakMap<SponsoringServiceOptions, Array<Record<string, string>>>();
const loaded = new WeakMap<SponsoringServiceOptions, SponsoringService>();

/** `SponsoringService` (`services/sponsoring/service.ts`), loaded on first use. */
export const LazySponsoringService: new (options: SponsoringServiceOptions) => SponsoringService =
  lazyServiceClass<SponsoringService, SponsoringServiceOptions>(
    "SponsoringService",
    async () => {
      const { SponsoringService: Real } = await import("../sponsoring/service.ts");
      return class extends Real {
        constructor(options: SponsoringServiceOptions) {
          super(options);
          for (const headers of pending.get(options) ?? []) this.setHeaders(headers);
          pending.delete(options);
          loaded.set(options, this);
        }
      };
    },
    {
      async: {
        getStellarSponsorConfig: true,
        isStellarAccountActive: true,
        getStellarAccountStatus: true,
        activateStellarAccount: true,
      },
      sync: (options) => ({
        setHeaders: (headers) => {
          const real = loaded.get(options);
          if (real !== undefined) return real.setHeaders(headers);
          const checked = checkHeaderRecord(headers, "set headers");
          if (!checked.ok) return checked;
          const list = pending.get(options) ?? [];
          list.push({ ...headers });
          pending.set(options, list);
          return ok(undefined);
        },
      }),
    },
  );
