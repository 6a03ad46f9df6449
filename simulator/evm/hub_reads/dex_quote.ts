/**
 * Dex quoter reads: the CL quoter's `quoteExactInputSingle`, deterministic per pool. Each pool has a seeded price
 * of currency0 in currency1 between 0.5 and 2 (basis points 5000..19999 from `keccak256` of its key); the quote is
 * `amountIn * 997 / 1000` converted at that price (no price impact). Like the current Infinity quoter it answers
 * four words `(amountOut, gasEstimate, sqrtPrice, newSqrtPrice)`; a pool whose fee is above 1_000_000 (and not the
 * dynamic-fee flag 0x800000) cannot exist, so its quote reverts.
 * @module
 */
import { decodeFunctionData, encodeAbiParameters, type Hex, toFunctionSelector } from "viem";
import { clQuoterAbi } from "../../../chains/evm/abis/cl_quoter.ts";
import { RPC_ERRORS, RpcError } from "../_jsonrpc.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, pick } from "./_util.ts";

/** The pool key fields the simulated price depends on. */
export interface SimPoolKey {
  /** Lower-sorted currency. */
  currency0: string;
  /** Higher-sorted currency. */
  currency1: string;
  /** Hook contract. */
  hooks: string;
  /** Pool manager. */
  poolManager: string;
  /** Fee tier. */
  fee: number;
  /** Parameters (bytes32). */
  parameters: string;
}

/** The gas estimate every simulated quote reports. */
export const SIM_QUOTE_GAS = 120_000n;

/** The simulated price of currency0 in currency1, in basis points (5000..19999). */
export function simPoolPriceBps(key: SimPoolKey): bigint {
  const seed = [key.currency0, key.currency1, key.hooks, key.poolManager, key.fee, key.parameters]
    .map((v) => String(v).toLowerCase()).join(":");
  return 5000n + pick(`dex-price:${seed}`, 15_000n);
}

/**
 * The simulated output of an exact-input swap: `amountIn * 997/1000` at the pool price, rounded down.
 *
 * @example Selling currency0 at price p gives `amountIn * 0.997 * p`
 * ```ts
 * import assert from "node:assert/strict";
 * import { simPoolPriceBps, simQuoteExactInputSingle } from "./dex_quote.ts";
 * const key = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * };
 * assert.equal(simQuoteExactInputSingle(key, true, 10_000_000n), 997n * simPoolPriceBps(key));
 * ```
 */
export function simQuoteExactInputSingle(key: SimPoolKey, zeroForOne: boolean, amountIn: bigint): bigint {
  const price = simPoolPriceBps(key);
  const afterFee = amountIn * 997n;
  return zeroForOne ? (afterFee * price) / (1000n * 10_000n) : (afterFee * 10_000n) / (1000n * price);
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

const quote = clQuoterAbi[0];

/** `quoteExactInputSingle((PoolKey,bool,uint128,bytes))`. */
export const dexQuoteReads: ReadHandlers = {
  [toFunctionSelector(quote)]: (_ctx, _to, data): Hex => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: clQuoterAbi, data }));
    const { poolKey, zeroForOne, exactAmount } = args[0];
    if (poolKey.fee > 1_000_000 && poolKey.fee !== 0x800000) {
      throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: pool not initialized");
    }
    const amountOut = simQuoteExactInputSingle(poolKey, zeroForOne, exactAmount);
    const sqrtPrice = sqrtBig((simPoolPriceBps(poolKey) << 192n) / 10_000n);
    return encodeAbiParameters(
      [{ type: "uint256" }, { type: "uint256" }, { type: "uint256" }, { type: "uint256" }],
      [amountOut, SIM_QUOTE_GAS, sqrtPrice, sqrtPrice],
    );
  },
};
