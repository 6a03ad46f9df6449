/**
 * Wire schemas of the data API's money-market reads (docs/wire_inventory.md#backend-data-api-reads): a user's
 * position (`GET {base_url}/be/moneymarket/position/{userAddress}`), the reserve assets
 * (`/be/moneymarket/asset/all`, `/be/moneymarket/asset/{reserveAddress}`) and the paged supplier and borrower
 * lists. Shapes from the platform SDK's `MoneyMarketPosition`, `MoneyMarketAsset`, `MoneyMarketAssetBorrowers`,
 * `MoneyMarketAssetSuppliers` and `MoneyMarketBorrowers` (`packages/sdk/src/backendApi/BackendApiService.ts`);
 * balances, rates and indices travel as decimal strings and are revived as bigints here.
 *
 * @example A reserve asset
 * ```ts
 * import assert from "node:assert/strict";
 * import { moneyMarketAssetSchema } from "./backend_money_market.ts";
 * const asset = moneyMarketAssetSchema.parse({
 *   reserveAddress: "0x01", aTokenAddress: "0x02", variableDebtTokenAddress: "0x03", symbol: "USDC",
 *   totalATokenBalance: "1000", totalVariableDebtTokenBalance: "10", liquidityRate: "1", variableBorrowRate: "2",
 *   stableBorrowRate: "0", liquidityIndex: "1000000000000000000000000000", variableBorrowIndex: "1",
 *   totalSuppliers: 3, totalBorrowers: 1, blockNumber: 9,
 * });
 * assert.ok(asset.totalATokenBalance === 1000n);
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { bigintFromWire } from "./_bigint.ts";

const count = z.number().check(z.int(), z.nonnegative());

/** One reserve a user holds aTokens or variable debt of. */
export interface BackendMoneyMarketReservePosition {
  /** The reserve (hub asset) address. */
  reserveAddress: string;
  /** Its aToken. */
  aTokenAddress: string;
  /** Its variable-debt token. */
  variableDebtTokenAddress: string;
  /** aToken balance (smallest unit). */
  aTokenBalance: bigint;
  /** Variable-debt token balance (smallest unit). */
  variableDebtTokenBalance: bigint;
  /** Hub block of the snapshot. */
  blockNumber: number;
}

/** A user's money-market position as the backend indexes it. */
export interface BackendMoneyMarketPosition {
  /** The address asked for. */
  userAddress: string;
  /** One entry per reserve held. */
  positions: BackendMoneyMarketReservePosition[];
}

/** Schema of a user's position. */
export const moneyMarketPositionSchema: z.ZodMiniType<BackendMoneyMarketPosition, unknown> = z.object({
  userAddress: z.string(),
  positions: z.array(z.object({
    reserveAddress: z.string(),
    aTokenAddress: z.string(),
    variableDebtTokenAddress: z.string(),
    aTokenBalance: bigintFromWire,
    variableDebtTokenBalance: bigintFromWire,
    blockNumber: z.number(),
  })),
});

/** One reserve asset's indexed state. */
export interface BackendMoneyMarketAsset {
  /** The reserve (hub asset) address. */
  reserveAddress: string;
  /** Its aToken. */
  aTokenAddress: string;
  /** Its variable-debt token. */
  variableDebtTokenAddress: string;
  /** Symbol of the reserve. */
  symbol: string;
  /** aTokens outstanding (smallest unit). */
  totalATokenBalance: bigint;
  /** Variable debt outstanding (smallest unit). */
  totalVariableDebtTokenBalance: bigint;
  /** Supply rate (ray, 1e27). */
  liquidityRate: bigint;
  /** Variable borrow rate (ray). */
  variableBorrowRate: bigint;
  /** Stable borrow rate (ray; `0` when stable borrowing is off). */
  stableBorrowRate: bigint;
  /** Liquidity index (ray). */
  liquidityIndex: bigint;
  /** Variable borrow index (ray). */
  variableBorrowIndex: bigint;
  /** Number of suppliers. */
  totalSuppliers: number;
  /** Number of borrowers. */
  totalBorrowers: number;
  /** Hub block of the snapshot. */
  blockNumber: number;
}

/** Schema of one reserve asset. */
export const moneyMarketAssetSchema: z.ZodMiniType<BackendMoneyMarketAsset, unknown> = z.object({
  reserveAddress: z.string(),
  aTokenAddress: z.string(),
  variableDebtTokenAddress: z.string(),
  symbol: z.string(),
  totalATokenBalance: bigintFromWire,
  totalVariableDebtTokenBalance: bigintFromWire,
  liquidityRate: bigintFromWire,
  variableBorrowRate: bigintFromWire,
  stableBorrowRate: bigintFromWire,
  liquidityIndex: bigintFromWire,
  variableBorrowIndex: bigintFromWire,
  totalSuppliers: count,
  totalBorrowers: count,
  blockNumber: z.number(),
});

/** Schema of every reserve asset. */
export const moneyMarketAssetsSchema: z.ZodMiniType<BackendMoneyMarketAsset[], unknown> = z.array(
  moneyMarketAssetSchema,
);

/** A page of borrower addresses (of one reserve, or of all). */
export interface BorrowersPage {
  /** The addresses of this page. */
  borrowers: string[];
  /** Borrowers over all pages. */
  total: number;
  /** Index of the first address of this page. */
  offset: number;
  /** Page size the backend applied. */
  limit: number;
}

/** A page of supplier addresses of one reserve. */
export interface SuppliersPage {
  /** The addresses of this page. */
  suppliers: string[];
  /** Suppliers over all pages. */
  total: number;
  /** Index of the first address of this page. */
  offset: number;
  /** Page size the backend applied. */
  limit: number;
}

/** Schema of a page of borrowers. */
export const borrowersPageSchema: z.ZodMiniType<BorrowersPage, unknown> = z.object({
  borrowers: z.array(z.string()),
  total: count,
  offset: count,
  limit: count,
});

/** Schema of a page of suppliers. */
export const suppliersPageSchema: z.ZodMiniType<SuppliersPage, unknown> = z.object({
  suppliers: z.array(z.string()),
  total: count,
  offset: count,
  limit: count,
});
