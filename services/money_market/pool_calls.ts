/**
 * The single Aave v3 pool calls of the money market, as the platform's `MoneyMarketService` statics encode them
 * (`encodeSupply`, `encodeWithdraw`, `encodeBorrow`, `encodeRepay`, `encodeRepayWithATokens`,
 * `encodeSetUserUseReserveAsCollateral`, `calculateATokenAmount`): each is one `{address: lendingPool, value: 0,
 * data}` call for a hub call list. `build_calls.ts` builds its call lists from the `*PoolCall` builders here; the
 * `encode*` functions check their input first and return a Result (`moneyMarket.encode*`).
 *
 * @example Encode a supply
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSupply } from "./pool_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = encodeSupply({ asset: a, amount: 5n, onBehalfOf: a, referralCode: 0 }, a);
 * assert.ok(r.ok && r.value.data.startsWith("0x617ba037") && r.value.address === a);
 * ```
 * @module
 */
import { type Address, encodeFunctionData } from "viem";
import { aavePoolAbi, aavePoolCallerAbi } from "../../core/abis/aave_pool.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { type CallArgKind, checkCallArgs } from "../hub/check_call_args.ts";
import { invalid } from "../hub/phase_error.ts";

/** Parameters of {@link encodeSupply} (the platform's `MoneyMarketEncodeSupplyParams`). */
export interface MoneyMarketEncodeSupplyParams {
  /** The reserve (hub vault) address. */
  asset: string;
  /** Amount in the reserve's units. */
  amount: bigint;
  /** Who receives the aTokens. */
  onBehalfOf: string;
  /** Aave referral code (uint16). */
  referralCode: number;
}

/** Parameters of {@link encodeWithdraw} (the platform's `MoneyMarketEncodeWithdrawParams`). */
export interface MoneyMarketEncodeWithdrawParams {
  /** The reserve address. */
  asset: string;
  /** Amount to withdraw (`2^256-1` for all). */
  amount: bigint;
  /** Who receives the reserve tokens. */
  to: string;
}

/** Parameters of {@link encodeBorrow} (the platform's `MoneyMarketEncodeBorrowParams`). */
export interface MoneyMarketEncodeBorrowParams {
  /** The reserve address. */
  asset: string;
  /** Amount to borrow. */
  amount: bigint;
  /** Interest rate mode (2 = variable). */
  interestRateMode: bigint;
  /** Aave referral code (uint16). */
  referralCode: number;
  /** Who carries the debt. */
  onBehalfOf: string;
}

/** Parameters of {@link encodeRepay} (the platform's `MoneyMarketEncodeRepayParams`). */
export interface MoneyMarketEncodeRepayParams {
  /** The reserve address. */
  asset: string;
  /** Amount to repay (`2^256-1` for all). */
  amount: bigint;
  /** Interest rate mode (2 = variable). */
  interestRateMode: bigint;
  /** Whose debt is reduced. */
  onBehalfOf: string;
}

/** Parameters of {@link encodeRepayWithATokens} (the platform's `MoneyMarketEncodeRepayWithATokensParams`). */
export interface MoneyMarketEncodeRepayWithATokensParams {
  /** The reserve address. */
  asset: string;
  /** Amount to repay. */
  amount: bigint;
  /** Interest rate mode (2 = variable). */
  interestRateMode: bigint;
}

const call = (lendingPool: Address, data: `0x${string}`): ContractCall => ({
  address: lendingPool,
  value: 0n,
  data,
});

/** `pool.supply(asset, amount, onBehalfOf, referralCode)`, unchecked (the call-list builders' form). */
export function supplyPoolCall(p: MoneyMarketEncodeSupplyParams, lendingPool: Address): ContractCall {
  return call(
    lendingPool,
    encodeFunctionData({
      abi: aavePoolAbi,
      functionName: "supply",
      args: [p.asset as Address, p.amount, p.onBehalfOf as Address, p.referralCode],
    }),
  );
}

/** `pool.withdraw(asset, amount, to)`, unchecked. */
export function withdrawPoolCall(p: MoneyMarketEncodeWithdrawParams, lendingPool: Address): ContractCall {
  return call(
    lendingPool,
    encodeFunctionData({
      abi: aavePoolAbi,
      functionName: "withdraw",
      args: [p.asset as Address, p.amount, p.to as Address],
    }),
  );
}

