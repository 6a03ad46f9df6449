/**
 * Resolution of `ApiConfig` into the settings of each backend client, exactly as
 * docs/rules/http.md#api-config-resolution says:
 *
 * - data API = flat fields, then `baseApiConfig` (with `basePath`, default `/be`);
 * - swaps = flat fields, then `baseApiConfig`, then `swapsApiConfig` (never inherits `basePath`);
 * - bridge = flat fields, then `baseApiConfig` (a swaps slice does not move it; never inherits `basePath`);
 * - sponsoring = `sponsoringApiConfig` only; only `timeout` is inherited; its default origin is the packaged
 *   gateway.
 *
 * Headers of later layers are merged key by key over earlier ones, over {@link DEFAULT_API_HEADERS}.
 *
 * @example Nested config moves swaps only
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveApiConfig } from "./resolve_api_config.ts";
 * const r = resolveApiConfig({ swapsApiConfig: { baseURL: "http://localhost:8080" } });
 * assert.ok(r.ok && r.value.swaps.baseURL === "http://localhost:8080");
 * assert.ok(r.ok && r.value.bridge.baseURL === "https://api.sodax.com/v1");
 * ```
 * @module
 */
import { ClientError, type ErrorContextFields } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import { isServicePath, normalizeBaseUrl } from "./normalize_base_url.ts";
import {
  type ApiConfig,
  type ApiConfigSlice,
  type BaseApiConfigSlice,
  type CustomApiConfig,
  DEFAULT_API_HEADERS,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_BASE_PATH,
  DEFAULT_GATEWAY_BASE_URL,
  type ResolvedApiConfig,
  type ResolvedApiSettings,
  SERVICE_PATHS,
  type WarnSink,
} from "./types.ts";
import { warnMissingVersionPrefix } from "./version_prefix.ts";
import { describeValue } from "../describe_value.ts";

/** Options of {@link resolveApiConfig}. */
export interface ResolveApiConfigOptions {
  /** Receives the `/be` trim and version-prefix warnings. @default no logging */
  logger?: WarnSink | undefined;
  /** The global `apiKey`: tier 4 of data, swaps and bridge when their own key is unset. @default undefined */
  apiKey?: string | undefined;
}

type Layer = BaseApiConfigSlice;

function nonEmpty(key: string | undefined): string | undefined {
  return typeof key === "string" && key !== "" ? key : undefined;
}

function stack(layers: readonly (Layer | undefined)[]): Layer {
  const out: Layer = {};
  let headers: Record<string, string> = { ...DEFAULT_API_HEADERS };
  for (const layer of layers) {
    if (layer === undefined) continue;
    if (layer.baseURL !== undefined) out.baseURL = layer.baseURL;
    if (layer.basePath !== undefined) out.basePath = layer.basePath;
    if (layer.timeout !== undefined) out.timeout = layer.timeout;
    if (layer.apiKey !== undefined) out.apiKey = layer.apiKey;
    if (layer.headers !== undefined) headers = mergeHeaderLayers(headers, layer.headers);
  }
  out.headers = headers;
  return out;
}

/** Whether one of `keys` equals `key` ignoring case (header sets are small: a linear scan beats a Set). */
function shadows(keys: readonly string[], key: string): boolean {
  let lower: string | undefined;
  for (const k of keys) {
    if (k === key) return true;
    if (k.length !== key.length) continue;
    lower ??= key.toLowerCase();
    if (k.toLowerCase() === lower) return true;
  }
  return false;
}

/**
 * Checks headers given at run time (`setHeaders`): an object whose values are strings (`undefined` removes one).
 *
 * @param headers the headers as passed
 * @param what the operation, for the message
 * @returns `Result<void, ClientError>`; `VALIDATION_FAILED` (`context.field` `headers`) otherwise
 * @example A null is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkHeaderRecord } from "./resolve_api_config.ts";
 * assert.ok(!checkHeaderRecord(null, "set headers").ok && checkHeaderRecord({ a: "b" }, "set headers").ok);
 * ```
 */
