/**
 * `MoneyMarketService`: lending and borrowing on the hub's Aave v3 pool from any EVM chain
 * (docs/rules/hub_services.md#services). Writes return `{kind: "raw", tx, relayData}` with `raw: true`,
 * otherwise `{kind: "sent", srcTxHash, hubTxHash}` after the relay; reads are hub `eth_call`s. Every method
 * returns a Result and never throws.
 *
 * @example Supply USDC from Base against the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { createPrivateKeyEvmWallet } from "../../chains/evm/wallet_private_key.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { MoneyMarketService } from "./service.ts";
 *
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const mm = new MoneyMarketService({
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch, sleep: () => Promise.resolve(),
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * });
 * const wallet = createPrivateKeyEvmWallet({
 *   privateKey: `0x${"01".repeat(32)}`, rpcUrl: sim.urls.rpc("0x2105.base"), fetch: sim.fetch,
 * });
 * if (!wallet.ok) throw wallet.error;
 * const r = await mm.supply({
 *   srcChainKey: "0x2105.base", srcAddress: await wallet.value.getAddress(),
 *   token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: 1_000_000n,
 * }, { walletProvider: wallet.value });
 * assert.ok(r.ok && r.value.kind === "sent");
 * sim.close();
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { EstimateGasParams, EstimateGasResult } from "../../chains/spoke/gas_estimate.ts";
import type { EstimateGasErrorCode } from "../../chains/spoke/error_codes.ts";
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { depositSpender, isAllowanceValid, sendApprove } from "../hub/allowance.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions, SentEvmTx } from "../hub/send_evm_tx.ts";
import { type MoneyMarketAction, type MoneyMarketParams, runMoneyMarketAction } from "./actions.ts";
import type { ReservesHumanized } from "./format/humanize.ts";
import type { ReservesUSD } from "./format/reserve_usd.ts";
import type { ReservesData } from "./format/types.ts";
import type { UserSummary } from "./format/user_summary.ts";
import { getReservesList, getUserPositions, type MoneyMarketPositions } from "./reads.ts";
import { getReservesData, getReservesHumanized, getReservesUSD, getUserSummary } from "./reserves_data.ts";
import { resolveMoneyMarketToken } from "./tokens.ts";
import { type EModeData, type EModeDataHumanized, getEModes, getEModesHumanized } from "./emodes.ts";
import {
  type Erc20Token,
  getATokenData,
  getBnusdFacilitatorBucket,
  getReserveData,
  getReserveNormalizedIncome,
  type MoneyMarketReadOptions,
  type ReserveDataLegacy,
} from "./reserve_reads.ts";
import {
  repayWithATokens,
  type RepayWithATokensParams,
  type SetCollateralParams,
  setUserUseReserveAsCollateral,
} from "./reserve_writes.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import {
  calculateATokenAmount,
  encodeBorrow,
  encodeRepay,
  encodeRepayWithATokens,
  encodeSetUserUseReserveAsCollateral,
  encodeSupply,
  encodeWithdraw,
  type MoneyMarketEncodeBorrowParams,
  type MoneyMarketEncodeRepayParams,
  type MoneyMarketEncodeRepayWithATokensParams,
  type MoneyMarketEncodeSupplyParams,
  type MoneyMarketEncodeWithdrawParams,
} from "./pool_calls.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";

/** Parameters of {@link MoneyMarketService.isAllowanceValid} and {@link MoneyMarketService.approve}. */
export interface MoneyMarketAllowanceParams extends MoneyMarketParams {
  /** The action the allowance is for (only supply and repay move tokens). */
  action: MoneyMarketAction;
}

