/**
 * Decodes hub calls (with viem's `decodeFunctionData` and the contracts' ABIs, independently of the library's
 * builders) and applies those that move positions to the books: the Aave pool (`supply`, `withdraw`, `borrow`,
 * `repay`, `setUserUseReserveAsCollateral`, `repayWithATokens`), the staking router (`stake`, instant `unstake`), xSODA (`deposit`, `redeem`), staked SODA (`unstake`,
 * `claim`, `cancelUnstakeRequest`), the CL position manager (`modifyLiquidities`: mint, increase, decrease) and the
 * protocol intents contract (`createIntentAutoSwap`: a fee claim), Permit2 (`approve`, `lockdown`,
 * `invalidateNonces`: the caller's allowances), and `deposit` / `redeem` of any other ERC-4626 vault
 * (leverage-yield vaults). Every
 * other call (ERC-20 approvals, vault deposits, deliveries) moves no position and is skipped; undecodable calldata is
 * skipped too (the contract would revert).
 *
 * @example A supply in a call list
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { aavePoolAbi } from "../../../core/abis/aave_pool.ts";
import { clPositionManagerAbi } from "../../../core/abis/cl_position_manager.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { applyCalls, positionsContractsFromConfig } from "./apply_hub_calls.ts";
 * import { MoneyMarketBook } from "./money_market.ts";
 * import { PartnerFeeBook } from "./partner_fees.ts";
 * import { StakingBook } from "./staking.ts";
 * import { DexBook } from "./dex.ts";
 * import { VaultSharesBook } from "./vault_shares.ts";
 * import { Permit2Book } from "./permit2.ts";
 * const contracts = positionsContractsFromConfig(DEFAULT_CLIENT_CONFIG);
 * const books = { moneyMarket: new MoneyMarketBook(), staking: new StakingBook(), fees: new PartnerFeeBook(), dex: new DexBook(), vaults: new VaultSharesBook(), permit2: new Permit2Book() };
 * const wallet = "0x1111111111111111111111111111111111111111";
 * const data = encodeFunctionData({
 *   abi: aavePoolAbi, functionName: "supply",
 *   args: ["0xAbbb91c0617090F0028BDC27597Cd0D038F3A833", 10n ** 18n, wallet, 0],
 * });
 * const applied = applyCalls({ contracts, books, balanceOf: () => 0n }, wallet, [{ address: contracts.lendingPool, data }], 1_767_225_600);
 * assert.equal(applied, 1);
 * ```
 * @module
 */
import { type Address, decodeFunctionData, type Hex, isAddressEqual } from "viem";
import { aavePoolAbi } from "../../../core/abis/aave_pool.ts";
import { aavePoolReserveAbi } from "../../../core/abis/aave_pool_reserve.ts";
import { clPositionManagerAbi } from "../../../core/abis/cl_position_manager.ts";
import { erc4626Abi } from "../../../core/abis/erc4626.ts";
import { permit2AllowanceTransferAbi } from "../../../core/abis/permit2_allowance_transfer.ts";
import { protocolIntentsAbi } from "../../../core/abis/protocol_intents.ts";
import { stakedSodaAbi, stakingRouterAbi } from "../../../core/abis/staking.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import type { DexBook } from "./dex.ts";
import type { MoneyMarketBook } from "./money_market.ts";
import type { PartnerFeeBook } from "./partner_fees.ts";
import type { Permit2Book } from "./permit2.ts";
import type { StakingBook } from "./staking.ts";
import type { VaultSharesBook } from "./vault_shares.ts";

/** The hub contracts whose calls move positions. */
export interface PositionsContracts {
  /** Aave v3 pool. */
  lendingPool: Address;
  /** The pool's bnUSD debt reserve (booked on the bnUSD vault reserve, as the platform displays it). */
  bnUSD: Address;
  /** The bnUSD vault reserve. */
  bnUSDVault: Address;
  /** Staking router. */
  stakingRouter: Address;
  /** xSODA (ERC-4626). */
  xSoda: Address;
  /** Staked SODA (unstake requests). */
  stakedSoda: Address;
  /** Protocol intents contract (fee claims). */
  protocolIntents: Address;
  /** Wallet router (hub users' `route(calls)`). */
  walletRouter: Address;
  /** CL position manager (`modifyLiquidities`). */
  clPositionManager: Address;
  /** Uniswap Permit2 (allowances of the dex's position manager and router). */
  permit2: Address;
}

