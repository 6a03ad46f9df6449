/**
 * Staking reads on the hub, each an `eth_call` decoded by viem against the staking ABIs and checked: a user's
 * pending unstake requests (with or without their penalty now), staked SODA's penalty parameters, and the router's
 * and xSODA's conversions. Failures are `Result`s tagged with phase `lookup` (or `validate` for bad input).
 *
 * @example Read the staking configuration from the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getStakingConfig } from "./reads.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getStakingConfig({ config, hub });
 * assert.ok(r.ok && r.value.minUnstakingPeriod <= r.value.unstakingPeriod);
 * sim.close();
 * ```
 * @module
 */
import type { Address } from "viem";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc4626Abi } from "../../core/abis/erc4626.ts";
import { stakedSodaAbi, stakingRouterAbi } from "../../core/abis/staking.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { checkUint } from "./_validate.ts";
import type { StakingConfig } from "./penalty.ts";

/** What the reads need: the configuration (hub addresses) and the hub provider. */
export type StakingReadDeps = Pick<ServiceDeps, "config" | "hub">;

/** One pending unstake request of staked SODA. */
export interface UnstakeRequest {
  /** The request id (`claim` / `cancelUnstake` take it). */
  id: bigint;
  /** SODA in the request (18 decimals). */
  amount: bigint;
  /** When it was made (unix seconds). */
  startTime: bigint;
  /** Who receives the SODA (the hub wallet). */
  to: Address;
}

/** A user's pending unstake requests. */
export interface UnstakingInfo {
  /** The hub wallet that made them. */
  hubWallet: Address;
  /** The requests, in contract order. */
  requests: UnstakeRequest[];
  /** The sum of their amounts. */
  totalUnstaking: bigint;
}

/** The router's estimate of a stake. */
export interface StakeRatio {
  /** xSODA the stake would mint. */
  xSodaAmount: bigint;
  /** The SODA vault's `previewDeposit` of the amount. */
  previewDepositAmount: bigint;
}

const contracts = (deps: StakingReadDeps) => {
  const a = deps.config.instanceConfig.hub.addresses;
  return {
    stakingRouter: a.stakingRouter as Address,
    xSoda: a.xSoda as Address,
    stakedSoda: a.stakedSoda as Address,
  };
};

function badData(action: string, reason: string, contextFields: ErrorContextFields = {}): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot ${action}: ${reason}`, {
    context: { ...context, action, phase: "lookup", reason },
  });
}

/**
 * The hub wallet of `address` on `chainKey`.
 *
 * @param deps configuration and hub provider
 * @param action the operation, for error context
 * @param params the user's chain and address
 * @returns the hub wallet; `UNKNOWN_CHAIN_KEY` (phase `validate`), hub lookup errors (phase `lookup`)
 */
export async function stakingHubWallet(
  deps: StakingReadDeps,
  action: string,
  params: { chainKey: string; address: string },
): Promise<Result<Address, ClientError>> {
  if (!deps.config.isValidSpokeChainKey(params?.chainKey)) {
    return err(
      invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${params?.chainKey}`, { field: "chainKey" }),
    );
  }
  const wallet = await deps.hub.getUserHubWalletAddress(params.chainKey, params.address);
  return wallet.ok ? wallet : err(inPhase(wallet.error, "lookup", action));
}

/**
 * The unstake requests of a hub wallet (`stakedSoda.getUnstakeRequests`); duplicate ids are rejected.
 *
 * @param deps configuration and hub provider
 * @param hubWallet the hub wallet
 * @param action the operation, for error context @default "getUnstakingInfo"
 * @returns the requests; `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 */
export async function readUnstakeRequests(
  deps: StakingReadDeps,
  hubWallet: Address,
  action = "getUnstakingInfo",
): Promise<Result<UnstakeRequest[], ClientError>> {
  const raw = await deps.hub.readContract({
    address: contracts(deps).stakedSoda,
    abi: stakedSodaAbi,
    functionName: "getUnstakeRequests",
    args: [hubWallet],
  });
  if (!raw.ok) return err(inPhase(raw.error, "lookup", action));
  const requests = raw.value.map((r) => ({ id: r.id, ...r.request }));
  if (new Set(requests.map((r) => r.id)).size !== requests.length) {
    return err(badData(action, "duplicate unstake request ids", { hubWallet }));
  }
  return ok(requests);
}

/**
 * The pending unstake requests of the hub wallet of `address` on `chainKey`, and their total.
 *
 * @param deps configuration and hub provider
 * @param params the user's chain and address
 * @returns the requests; see {@link stakingHubWallet} and {@link readUnstakeRequests} for failures
 */
