/**
 * `createExchangeClient`: the trading-wallet exchange calls of the Bitcoin spoke (the platform's Radfi API):
 * look up or create the user's trading wallet, have the exchange build a withdrawal PSBT from the trading wallet
 * to the asset manager carrying the commitment, and have it co-sign and broadcast the user-signed PSBT.
 *
 * Every outbound request gets its headers in one order (docs/rules/auth.md#exchange-signature):
 * `content-type`, then the per-call `extras.exchange.accessToken` as `authorization: Bearer …`, then — merged
 * last — the headers of the configured `exchange.signRequest`, called exactly once per request with `{method,
 * path}` (`path` is the URL's path and query as the server sees it, e.g. `/api/sodax/transaction`). A signer
 * returning `Authorization` is refused (`VALIDATION_FAILED`) before the request is sent. With no signer, no
 * signature header is sent.
 *
 * Server-side only: a signer holds the exchange's secret word; never configure it in a browser bundle.
 *
 * @example The signer sees each request once
 * ```ts
 * import assert from "node:assert/strict";
 * import { createExchangeClient } from "./exchange_client.ts";
 * const seen: string[] = [];
 * const client = createExchangeClient("http://exchange.local/api", {
 *   fetch: (_url, init) => Promise.resolve(Response.json({ data: { tradingAddress: "bc1q", userAddress: "u", userPublicKey: "k", auth: new Headers(init?.headers).get("authorization") } })),
 *   signRequest: async ({ method, path }) => (seen.push(`${method} ${path}`), { "x-api-signature": "sig" }),
 * });
 * const r = await client.getTradingWallet("u", { accessToken: "tok" });
 * assert.ok(r.ok && r.value?.tradingAddress === "bc1q");
 * assert.deepEqual(seen, ["GET /api/wallets/details/u"]);
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import type { ExchangeSignRequest } from "../../core/auth/mod.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type ExchangeCallOptions, exchangeRequester, required } from "./_exchange_request.ts";
import { type ExchangeAuthCalls, exchangeAuthCalls } from "./exchange_auth.ts";
import { type ExchangeTradingTxCalls, exchangeTradingTxCalls } from "./exchange_trading_txs.ts";
import { type ExchangeUmsCalls, exchangeUmsCalls } from "./exchange_ums.ts";

export type { ExchangeCallOptions };

/** Options of {@link createExchangeClient}. */
export interface ExchangeClientOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** The configured `exchange.signRequest`. @default undefined (no signature header) */
  signRequest?: ExchangeSignRequest | undefined;
  /** Largest answer read, in bytes (docs/rules/http.md#response-size). @default DEFAULT_MAX_RESPONSE_BYTES (4 MiB) */
  maxResponseBytes?: number | undefined;
  /** The exchange's UTXO service root (the chain config's `exchange.umsUrl`). @default undefined (its reads fail `INVALID_CONFIG`) */
  umsUrl?: string | undefined;
  /** Clock in ms (the time in the log-in message). @default () => Date.now() */
  now?: (() => number) | undefined;
}

/** A user's trading wallet. */
export interface TradingWallet {
  /** The trading wallet's address (spends the user's exchange funds, co-signed by the exchange). */
  tradingAddress: string;
  /** The user's own address. */
  userAddress: string;
  /** The user's public key (hex). */
  userPublicKey: string;
}

/** A withdrawal PSBT the exchange built. */
export interface ExchangeWithdrawTx {
  /** The unsigned PSBT (base64). */
  base64Psbt: string;
  /** The inputs the user signs. */
  userInputIndexes: number[];
}

/** The exchange calls (the platform's `RadfiProvider`). */
export interface ExchangeClient extends ExchangeAuthCalls, ExchangeTradingTxCalls, ExchangeUmsCalls {
  /** `GET /wallets/details/:userAddress`; `undefined` when the user has none (404). */
  getTradingWallet(
    userAddress: string,
    call?: ExchangeCallOptions,
  ): Promise<Result<TradingWallet | undefined, ClientError>>;
  /** `POST /wallets`: creates the user's trading wallet from the user's public key. */
  createTradingWallet(
    params: { walletAddress: string; publicKey: string },
    call?: ExchangeCallOptions,
  ): Promise<Result<TradingWallet, ClientError>>;
  /** `POST /sodax/transaction`: a withdrawal of `amount` sats to the asset manager committing to `sodaxData`. */
  createWithdrawTransaction(
    params: { amount: bigint; tokenId: string; sodaxData: string },
    call?: ExchangeCallOptions,
  ): Promise<Result<ExchangeWithdrawTx, ClientError>>;
  /** `POST /sodax/transaction/sign`: the exchange co-signs and broadcasts; answers the txid. */
  signWithdrawTransaction(
    params: { userAddress: string; signedBase64Tx: string },
    call?: ExchangeCallOptions,
  ): Promise<Result<string, ClientError>>;
  /** The platform's name of {@link ExchangeClient.signWithdrawTransaction}. */
  requestRadfiSignature(
    params: { userAddress: string; signedBase64Tx: string },
    call?: ExchangeCallOptions,
  ): Promise<Result<string, ClientError>>;
  /** Whether the user has a trading wallet (`GET /wallets/details/:userAddress` answers one). */
  checkIfTradingWalletExists(
    userAddress: string,
    call?: ExchangeCallOptions,
  ): Promise<Result<boolean, ClientError>>;
}