/** `pool.borrow(asset, amount, interestRateMode, referralCode, onBehalfOf)`, unchecked. */
export function borrowPoolCall(p: MoneyMarketEncodeBorrowParams, lendingPool: Address): ContractCall {
  return call(
    lendingPool,
    encodeFunctionData({
      abi: aavePoolAbi,
      functionName: "borrow",
      args: [p.asset as Address, p.amount, p.interestRateMode, p.referralCode, p.onBehalfOf as Address],
    }),
  );
}

/** `pool.repay(asset, amount, interestRateMode, onBehalfOf)`, unchecked. */
export function repayPoolCall(p: MoneyMarketEncodeRepayParams, lendingPool: Address): ContractCall {
  return call(
    lendingPool,
    encodeFunctionData({
      abi: aavePoolAbi,
      functionName: "repay",
      args: [p.asset as Address, p.amount, p.interestRateMode, p.onBehalfOf as Address],
    }),
  );
}

const SUPPLY: Record<string, CallArgKind> = {
  asset: "address",
  amount: "uint256",
  onBehalfOf: "address",
  referralCode: "uint16",
};
const WITHDRAW: Record<string, CallArgKind> = { asset: "address", amount: "uint256", to: "address" };
const BORROW: Record<string, CallArgKind> = {
  asset: "address",
  amount: "uint256",
  interestRateMode: "uint256",
  referralCode: "uint16",
  onBehalfOf: "address",
};
const REPAY: Record<string, CallArgKind> = {
  asset: "address",
  amount: "uint256",
  interestRateMode: "uint256",
  onBehalfOf: "address",
};
const REPAY_WITH_ATOKENS: Record<string, CallArgKind> = {
  asset: "address",
  amount: "uint256",
  interestRateMode: "uint256",
};

function checked<P>(
  action: string,
  params: P,
  lendingPool: string,
  fields: Record<string, CallArgKind>,
  build: (p: P, pool: Address) => ContractCall,
): Result<ContractCall, ClientError> {
  const bad = checkCallArgs(action, params, fields) ??
    checkCallArgs(action, { lendingPool }, { lendingPool: "address" });
  return bad === undefined ? ok(build(params, lendingPool as Address)) : err(bad);
}

/**
 * Encodes `pool.supply` (the platform's `MoneyMarketService.encodeSupply`).
 *
 * @param params asset, amount, onBehalfOf, referralCode
 * @param lendingPool the pool (`xswap.config.instanceConfig.moneyMarket.lendingPool`)
 * @returns the call; `INVALID_ADDRESS` / `INVALID_AMOUNT` / `VALIDATION_FAILED` naming the bad field
 * @example A bad address
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSupply } from "./pool_calls.ts";
 * const r = encodeSupply({ asset: "0x12", amount: 5n, onBehalfOf: "0x12", referralCode: 0 }, "0x12");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "asset");
 * ```
 */
export function encodeSupply(
  params: MoneyMarketEncodeSupplyParams,
  lendingPool: string,
): Result<ContractCall, ClientError> {
  return checked("encodeSupply", params, lendingPool, SUPPLY, supplyPoolCall);
}

/**
 * Encodes `pool.withdraw` (the platform's `MoneyMarketService.encodeWithdraw`).
 *
 * @param params asset, amount, to
 * @param lendingPool the pool
 * @returns the call, or the failure naming the bad field
 * @example Withdraw everything
 * ```ts
 * import assert from "node:assert/strict";
 * import { maxUint256 } from "viem";
 * import { encodeWithdraw } from "./pool_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(encodeWithdraw({ asset: a, amount: maxUint256, to: a }, a).ok);
 * ```
 */
export function encodeWithdraw(
  params: MoneyMarketEncodeWithdrawParams,
  lendingPool: string,
): Result<ContractCall, ClientError> {
  return checked("encodeWithdraw", params, lendingPool, WITHDRAW, withdrawPoolCall);
}

/**
 * Encodes `pool.borrow` (the platform's `MoneyMarketService.encodeBorrow`).
 *
 * @param params asset, amount, interestRateMode, referralCode, onBehalfOf
 * @param lendingPool the pool
 * @returns the call, or the failure naming the bad field
 * @example A referral code out of uint16
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBorrow } from "./pool_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = encodeBorrow({ asset: a, amount: 1n, interestRateMode: 2n, referralCode: 70_000, onBehalfOf: a }, a);
 * assert.ok(!r.ok && r.error.context.field === "referralCode");
 * ```
 */
export function encodeBorrow(
  params: MoneyMarketEncodeBorrowParams,
  lendingPool: string,
): Result<ContractCall, ClientError> {
  return checked("encodeBorrow", params, lendingPool, BORROW, borrowPoolCall);
}

