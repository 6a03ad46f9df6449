/**
 * ERC-20 reads every simulated chain answers: `balanceOf` and `allowance` from the balance book when the chain
 * has one (else one configured balance and an unlimited allowance), 18 decimals.
 * @module
 */
import { decodeFunctionData, erc20Abi as viemErc20Abi, maxUint256, toFunctionSelector } from "viem";
import { erc20Abi } from "../../../../core/abis/erc20.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert, uintWord } from "./_util.ts";

/** `allowance` (book or max), `balanceOf` (book or `ctx.balance`), `decimals` (18). */
export const erc20Reads: ReadHandlers = {
  [toFunctionSelector(erc20Abi[1])]: (ctx, to, data) => {
    if (ctx.balances === undefined || ctx.chainKey === undefined || to === undefined) {
      return uintWord(maxUint256);
    }
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: viemErc20Abi, data }));
    const [owner, spender] = args as readonly [string, string];
    return uintWord(ctx.balances.allowance(ctx.chainKey, owner, to, spender));
  },
  [toFunctionSelector(erc20Abi[2])]: (ctx, to, data) => {
    if (ctx.balances === undefined || ctx.chainKey === undefined || to === undefined) {
      return uintWord(ctx.balance);
    }
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: viemErc20Abi, data }));
    return uintWord(ctx.balances.balanceOf(ctx.chainKey, (args as readonly [string])[0], to));
  },
  "0x313ce567": () => uintWord(18n),
};
