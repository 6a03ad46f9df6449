/**
 * `createHmacExchangeSigner`: a ready `exchange.signRequest` (docs/rules/auth.md#exchange-signature) that
 * signs each exchange request with `x-api-timestamp` (unix ms) and `x-api-signature` = hex `HMAC-SHA256(key =
 * secret word, message = timestamp)`. The exchange accepts a signature for 60 s.
 *
 * The HMAC is computed synchronously (`@noble/hashes`, the hash library of the Bitcoin SDK `@scure/btc-signer`),
 * so the headers are ready in the same turn that reads the clock: no off-thread WebCrypto call sits between the
 * timestamp and the request, during which a clock (a loaded event loop, or virtual time in tests) could move on
 * and age the signature.
 *
 * Server-side only: the secret word must never reach a browser bundle.
 *
 * @example Sign at a fixed time
 * ```ts
 * import assert from "node:assert/strict";
 * import { createHmacExchangeSigner } from "./hmac_exchange_signer.ts";
 * const sign = createHmacExchangeSigner({ secretWord: "word", now: () => 1_700_000_000_000 });
 * const headers = await sign({ method: "GET", path: "/api/wallets/details/x" });
 * assert.equal(headers["x-api-timestamp"], "1700000000000");
 * assert.match(headers["x-api-signature"], /^[0-9a-f]{64}$/);
 * ```
 * @module
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hex } from "@scure/base";
import type { ExchangeRequestInfo } from "../../core/auth/mod.ts";

/** Options of {@link createHmacExchangeSigner}. */
export interface HmacExchangeSignerOptions {
  /** The secret word the exchange shares with the integrator. */
  secretWord: string;
  /** Clock in ms, read at each request. @default () => Date.now() */
  now?: (() => number) | undefined;
}

/**
 * Creates the signer.
 *
 * @param options secret word and clock
 * @returns a `signRequest` whose headers are computed on the call (the promise is already resolved)
 * @throws {TypeError} when `secretWord` is empty
 * @example Two calls, two signatures for two timestamps
 * ```ts
 * import assert from "node:assert/strict";
 * import { createHmacExchangeSigner } from "./hmac_exchange_signer.ts";
 * let t = 0;
 * const sign = createHmacExchangeSigner({ secretWord: "word", now: () => (t += 1000) });
 * const a = await sign({ method: "GET", path: "/" });
 * const b = await sign({ method: "GET", path: "/" });
 * assert.notEqual(a["x-api-signature"], b["x-api-signature"]);
 * ```
 */
export function createHmacExchangeSigner(
  options: HmacExchangeSignerOptions,
): (request: ExchangeRequestInfo) => Promise<Record<string, string>> {
  const { secretWord, now = () => Date.now() } = options;
  if (typeof secretWord !== "string" || secretWord === "") {
    throw new TypeError("createHmacExchangeSigner: secretWord must be a non-empty string");
  }
  const encoder = new TextEncoder();
  const key = encoder.encode(secretWord);
  return () => {
    const timestamp = String(now());
    return Promise.resolve({
      "x-api-timestamp": timestamp,
      "x-api-signature": hex.encode(hmac(sha256, key, encoder.encode(timestamp))),
    });
  };
}
