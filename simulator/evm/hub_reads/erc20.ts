/**
 * ERC-20 reads every simulated chain answers: unlimited allowance, one configured balance, 18 decimals.
 * @module
 */
import { maxUint256, toFunctionSelector } from "viem";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import type { ReadHandlers } from "./types.ts";
import { uintWord } from "./_util.ts";

/** `allowance` (max), `balanceOf` (`ctx.balance`), `decimals` (18). */
export const erc20Reads: ReadHandlers = {
  [toFunctionSelector(erc20Abi[1])]: () => uintWord(maxUint256),
  [toFunctionSelector(erc20Abi[2])]: (ctx) => uintWord(ctx.balance),
  "0x313ce567": () => uintWord(18n),
};
