/**
 * Types and packaged defaults of the backend API configuration (`ApiConfig`:
 * docs/rules/http.md#api-config-resolution; URL composition: docs/rules/http.md#url-composition).
 *
 * @example Read the packaged gateway
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_GATEWAY_BASE_URL, SERVICE_PATHS } from "./types.ts";
 * assert.ok(`${DEFAULT_GATEWAY_BASE_URL}${SERVICE_PATHS.swaps}` === "https://api.sodax.com/v1/swaps");
 * ```
 * @module
 */
export { DEFAULT_API_TIMEOUT_MS } from "../../core/timing.ts";

/** The packaged gateway root `{base_url}`: origin plus the version prefix `/v1` (docs/rules/http.md#version-prefix). */
export const DEFAULT_GATEWAY_BASE_URL = "https://api.sodax.com/v1";

/** The packaged version prefix of the gateway. */
export const DEFAULT_VERSION_PREFIX = "/v1";

/** Default service path of the backend data API. An empty string is allowed (bare local services). */
export const DEFAULT_BASE_PATH = "/be";

/** Headers every backend client sends unless overridden. */
export const DEFAULT_API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "application/json",
  Accept: "application/json",
});

/** The backend clients whose settings {@link ApiConfig} resolves into. */
export type ApiService = "dataApi" | "swaps" | "bridge" | "sponsoring";

/** Fixed service paths; the data API's path is its configurable `basePath` (default `/be`). */
export const SERVICE_PATHS: Readonly<Record<Exclude<ApiService, "dataApi">, string>> = Object.freeze({
  swaps: "/swaps",
  bridge: "/bridge",
  sponsoring: "/sponsorships/stellar",
});

/** The flat form of `ApiConfig`. */
export interface BackendApiConfig {
  /** Gateway root including the version prefix. @default "https://api.sodax.com/v1" */
  baseURL: string;
  /** Service path of the data API only. @default "/be" */
  basePath?: string | undefined;
  /** Request timeout in ms. @default 30000 */
  timeout: number;
  /** Extra headers. @default {"Content-Type": "application/json", Accept: "application/json"} */
  headers: Record<string, string>;
  /** API key of these clients (tier 4 of docs/rules/auth.md#key-precedence, before the global `apiKey`). @default undefined */
  apiKey?: string | undefined;
}

/** One slice of the nested form: every field optional, layered over the previous ones. */
export interface ApiConfigSlice {
  /** Gateway root of this slice. @default inherited */
  baseURL?: string | undefined;
  /** Request timeout in ms. @default inherited */
  timeout?: number | undefined;
  /** Merged key by key over inherited headers. @default inherited */
  headers?: Record<string, string> | undefined;
  /** API key of this slice. @default inherited */
  apiKey?: string | undefined;
}

/** The shared slice of the nested form; `basePath` is read by the data API only. */
export interface BaseApiConfigSlice extends ApiConfigSlice {
  /** Service path of the data API. @default "/be" */
  basePath?: string | undefined;
}

/** The nested form of `ApiConfig`. */
export interface CustomApiConfig {
  /** Shared by data API, swaps and bridge. @default undefined */
  baseApiConfig?: BaseApiConfigSlice | undefined;
  /** Swaps only (never moves bridge). @default undefined */
  swapsApiConfig?: ApiConfigSlice | undefined;
  /** Sponsoring only: own origin, only `timeout` inherited. @default undefined */
  sponsoringApiConfig?: ApiConfigSlice | undefined;
}

/** `ApiConfig`: the flat form, the nested form, or (after a merge over flat defaults) both at once. */
export type ApiConfig = BackendApiConfig | CustomApiConfig | (BackendApiConfig & CustomApiConfig);

/** The settings one backend client uses. */
export interface ResolvedApiSettings {
  /** Gateway root, no trailing slash, no trailing `/be`. */
  baseURL: string;
  /** This client's service path (`/be`, `/swaps`, `/bridge`, `/sponsorships/stellar`). */
  basePath: string;
  /** Request timeout in ms. */
  timeout: number;
  /** Configured headers (no key resolution applied yet). */
  headers: Record<string, string>;
  /** Configured key of this client (tier 4), `undefined` when unset or empty. */
  apiKey: string | undefined;
}

/** Resolved settings of every backend client. */
export type ResolvedApiConfig = Record<ApiService, ResolvedApiSettings>;

/** Optional last argument of every backend client method. */
export interface RequestOverrideConfig {
  /** Replaces only the gateway root. @default the resolved baseURL */
  baseURL?: string | undefined;
  /** Replaces (does not cap) the resolved timeout, in ms. @default the resolved timeout */
  timeout?: number | undefined;
  /** Per-request headers, winning over configured ones. @default {} */
  headers?: Record<string, string> | undefined;
  /** Per-request key (tier 2 of docs/rules/auth.md#key-precedence). @default undefined */
  apiKey?: string | undefined;
}

/** Where warnings go (a `Logger` satisfies it). */
export interface WarnSink {
  /** Logs a warning. */
  warn(message: string, context?: Record<string, unknown>): void;
}
