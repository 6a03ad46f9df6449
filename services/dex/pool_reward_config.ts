/**
 * `getPoolRewardConfig(pool)`: the reward configuration a pool's hook keeps, `hook.poolRewardConfigs(poolId)`, as the
 * platform SDK's `ClService.getPoolRewardConfig` reads it: the reward currency, its rate per second and the time of
 * the pool's last position-affecting action. A pool without a hook (the zero address) is refused before any I/O; a
 * pool the hook has no configuration for answers the mapping's zero default.
 *
 * @example A pool without a hook
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getPoolRewardConfig } from "./pool_reward_config.ts";
 * const z = "0x0000000000000000000000000000000000000000";
 * const r = await getPoolRewardConfig({ config: new ConfigService() } as ServiceDeps, {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: z, poolManager: "0x0000000000000000000000000000000000000001", fee: 3000, parameters: `0x${"0".repeat(64)}`,
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "poolKey.hooks");
 * ```
 * @module
 */
import { type Address, zeroAddress } from "viem";
import { clRewardHookAbi } from "../../core/abis/cl_reward_hook.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { bounded, type BoundedOptions } from "../hub/bounded.ts";
import { invalid } from "../hub/phase_error.ts";
import type { ClPoolKey } from "./build_calls.ts";
import { getDexPoolId } from "./pool_id.ts";
import { resolvePool } from "./pool_input.ts";

/** A pool's reward configuration (the platform's `PoolRewardConfig`). */
export interface PoolRewardConfig {
  /** The currency rewards are paid in. */
  rewardCurrency: Address;
  /** Reward per second, in the currency's base units. */
  rewardRatePerSecond: bigint;
  /** Unix seconds of the pool's last position-affecting action. */
  lastActionTimestamp: bigint;
}

/**
 * Reads the reward configuration of `pool` from its hook.
 *
 * @param deps configuration and hub provider
 * @param pool a name of `dex.dexPools`, or a pool key
 * @param options signal and timeout @default {}
 * @returns the configuration; failures: `VALIDATION_FAILED` (`field: "pool"`, or `"poolKey.hooks"` for a pool
 *   without a hook; phase `validate`), `ABORTED`, `REQUEST_TIMEOUT`, the hub read's codes (phase `lookup`)
 */
export async function getPoolRewardConfig(
  deps: Pick<ServiceDeps, "config" | "hub">,
  pool: string | ClPoolKey,
  options: BoundedOptions = {},
): Promise<Result<PoolRewardConfig, ClientError>> {
  const action = "getPoolRewardConfig";
  const key = resolvePool(deps.config.instanceConfig.dex.dexPools, pool, action);
  if (!key.ok) return key;
  if (key.value.hooks.toLowerCase() === zeroAddress) {
    return err(
      invalid("VALIDATION_FAILED", action, "the pool has no hook configured", { field: "poolKey.hooks" }),
    );
  }
  const poolId = getDexPoolId(key.value);
  const r = await bounded(
    () =>
      deps.hub.readContract({
        address: key.value.hooks,
        abi: clRewardHookAbi,
        functionName: "poolRewardConfigs",
        args: [poolId],
      }),
    options,
    "Cannot read hub poolRewardConfigs",
    { phase: "lookup", action, poolId },
  );
  if (!r.ok) return r;
  const [rewardCurrency, rewardRatePerSecond, lastActionTimestamp] = r.value;
  return ok({ rewardCurrency, rewardRatePerSecond, lastActionTimestamp });
}
