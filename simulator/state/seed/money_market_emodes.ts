/**
 * The e-mode categories of the simulated pool, from its own reserves: bit `i` of a bitmap is the reserve whose id is
 * `i` (its index in {@link SIM_RESERVES}, as the pool numbers reserves in listing order).
 *
 * - 1 "Stablecoins": every reserve priced as a stablecoin (`borrowableInIsolation` in the seeded data) as
 *   collateral and borrowable; LTV 90%, liquidation threshold 93%, bonus 1%.
 * - 2 "ETH correlated": the ETH-priced reserves (`sodaETH`, `sodaWEETH`, `sodaWSTETH`); LTV 90%, threshold 93%,
 *   bonus 1%; only `sodaETH` borrowable.
 *
 * @example Bitmaps name reserves
 * ```ts
 * import assert from "node:assert/strict";
 * import { SIM_RESERVES } from "./money_market.ts";
 * import { simEModes } from "./money_market_emodes.ts";
 * const [stable] = simEModes();
 * const usdc = SIM_RESERVES.findIndex((r) => r.toLowerCase() === "0xabbb91c0617090f0028bdc27597cd0d038f3a833");
 * assert.equal((stable.eMode.collateralBitmap >> BigInt(usdc)) & 1n, 1n);
 * ```
 * @module
 */
import { simReservesData } from "./money_market.ts";

/** One e-mode category as `getEModes` returns it. */
export interface SimEMode {
  /** Category id (1..255). */
  id: number;
  /** The category. */
  eMode: {
    ltv: number;
    liquidationThreshold: number;
    liquidationBonus: number;
    collateralBitmap: bigint;
    label: string;
    borrowableBitmap: bigint;
  };
}

const ETH_CORRELATED = new Set(["sodaeth", "sodaweeth", "sodawsteth"]);

function bitmap(select: (symbol: string, stable: boolean) => boolean): bigint {
  let bits = 0n;
  simReservesData()[0].forEach((r, i) => {
    if (select(r.symbol.toLowerCase(), r.borrowableInIsolation)) bits |= 1n << BigInt(i);
  });
  return bits;
}

/** The simulated pool's e-mode categories. */
export function simEModes(): SimEMode[] {
  const stable = bitmap((_s, isStable) => isStable);
  return [
    {
      id: 1,
      eMode: {
        ltv: 9000,
        liquidationThreshold: 9300,
        liquidationBonus: 10100,
        collateralBitmap: stable,
        label: "Stablecoins",
        borrowableBitmap: stable,
      },
    },
    {
      id: 2,
      eMode: {
        ltv: 9000,
        liquidationThreshold: 9300,
        liquidationBonus: 10100,
        collateralBitmap: bitmap((s) => ETH_CORRELATED.has(s)),
        label: "ETH correlated",
        borrowableBitmap: bitmap((s) => s === "sodaeth"),
      },
    },
  ];
}
