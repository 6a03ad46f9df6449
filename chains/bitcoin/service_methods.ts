/**
 * The Bitcoin adapter's own methods, named as the platform's `BitcoinSpokeService` names them: the exchange client
 * (`radfi()`, the platform's `sodax.spoke.bitcoin.radfi`), the effective (trading or personal) wallet address,
 * funding the trading wallet from the user's own wallet, a tx's raw hex and an output's script from the node, and
 * the network parameters. Reach them through `xswap.spoke.adapter("bitcoin")` (typed as
 * {@link BitcoinServiceMethods} there) or `createBitcoinSpokeAdapter`.
 *
 * @example The network of the packaged chain, and no trading wallet without an exchange
 * ```ts
 * import assert from "node:assert/strict";
 * import { createBitcoinServiceMethods } from "./service_methods.ts";
 * import { createEsploraClient } from "./esplora.ts";
 * const methods = createBitcoinServiceMethods({
 *   esplora: createEsploraClient("http://node.local"),
 *   exchange: undefined,
 *   walletMode: "USER",
 *   network: "MAINNET",
 * });
 * assert.equal(methods.getBtcNetwork().bech32, "bc");
 * const r = await methods.getEffectiveWalletAddress("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
 * assert.deepEqual(r, { ok: true, value: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" });
 * ```
 * @module
 */
import { Transaction } from "@scure/btc-signer";
import { hex } from "@scure/base";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { EsploraClient } from "./esplora.ts";
import type { ExchangeCallOptions, ExchangeClient } from "./exchange_client.ts";
import { type BitcoinNetwork, bitcoinNetworkOf } from "./network.ts";
import { sendBitcoinPsbt } from "./send_psbt.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";

/** Options of {@link BitcoinServiceMethods.fundTradingWallet}. */
export interface FundTradingWalletOptions extends ExchangeCallOptions {
  /** Fee rate in sat/vB. @default the node's 6-block estimate */
  feeRate?: bigint | undefined;
}

