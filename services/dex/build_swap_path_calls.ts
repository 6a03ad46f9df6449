/**
 * Pure builder of the dex multi-hop exact-input swap call list, run by the user's hub wallet (which must already
 * hold `amountIn` of `currencyIn`):
 *
 * 1. unless the input is native: `currencyIn.approve(permit2, amountIn)` and `permit2.approve(currencyIn, router,
 *    amountIn, deadline)`;
 * 2. `router.execute([INFI_SWAP], [abi.encode(bytes [CL_SWAP_EXACT_IN 0x07, SETTLE_ALL 0x0c, TAKE_ALL 0x0f],
 *    [abi.encode(CLSwapExactInputParams(currencyIn, PathKey[] path, amountIn, minAmountOut)),
 *    abi.encode(currencyIn, amountIn), abi.encode(currencyOut, minAmountOut)])], deadline)` with `value = amountIn`
 *    for a native input. Each `PathKey` names the currency its hop buys (`intermediateCurrency`) and the rest of
 *    that hop's pool key (fee, hooks, pool manager, parameters; hookData `0x`); `currencyOut` is the last hop's
 *    `intermediateCurrency`. The router reverts when the final output is below `minAmountOut`. Sources: see
 *    `core/abis/cl_router.ts`.
 *
 * @example Two hops
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSwapPathCalls } from "./build_swap_path_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const hop = (intermediateCurrency: `0x${string}`) => ({
 *   intermediateCurrency, fee: 3000, hooks: a, poolManager: a, hookData: "0x" as const,
 *   parameters: `0x${"0".repeat(58)}a0000` as const,
 * });
 * const r = buildSwapPathCalls({
 *   currencyIn: "0x00000000000000000000000000000000000000c0",
 *   path: [hop("0x00000000000000000000000000000000000000c1"), hop("0x00000000000000000000000000000000000000c2")],
 *   amountIn: 5n, minAmountOut: 4n, deadline: 1n,
 * }, { router: a, permit2: a });
 * assert.ok(r.ok && r.value.length === 3);
 * ```
 * @module
 */
import { type Address, encodeAbiParameters, type Hex, isAddress, isHex, size } from "viem";
import { CL_ACTIONS } from "../../core/abis/cl_position_manager.ts";
import { CL_SWAP_ACTIONS, CL_SWAP_EXACT_IN_COMPONENTS, INFI_COMMANDS } from "../../core/abis/cl_router.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import { encodeClPayload } from "./build_calls.ts";
import {
  checkSwapAmounts,
  currencyAmount,
  isNativeCurrency,
  routerExecute,
  swapApprovals,
  type SwapContracts,
} from "./_swap_calls.ts";

/** The most hops a swap path may have (a guard on calldata size; the router itself sets none). */
export const MAX_SWAP_PATH_HOPS = 8;

/** One hop of a swap path (Infinity periphery `PathKey`). */
export interface ClPathKey {
  /** The currency this hop buys (exact input). */
  intermediateCurrency: Address;
  /** The pool's fee tier. */
  fee: number;
  /** The pool's hook contract. */
  hooks: Address;
  /** The pool's CL pool manager. */
  poolManager: Address;
  /** Data for the hooks (`0x` from the service). */
  hookData: Hex;
  /** The pool's parameters (bytes32). */
  parameters: Hex;
}

/** A multi-hop exact-input swap. */
export interface ClSwapExactIn {
  /** The currency paid (the zero address: native). */
  currencyIn: Address;
  /** The hops, 1..{@link MAX_SWAP_PATH_HOPS}. */
  path: readonly ClPathKey[];
  /** Exact input (uint128, > 0). */
  amountIn: bigint;
  /** Minimum final output (uint128). */
  minAmountOut: bigint;
  /** Unix seconds (`< 2^48`): the router's deadline and the Permit2 allowance expiration. */
  deadline: bigint;
}

const isAddr = (v: unknown): v is Address => typeof v === "string" && isAddress(v, { strict: false });

function wellFormedHop(h: ClPathKey | undefined): boolean {
  if (typeof h !== "object" || h === null) return false;
  if (![h.intermediateCurrency, h.hooks, h.poolManager].every(isAddr)) return false;
  if (!Number.isInteger(h.fee) || h.fee < 0 || h.fee > 0xffffff) return false;
  if (typeof h.hookData !== "string" || !isHex(h.hookData)) return false;
  return typeof h.parameters === "string" && isHex(h.parameters) && size(h.parameters) === 32;
}

/**
 * The `INFI_SWAP` command input of a multi-hop exact-input swap: CL_SWAP_EXACT_IN, SETTLE_ALL, TAKE_ALL.
 *
 * @param p the swap (already checked, non-empty path)
 * @returns `abi.encode(bytes actions, bytes[] params)`
 */
export function encodeSwapExactInPlan(p: Omit<ClSwapExactIn, "deadline">): Hex {
  const currencyOut = p.path[p.path.length - 1].intermediateCurrency;
  const swap = encodeAbiParameters(
    [{ type: "tuple", components: CL_SWAP_EXACT_IN_COMPONENTS }],
    [{ currencyIn: p.currencyIn, path: p.path, amountIn: p.amountIn, amountOutMinimum: p.minAmountOut }],
  );
  return encodeClPayload(
    [CL_SWAP_ACTIONS.CL_SWAP_EXACT_IN, CL_ACTIONS.SETTLE_ALL, CL_ACTIONS.TAKE_ALL],
    [swap, currencyAmount(p.currencyIn, p.amountIn), currencyAmount(currencyOut, p.minAmountOut)],
  );
}

/**
 * The multi-hop swap call list: Permit2 approvals of the router (ERC-20 input) and `router.execute`.
 *
 * @param p the swap
 * @param contracts the universal router and Permit2
 * @returns the calls; failures (phase `validate`, action `buildSwapPathCalls`): `INVALID_ADDRESS`
 *   (`field: "currencyIn"`), `VALIDATION_FAILED` (`field: "path"`: not an array of 1..8 hops, or a malformed hop,
 *   with its `index`), `INVALID_AMOUNT` (`amountIn`, `minAmountOut`, `deadline`)
 */
export function buildSwapPathCalls(
  p: ClSwapExactIn,
  contracts: SwapContracts,
): Result<ContractCall[], ClientError> {
  const action = "buildSwapPathCalls";
  if (!isAddr(p?.currencyIn)) {
    return err(invalid("INVALID_ADDRESS", action, "currencyIn must be an address", { field: "currencyIn" }));
  }
  const path = p.path;
  if (!Array.isArray(path) || path.length === 0 || path.length > MAX_SWAP_PATH_HOPS) {
    return err(
      invalid("VALIDATION_FAILED", action, `path must hold 1..${MAX_SWAP_PATH_HOPS} hops`, { field: "path" }),
    );
  }
  const bad = path.findIndex((h) => !wellFormedHop(h));
  if (bad >= 0) {
    return err(
      invalid("VALIDATION_FAILED", action, `malformed path hop ${bad}`, { field: "path", index: bad }),
    );
  }
  const checked = checkSwapAmounts(action, {
    amountIn: [p.amountIn, true],
    minAmountOut: [p.minAmountOut, false],
  }, p.deadline);
  if (!checked.ok) return checked;
  const plan = encodeSwapExactInPlan(p);
  const native = isNativeCurrency(p.currencyIn);
  return ok([
    ...swapApprovals(p.currencyIn, p.amountIn, p.deadline, contracts),
    routerExecute(contracts.router, [INFI_COMMANDS.INFI_SWAP], [plan], p.deadline, native ? p.amountIn : 0n),
  ]);
}
