/**
 * PancakeSwap Infinity CL quoter ABI subset (`dex.concentratedLiquidityConfig.clQuoter`): `quoteExactInputSingle`.
 *
 * Provenance (public sources, confirmed, not copied): pancakeswap/infinity-periphery
 * `src/interfaces/IQuoter.sol` (`QuoteExactSingleParams(PoolKey poolKey, bool zeroForOne, uint128 exactAmount,
 * bytes hookData)`), `src/pool-cl/interfaces/ICLQuoter.sol` and `src/pool-cl/lens/CLQuoter.sol`:
 * `quoteExactInputSingle(QuoteExactSingleParams)` — selector `0x9938b8ed` (keccak of
 * `quoteExactInputSingle(((address,address,address,address,uint24,bytes32),bool,uint128,bytes))`). It is not
 * `view` (it runs the swap inside a vault lock and reverts with the result), so it is only ever `eth_call`ed.
 * Returns: the current source returns `(uint256 amountOut, uint256 gasEstimate, uint256 sqrtPrice,
 * uint256 newSqrtPrice)`, earlier releases `(uint256 amountOut, uint256 gasEstimate)`; this ABI declares the two
 * leading words both have in common (trailing words are ignored when decoding).
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { clQuoterAbi } from "./cl_quoter.ts";
 * assert.equal(toFunctionSelector(clQuoterAbi[0]), "0x9938b8ed");
 * ```
 * @module
 */
import { POOL_KEY_COMPONENTS } from "./cl_position_manager.ts";

/** `QuoteExactSingleParams` components (Infinity periphery `IQuoter`). */
export const QUOTE_EXACT_SINGLE_COMPONENTS = [
  { name: "poolKey", type: "tuple", components: POOL_KEY_COMPONENTS },
  { name: "zeroForOne", type: "bool" },
  { name: "exactAmount", type: "uint128" },
  { name: "hookData", type: "bytes" },
] as const;

/** `quoteExactInputSingle(QuoteExactSingleParams)` as deployed (nonpayable). */
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
] as const;

/**
 * The same function typed `view`, for `eth_call` reads through typed view-only helpers: identical selector and
 * encoding (state mutability is not part of the ABI encoding).
 */
export const clQuoterCallAbi = [{ ...clQuoterAbi[0], stateMutability: "view" }] as const;
