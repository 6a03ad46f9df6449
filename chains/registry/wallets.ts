/**
 * Wallet-provider interfaces of every chain family, and the family → provider map the swap service types its
 * `walletProvider` with. EVM, Solana and Stellar have implementations (`createPrivateKeyEvmWallet`,
 * `createKeypairSolanaWallet`, `createKeypairStellarWallet`); the others are interfaces only, because their
 * signing needs an SDK that is not a dependency (their adapters answer `UNSUPPORTED_CHAIN_OPERATION`).
 *
 * @example Type a provider by family
 * ```ts
 * import assert from "node:assert/strict";
 * import type { WalletProviderOf } from "./wallets.ts";
 * const near: WalletProviderOf<"NEAR"> = {
 *   getWalletAddress: () => Promise.resolve("alice.near"),
 *   signAndSendTransaction: () => Promise.resolve({ transactionHash: "x" }),
 * };
 * assert.ok((await near.getWalletAddress()) === "alice.near");
 * ```
 * @module
 */
import type { ChainType } from "../../core/chains/mod.ts";
import type { EvmWalletProvider } from "../evm/wallet.ts";
import type { SolanaWalletProvider } from "../solana/wallet.ts";
import type { StellarWalletProvider } from "../stellar/wallet.ts";
import type { BitcoinWalletProvider } from "../bitcoin/wallet.ts";
import type { IconWalletProvider } from "../icon/wallet.ts";
import type { InjectiveWalletProvider } from "../injective/wallet.ts";
import type { NearWalletProvider } from "../near/wallet.ts";
import type { StacksWalletProvider } from "../stacks/wallet.ts";
import type { SuiWalletProvider } from "../sui/wallet.ts";

export {
  type BitcoinExchangeExtras,
  type BitcoinSignPsbtOptions,
  type BitcoinWalletProvider,
  buildExchangeHeaders,
  type BuildExchangeHeadersParams,
  type ExchangeRequestInfo,
  type ExchangeSignRequest,
} from "../bitcoin/wallet.ts";
export type { HederaWalletProvider } from "../evm/hedera_wallet.ts";
export type { IconCallRequest, IconWalletProvider } from "../icon/wallet.ts";
export type { InjectiveCoin, InjectiveExecuteRequest, InjectiveWalletProvider } from "../injective/wallet.ts";
export type { NearFunctionCall, NearTransactionRequest, NearWalletProvider } from "../near/wallet.ts";
export type { StacksContractCallRequest, StacksWalletProvider } from "../stacks/wallet.ts";
export type { SuiSignedTransaction, SuiTransactionRequest, SuiWalletProvider } from "../sui/wallet.ts";
export type { EvmWalletProvider, SolanaWalletProvider, StellarWalletProvider };

/** The wallet provider of each chain family. */
export interface SpokeWalletProviders {
  /** EVM chains, the hub, Hedera, Robinhood. */
  EVM: EvmWalletProvider;
  /** Solana. */
  SOLANA: SolanaWalletProvider;
  /** Stellar. */
  STELLAR: StellarWalletProvider;
  /** Sui. */
  SUI: SuiWalletProvider;
  /** Injective. */
  INJECTIVE: InjectiveWalletProvider;
  /** ICON. */
  ICON: IconWalletProvider;
  /** NEAR. */
  NEAR: NearWalletProvider;
  /** Bitcoin. */
  BITCOIN: BitcoinWalletProvider;
  /** Stacks. */
  STACKS: StacksWalletProvider;
}

/** The wallet provider of family `T`. */
export type WalletProviderOf<T extends ChainType> = T extends keyof SpokeWalletProviders
  ? SpokeWalletProviders[T]
  : never;

/** Any family's wallet provider (what a chain-neutral `swap({walletProvider})` accepts). */
export type AnySpokeWalletProvider = SpokeWalletProviders[keyof SpokeWalletProviders];

/**
 * The address of any family's wallet provider: `getAddress()` (EVM), `getWalletAddress()` (Sui, Injective, ICON,
 * NEAR, Bitcoin, Stacks) or `getPublicKey()` (Solana, Stellar: the public key is the address).
 *
 * @param wallet a wallet provider of any family
 * @returns its address; rejects as the wallet's method does, or with a TypeError for an object with none of them
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { walletAddressOf } from "./wallets.ts";
 * assert.equal(await walletAddressOf({ getWalletAddress: () => Promise.resolve("alice.near") } as never), "alice.near");
 * ```
 */
export function walletAddressOf(wallet: AnySpokeWalletProvider): Promise<string> {
  const w = wallet as unknown as Record<string, unknown>;
  for (const method of ["getAddress", "getWalletAddress", "getPublicKey"] as const) {
    const fn = w[method];
    if (typeof fn === "function") return Promise.resolve(fn.call(wallet) as Promise<string>);
  }
  return Promise.reject(new TypeError("the wallet provider has no address method"));
}
