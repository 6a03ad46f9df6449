/**
 * Dex reads beyond positions and quotes: the stata-token factory (`getStataToken(vault)`), the stata tokens'
 * `convertToShares` (1:1, like `convertToAssets` in vault.ts) and the CL pool manager's `getSlot0` /
 * `getLiquidity` by pool id, all deterministic.
 *
 * - `getStataToken(vault)`: the packaged `dex.statATokenAddresses` entry whose vault it is, otherwise the last 20
 *   bytes of `keccak256("stata:" + lowercase vault)`; the zero address for the zero address.
 * - `getSlot0(id)`: a seeded price of currency0 in currency1 between 0.5 and 2 (basis points 5000..19999 from
 *   `keccak256("dex-slot0:" + id)`), its sqrt price in Q64.96 and tick, protocol fee 0, LP fee 3000.
 * - `getLiquidity(id)`: `1e21 + (keccak256("dex-liquidity:" + id) mod 1e21)`.
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
import { clPoolManagerAbi } from "../../../../core/abis/cl_pool_manager.ts";
import { stataTokenAbi, stataTokenFactoryAbi } from "../../../../core/abis/stata_token.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../../core/config/default_config.ts";
import type { ReadHandlers } from "./types.ts";
import { addressWord, decodeOrRevert, pick, seededAddress, uintWord } from "./_util.ts";

/** The LP fee every simulated pool reports. */
export const SIM_POOL_LP_FEE = 3000;

/**
 * The simulated stata token of `vault`.
 *
 * @example The packaged sodaSODA stata token
 * ```ts
 * import assert from "node:assert/strict";
 * import { simStataToken } from "./dex_assets.ts";
 * assert.equal(simStataToken("0x21685E341DE7844135329914Be6Bd8D16982d834"), "0xac8540fee419c7ceb985889eaba1e84b42a53e8a");
 * ```
 */
export function simStataToken(vault: string): Address {
  const wanted = vault.toLowerCase();
  if (wanted === zeroAddress) return zeroAddress;
  for (const [stata, v] of Object.entries(DEFAULT_CLIENT_CONFIG.dex.statATokenAddresses)) {
    if (v.toLowerCase() === wanted) return stata as Address;
  }
  return seededAddress(`stata:${wanted}`);
}

function sqrtBig(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

/**
 * The simulated `getSlot0` of pool `id`.
 *
 * @example A price between 0.5 and 2 has a tick within +-6932
 * ```ts
 * import assert from "node:assert/strict";
 * import { simSlot0 } from "./dex_assets.ts";
 * const s = simSlot0(`0x${"ab".repeat(32)}`);
 * assert.ok(s.sqrtPriceX96 > 0n && Math.abs(s.tick) <= 6932 && s.lpFee === 3000);
 * ```
 */
export function simSlot0(
  id: Hex,
): { sqrtPriceX96: bigint; tick: number; protocolFee: number; lpFee: number } {
  const bps = 5000n + pick(`dex-slot0:${id.toLowerCase()}`, 15_000n);
  const sqrtPriceX96 = sqrtBig((bps << 192n) / 10_000n);
  const tick = Math.floor(Math.log(Number(bps) / 10_000) / Math.log(1.0001));
  return { sqrtPriceX96, tick, protocolFee: 0, lpFee: SIM_POOL_LP_FEE };
}

/** The simulated in-range liquidity of pool `id`. */
export function simPoolLiquidity(id: Hex): bigint {
  return 10n ** 21n + pick(`dex-liquidity:${id.toLowerCase()}`, 10n ** 21n);
}

/** `getStataToken`, `convertToShares`, `getSlot0`, `getLiquidity`. */
export const dexAssetReads: ReadHandlers = {
  [toFunctionSelector(stataTokenFactoryAbi[0])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: stataTokenFactoryAbi, data }));
    return addressWord(simStataToken(args[0]));
  },
  [toFunctionSelector(stataTokenAbi[0])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: stataTokenAbi, data }));
    return uintWord(args[0] as bigint);
  },
  [toFunctionSelector(clPoolManagerAbi[0])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: clPoolManagerAbi, data }));
    const s = simSlot0(args[0] as Hex);
    return encodeAbiParameters(clPoolManagerAbi[0].outputs, [s.sqrtPriceX96, s.tick, s.protocolFee, s.lpFee]);
  },
  [toFunctionSelector(clPoolManagerAbi[1])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: clPoolManagerAbi, data }));
    return uintWord(simPoolLiquidity(args[0] as Hex));
  },
};
