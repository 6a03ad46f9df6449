/**
 * The `x-api-key` precedence of docs/rules/auth.md#key-precedence, highest first:
 *
 * 1. per-request explicit header `x-api-key` (any casing), sent verbatim even if blank;
 * 2. per-request `apiKey` (empty = unset);
 * 3. configured explicit `x-api-key` header (`api.headers` or `setHeaders`), sent verbatim even if blank;
 * 4. configured `apiKey` (empty = unset).
 *
 * @example The per-request key beats the configured header
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveApiKeyHeader } from "./api_key_header.ts";
 * const h = resolveApiKeyHeader({ configuredHeaders: { "X-API-KEY": "cfg" }, requestApiKey: "req" });
 * assert.ok(h["x-api-key"] === "req" && !("X-API-KEY" in h));
 * ```
 * @module
 */
import { mergeHeaderLayers } from "../api_config/resolve_api_config.ts";

/** The header that carries the API key. */
export const API_KEY_HEADER = "x-api-key";

/** Inputs of {@link resolveApiKeyHeader}. */
export interface ApiKeyHeaderParams {
  /** Configured headers of the client (tier 3 when they hold `x-api-key`). @default {} */
  configuredHeaders?: Readonly<Record<string, string>> | undefined;
  /** Configured key (tier 4). @default undefined */
  configuredApiKey?: string | undefined;
  /** Per-request headers (tier 1 when they hold `x-api-key`); win over configured ones. @default {} */
  requestHeaders?: Readonly<Record<string, string>> | undefined;
  /** Per-request key (tier 2). @default undefined */
  requestApiKey?: string | undefined;
}

/**
 * Finds a header by name, ignoring case.
 *
 * @param headers the headers to search
 * @param name the header name
 * @returns the value, or `undefined` when absent
 * @example Any casing
 * ```ts
 * import assert from "node:assert/strict";
 * import { findHeader } from "./api_key_header.ts";
 * assert.ok(findHeader({ "X-Api-Key": "k" }, "x-api-key") === "k");
 * ```
 */
export function findHeader(
  headers: Readonly<Record<string, string>> | undefined,
  name: string,
): string | undefined {
  if (headers === undefined) return undefined;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === lower && typeof v === "string") return v;
  }
  return undefined;
}

/**
 * Removes every spelling of a header.
 *
 * @param headers the headers
 * @param name the header name
 * @returns a new object without that header
 * @example Drop a key
 * ```ts
 * import assert from "node:assert/strict";
 * import { withoutHeader } from "./api_key_header.ts";
 * assert.ok(Object.keys(withoutHeader({ "X-API-KEY": "k", a: "1" }, "x-api-key")).join() === "a");
 * ```
 */
export function withoutHeader(
  headers: Readonly<Record<string, string>>,
  name: string,
): Record<string, string> {
  const lower = name.toLowerCase();
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== lower));
}

function nonEmpty(key: string | undefined): string | undefined {
  return typeof key === "string" && key !== "" ? key : undefined;
}

/**
 * The key the 4-tier precedence selects, or `undefined` when no tier is set.
 *
 * @param params the four tiers
 * @returns the selected value (a raw header value may be blank)
 * @example Only a configured key
 * ```ts
 * import assert from "node:assert/strict";
 * import { selectApiKey } from "./api_key_header.ts";
 * assert.ok(selectApiKey({ configuredApiKey: "k", requestApiKey: "" }) === "k");
 * ```
 */
export function selectApiKey(params: ApiKeyHeaderParams): string | undefined {
  return findHeader(params.requestHeaders, API_KEY_HEADER) ??
    nonEmpty(params.requestApiKey) ??
    findHeader(params.configuredHeaders, API_KEY_HEADER) ??
    nonEmpty(params.configuredApiKey);
}

/**
 * The final headers of one backend request: configured headers, then per-request headers (winning, compared
 * case-insensitively), with exactly one lower-case `x-api-key` chosen by the precedence of
 * docs/rules/auth.md#key-precedence (none when no tier is set).
 *
 * @param params configured and per-request headers and keys
 * @returns a new headers object
 * @example A blank raw header is sent verbatim
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveApiKeyHeader } from "./api_key_header.ts";
 * const h = resolveApiKeyHeader({ requestHeaders: { "x-api-key": "" }, configuredApiKey: "k" });
 * assert.ok(h["x-api-key"] === "");
 * ```
 */
export function resolveApiKeyHeader(params: ApiKeyHeaderParams): Record<string, string> {
  const merged = mergeHeaderLayers(params.configuredHeaders ?? {}, params.requestHeaders ?? {});
  const out = withoutHeader(merged, API_KEY_HEADER);
  const key = selectApiKey(params);
  if (key !== undefined) out[API_KEY_HEADER] = key;
  return out;
}

/**
 * Headers of a solver request: the solver uses tier 4 only, so any `x-api-key` in `headers` is dropped and the
 * configured key (when non-empty) is set.
 *
 * @param headers base headers of the solver client
 * @param apiKey the configured global key
 * @returns a new headers object
 * @example Only the configured key reaches the solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSolverHeaders } from "./api_key_header.ts";
 * const h = resolveSolverHeaders({ "X-Api-Key": "raw" }, "cfg");
 * assert.ok(h["x-api-key"] === "cfg" && !("X-Api-Key" in h));
 * ```
 */
export function resolveSolverHeaders(
  headers: Readonly<Record<string, string>>,
  apiKey: string | undefined,
): Record<string, string> {
  const out = withoutHeader(headers, API_KEY_HEADER);
  const key = nonEmpty(apiKey);
  if (key !== undefined) out[API_KEY_HEADER] = key;
  return out;
}
