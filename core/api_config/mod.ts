/**
 * Backend API configuration: resolution of `ApiConfig` per client and URL composition
 * (docs/rules/http.md#api-config-resolution, docs/rules/http.md#url-composition,
 * docs/rules/http.md#version-prefix).
 *
 * @example Resolve and build a swaps URL
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildUrl, resolveApiConfig } from "./mod.ts";
 * const r = resolveApiConfig(undefined);
 * if (r.ok) {
 *   const u = buildUrl(r.value.swaps, r.value.swaps.basePath, "/submit-tx");
 *   assert.ok(u.ok && u.value === "https://api.sodax.com/v1/swaps/submit-tx");
 * }
 * ```
 * @module
 */
export { buildUrl, resolveRequestTimeout } from "./build_url.ts";
export { isServicePath, normalizeBaseUrl, type NormalizeBaseUrlOptions } from "./normalize_base_url.ts";
export {
  checkHeaderRecord,
  mergeHeaderLayers,
  resolveApiConfig,
  type ResolveApiConfigOptions,
} from "./resolve_api_config.ts";
export {
  type ApiConfig,
  type ApiConfigSlice,
  type ApiService,
  type BackendApiConfig,
  type BaseApiConfigSlice,
  type CustomApiConfig,
  DEFAULT_API_HEADERS,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_BASE_PATH,
  DEFAULT_GATEWAY_BASE_URL,
  DEFAULT_VERSION_PREFIX,
  type RequestOverrideConfig,
  type ResolvedApiConfig,
  type ResolvedApiSettings,
  SERVICE_PATHS,
  type WarnSink,
} from "./types.ts";
export { findMissingVersionPrefix, warnMissingVersionPrefix } from "./version_prefix.ts";
