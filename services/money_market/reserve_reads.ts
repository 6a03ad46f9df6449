/**
 * The money market's single-reserve and metadata reads on the hub, under the platform SDK's names
 * (`MoneyMarketDataService`, `LendingPoolService`, `UiPoolDataProviderService`):
 *
 * - `getReserveData(asset)`: `Pool.getReserveData(asset)`, the raw `ReserveDataLegacy` struct;
 * - `getReserveNormalizedIncome(asset)`: `Pool.getReserveNormalizedIncome(asset)` (ray, 1e27): the liquidity index
 *   accrued to the block time, what converts an underlying amount into scaled aTokens;
 * - `getBnusdFacilitatorBucket()`: `bnUSD.getFacilitatorBucket(bnUSDAToken)`, `[capacity, level]`;
 * - `getATokenData(aToken)`: the token's `name`, `symbol`, `decimals` (three `eth_call`s where the platform makes one
 *   multicall).
 *
 * Each takes `{signal, timeout}` (see `services/hub/bounded.ts`).
 *
 * @example The normalized income of a reserve against the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getReserveNormalizedIncome } from "./reserve_reads.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const usdc = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";
 * const r = await getReserveNormalizedIncome({ config, hub }, usdc);
 * assert.ok(r.ok && r.value >= 10n ** 27n);
 * sim.close();
 * ```
 * @module
 */
import { type Address, type ContractFunctionName, type ContractFunctionReturnType, isAddress } from "viem";
import { aavePoolReserveAbi } from "../../core/abis/aave_pool_reserve.ts";
import { bnusdAbi } from "../../core/abis/bnusd.ts";
import { erc20MetadataAbi } from "../../core/abis/erc20_metadata.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { bounded, type BoundedOptions } from "../hub/bounded.ts";
import { invalid } from "../hub/phase_error.ts";

/** Options of the money-market reads: a caller's `signal` and `timeout` (ms). @default {} */
export type MoneyMarketReadOptions = BoundedOptions;

/** What the reads need. */
export type ReadDeps = Pick<ServiceDeps, "config" | "hub">;

/** `DataTypes.ReserveDataLegacy`, as `Pool.getReserveData` returns it (rates and indexes in ray). */
export interface ReserveDataLegacy {
  /** The packed `ReserveConfiguration` bitmap (LTV bits 0-15, liquidation threshold 16-31, ...). */
  configuration: bigint;
  /** Supply index at `lastUpdateTimestamp` (ray). */
  liquidityIndex: bigint;
  /** Supply rate (ray). */
  currentLiquidityRate: bigint;
  /** Borrow index at `lastUpdateTimestamp` (ray). */
  variableBorrowIndex: bigint;
  /** Variable borrow rate (ray). */
  currentVariableBorrowRate: bigint;
  /** Stable borrow rate (ray; 0 since v3.2). */
  currentStableBorrowRate: bigint;
  /** Last index update (unix seconds). */
  lastUpdateTimestamp: number;
  /** The reserve's id (its bit in e-mode and user bitmaps). */
  id: number;
  /** The aToken. */
  aTokenAddress: Address;
  /** The stable debt token (zero since v3.2). */
  stableDebtTokenAddress: Address;
  /** The variable debt token. */
  variableDebtTokenAddress: Address;
  /** The interest rate strategy. */
  interestRateStrategyAddress: Address;
  /** Accrued to the treasury (scaled). */
  accruedToTreasury: bigint;
  /** Unbacked aTokens. */
  unbacked: bigint;
  /** Debt against isolated collateral. */
  isolationModeTotalDebt: bigint;
}

/** ERC-20 metadata of an aToken (the platform's `Erc20Token`). */
export interface Erc20Token {
  /** `name()`. */
  name: string;
  /** `symbol()`. */
  symbol: string;
  /** `decimals()`. */
  decimals: number;
  /** The token. */
  address: Address;
}

function checkAsset(action: string, field: string, value: unknown): Result<Address, ClientError> {
  if (typeof value !== "string" || !isAddress(value, { strict: false })) {
    return err(
      invalid("INVALID_ADDRESS", action, `${field} must be a hub (EVM) address`, {
        field,
        value: describeValue(value),
      }),
    );
  }
  return ok(value as Address);
}

/**
 * The pool's one-asset reads, by the public name each is exported under: the `Pool` function it calls. Both
 * exported reads below are this table's rows run through {@link readPoolByAsset}; a third one-asset read is one
 * row and one export.
 */
const POOL_ASSET_READS = {
  getReserveData: "getReserveData",
  getReserveNormalizedIncome: "getReserveNormalizedIncome",
} as const satisfies Record<string, ContractFunctionName<typeof aavePoolReserveAbi, "view">>;

type PoolAssetRead = keyof typeof POOL_ASSET_READS;
type PoolAssetValue<A extends PoolAssetRead> = ContractFunctionReturnType<
  typeof aavePoolReserveAbi,
  "view",
  (typeof POOL_ASSET_READS)[A]
>;

