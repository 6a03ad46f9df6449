/**
 * `sendBitcoinHubCalls`: the Bitcoin adapter's `sendHubCalls`: a split transaction whose `OP_RETURN` commits to
 * the hub call list, with a payment of `deposit.amount` sats to the asset manager when there is a deposit (a
 * message when not: only the commitment and the change back). The hub call list itself is `relayData.payload`.
 * In trading-wallet mode a deposit is a trading-wallet withdrawal; a message is refused there, since the hub
 * wallet of a trading user is the trading address's.
 *
 * @example A raw build without a wallet returns the unsigned PSBT
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * import { sendBitcoinHubCalls } from "./send_hub_calls.ts";
 * const utxos = [{ txid: "11".repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }];
 * const fetch = (url: string | URL | Request) =>
 *   Promise.resolve(Response.json(String(url).endsWith("/utxo") ? utxos : { "6": 2 }));
 * const esplora = createEsploraClient("http://node.local", { fetch });
 * const r = await sendBitcoinHubCalls({ esplora, assetManager: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", nativeToken: "BTC" }, {
 *   srcAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
 *   hubWallet: "0x1111111111111111111111111111111111111111",
 *   payload: "0x1234",
 *   deposit: { token: "BTC", amount: 10_000n },
 *   raw: true,
 * }, undefined);
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "BITCOIN");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidBitcoinAddress } from "../address/bitcoin.ts";
import { checkHubCallParams, hubCallError } from "../spoke/hub_call_params.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";
import { sendBitcoinPsbt } from "./send_psbt.ts";
import type { BitcoinIntentDeps } from "./swap_intent.ts";
import { MAX_BITCOIN_SATS } from "./swap_intent.ts";
import { BITCOIN_NATIVE_TOKEN_ID, isNativeBitcoinToken } from "./token_reads.ts";
import { resolveTradingWallet, sendTradingWithdraw } from "./trading_wallet.ts";

const OPERATION = "send hub calls";

/**
 * Sends (or builds) the hub-call transaction.
 *
 * @param deps node, asset manager, native token id, exchange
 * @param params the hub call parameters
 * @param wallet the signer (optional with `raw` in USER mode)
 * @returns the txid or the unsigned PSBT, with the relay data; failures: the input codes of
 *   `checkHubCallParams`, `UNSUPPORTED_TOKEN` (a rune), `UNSUPPORTED_CHAIN_OPERATION` (a message in trading
 *   mode, or a non-P2WPKH wallet), `INVALID_CONFIG` (no asset manager), and the codes of `sendBitcoinPsbt` /
 *   the exchange (`INTENT_CREATION_FAILED` for node failures, as the other families' hub-call sends)
 */
export async function sendBitcoinHubCalls(
  deps: BitcoinIntentDeps,
  params: SpokeHubCallParams,
  wallet: BitcoinWalletProvider | undefined,
): Promise<Result<SpokeHubCallResult, ClientError>> {
  const checked = checkHubCallParams(params, {
    chainKey: "bitcoin",
    isValidAddress: isValidBitcoinAddress,
    isValidToken: (token) => /^\d+:\d+$/.test(token) || isNativeBitcoinToken(token, deps.nativeToken),
    maxAmount: MAX_BITCOIN_SATS,
  });
  if (!checked.ok) return checked;
  const { srcAddress, hubWallet, payload, deposit } = checked.value;
  const context = { chainKey: "bitcoin", from: srcAddress, kind: deposit ? "deposit" : "message" };
  if (deposit && !isNativeBitcoinToken(deposit.token, deps.nativeToken)) {
    return err(
      new ClientError(
        "UNSUPPORTED_TOKEN",
        "Cannot send hub calls: only native BTC can be deposited from Bitcoin",
        {
          context: { ...context, field: "deposit.token", value: deposit.token },
        },
      ),
    );
  }
  if (deposit && deps.assetManager === "") {
    return err(hubCallError("INVALID_CONFIG", "no Bitcoin asset manager configured", {
      ...context,
      field: "addresses.assetManager",
    }));
  }
  const relayData = { address: hubWallet, payload };
  if (deps.exchange !== undefined) {
    if (!deposit) {
      return err(hubCallError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "a message without deposit cannot be sent from a trading wallet (set walletMode USER)",
        context,
      ));
    }
    if (wallet === undefined) {
      return err(hubCallError("VALIDATION_FAILED", "a Bitcoin walletProvider is required in trading mode", {
        ...context,
        field: "walletProvider",
      }));
    }
    const step = {
      operation: OPERATION,
      context,
      call: { accessToken: params.exchange?.accessToken, signal: params.signal },
    };
    const trading = await resolveTradingWallet(deps.exchange, wallet, step);
    if (!trading.ok) return trading;
    const sent = await sendTradingWithdraw({
      ...step,
      exchange: deps.exchange,
      wallet,
      trading: trading.value,
      amount: deposit.amount,
      tokenId: BITCOIN_NATIVE_TOKEN_ID,
      payload,
      raw: params.raw,
    });
    if (!sent.ok) return sent;
    return ok(
      sent.value.raw
        ? { raw: true, tx: { family: "BITCOIN", psbt: sent.value.psbt }, relayData }
        : { raw: false, txHash: sent.value.txHash, relayData },
    );
  }
  const sent = await sendBitcoinPsbt({
    esplora: deps.esplora,
    wallet,
    srcAddress,
    payment: deposit ? { address: deps.assetManager, amount: deposit.amount } : undefined,
    payload,
    raw: params.raw,
    signal: params.signal,
    operation: OPERATION,
    context,
  });
  if (!sent.ok) return sent;
  return ok(
    sent.value.raw
      ? { raw: true, tx: { family: "BITCOIN", psbt: sent.value.psbt }, relayData }
      : { raw: false, txHash: sent.value.txHash, relayData },
  );
}
