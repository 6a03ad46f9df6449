/**
 * The dex reward hook's `poolRewardConfigs(poolId)`: for a pool whose key names the called hook and in which a
 * position was minted or changed (the positions store's dex book), the reward currency is the pool's `currency0`,
 * the rate a seeded `1e15 + (keccak256("dex-reward:" + id) mod 9e15)` per second, and `lastActionTimestamp` the time
 * of the pool's last position-affecting action; any other pool id answers the mapping's zero default, as the hook
 * does for a pool it has no configuration for.
 *
 * @example A pool the hook never saw answers zeros
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeFunctionResult, encodeFunctionData } from "viem";
 * import { clRewardHookAbi } from "../../../../core/abis/cl_reward_hook.ts";
 * import { READ_HANDLERS } from "./mod.ts";
 * const data = encodeFunctionData({ abi: clRewardHookAbi, functionName: "poolRewardConfigs", args: [`0x${"11".repeat(32)}`] });
 * const out = READ_HANDLERS.get(data.slice(0, 10))!({ hubChainId: 146n, balance: 0n }, "0x00000000000000000000000000000000000000a1", data);
 * const [currency, rate, at] = decodeFunctionResult({ abi: clRewardHookAbi, functionName: "poolRewardConfigs", data: out });
 * assert.deepEqual([currency, rate, at], ["0x0000000000000000000000000000000000000000", 0n, 0n]);
 * ```
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  toFunctionSelector,
  zeroAddress,
} from "viem";
import { clRewardHookAbi } from "../../../../core/abis/cl_reward_hook.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, matches, pick } from "./_util.ts";

/** The seeded reward rate (per second) of pool `id`. */
export function simRewardRate(id: Hex): bigint {
  return 10n ** 15n + pick(`dex-reward:${id.toLowerCase()}`, 9n * 10n ** 15n);
}

/** `poolRewardConfigs(poolId)` of a reward hook. */
export const dexRewardReads: ReadHandlers = {
  [toFunctionSelector(clRewardHookAbi[0])]: (ctx, to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: clRewardHookAbi, data }));
    const id = args[0] as Hex;
    const action = ctx.positions?.dex.poolActions.get(id.toLowerCase());
    const outputs = clRewardHookAbi[0].outputs;
    if (action === undefined || to === undefined || action.poolKey.hooks === zeroAddress) {
      return encodeAbiParameters(outputs, [zeroAddress, 0n, 0n]);
    }
    if (!matches(action.poolKey.hooks as Address, to)) {
      return encodeAbiParameters(outputs, [zeroAddress, 0n, 0n]);
    }
    return encodeAbiParameters(outputs, [action.poolKey.currency0, simRewardRate(id), BigInt(action.at)]);
  },
};
