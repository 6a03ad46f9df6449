/**
 * PancakeSwap Infinity universal router ABI subset (`dex.concentratedLiquidityConfig.router`): `execute` with a
 * deadline, the `INFI_SWAP` and `SWEEP` command bytes, the swap action codes and the CL swap structs of its action
 * plans (`CLSwapExactInputSingleParams`, `CLSwapExactOutputSingleParams`, `CLSwapExactInputParams`, `PathKey`).
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
 *   pancake-v4-periphery struct had an extra `sqrtPriceLimitX96`; Infinity removed it);
 *   `CLSwapExactOutputSingleParams(PoolKey poolKey, bool zeroForOne, uint128 amountOut, uint128 amountInMaximum,
 *   bytes hookData)`; `CLSwapExactInputParams(Currency currencyIn, PathKey[] path, uint128 amountIn,
 *   uint128 amountOutMinimum)` (and `CLSwapExactOutputParams(Currency currencyOut, PathKey[] path, uint128
 *   amountOut, uint128 amountInMaximum)`, not used here).
 * - infinity-periphery `src/libraries/PathKey.sol` (imports from infinity-core): `PathKey(Currency
 *   intermediateCurrency, uint24 fee, IHooks hooks, IPoolManager poolManager, bytes hookData, bytes32 parameters)`;
 *   `getPoolAndSwapDirection(currencyIn)` sorts `(currencyIn, intermediateCurrency)` into the pool's currencies and
 *   swaps zeroForOne when `currencyIn` is the lower one; an exact-input path lists, per hop, the currency it buys.
 * - infinity-periphery `src/libraries/Actions.sol`: CL_SWAP_EXACT_IN_SINGLE 0x06, CL_SWAP_EXACT_IN 0x07,
 *   CL_SWAP_EXACT_OUT_SINGLE 0x08, CL_SWAP_EXACT_OUT 0x09 (the same in pancake-v4-periphery and the Infinity SDK).
 * - universal router `src/libraries/Commands.sol`: `SWEEP = 0x04`, input `abi.encode(address token, address
 *   recipient, uint256 amountMin)` (`Dispatcher.sol`), recipient mapped through `ActionConstants.MSG_SENDER =
 *   address(1)` to the caller: it returns the native value an exact-output swap did not spend.
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

/** `CLSwapExactOutputSingleParams` components (Infinity periphery `ICLRouterBase`). */
export const CL_SWAP_EXACT_OUT_SINGLE_COMPONENTS = [
  { name: "poolKey", type: "tuple", components: POOL_KEY_COMPONENTS },
  { name: "zeroForOne", type: "bool" },
  { name: "amountOut", type: "uint128" },
  { name: "amountInMaximum", type: "uint128" },
  { name: "hookData", type: "bytes" },
] as const;

/** `PathKey` components (Infinity periphery `PathKey.sol`). */
export const PATH_KEY_COMPONENTS = [
  { name: "intermediateCurrency", type: "address" },
  { name: "fee", type: "uint24" },
  { name: "hooks", type: "address" },
  { name: "poolManager", type: "address" },
  { name: "hookData", type: "bytes" },
  { name: "parameters", type: "bytes32" },
] as const;

/** `CLSwapExactInputParams` components (Infinity periphery `ICLRouterBase`). */
export const CL_SWAP_EXACT_IN_COMPONENTS = [
  { name: "currencyIn", type: "address" },
  { name: "path", type: "tuple[]", components: PATH_KEY_COMPONENTS },
  { name: "amountIn", type: "uint128" },
  { name: "amountOutMinimum", type: "uint128" },
] as const;

/** CL swap action codes of the Infinity periphery (`Actions.sol`). */
export const CL_SWAP_ACTIONS = {
  CL_SWAP_EXACT_IN_SINGLE: 0x06,
  CL_SWAP_EXACT_IN: 0x07,
  CL_SWAP_EXACT_OUT_SINGLE: 0x08,
  CL_SWAP_EXACT_OUT: 0x09,
} as const;

/** `ActionConstants.MSG_SENDER`: the recipient sentinel the router maps to the caller of `execute`. */
export const ROUTER_MSG_SENDER = "0x0000000000000000000000000000000000000001" as const;

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
  SWEEP: 0x04,
  INFI_SWAP: 0x10,
} as const;