export function checkHeaderRecord(
  headers: unknown,
  what: string,
): Result<void, ClientError<"VALIDATION_FAILED">> {
  if (
    typeof headers !== "object" || headers === null || Array.isArray(headers) ||
    Object.values(headers).some((v) => v !== undefined && typeof v !== "string")
  ) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${what}: headers must be an object of strings`, {
        context: { field: "headers" },
      }),
    );
  }
  return ok(undefined);
}

/**
 * Merges two header objects; keys of `over` win, compared case-insensitively (the key spelling of `over` is kept).
 *
 * @param base earlier headers
 * @param over later headers
 * @returns a new object
 * @example Later casing wins
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeHeaderLayers } from "./resolve_api_config.ts";
 * assert.ok(JSON.stringify(mergeHeaderLayers({ Accept: "a" }, { accept: "b" })) === '{"accept":"b"}');
 * ```
 */
export function mergeHeaderLayers(
  base: Readonly<Record<string, string>>,
  over: Readonly<Record<string, string>>,
): Record<string, string> {
  const overKeys = Object.keys(over);
  const out: Record<string, string> = {};
  for (const k of Object.keys(base)) {
    if (!shadows(overKeys, k)) out[k] = base[k] as string;
  }
  for (const k of overKeys) {
    const v = over[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

function invalidConfig(message: string, contextFields: ErrorContextFields): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("INVALID_CONFIG", message, { context });
}

function finish(
  service: keyof ResolvedApiConfig,
  layer: Layer,
  basePath: string,
  logger: WarnSink | undefined,
): Result<ResolvedApiSettings, ClientError> {
  const base = normalizeBaseUrl(layer.baseURL ?? DEFAULT_GATEWAY_BASE_URL, {
    logger,
    label: `${service}.baseURL`,
  });
  if (!base.ok) return base;
  const timeout = layer.timeout ?? DEFAULT_API_TIMEOUT_MS;
  if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout < 0) {
    return err(invalidConfig(`Cannot use ${service}.timeout: expected a finite number >= 0`, {
      field: `${service}.timeout`,
      value: describeValue(timeout),
    }));
  }
  if (!isServicePath(basePath)) {
    return err(invalidConfig(`Cannot use ${service}.basePath: expected "" or a path starting with /`, {
      field: `${service}.basePath`,
      value: describeValue(basePath),
    }));
  }
  return ok({
    baseURL: base.value,
    basePath: basePath.endsWith("/") ? basePath.replace(/\/+$/, "") : basePath,
    timeout,
    headers: layer.headers ?? { ...DEFAULT_API_HEADERS },
    apiKey: nonEmpty(layer.apiKey),
  });
}

/**
 * Resolves `ApiConfig` (flat, nested or both) into settings for the data API, swaps, bridge and sponsoring
 * clients, then logs one warning naming every service whose base URL lacks the version prefix on the packaged
 * host.
 *
 * @param api the merged `api` section, or `undefined` for the packaged defaults
 * @param options logger and the global key
 * @returns `Result<ResolvedApiConfig, ClientError>`: `INVALID_URL` for a malformed base URL, `INVALID_CONFIG` for
 * a bad timeout or basePath
 * @example The global key reaches data API but not sponsoring
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveApiConfig } from "./resolve_api_config.ts";
 * const r = resolveApiConfig(undefined, { apiKey: "k" });
 * assert.ok(r.ok && r.value.dataApi.apiKey === "k" && r.value.sponsoring.apiKey === undefined);
 * ```
 */
export function resolveApiConfig(
  api: ApiConfig | undefined,
  options: ResolveApiConfigOptions = {},
): Result<ResolvedApiConfig, ClientError> {
  const view = (api ?? {}) as BaseApiConfigSlice & CustomApiConfig;
  const flat: Layer = {
    baseURL: view.baseURL,
    basePath: view.basePath,
    timeout: view.timeout,
    headers: view.headers,
    apiKey: view.apiKey,
  };
  const shared = view.baseApiConfig;
  const { basePath: _ignored, ...sharedNoPath } = shared ?? {};
  const { basePath: _flatPath, ...flatNoPath } = flat;
  const data = stack([flat, shared]);
  const swaps = stack([flatNoPath, sharedNoPath, view.swapsApiConfig]);
  const bridge = stack([flatNoPath, sharedNoPath]);
  const sponsoringSlice: ApiConfigSlice = view.sponsoringApiConfig ?? {};
  const sponsoring = stack([{
    baseURL: sponsoringSlice.baseURL,
    timeout: sponsoringSlice.timeout ?? data.timeout,
    headers: sponsoringSlice.headers,
    apiKey: sponsoringSlice.apiKey,
  }]);
  const global = nonEmpty(options.apiKey);
  const withGlobal = (l: Layer): Layer => ({ ...l, apiKey: nonEmpty(l.apiKey) ?? global });
  const logger = options.logger;
  const d = finish("dataApi", withGlobal(data), data.basePath ?? DEFAULT_BASE_PATH, logger);
  if (!d.ok) return d;
  const s = finish("swaps", withGlobal(swaps), SERVICE_PATHS.swaps, logger);
  if (!s.ok) return s;
  const b = finish("bridge", withGlobal(bridge), SERVICE_PATHS.bridge, logger);
  if (!b.ok) return b;
  const sp = finish("sponsoring", sponsoring, SERVICE_PATHS.sponsoring, logger);
  if (!sp.ok) return sp;
  const resolved: ResolvedApiConfig = {
    dataApi: d.value,
    swaps: s.value,
    bridge: b.value,
    sponsoring: sp.value,
  };
  if (logger !== undefined) warnMissingVersionPrefix(resolved, logger);
  return ok(resolved);
}
