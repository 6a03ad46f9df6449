/**
 * The pool's e-mode categories (`UiPoolDataProvider.getEModes(poolAddressesProvider)`), raw and humanized as the
 * platform SDK's `getEModes` / `getEModesHumanized` give them: in the humanized form LTV, liquidation threshold and
 * bonus become decimal strings (basis points) and each bitmap a 256-character binary string, most significant bit
 * first (character `255 - i` is the reserve whose id is `i`).
 *
 * @example Humanize one category (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { humanizeEModes } from "./emodes.ts";
 * const [h] = humanizeEModes([{ id: 1, eMode: {
 *   ltv: 9000, liquidationThreshold: 9300, liquidationBonus: 10100, collateralBitmap: 5n, label: "Stablecoins",
 *   borrowableBitmap: 1n,
 * } }]);
 * assert.equal(h.eMode.ltv, "9000");
 * assert.equal(h.eMode.collateralBitmap.length, 256);
 * assert.ok(h.eMode.collateralBitmap.endsWith("101"));
 * ```
 * @module
 */
import type { Address } from "viem";
import { uiPoolEModesAbi } from "../../core/abis/ui_pool_emodes.ts";
import type { ClientError } from "../../core/errors.ts";
import { ok, type Result } from "../../core/result.ts";
import { bounded } from "../hub/bounded.ts";
import type { MoneyMarketReadOptions, ReadDeps } from "./reserve_reads.ts";

/** One e-mode category (`DataTypes.EModeCategory`, v3.2). */
export interface EModeCategory {
  /** Max LTV inside the category (basis points). */
  ltv: number;
  /** Liquidation threshold (basis points). */
  liquidationThreshold: number;
  /** Liquidation bonus (basis points, 10000 = none). */
  liquidationBonus: number;
  /** Bit `i`: the reserve of id `i` counts as collateral in the category. */
  collateralBitmap: bigint;
  /** The category's name. */
  label: string;
  /** Bit `i`: the reserve of id `i` may be borrowed in the category. */
  borrowableBitmap: bigint;
}

/** A category with its id (the platform's `EModeData`). */
export interface EModeData {
  /** Category id (1..255; 0 is "no e-mode"). */
  id: number;
  /** The category. */
  eMode: EModeCategory;
}

/** A category humanized (the platform's `EmodeDataHumanized`). */
export interface EModeDataHumanized {
  /** Category id. */
  id: number;
  /** The category: numbers as decimal strings, bitmaps as 256-character binary strings. */
  eMode: {
    ltv: string;
    liquidationThreshold: string;
    liquidationBonus: string;
    collateralBitmap: string;
    label: string;
    borrowableBitmap: string;
  };
}

/**
 * Every e-mode category of the pool (hub read).
 *
 * @param deps configuration and hub provider
 * @param options signal and timeout @default {}
 * @returns the categories; failures: `ABORTED`, `REQUEST_TIMEOUT`, the hub read's codes (phase `lookup`)
 */
export async function getEModes(
  deps: ReadDeps,
  options: MoneyMarketReadOptions = {},
): Promise<Result<EModeData[], ClientError>> {
  const mm = deps.config.instanceConfig.moneyMarket;
  const r = await bounded(
    () =>
      deps.hub.readContract({
        address: mm.uiPoolDataProvider as Address,
        abi: uiPoolEModesAbi,
        functionName: "getEModes",
        args: [mm.poolAddressesProvider as Address],
      }),
    options,
    "Cannot read hub getEModes",
    { phase: "lookup", action: "getEModes" },
  );
  if (!r.ok) return r;
  return ok(r.value.map((e) => ({ id: e.id, eMode: { ...e.eMode } })));
}

/**
 * Humanizes categories (pure).
 *
 * @param eModes categories from {@link getEModes}
 * @returns the categories with string fields
 */
export function humanizeEModes(eModes: readonly EModeData[]): EModeDataHumanized[] {
  const bits = (v: bigint) => v.toString(2).padStart(256, "0");
  return eModes.map(({ id, eMode }) => ({
    id,
    eMode: {
      ltv: String(eMode.ltv),
      liquidationThreshold: String(eMode.liquidationThreshold),
      liquidationBonus: String(eMode.liquidationBonus),
      collateralBitmap: bits(eMode.collateralBitmap),
      label: eMode.label,
      borrowableBitmap: bits(eMode.borrowableBitmap),
    },
  }));
}

/**
 * Every e-mode category, humanized (hub read).
 *
 * @param deps configuration and hub provider
 * @param options signal and timeout @default {}
 * @returns the categories; failures as {@link getEModes}
 */
export async function getEModesHumanized(
  deps: ReadDeps,
  options: MoneyMarketReadOptions = {},
): Promise<Result<EModeDataHumanized[], ClientError>> {
  const r = await getEModes(deps, options);
  return r.ok ? ok(humanizeEModes(r.value)) : r;
}