/**
 * The contracts of a client configuration.
 *
 * @param config the simulated configuration
 * @returns the addresses (the zero address for one the configuration lacks)
 * @example The packaged hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { positionsContractsFromConfig } from "./apply_hub_calls.ts";
 * assert.equal(positionsContractsFromConfig(DEFAULT_CLIENT_CONFIG).xSoda, "0xADC6561Cc8FC31767B4917CCc97F510D411378d9");
 * ```
 */
export function positionsContractsFromConfig(config: Readonly<ClientDefaultConfig>): PositionsContracts {
  const zero = "0x0000000000000000000000000000000000000000" as Address;
  const a = (v: string | undefined): Address => (v ?? zero) as Address;
  const hub = config.hub.addresses;
  return {
    lendingPool: a(config.moneyMarket.lendingPool),
    bnUSD: a(config.moneyMarket.bnUSD),
    bnUSDVault: a(config.moneyMarket.bnUSDVault),
    stakingRouter: a(hub.stakingRouter),
    xSoda: a(hub.xSoda),
    stakedSoda: a(hub.stakedSoda),
    protocolIntents: a(config.solver.protocolIntentsContract),
    walletRouter: a(hub.walletRouter),
    clPositionManager: a(config.dex.concentratedLiquidityConfig.clPositionManager),
    permit2: a(config.dex.concentratedLiquidityConfig.permit2),
  };
}

/** One hub call. */
export interface HubCall {
  /** The contract called. */
  address: string;
  /** Calldata. */
  data: Hex;
}

/** What {@link applyCalls} works on. */
export interface ApplyTarget {
  /** Contract addresses. */
  contracts: PositionsContracts;
  /** The books. */
  books: {
    moneyMarket: MoneyMarketBook;
    staking: StakingBook;
    fees: PartnerFeeBook;
    dex: DexBook;
    vaults: VaultSharesBook;
    /** Permit2 allowances. @default undefined (Permit2 calls are skipped) */
    permit2?: Permit2Book | undefined;
  };
  /** The current balance of `holder` in `token` (seeded plus delta), for overdraft checks. */
  balanceOf: (token: string, holder: string) => bigint;
}

const same = (a: string, b: string): boolean => {
  try {
    return isAddressEqual(a as Address, b as Address);
  } catch {
    return false;
  }
};

function decode<A extends readonly unknown[]>(abi: A, data: Hex) {
  try {
    return decodeFunctionData({ abi: abi as unknown as typeof aavePoolAbi, data }) as unknown as {
      functionName: string;
      args: readonly unknown[];
    };
  } catch {
    return undefined;
  }
}

/**
 * Applies a call list run by `caller` (a hub wallet, or a hub address sending directly) at `now` (unix seconds).
 *
 * @param target contracts, books and balances
 * @param caller `msg.sender` of every call
 * @param calls the calls, in order
 * @param now the hub tx's time (unix seconds)
 * @returns how many calls changed a position
 */
export function applyCalls(
  target: ApplyTarget,
  caller: string,
  calls: readonly HubCall[],
  now: number,
): number {
  let applied = 0;
  for (const call of calls) if (applyCall(target, caller, call, now)) applied++;
  return applied;
}

