/**
 * Pure builder of the dex exact-output single-pool swap call list, run by the user's hub wallet (which must already
 * hold `amountInMaximum` of the input currency):
 *
 * 1. unless the input is native: `tokenIn.approve(permit2, amountInMaximum)` and `permit2.approve(tokenIn, router,
 *    amountInMaximum, deadline)`;
 * 2. `router.execute(commands, inputs, deadline)` with the `INFI_SWAP` input `abi.encode(bytes
 *    [CL_SWAP_EXACT_OUT_SINGLE 0x08, SETTLE_ALL 0x0c, TAKE_ALL 0x0f], [abi.encode(CLSwapExactOutputSingleParams(
 *    poolKey, zeroForOne, amountOut, amountInMaximum, 0x)), abi.encode(tokenIn, amountInMaximum),
 *    abi.encode(tokenOut, amountOut)])`: the router swaps for exactly `amountOut` (reverting when that costs more
 *    than `amountInMaximum`), `SETTLE_ALL` pays the input actually owed (at most `amountInMaximum`) and `TAKE_ALL`
 *    delivers the output (at least `amountOut`) to the hub wallet. A native input is paid from the call value
 *    `amountInMaximum`, so a second command `SWEEP` (0x04) `abi.encode(address(0), MSG_SENDER, 0)` returns the
 *    unspent value to the hub wallet (commands `0x1004`). Sources: see `core/abis/cl_router.ts`.
 *
 * @example An ERC-20 input approves amountInMaximum, then executes one command
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSwapExactOutCalls } from "./build_swap_exact_out_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = buildSwapExactOutCalls({
 *   poolKey: {
 *     currency0: "0x00000000000000000000000000000000000000c0", currency1: "0x00000000000000000000000000000000000000c1",
 *     hooks: a, poolManager: a, fee: 3000, parameters: `0x${"0".repeat(58)}a0000`,
 *   },
 *   zeroForOne: true, amountOut: 5n, amountInMaximum: 7n, deadline: 1n,
 * }, { router: a, permit2: a });
 * assert.ok(r.ok && r.value.length === 3 && r.value[2].data.startsWith("0x3593564c"));
 * ```
 * @module
 */
import { encodeAbiParameters, type Hex } from "viem";
import {
  CL_SWAP_ACTIONS,
  CL_SWAP_EXACT_OUT_SINGLE_COMPONENTS,
  INFI_COMMANDS,
  ROUTER_MSG_SENDER,
} from "../../core/abis/cl_router.ts";
import { CL_ACTIONS } from "../../core/abis/cl_position_manager.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import { type ClPoolKey, encodeClPayload } from "./build_calls.ts";
import {
  checkSwapAmounts,
  currencyAmount,
  isNativeCurrency,
  routerExecute,
  swapApprovals,
  type SwapContracts,
} from "./_swap_calls.ts";
import { toPoolKey } from "./pool_input.ts";

/** An exact-output single-pool swap. */
export interface ClSwapExactOutSingle {
  /** The pool. */
  poolKey: ClPoolKey;
  /** Whether currency0 is sold for currency1. */
  zeroForOne: boolean;
  /** Exact output (uint128, > 0). */
  amountOut: bigint;
  /** Maximum input (uint128, > 0); the router reverts above it. */
  amountInMaximum: bigint;
  /** Unix seconds (`< 2^48`): the router's deadline and the Permit2 allowance expiration. */
  deadline: bigint;
}

/**
 * The `INFI_SWAP` command input of an exact-output single-pool swap: CL_SWAP_EXACT_OUT_SINGLE, SETTLE_ALL, TAKE_ALL.
 *
 * @param p the swap (already checked)
 * @returns `abi.encode(bytes actions, bytes[] params)`
 */
export function encodeSwapExactOutSinglePlan(p: Omit<ClSwapExactOutSingle, "deadline">): Hex {
  const tokenIn = p.zeroForOne ? p.poolKey.currency0 : p.poolKey.currency1;
  const tokenOut = p.zeroForOne ? p.poolKey.currency1 : p.poolKey.currency0;
  const swap = encodeAbiParameters(
    [{ type: "tuple", components: CL_SWAP_EXACT_OUT_SINGLE_COMPONENTS }],
    [{
      poolKey: p.poolKey,
      zeroForOne: p.zeroForOne,
      amountOut: p.amountOut,
      amountInMaximum: p.amountInMaximum,
      hookData: "0x",
    }],
  );
  return encodeClPayload(
    [CL_SWAP_ACTIONS.CL_SWAP_EXACT_OUT_SINGLE, CL_ACTIONS.SETTLE_ALL, CL_ACTIONS.TAKE_ALL],
    [swap, currencyAmount(tokenIn, p.amountInMaximum), currencyAmount(tokenOut, p.amountOut)],
  );
}

/**
 * The exact-output swap call list: Permit2 approvals of `amountInMaximum` (ERC-20 input) and `router.execute`
 * (plus a native refund sweep for a native input).
 *
 * @param p the swap
 * @param contracts the universal router and Permit2
 * @returns the calls; failures (phase `validate`, action `buildSwapExactOutCalls`): `VALIDATION_FAILED`
 *   (`field: "poolKey"` malformed key, `"zeroForOne"` not a boolean), `INVALID_AMOUNT` (`amountOut`,
 *   `amountInMaximum`, `deadline`)
 */
export function buildSwapExactOutCalls(
  p: ClSwapExactOutSingle,
  contracts: SwapContracts,
): Result<ContractCall[], ClientError> {
  const action = "buildSwapExactOutCalls";
  const poolKey = toPoolKey(p?.poolKey);
  if (poolKey === undefined) {
    return err(invalid("VALIDATION_FAILED", action, "malformed pool key", { field: "poolKey" }));
  }
  if (typeof p.zeroForOne !== "boolean") {
    return err(invalid("VALIDATION_FAILED", action, "zeroForOne must be a boolean", { field: "zeroForOne" }));
  }
  const checked = checkSwapAmounts(action, {
    amountOut: [p.amountOut, true],
    amountInMaximum: [p.amountInMaximum, true],
  }, p.deadline);
  if (!checked.ok) return checked;
  const tokenIn = p.zeroForOne ? poolKey.currency0 : poolKey.currency1;
  const plan = encodeSwapExactOutSinglePlan({ ...p, poolKey });
  const native = isNativeCurrency(tokenIn);
  const commands = native ? [INFI_COMMANDS.INFI_SWAP, INFI_COMMANDS.SWEEP] : [INFI_COMMANDS.INFI_SWAP];
  const inputs = native
    ? [
      plan,
      encodeAbiParameters([{ type: "address" }, { type: "address" }, { type: "uint256" }], [
        tokenIn,
        ROUTER_MSG_SENDER,
        0n,
      ]),
    ]
    : [plan];
  return ok([
    ...swapApprovals(tokenIn, p.amountInMaximum, p.deadline, contracts),
    routerExecute(contracts.router, commands, inputs, p.deadline, native ? p.amountInMaximum : 0n),
  ]);
}
