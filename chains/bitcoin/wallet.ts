/**
 * The Bitcoin wallet provider interface (a private-key implementation is `createPrivateKeyBitcoinWallet` in
 * `chains/bitcoin/`, which builds PSBTs with `@scure/btc-signer`), and the Bitcoin-spoke exchange pieces of
 * docs/rules/auth.md#exchange-signature: the per-call `extras.exchange.accessToken` and the
 * `exchange.signRequest` option, combined by {@link buildExchangeHeaders}.
 *
 * @example Headers of an exchange request
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildExchangeHeaders } from "./wallet.ts";
 * const r = await buildExchangeHeaders({
 *   extras: { exchange: { accessToken: "tok" } },
 *   signRequest: ({ method, path }) => ({ "x-api-signature": `${method} ${path}` }),
 *   request: { method: "POST", path: "/api/orders" },
 * });
 * assert.ok(r.ok && r.value.authorization === "Bearer tok" && r.value["x-api-signature"] === "POST /api/orders");
 * ```
 * @module
 */
import {
  applyExchangeSignature,
  type ExchangeRequestInfo,
  type ExchangeSignRequest,
} from "../../core/auth/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";

/** Options of {@link BitcoinWalletProvider.signPsbt}. */
export interface BitcoinSignPsbtOptions {
  /** Inputs to sign (all of the wallet's by default). @default undefined */
  inputsToSign?: readonly { index: number; sighashTypes?: readonly number[] | undefined }[] | undefined;
  /** Whether to finalize the signed inputs. @default true */
  finalize?: boolean | undefined;
}

/**
 * A Bitcoin wallet (Unisat, Xverse, Leather, or a local key). Rejects when the user declines. The spoke spends
 * from P2WPKH (`bc1q…`) addresses only; other address types are refused with `UNSUPPORTED_CHAIN_OPERATION`.
 */
export interface BitcoinWalletProvider {
  /** The wallet's payment address (`bc1...`, `1...` or `3...`). */
  getWalletAddress(): Promise<string>;
  /** The public key of that address (hex; x-only for taproot). */
  getPublicKey(): Promise<string>;
  /** Signs a PSBT; resolves to the signed PSBT (base64). */
  signPsbt(psbtBase64: string, options?: BitcoinSignPsbtOptions): Promise<string>;
  /** Signs a message (BIP-322 or legacy ECDSA) for exchange log-in. Optional. */
  signMessage?(message: string, type: "bip322-simple" | "ecdsa"): Promise<string>;
}

/** The per-call extras of Bitcoin-spoke actions (docs/rules/auth.md#exchange-signature). */
export interface BitcoinExchangeExtras {
  /** Exchange credentials of the user. @default undefined (no exchange call is authenticated) */
  exchange?: { accessToken: string } | undefined;
}

/** Parameters of {@link buildExchangeHeaders}. */
export interface BuildExchangeHeadersParams {
  /** The call's extras (`extras.exchange.accessToken`). */
  extras?: BitcoinExchangeExtras | undefined;
  /** The configured `exchange.signRequest`. @default undefined (no signature) */
  signRequest?: ExchangeSignRequest | undefined;
  /** Method and path of the outbound request. */
  request: ExchangeRequestInfo;
  /** Headers the request already has. @default {} */
  headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * The headers of one outbound exchange request: the user's access token as `authorization: Bearer …`, then
 * the signer's headers merged last (docs/rules/auth.md#exchange-signature; the signer may not return
 * `Authorization`).
 *
 * @param params extras, signer, request and base headers
 * @returns the headers; `VALIDATION_FAILED` or `INTEGRATION_ERROR` from the signer (see
 *   `applyExchangeSignature`)
 * @example No token, no signer
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildExchangeHeaders } from "./wallet.ts";
 * const r = await buildExchangeHeaders({ request: { method: "GET", path: "/" }, headers: { accept: "application/json" } });
 * assert.ok(r.ok && Object.keys(r.value).join() === "accept");
 * ```
 */
export function buildExchangeHeaders(
  params: BuildExchangeHeadersParams,
): Promise<Result<Record<string, string>, ClientError>> {
  const base: Record<string, string> = { ...params.headers };
  const token = params.extras?.exchange?.accessToken;
  if (typeof token === "string" && token !== "") base.authorization = `Bearer ${token}`;
  return applyExchangeSignature(base, params.signRequest, params.request);
}

export type { ExchangeRequestInfo, ExchangeSignRequest };
