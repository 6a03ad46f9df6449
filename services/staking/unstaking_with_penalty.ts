/**
 * `getUnstakingInfoWithPenalty`: a user's pending unstake requests with what claiming each would pay now, from
 * the requests (`getUnstakeRequests`) and staked SODA's parameters (`getParameters`), read in parallel.
 *
 * @example Penalties are pinned by an explicit time
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getUnstakingInfoWithPenalty } from "./unstaking_with_penalty.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getUnstakingInfoWithPenalty({ config, hub }, {
 *   chainKey: "0x2105.base", address: "0x1111111111111111111111111111111111111111", now: 0n,
 * });
 * assert.ok(r.ok && r.value.requests.every((q) => q.penaltyPercentage === Number(r.value.config.maxPenalty)));
 * sim.close();
 * ```
 * @module
 */
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { invalid } from "../hub/phase_error.ts";
import { type StakingConfig, type UnstakePenalty, unstakePenalty } from "./penalty.ts";
import {
  getStakingConfig,
  readUnstakeRequests,
  stakingHubWallet,
  type StakingReadDeps,
  type UnstakeRequest,
} from "./reads.ts";

/** An unstake request with its penalty at the time asked. */
export interface UnstakeRequestWithPenalty extends UnstakeRequest, UnstakePenalty {}

/** A user's pending unstake requests, priced at `now`. */
export interface UnstakingInfoWithPenalty {
  /** The hub wallet that made them. */
  hubWallet: Address;
  /** The requests, in contract order, with their penalty. */
  requests: UnstakeRequestWithPenalty[];
  /** The sum of their amounts. */
  totalUnstaking: bigint;
  /** The sum of their claimable amounts. */
  totalClaimable: bigint;
  /** The parameters the penalties come from. */
  config: StakingConfig;
  /** The time they were computed for (unix seconds). */
  now: bigint;
}

/** Parameters of {@link getUnstakingInfoWithPenalty}. */
export interface UnstakingPenaltyParams {
  /** The user's chain. */
  chainKey: string;
  /** The user's address there. */
  address: string;
  /** The time to price the penalties at, unix seconds. @default `deps.now()` (else `Date.now()`) in seconds */
  now?: bigint | undefined;
}

/**
 * The pending unstake requests of the hub wallet of `address` on `chainKey`, each with its penalty at `now`.
 *
 * @param deps configuration, hub provider and the optional clock
 * @param params the user and the time
 * @returns the requests; `UNKNOWN_CHAIN_KEY` / `INVALID_AMOUNT` (a negative `now`; phase `validate`), read
 *   failures (phase `lookup`)
 */
export async function getUnstakingInfoWithPenalty(
  deps: StakingReadDeps & Pick<ServiceDeps, "now">,
  params: UnstakingPenaltyParams,
): Promise<Result<UnstakingInfoWithPenalty, ClientError>> {
  const action = "getUnstakingInfoWithPenalty";
  const now = params?.now ?? BigInt(Math.floor((deps.now ?? Date.now)() / 1000));
  if (typeof now !== "bigint" || now < 0n) {
    return err(
      invalid("INVALID_AMOUNT", action, "now must be a bigint >= 0 (unix seconds)", { field: "now" }),
    );
  }
  const hubWallet = await stakingHubWallet(deps, action, params);
  if (!hubWallet.ok) return hubWallet;
  const [requests, config] = await Promise.all([
    readUnstakeRequests(deps, hubWallet.value, action),
    getStakingConfig(deps),
  ]);
  if (!requests.ok) return requests;
  if (!config.ok) return config;
  const priced = requests.value.map((r) => ({ ...r, ...unstakePenalty(r, config.value, now) }));
  return ok({
    hubWallet: hubWallet.value,
    requests: priced,
    totalUnstaking: priced.reduce((sum, r) => sum + r.amount, 0n),
    totalClaimable: priced.reduce((sum, r) => sum + r.claimableAmount, 0n),
    config: config.value,
    now,
  });
}