export async function getUnstakingInfo(
  deps: StakingReadDeps,
  params: { chainKey: string; address: string },
): Promise<Result<UnstakingInfo, ClientError>> {
  const hubWallet = await stakingHubWallet(deps, "getUnstakingInfo", params);
  if (!hubWallet.ok) return hubWallet;
  const requests = await readUnstakeRequests(deps, hubWallet.value);
  if (!requests.ok) return requests;
  const totalUnstaking = requests.value.reduce((sum, r) => sum + r.amount, 0n);
  return ok({ hubWallet: hubWallet.value, requests: requests.value, totalUnstaking });
}

/**
 * Staked SODA's penalty parameters (`getParameters()`); rejected when `minUnstakingPeriod > unstakingPeriod` or
 * `maxPenalty > 100`.
 *
 * @param deps configuration and hub provider
 * @returns the parameters; `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 */
export async function getStakingConfig(deps: StakingReadDeps): Promise<Result<StakingConfig, ClientError>> {
  const action = "getStakingConfig";
  const raw = await deps.hub.readContract({
    address: contracts(deps).stakedSoda,
    abi: stakedSodaAbi,
    functionName: "getParameters",
    args: [],
  });
  if (!raw.ok) return err(inPhase(raw.error, "lookup", action));
  const [unstakingPeriod, minUnstakingPeriod, maxPenalty] = raw.value;
  if (minUnstakingPeriod > unstakingPeriod) {
    return err(badData(action, "minUnstakingPeriod exceeds unstakingPeriod"));
  }
  if (maxPenalty > 100n) return err(badData(action, "maxPenalty exceeds 100 percent"));
  return ok({ unstakingPeriod, minUnstakingPeriod, maxPenalty });
}

/**
 * The router's estimate of staking `amount` SODA (18 decimals): `estimateXSodaAmount(amount)`.
 *
 * @param deps configuration and hub provider
 * @param amount SODA, a bigint >= 0
 * @returns xSODA out and the vault's preview; `INVALID_AMOUNT` (phase `validate`), read failures (phase `lookup`)
 */
export async function getStakeRatio(
  deps: StakingReadDeps,
  amount: bigint,
): Promise<Result<StakeRatio, ClientError>> {
  const action = "getStakeRatio";
  const bad = checkUint(action, "amount", amount, 0n);
  if (bad) return err(bad);
  const raw = await deps.hub.readContract({
    address: contracts(deps).stakingRouter,
    abi: stakingRouterAbi,
    functionName: "estimateXSodaAmount",
    args: [amount],
  });
  if (!raw.ok) return err(inPhase(raw.error, "lookup", action));
  return ok({ xSodaAmount: raw.value[0], previewDepositAmount: raw.value[1] });
}

/**
 * The router's estimate of SODA out for instantly unstaking `amount` xSODA: `estimateInstantUnstake(amount)`.
 *
 * @param deps configuration and hub provider
 * @param amount xSODA shares, a bigint >= 0
 * @returns SODA out (18 decimals); `INVALID_AMOUNT` (phase `validate`), read failures (phase `lookup`)
 */
export function getInstantUnstakeRatio(
  deps: StakingReadDeps,
  amount: bigint,
): Promise<Result<bigint, ClientError>> {
  return uintRead(deps, "getInstantUnstakeRatio", amount, "router");
}

/**
 * The SODA value of `shares` xSODA: `xSoda.convertToAssets(shares)`.
 *
 * @param deps configuration and hub provider
 * @param shares xSODA shares, a bigint >= 0
 * @returns SODA (18 decimals); `INVALID_AMOUNT` (phase `validate`), read failures (phase `lookup`)
 */
export function getConvertedAssets(
  deps: StakingReadDeps,
  shares: bigint,
): Promise<Result<bigint, ClientError>> {
  return uintRead(deps, "getConvertedAssets", shares, "xSoda");
}

async function uintRead(
  deps: StakingReadDeps,
  action: string,
  value: bigint,
  from: "router" | "xSoda",
): Promise<Result<bigint, ClientError>> {
  const bad = checkUint(action, from === "router" ? "amount" : "shares", value, 0n);
  if (bad) return err(bad);
  const c = contracts(deps);
  const raw = from === "router"
    ? await deps.hub.readContract({
      address: c.stakingRouter,
      abi: stakingRouterAbi,
      functionName: "estimateInstantUnstake",
      args: [value],
    })
    : await deps.hub.readContract({
      address: c.xSoda,
      abi: erc4626Abi,
      functionName: "convertToAssets",
      args: [value],
    });
  return raw.ok ? raw : err(inPhase(raw.error, "lookup", action));
}
