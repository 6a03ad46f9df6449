/**
 * `SwapsApiClient`: the standalone swaps API v2 wire client (docs/rules/wire_client.md#swaps-api-v2). It
 * throws {@link SwapsApiError}.
 *
 * @example Quote against a stub fetch
 * ```ts
 * import assert from "node:assert/strict";
 * import { SwapsApiClient } from "./client.ts";
 * const fetch = () => Promise.resolve(Response.json({ quotedAmount: "990" }));
 * const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch });
 * const q = await api.getQuote({
 *   tokenSrc: "0xa", tokenDst: "0xb", tokenSrcChainKey: "0x2105.base", tokenDstChainKey: "sonic",
 *   amount: 1000n, quoteType: "exact_input",
 * });
 * assert.ok(q.quotedAmount === 990n);
 * ```
 * @module
 */
import * as z from "../core/schemas/zod.ts";
import { clientError } from "../core/errors.ts";
import { thrownFailure } from "../core/guard/guard_result.ts";
import { httpRequest } from "../core/http/request.ts";
import type { HttpMethod, RequestKind, TransportOptions } from "../core/http/types.ts";
import { backendErrorBodySchema } from "../core/schemas/backend_error.ts";
import {
  SWAPS_V2_PATHS,
  swapsAllowanceParamsSchema,
  swapsAllowanceResponseSchema,
  swapsApproveResponseSchema,
  swapsCreateIntentParamsSchema,
  swapsCreateIntentResponseSchema,
  swapsQuoteParamsSchema,
  swapsQuoteResponseSchema,
  swapsSubmitTxParamsSchema,
  swapsSubmitTxResponseSchema,
  swapsSubmitTxStatusQuerySchema,
  swapsSubmitTxStatusResponseSchema,
  swapsTokensResponseSchema,
} from "../core/schemas/swaps_v2.ts";
import { toSubmitSwapTxBody } from "../core/schemas/submit_swap_tx_body.ts";
import { toSwapsApiError } from "./_map_error.ts";
import type { SwapsApiError } from "./errors.ts";
import {
  type ResolvedSwapsApiOptions,
  resolveSwapsApiOptions,
  type SwapsApiClientOptions,
} from "./options.ts";
import type {
  ISwapsApiV2,
  SwapsAllowanceParams,
  SwapsAllowanceResponse,
  SwapsApproveResponse,
  SwapsCreateIntentParams,
  SwapsCreateIntentResponse,
  SwapsQuoteParams,
  SwapsQuoteResponse,
  SwapsSubmitTxParams,
  SwapsSubmitTxResponse,
  SwapsSubmitTxStatusQuery,
  SwapsSubmitTxStatusResponse,
  SwapsTokensResponse,
} from "./types.ts";

interface Route<S extends z.core.$ZodType> {
  operation: keyof ISwapsApiV2;
  method: HttpMethod;
  path: string;
  kind: RequestKind;
  schema: S;
  body?: unknown;
  query?: Record<string, string> | undefined;
}

/** A route whose domain parameters are validated first, then turned into the request's body or query. */
interface ParamsRoute<P extends z.core.$ZodType, S extends z.core.$ZodType>
  extends Omit<Route<S>, "body" | "query"> {
  params: P;
  request(valid: z.output<P>): Pick<Route<S>, "body" | "query">;
}

/**
 * Client of the swaps API v2. Each call has one overall deadline (`timeout`, retries included); reads, polls and
 * pure-compute POSTs are retried on transient failures, mutations (`createIntent`, `approve`, `submitTx`) only on
 * the key-verification 503, timeouts never. A redirect is followed only within the base URL's origin (a redirect
 * elsewhere is an `HTTP_ERROR` naming `context.host`, the key never sent there) and an answer over
 * `maxResponseBytes` is cut off (docs/rules/wire_client.md#errors).
 *
 * @example Catch a typed error
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSwapsApiError, SwapsApiClient } from "./mod.ts";
 * const fetch = () => Promise.resolve(Response.json({ message: "Unauthorized" }, { status: 401 }));
 * const api = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch });
 * try {
 *   await api.getTokens();
 * } catch (e) {
 *   assert.ok(isSwapsApiError(e) && e.code === "HTTP_ERROR" && e.context.status === 401);
 * }
 * ```
 */
export class SwapsApiClient implements ISwapsApiV2 {
  readonly #options: ResolvedSwapsApiOptions;
  readonly #transport: TransportOptions;

