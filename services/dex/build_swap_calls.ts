/**
 * Pure builder of the dex exact-input single-pool swap call list, run by the user's hub wallet (which must already
 * hold `amountIn` of the input currency):
 *
 * 1. unless the input is native: `tokenIn.approve(permit2, amountIn)` and `permit2.approve(tokenIn, router,
 *    amountIn, deadline)` (the router pulls ERC-20 input through Permit2);
 * 2. `router.execute(commands = [INFI_SWAP], inputs = [abi.encode(bytes [CL_SWAP_EXACT_IN_SINGLE, SETTLE_ALL,
 *    TAKE_ALL], [abi.encode(CLSwapExactInputSingleParams(poolKey, zeroForOne, amountIn, minAmountOut, 0x)),
 *    abi.encode(tokenIn, amountIn), abi.encode(tokenOut, minAmountOut)])], deadline)`, with `value = amountIn`
 *    when the input is native. `SETTLE_ALL` pays (at most `amountIn`) and `TAKE_ALL` delivers (at least
 *    `minAmountOut`) to the caller, the hub wallet. Sources: see `core/abis/cl_router.ts`.
 *
 * @example A native-input swap is one payable call
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSwapCalls } from "./build_swap_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildSwapCalls({
 *   poolKey: {
 *     currency0: "0x0000000000000000000000000000000000000000", currency1: a, hooks: a, poolManager: a, fee: 3000,
 *     parameters: `0x${"0".repeat(58)}a0000`,
 *   },
 *   zeroForOne: true, amountIn: 5n, minAmountOut: 4n, deadline: 1n,
 * }, { router: a, permit2: a });
 * assert.ok(calls.length === 1 && calls[0].value === 5n && calls[0].data.startsWith("0x3593564c"));
 * ```
 * @module
 */
import { type Address, encodeAbiParameters, type Hex } from "viem";
import { CL_ACTIONS } from "../../core/abis/cl_position_manager.ts";
import { CL_SWAP_EXACT_IN_SINGLE_COMPONENTS, INFI_COMMANDS } from "../../core/abis/cl_router.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { type ClPoolKey, encodeClPayload } from "./build_calls.ts";
import { currencyAmount, isNativeCurrency, routerExecute, swapApprovals } from "./_swap_calls.ts";

/** An exact-input single-pool swap. */
export interface ClSwapExactInSingle {
  /** The pool. */
  poolKey: ClPoolKey;
  /** Whether currency0 is sold for currency1. */
  zeroForOne: boolean;
  /** Exact input (uint128). */
  amountIn: bigint;
  /** Minimum output (uint128); the router reverts below it. */
  minAmountOut: bigint;
  /** Unix seconds: the router's deadline and the Permit2 allowance expiration. */
  deadline: bigint;
}

/**
 * The `INFI_SWAP` command input: `abi.encode(bytes actions, bytes[] params)` of CL_SWAP_EXACT_IN_SINGLE (0x06),
 * SETTLE_ALL (0x0c), TAKE_ALL (0x0f).
 *
 * @param p the swap
 * @returns the encoded action plan
 * @example Three actions
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeAbiParameters } from "viem";
 * import { encodeSwapExactInSinglePlan } from "./build_swap_calls.ts";
 * const poolKey = {
 *   currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000001",
 *   fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 * } as const;
 * const plan = encodeSwapExactInSinglePlan({ poolKey, zeroForOne: true, amountIn: 2n, minAmountOut: 1n });
 * const [actions] = decodeAbiParameters([{ type: "bytes" }, { type: "bytes[]" }], plan);
 * assert.equal(actions, "0x060c0f");
 * ```
 */
export function encodeSwapExactInSinglePlan(p: Omit<ClSwapExactInSingle, "deadline">): Hex {
  const tokenIn = p.zeroForOne ? p.poolKey.currency0 : p.poolKey.currency1;
  const tokenOut = p.zeroForOne ? p.poolKey.currency1 : p.poolKey.currency0;
  const swap = encodeAbiParameters(
    [{ type: "tuple", components: CL_SWAP_EXACT_IN_SINGLE_COMPONENTS }],
    [{
      poolKey: p.poolKey,
      zeroForOne: p.zeroForOne,
      amountIn: p.amountIn,
      amountOutMinimum: p.minAmountOut,
      hookData: "0x",
    }],
  );
  return encodeClPayload(
    [CL_ACTIONS.CL_SWAP_EXACT_IN_SINGLE, CL_ACTIONS.SETTLE_ALL, CL_ACTIONS.TAKE_ALL],
    [swap, currencyAmount(tokenIn, p.amountIn), currencyAmount(tokenOut, p.minAmountOut)],
  );
}

/**
 * The swap call list: Permit2 approvals of the router (ERC-20 input) and `router.execute`.
 *
 * @param p the swap
 * @param contracts the universal router and Permit2
 * @returns the calls
 */
export function buildSwapCalls(
  p: ClSwapExactInSingle,
  contracts: { router: Address; permit2: Address },
): ContractCall[] {
  const tokenIn = p.zeroForOne ? p.poolKey.currency0 : p.poolKey.currency1;
  const plan = encodeSwapExactInSinglePlan(p);
  return [
    ...swapApprovals(tokenIn, p.amountIn, p.deadline, contracts),
    routerExecute(
      contracts.router,
      [INFI_COMMANDS.INFI_SWAP],
      [plan],
      p.deadline,
      isNativeCurrency(tokenIn) ? p.amountIn : 0n,
    ),
  ];
}
