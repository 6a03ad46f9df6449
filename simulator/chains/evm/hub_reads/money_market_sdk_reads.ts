/**
 * Money-market reads of the platform SDK (`@sodax/sdk@1.3.0-beta`):
 *
 * - `UiPoolDataProvider.getReservesList(provider)`: the simulated pool's reserves ({@link SIM_POOL_RESERVES}, the
 *   bnUSD debt reserve included, what the pool's own `getReservesList()` answers too);
 * - `bnUSD.getFacilitatorBucket(facilitator)` on the hub bnUSD token (`moneyMarket.bnUSD`): `(capacity, level)`,
 *   the capacity {@link SIM_BNUSD_FACILITATOR_CAPACITY} and the level the current variable debt of the bnUSD debt
 *   reserve and of the bnUSD vault reserve, where the simulator books bnUSD borrows
 *   (`rayMul(totalScaledVariableDebt, variableBorrowIndex)` each), read from the positions store when the
 *   simulator has one (so delivered borrows and repayments move it), else from the seeded reserves; capped at the
 *   capacity. Another callee gets `0x` (no such function).
 *
 * @example The bucket of the seeded pool
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeFunctionResult, encodeFunctionData, zeroAddress } from "viem";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../../core/config/default_config.ts";
 * import { facilitatorBucketAbi } from "../../../hub_abi/money_market_read_abis.ts";
 * import { READ_HANDLERS } from "./mod.ts";
 * import { SIM_BNUSD_FACILITATOR_CAPACITY } from "./money_market_sdk_reads.ts";
 * const data = encodeFunctionData({
 *   abi: facilitatorBucketAbi,
 *   functionName: "getFacilitatorBucket",
 *   args: [DEFAULT_CLIENT_CONFIG.moneyMarket.bnUSDAToken as `0x${string}`],
 * });
 * const handler = READ_HANDLERS.get(data.slice(0, 10))!;
 * const ctx = { hubChainId: 146n, balance: 0n };
 * const out = handler(ctx, DEFAULT_CLIENT_CONFIG.moneyMarket.bnUSD as `0x${string}`, data);
 * const [capacity, level] = decodeFunctionResult({ abi: facilitatorBucketAbi, functionName: "getFacilitatorBucket", data: out });
 * assert.equal(capacity, SIM_BNUSD_FACILITATOR_CAPACITY);
 * assert.ok(level > 0n && level < capacity);
 * assert.equal(handler(ctx, zeroAddress, data), "0x");
 * ```
 * @module
 */
import { type Address, decodeFunctionData, encodeAbiParameters, getAddress, toFunctionSelector } from "viem";
import { DEFAULT_CLIENT_CONFIG } from "../../../../core/config/default_config.ts";
import { facilitatorBucketAbi, uiReservesListAbi } from "../../../hub_abi/money_market_read_abis.ts";
import { rayMul } from "../../../state/positions/ray_math.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, matches } from "./_util.ts";
import { SIM_POOL_RESERVES, simReservesData } from "../../../state/seed/money_market.ts";

/** The simulated bnUSD facilitator capacity of the money market: 100 million bnUSD (18 decimals). */
export const SIM_BNUSD_FACILITATOR_CAPACITY: bigint = 100_000_000n * 10n ** 18n;

const BNUSD = getAddress(DEFAULT_CLIENT_CONFIG.moneyMarket.bnUSD);
const BNUSD_VAULT = DEFAULT_CLIENT_CONFIG.moneyMarket.bnUSDVault.toLowerCase();

/** `getReservesList(provider)` of the UI data provider and `getFacilitatorBucket(facilitator)` of bnUSD. */
export const moneyMarketSdkReads: ReadHandlers = {
  [toFunctionSelector(uiReservesListAbi[0])]: (_ctx, _to, data) => {
    decodeOrRevert(() => decodeFunctionData({ abi: uiReservesListAbi, data }));
    return encodeAbiParameters([{ type: "address[]" }], [SIM_POOL_RESERVES]);
  },
  [toFunctionSelector(facilitatorBucketAbi[0])]: (ctx, to, data) => {
    decodeOrRevert(() => decodeFunctionData({ abi: facilitatorBucketAbi, data }));
    if (!matches(BNUSD, to as Address | undefined) || to === undefined) return "0x";
    const positions = ctx.positions;
    const [reserves] = positions?.moneyMarket.reservesData() ?? simReservesData();
    // what the facilitator has minted: the debt reserve's debt, plus the bnUSD borrows the simulator books on
    // the vault reserve (it shows bnUSD debt where the platform's merged reserve shows it)
    const debt = reserves
      .filter((r) => [BNUSD.toLowerCase(), BNUSD_VAULT].includes(r.underlyingAsset.toLowerCase()))
      .reduce((n, r) => n + rayMul(r.totalScaledVariableDebt, r.variableBorrowIndex), 0n);
    const level = debt > SIM_BNUSD_FACILITATOR_CAPACITY ? SIM_BNUSD_FACILITATOR_CAPACITY : debt;
    return encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [
      SIM_BNUSD_FACILITATOR_CAPACITY,
      level,
    ]);
  },
};