  /**
   * Builds the client; no I/O happens until a method is called.
   *
   * @param options `baseUrl` (required), `timeout` (default 30000 ms), `fetch`, `headers`, `apiKey`, `retry`,
   *   `maxResponseBytes` (default 4 MiB)
   * @throws {SwapsApiError} `VALIDATION_ERROR` when `baseUrl` is missing or malformed or `timeout` is not positive
   */
  constructor(options: SwapsApiClientOptions) {
    this.#options = resolveSwapsApiOptions(options);
    this.#transport = {
      fetch: this.#options.fetch,
      retry: this.#options.retry,
      maxResponseBytes: this.#options.maxResponseBytes,
    };
  }

  /** The validated base URL (no trailing slash). */
  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  /**
   * `GET /swaps/tokens` (read): swap tokens by chain key.
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  getTokens(): Promise<SwapsTokensResponse> {
    return this.#call({
      operation: "getTokens",
      method: "GET",
      path: SWAPS_V2_PATHS.tokens,
      kind: "read",
      schema: swapsTokensResponseSchema,
    });
  }

  /**
   * `POST /swaps/quote` (compute): the quoted amount; `partnerFee` is sent.
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  getQuote(params: SwapsQuoteParams): Promise<SwapsQuoteResponse> {
    return this.#send({
      operation: "getQuote",
      method: "POST",
      path: SWAPS_V2_PATHS.quote,
      kind: "compute",
      params: swapsQuoteParamsSchema,
      schema: swapsQuoteResponseSchema,
      request: (body) => ({ body }),
    }, params);
  }

  /**
   * `POST /swaps/intent` (mutation): the unsigned intent tx and the intent; `partnerFee` is sent.
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  createIntent(params: SwapsCreateIntentParams): Promise<SwapsCreateIntentResponse> {
    return this.#send({
      operation: "createIntent",
      method: "POST",
      path: SWAPS_V2_PATHS.intent,
      kind: "mutation",
      params: swapsCreateIntentParamsSchema,
      schema: swapsCreateIntentResponseSchema,
      request: (body) => ({ body }),
    }, params);
  }

  /**
   * `POST /swaps/allowance` (compute): whether the allowance suffices; `partnerFee` is accepted, not sent.
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  checkAllowance(params: SwapsAllowanceParams): Promise<SwapsAllowanceResponse> {
    return this.#send({
      operation: "checkAllowance",
      method: "POST",
      path: SWAPS_V2_PATHS.allowance,
      kind: "compute",
      params: swapsAllowanceParamsSchema,
      schema: swapsAllowanceResponseSchema,
      request: ({ partnerFee: _, ...body }) => ({ body }),
    }, params);
  }

  /**
   * `POST /swaps/approve` (mutation): the unsigned approval tx; `partnerFee` is accepted, not sent.
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  approve(params: SwapsAllowanceParams): Promise<SwapsApproveResponse> {
    return this.#send({
      operation: "approve",
      method: "POST",
      path: SWAPS_V2_PATHS.approve,
      kind: "mutation",
      params: swapsAllowanceParamsSchema,
      schema: swapsApproveResponseSchema,
      request: ({ partnerFee: _, ...body }) => ({ body }),
    }, params);
  }

  /**
   * `POST /swaps/submit-tx` (mutation): hands a source tx hash to the backend relay. The body goes in the
   * platform's form (intent chain ids as numbers, `relayData` as the payload hex;
   * docs/wire_inventory.md#swaps-submit-tx).
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  submitTx(params: SwapsSubmitTxParams): Promise<SwapsSubmitTxResponse> {
    return this.#send({
      operation: "submitTx",
      method: "POST",
      path: SWAPS_V2_PATHS.submitTx,
      kind: "mutation",
      params: swapsSubmitTxParamsSchema,
      schema: swapsSubmitTxResponseSchema,
      request: (body) => ({ body: toSubmitSwapTxBody(body) }),
    }, params);
  }

  /**
   * `GET /swaps/submit-tx/status` (read, a poll): the backend relay job's status.
   *
   * @throws {SwapsApiError} on any failure (see the class doc for the codes)
   */
  getSubmitTxStatus(params: SwapsSubmitTxStatusQuery): Promise<SwapsSubmitTxStatusResponse> {
    return this.#send({
      operation: "getSubmitTxStatus",
      method: "GET",
      path: SWAPS_V2_PATHS.submitTxStatus,
      kind: "read",
      params: swapsSubmitTxStatusQuerySchema,
      schema: swapsSubmitTxStatusResponseSchema,
      request: ({ txHash, srcChainKey }) => ({ query: { txHash, srcChainKey } }),
    }, params);
  }

  /** Validates domain parameters before any I/O (bad input throws `VALIDATION_ERROR` with the issues), then calls. */
  async #send<P extends z.core.$ZodType, S extends z.core.$ZodType>(
    route: ParamsRoute<P, S>,
    params: unknown,
  ): Promise<z.output<S>> {
    const { operation, method, path } = route;
    // Parameters that throw when read (a getter or Proxy that throws, also while zod words its issues) are bad
    // input too, named by path.
    const hostile = (thrown: unknown) =>
      toSwapsApiError(thrownFailure(`SwapsApiClient.${operation}`, [params], thrown, ["params"]), {
        operation,
        path,
      });
    const parsed = await z.safeParseAsync(route.params, params).catch((thrown: unknown) => {
      throw hostile(thrown);
    });
    if (!parsed.success) {
      let issues: unknown[];
      try {
        issues = parsed.error.issues;
      } catch (thrown) {
        throw hostile(thrown);
      }
      throw toSwapsApiError(
        clientError("VALIDATION_FAILED", `Cannot ${method} ${path}: invalid ${operation} parameters`, {
          url: this.#options.baseUrl + path,
          method,
          attempts: 0,
          issues,
        }, parsed.error),
        { operation, path },
      );
    }
    return await this.#call({ ...route, ...route.request(parsed.data) });
  }

  async #call<S extends z.core.$ZodType>(route: Route<S>): Promise<z.output<S>> {
    const query = route.query === undefined ? "" : `?${new URLSearchParams(route.query)}`;
    const result = await httpRequest({
      url: `${this.#options.baseUrl}${route.path}${query}`,
      method: route.method,
      headers: this.#options.headers,
      body: route.body,
      schema: route.schema,
      kind: route.kind,
      timeoutMs: this.#options.timeout,
      errorSchema: backendErrorBodySchema,
    }, this.#transport);
    if (result.ok) return result.value;
    throw toSwapsApiError(result.error, {
      operation: route.operation,
      path: route.path,
    }) satisfies SwapsApiError;
  }
}