function applyCall(target: ApplyTarget, caller: string, call: HubCall, now: number): boolean {
  const { contracts: c, books } = target;
  const to = call.address;
  if (same(to, c.lendingPool)) {
    const d = decode(aavePoolAbi, call.data) ?? decode(aavePoolReserveAbi, call.data);
    if (d === undefined) return false;
    const reserve = (asset: unknown): string => same(String(asset), c.bnUSD) ? c.bnUSDVault : String(asset);
    const [asset, amount] = d.args as [string, bigint];
    switch (d.functionName) {
      case "supply":
        return books.moneyMarket.supply(reserve(asset), amount, String(d.args[2]), now);
      case "withdraw":
        return books.moneyMarket.withdraw(reserve(asset), amount, caller, now);
      case "borrow":
        return books.moneyMarket.borrow(reserve(asset), amount, String(d.args[4]), now);
      case "repay":
        return books.moneyMarket.repay(reserve(asset), amount, String(d.args[3]), now);
      case "setUserUseReserveAsCollateral":
        return books.moneyMarket.setUsageAsCollateral(String(asset), d.args[1] === true, caller);
      case "repayWithATokens":
        // The bnUSD debt sits on the bnUSD reserve, the supply on the bnUSD vault's: no aToken of one repays the
        // other, so the pool reverts for both; only variable-rate debt (mode 2) exists.
        if (same(String(asset), c.bnUSD) || same(String(asset), c.bnUSDVault) || d.args[2] !== 2n) {
          return false;
        }
        return books.moneyMarket.repayWithATokens(String(asset), amount, caller, now);
    }
    return false;
  }
  if (same(to, c.stakingRouter)) {
    const d = decode(stakingRouterAbi, call.data);
    if (d?.functionName === "stake") return books.staking.mint(String(d.args[1]), d.args[0] as bigint);
    if (d?.functionName === "unstake") {
      return books.staking.burn(caller, d.args[0] as bigint, target.balanceOf(c.xSoda, caller));
    }
    return false;
  }
  if (same(to, c.xSoda)) {
    const d = decode(erc4626Abi, call.data);
    if (d?.functionName === "deposit") return books.staking.mint(String(d.args[1]), d.args[0] as bigint);
    if (d?.functionName === "redeem") {
      const owner = String(d.args[2]);
      return books.staking.burn(owner, d.args[0] as bigint, target.balanceOf(c.xSoda, owner));
    }
    return false;
  }
  if (same(to, c.stakedSoda)) {
    const d = decode(stakedSodaAbi, call.data);
    switch (d?.functionName) {
      case "unstake":
        books.staking.openRequest(String(d.args[0]), d.args[1] as bigint, now);
        return true;
      case "claim":
        return books.staking.claim(caller, d.args[0] as bigint, now);
      case "cancelUnstakeRequest":
        return books.staking.cancel(caller, d.args[0] as bigint) !== undefined;
    }
    return false;
  }
  if (same(to, c.clPositionManager)) {
    const d = decode(clPositionManagerAbi, call.data);
    if (d?.functionName !== "modifyLiquidities") return false;
    return books.dex.applyModifyLiquidities(d.args[0] as Hex, now) > 0;
  }
  if (same(to, c.protocolIntents)) {
    const d = decode(protocolIntentsAbi, call.data);
    if (d?.functionName !== "createIntentAutoSwap") return false;
    const [user, token, amount] = d.args as [string, string, bigint];
    return books.fees.claim(token, user, amount, target.balanceOf(token, user));
  }
  if (same(to, c.permit2)) {
    return books.permit2 === undefined ? false : applyPermit2(books.permit2, caller, call.data, now);
  }
  // Any other ERC-4626 vault (leverage-yield vaults are configured client-side).
  const d = decode(erc4626Abi, call.data);
  if (d?.functionName === "deposit") return books.vaults.mint(to, String(d.args[1]), d.args[0] as bigint);
  if (d?.functionName === "redeem") {
    const owner = String(d.args[2]);
    return books.vaults.burn(to, owner, d.args[0] as bigint, target.balanceOf(to, owner));
  }
  return false;
}

function applyPermit2(book: Permit2Book, caller: string, data: Hex, now: number): boolean {
  const d = decode(permit2AllowanceTransferAbi, data);
  switch (d?.functionName) {
    case "approve": {
      const [token, spender, amount, expiration] = d.args as [string, string, bigint, number];
      return book.approve(caller, token, spender, amount, expiration, now);
    }
    case "lockdown":
      return book.lockdown(caller, d.args[0] as readonly { token: string; spender: string }[]);
    case "invalidateNonces": {
      const [token, spender, newNonce] = d.args as [string, string, number];
      return book.invalidateNonces(caller, token, spender, newNonce);
    }
  }
  return false;
}
