/**
 * The exchange's trading-wallet transactions, as the platform's `RadfiProvider` calls them (each with the user's
 * access token): the renewal of expired outputs (`POST /transactions {type: "renew-utxo"}`, then the user-signed
 * PSBT to `POST /transactions/sign`), the withdrawal from the trading wallet to any address
 * (`POST /transactions {type: "withdraw"}`, `POST /transactions/sign`) and the most a withdrawal can pay
 * (`POST /transactions/max-spent`). The build calls are the raw form: they answer the unsigned PSBT the user's
 * wallet signs (every input: `signPsbt(psbt, {finalize: false})`) before the sign call, where the exchange
 * co-signs and broadcasts.
 *
 * @example Build a withdrawal against a stub exchange
 * ```ts
 * import assert from "node:assert/strict";
 * import { createExchangeClient } from "./exchange_client.ts";
 * const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
 *   assert.equal(JSON.parse(String(init?.body)).type, "withdraw");
 *   return Response.json({ data: { base64Psbt: "cHNidP8=", fee: { feeRate: 5, totalFee: 900 }, txId: "ab".repeat(32) } });
 * };
 * const exchange = createExchangeClient("http://exchange.local/api", { fetch });
 * const r = await exchange.withdrawToUser(
 *   { userAddress: "bc1qu", amount: "10000", tokenId: "0:0", withdrawTo: "bc1qu" },
 *   { accessToken: "tok" },
 * );
 * assert.ok(r.ok && r.value.fee.totalFee === 900);
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type ExchangeCallOptions, type ExchangeRequest, required } from "./_exchange_request.ts";

/** An unsigned trading-wallet tx the exchange built (the platform's `RadfiBuildTxResponse`). */
export interface ExchangeBuiltTx {
  /** The unsigned PSBT (base64). */
  base64Psbt: string;
  /** The fee it pays. */
  fee: { feeRate: number; totalFee: number };
  /** The id the tx will have once signed. */
  txId: string;
}

/** What {@link ExchangeTradingTxCalls.getMaxWithdrawable} answers (the platform's `RadfiMaxSpentResponse`). */
export interface ExchangeMaxSpent {
  /** The most a withdrawal can pay, in sats. */
  maxSatsAmt: number;
  /** Its fee rate, sat/vB. */
  feeRate: number;
  /** Its fee, in sats. */
  fee: number;
}

/** A withdrawal from the trading wallet. */
export interface ExchangeWithdrawParams {
  /** The user's address (the access token's user). */
  userAddress: string;
  /** Sats, as a decimal string (a bigint is sent as one). */
  amount: string | bigint;
  /** Exchange token id (`0:0` for BTC). */
  tokenId: string;
  /** Where the sats go (usually the user's own address). */
  withdrawTo: string;
}

/** A user-signed PSBT for the exchange to co-sign and broadcast. */
export interface ExchangeSignedTx {
  /** The user's address. */
  userAddress: string;
  /** The PSBT with the user's signatures (base64). */
  signedBase64Tx: string;
}

/** The trading-wallet transaction calls. */
export interface ExchangeTradingTxCalls {
  /** `POST /transactions {type: "renew-utxo"}`: the unsigned renewal of the listed outputs (`"<txid>:<vout>"`). */
  buildRenewUtxoTransaction(
    params: { userAddress: string; txIdVouts: readonly string[] },
    call?: ExchangeCallOptions,
  ): Promise<Result<ExchangeBuiltTx, ClientError>>;
  /** `POST /transactions/sign {type: "renew-utxo"}`: co-signs and broadcasts; answers the txid. */
  signAndBroadcastRenewUtxo(
    params: ExchangeSignedTx,
    call?: ExchangeCallOptions,
  ): Promise<Result<string, ClientError>>;
  /** `POST /transactions {type: "withdraw"}`: the unsigned withdrawal. */
  withdrawToUser(
    params: ExchangeWithdrawParams,
    call?: ExchangeCallOptions,
  ): Promise<Result<ExchangeBuiltTx, ClientError>>;
  /** `POST /transactions/sign {type: "withdraw"}`: co-signs and broadcasts; answers the txid. */
  signAndBroadcastWithdraw(
    params: ExchangeSignedTx,
    call?: ExchangeCallOptions,
  ): Promise<Result<string, ClientError>>;
  /** `POST /transactions/max-spent {type: "withdraw"}`: the most a withdrawal can pay after its fee. */
  getMaxWithdrawable(
    params: ExchangeWithdrawParams,
    call?: ExchangeCallOptions,
  ): Promise<Result<ExchangeMaxSpent, ClientError>>;
}

