/**
 * Permit2's `allowance(user, token, spender)` read: `(amount uint160, expiration uint48, nonce uint48)` from the
 * hub's Permit2 book when the callee is the configured Permit2 on the hub (the allowances the hub calls and
 * hub txs set, `simulator/state/positions/permit2.ts`), a never-set allowance (all zero) on any other chain or
 * callee; malformed calldata reverts, as the contract's ABI decoding does.
 * @module
 */
import { decodeFunctionData, encodeAbiParameters, toFunctionSelector } from "viem";
import { permit2AllowanceTransferAbi } from "../../../../core/abis/permit2_allowance_transfer.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, matches } from "./_util.ts";

const ALLOWANCE = permit2AllowanceTransferAbi[0];

/** `allowance(address,address,address)` (`0x927da105`). */
export const permit2Reads: ReadHandlers = {
  [toFunctionSelector(ALLOWANCE)]: (ctx, to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: [ALLOWANCE], data }));
    const [user, token, spender] = args;
    const book = ctx.positions;
    const held = book !== undefined && to !== undefined && matches(book.contracts.permit2, to)
      ? book.permit2.allowance(user, token, spender)
      : { amount: 0n, expiration: 0, nonce: 0 };
    return encodeAbiParameters(ALLOWANCE.outputs, [held.amount, held.expiration, held.nonce]);
  },
};
