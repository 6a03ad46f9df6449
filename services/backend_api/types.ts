/**
 * Options of the backend API client.
 *
 * @example Minimal options
 * ```ts
 * import assert from "node:assert/strict";
 * import type { BackendApiClientOptions } from "./types.ts";
 * const o: BackendApiClientOptions = { baseURL: "https://api.sodax.com/v1" };
 * assert.ok(o.basePath === undefined);
 * ```
 * @module
 */
import type { RequestOverrideConfig, WarnSink } from "../../core/api_config/mod.ts";
import type { FetchLike, TransportOptions } from "../../core/http/types.ts";

/** Settings of the swaps or bridge service when they differ from the data API's (from `resolveApiConfig`). */
export interface BackendServiceSettings {
  /** Gateway root of this service. @default the data API's `baseURL` */
  baseURL?: string | undefined;
  /** Request timeout in ms. @default the data API's `timeout` */
  timeout?: number | undefined;
  /** Configured headers (tier 3 when they hold `x-api-key`). @default the data API's `headers` */
  headers?: Record<string, string> | undefined;
  /** Configured key (tier 4). @default the data API's `apiKey` */
  apiKey?: string | undefined;
}

/** Resolved settings of a {@link BackendApiClient}. */
export interface BackendApiClientOptions {
  /** Gateway root including the version prefix; a trailing `/be` is trimmed with a warning. */
  baseURL: string;
  /** Service path of the data API (empty for a service at its origin). @default "/be" */
  basePath?: string | undefined;
  /** Request timeout in ms. @default 30000 (DEFAULT_API_TIMEOUT_MS) */
  timeout?: number | undefined;
  /** Configured headers. @default {"Content-Type": "application/json", Accept: "application/json"} */
  headers?: Record<string, string> | undefined;
  /** Configured API key (tier 4 of docs/rules/auth.md#key-precedence); empty = unset. @default undefined */
  apiKey?: string | undefined;
  /** Swaps service settings (`/swaps`). @default the data API's settings */
  swaps?: BackendServiceSettings | undefined;
  /** Bridge service settings (`/bridge`). @default the data API's settings */
  bridge?: BackendServiceSettings | undefined;
  /** Fetch implementation. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Retry policy, sleep and jitter of the transport. @default {} (transport defaults) */
  transport?: Omit<TransportOptions, "fetch"> | undefined;
  /** Receives warnings (a trimmed `/be`). @default no logging */
  logger?: WarnSink | undefined;
}

/** {@link RequestOverrideConfig} plus an abort signal: the optional last argument of every client method. */
export interface BackendRequestOptions extends RequestOverrideConfig {
  /** Aborts the request. @default undefined */
  signal?: AbortSignal | undefined;
}

/** The three backend services the client talks to. */
export type BackendService = "dataApi" | "swaps" | "bridge";

/**
 * What a data read needs of its response schema: a zod schema (any `zod/mini` schema has this shape); `T` is what it
 * parses to.
 */
export interface ResponseSchema<T = unknown> {
  /** zod's internals; only the output type is read here. */
  readonly _zod: { readonly output: T };
}
