/**
 * `BackendApiClient`: the data API (intent records and lists, the orderbook, money-market and configuration
 * reads, inherited from `intent_reads.ts`, `money_market_reads.ts` and `config_reads.ts`), swaps and bridge
 * submit-tx routes and the oracles, each method returning a zod-validated `Result` and taking a
 * {@link BackendRequestOptions} override as its last argument.
 *
 * @example Read the oracle markets from a stub gateway
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * const fetch = () =>
 *   Promise.resolve(Response.json({ quote: "USD", intervals: [{ key: "1m", label: "1 minute", seconds: 60 }], symbols: ["BTC"] }));
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
 * const r = await api.getOracleMarkets();
 * assert.ok(r.ok && r.value.symbols[0] === "BTC");
 * ```
 *
 * Its base, `LazyDataReads`, makes the data API reads load on first use: every public method of
 * `BackendConfigReads` (intent records and lists, the orderbook, money-market and configuration reads) is a
 * forwarder that imports `_data_reads.ts` once, builds the reads over this client's `sendDataRead` and calls the
 * same method with the same arguments. A quote-and-swap page does not ship them (docs/browser.md#size). A failed
 * load (a chunk the network could not fetch) is an `INTEGRATION_ERROR` Result, and the next read tries again.
 *
 * @example The reads answer as the inherited ones did
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * const fetch = () => Promise.resolve(Response.json({ total: 0, data: [] }));
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
 * const r = await api.getOrderbook({ offset: 0, limit: 10 });
 * assert.ok(r.ok && r.value.total === 0);
 * ```
 *
 * Every call goes through `backendRequest`: one backend request from resolved service settings: URL composition, timeout, headers with the
 * key precedence (docs/rules/auth.md#key-precedence), transport call.
 * @module
 */
import { ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { BackendConfigReads } from "./config_reads.ts";
import type {
  BackendApiClientOptions,
  BackendRequestOptions,
  BackendService,
  BackendServiceSettings,
  ResponseSchema,
} from "./types.ts";
import type * as z from "../../core/schemas/zod.ts";
import {
  buildUrl,
  checkHeaderRecord,
  DEFAULT_API_HEADERS,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_BASE_PATH,
  isServicePath,
  mergeHeaderLayers,
  normalizeBaseUrl,
  resolveRequestTimeout,
  SERVICE_PATHS,
  type WarnSink,
} from "../../core/api_config/mod.ts";
import { resolveApiKeyHeader } from "../../core/auth/mod.ts";
import { httpRequest } from "../../core/http/request.ts";
import { ResponseMemo } from "../../core/http/response_memo.ts";
import type { HttpMethod, RequestKind, TransportOptions } from "../../core/http/types.ts";
import { backendErrorBodySchema } from "../../core/schemas/backend_error.ts";
import type { BackendApiErrorCode, SetHeadersErrorCode } from "./error_codes.ts";
import { loadConfigSchemas } from "./load_config_schemas.ts";
import {
  type BridgeSubmitTxRequest,
  bridgeSubmitTxRequestSchema,
  bridgeSubmitTxResponseSchema,
  type BridgeSubmitTxStatusResponse,
  bridgeSubmitTxStatusResponseSchema,
} from "../../core/schemas/bridge.ts";
import type { ConfigAllPayload } from "../../core/schemas/config_all_payload.ts";
import { type IntentRecord, intentRecordSchema } from "../../core/schemas/intent_record.ts";
import type { OracleCandles, OracleMarkets, SolverOracleItem } from "../../core/schemas/oracle.ts";
import {
  type SwapsSubmitTxParams,
  swapsSubmitTxParamsSchema,
  type SwapsSubmitTxResponse,
  swapsSubmitTxResponseSchema,
  type SwapsSubmitTxStatusResponse,
  swapsSubmitTxStatusResponseSchema,
} from "../../core/schemas/swaps_v2.ts";
import { toSubmitSwapTxBody } from "../../core/schemas/submit_swap_tx_body.ts";
import { check, invalid, statusQuery, type SubmitTxStatusQuery } from "./_validate.ts";

/** The data API reads `LazyDataReads` forwards (the compiler checks the list is complete). */
const DATA_READ_METHODS: Readonly<Record<keyof BackendConfigReads, true>> = {
  getIntentByHash: true,
  getUserIntents: true,
  getAllUserIntents: true,
  getOrderbook: true,
  getMoneyMarketPosition: true,
  getAllMoneyMarketAssets: true,
  getMoneyMarketAsset: true,
  getMoneyMarketAssetBorrowers: true,
  getMoneyMarketAssetSuppliers: true,
  getAllMoneyMarketBorrowers: true,
  getChains: true,
  getSwapTokens: true,
  getSwapTokensByChainId: true,
  getMoneyMarketTokens: true,
  getMoneyMarketTokensByChainId: true,
  getMoneyMarketReserveAssets: true,
  getRelayChainIdMap: true,
  getSpokeChainConfig: true,
};

/** The loaded reads of each client (a failed load is not kept). */
const loaded = new WeakMap<object, Promise<BackendConfigReads>>();

/** The data API reads, loaded on the first call (see the module doc). */
// The interface below gives the class the reads' method types; the static block defines them.
export abstract class LazyDataReads {
  /**
   * One data API GET parsed with `schema`: the transport of the reads.
   *
   * @param route route after the data API's service path, query string included
   * @param schema response schema
   * @param options per-call override
   */
  protected abstract sendDataRead<S extends ResponseSchema>(
    route: string,
    schema: S,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<S["_zod"]["output"], ClientError>>;

  static {
    const readsOf = (client: LazyDataReads): Promise<BackendConfigReads> => {
      let reads = loaded.get(client);
      if (reads === undefined) {
        reads = import("./_data_reads.ts").then(({ DataReads }) =>
          new DataReads((route, schema, options) => client.sendDataRead(route, schema, options))
        );
        reads.catch(() => loaded.delete(client));
        loaded.set(client, reads);
      }
      return reads;
    };
    for (const key of Object.keys(DATA_READ_METHODS) as (keyof BackendConfigReads)[]) {
      const forward = async function (this: LazyDataReads, ...args: unknown[]): Promise<unknown> {
        let reads: BackendConfigReads;
        try {
          reads = await readsOf(this);
        } catch (cause) {
          return err(
            new ClientError(
              "INTEGRATION_ERROR",
              `Cannot call backendApi.${key}: the data API reads failed to load`,
              {
                context: { service: "backendApi", method: key },
                cause,
              },
            ),
          );
        }
        return await (reads[key] as (...a: unknown[]) => Promise<unknown>).apply(reads, args);
      };
      Object.defineProperty(this.prototype, key, { value: forward, writable: true, configurable: true });
    }
  }
}

/** The reads' methods, as `BackendConfigReads` declares them (with their documentation). */
export interface LazyDataReads extends Pick<BackendConfigReads, keyof BackendConfigReads> {}

/** Fully resolved settings of one service. */
export interface ServiceSettings {
  baseURL: string;
  servicePath: string;
  timeout: number;
  headers: Record<string, string>;
  apiKey: string | undefined;
}

/** One request description. */
export interface BackendCall<S extends z.core.$ZodType> {
  method: HttpMethod;
  route: string;
  schema: S;
  kind: RequestKind;
  body?: unknown;
  /** Memo of the validated body (see `core/http/response_memo.ts`). @default undefined (none) */
  memo?: ResponseMemo | undefined;
}

/**
 * Sends one request with `settings`, applying the per-call override.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "../../core/schemas/zod.ts";
 * import { backendRequest } from "./backend_api_client.ts";
 * const seen: string[] = [];
 * const fetch = (input: RequestInfo | URL) => {
 *   seen.push(String(input));
 *   return Promise.resolve(Response.json({ ok: true }));
 * };
 * const settings = { baseURL: "https://api.test", servicePath: "/v1/be", timeout: 5000, headers: {}, apiKey: undefined };
 * const call = { method: "GET", route: "/config/chains", schema: z.object({ ok: z.boolean() }), kind: "read" } as const;
 * const r = await backendRequest(settings, call, undefined, { fetch }, undefined);
 * assert.ok(r.ok && r.value.ok);
 * assert.equal(seen[0], "https://api.test/v1/be/config/chains");
 * ```
 */
export async function backendRequest<S extends z.core.$ZodType>(
  settings: ServiceSettings,
  call: BackendCall<S>,
  override: BackendRequestOptions | undefined,
  transport: TransportOptions,
  logger: WarnSink | undefined,
): Promise<Result<z.output<S>, ClientError>> {
  const url = buildUrl(settings, settings.servicePath, call.route, override, logger);
  if (!url.ok) return url;
  const timeout = resolveRequestTimeout(settings, override);
  if (!timeout.ok) return timeout;
  const headers = resolveApiKeyHeader({
    configuredHeaders: settings.headers,
    configuredApiKey: settings.apiKey,
    requestHeaders: override?.headers,
    requestApiKey: override?.apiKey,
  });
  return await httpRequest({
    url: url.value,
    method: call.method,
    headers,
    body: call.body,
    schema: call.schema,
    kind: call.kind,
    timeoutMs: timeout.value,
    signal: override?.signal,
    errorSchema: backendErrorBodySchema,
    memo: call.memo,
  }, transport);
}

export type { SubmitTxStatusQuery };

/** The last validated `/config/all` body of the process (`initialize()` of every client fetches the same bytes). */
const CONFIG_ALL_MEMO = new ResponseMemo();

/** Query of {@link BackendApiClient.getOracleCandles}. */
export interface OracleCandlesQuery {
  /** Canonical symbol. */
  symbol: string;
  /** `1m`, `5m`, `1h` or `1d`. */
  interval: string;
  /** Inclusive start, UNIX seconds. */
  from: number;
  /** Exclusive end, UNIX seconds. */
  to: number;
}

/** `over`'s defined fields over `data` (an `undefined` field never overrides; `""` does). */
function layered(data: ServiceSettings, over: BackendServiceSettings | undefined): BackendServiceSettings {
  if (over === undefined) return data;
  return {
    baseURL: over.baseURL !== undefined ? over.baseURL : data.baseURL,
    timeout: over.timeout !== undefined ? over.timeout : data.timeout,
    headers: over.headers !== undefined ? over.headers : data.headers,
    apiKey: over.apiKey !== undefined ? over.apiKey : data.apiKey,
  };
}

/**
 * Client of the backend HTTP APIs (docs/rules/oracle.md#candles,
 * docs/rules/bridge.md#backend-submit-tx-apis). URL = gateway root + service path + route: the data API under
 * `basePath` (`/be`), swaps under `/swaps`, bridge under `/bridge`, the solver oracle at `/intent/oracle`.
 * Every method resolves `x-api-key` by the precedence of docs/rules/auth.md#key-precedence (per-call header,
 * per-call `apiKey`, configured header, configured `apiKey`), never throws, and returns transport errors as
 * `ClientError` values (`HTTP_REQUEST_FAILED` with `context.status` and `context.body`, `NETWORK_ERROR`,
 * `REQUEST_TIMEOUT`, `ABORTED`, `PARSE_ERROR`, `RESPONSE_VALIDATION_FAILED`), bad input as
 * `VALIDATION_FAILED` (no request made) and a bad configured or per-call URL as `INVALID_URL`.
 *
 * @example A per-call key wins over the configured one
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * let key: string | null = null;
 * const fetch = (_u: string | URL | Request, init?: RequestInit) => {
 *   key = new Headers(init?.headers).get("x-api-key");
 *   return Promise.resolve(Response.json({ success: true, message: "ok" }));
 * };
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", apiKey: "configured", fetch });
 * await api.submitSwapTx({ txHash: "0xab", srcChainKey: "0x2105.base" }, { apiKey: "per-call" });
 * assert.ok(key === "per-call");
 * ```
 */
export class BackendApiClient extends LazyDataReads {
  readonly #settings: Record<BackendService, ServiceSettings>;
  readonly #configError: ClientError | undefined;
  readonly #transport: TransportOptions;
  readonly #logger: BackendApiClientOptions["logger"];

  /**
   * Builds the client; no I/O happens until a method is called.
   *
   * @param options resolved settings (see {@link BackendApiClientOptions}); an invalid `baseURL` or `basePath`
   *   does not throw: every method then returns that `INVALID_URL` / `INVALID_CONFIG` error
   */
  constructor(options: BackendApiClientOptions) {
    super();
    this.#logger = options.logger;
    this.#transport = { ...options.transport, fetch: options.fetch };
    const problems: ClientError[] = [];
    const data = this.#service(options, DEFAULT_BASE_PATH, options.basePath, "dataApi", problems);
    this.#settings = {
      dataApi: data,
      swaps: this.#service(
        layered(data, options.swaps),
        SERVICE_PATHS.swaps,
        undefined,
        "swaps",
        problems,
      ),
      bridge: this.#service(
        layered(data, options.bridge),
        SERVICE_PATHS.bridge,
        undefined,
        "bridge",
        problems,
      ),
    };
    this.#configError = problems[0];
  }

  #service(
    s: BackendServiceSettings & { baseURL?: string | undefined },
    defaultPath: string,
    path: string | undefined,
    label: BackendService,
    problems: ClientError[],
  ): ServiceSettings {
    const base = normalizeBaseUrl(s.baseURL, { logger: this.#logger, label: `${label}.baseURL` });
    if (!base.ok) problems.push(base.error);
    const servicePath = path ?? defaultPath;
    if (!isServicePath(servicePath)) {
      problems.push(
        clientError("INVALID_CONFIG", `Cannot use ${label}.basePath ${servicePath}`, { field: "basePath" }),
      );
    }
    return {
      baseURL: base.ok ? base.value : String(s.baseURL),
      servicePath,
      timeout: s.timeout ?? DEFAULT_API_TIMEOUT_MS,
      headers: { ...(s.headers ?? DEFAULT_API_HEADERS) },
      apiKey: s.apiKey === "" ? undefined : s.apiKey,
    };
  }

  /**
   * Merges `headers` into the configured headers of the data API, swaps and bridge services (last write wins,
   * compared case-insensitively); `setHeaders({"x-api-key": k})` rotates the key
   * (docs/rules/auth.md#key-rotation).
   *
   * @param headers headers to add or replace
   * @returns `ok` or, for anything but an object of strings, `VALIDATION_FAILED` (nothing changed)
   * @example Rotate the key
   * ```ts
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * api.setHeaders({ "x-api-key": "rotated" });
   * ```
   */
  setHeaders(headers: Record<string, string>): Result<void, ClientError<SetHeadersErrorCode>>;
  setHeaders(headers: Record<string, string>): Result<void, ClientError> {
    const checked = checkHeaderRecord(headers, "set headers");
    if (!checked.ok) return checked;
    for (const s of Object.values(this.#settings)) s.headers = mergeHeaderLayers(s.headers, headers);
    return ok(undefined);
  }

  /**
   * The configured gateway root of the data API (without the service path).
   *
   * @returns the normalised base URL
   * @example A trailing /be is trimmed
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * assert.ok(new BackendApiClient({ baseURL: "https://api.sodax.com/v1/be" }).getBaseURL() === "https://api.sodax.com/v1");
   * ```
   */
  getBaseURL(): string {
    return this.#settings.dataApi.baseURL;
  }

  async #send<S extends z.core.$ZodType>(
    service: BackendService,
    call: BackendCall<S>,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<z.output<S>, ClientError>> {
    if (this.#configError !== undefined) return err(this.#configError);
    return await backendRequest(this.#settings[service], call, options, this.#transport, this.#logger);
  }

  /**
   * One data API GET parsed with `schema`: the transport of the reads the client inherits (intents, orderbook,
   * money market, configuration parts).
   *
   * @param route route after the data API's service path, query string included
   * @param schema response schema
   * @param options per-call override
   */
  protected override async sendDataRead<S extends ResponseSchema>(
    route: string,
    schema: S,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<S["_zod"]["output"], ClientError>> {
    // Protected, yet a prototype method at run time: junk reaches it like any other method and must fail cleanly.
    if (typeof route !== "string" || !route.startsWith("/")) {
      return err(invalid("route", "must start with /"));
    }
    if (typeof (schema as { _zod?: unknown } | undefined)?._zod !== "object") {
      return err(invalid("schema", "must be a zod schema"));
    }
    return await this.#send(
      "dataApi",
      { method: "GET", route, schema: schema as unknown as z.core.$ZodType, kind: "read" },
      options,
    );
  }

  /**
   * The backend's durable record of an intent, by hub tx hash (`GET {base}{basePath}/intent/tx/{hash}`).
   *
   * @param hubTxHash the hub tx hash of the intent
   * @param options per-call override
   * @returns `Result<IntentRecord, ClientError>`; no record is `HTTP_REQUEST_FAILED` with `context.status` 404
   * @example An empty hash is refused
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getIntentByTxHash("");
   * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
   * ```
   */
  getIntentByTxHash(
    hubTxHash: string,
    options?: BackendRequestOptions,
  ): Promise<Result<IntentRecord, ClientError<BackendApiErrorCode>>>;
  async getIntentByTxHash(
    hubTxHash: string,
    options?: BackendRequestOptions,
  ): Promise<Result<IntentRecord, ClientError>> {
    if (typeof hubTxHash !== "string" || hubTxHash === "") {
      return err(invalid("hubTxHash", "must be a non-empty string"));
    }
    const route = `/intent/tx/${encodeURIComponent(hubTxHash)}`;
    return await this.#send(
      "dataApi",
      { method: "GET", route, schema: intentRecordSchema, kind: "read" },
      options,
    );
  }

  /**
   * Chain and token configuration (`GET {base}{basePath}/config/all`), parsed with `configAllResponseSchema` (its
   * owned-body form: the parsed body is validated and frozen in place).
   * The validated payload is deep-frozen and kept for the process (one entry, every client): a later answer with
   * the same bytes is returned without parsing and validating it again; any other body is validated in full.
   *
   * @param options per-call override
   * @returns `Result<ConfigAllPayload, ClientError>`
   * @example Call shape
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json({})) });
   * const r = await api.getAllConfig();
   * assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED");
   * ```
   */
  getAllConfig(
    options?: BackendRequestOptions,
  ): Promise<Result<ConfigAllPayload, ClientError<BackendApiErrorCode>>>;
  async getAllConfig(options?: BackendRequestOptions): Promise<Result<ConfigAllPayload, ClientError>> {
    const schemas = await loadConfigSchemas();
    if (!schemas.ok) return schemas;
    const { configAllOwnedBodySchema } = schemas.value;
    return await this.#send("dataApi", {
      method: "GET",
      route: "/config/all",
      // the request layer owns the body it just parsed: validated and frozen in place, not copied
      schema: configAllOwnedBodySchema,
      kind: "read",
      memo: CONFIG_ALL_MEMO,
    }, options);
  }

  /**
   * Hands a source-chain tx to the backend swaps relay path (`POST {base}/swaps/submit-tx`). A mutation: never
   * retried except on the key-verification 503.
   *
   * @param body `{txHash, srcChainKey, walletAddress?, intent?, relayData?}` (intent amounts as bigints); sent in
   *   the platform's form (`SubmitSwapTxRequest`: chain ids as numbers, `relayData` as the payload hex; see
   *   docs/wire_inventory.md#swaps-submit-tx)
   * @param options per-call override
   * @returns `Result<SwapsSubmitTxResponse, ClientError>`
   * @example Bad input makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).submitSwapTx({ txHash: "", srcChainKey: "sonic" });
   * assert.ok(!r.ok && r.error.context.field === "txHash");
   * ```
   */
  submitSwapTx(
    body: SwapsSubmitTxParams,
    options?: BackendRequestOptions,
  ): Promise<Result<SwapsSubmitTxResponse, ClientError<BackendApiErrorCode>>>;
  async submitSwapTx(
    body: SwapsSubmitTxParams,
    options?: BackendRequestOptions,
  ): Promise<Result<SwapsSubmitTxResponse, ClientError>> {
    const parsed = check(swapsSubmitTxParamsSchema, body);
    if (!parsed.ok) return parsed;
    return await this.#send("swaps", {
      method: "POST",
      route: "/submit-tx",
      schema: swapsSubmitTxResponseSchema,
      kind: "mutation",
      body: toSubmitSwapTxBody(parsed.value),
    }, options);
  }

  /**
   * Status of a swaps submit-tx job (`GET {base}/swaps/submit-tx/status?txHash=&srcChainKey=`).
   *
   * @param query tx hash and optional chain key
   * @param options per-call override
   * @returns `Result<SwapsSubmitTxStatusResponse, ClientError>`
   * @example An unknown chain key is refused
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.getSubmitSwapTxStatus({ txHash: "0xab", srcChainKey: "mars" });
   * assert.ok(!r.ok && r.error.context.field === "srcChainKey");
   * ```
   */
  getSubmitSwapTxStatus(
    query: SubmitTxStatusQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<SwapsSubmitTxStatusResponse, ClientError<BackendApiErrorCode>>>;
  async getSubmitSwapTxStatus(
    query: SubmitTxStatusQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<SwapsSubmitTxStatusResponse, ClientError>> {
    const qs = statusQuery(query);
    if (!qs.ok) return qs;
    return await this.#send("swaps", {
      method: "GET",
      route: `/submit-tx/status?${qs.value}`,
      schema: swapsSubmitTxStatusResponseSchema,
      kind: "read",
    }, options);
  }

  /**
   * Hands a bridge spoke deposit to the backend (`POST {base}/bridge/submit-tx`); a mutation.
   *
   * @param body `{txHash, srcChainKey, dstChainKey, walletAddress?, relayData?}`
   * @param options per-call override
   * @returns `Result<{success, message}, ClientError>`
   * @example Bad input makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.submitBridgeTx({ txHash: "0xab", srcChainKey: "sonic", dstChainKey: "" });
   * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
   * ```
   */
  submitBridgeTx(
    body: BridgeSubmitTxRequest,
    options?: BackendRequestOptions,
  ): Promise<Result<{ success: boolean; message: string }, ClientError<BackendApiErrorCode>>>;
  async submitBridgeTx(
    body: BridgeSubmitTxRequest,
    options?: BackendRequestOptions,
  ): Promise<Result<{ success: boolean; message: string }, ClientError>> {
    const parsed = check(bridgeSubmitTxRequestSchema, body);
    if (!parsed.ok) return parsed;
    return await this.#send("bridge", {
      method: "POST",
      route: "/submit-tx",
      schema: bridgeSubmitTxResponseSchema,
      kind: "mutation",
      body: parsed.value,
    }, options);
  }

  /**
   * Status of a bridge submit-tx job (`GET {base}/bridge/submit-tx/status?txHash=&srcChainKey=`).
   *
   * @param query tx hash and optional chain key
   * @param options per-call override
   * @returns `Result<BridgeSubmitTxStatusResponse, ClientError>`
   * @example An empty hash is refused
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getSubmitBridgeTxStatus({ txHash: "" });
   * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
   * ```
   */
  getSubmitBridgeTxStatus(
    query: SubmitTxStatusQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<BridgeSubmitTxStatusResponse, ClientError<BackendApiErrorCode>>>;
  async getSubmitBridgeTxStatus(
    query: SubmitTxStatusQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<BridgeSubmitTxStatusResponse, ClientError>> {
    const qs = statusQuery(query);
    if (!qs.ok) return qs;
    return await this.#send("bridge", {
      method: "GET",
      route: `/submit-tx/status?${qs.value}`,
      schema: bridgeSubmitTxStatusResponseSchema,
      kind: "read",
    }, options);
  }

  /**
   * Oracle markets (`GET {base}{basePath}/oracle/markets`).
   *
   * @param options per-call override
   * @returns `Result<OracleMarkets, ClientError>`
   * @example See the module example.
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * assert.ok(typeof new BackendApiClient({ baseURL: "http://gw.test/v1" }).getOracleMarkets === "function");
   * ```
   */
  getOracleMarkets(
    options?: BackendRequestOptions,
  ): Promise<Result<OracleMarkets, ClientError<BackendApiErrorCode>>>;
  async getOracleMarkets(options?: BackendRequestOptions): Promise<Result<OracleMarkets, ClientError>> {
    const oracle = await loadOracleSchemas();
    if (!oracle.ok) return oracle;
    return await this.#send("dataApi", {
      method: "GET",
      route: "/oracle/markets",
      schema: oracle.value.oracleMarketsSchema,
      kind: "read",
    }, options);
  }

  /**
   * Oracle candles (`GET {base}{basePath}/oracle/candles?symbol=&interval=&from=&to=`). The query is checked
   * first with the query rules of docs/rules/oracle.md#candle-query-rules (`validateCandlesQuery`): a bad
   * query is `VALIDATION_FAILED` with `context.reason` and `context.field`, and no request is made.
   *
   * @param query symbol, interval, `[from, to)` in UNIX seconds
   * @param options per-call override
   * @returns `Result<OracleCandles, ClientError>`
   * @example A reversed range is refused locally
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.getOracleCandles({ symbol: "BTC", interval: "1h", from: 7200, to: 3600 });
   * assert.ok(!r.ok && r.error.context.reason === "RANGE_NOT_INCREASING");
   * ```
   */
  getOracleCandles(
    query: OracleCandlesQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<OracleCandles, ClientError<BackendApiErrorCode>>>;
  async getOracleCandles(
    query: OracleCandlesQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<OracleCandles, ClientError>> {
    const oracle = await loadOracleSchemas();
    if (!oracle.ok) return oracle;
    const q = oracle.value.validateCandlesQuery(
      { ...(query ?? {}) } as unknown as Record<string, string | number | undefined>,
    );
    if (!q.ok) {
      return err(
        clientError("VALIDATION_FAILED", `Cannot get candles: ${q.message}`, {
          reason: q.reason,
          field: q.field,
        }),
      );
    }
    const { symbol, interval, from, to } = q.query;
    const qs = new URLSearchParams({ symbol, interval, from: String(from), to: String(to) });
    return await this.#send("dataApi", {
      method: "GET",
      route: `/oracle/candles?${qs}`,
      schema: oracle.value.oracleCandlesSchema,
      kind: "read",
    }, options);
  }

  /**
   * Live solver oracle prices (`GET {base}/intent/oracle`, outside the data API's `basePath`).
   *
   * @param options per-call override
   * @returns `Result<SolverOracleItem[], ClientError>`
   * @example Call shape
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json([])) });
   * const r = await api.getSolverOracle();
   * assert.ok(r.ok && r.value.length === 0);
   * ```
   */
  getSolverOracle(
    options?: BackendRequestOptions,
  ): Promise<Result<SolverOracleItem[], ClientError<BackendApiErrorCode>>>;
  async getSolverOracle(options?: BackendRequestOptions): Promise<Result<SolverOracleItem[], ClientError>> {
    const settings = { ...this.#settings.dataApi, servicePath: "" };
    if (this.#configError !== undefined) return err(this.#configError);
    const oracle = await loadOracleSchemas();
    if (!oracle.ok) return oracle;
    return await backendRequest(
      settings,
      {
        method: "GET",
        route: "/intent/oracle",
        schema: oracle.value.solverOracleResponseSchema,
        kind: "read",
      },
      options,
      this.#transport,
      this.#logger,
    );
  }
}

/**
 * The oracle reads' schemas and query rules, loaded with the first oracle read (a swap page does not carry them:
 * docs/browser.md#size); a chunk that cannot be fetched is `INTEGRATION_ERROR`, and the next read tries again.
 */
async function loadOracleSchemas(): Promise<
  Result<typeof import("../../core/schemas/oracle.ts"), ClientError>
> {
  try {
    return ok(await import("../../core/schemas/oracle.ts"));
  } catch (cause) {
    return err(
      new ClientError("INTEGRATION_ERROR", "Cannot read the oracle: its schemas failed to load", {
        context: { module: "core/schemas/oracle.ts" },
        cause,
      }),
    );
  }
}