const count = z.number().check(z.nonnegative());
const builtSchema = z.object({
  data: z.object({
    base64Psbt: z.string().check(z.minLength(1)),
    fee: z.object({ feeRate: count, totalFee: count }),
    txId: z.string(),
  }),
});
const txIdSchema = z.object({
  data: z.object({ txId: z.union([z.string(), z.object({ data: z.string() })]) }),
});
const maxSchema = z.object({ data: z.object({ maxSatsAmt: count, feeRate: count, fee: count }) });

/**
 * The transaction calls over one request function.
 *
 * @param request the exchange's request function
 * @returns the calls; failures: the exchange client's codes, and `VALIDATION_FAILED` (an amount that is not a
 *   non-negative integer, an empty `txIdVouts`) before any request
 */
export function exchangeTradingTxCalls(request: ExchangeRequest): ExchangeTradingTxCalls {
  const bad = (field: string, why: string) =>
    err(
      new ClientError("VALIDATION_FAILED", `Cannot call exchange: ${field} ${why}`, {
        context: { chainKey: "bitcoin", field },
      }),
    );
  const withdrawBody = (p: ExchangeWithdrawParams) => {
    const amount = typeof p?.amount === "bigint" ? p.amount.toString() : p?.amount;
    if (typeof amount !== "string" || !/^\d+$/.test(amount)) return undefined;
    return { type: "withdraw", params: { ...p, amount } };
  };
  const txIdOf = (
    r: Result<z.infer<typeof txIdSchema> | undefined, ClientError>,
  ): Result<string, ClientError> => {
    const v = required(r);
    if (!v.ok) return v;
    const id = v.value.data.txId;
    // the platform reads a nested `{txId: {data}}` too
    const txid = typeof id === "string" ? id : id.data;
    return /^[0-9a-f]{64}$/i.test(txid) ? ok(txid.toLowerCase()) : err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read exchange answer: txId is not a txid", {
        context: { chainKey: "bitcoin", txId: txid.slice(0, 80) },
      }),
    );
  };
  const built = async (body: unknown, call: ExchangeCallOptions | undefined) => {
    const r = required(await request("POST", "/transactions", body, builtSchema, call));
    return r.ok ? ok(r.value.data) : r;
  };
  return {
    buildRenewUtxoTransaction(params, call = {}) {
      if (!Array.isArray(params?.txIdVouts) || params.txIdVouts.length === 0) {
        return Promise.resolve(bad("txIdVouts", "must list at least one output"));
      }
      return built({
        type: "renew-utxo",
        params: { userAddress: params.userAddress, txIdVouts: params.txIdVouts },
      }, call);
    },
    async signAndBroadcastRenewUtxo(params, call = {}) {
      return txIdOf(
        await request("POST", "/transactions/sign", { type: "renew-utxo", params }, txIdSchema, call),
      );
    },
    withdrawToUser(params, call = {}) {
      const body = withdrawBody(params);
      return body === undefined
        ? Promise.resolve(bad("amount", "must be a non-negative integer"))
        : built(body, call);
    },
    async signAndBroadcastWithdraw(params, call = {}) {
      return txIdOf(
        await request("POST", "/transactions/sign", { type: "withdraw", params }, txIdSchema, call),
      );
    },
    async getMaxWithdrawable(params, call = {}) {
      const body = withdrawBody(params);
      if (body === undefined) return bad("amount", "must be a non-negative integer");
      const r = required(await request("POST", "/transactions/max-spent", body, maxSchema, call));
      return r.ok ? ok(r.value.data) : r;
    },
  };
}
