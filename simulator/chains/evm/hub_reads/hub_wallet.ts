/**
 * Hub wallet derivation reads: the factory's `getDeployedAddress(uint256,bytes)` and the wallet router's
 * `getDeployedAddress(address)`.
 * @module
 */
import { decodeFunctionData, toFunctionSelector } from "viem";
import { hubWalletFactoryAbi, walletRouterAbi } from "../../../../core/abis/hub_wallet.ts";
import { deriveSimHubWallet, deriveSimRouterWallet } from "../../../hub_abi/hub_wallet.ts";
import type { ReadHandlers } from "./types.ts";
import { addressWord, decodeOrRevert, matches } from "./_util.ts";

/** The two derivations; only the configured factory / router answer when the context names them. */
export const hubWalletReads: ReadHandlers = {
  [toFunctionSelector(hubWalletFactoryAbi[0])]: (ctx, to, data) => {
    if (!matches(ctx.hubWalletFactory, to)) return "0x";
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: hubWalletFactoryAbi, data }));
    return addressWord(deriveSimHubWallet(args[0], args[1]));
  },
  [toFunctionSelector(walletRouterAbi[0])]: (ctx, to, data) => {
    if (!matches(ctx.walletRouter, to)) return "0x";
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: walletRouterAbi, data }));
    return addressWord(deriveSimRouterWallet(args[0], ctx.hubChainId));
  },
};