/**
 * Encodes `pool.repay` (the platform's `MoneyMarketService.encodeRepay`).
 *
 * @param params asset, amount, interestRateMode, onBehalfOf
 * @param lendingPool the pool
 * @returns the call, or the failure naming the bad field
 * @example Repay
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeRepay } from "./pool_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = encodeRepay({ asset: a, amount: 1n, interestRateMode: 2n, onBehalfOf: a }, a);
 * assert.ok(r.ok && r.value.data.startsWith("0x573ade81"));
 * ```
 */
export function encodeRepay(
  params: MoneyMarketEncodeRepayParams,
  lendingPool: string,
): Result<ContractCall, ClientError> {
  return checked("encodeRepay", params, lendingPool, REPAY, repayPoolCall);
}

/**
 * Encodes `pool.repayWithATokens` (the platform's `MoneyMarketService.encodeRepayWithATokens`).
 *
 * @param params asset, amount, interestRateMode
 * @param lendingPool the pool
 * @returns the call, or the failure naming the bad field
 * @example Repay with aTokens
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeRepayWithATokens } from "./pool_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(encodeRepayWithATokens({ asset: a, amount: 1n, interestRateMode: 2n }, a).ok);
 * ```
 */
export function encodeRepayWithATokens(
  params: MoneyMarketEncodeRepayWithATokensParams,
  lendingPool: string,
): Result<ContractCall, ClientError> {
  return checked("encodeRepayWithATokens", params, lendingPool, REPAY_WITH_ATOKENS, (p, pool) =>
    call(
      pool,
      encodeFunctionData({
        abi: aavePoolCallerAbi,
        functionName: "repayWithATokens",
        args: [p.asset as Address, p.amount, p.interestRateMode],
      }),
    ));
}

/**
 * Encodes `pool.setUserUseReserveAsCollateral` (the platform's static of the same name).
 *
 * @param asset the reserve
 * @param useAsCollateral whether to use it as collateral
 * @param lendingPool the pool
 * @returns the call, or the failure naming the bad field
 * @example Disable a reserve as collateral
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSetUserUseReserveAsCollateral } from "./pool_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(encodeSetUserUseReserveAsCollateral(a, false, a).ok);
 * ```
 */
export function encodeSetUserUseReserveAsCollateral(
  asset: string,
  useAsCollateral: boolean,
  lendingPool: string,
): Result<ContractCall, ClientError> {
  return checked(
    "encodeSetUserUseReserveAsCollateral",
    { asset, useAsCollateral },
    lendingPool,
    { asset: "address", useAsCollateral: "bool" },
    (p, pool) =>
      call(
        pool,
        encodeFunctionData({
          abi: aavePoolCallerAbi,
          functionName: "setUserUseReserveAsCollateral",
          args: [p.asset as Address, p.useAsCollateral],
        }),
      ),
  );
}

/** RAY, the 1e27 precision of Aave's liquidity index. */
const RAY = 10n ** 27n;

/**
 * The scaled aToken amount of `amount` at the reserve's liquidity index, rounded up by one as the platform's
 * `MoneyMarketService.calculateATokenAmount` does (`amount * 1e27 / normalizedIncome + 1`).
 *
 * @param amount the amount in the reserve's units (>= 0)
 * @param normalizedIncome the reserve's liquidity index in RAY (> 0)
 * @returns the scaled amount; `INVALID_AMOUNT` for a negative amount or an index that is not positive
 * @example At index 1.0 (RAY)
 * ```ts
 * import assert from "node:assert/strict";
 * import { calculateATokenAmount } from "./pool_calls.ts";
 * assert.deepEqual(calculateATokenAmount(100n, 10n ** 27n), { ok: true, value: 101n });
 * ```
 */
export function calculateATokenAmount(amount: bigint, normalizedIncome: bigint): Result<bigint, ClientError> {
  if (typeof amount !== "bigint" || amount < 0n) {
    return err(
      invalid("INVALID_AMOUNT", "calculateATokenAmount", "amount must be a bigint >= 0", { field: "amount" }),
    );
  }
  if (typeof normalizedIncome !== "bigint" || normalizedIncome <= 0n) {
    return err(
      invalid("INVALID_AMOUNT", "calculateATokenAmount", "normalizedIncome must be a bigint > 0", {
        field: "normalizedIncome",
      }),
    );
  }
  return ok((amount * RAY) / normalizedIncome + 1n);
}
