/**
 * The reserve-data reads of the money market: `UiPoolDataProvider.getReservesData(poolAddressesProvider)` decoded
 * with viem and checked ({@link checkReservesData}), its humanized form, its USD valuation, and a user's summary
 * (positions and reserves read in parallel).
 *
 * @example Read and humanize the simulator's reserves
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getReservesHumanized } from "./reserves_data.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getReservesHumanized({ config, hub });
 * assert.ok(r.ok && r.value.reserves.length > 0 && r.value.baseCurrency.marketReferenceCurrencyDecimals === 8);
 * sim.close();
 * ```
 * @module
 */
import type { Address } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { uiPoolDataProviderAbi } from "../../core/abis/ui_pool_data_provider.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { ReadDeps } from "./reserve_reads.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { humanizeReserves, type ReservesHumanized } from "./format/humanize.ts";
import { formatReservesUSD, type ReservesUSD } from "./format/reserve_usd.ts";
import type { AggregatedReserveData, ReservesData } from "./format/types.ts";
import { mergeBnusdReserve } from "./merge_bnusd_reserve.ts";
import { bnusdAbi } from "../../core/abis/bnusd.ts";
import { formatUserSummary, type UserSummary } from "./format/user_summary.ts";
import { checkReservesData } from "./format/validate.ts";
import { getUserPositions } from "./reads.ts";

/**
 * The pool's reserves with the base currency, decoded and checked.
 *
 * @param deps configuration and hub provider
 * @returns the reserves data; failures: `HTTP_REQUEST_FAILED`, `RESPONSE_VALIDATION_FAILED` (phase `lookup`,
 *   context `field` and `reason` when a value is out of range)
 * @example Against the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getReservesData } from "./reserves_data.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const r = await getReservesData({ config, hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }) });
 * assert.ok(r.ok && r.value.baseCurrency.marketReferenceCurrencyUnit === 10n ** 8n);
 * sim.close();
 * ```
 */
export async function getReservesData(deps: ReadDeps): Promise<Result<ReservesData, ClientError>> {
  const mm = deps.config.instanceConfig.moneyMarket;
  const [r, bucket] = await Promise.all([
    deps.hub.readContract({
      address: mm.uiPoolDataProvider as Address,
      abi: uiPoolDataProviderAbi,
      functionName: "getReservesData",
      args: [mm.poolAddressesProvider as Address],
    }),
    deps.hub.readContract({
      address: mm.bnUSD as Address,
      abi: bnusdAbi,
      functionName: "getFacilitatorBucket",
      args: [mm.bnUSDAToken as Address],
    }),
  ]);
  if (!r.ok) return err(inPhase(r.error, "lookup", "getReservesData"));
  if (!bucket.ok) return err(inPhase(bucket.error, "lookup", "getReservesData"));
  const [reserves, baseCurrency] = r.value;
  const data: ReservesData = {
    reserves: mergeBnusdReserve(
      reserves.map((x): AggregatedReserveData => ({ ...x })),
      { bnUSD: mm.bnUSD, bnUSDVault: mm.bnUSDVault },
      bucket.value,
    ),
    baseCurrency: { ...baseCurrency },
  };
  const issue = checkReservesData(data);
  if (issue !== undefined) {
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        `Cannot read hub getReservesData: ${issue.field} ${issue.reason}`,
        { context: { phase: "lookup", action: "getReservesData", ...issue } },
      ),
    );
  }
  return ok(data);
}

/**
 * The pool's reserves humanized (decimal strings, APR and APY).
 *
 * @param deps configuration and hub provider
 * @returns the humanized reserves; failures as {@link getReservesData}
 * @example The simulator's USDC reserve
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getReservesHumanized } from "./reserves_data.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const r = await getReservesHumanized({ config, hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }) });
 * assert.ok(r.ok && r.value.reserves.some((x) => x.symbol === "sodaUSDC" && x.priceInMarketReferenceCurrency === "1"));
 * sim.close();
 * ```
 */
export async function getReservesHumanized(deps: ReadDeps): Promise<Result<ReservesHumanized, ClientError>> {
  const data = await getReservesData(deps);
  return data.ok ? ok(humanizeReserves(data.value)) : data;
}

/** The clock the USD reads accrue interest to: `deps.now` (ms) in whole seconds. */
function nowSeconds(deps: Pick<ServiceDeps, "now">): number {
  return Math.floor((deps.now ?? Date.now)() / 1000);
}

/**
 * The pool's reserves valued in USD now (`deps.now`, default `Date.now`), or given data valued at that time.
 *
 * @param deps configuration, hub provider and clock
 * @param data reserves data already read @default a fresh {@link getReservesData}
 * @returns the reserves in USD; failures as {@link getReservesData}, `VALIDATION_FAILED` for bad given data
 * @example Value the simulator's reserves at its reserves' update time
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { SIM_RESERVES_TIMESTAMP } from "../../simulator/state/seed/money_market.ts";
 * import { getReservesUSD } from "./reserves_data.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getReservesUSD({ config, hub, now: () => SIM_RESERVES_TIMESTAMP * 1000 });
 * assert.ok(r.ok && r.value.reserves.every((x) => Number(x.totalLiquidityUSD) > 0));
 * sim.close();
 * ```
 */
export async function getReservesUSD(
  deps: ReadDeps & Pick<ServiceDeps, "now">,
  data?: ReservesData | undefined,
): Promise<Result<ReservesUSD, ClientError>> {
  const read = data === undefined ? await getReservesData(deps) : ok(data);
  if (!read.ok) return read;
  return formatReservesUSD(read.value, nowSeconds(deps));
}

/**
 * The money-market summary of the hub wallet of `srcAddress` on `srcChainKey`: positions and reserves read in
 * parallel, then {@link formatUserSummary} at `deps.now`.
 *
 * @param deps configuration, hub provider and clock
 * @param params the user's chain and address
 * @returns the summary; failures: `UNKNOWN_CHAIN_KEY` (phase `validate`, before any read), those of
 *   `getUserPositions` and {@link getReservesData}
 * @example The simulated user's health factor
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getUserSummary } from "./reserves_data.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getUserSummary({ config, hub }, {
 *   srcChainKey: "0x2105.base", srcAddress: "0x1a642f0E3c3aF545E7AcBD38b07251B3990914F1",
 * });
 * assert.ok(r.ok && Number(r.value.healthFactor) > 1);
 * sim.close();
 * ```
 */
export async function getUserSummary(
  deps: ReadDeps & Pick<ServiceDeps, "now">,
  params: { srcChainKey: string; srcAddress: string },
): Promise<Result<UserSummary, ClientError>> {
  if (!deps.config.isValidSpokeChainKey(params?.srcChainKey)) {
    return err(
      invalid(
        "UNKNOWN_CHAIN_KEY",
        "getUserSummary",
        `unknown chain key ${describeValue(params?.srcChainKey)}`,
        {
          field: "srcChainKey",
        },
      ),
    );
  }
  const [positions, reserves] = await Promise.all([
    getUserPositions(deps, { chainKey: params?.srcChainKey, address: params?.srcAddress }),
    getReservesData(deps),
  ]);
  if (!positions.ok) return positions;
  if (!reserves.ok) return reserves;
  const summary = formatUserSummary({
    positions: positions.value.positions,
    reservesData: reserves.value,
    currentTimestamp: nowSeconds(deps),
    eModeCategory: positions.value.eModeCategory,
  });
  return summary.ok ? summary : err(inPhase(summary.error, "lookup", "getUserSummary"));
}
