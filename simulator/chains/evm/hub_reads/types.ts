/**
 * The shape of a simulated contract read: one handler per function selector.
 * @module
 */
import type { Address, Hex } from "viem";
import type { ChainState } from "../_chain_state.ts";
import type { BalanceBook } from "../../../state/balances/balance_book.ts";
import type { PositionsStore } from "../../../state/positions/store.ts";

/** What `eth_call` handlers need to know. */
export interface EthCallContext {
  /** Relay chain id of the hub (wallet-router derivation). */
  hubChainId: bigint;
  /** Balance every ERC-20 `balanceOf` reports. */
  balance: bigint;
  /** The only address answering `getDeployedAddress(uint256,bytes)`. @default any address */
  hubWalletFactory?: Address | undefined;
  /** The only address answering `getDeployedAddress(address)`. @default any address */
  walletRouter?: Address | undefined;
  /** The called chain's state (mined txs), for reads that reflect earlier writes. @default undefined (seeded answers) */
  state?: ChainState | undefined;
  /** The called chain's key (balance-book reads). @default undefined */
  chainKey?: string | undefined;
  /** When set, `balanceOf` and `allowance` answer from this book. @default undefined (the fixed `balance`) */
  balances?: BalanceBook | undefined;
  /** Hub positions that follow delivered writes. @default undefined (seeded answers) */
  positions?: PositionsStore | undefined;
  /** The hub vault tokens (bridge limits). @default undefined (vault token reads answer `0x`) */
  vaults?: SimVaults | undefined;
  /** The block time (ms) reads that accrue interest use. @default undefined (the reserve's last update) */
  nowMs?: number | undefined;
}

/** The deployment's hub vaults as `tokenInfo` / `getVaultReserves` answer them. */
export interface SimVaults {
  /** A hub asset's info in `vault`, `undefined` when `vault` is no vault. */
  tokenInfo(
    vault: Address,
    hubAsset: Address,
  ): { decimals: number; maxDeposit: bigint; isSupported: boolean } | undefined;
  /** The vault's hub assets and what it holds of each, `undefined` when `vault` is no vault. */
  reserves(vault: Address): { tokens: Address[]; balances: bigint[] } | undefined;
}

/**
 * Answers one function's `eth_call`: the ABI-encoded return data, or `0x` when the callee does not answer it.
 * Malformed calldata throws an `RpcError` (see {@link decodeOrRevert}).
 */
export type ReadHandler = (ctx: EthCallContext, to: Address | undefined, data: Hex) => Hex;

/** Handlers keyed by lowercase 4-byte selector (`0x` + 8 hex digits). */
export type ReadHandlers = Readonly<Record<string, ReadHandler>>;
