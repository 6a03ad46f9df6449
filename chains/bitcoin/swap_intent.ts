/**
 * `createBitcoinSwapIntent`: a swap intent from Bitcoin as a split transaction
 * (docs/rules/relay.md#split-transactions). The wallet's P2WPKH UTXOs pay the gross amount to the asset
 * manager; one `OP_RETURN` output commits to `keccak256(payload)`, where `payload` is the hub call list
 * `[approve, createIntent]` (`buildSpokeIntent`); the payload itself is returned as `relayData` for the
 * relayer's `submit` `data`. With a trading-wallet exchange (`walletMode: "TRADING"`) the exchange builds
 * that transaction from the user's trading wallet instead (`trading_wallet.ts`), and the trading address is
 * the intent's source address; `params.exchange.accessToken` is sent with each exchange request.
 *
 * @example A rune is not swappable from this spoke
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * import { createBitcoinSwapIntent } from "./swap_intent.ts";
 * const esplora = createEsploraClient("http://node.local", { fetch: () => Promise.reject(new Error("unused")) });
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createBitcoinSwapIntent({ esplora, assetManager: "bc1q", nativeToken: "BTC" }, {
 *   dstChainKey: "0x2105.base", inputToken: "897442:43", hubInputToken: a, hubOutputToken: a, inputAmount: 1000n,
 *   minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, dstAddress: a, creator: a, intentsContract: a,
 * }, {} as never);
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidBitcoinAddress } from "../address/bitcoin.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import { defaultRandomBytes, intentAborted, randomUint256, walletError } from "../spoke/intent_creation.ts";
import type { SpokeSwapIntentParams, SpokeSwapIntentResult } from "../spoke/spoke_adapter.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";
import type { EsploraClient } from "./esplora.ts";
import type { ExchangeClient } from "./exchange_client.ts";
import { sendBitcoinPsbt } from "./send_psbt.ts";
import { BITCOIN_NATIVE_TOKEN_ID, isNativeBitcoinToken } from "./token_reads.ts";
import { resolveTradingWallet, sendTradingWithdraw } from "./trading_wallet.ts";

/** All the BTC there will ever be, in sats: no amount above it is meaningful. */
export const MAX_BITCOIN_SATS = 21_000_000n * 100_000_000n;

/** What {@link createBitcoinSwapIntent} needs from the adapter. */
export interface BitcoinIntentDeps {
  /** The node. */
  esplora: EsploraClient;
  /** The asset manager's address (receives the deposit). */
  assetManager: string;
  /** The chain config's `nativeToken`. */
  nativeToken: string;
  /** Source of random intent ids. @default crypto.getRandomValues */
  randomBytes?: ((length: number) => Uint8Array) | undefined;
  /** The trading-wallet exchange; when set, the deposit is a trading-wallet withdrawal. @default undefined (USER mode) */
  exchange?: ExchangeClient | undefined;
}

/**
 * Creates the intent: builds, signs and broadcasts the deposit.
 *
 * @param deps node, asset manager, native token id, randomness
 * @param params the chain-neutral intent parameters
 * @param wallet the signer
 * @returns the txid, intent, fee and relay data; failures: `UNSUPPORTED_TOKEN` (not BTC), `INVALID_AMOUNT`
 *   (above 21M BTC, below the dust threshold, or insufficient funds), `INVALID_CONFIG` (no asset manager), the
 *   input codes of `buildSpokeIntent`, and the codes of `sendBitcoinPsbt` (`WALLET_ERROR`, `ABORTED`,
 *   `UNSUPPORTED_CHAIN_OPERATION` for a non-P2WPKH wallet, `INTENT_CREATION_FAILED` for node failures)
 */
export async function createBitcoinSwapIntent(
  deps: BitcoinIntentDeps,
  params: SpokeSwapIntentParams,
  wallet: BitcoinWalletProvider,
): Promise<Result<SpokeSwapIntentResult, ClientError>> {
  const context = { chainKey: "bitcoin", dstChainKey: params?.dstChainKey };
  if (params?.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  if (!isNativeBitcoinToken(params?.inputToken, deps.nativeToken)) {
    return err(
      new ClientError(
        "UNSUPPORTED_TOKEN",
        "Cannot create intent: only native BTC can be spent from Bitcoin",
        {
          context: { ...context, field: "inputToken", value: describeValue(params?.inputToken) },
        },
      ),
    );
  }
  if (typeof params.inputAmount === "bigint" && params.inputAmount > MAX_BITCOIN_SATS) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot create intent: inputAmount exceeds 21M BTC", {
        context: { ...context, field: "inputAmount", value: params.inputAmount.toString() },
      }),
    );
  }
  if (deps.assetManager === "") {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create intent: no Bitcoin asset manager configured", {
        context: { ...context, field: "addresses.assetManager" },
      }),
    );
  }
  const call = { accessToken: params.exchange?.accessToken, signal: params.signal };
  const step = { operation: "create intent", context, call };
  let user: string;
  let trading: Awaited<ReturnType<typeof resolveTradingWallet>> | undefined;
  if (deps.exchange !== undefined) {
    trading = await resolveTradingWallet(deps.exchange, wallet, step);
    if (!trading.ok) return trading;
    user = trading.value.tradingAddress;
  } else {
    try {
      user = await wallet.getWalletAddress();
    } catch (cause) {
      return err(walletError("getWalletAddress", context, cause));
    }
    if (!isValidBitcoinAddress(user)) {
      return err(walletError("getWalletAddress", { ...context, returned: describeValue(user) }, undefined));
    }
  }
  const built = buildSpokeIntent({
    ...params,
    srcChainKey: "bitcoin",
    srcAddress: user,
    intentId: params.intentId ?? randomUint256(deps.randomBytes ?? defaultRandomBytes),
  });
  if (!built.ok) {
    return err(
      new ClientError(built.error.code, built.error.message, {
        context: { ...context, ...built.error.context },
        cause: built.error.cause,
      }),
    );
  }
  const { intent, feeAmount, payload } = built.value;
  if (trading !== undefined && deps.exchange !== undefined && trading.ok) {
    const withdrawn = await sendTradingWithdraw({
      ...step,
      exchange: deps.exchange,
      wallet,
      trading: trading.value,
      amount: params.inputAmount,
      tokenId: BITCOIN_NATIVE_TOKEN_ID,
      payload,
    });
    if (!withdrawn.ok) return withdrawn;
    const txHash = withdrawn.value.raw ? "" : withdrawn.value.txHash;
    return ok({ txHash, intent, feeAmount, relayData: { address: intent.creator, payload } });
  }
  const sent = await sendBitcoinPsbt({
    esplora: deps.esplora,
    wallet,
    payment: { address: deps.assetManager, amount: params.inputAmount },
    payload,
    signal: params.signal,
    operation: "create intent",
    context,
  });
  if (!sent.ok) return sent;
  const txHash = sent.value.raw ? "" : sent.value.txHash;
  return ok({ txHash, intent, feeAmount, relayData: { address: intent.creator, payload } });
}
