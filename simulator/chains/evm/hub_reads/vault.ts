/**
 * ERC-4626 vault reads: a 1:1 share price over a fixed total, the underlying asset the last 20 bytes of
 * `keccak256(vault address bytes)`.
 * @module
 */
import { decodeFunctionData, getAddress, keccak256, toFunctionSelector } from "viem";
import { erc4626Abi } from "../../../../core/abis/erc4626.ts";
import type { ReadHandlers } from "./types.ts";
import { addressWord, decodeOrRevert, uintWord } from "./_util.ts";

/** Total assets (and total supply) every simulated ERC-4626 vault reports: 1e24, a 1:1 share price. */
export const SIM_VAULT_TOTAL = 10n ** 24n;

/** `convertToAssets` (identity), `totalAssets` / `totalSupply` ({@link SIM_VAULT_TOTAL}), `asset`. */
export const vaultReads: ReadHandlers = {
  [toFunctionSelector(erc4626Abi[3])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: erc4626Abi, data }));
    return uintWord(args[0] as bigint);
  },
  [toFunctionSelector(erc4626Abi[4])]: () => uintWord(SIM_VAULT_TOTAL),
  [toFunctionSelector(erc4626Abi[5])]: () => uintWord(SIM_VAULT_TOTAL),
  [toFunctionSelector(erc4626Abi[6])]: (_ctx, to) =>
    addressWord(getAddress(`0x${keccak256(to ?? "0x").slice(-40)}`)),
};
