/**
 * What the simulated exchange's route groups share: the chain, the clock, the trading wallets, the tokens, the
 * exchange's key and the node's broadcast; and which trading-wallet outputs have expired (a trading wallet's
 * output lives {@link SIM_TRADING_UTXO_LIFETIME_MS} of the simulator's clock; an expired one is not spent by the
 * exchange until it is renewed, `POST /transactions {type: "renew-utxo"}`).
 * @module
 */
import type { Context } from "hono";
import type { BitcoinChainState, SimUtxo } from "./chain_state.ts";
import type { BroadcastOutcome } from "./esplora_app.ts";
import type { ExchangeTokens } from "./exchange_tokens.ts";

/** How long an output of a trading wallet stays spendable by the exchange, in ms (30 days). */
export const SIM_TRADING_UTXO_LIFETIME_MS = 30 * 24 * 3_600_000;

/** A trading wallet. */
export interface TradingWalletRecord {
  /** The P2WSH 2-of-2 address. */
  tradingAddress: string;
  /** The user's P2WPKH address. */
  userAddress: string;
  /** The user's public key (hex). */
  userPublicKey: string;
  /** The P2WSH output script. */
  lockScript: Uint8Array;
  /** The 2-of-2 multisig witness script. */
  witnessScript: Uint8Array;
}

/** The hono environment of the exchange: the bearer token of the request, when one was sent and accepted. */
export type ExchangeEnv = { Variables: { token: string | undefined; user: string | undefined } };

/** Shared state and helpers of the exchange's routes. */
export interface ExchangeContext {
  /** The chain. */
  chain: BitcoinChainState;
  /** The simulator's clock in ms. */
  now: () => number;
  /** Trading wallets by user address. */
  wallets: Map<string, TradingWalletRecord>;
  /** Issued tokens. */
  tokens: ExchangeTokens;
  /** The exchange's private key (co-signs). */
  exchangeKey: Uint8Array;
  /** Broadcast on the simulated node. */
  broadcast: (rawHex: string) => BroadcastOutcome;
  /** The trading wallet of `userAddress`, created from its public key when missing. */
  ensureWallet: (userAddress: string, userPub: Uint8Array) => TradingWalletRecord;
  /** A JSON error body `{code, message}`. */
  fail: (c: Context, status: 400 | 401 | 403 | 404, code: string, message: string) => Response;
  /** Unsigned txs the exchange built at `POST /transactions` (txid -> kind and user), awaiting the user's signature. */
  pending: Map<string, { type: string; userAddress: string }>;
}

/** Whether an output (created at `createdAt`) of a trading wallet has expired at `now`. */
export function isExpiredAt(createdAt: number, now: number): boolean {
  return now - createdAt >= SIM_TRADING_UTXO_LIFETIME_MS;
}

/** The unspent outputs of a trading wallet the exchange still spends (not expired). */
export function spendableTradingUtxos(ctx: ExchangeContext, wallet: TradingWalletRecord): SimUtxo[] {
  const utxos = ctx.chain.utxosOf(wallet.tradingAddress) ?? [];
  return utxos.filter((u) => !isExpiredAt(ctx.chain.createdAtOf(u.txid, u.vout) ?? 0, ctx.now()));
}
