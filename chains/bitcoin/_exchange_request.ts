/**
 * The one exchange request of the trading-wallet clients (private to `chains/bitcoin/`): headers in the order of
 * docs/rules/auth.md#exchange-signature (content type, the per-call access token, the signer's headers last),
 * redirects kept on the origin, the answer read within the size cap and checked against a schema. Never throws.
 * @module
 */
import type * as z from "../../core/schemas/zod.ts";
import type { ExchangeSignRequest } from "../../core/auth/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { fetchWithinOrigin } from "../../core/http/request.ts";
import { readCappedBody } from "../../core/http/read_capped_body.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { buildExchangeHeaders } from "./wallet.ts";

/** Per-call options of an exchange request. */
export interface ExchangeCallOptions {
  /** The user's exchange access token (`extras.exchange.accessToken`). @default undefined (none sent) */
  accessToken?: string | undefined;
  /** Aborts the request. @default undefined */
  signal?: AbortSignal | undefined;
}

/** How the requests of one service are made. */
export interface ExchangeRequestSettings {
  /** The service root (no trailing slash). */
  root: string;
  /** Injected fetch. */
  fetch: FetchLike;
  /** The request signer. @default undefined (none) */
  signRequest?: ExchangeSignRequest | undefined;
  /** Largest answer read, in bytes. @default DEFAULT_MAX_RESPONSE_BYTES */
  maxResponseBytes?: number | undefined;
}

/** One request: `undefined` value only for an allowed 404. */
export type ExchangeRequest = <T>(
  method: "GET" | "POST",
  route: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  given: ExchangeCallOptions | undefined,
  allow404?: boolean,
) => Promise<Result<T | undefined, ClientError>>;

/**
 * The request function of one service.
 *
 * @param options root, fetch, signer and size cap
 * @returns the request function; its failures are the exchange client's (see `createExchangeClient`)
 */
export function exchangeRequester(options: ExchangeRequestSettings): ExchangeRequest {
  const root = options.root;
  const fetchFn = options.fetch;
  return async function request<T>(
    method: "GET" | "POST",
    route: string,
    body: unknown,
    schema: z.ZodMiniType<T>,
    given: ExchangeCallOptions | undefined,
    allow404 = false,
  ): Promise<Result<T | undefined, ClientError>> {
    const call: ExchangeCallOptions = typeof given === "object" && given !== null ? given : {};
    let url: URL;
    let payload: string | undefined;
    try {
      url = new URL(`${root}${route}`);
      payload = body === undefined ? undefined : JSON.stringify(body);
    } catch (cause) {
      return err(
        new ClientError("VALIDATION_FAILED", `Cannot call exchange: ${method} ${route}: bad URL or body`, {
          context: { chainKey: "bitcoin", method, route },
          cause,
        }),
      );
    }
    const path = `${url.pathname}${url.search}`;
    const context = { chainKey: "bitcoin", method, path };
    const headers = await buildExchangeHeaders({
      extras: call.accessToken === undefined ? undefined : { exchange: { accessToken: call.accessToken } },
      signRequest: options.signRequest,
      request: { method, path },
      headers: { "content-type": "application/json" },
    });
    if (!headers.ok) return headers;
    let res: Response;
    try {
      const reached = await fetchWithinOrigin(fetchFn, url.href, {
        method,
        headers: headers.value,
        signal: call.signal ?? null,
        ...(payload === undefined ? {} : { body: payload }),
      });
      if (!reached.ok) {
        const code = reached.refused === "cross-origin" ? "CROSS_ORIGIN_REDIRECT" : "EXTERNAL_API_ERROR";
        const where = reached.refused === "cross-origin"
          ? `redirected to ${reached.host ?? "a hidden target"}`
          : "too many redirects";
        return err(
          new ClientError(code, `Cannot call exchange: ${method} ${path}: ${where}; not followed`, {
            context: {
              ...context,
              status: reached.status,
              ...(reached.refused === "cross-origin"
                ? { location: reached.location, host: reached.host }
                : {}),
            },
          }),
        );
      }
      res = reached.response;
    } catch (cause) {
      const code = call.signal?.aborted ? "ABORTED" : "NETWORK_ERROR";
      return err(new ClientError(code, `Cannot call exchange: ${method} ${path}`, { context, cause }));
    }
    let text: string;
    try {
      // the body can fail mid-read (connection reset) or be cut by an abort: a failure value, never a throw
      const read = await readCappedBody(res, { maxBytes: options.maxResponseBytes, signal: call.signal });
      if (!read.ok) {
        return err(
          new ClientError(
            "RESPONSE_TOO_LARGE",
            `Cannot call exchange: ${method} ${path}: answer over ${read.limit} bytes`,
            {
              context: { ...context, status: res.status, limit: read.limit, bytes: read.bytes },
            },
          ),
        );
      }
      text = read.text;
    } catch (cause) {
      const code = call.signal?.aborted ? "ABORTED" : "NETWORK_ERROR";
      return err(
        new ClientError(code, `Cannot call exchange: ${method} ${path}: body read failed`, {
          context: { ...context, status: res.status },
          cause,
        }),
      );
    }
    if (allow404 && res.status === 404) return ok(undefined);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const answer = json as { message?: unknown; code?: unknown; error?: { details?: unknown } } | undefined;
      const nested = typeof answer?.error === "object" && answer.error !== null
        ? answer.error.details
        : undefined;
      const detail = typeof nested === "string" ? nested : answer?.message;
      return err(
        new ClientError("EXTERNAL_API_ERROR", `Cannot call exchange: status ${res.status}`, {
          context: {
            ...context,
            status: res.status,
            detail: typeof detail === "string" ? detail : text.slice(0, 200),
            ...(typeof answer?.code === "string" ? { exchangeCode: answer.code } : {}),
          },
        }),
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      return err(
        new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read exchange answer of ${method} ${path}`, {
          context: { ...context, body: text.slice(0, 200) },
        }),
      );
    }
    return ok(parsed.data);
  };
}

/** `RESPONSE_VALIDATION_FAILED` for an empty answer where one is required. */
export function required<T>(r: Result<T | undefined, ClientError>): Result<T, ClientError> {
  return r.ok && r.value === undefined
    ? err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read exchange answer: empty", { context: {} }),
    )
    : r as Result<T, ClientError>;
}