const walletSchema = z.object({
  data: z.object({ tradingAddress: z.string(), userAddress: z.string(), userPublicKey: z.string() }),
});
const withdrawSchema = z.object({
  data: z.object({
    base64Psbt: z.string(),
    userInputIndexes: z.array(z.number().check(z.int(), z.nonnegative())),
  }),
});
const signedSchema = z.object({ data: z.object({ txId: z.string().check(z.regex(/^[0-9a-f]{64}$/i)) }) });

/**
 * Creates the client.
 *
 * @param apiUrl the exchange API root (the chain config's `exchange.apiUrl`)
 * @param options fetch and signer
 * @returns the client; every call returns (never throws) and fails with `VALIDATION_FAILED` (bad URL, body or
 *   parameters) / `INTEGRATION_ERROR` (signer), `NETWORK_ERROR` / `ABORTED` (transport, a body failing mid-read
 *   included; `context.status` when the head arrived), `EXTERNAL_API_ERROR` (non-2xx: `context.status`, `context.detail`),
 *   `RESPONSE_VALIDATION_FAILED` (unusable body), `CROSS_ORIGIN_REDIRECT` (a redirect to another origin: never
 *   followed, so the access token and signature stay on the exchange's origin; `context.host`; docs/rules/http.md#redirects),
 *   `RESPONSE_TOO_LARGE` (an answer over `maxResponseBytes`)
 * @example An Authorization header from the signer is refused before any request
 * ```ts
 * import assert from "node:assert/strict";
 * import { createExchangeClient } from "./exchange_client.ts";
 * let requests = 0;
 * const client = createExchangeClient("http://exchange.local/api", {
 *   fetch: () => (requests++, Promise.resolve(Response.json({}))),
 *   signRequest: () => ({ Authorization: "Bearer stolen" }),
 * });
 * const r = await client.getTradingWallet("u");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && requests === 0);
 * ```
 */
export function createExchangeClient(apiUrl: string, options: ExchangeClientOptions = {}): ExchangeClient {
  const root = apiUrl.replace(/\/+$/, "");
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const request = exchangeRequester({
    root,
    fetch: fetchFn,
    signRequest: options.signRequest,
    maxResponseBytes: options.maxResponseBytes,
  });
  // the UTXO service is read without credentials, as the platform reads it
  const ums = exchangeRequester({
    root: (options.umsUrl ?? "").replace(/\/+$/, ""),
    fetch: fetchFn,
    maxResponseBytes: options.maxResponseBytes,
  });
  const client: ExchangeClient = {
    ...exchangeAuthCalls(request, { now: options.now }),
    ...exchangeTradingTxCalls(request),
    ...exchangeUmsCalls(ums, options.umsUrl),
    async getTradingWallet(userAddress, call = {}) {
      const r = await request(
        "GET",
        `/wallets/details/${encodeURIComponent(userAddress)}`,
        undefined,
        walletSchema,
        call,
        true,
      );
      return r.ok ? ok(r.value?.data) : r;
    },
    async createTradingWallet(params, call = {}) {
      const r = required(await request("POST", "/wallets", params, walletSchema, call));
      return r.ok ? ok(r.value.data) : r;
    },
    async createWithdrawTransaction(params, call = {}) {
      if (typeof params?.amount !== "bigint") {
        return err(
          new ClientError(
            "VALIDATION_FAILED",
            "Cannot create the exchange withdrawal: amount must be a bigint",
            {
              context: { chainKey: "bitcoin", field: "amount" },
            },
          ),
        );
      }
      const body = {
        type: "sodax-withdraw",
        params: { amount: params.amount.toString(), tokenId: params.tokenId, sodaxData: params.sodaxData },
      };
      const r = required(await request("POST", "/sodax/transaction", body, withdrawSchema, call));
      return r.ok ? ok(r.value.data) : r;
    },
    async signWithdrawTransaction(params, call = {}) {
      const body = { type: "sodax-withdraw", params };
      const r = required(await request("POST", "/sodax/transaction/sign", body, signedSchema, call));
      return r.ok ? ok(r.value.data.txId.toLowerCase()) : r;
    },
    async checkIfTradingWalletExists(userAddress, call = {}) {
      const r = await client.getTradingWallet(userAddress, call);
      return r.ok ? ok(r.value !== undefined) : r;
    },
    requestRadfiSignature(params, call = {}) {
      return client.signWithdrawTransaction(params, call);
    },
  };
  return client;
}
