/**
 * The trading-wallet (`walletMode: "TRADING"`) path of Bitcoin spoke writes, as the platform SDK does it: the
 * user's funds sit in a trading wallet at the exchange, co-owned by the user and the exchange. The exchange builds
 * the withdrawal PSBT (payment to the asset manager plus the `OP_RETURN` commitment of `keccak256(payload)`), the
 * user signs their inputs, and the exchange co-signs and broadcasts. The trading wallet's address is the intent's
 * source address (the hub wallet is derived from it), so pass it as `srcAddress` to the swap.
 *
 * @example The trading address of a user
 * ```ts
 * import assert from "node:assert/strict";
 * import { createExchangeClient } from "./exchange_client.ts";
 * import { resolveTradingWallet } from "./trading_wallet.ts";
 * const fetch = () => Promise.resolve(Response.json({ data: { tradingAddress: "bc1qt", userAddress: "bc1qu", userPublicKey: "02" } }));
 * const exchange = createExchangeClient("http://exchange.local/api", { fetch });
 * const wallet = { getWalletAddress: () => Promise.resolve("bc1qu"), getPublicKey: () => Promise.resolve("02"), signPsbt: () => Promise.reject(new Error("unused")) };
 * const r = await resolveTradingWallet(exchange, wallet, { operation: "create intent", context: {} });
 * assert.ok(r.ok && r.value.tradingAddress === "bc1qt");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";
import { bitcoinVerificationHash } from "./commitment.ts";
import type { ExchangeCallOptions, ExchangeClient, TradingWallet } from "./exchange_client.ts";

/** What a trading-wallet step reports in its errors. */
export interface TradingStep {
  /** What is being done ("create intent"). */
  operation: string;
  /** Error context (chain keys). */
  context: ErrorContextFields;
  /** Per-call exchange options (access token, signal). @default {} */
  call?: ExchangeCallOptions | undefined;
}

/**
 * The user's trading wallet: looked up, or created from the wallet's public key when the user has none.
 *
 * @param exchange the exchange client
 * @param wallet the user's wallet
 * @param step operation, context and per-call options
 * @returns the trading wallet; `WALLET_ERROR`, or the exchange client's codes
 */
export async function resolveTradingWallet(
  exchange: ExchangeClient,
  wallet: BitcoinWalletProvider,
  step: TradingStep,
): Promise<Result<TradingWallet, ClientError>> {
  const context = { chainKey: "bitcoin", ...step.context };
  let user: string;
  try {
    user = await wallet.getWalletAddress();
  } catch (cause) {
    return err(walletError("getWalletAddress", context, cause, step.operation));
  }
  const found = await exchange.getTradingWallet(user, step.call);
  if (!found.ok) return err(inStep(found.error, step));
  if (found.value !== undefined) return ok(found.value);
  let publicKey: string;
  try {
    publicKey = await wallet.getPublicKey();
  } catch (cause) {
    return err(walletError("getPublicKey", context, cause, step.operation));
  }
  const created = await exchange.createTradingWallet({ walletAddress: user, publicKey }, step.call);
  return created.ok ? created : err(inStep(created.error, step));
}

/** Parameters of {@link sendTradingWithdraw}. */
export interface TradingWithdrawParams extends TradingStep {
  /** The exchange client. */
  exchange: ExchangeClient;
  /** The user's wallet (signs its inputs of the PSBT). */
  wallet: BitcoinWalletProvider;
  /** The trading wallet. */
  trading: TradingWallet;
  /** Sats paid to the asset manager. */
  amount: bigint;
  /** Exchange token id (`0:0` for BTC). */
  tokenId: string;
  /** The hub payload committed to. */
  payload: Hex;
  /** Return the exchange's unsigned PSBT without asking the wallet. @default false */
  raw?: boolean | undefined;
}

/**
 * Has the exchange build the withdrawal, then (unless `raw`) signs it and has the exchange co-sign and send it.
 *
 * @param params see {@link TradingWithdrawParams}
 * @returns the txid, or the unsigned PSBT; `ABORTED`, `WALLET_ERROR`, or the exchange client's codes
 */
export async function sendTradingWithdraw(
  params: TradingWithdrawParams,
): Promise<Result<{ raw: false; txHash: string } | { raw: true; psbt: string }, ClientError>> {
  const { exchange, wallet, trading, call = {} } = params;
  const context = { chainKey: "bitcoin", ...params.context, from: trading.tradingAddress };
  const built = await exchange.createWithdrawTransaction({
    amount: params.amount,
    tokenId: params.tokenId,
    sodaxData: bitcoinVerificationHash(params.payload).slice(2),
  }, call);
  if (!built.ok) return err(inStep(built.error, params));
  if (params.raw === true) return ok({ raw: true, psbt: built.value.base64Psbt });
  if (call.signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${params.operation}: aborted`, {
        context: { ...(context as Readonly<Record<string, unknown>>) },
        cause: call.signal.reason,
      }),
    );
  }
  let signed: string;
  try {
    signed = await wallet.signPsbt(built.value.base64Psbt, {
      inputsToSign: built.value.userInputIndexes.map((index) => ({ index })),
      finalize: false,
    });
  } catch (cause) {
    return err(walletError("signPsbt", context, cause, params.operation));
  }
  const sent = await exchange.signWithdrawTransaction({
    userAddress: trading.userAddress,
    signedBase64Tx: signed,
  }, call);
  return sent.ok ? ok({ raw: false, txHash: sent.value }) : err(inStep(sent.error, params));
}

function inStep(error: ClientError, step: TradingStep): ClientError {
  return new ClientError(error.code, `Cannot ${step.operation}: ${error.message}`, {
    context: {
      ...(step.context as Readonly<Record<string, unknown>>),
      ...error.context,
      chainKey: "bitcoin",
    },
    cause: error.cause,
  });
}
