/** `eth_call` answers: ERC-20 reads, hub wallet derivation; anything else returns `0x`. */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  isAddressEqual,
  maxUint256,
  toFunctionSelector,
} from "viem";
import { erc20Abi } from "../../chains/evm/abis/erc20.ts";
import { hubWalletFactoryAbi, walletRouterAbi } from "../../chains/evm/abis/hub_wallet.ts";
import { deriveSimHubWallet, deriveSimRouterWallet } from "./hub_wallet.ts";
import { RPC_ERRORS, RpcError } from "./_jsonrpc.ts";

const SELECTORS = {
  allowance: toFunctionSelector(erc20Abi[1]),
  balanceOf: toFunctionSelector(erc20Abi[2]),
  decimals: "0x313ce567",
  factory: toFunctionSelector(hubWalletFactoryAbi[0]),
  router: toFunctionSelector(walletRouterAbi[0]),
} as const;

/** What `eth_call` needs to know. */
export interface EthCallContext {
  hubChainId: bigint;
  balance: bigint;
  hubWalletFactory?: Address | undefined;
  walletRouter?: Address | undefined;
}

/** Answers `eth_call({to, data})`. */
export function ethCall(ctx: EthCallContext, to: Address | undefined, data: Hex): Hex {
  const selector = data.slice(0, 10).toLowerCase();
  const uint = (v: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [v]);
  const address = (a: Address): Hex => encodeAbiParameters([{ type: "address" }], [a]);
  switch (selector) {
    case SELECTORS.allowance:
      return uint(maxUint256);
    case SELECTORS.balanceOf:
      return uint(ctx.balance);
    case SELECTORS.decimals:
      return uint(18n);
    case SELECTORS.factory: {
      if (!matches(ctx.hubWalletFactory, to)) return "0x";
      const { args } = decode(() => decodeFunctionData({ abi: hubWalletFactoryAbi, data }));
      return address(deriveSimHubWallet(args[0], args[1]));
    }
    case SELECTORS.router: {
      if (!matches(ctx.walletRouter, to)) return "0x";
      const { args } = decode(() => decodeFunctionData({ abi: walletRouterAbi, data }));
      return address(deriveSimRouterWallet(args[0], ctx.hubChainId));
    }
    default:
      return "0x";
  }
}

function matches(expected: Address | undefined, to: Address | undefined): boolean {
  return expected === undefined || (to !== undefined && isAddressEqual(expected, to));
}

function decode<T>(fn: () => T): T {
  try {
    return fn();
  } catch (cause) {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: malformed calldata", String(cause));
  }
}
