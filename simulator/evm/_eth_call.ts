/**
 * `eth_call` answers: ERC-20 reads, hub wallet derivation, and deterministic state for the hub reads of the hub
 * services (money-market reserve list and user reserves, ERC-4626 vault reads, dex CL positions); anything else
 * returns `0x`.
 */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  getAddress,
  type Hex,
  isAddressEqual,
  keccak256,
  maxUint256,
  toFunctionSelector,
} from "viem";
import { aavePoolAbi } from "../../chains/evm/abis/aave_pool.ts";
import { clPositionManagerAbi } from "../../chains/evm/abis/cl_position_manager.ts";
import { erc20Abi } from "../../chains/evm/abis/erc20.ts";
import { erc4626Abi } from "../../chains/evm/abis/erc4626.ts";
import { uiPoolDataProviderAbi } from "../../chains/evm/abis/ui_pool_data_provider.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { hubWalletFactoryAbi, walletRouterAbi } from "../../chains/evm/abis/hub_wallet.ts";
import { deriveSimHubWallet, deriveSimRouterWallet } from "./hub_wallet.ts";
import { RPC_ERRORS, RpcError } from "./_jsonrpc.ts";

const SELECTORS = {
  allowance: toFunctionSelector(erc20Abi[1]),
  balanceOf: toFunctionSelector(erc20Abi[2]),
  decimals: "0x313ce567",
  factory: toFunctionSelector(hubWalletFactoryAbi[0]),
  router: toFunctionSelector(walletRouterAbi[0]),
  reservesList: toFunctionSelector(aavePoolAbi[4]),
  userReserves: toFunctionSelector(uiPoolDataProviderAbi[0]),
  convertToAssets: toFunctionSelector(erc4626Abi[3]),
  totalAssets: toFunctionSelector(erc4626Abi[4]),
  totalSupply: toFunctionSelector(erc4626Abi[5]),
  asset: toFunctionSelector(erc4626Abi[6]),
  positions: toFunctionSelector(clPositionManagerAbi[1]),
} as const;

/** The simulated pool's reserves: the packaged `moneyMarket.supportedReserveAssets`, deduplicated. */
export const SIM_RESERVES: readonly Address[] = [
  ...new Map(
    DEFAULT_CLIENT_CONFIG.moneyMarket.supportedReserveAssets.map((a) => [a.toLowerCase(), getAddress(a)]),
  ).values(),
];

/** Total assets (and total supply) every simulated ERC-4626 vault reports: 1e24, a 1:1 share price. */
export const SIM_VAULT_TOTAL = 10n ** 24n;

/** A deterministic small number from a seed string: `keccak256(seed) mod modulo`. */
function pick(seed: string, modulo: bigint): bigint {
  return BigInt(keccak256(new TextEncoder().encode(seed))) % modulo;
}

/** What `eth_call` needs to know. */
export interface EthCallContext {
  /** Relay chain id of the hub (wallet-router derivation). */
  hubChainId: bigint;
  /** Balance every ERC-20 `balanceOf` reports. */
  balance: bigint;
  /** The only address answering `getDeployedAddress(uint256,bytes)`. @default any address */
  hubWalletFactory?: Address | undefined;
  /** The only address answering `getDeployedAddress(address)`. @default any address */
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
    case SELECTORS.reservesList:
      return encodeAbiParameters([{ type: "address[]" }], [SIM_RESERVES]);
    case SELECTORS.userReserves: {
      const { args } = decode(() => decodeFunctionData({ abi: uiPoolDataProviderAbi, data }));
      return encodeAbiParameters(uiPoolDataProviderAbi[0].outputs, [simUserReserves(args[1]), 0]);
    }
    case SELECTORS.convertToAssets: {
      const { args } = decode(() => decodeFunctionData({ abi: erc4626Abi, data }));
      return uint(args[0] as bigint);
    }
    case SELECTORS.totalAssets:
    case SELECTORS.totalSupply:
      return uint(SIM_VAULT_TOTAL);
    case SELECTORS.asset:
      return address(getAddress(`0x${keccak256(to ?? "0x").slice(-40)}`));
    case SELECTORS.positions: {
      const { args } = decode(() => decodeFunctionData({ abi: clPositionManagerAbi, data }));
      return encodeAbiParameters(clPositionManagerAbi[1].outputs, simPosition(args[0] as bigint));
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

/**
 * The simulated user reserves of a hub wallet: every reserve, with a supply of 0..999 whole units (1e18) chosen by
 * `keccak256("{user}:{reserve}:supply")` and a debt of a third of it on every third reserve; all count as collateral.
 */
export function simUserReserves(user: Address): {
  underlyingAsset: Address;
  scaledATokenBalance: bigint;
  usageAsCollateralEnabledOnUser: boolean;
  scaledVariableDebt: bigint;
}[] {
  return SIM_RESERVES.map((reserve, i) => {
    const supplied = pick(`${user.toLowerCase()}:${reserve.toLowerCase()}:supply`, 1000n) * 10n ** 18n;
    return {
      underlyingAsset: reserve,
      scaledATokenBalance: supplied,
      usageAsCollateralEnabledOnUser: true,
      scaledVariableDebt: i % 3 === 0 ? supplied / 3n : 0n,
    };
  });
}

/**
 * The simulated CL position `tokenId`: a pool key of two currencies derived from the id, ticks -600..600 with the
 * default tick spacing 10, liquidity `tokenId * 1e18`.
 */
export function simPosition(tokenId: bigint): Parameters<
  typeof encodeAbiParameters<
    typeof clPositionManagerAbi[1]["outputs"]
  >
>[1] {
  const currency = (tag: string): Address =>
    getAddress(`0x${keccak256(new TextEncoder().encode(`${tag}:${tokenId}`)).slice(-40)}`);
  const [c0, c1] = [currency("c0"), currency("c1")].sort((
    a,
    b,
  ) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  return [
    {
      currency0: c0,
      currency1: c1,
      hooks: "0x0000000000000000000000000000000000000000",
      poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
      fee: 3000,
      parameters: `0x${"0".repeat(56)}000a0000` as Hex,
    },
    -600,
    600,
    tokenId * 10n ** 18n,
    0n,
    0n,
    "0x0000000000000000000000000000000000000000",
  ];
}
