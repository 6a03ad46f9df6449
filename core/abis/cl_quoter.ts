/**
 * PancakeSwap Infinity CL quoter ABI subset (`dex.concentratedLiquidityConfig.clQuoter`): `quoteExactInputSingle`,
 * `quoteExactOutputSingle`, `quoteExactInput` and `quoteExactOutput`.
 *
 * Provenance (public sources, confirmed, not copied): pancakeswap/infinity-periphery
 * `src/interfaces/IQuoter.sol` (`QuoteExactSingleParams(PoolKey poolKey, bool zeroForOne, uint128 exactAmount,
 * bytes hookData)`; `QuoteExactParams(Currency exactCurrency, PathKey[] path, uint128 exactAmount)`, the same
 * struct in pancake-v4-periphery's `IQuoter.sol`), `src/pool-cl/interfaces/ICLQuoter.sol` and
 * `src/pool-cl/lens/CLQuoter.sol`:
 * - `quoteExactInputSingle(QuoteExactSingleParams)` — selector `0x9938b8ed` (keccak of
 *   `quoteExactInputSingle(((address,address,address,address,uint24,bytes32),bool,uint128,bytes))`);
 * - `quoteExactOutputSingle(QuoteExactSingleParams)`: `exactAmount` is the output wanted, the first word the input
 *   needed;
 * - `quoteExactInput(QuoteExactParams)`: `exactCurrency` is the input currency, the path runs forwards (each
 *   `PathKey.intermediateCurrency` is the currency a hop buys), the first word the final output;
 * - `quoteExactOutput(QuoteExactParams)`: `exactCurrency` is the output currency, the path is walked backwards
 *   (each `PathKey.intermediateCurrency` is the currency a hop sells), the first word the input needed.
 *
 * None is `view` (each runs the swap inside a vault lock and reverts with the result), so they are only ever
 * `eth_call`ed. Returns: the current source returns `(uint256 amount, uint256 gasEstimate, uint256 sqrtPrice,
 * uint256 newSqrtPrice)` (the path quotes leave both prices 0), earlier releases `(uint256 amount, uint256
 * gasEstimate)`; this ABI declares the two leading words both have in common (trailing words are ignored when
 * decoding).
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { clQuoterAbi } from "./cl_quoter.ts";
 * assert.equal(toFunctionSelector(clQuoterAbi[0]), "0x9938b8ed");
 * assert.deepEqual(clQuoterAbi.map((f) => f.name), [
 *   "quoteExactInputSingle", "quoteExactOutputSingle", "quoteExactInput", "quoteExactOutput",
 * ]);
 * ```
 * @module
 */
import { POOL_KEY_COMPONENTS } from "./cl_position_manager.ts";
import { PATH_KEY_COMPONENTS } from "./cl_router.ts";

/** `QuoteExactSingleParams` components (Infinity periphery `IQuoter`). */
export const QUOTE_EXACT_SINGLE_COMPONENTS = [
  { name: "poolKey", type: "tuple", components: POOL_KEY_COMPONENTS },
  { name: "zeroForOne", type: "bool" },
  { name: "exactAmount", type: "uint128" },
  { name: "hookData", type: "bytes" },
] as const;

/** `QuoteExactParams` components (Infinity periphery `IQuoter`). */
export const QUOTE_EXACT_COMPONENTS = [
  { name: "exactCurrency", type: "address" },
  { name: "path", type: "tuple[]", components: PATH_KEY_COMPONENTS },
  { name: "exactAmount", type: "uint128" },
] as const;

/** The four quote functions as deployed (nonpayable). */
export const clQuoterAbi = [
  {
    type: "function",
    name: "quoteExactInputSingle",
    stateMutability: "nonpayable",
    inputs: [{ name: "params", type: "tuple", components: QUOTE_EXACT_SINGLE_COMPONENTS }],
    outputs: [
      { name: "amountOut", type: "uint256" },
      { name: "gasEstimate", type: "uint256" },
    ],
  },
  {
    type: "function",
    name: "quoteExactOutputSingle",
    stateMutability: "nonpayable",
    inputs: [{ name: "params", type: "tuple", components: QUOTE_EXACT_SINGLE_COMPONENTS }],
    outputs: [
      { name: "amountIn", type: "uint256" },
      { name: "gasEstimate", type: "uint256" },
    ],
  },
  {
    type: "function",
    name: "quoteExactInput",
    stateMutability: "nonpayable",
    inputs: [{ name: "params", type: "tuple", components: QUOTE_EXACT_COMPONENTS }],
    outputs: [
      { name: "amountOut", type: "uint256" },
      { name: "gasEstimate", type: "uint256" },
    ],
  },
  {
    type: "function",
    name: "quoteExactOutput",
    stateMutability: "nonpayable",
    inputs: [{ name: "params", type: "tuple", components: QUOTE_EXACT_COMPONENTS }],
    outputs: [
      { name: "amountIn", type: "uint256" },
      { name: "gasEstimate", type: "uint256" },
    ],
  },
] as const;

/**
 * The same functions typed `view`, for `eth_call` reads through typed view-only helpers: identical selectors and
 * encodings (state mutability is not part of the ABI encoding).
 */
export const clQuoterCallAbi = [
  { ...clQuoterAbi[0], stateMutability: "view" },
  { ...clQuoterAbi[1], stateMutability: "view" },
  { ...clQuoterAbi[2], stateMutability: "view" },
  { ...clQuoterAbi[3], stateMutability: "view" },
] as const;
