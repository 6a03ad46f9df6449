/**
 * Money-market reads on the hub: the pool's reserve list and a user's positions (via the UI pool data provider),
 * each an `eth_call` decoded against the Aave v3 ABIs and checked.
 *
 * @example Read the reserve list from the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getReservesList } from "./reads.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getReservesList({ config, hub });
 * assert.ok(r.ok && r.value.length > 0);
 * sim.close();
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { aavePoolAbi } from "../../core/abis/aave_pool.ts";
import { uiPoolDataProviderAbi } from "../../core/abis/ui_pool_data_provider.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { describeValue } from "../../core/describe_value.ts";

/** One reserve a user supplied to or borrowed from. */
export interface MoneyMarketPosition {
  /** The reserve (a hub vault, or bnUSD). */
  reserve: Address;
  /** Supplied amount, scaled by the reserve's liquidity index (18 decimals). */
  scaledATokenBalance: bigint;
  /** Borrowed amount, scaled by the variable borrow index (18 decimals). */
  scaledVariableDebt: bigint;
  /** Whether the supply counts as collateral. */
  usageAsCollateral: boolean;
}

/** A user's money-market positions. */
export interface MoneyMarketPositions {
  /** The hub wallet that holds them. */
  hubWallet: Address;
  /** The user's e-mode category (0: none). */
  eModeCategory: number;
  /** Reserves with a non-zero supply or debt. */
  positions: MoneyMarketPosition[];
}

function badData(functionName: string, reason: string): ClientError {
  return new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read hub ${functionName}: ${reason}`, {
    context: { phase: "lookup", functionName, reason },
  });
}

/**
 * The pool's reserves (`Pool.getReservesList()`), without the bnUSD debt reserve unless `unfiltered`: users
 * supply and borrow bnUSD through the bnUSD vault reserve, as the platform's `getReservesList` lists it.
 *
 * @param deps configuration and hub provider
 * @param unfiltered include the bnUSD debt reserve @default false
 * @returns the reserve addresses; failures: `HTTP_REQUEST_FAILED`, `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 */
export async function getReservesList(
  deps: Pick<ServiceDeps, "config" | "hub">,
  unfiltered = false,
): Promise<Result<Address[], ClientError>> {
  const r = await deps.hub.readContract({
    address: deps.config.instanceConfig.moneyMarket.lendingPool as Address,
    abi: aavePoolAbi,
    functionName: "getReservesList",
    args: [],
  });
  if (!r.ok) return r;
  if (!r.value.every((a) => isAddress(a, { strict: false }))) {
    return err(badData("getReservesList", "not addresses"));
  }
  const bnUSD = deps.config.instanceConfig.moneyMarket.bnUSD.toLowerCase();
  return ok(unfiltered ? [...r.value] : r.value.filter((a) => a.toLowerCase() !== bnUSD));
}

/**
 * A user's positions: `UiPoolDataProvider.getUserReservesData(poolAddressesProvider, hubWallet)` for the hub
 * wallet of `address` on `chainKey`.
 *
 * @param deps configuration and hub provider
 * @param params the user's chain and address
 * @returns the positions; failures: `UNKNOWN_CHAIN_KEY` (phase `validate`), hub wallet lookup errors,
 *   `HTTP_REQUEST_FAILED`, `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 */
export async function getUserPositions(
  deps: Pick<ServiceDeps, "config" | "hub">,
  params: { chainKey: string; address: string },
): Promise<Result<MoneyMarketPositions, ClientError>> {
  const action = "getUserPositions";
  if (!deps.config.isValidSpokeChainKey(params?.chainKey)) {
    return err(
      invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${describeValue(params?.chainKey)}`, {
        field: "chainKey",
      }),
    );
  }
  const hubWallet = await deps.hub.getUserHubWalletAddress(params.chainKey, params.address);
  if (!hubWallet.ok) return err(inPhase(hubWallet.error, "lookup", action));
  const mm = deps.config.instanceConfig.moneyMarket;
  const r = await deps.hub.readContract({
    address: mm.uiPoolDataProvider as Address,
    abi: uiPoolDataProviderAbi,
    functionName: "getUserReservesData",
    args: [mm.poolAddressesProvider as Address, hubWallet.value],
  });
  if (!r.ok) return r;
  const [reserves, eMode] = r.value;
  const positions = reserves
    .filter((p) => p.scaledATokenBalance > 0n || p.scaledVariableDebt > 0n)
    .map((p) => ({
      reserve: p.underlyingAsset,
      scaledATokenBalance: p.scaledATokenBalance,
      scaledVariableDebt: p.scaledVariableDebt,
      usageAsCollateral: p.usageAsCollateralEnabledOnUser,
    }));
  return ok({ hubWallet: hubWallet.value, eModeCategory: eMode, positions });
}
