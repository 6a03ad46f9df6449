/**
 * The sponsoring key rule of docs/rules/auth.md#sponsoring-key: `sponsoringApiConfig.apiKey` always wins; the
 * global key is inherited only when the request's effective target is a gateway (the packaged sponsoring
 * default or the resolved shared root), checked per request. A custom sponsoring origin never receives the
 * global key.
 *
 * @example A custom origin gets no global key
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSponsoringHeaders } from "./sponsoring_api_key.ts";
 * const h = resolveSponsoringHeaders({
 *   settings: { baseURL: "https://sponsor.example", headers: {}, apiKey: undefined },
 *   globalApiKey: "global",
 * });
 * assert.ok(!("x-api-key" in h));
 * ```
 * @module
 */
import { normalizeBaseUrl } from "../api_config/normalize_base_url.ts";
import {
  DEFAULT_GATEWAY_BASE_URL,
  type RequestOverrideConfig,
  type ResolvedApiSettings,
} from "../api_config/types.ts";
import { resolveApiKeyHeader } from "./api_key_header.ts";

function canonicalRoot(url: string): string | undefined {
  const r = normalizeBaseUrl(url);
  if (!r.ok) return undefined;
  const u = new URL(r.value);
  return `${u.protocol}//${u.host}${u.pathname}`.replace(/\/+$/, "").toLowerCase();
}

/**
 * Tells whether `target` (a gateway root) is the packaged gateway or `sharedRoot`, comparing origin and path
 * (case-insensitive, trailing slash and trailing `/be` ignored).
 *
 * @param target the effective base URL of the request
 * @param sharedRoot the resolved shared root (the data API's base URL), if any
 * @returns true when the target is a gateway
 * @example The packaged gateway
 * ```ts
 * import assert from "node:assert/strict";
 * import { isGatewayTarget } from "./sponsoring_api_key.ts";
 * assert.ok(isGatewayTarget("https://api.sodax.com/v1/", undefined));
 * assert.ok(!isGatewayTarget("https://api.sodax.com/v2", undefined));
 * ```
 */
export function isGatewayTarget(target: string, sharedRoot: string | undefined): boolean {
  const t = canonicalRoot(target);
  if (t === undefined) return false;
  const roots = [DEFAULT_GATEWAY_BASE_URL, ...(sharedRoot === undefined ? [] : [sharedRoot])];
  return roots.some((r) => canonicalRoot(r) === t);
}

/** Inputs of {@link resolveSponsoringHeaders}. */
export interface SponsoringHeaderParams {
  /** Resolved sponsoring settings (`baseURL`, `headers`, own `apiKey`). */
  settings: Pick<ResolvedApiSettings, "baseURL" | "headers" | "apiKey">;
  /** The global `apiKey`. @default undefined */
  globalApiKey?: string | undefined;
  /** The resolved shared root (data API base URL). @default undefined (only the packaged gateway counts) */
  sharedRoot?: string | undefined;
  /** The per-request override: its `baseURL` is the effective target; its headers and key are tiers 1 and 2. */
  override?: RequestOverrideConfig | undefined;
}

/**
 * The configured key a sponsoring request may carry (tier 4): its own key, else the global key when the effective
 * target is a gateway, else none.
 *
 * @param params settings, global key, shared root and override
 * @returns the key or `undefined`
 * @example Own key wins
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSponsoringApiKey } from "./sponsoring_api_key.ts";
 * const k = resolveSponsoringApiKey({
 *   settings: { baseURL: "https://api.sodax.com/v1", headers: {}, apiKey: "own" },
 *   globalApiKey: "global",
 * });
 * assert.ok(k === "own");
 * ```
 */
export function resolveSponsoringApiKey(params: SponsoringHeaderParams): string | undefined {
  const own = params.settings.apiKey;
  if (own !== undefined && own !== "") return own;
  const global = params.globalApiKey;
  if (global === undefined || global === "") return undefined;
  const target = params.override?.baseURL ?? params.settings.baseURL;
  return isGatewayTarget(target, params.sharedRoot) ? global : undefined;
}

/**
 * The final headers of one sponsoring request: the 4-tier precedence with tier 4 from
 * {@link resolveSponsoringApiKey}.
 *
 * @param params settings, global key, shared root and override
 * @returns a new headers object
 * @example The packaged gateway inherits the global key
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSponsoringHeaders } from "./sponsoring_api_key.ts";
 * const h = resolveSponsoringHeaders({
 *   settings: { baseURL: "https://api.sodax.com/v1", headers: {}, apiKey: undefined },
 *   globalApiKey: "global",
 * });
 * assert.ok(h["x-api-key"] === "global");
 * ```
 */
export function resolveSponsoringHeaders(params: SponsoringHeaderParams): Record<string, string> {
  return resolveApiKeyHeader({
    configuredHeaders: params.settings.headers,
    configuredApiKey: resolveSponsoringApiKey(params),
    requestHeaders: params.override?.headers,
    requestApiKey: params.override?.apiKey,
  });
}