/** The money-market service. */
export class MoneyMarketService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies (`ServiceDeps` shape)
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /** Supplies `amount` of `token` (on `srcChainKey`) for the hub wallet of `dstAddress` on `dstChainKey`. */
  supply(
    params: MoneyMarketParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  supply(params: MoneyMarketParams, options?: HubWriteOptions): Promise<Result<HubWriteResult, ClientError>> {
    return runMoneyMarketAction(this.#deps, "supply", params, options);
  }

  /** Borrows `amount` of `token` (on `dstChainKey`) against the sender's supply; the partner fee is taken here. */
  borrow(
    params: MoneyMarketParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  borrow(params: MoneyMarketParams, options?: HubWriteOptions): Promise<Result<HubWriteResult, ClientError>> {
    return runMoneyMarketAction(this.#deps, "borrow", params, options);
  }

  /** Withdraws `amount` of `token` (on `dstChainKey`) from the sender's supply. */
  withdraw(
    params: MoneyMarketParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  withdraw(
    params: MoneyMarketParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError>> {
    return runMoneyMarketAction(this.#deps, "withdraw", params, options);
  }

  /** Repays `amount` of `token` (on `srcChainKey`) of the debt of the hub wallet of `dstAddress`. */
  repay(
    params: MoneyMarketParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  repay(params: MoneyMarketParams, options?: HubWriteOptions): Promise<Result<HubWriteResult, ClientError>> {
    return runMoneyMarketAction(this.#deps, "repay", params, options);
  }

  /**
   * Estimates the gas of an unsigned transaction on `params.chainKey` (the platform's `MoneyMarketService.estimateGas`, which
   * delegates to the spoke service, as this delegates to `client.spoke.estimateGas`): `params.tx` as a `raw: true`
   * result returned it, the estimate in the chain family's shape (docs/gas.md).
   *
   * @param params `{tx, chainKey, signal?}`
   * @returns `Result<GetEstimateGasReturnType<K>, ClientError>`; failures: `UNKNOWN_CHAIN_KEY`, `VALIDATION_FAILED`
   *   (a tx of another family), `ABORTED`, `EXECUTION_FAILED` (the node says it would fail), or the transport's
   */
  estimateGas<K extends SpokeChainKey>(
    params: EstimateGasParams<K>,
  ): Promise<EstimateGasResult<K, EstimateGasErrorCode>> {
    return this.#deps.spokes.estimateGas(params);
  }

  /**
   * Whether the deposit of a supply or repay is approved (spoke asset manager, or the hub wallet on the hub);
   * borrow, withdraw and the native coin are always `true`.
   */
  isAllowanceValid(
    params: MoneyMarketAllowanceParams,
  ): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  async isAllowanceValid(params: MoneyMarketAllowanceParams): Promise<Result<boolean, ClientError>> {
    const query = await this.#allowanceQuery(params);
    if (!query.ok) return query;
    if (query.value === true) return { ok: true, value: true };
    return await isAllowanceValid(this.#deps, query.value);
  }

  /** Approves the deposit spender for `amount` of `token` (raw tx with `raw: true`); no relay. */
  approve(
    params: MoneyMarketAllowanceParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async approve(
    params: MoneyMarketAllowanceParams,
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const query = await this.#allowanceQuery(params);
    if (!query.ok) return query;
    if (query.value === true) {
      return err(
        invalid("VALIDATION_FAILED", "approve", `${params.action} needs no approval`, { field: "action" }),
      );
    }
    return await sendApprove(this.#deps, query.value, options);
  }

  /**
   * The pool's reserve list (hub read), without the bnUSD debt reserve unless `unfiltered` (the platform's
   * `getReservesList`).
   *
   * @param unfiltered include the bnUSD debt reserve @default false
   * @returns the reserve addresses
   */
  getReservesList(unfiltered?: boolean): Promise<Result<Address[], ClientError<HubReadErrorCode>>>;
  getReservesList(unfiltered?: boolean): Promise<Result<Address[], ClientError>> {
    return getReservesList(this.#deps, unfiltered === true);
  }

  /** The positions of the hub wallet of `address` on `chainKey` (hub read). */
  getUserPositions(
    params: { chainKey: string; address: string },
  ): Promise<Result<MoneyMarketPositions, ClientError<HubReadErrorCode>>>;
  getUserPositions(
    params: { chainKey: string; address: string },
  ): Promise<Result<MoneyMarketPositions, ClientError>> {
    return getUserPositions(this.#deps, params);
  }

  /** Every reserve with the base currency: `UiPoolDataProvider.getReservesData` decoded and checked (hub read). */
  getReservesData(): Promise<Result<ReservesData, ClientError<HubReadErrorCode>>>;
  getReservesData(): Promise<Result<ReservesData, ClientError>> {
    return getReservesData(this.#deps);
  }

  /** Every reserve humanized: decimal strings in their own units, APR and APY as fractions (hub read). */
  getReservesHumanized(): Promise<Result<ReservesHumanized, ClientError<HubReadErrorCode>>>;
  getReservesHumanized(): Promise<Result<ReservesHumanized, ClientError>> {
    return getReservesHumanized(this.#deps);
  }

  /**
   * Every reserve valued in USD with interest accrued to now (`deps.now`); reads the reserves unless `data` (from
   * {@link MoneyMarketService.getReservesData}) is given.
   */
  formatReservesUSD(
    data?: ReservesData | undefined,
  ): Promise<Result<ReservesUSD, ClientError<HubReadErrorCode>>>;
  formatReservesUSD(data?: ReservesData | undefined): Promise<Result<ReservesUSD, ClientError>> {
    return getReservesUSD(this.#deps, data);
  }

  /**
   * The summary of the hub wallet of `srcAddress` on `srcChainKey`: supplies, collateral and debt in USD,
   * available borrows, health factor (`"Infinity"` with no debt), current LTV and liquidation threshold.
   */
  getUserSummary(
    params: { srcChainKey: string; srcAddress: string },
  ): Promise<Result<UserSummary, ClientError<HubReadErrorCode>>>;
  getUserSummary(
    params: { srcChainKey: string; srcAddress: string },
  ): Promise<Result<UserSummary, ClientError>> {
    return getUserSummary(this.#deps, params);
  }

  /** The configured reserve assets (`moneyMarket.supportedReserveAssets`), without I/O. */
  getSupportedReserves(): readonly string[] {
    return this.#deps.config.instanceConfig.moneyMarket.supportedReserveAssets;
  }

  /**
   * Switches whether the supply of a reserve counts as collateral for the sender's hub wallet
   * (`pool.setUserUseReserveAsCollateral`; a message, nothing deposited; see `reserve_writes.ts`).
   */
  setUserUseReserveAsCollateral(
    params: SetCollateralParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  setUserUseReserveAsCollateral(
    params: SetCollateralParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError>> {
    return setUserUseReserveAsCollateral(this.#deps, params, options);
  }

  /** Repays the sender's debt in a reserve by burning its supply there (`pool.repayWithATokens`; a message). */
  repayWithATokens(
    params: RepayWithATokensParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  repayWithATokens(
    params: RepayWithATokensParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError>> {
    return repayWithATokens(this.#deps, params, options);
  }

  /** One reserve's raw state, `Pool.getReserveData(asset)` (hub read; `asset` a hub vault). */
  getReserveData(
    asset: string,
    options?: MoneyMarketReadOptions,
  ): Promise<Result<ReserveDataLegacy, ClientError<HubReadErrorCode>>>;
  getReserveData(
    asset: string,
    options?: MoneyMarketReadOptions,
  ): Promise<Result<ReserveDataLegacy, ClientError>> {
    return getReserveData(this.#deps, asset, options);
  }

  /** A reserve's liquidity index accrued to the block time (ray), `Pool.getReserveNormalizedIncome(asset)`. */
  getReserveNormalizedIncome(
    asset: string,
    options?: MoneyMarketReadOptions,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getReserveNormalizedIncome(
    asset: string,
    options?: MoneyMarketReadOptions,
  ): Promise<Result<bigint, ClientError>> {
    return getReserveNormalizedIncome(this.#deps, asset, options);
  }

  /** The bnUSD facilitator bucket `[capacity, level]` (`bnUSD.getFacilitatorBucket(bnUSDAToken)`). */
  getBnusdFacilitatorBucket(
    options?: MoneyMarketReadOptions,
  ): Promise<Result<readonly [bigint, bigint], ClientError<HubReadErrorCode>>>;
  getBnusdFacilitatorBucket(
    options?: MoneyMarketReadOptions,
  ): Promise<Result<readonly [bigint, bigint], ClientError>> {
    return getBnusdFacilitatorBucket(this.#deps, options);
  }

  /** `name`, `symbol`, `decimals` of an aToken on the hub. */
  getATokenData(
    aToken: string,
    options?: MoneyMarketReadOptions,
  ): Promise<Result<Erc20Token, ClientError<HubReadErrorCode>>>;
  getATokenData(aToken: string, options?: MoneyMarketReadOptions): Promise<Result<Erc20Token, ClientError>> {
    return getATokenData(this.#deps, aToken, options);
  }

  /** The pool's e-mode categories (`UiPoolDataProvider.getEModes`). */
  getEModes(options?: MoneyMarketReadOptions): Promise<Result<EModeData[], ClientError<HubReadErrorCode>>>;
  getEModes(options?: MoneyMarketReadOptions): Promise<Result<EModeData[], ClientError>> {
    return getEModes(this.#deps, options);
  }

  /** The e-mode categories with string fields and 256-character binary bitmaps. */
  getEModesHumanized(
    options?: MoneyMarketReadOptions,
  ): Promise<Result<EModeDataHumanized[], ClientError<HubReadErrorCode>>>;
  getEModesHumanized(options?: MoneyMarketReadOptions): Promise<Result<EModeDataHumanized[], ClientError>> {
    return getEModesHumanized(this.#deps, options);
  }

  /**
   * The scaled aToken amount of `amount` at a liquidity index (the platform's static `calculateATokenAmount`):
   * `amount * 1e27 / normalizedIncome + 1`. Pure; async because the service loads on first use.
   */
  calculateATokenAmount(
    amount: bigint,
    normalizedIncome: bigint,
  ): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  calculateATokenAmount(amount: bigint, normalizedIncome: bigint): Promise<Result<bigint, ClientError>> {
    return Promise.resolve(calculateATokenAmount(amount, normalizedIncome));
  }

  /** `pool.supply` as one hub call (the platform's static `encodeSupply`); `lendingPool` defaults to the configured pool. */
  encodeSupply(
    params: MoneyMarketEncodeSupplyParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeSupply(
    params: MoneyMarketEncodeSupplyParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeSupply(params, lendingPool ?? this.#pool()));
  }

  /** `pool.withdraw` as one hub call (the platform's static `encodeWithdraw`). */
  encodeWithdraw(
    params: MoneyMarketEncodeWithdrawParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeWithdraw(
    params: MoneyMarketEncodeWithdrawParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeWithdraw(params, lendingPool ?? this.#pool()));
  }

  /** `pool.borrow` as one hub call (the platform's static `encodeBorrow`). */
  encodeBorrow(
    params: MoneyMarketEncodeBorrowParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeBorrow(
    params: MoneyMarketEncodeBorrowParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBorrow(params, lendingPool ?? this.#pool()));
  }

  /** `pool.repay` as one hub call (the platform's static `encodeRepay`). */
  encodeRepay(
    params: MoneyMarketEncodeRepayParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeRepay(
    params: MoneyMarketEncodeRepayParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeRepay(params, lendingPool ?? this.#pool()));
  }

  /** `pool.repayWithATokens` as one hub call (the platform's static `encodeRepayWithATokens`). */
  encodeRepayWithATokens(
    params: MoneyMarketEncodeRepayWithATokensParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeRepayWithATokens(
    params: MoneyMarketEncodeRepayWithATokensParams,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeRepayWithATokens(params, lendingPool ?? this.#pool()));
  }

  /** `pool.setUserUseReserveAsCollateral` as one hub call (the platform's static of that name). */
  encodeSetUserUseReserveAsCollateral(
    asset: string,
    useAsCollateral: boolean,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeSetUserUseReserveAsCollateral(
    asset: string,
    useAsCollateral: boolean,
    lendingPool?: string,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(
      encodeSetUserUseReserveAsCollateral(asset, useAsCollateral, lendingPool ?? this.#pool()),
    );
  }

  #pool(): string {
    return this.#deps.config.instanceConfig.moneyMarket.lendingPool;
  }

  async #allowanceQuery(params: MoneyMarketAllowanceParams) {
    const action = params?.action;
    if (action !== "supply" && action !== "repay" && action !== "borrow" && action !== "withdraw") {
      return err(invalid("VALIDATION_FAILED", "check allowance", "unknown action", { field: "action" }));
    }
    if (action === "borrow" || action === "withdraw") return { ok: true as const, value: true as const };
    if (typeof params.amount !== "bigint" || params.amount <= 0n) {
      return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
    }
    const asset = resolveMoneyMarketToken(this.#deps.config, params.srcChainKey, params.token, action);
    if (!asset.ok) return asset;
    const sender = await prepareHubAction(this.#deps, {
      action,
      srcChainKey: params.srcChainKey,
      srcAddress: params.srcAddress,
    });
    if (!sender.ok) return sender;
    const spender = depositSpender(this.#deps, sender.value.srcChainKey, sender.value.hubWallet);
    if (!spender.ok) return spender;
    return {
      ok: true as const,
      value: {
        action,
        chainKey: sender.value.srcChainKey,
        token: asset.value.token.address as Address,
        owner: sender.value.srcAddress,
        spender: spender.value,
        amount: params.amount,
      },
    };
  }
}
