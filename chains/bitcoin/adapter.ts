/**
 * `createBitcoinSpokeAdapter`: the {@link SpokeAdapter} of Bitcoin (`bitcoin`). Bitcoin is a split-tx chain
 * (docs/rules/relay.md#split-transactions): a swap intent, bridge deposit or hub-call message is a PSBT built
 * with `@scure/btc-signer` from the wallet's P2WPKH UTXOs (fee rate from the node, dust threshold 546 sats,
 * change back to the sender) whose `OP_RETURN` output carries only `keccak256(payload)`; the full hub payload
 * is returned as `relayData` and goes to the relayer as the submit's `data`. The node is an Esplora /
 * mempool.space REST API at the chain's `rpcUrl`.
 *
 * @example A malformed txid is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createBitcoinSpokeAdapter } from "./adapter.ts";
 * const adapter = createBitcoinSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["bitcoin"]);
 * assert.equal(adapter.chainKey, "bitcoin");
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateBitcoinGas } from "./estimate_gas.ts";
import type { ExchangeSignRequest } from "../../core/auth/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { isValidBitcoinAddress } from "../address/mod.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import type {
  SpokeAdapter,
  SpokeBridgeDepositParams,
  SpokeBridgeDepositResult,
  SpokeHubCallParams,
  SpokeHubCallResult,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";
import { createBitcoinBridgeDeposit } from "./bridge_deposit.ts";
import { createEsploraClient } from "./esplora.ts";
import { createExchangeClient } from "./exchange_client.ts";
import { type BitcoinServiceMethods, createBitcoinServiceMethods } from "./service_methods.ts";
import { sendBitcoinHubCalls } from "./send_hub_calls.ts";
import { createBitcoinSwapIntent } from "./swap_intent.ts";
import { createBitcoinTokenReads } from "./token_reads.ts";
import { verifyBitcoinTx } from "./verify_tx_hash.ts";

/** The chain settings the Bitcoin adapter reads (a structural subset of `BitcoinChainConfig`). */
export interface BitcoinSpokeChainConfig {
  /** Esplora-style REST root (`https://mempool.space/api`). */
  rpcUrl: string;
  /** Addresses by role; `assetManager` receives deposits. */
  addresses: Readonly<Record<string, string>>;
  /** The native coin's id in the chain config. @default "BTC" */
  nativeToken?: string | undefined;
  /** Confirmation polling. @default { pollingIntervalMs: 60000, maxTimeoutMs: 3600000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
  /**
   * The trading-wallet exchange. With `walletMode: "TRADING"` (the packaged default) intents and deposits are
   * withdrawals from the user's trading wallet built and co-signed by the exchange; with `"USER"` (or no exchange)
   * they are PSBTs spending the user's own P2WPKH UTXOs. @default undefined (USER mode)
   */
  exchange?: { apiUrl: string; umsUrl?: string | undefined; walletMode?: string | undefined } | undefined;
  /** `"MAINNET"` or another network (`getBtcNetwork`). @default "MAINNET" */
  network?: string | undefined;
}

/** Options of the Bitcoin adapter: the shared injection points plus the exchange request signer. */
export interface BitcoinSpokeAdapterOptions extends SpokeAdapterOptions {
  /** Client-side exchange options (docs/rules/auth.md#exchange-signature). @default {} (no signature header) */
  exchange?: { signRequest?: ExchangeSignRequest | undefined } | undefined;
}

/** A Bitcoin {@link SpokeAdapter}, with the platform's `BitcoinSpokeService` methods ({@link BitcoinServiceMethods}). */
export type BitcoinSpokeAdapter = SpokeAdapter<BitcoinWalletProvider> & BitcoinServiceMethods;

/**
 * Creates the Bitcoin adapter (no I/O).
 *
 * @param config see {@link BitcoinSpokeChainConfig}
 * @param options see {@link BitcoinSpokeAdapterOptions}
 * @returns the adapter; see `createBitcoinSwapIntent`, `createBitcoinBridgeDeposit`, `sendBitcoinHubCalls`,
 *   `verifyBitcoinTx` and `createBitcoinTokenReads` for the failure codes
 * @example Bitcoin has no allowances
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createBitcoinSpokeAdapter } from "./adapter.ts";
 * const adapter = createBitcoinSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["bitcoin"]);
 * const owner = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
 * assert.deepEqual(await adapter.isAllowanceValid({ owner, token: "BTC", amount: 1n }), { ok: true, value: true });
 * ```
 */
export function createBitcoinSpokeAdapter(
  config: BitcoinSpokeChainConfig,
  options: BitcoinSpokeAdapterOptions = {},
): BitcoinSpokeAdapter {
  const polling = config.pollingConfig ?? { pollingIntervalMs: 60_000, maxTimeoutMs: 3_600_000 };
  const nativeToken = config.nativeToken ?? "BTC";
  const esplora = createEsploraClient(config.rpcUrl, { fetch: options.fetch });
  const trading = config.exchange !== undefined && (config.exchange.walletMode ?? "TRADING") === "TRADING" &&
    config.exchange.apiUrl !== "";
  const exchange = trading && config.exchange
    ? createExchangeClient(config.exchange.apiUrl, {
      fetch: options.fetch,
      signRequest: options.exchange?.signRequest,
      umsUrl: config.exchange.umsUrl,
    })
    : undefined;
  // the exchange's own calls (log-in, renewals, withdrawals) whatever the wallet mode, when one is configured
  const radfi = config.exchange !== undefined && config.exchange.apiUrl !== ""
    ? exchange ?? createExchangeClient(config.exchange.apiUrl, {
      fetch: options.fetch,
      signRequest: options.exchange?.signRequest,
      umsUrl: config.exchange.umsUrl,
    })
    : undefined;
  const intentDeps = {
    esplora,
    exchange,
    assetManager: config.addresses.assetManager ?? "",
    nativeToken,
    randomBytes: options.randomBytes,
  };
  return {
    chainKey: "bitcoin",
    family: "BITCOIN",
    isValidAddress: (address: string): boolean => isValidBitcoinAddress(address),
    createSwapIntent: (
      params: SpokeSwapIntentParams,
      wallet: BitcoinWalletProvider,
    ): Promise<Result<SpokeSwapIntentResult, ClientError>> =>
      createBitcoinSwapIntent(intentDeps, params, wallet),
    createBridgeDeposit: (
      params: SpokeBridgeDepositParams,
      wallet: BitcoinWalletProvider | undefined,
    ): Promise<Result<SpokeBridgeDepositResult, ClientError>> =>
      createBitcoinBridgeDeposit(intentDeps, params, wallet),
    sendHubCalls: (
      params: SpokeHubCallParams,
      wallet: BitcoinWalletProvider | undefined,
    ): Promise<Result<SpokeHubCallResult, ClientError>> => sendBitcoinHubCalls(intentDeps, params, wallet),
    estimateGas: (tx, estimate = {}) => estimateBitcoinGas(esplora, tx, estimate),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifyBitcoinTx(esplora, hash, {
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createBitcoinTokenReads(esplora, nativeToken),
    ...createBitcoinServiceMethods({
      esplora,
      exchange: radfi,
      walletMode: trading ? "TRADING" : "USER",
      network: config.network,
    }),
  };
}
