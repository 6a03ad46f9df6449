/**
 * The Bitcoin spoke (`bitcoin`): its adapter (split-tx PSBT intents, bridge deposits and hub calls built with
 * `@scure/btc-signer`, and the platform's `BitcoinSpokeService` methods), the private-key P2WPKH wallet, the
 * Esplora client, the trading-wallet exchange client (log-in, UTXO renewal, withdrawal), a BIP-322 signer and a
 * ready HMAC `exchange.signRequest`. Import this entry only where Bitcoin is used; the root entry loads the adapter
 * lazily through spoke routing.
 *
 * @example A wallet and an adapter
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createBitcoinSpokeAdapter, createPrivateKeyBitcoinWallet } from "./mod.ts";
 * const adapter = createBitcoinSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["bitcoin"]);
 * const wallet = createPrivateKeyBitcoinWallet("0000000000000000000000000000000000000000000000000000000000000001");
 * assert.ok(wallet.ok && adapter.isValidAddress(await wallet.value.getWalletAddress()));
 * ```
 * @module
 */
export {
  type BitcoinSpokeAdapter,
  type BitcoinSpokeAdapterOptions,
  type BitcoinSpokeChainConfig,
  createBitcoinSpokeAdapter,
} from "./adapter.ts";
export { type BitcoinAddressType, bitcoinAddressType } from "./address_type.ts";
export {
  BITCOIN_DUST_THRESHOLD,
  buildBitcoinPsbt,
  type BuildBitcoinPsbtParams,
  type BuiltBitcoinPsbt,
} from "./build_psbt.ts";
export {
  BITCOIN_COMMITMENT_MARKER,
  BITCOIN_COMMITMENT_OPCODE,
  bitcoinCommitmentScript,
  bitcoinVerificationHash,
} from "./commitment.ts";
export {
  createEsploraClient,
  DEFAULT_BITCOIN_FEE_RATE,
  DEFAULT_FEE_TARGET_BLOCKS,
  type EsploraClient,
  type EsploraClientOptions,
  type EsploraTxStatus,
  type EsploraUtxo,
} from "./esplora.ts";
export {
  createExchangeClient,
  type ExchangeCallOptions,
  type ExchangeClient,
  type ExchangeClientOptions,
  type ExchangeWithdrawTx,
  type TradingWallet,
} from "./exchange_client.ts";
export type {
  AuthenticateWithWalletOptions,
  ExchangeAuthCalls,
  ExchangeAuthResult,
} from "./exchange_auth.ts";
export type {
  ExchangeBuiltTx,
  ExchangeMaxSpent,
  ExchangeSignedTx,
  ExchangeTradingTxCalls,
  ExchangeWithdrawParams,
} from "./exchange_trading_txs.ts";
export type {
  ExchangeUmsCalls,
  ExchangeUtxo,
  ExchangeUtxoList,
  ExchangeWalletBalance,
} from "./exchange_ums.ts";
export { signBip322Simple } from "./bip322.ts";
export { BITCOIN_MAINNET, BITCOIN_TESTNET, type BitcoinNetwork, bitcoinNetworkOf } from "./network.ts";
export type { BitcoinServiceMethods, FundTradingWalletOptions } from "./service_methods.ts";
export { createHmacExchangeSigner, type HmacExchangeSignerOptions } from "./hmac_exchange_signer.ts";
export { MAX_BITCOIN_SATS } from "./swap_intent.ts";
export { BITCOIN_NATIVE_TOKEN_ID, isNativeBitcoinToken } from "./token_reads.ts";
export { createPrivateKeyBitcoinWallet } from "./wallet_private_key.ts";
export type * from "./wallet.ts";