/** One row of {@link POOL_ASSET_READS}: `Pool.<function>(asset)` on `moneyMarket.lendingPool`, bounded. */
function readPoolByAsset<A extends PoolAssetRead>(
  action: A,
  deps: ReadDeps,
  asset: string,
  options: MoneyMarketReadOptions,
): Promise<Result<PoolAssetValue<A>, ClientError>> {
  // the call is made at the table's union (viem cannot resolve `args` for a generic name); the row's own return
  // type is restored below
  const functionName: (typeof POOL_ASSET_READS)[PoolAssetRead] = POOL_ASSET_READS[action];
  const a = checkAsset(action, "asset", asset);
  if (!a.ok) return Promise.resolve(a);
  return bounded(
    () =>
      deps.hub.readContract({
        address: deps.config.instanceConfig.moneyMarket.lendingPool as Address,
        abi: aavePoolReserveAbi,
        functionName,
        args: [a.value],
      }) as Promise<Result<PoolAssetValue<A>, ClientError>>,
    options,
    `Cannot read hub ${functionName}`,
    { phase: "lookup", action, asset: a.value },
  );
}

/**
 * `Pool.getReserveData(asset)` (hub read).
 *
 * @param deps configuration and hub provider
 * @param asset the reserve (a hub vault token)
 * @param options signal and timeout @default {}
 * @returns the struct (all zero for an asset the pool does not list, as the pool answers); failures:
 *   `INVALID_ADDRESS` (phase `validate`), `ABORTED`, `REQUEST_TIMEOUT`, the hub read's codes (phase `lookup`)
 */
export function getReserveData(
  deps: ReadDeps,
  asset: string,
  options: MoneyMarketReadOptions = {},
): Promise<Result<ReserveDataLegacy, ClientError>> {
  return readPoolByAsset("getReserveData", deps, asset, options);
}

/**
 * `Pool.getReserveNormalizedIncome(asset)` (hub read): the reserve's liquidity index accrued to the block time (ray).
 *
 * @param deps configuration and hub provider
 * @param asset the reserve (a hub vault token)
 * @param options signal and timeout @default {}
 * @returns the normalized income (0 for an unlisted asset); failures as {@link getReserveData}
 */
export function getReserveNormalizedIncome(
  deps: ReadDeps,
  asset: string,
  options: MoneyMarketReadOptions = {},
): Promise<Result<bigint, ClientError>> {
  return readPoolByAsset("getReserveNormalizedIncome", deps, asset, options);
}

/**
 * `bnUSD.getFacilitatorBucket(bnUSDAToken)` (hub read): the bnUSD borrow cap the money market may mint and what it
 * has minted, in bnUSD's 18 decimals.
 *
 * @param deps configuration and hub provider
 * @param options signal and timeout @default {}
 * @returns `[capacity, level]`; failures: `ABORTED`, `REQUEST_TIMEOUT`, the hub read's codes (phase `lookup`)
 */
export async function getBnusdFacilitatorBucket(
  deps: ReadDeps,
  options: MoneyMarketReadOptions = {},
): Promise<Result<readonly [bigint, bigint], ClientError>> {
  const mm = deps.config.instanceConfig.moneyMarket;
  const r = await bounded(
    () =>
      deps.hub.readContract({
        address: mm.bnUSD as Address,
        abi: bnusdAbi,
        functionName: "getFacilitatorBucket",
        args: [mm.bnUSDAToken as Address],
      }),
    options,
    "Cannot read hub getFacilitatorBucket",
    { phase: "lookup", action: "getBnusdFacilitatorBucket" },
  );
  if (!r.ok) return r;
  return ok([r.value[0], r.value[1]] as const);
}

/**
 * The ERC-20 metadata of `aToken` on the hub (`name`, `symbol`, `decimals`).
 *
 * @param deps configuration and hub provider
 * @param aToken the aToken (e.g. a reserve's `aTokenAddress`)
 * @param options signal and timeout (over the three reads) @default {}
 * @returns the metadata; failures: `INVALID_ADDRESS` (phase `validate`), `ABORTED`, `REQUEST_TIMEOUT`, the hub
 *   read's codes (phase `lookup`; `RESPONSE_VALIDATION_FAILED` for a contract without the getters)
 */
export function getATokenData(
  deps: ReadDeps,
  aToken: string,
  options: MoneyMarketReadOptions = {},
): Promise<Result<Erc20Token, ClientError>> {
  const action = "getATokenData";
  const a = checkAsset(action, "aToken", aToken);
  if (!a.ok) return Promise.resolve(a);
  const address = a.value;
  return bounded(
    async () => {
      const [name, symbol, decimals] = await Promise.all([
        deps.hub.readContract({ address, abi: erc20MetadataAbi, functionName: "name", args: [] }),
        deps.hub.readContract({ address, abi: erc20MetadataAbi, functionName: "symbol", args: [] }),
        deps.hub.readContract({ address, abi: erc20MetadataAbi, functionName: "decimals", args: [] }),
      ]);
      if (!name.ok) return name;
      if (!symbol.ok) return symbol;
      if (!decimals.ok) return decimals;
      return ok({ name: name.value, symbol: symbol.value, decimals: decimals.value, address });
    },
    options,
    "Cannot read hub aToken metadata",
    { phase: "lookup", action, aToken: address },
  );
}
