/**
 * Options of the swaps wire client and their one-place validation (docs/rules/wire_client.md#options).
 *
 * @example Resolve options
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSwapsApiOptions } from "./options.ts";
 * const o = resolveSwapsApiOptions({ baseUrl: "https://api.example/v1/", apiKey: "k" });
 * assert.ok(o.baseUrl === "https://api.example/v1" && o.headers["x-api-key"] === "k" && o.timeout === 30_000);
 * ```
 * @module
 */
import { DEFAULT_SWAPS_API_TIMEOUT } from "../core/timing.ts";
export { DEFAULT_SWAPS_API_TIMEOUT } from "../core/timing.ts";
import type { RetryPolicyOverrides } from "../core/http/retry_policy.ts";
import { redactUrl } from "../core/http/redact_url.ts";
import { numberOptionProblem } from "../core/options/number_option.ts";
import { describeValue } from "../core/describe_value.ts";
import { transportOptionIssues } from "../core/http/transport_option_issues.ts";
import type { FetchLike } from "../core/http/types.ts";
import { SwapsApiError } from "./errors.ts";

/** Options of `SwapsApiClient`. */
export interface SwapsApiClientOptions {
  /** Gateway root including its version prefix, e.g. `https://api.example/v1`. Required; no default. */
  baseUrl: string;
  /** Overall deadline of each call in ms, retries and backoff included; above 0, at most 2^31-1. @default 30000 */
  timeout?: number | undefined;
  /** Custom fetch; it receives the timeout's abort signal in `init.signal`. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Headers sent on every call; an `x-api-key` here (any casing) wins over `apiKey`. @default {} */
  headers?: Record<string, string> | undefined;
  /** API key sent as `x-api-key`; empty counts as unset. @default undefined */
  apiKey?: string | undefined;
  /** Overrides of the retry policy (see `core/http`). @default DEFAULT_RETRY_POLICY */
  retry?: RetryPolicyOverrides | undefined;
  /**
   * Largest answer read, in bytes, a whole number from 1 to 2^30; a larger one fails while it streams
   * (docs/rules/http.md#response-size). @default DEFAULT_MAX_RESPONSE_BYTES (4 MiB)
   */
  maxResponseBytes?: number | undefined;
}

/** Options after validation. */
export interface ResolvedSwapsApiOptions {
  baseUrl: string;
  timeout: number;
  fetch: FetchLike | undefined;
  headers: Record<string, string>;
  retry: RetryPolicyOverrides | undefined;
  maxResponseBytes: number | undefined;
}

/**
 * Validates options and applies defaults. Throws {@link SwapsApiError} `VALIDATION_ERROR` for a missing or
 * malformed `baseUrl` (must be absolute http(s), without query or fragment), a `timeout` that is not a number of
 * ms above 0 and at most 2^31-1 (the timer limit), retry overrides out of range (`context.field` names it, such as
 * `retry.limit`), a `maxResponseBytes` that is not a whole number from 1 to 2^30, a `fetch` that is not a function,
 * or `headers` / `apiKey` that are not strings.
 *
 * @param options the client options
 * @returns resolved options (`baseUrl` without trailing slashes, final headers)
 * @throws {SwapsApiError} `VALIDATION_ERROR` on bad options
 *
 * @example An explicit header wins over apiKey
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveSwapsApiOptions } from "./options.ts";
 * const o = resolveSwapsApiOptions({ baseUrl: "http://localhost:8080", apiKey: "a", headers: { "X-API-KEY": "b" } });
 * assert.ok(o.headers["X-API-KEY"] === "b" && !("x-api-key" in o.headers));
 * ```
 */
export function resolveSwapsApiOptions(options: SwapsApiClientOptions): ResolvedSwapsApiOptions {
  const raw: unknown = (options as Partial<SwapsApiClientOptions> | undefined)?.baseUrl;
  const baseUrl = parseBaseUrl(raw);
  const timeout = options.timeout ?? DEFAULT_SWAPS_API_TIMEOUT;
  const problem = numberOptionProblem(timeout, { positive: true });
  if (problem !== undefined) {
    throw invalid(`Cannot create SwapsApiClient: timeout: ${problem}`, baseUrl, {
      field: "timeout",
      value: describeValue(timeout),
    });
  }
  const issue = [
    ...transportOptionIssues(
      { fetch: options.fetch, retry: options.retry, maxResponseBytes: options.maxResponseBytes },
      "",
    ),
    ...(options.apiKey !== undefined && typeof options.apiKey !== "string"
      ? [{ path: "apiKey", message: "expected a string" }]
      : []),
    ...(options.headers !== undefined &&
        (typeof options.headers !== "object" || options.headers === null ||
          Object.values(options.headers).some((v) => typeof v !== "string"))
      ? [{ path: "headers", message: "expected an object of strings" }]
      : []),
  ][0];
  if (issue !== undefined) {
    throw invalid(`Cannot create SwapsApiClient: ${issue.path}: ${issue.message}`, baseUrl, {
      field: issue.path,
    });
  }
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const hasExplicitKey = Object.keys(headers).some((k) => k.toLowerCase() === "x-api-key");
  if (!hasExplicitKey && typeof options.apiKey === "string" && options.apiKey !== "") {
    headers["x-api-key"] = options.apiKey;
  }
  return {
    baseUrl,
    timeout,
    fetch: options.fetch,
    headers,
    retry: options.retry,
    maxResponseBytes: options.maxResponseBytes,
  };
}

function parseBaseUrl(raw: unknown): string {
  if (typeof raw !== "string" || raw.trim() === "") {
    throw invalid("Cannot create SwapsApiClient: baseUrl is required", "", { field: "baseUrl" });
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch (cause) {
    throw invalid("Cannot create SwapsApiClient: baseUrl is not an absolute URL", redactUrl(raw), {
      field: "baseUrl",
    }, cause);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search !== "" || url.hash !== "") {
    throw invalid(
      "Cannot create SwapsApiClient: baseUrl must be http(s) without query or fragment",
      redactUrl(raw),
      {
        field: "baseUrl",
      },
    );
  }
  return url.href.replace(/\/+$/, "");
}

function invalid(
  message: string,
  endpoint: string,
  extra: Record<string, unknown>,
  cause?: unknown,
): SwapsApiError {
  return new SwapsApiError("VALIDATION_ERROR", message, {
    context: { endpoint, method: "", path: "", attempts: 0, ...extra },
    cause,
  });
}
