/**
 * Pieces every dex swap call list shares: the Permit2 approvals of the router for an ERC-20 input, the
 * `router.execute` call, the `(currency, amount)` parameters of SETTLE_ALL / TAKE_ALL, and the structural checks of
 * the pure swap builders (failed Results tagged phase `validate`, never a throw).
 *
 * @example A native input needs no approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { swapApprovals } from "./_swap_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const zero = "0x0000000000000000000000000000000000000000" as const;
 * assert.deepEqual(swapApprovals(zero, 5n, 1n, { router: a, permit2: a }), []);
 * ```
 * @module
 */
import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, toHex } from "viem";
import { clRouterAbi } from "../../core/abis/cl_router.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { permit2Abi } from "../../core/abis/permit2.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { ClientError } from "../../core/errors.ts";
import { ok, type Result } from "../../core/result.ts";
import { checkUint } from "./_validate.ts";

/** The router and Permit2 a swap goes through. */
export interface SwapContracts {
  /** The universal router. */
  router: Address;
  /** Permit2. */
  permit2: Address;
}

/** The largest uint128 (router amounts). */
const U128 = (1n << 128n) - 1n;

/**
 * Whether a currency is the native coin (the zero address).
 *
 * @param currency a pool currency
 * @returns true for the zero address
 */
export function isNativeCurrency(currency: string): boolean {
  return BigInt(currency) === 0n;
}

/**
 * `abi.encode(currency, amount)`: the parameters of SETTLE_ALL (amount = the most paid) and TAKE_ALL (the least
 * received).
 *
 * @param currency the currency
 * @param amount the bound
 * @returns the encoded pair
 */
export function currencyAmount(currency: Address, amount: bigint): Hex {
  return encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [currency, amount]);
}

/**
 * `tokenIn.approve(permit2, amount)` and `permit2.approve(tokenIn, router, amount, deadline)`, or nothing for a
 * native input.
 *
 * @param tokenIn the currency paid
 * @param amount the most the router may pull
 * @param deadline the Permit2 allowance expiration (uint48)
 * @param contracts router and Permit2
 * @returns zero or two calls
 */
export function swapApprovals(
  tokenIn: Address,
  amount: bigint,
  deadline: bigint,
  contracts: SwapContracts,
): ContractCall[] {
  if (isNativeCurrency(tokenIn)) return [];
  return [
    {
      address: tokenIn,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [contracts.permit2, amount] }),
    },
    {
      address: contracts.permit2,
      value: 0n,
      data: encodeFunctionData({
        abi: permit2Abi,
        functionName: "approve",
        args: [tokenIn, contracts.router, amount, Number(deadline)],
      }),
    },
  ];
}

/**
 * `router.execute(commands, inputs, deadline)` with a call value.
 *
 * @param router the universal router
 * @param commands one command byte per input
 * @param inputs the command inputs
 * @param deadline unix seconds
 * @param value native coin sent
 * @returns the call
 */
export function routerExecute(
  router: Address,
  commands: readonly number[],
  inputs: readonly Hex[],
  deadline: bigint,
  value: bigint,
): ContractCall {
  return {
    address: router,
    value,
    data: encodeFunctionData({
      abi: clRouterAbi,
      functionName: "execute",
      args: [toHex(new Uint8Array(commands)), inputs, deadline],
    }),
  };
}

/**
 * Checks the amounts and deadline of a pure swap builder's input: each amount a uint128 (`> 0` where `positive`),
 * the deadline in `[1, 2^48 - 1]` (Permit2's uint48 expiration).
 *
 * @param action the builder, for error context
 * @param amounts field name -> [value, positive]
 * @param deadline the caller's deadline
 * @returns nothing, or `INVALID_AMOUNT` with the field (phase `validate`)
 */
export function checkSwapAmounts(
  action: string,
  amounts: Record<string, [unknown, boolean]>,
  deadline: unknown,
): Result<void, ClientError> {
  for (const [field, [value, positive]] of Object.entries(amounts)) {
    const r = checkUint(action, field, value, { min: positive ? 1n : 0n, max: U128 });
    if (!r.ok) return r;
  }
  const d = checkUint(action, "deadline", deadline, { min: 1n, max: (1n << 48n) - 1n });
  return d.ok ? ok(undefined) : d;
}
