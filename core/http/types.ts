/**
 * The contract of the one fetch-based transport every client of the library uses.
 * The implementation lives in `request.ts`; the retry rules in `retry_policy.ts`.
 * @module
 */
import type * as z from "../schemas/zod.ts";
import type { ResponseMemo } from "./response_memo.ts";

/** The `fetch` signature the transport needs (the global one, a hono `app.request`, or a test stub). */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** HTTP methods the clients use. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "HEAD" | "OPTIONS";

/**
 * How a request may be retried:
 * - `read`: GET-like reads and polls, retried on transient failures;
 * - `compute`: pure-compute POSTs (quotes, status queries), retried like reads;
 * - `mutation`: never retried, except the key-verification 503.
 */
export type RequestKind = "read" | "compute" | "mutation";

/** Injected sleep: resolves after `ms`, rejects when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Retry settings; defaults in `retry_policy.ts` (`DEFAULT_RETRY_POLICY`). */
export interface RetryPolicy {
  /** Retries after the first attempt for reads and computes. @default 3 */
  limit: number;
  /** Retries of the key-verification 503 (any kind, mutations too). @default 3 */
  keyVerificationLimit: number;
  /** Statuses retried for reads and computes. @default [408, 429, 500, 502, 503, 504] */
  statusCodes: readonly number[];
  /** Base of the exponential backoff in ms. @default 300 */
  baseDelayMs: number;
  /** Cap of one backoff wait in ms. @default 10000 */
  backoffLimitMs: number;
  /** Fixed short backoff of the key-verification 503 in ms. @default 250 */
  keyVerificationDelayMs: number;
  /**
   * Cap of the wait before retrying a key-verification 503 in ms: a shorter `Retry-After` is honoured, a longer
   * one is cut to this cap (the retry is never skipped). @default 2000
   */
  keyVerificationMaxDelayMs: number;
  /** Cap applied to a server `Retry-After`; a larger value is not waited for (no retry). @default 60000 */
  maxRetryAfterMs: number;
}

/** A partial {@link RetryPolicy} whose fields may be `undefined` (kept at the default). */
export type RetryPolicyOverrides = { [K in keyof RetryPolicy]?: RetryPolicy[K] | undefined };

/** Settings shared by every request of one client. */
export interface TransportOptions {
  /** `fetch` used for the requests. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Retry policy overrides. @default DEFAULT_RETRY_POLICY */
  retry?: RetryPolicyOverrides | undefined;
  /** Waits between retries. @default a setTimeout-based sleep (so fake timers drive it) */
  sleep?: Sleep | undefined;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: (() => number) | undefined;
  /**
   * Largest response body read, in bytes (a whole number from 1 to 2^30), enforced while the body streams: a
   * larger answer fails with `RESPONSE_TOO_LARGE` (docs/rules/http.md#response-size). @default DEFAULT_MAX_RESPONSE_BYTES (4 MiB)
   */
  maxResponseBytes?: number | undefined;
}

/** One request. */
export interface HttpRequest<S extends z.core.$ZodType> {
  url: string;
  method: HttpMethod;
  /** Final headers (auth already resolved). */
  headers?: Record<string, string> | undefined;
  /** JSON body; bigints are written as decimal strings. */
  body?: unknown;
  /** Schema the 2xx JSON body must satisfy; its output type is the Result value. */
  schema: S;
  kind: RequestKind;
  /** Overall deadline of the call in ms, retries and backoff included. `undefined` = none. */
  timeoutMs?: number | undefined;
  /**
   * Deadline of each attempt in ms. An attempt that has not answered by then is cut and counts as a network
   * failure (`NETWORK_ERROR`, "attempt timed out"): a read or compute request is retried within `timeoutMs`, a
   * mutation is not. Bounds a stalled connection without giving up the call. `undefined` = none.
   */
  attemptTimeoutMs?: number | undefined;
  /** Caller's signal; aborts the request and any backoff sleep. */
  signal?: AbortSignal | undefined;
  /**
   * Statuses that are answers, not failures: their JSON body is parsed with `errorSchema` (when given) and
   * returned as `{ok:false, error}` with code `HTTP_REQUEST_FAILED` and `context.body` set. Default: none.
   */
  errorSchema?: z.core.$ZodType | undefined;
  /**
   * One-entry memo of the validated 2xx body (`response_memo.ts`): a body whose text equals the memo's is answered
   * from it without parsing or validating again; the output is then deep-frozen and shared. @default undefined (none)
   */
  memo?: ResponseMemo | undefined;
}
