/**
 * Dex quoter reads: the CL quoter's `quoteExactInputSingle`, `quoteExactOutputSingle`, `quoteExactInput` and
 * `quoteExactOutput`, deterministic per pool. Each pool has a seeded price of currency0 in currency1 between 0.5
 * and 2 (basis points 5000..19999 from `keccak256` of its key); an exact-input quote is `amountIn * 997 / 1000`
 * converted at that price (no price impact), rounded down; an exact-output quote is the least input whose
 * exact-input quote reaches the output; a path chains the single-pool quotes hop by hop (forwards for exact input,
 * backwards for exact output, pools rebuilt from each `PathKey` as the periphery's `getPoolAndSwapDirection`
 * does). Like the current Infinity quoter it answers four words `(amount, gasEstimate, sqrtPrice, newSqrtPrice)`
 * (path quotes: both prices 0; gas 120_000 per hop); a pool whose fee is above 1_000_000 (and not the dynamic-fee
 * flag 0x800000) cannot exist, so a quote through it reverts.
 * @module
 */
import { decodeFunctionData, encodeAbiParameters, type Hex, toFunctionSelector } from "viem";
import { clQuoterAbi } from "../../../../core/abis/cl_quoter.ts";
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

/**
 * The simulated input an exact-output swap needs: the least `amountIn` with
 * `simQuoteExactInputSingle(key, zeroForOne, amountIn) >= amountOut`.
 *
 * @example The exact-input quote of the answer reaches the output, one unit less does not
 * ```ts
 * import assert from "node:assert/strict";
 * import { simQuoteExactInputSingle, simQuoteExactOutputSingle } from "./dex_quote.ts";
 * const key = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * };
 * const amountIn = simQuoteExactOutputSingle(key, false, 12_345n);
 * assert.ok(simQuoteExactInputSingle(key, false, amountIn) >= 12_345n);
 * assert.ok(simQuoteExactInputSingle(key, false, amountIn - 1n) < 12_345n);
 * ```
 */
export function simQuoteExactOutputSingle(key: SimPoolKey, zeroForOne: boolean, amountOut: bigint): bigint {
  const price = simPoolPriceBps(key);
  const [num, den] = zeroForOne
    ? [amountOut * 10_000_000n, 997n * price]
    : [amountOut * 1000n * price, 9_970_000n];
  return (num + den - 1n) / den;
}

/** One hop of a quoter path (`PathKey`). */
export interface SimPathKey {
  /** The currency on the far side of the hop. */
  intermediateCurrency: string;
  /** Fee tier. */
  fee: number;
  /** Hook contract. */
  hooks: string;
  /** Pool manager. */
  poolManager: string;
  /** Parameters (bytes32). */
  parameters: string;
}

/** The pool a `PathKey` names from `currency`, and whether `currency` is its currency0. */
function hopPool(hop: SimPathKey, currency: string): { key: SimPoolKey; isCurrency0: boolean } {
  const other = hop.intermediateCurrency;
  const isCurrency0 = BigInt(currency) < BigInt(other);
  const [currency0, currency1] = isCurrency0 ? [currency, other] : [other, currency];
  const { fee, hooks, poolManager, parameters } = hop;
  return { key: { currency0, currency1, hooks, poolManager, fee, parameters }, isCurrency0 };
}

/**
 * The simulated output of an exact-input swap along a path from `currencyIn` (single-pool quotes chained).
 *
 * @example One hop is the single-pool quote
 * ```ts
 * import assert from "node:assert/strict";
 * import { simQuoteExactInput, simQuoteExactInputSingle } from "./dex_quote.ts";
 * const c0 = "0x00000000000000000000000000000000000000c0", c1 = "0x00000000000000000000000000000000000000c1";
 * const rest = { hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001", fee: 3000, parameters: `0x${"0".repeat(58)}a0000` };
 * assert.equal(simQuoteExactInput(c0, [{ intermediateCurrency: c1, ...rest }], 1000n),
 *   simQuoteExactInputSingle({ currency0: c0, currency1: c1, ...rest }, true, 1000n));
 * ```
 */
export function simQuoteExactInput(
  currencyIn: string,
  path: readonly SimPathKey[],
  amountIn: bigint,
): bigint {
  let currency = currencyIn;
  let amount = amountIn;
  for (const hop of path) {
    const { key, isCurrency0 } = hopPool(hop, currency);
    checkPool(key);
    amount = simQuoteExactInputSingle(key, isCurrency0, amount);
    currency = hop.intermediateCurrency;
  }
  return amount;
}

/**
 * The simulated input of an exact-output swap along a path ending in `currencyOut` (walked backwards; each hop's
 * `intermediateCurrency` is the currency it sells).
 */
export function simQuoteExactOutput(
  currencyOut: string,
  path: readonly SimPathKey[],
  amountOut: bigint,
): bigint {
  let currency = currencyOut;
  let amount = amountOut;
  for (const hop of [...path].reverse()) {
    const { key, isCurrency0 } = hopPool(hop, currency);
    checkPool(key);
    amount = simQuoteExactOutputSingle(key, !isCurrency0, amount);
    currency = hop.intermediateCurrency;
  }
  return amount;
}

function checkPool(key: SimPoolKey): void {
  if (key.fee > 1_000_000 && key.fee !== 0x800000) {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: pool not initialized");
  }
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

const FOUR_WORDS = [{ type: "uint256" }, { type: "uint256" }, { type: "uint256" }, {
  type: "uint256",
}] as const;

function decodeQuote(data: Hex) {
  return decodeOrRevert(() => decodeFunctionData({ abi: clQuoterAbi, data }));
}

function singleAnswer(data: Hex, exactOut: boolean): Hex {
  const call = decodeQuote(data);
  if (call.functionName !== "quoteExactInputSingle" && call.functionName !== "quoteExactOutputSingle") {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: malformed calldata");
  }
  const { poolKey, zeroForOne, exactAmount } = call.args[0];
  checkPool(poolKey);
  const amount = exactOut
    ? simQuoteExactOutputSingle(poolKey, zeroForOne, exactAmount)
    : simQuoteExactInputSingle(poolKey, zeroForOne, exactAmount);
  const sqrtPrice = sqrtBig((simPoolPriceBps(poolKey) << 192n) / 10_000n);
  return encodeAbiParameters(FOUR_WORDS, [amount, SIM_QUOTE_GAS, sqrtPrice, sqrtPrice]);
}

function pathAnswer(data: Hex, exactOut: boolean): Hex {
  const call = decodeQuote(data);
  if (call.functionName !== "quoteExactInput" && call.functionName !== "quoteExactOutput") {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: malformed calldata");
  }
  const { exactCurrency, path, exactAmount } = call.args[0];
  const amount = exactOut
    ? simQuoteExactOutput(exactCurrency, path, exactAmount)
    : simQuoteExactInput(exactCurrency, path, exactAmount);
  return encodeAbiParameters(FOUR_WORDS, [amount, SIM_QUOTE_GAS * BigInt(path.length), 0n, 0n]);
}

const [inSingle, outSingle, inPath, outPath] = clQuoterAbi.map((f) => toFunctionSelector(f));

/** The four quote functions of the CL quoter. */
export const dexQuoteReads: ReadHandlers = {
  [inSingle]: (_ctx, _to, data): Hex => singleAnswer(data, false),
  [outSingle]: (_ctx, _to, data): Hex => singleAnswer(data, true),
  [inPath]: (_ctx, _to, data): Hex => pathAnswer(data, false),
  [outPath]: (_ctx, _to, data): Hex => pathAnswer(data, true),
};
