/**
 * PancakeSwap Infinity universal router ABI subset (`dex.concentratedLiquidityConfig.router`): `execute` with a
 * deadline, the `INFI_SWAP` command byte and the `CLSwapExactInputSingleParams` struct of its action plan.
 *
 * Provenance (public sources, confirmed, not copied):
 * - pancakeswap/infinity-universal-router `src/UniversalRouter.sol`: `execute(bytes commands, bytes[] inputs,
 *   uint256 deadline)` payable, reverting `TransactionDeadlinePassed` when `block.timestamp > deadline`; one
 *   command byte per `inputs` entry — selector `0x3593564c` (keccak of the signature).
 * - `src/libraries/Commands.sol`: `INFI_SWAP = 0x10`; `src/base/Dispatcher.sol` hands that command's input whole
 *   to `BaseActionsRouter._executeActions`, i.e. `abi.encode(bytes actions, bytes[] params)` (the same payload
 *   shape as the position manager's `modifyLiquidities`).
 * - pancakeswap/infinity-periphery `src/pool-cl/interfaces/ICLRouterBase.sol`: `CLSwapExactInputSingleParams
 *   (PoolKey poolKey, bool zeroForOne, uint128 amountIn, uint128 amountOutMinimum, bytes hookData)` (the older
 *   pancake-v4-periphery struct had an extra `sqrtPriceLimitX96`; Infinity removed it).
 * - `src/InfinityRouter.sol` `_handleAction`: `SETTLE_ALL` decodes `(Currency, uint256 maxAmount)` and pays the
 *   full debt from `msgSender()` (the caller of `execute`); `TAKE_ALL` decodes `(Currency, uint256 minAmount)`
 *   and sends the full credit to `msgSender()`. ERC-20 payments go through Permit2 (`InfinitySwapRouter._pay` ->
 *   `payOrPermit2Transfer`), so the payer approves Permit2 and `permit2.approve(token, router, ...)`; the native
 *   currency is settled from the call value.
 *
 * @example Check the execute selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { clRouterAbi, INFI_COMMANDS } from "./cl_router.ts";
 * assert.equal(toFunctionSelector(clRouterAbi[0]), "0x3593564c");
 * assert.equal(INFI_COMMANDS.INFI_SWAP, 0x10);
 * ```
 * @module
 */
import { POOL_KEY_COMPONENTS } from "./cl_position_manager.ts";

/** `CLSwapExactInputSingleParams` components (Infinity periphery `ICLRouterBase`). */
export const CL_SWAP_EXACT_IN_SINGLE_COMPONENTS = [
  { name: "poolKey", type: "tuple", components: POOL_KEY_COMPONENTS },
  { name: "zeroForOne", type: "bool" },
  { name: "amountIn", type: "uint128" },
  { name: "amountOutMinimum", type: "uint128" },
  { name: "hookData", type: "bytes" },
] as const;

/** `execute(bytes,bytes[],uint256)`. */
export const clRouterAbi = [
  {
    type: "function",
    name: "execute",
    stateMutability: "payable",
    inputs: [
      { name: "commands", type: "bytes" },
      { name: "inputs", type: "bytes[]" },
      { name: "deadline", type: "uint256" },
    ],
    outputs: [],
  },
] as const;

/** Universal router command bytes (`Commands.sol`) used by the dex service. */
export const INFI_COMMANDS = {
  INFI_SWAP: 0x10,
} as const;
