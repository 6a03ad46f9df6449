/**
 * What the dashboard reads from one request to tie it to an intent: the hash-like tokens of its path and body
 * (`0x` + 64 hex digits, bare 64-hex-digit Stellar hashes, base58 Solana signatures), the hash of every EVM raw
 * transaction it sends (keccak256 of `eth_sendRawTransaction`'s parameter), and the JSON-RPC method or relayer
 * action it calls. Never throws: an unreadable body just yields fewer tokens.
 *
 * @example Tokens of a solver status poll
 * ```ts
 * import assert from "node:assert/strict";
 * import { requestTokens } from "./request_tokens.ts";
 * const hash = `0x${"ab".repeat(32)}`;
 * const r = requestTokens("/v1/intent/status", JSON.stringify({ intent_tx_hash: hash }));
 * assert.ok(r.tokens[0] === hash && r.call === undefined);
 * ```
 * @module
 */
import { keccak256 } from "viem";

/** Most tokens kept per request. */
export const MAX_REQUEST_TOKENS = 8;

/** The tokens and call name of one request. */
export interface RequestTokens {
  /** Lower-cased hash-like tokens, at most {@link MAX_REQUEST_TOKENS}, in order of appearance. */
  tokens: string[];
  /** JSON-RPC method or relayer action, when the body names one. */
  call?: string | undefined;
}

const TOKEN =
  /0x[0-9a-fA-F]{64}(?![0-9a-fA-F])|(?<![0-9a-zA-Z])[0-9a-fA-F]{64}(?![0-9a-zA-Z])|(?<![0-9a-zA-Z])[1-9A-HJ-NP-Za-km-z]{86,88}(?![0-9a-zA-Z])/g;
const RAW_TX = /^0x[0-9a-fA-F]+$/;

/**
 * The form the dashboard keys hashes by: hex lower-cased (with or without `0x`), base58 unchanged.
 *
 * @param token a hash-like string
 * @returns its normal form
 * @example Hex is case-insensitive
 * ```ts
 * import assert from "node:assert/strict";
 * import { normaliseToken } from "./request_tokens.ts";
 * assert.ok(normaliseToken("0xABcd") === "0xabcd");
 * ```
 */
export function normaliseToken(token: string): string {
  return /^(0x)?[0-9a-fA-F]+$/.test(token) ? token.toLowerCase() : token;
}

function callOf(body: unknown): { call?: string | undefined; raw: string[] } {
  const items = Array.isArray(body) ? body : [body];
  const raw: string[] = [];
  let call: string | undefined;
  for (const item of items) {
    if (item === null || typeof item !== "object") continue;
    const { method, action, params } = item as { method?: unknown; action?: unknown; params?: unknown };
    const name = typeof method === "string" ? method : typeof action === "string" ? action : undefined;
    call ??= name;
    const first = Array.isArray(params) ? params[0] : undefined;
    if (name === "eth_sendRawTransaction" && typeof first === "string" && RAW_TX.test(first)) {
      raw.push(keccak256(first as `0x${string}`));
    }
  }
  return { call, raw };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Extracts the tokens of a request.
 *
 * @param path the request path
 * @param body the request body text (`""` when none)
 * @returns tokens (deduplicated, lower-cased) and the call name
 * @example An EVM raw transaction yields its hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { keccak256 } from "viem";
 * import { requestTokens } from "./request_tokens.ts";
 * const raw = "0x02f86b0180";
 * const r = requestTokens("/rpc/0x2105.base", JSON.stringify({ method: "eth_sendRawTransaction", params: [raw] }));
 * assert.ok(r.call === "eth_sendRawTransaction" && r.tokens.includes(keccak256(raw)));
 * ```
 */
export function requestTokens(path: string, body: string): RequestTokens {
  const parsed = body === "" ? undefined : parseJson(body);
  const { call, raw } = callOf(parsed);
  const found = [...raw, ...`${path} ${body.slice(0, 20_000)}`.matchAll(TOKEN).map((m) => m[0])];
  const tokens: string[] = [];
  for (const t of found) {
    const token = normaliseToken(t);
    if (!tokens.includes(token)) tokens.push(token);
    if (tokens.length >= MAX_REQUEST_TOKENS) break;
  }
  return call === undefined ? { tokens } : { tokens, call };
}
