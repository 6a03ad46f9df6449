/**
 * The exchange's log-in, as the platform's `RadfiProvider` does it: the wallet signs
 * `Login to Radfi via Sodax: <unix ms>` (BIP-322 simple for P2WPKH and P2TR addresses, legacy ECDSA message
 * signing otherwise), `POST /auth/authenticate {message, signature, address, publicKey}` answers an access token,
 * a refresh token and the trading address (the exchange creates the trading wallet at first log-in), and
 * `POST /auth/refresh-token {refreshToken}` rotates them. The client keeps no session: pass the access token to
 * each later call (`{accessToken}`), and store the refresh token where your app keeps sessions.
 *
 * @example Log in with a key wallet against a stub exchange
 * ```ts
 * import assert from "node:assert/strict";
 * import { createExchangeClient } from "./exchange_client.ts";
 * import { createPrivateKeyBitcoinWallet } from "./wallet_private_key.ts";
 * const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
 *   const body = JSON.parse(String(init?.body));
 *   assert.match(body.message, /^Login to Radfi via Sodax: 1700000000000$/);
 *   return Response.json({ data: { accessToken: "a", refreshToken: "r", tradingAddress: "bc1qt" } });
 * };
 * const exchange = createExchangeClient("http://exchange.local/api", { fetch, now: () => 1_700_000_000_000 });
 * const wallet = createPrivateKeyBitcoinWallet("01".repeat(32));
 * assert.ok(wallet.ok);
 * const r = await exchange.authenticateWithWallet(wallet.value);
 * assert.ok(r.ok && r.value.accessToken === "a" && r.value.tradingAddress === "bc1qt");
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { walletError } from "../spoke/intent_creation.ts";
import { bitcoinAddressType } from "./address_type.ts";
import { type ExchangeCallOptions, type ExchangeRequest, required } from "./_exchange_request.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";

/** What a log-in answers. */
export interface ExchangeAuthResult {
  /** Bearer token of the later calls. */
  accessToken: string;
  /** Token that renews the access token ({@link ExchangeAuthCalls.refreshAccessToken}). */
  refreshToken: string;
  /** The user's trading wallet address. */
  tradingAddress: string;
}

/** Options of {@link ExchangeAuthCalls.authenticateWithWallet}. */
export interface AuthenticateWithWalletOptions {
  /** The wallet's public key, when known (saves asking the wallet). @default undefined (asked) */
  cachedPublicKey?: string | undefined;
  /** Aborts the request. @default undefined */
  signal?: AbortSignal | undefined;
}

/** The log-in calls. */
export interface ExchangeAuthCalls {
  /** `POST /auth/authenticate` with a message the wallet already signed. */
  authenticate(
    params: { message: string; signature: string; address: string; publicKey: string },
    call?: Pick<ExchangeCallOptions, "signal">,
  ): Promise<Result<ExchangeAuthResult, ClientError>>;
  /** Signs the log-in message with the wallet and calls {@link ExchangeAuthCalls.authenticate}. */
  authenticateWithWallet(
    wallet: BitcoinWalletProvider,
    options?: AuthenticateWithWalletOptions,
  ): Promise<Result<ExchangeAuthResult & { publicKey: string }, ClientError>>;
  /** `POST /auth/refresh-token`: a new access token (and refresh token: the old one is used up). */
  refreshAccessToken(
    refreshToken: string,
    call?: Pick<ExchangeCallOptions, "signal">,
  ): Promise<Result<{ accessToken: string; refreshToken: string }, ClientError>>;
}

const authSchema = z.object({
  data: z.object({
    accessToken: z.string().check(z.minLength(1)),
    refreshToken: z.optional(z.string()),
    tradingAddress: z.optional(z.string()),
    wallet: z.optional(z.object({ tradingAddress: z.optional(z.string()) })),
  }),
});
const refreshSchema = z.object({
  data: z.object({ accessToken: z.string().check(z.minLength(1)), refreshToken: z.optional(z.string()) }),
});

/**
 * The log-in calls over one request function.
 *
 * @param request the exchange's request function
 * @param options the clock of the log-in message
 * @returns the calls; failures: the exchange client's codes, `WALLET_ERROR` (the wallet refused an address, key or
 *   signature), `UNSUPPORTED_CHAIN_OPERATION` (a wallet without `signMessage`), `VALIDATION_FAILED` (an empty
 *   refresh token)
 */
export function exchangeAuthCalls(
  request: ExchangeRequest,
  options: { now?: (() => number) | undefined },
): ExchangeAuthCalls {
  const now = options.now ?? (() => Date.now());
  const calls: ExchangeAuthCalls = {
    async authenticate(params, call = {}) {
      const r = required(
        await request("POST", "/auth/authenticate", params, authSchema, { signal: call?.signal }),
      );
      if (!r.ok) return r;
      const d = r.value.data;
      return ok({
        accessToken: d.accessToken,
        refreshToken: d.refreshToken ?? "",
        tradingAddress: d.tradingAddress ?? d.wallet?.tradingAddress ?? "",
      });
    },
    async authenticateWithWallet(wallet, given = {}) {
      const context = { chainKey: "bitcoin" };
      const operation = "log in to the exchange";
      let address: string;
      try {
        address = await wallet.getWalletAddress();
      } catch (cause) {
        return err(walletError("getWalletAddress", context, cause, operation));
      }
      let publicKey = given?.cachedPublicKey;
      if (publicKey === undefined || publicKey === "") {
        try {
          publicKey = await wallet.getPublicKey();
        } catch (cause) {
          return err(walletError("getPublicKey", context, cause, operation));
        }
      }
      if (typeof wallet.signMessage !== "function") {
        return err(
          new ClientError(
            "UNSUPPORTED_CHAIN_OPERATION",
            `Cannot ${operation}: the wallet cannot sign messages`,
            {
              context: { ...context, method: "signMessage" },
            },
          ),
        );
      }
      const type = bitcoinAddressType(address);
      const message = `Login to Radfi via Sodax: ${now()}`;
      let signature: string;
      try {
        signature = await wallet.signMessage(
          message,
          type === "P2WPKH" || type === "P2TR" ? "bip322-simple" : "ecdsa",
        );
      } catch (cause) {
        return err(walletError("signMessage", context, cause, operation));
      }
      const r = await calls.authenticate({ message, signature, address, publicKey }, {
        signal: given?.signal,
      });
      return r.ok ? ok({ ...r.value, publicKey }) : r;
    },
    async refreshAccessToken(refreshToken, call = {}) {
      if (typeof refreshToken !== "string" || refreshToken === "") {
        return err(
          new ClientError("VALIDATION_FAILED", "Cannot refresh the exchange token: refreshToken is empty", {
            context: { chainKey: "bitcoin", field: "refreshToken" },
          }),
        );
      }
      const r = required(
        await request("POST", "/auth/refresh-token", { refreshToken }, refreshSchema, {
          signal: call?.signal,
        }),
      );
      if (!r.ok) return r;
      return ok({
        accessToken: r.value.data.accessToken,
        refreshToken: r.value.data.refreshToken ?? refreshToken,
      });
    },
  };
  return calls;
}
