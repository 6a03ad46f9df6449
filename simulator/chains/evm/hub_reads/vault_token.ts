/**
 * Hub vault token reads of bridge limits: `tokenInfo(address)` and `getVaultReserves()`, answered from the
 * context's {@link SimVaults} (the deployment's vaults, their hub assets and what each holds); a vault the
 * deployment does not have answers `0x` (no contract).
 * @module
 */
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex, toFunctionSelector } from "viem";
import { vaultTokenReadAbi } from "../../../../core/abis/vault_token.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert } from "./_util.ts";

/** `tokenInfo` and `getVaultReserves` selectors' handlers. */
export const vaultTokenReads: ReadHandlers = {
  [toFunctionSelector(vaultTokenReadAbi[0])]: (ctx, to, data): Hex => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: vaultTokenReadAbi, data }));
    const info = to === undefined ? undefined : ctx.vaults?.tokenInfo(to, args?.[0] as Address);
    if (info === undefined) return "0x";
    return encodeFunctionResult({
      abi: vaultTokenReadAbi,
      functionName: "tokenInfo",
      result: [info.decimals, 0n, 0n, info.maxDeposit, info.isSupported],
    });
  },
  [toFunctionSelector(vaultTokenReadAbi[1])]: (ctx, to): Hex => {
    const reserves = to === undefined ? undefined : ctx.vaults?.reserves(to);
    if (reserves === undefined) return "0x";
    return encodeFunctionResult({
      abi: vaultTokenReadAbi,
      functionName: "getVaultReserves",
      result: [reserves.tokens, reserves.balances],
    });
  },
};