/** The Bitcoin adapter's own methods (the platform's `BitcoinSpokeService`). */
export interface BitcoinServiceMethods {
  /** The exchange client (the platform's `radfi`); `UNSUPPORTED_CHAIN_OPERATION` when no exchange is configured. */
  radfi(): Promise<Result<ExchangeClient, ClientError>>;
  /** Network parameters of the configured chain (`network`: mainnet, else testnet). */
  getBtcNetwork(): Readonly<BitcoinNetwork>;
  /**
   * The address the hub wallet is derived from: the trading wallet's in `walletMode: "TRADING"` (looked up at the
   * exchange), the personal address otherwise.
   */
  getEffectiveWalletAddress(
    personalAddress: string,
    call?: ExchangeCallOptions,
  ): Promise<Result<string, ClientError>>;
  /** The trading wallet's address of a personal address, whatever the wallet mode. */
  getTradingWalletAddress(
    personalAddress: string,
    call?: ExchangeCallOptions,
  ): Promise<Result<string, ClientError>>;
  /**
   * Sends `amount` sats from the user's own P2WPKH wallet to their trading wallet (a plain payment, no commitment);
   * answers the txid.
   */
  fundTradingWallet(
    amount: bigint,
    walletAddress: string,
    walletProvider: BitcoinWalletProvider,
    options?: FundTradingWalletOptions,
  ): Promise<Result<string, ClientError>>;
  /** The raw hex of a tx from the node (`GET /tx/:txid/hex`). */
  fetchRawTransaction(
    txid: string,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<Result<string, ClientError>>;
  /** The output script (hex) of `utxo.txid:utxo.vout`, read from its raw tx. */
  fetchScriptPubKey(
    utxo: { txid: string; vout: number },
    options?: { signal?: AbortSignal | undefined },
  ): Promise<Result<string, ClientError>>;
}

/** What {@link createBitcoinServiceMethods} needs. */
export interface BitcoinServiceDeps {
  /** The node. */
  esplora: EsploraClient;
  /** The exchange client, when the chain has an exchange. */
  exchange: ExchangeClient | undefined;
  /** `"TRADING"` or `"USER"`. */
  walletMode: string;
  /** The configured network. @default "MAINNET" */
  network?: string | undefined;
}

/**
 * Creates the methods (no I/O).
 *
 * @param deps node, exchange, wallet mode and network
 * @returns the methods; failures: `UNSUPPORTED_CHAIN_OPERATION` (no exchange configured), `EXTERNAL_API_ERROR`
 *   with `context.status: 404` (the user has no trading wallet), `INVALID_AMOUNT` (a funding amount that is not a
 *   bigint above the dust threshold, or more than the wallet holds), `VALIDATION_FAILED` (a malformed txid or
 *   vout; the wallet is not `walletAddress`), `RESPONSE_VALIDATION_FAILED` (a raw tx that does not decode), the
 *   exchange client's and the Esplora client's codes, and `sendBitcoinPsbt`'s for the funding send
 */
export function createBitcoinServiceMethods(deps: BitcoinServiceDeps): BitcoinServiceMethods {
  const { esplora, exchange } = deps;
  const noExchange = (operation: string) =>
    err(
      new ClientError("UNSUPPORTED_CHAIN_OPERATION", `Cannot ${operation}: no exchange is configured`, {
        context: { chainKey: "bitcoin", field: "exchange.apiUrl" },
      }),
    );
  async function tradingAddress(
    personal: string,
    call: ExchangeCallOptions | undefined,
    operation: string,
  ): Promise<Result<string, ClientError>> {
    if (exchange === undefined) return noExchange(operation);
    const found = await exchange.getTradingWallet(personal, call);
    if (!found.ok) return found;
    if (found.value === undefined) {
      return err(
        new ClientError("EXTERNAL_API_ERROR", `Cannot ${operation}: the user has no trading wallet`, {
          context: { chainKey: "bitcoin", status: 404, userAddress: personal },
        }),
      );
    }
    return ok(found.value.tradingAddress);
  }
  const methods: BitcoinServiceMethods = {
    radfi: () => Promise.resolve(exchange === undefined ? noExchange("use the exchange") : ok(exchange)),
    getBtcNetwork: () => bitcoinNetworkOf(deps.network),
    getEffectiveWalletAddress(personalAddress, call = {}) {
      return deps.walletMode === "TRADING" && exchange !== undefined
        ? tradingAddress(personalAddress, call, "read the effective wallet address")
        : Promise.resolve(ok(personalAddress));
    },
    getTradingWalletAddress: (personalAddress, call = {}) =>
      tradingAddress(personalAddress, call, "read the trading wallet address"),
    async fundTradingWallet(amount, walletAddress, walletProvider, options = {}) {
      const operation = "fund the trading wallet";
      if (typeof amount !== "bigint" || amount <= 0n) {
        return err(
          new ClientError("INVALID_AMOUNT", `Cannot ${operation}: amount must be a positive bigint of sats`, {
            context: { chainKey: "bitcoin", field: "amount" },
          }),
        );
      }
      const to = await tradingAddress(walletAddress, options, operation);
      if (!to.ok) return to;
      const sent = await sendBitcoinPsbt({
        esplora,
        wallet: walletProvider,
        srcAddress: walletAddress,
        payment: { address: to.value, amount },
        feeRate: options?.feeRate,
        signal: options?.signal,
        operation,
        context: { to: to.value },
      });
      if (!sent.ok) return sent;
      // never raw here: sendBitcoinPsbt signs and broadcasts
      return ok(sent.value.raw ? "" : sent.value.txHash);
    },
    fetchRawTransaction: (txid, options = {}) => esplora.getRawTransaction(txid, options?.signal),
    async fetchScriptPubKey(utxo, options = {}) {
      const vout = utxo?.vout;
      if (typeof vout !== "number" || !Number.isInteger(vout) || vout < 0) {
        return err(
          new ClientError(
            "VALIDATION_FAILED",
            "Cannot read output script: vout must be a non-negative integer",
            {
              context: { chainKey: "bitcoin", field: "vout" },
            },
          ),
        );
      }
      const raw = await esplora.getRawTransaction(utxo.txid, options?.signal);
      if (!raw.ok) return raw;
      let script: Uint8Array | undefined;
      let outputs: number;
      try {
        const tx = Transaction.fromRaw(hex.decode(raw.value), {
          allowUnknownOutputs: true,
          allowUnknownInputs: true,
          disableScriptCheck: true,
        });
        outputs = tx.outputsLength;
        script = vout < outputs ? tx.getOutput(vout).script : undefined;
      } catch (cause) {
        return err(
          new ClientError(
            "RESPONSE_VALIDATION_FAILED",
            "Cannot read output script: the raw tx does not decode",
            {
              context: { chainKey: "bitcoin", txid: utxo.txid },
              cause,
            },
          ),
        );
      }
      if (script === undefined) {
        return err(
          new ClientError(
            "VALIDATION_FAILED",
            `Cannot read output script: UTXO not found: ${utxo.txid}:${vout}`,
            {
              context: { chainKey: "bitcoin", field: "vout", outputs },
            },
          ),
        );
      }
      return ok(hex.encode(script));
    },
  };
  return methods;
}
