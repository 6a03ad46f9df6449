/**
 * The one retry table of the library (docs/rules/http.md#retry, docs/rules/auth.md#auth-failures; STYLE "HTTP
 * and retry"), as a pure function.
 *
 * Decision order, first match wins:
 * 1. `abort`, `timeout` and `parse` failures are never retried;
 * 2. 401 and 403 are terminal;
 * 3. the key-verification 503 ({@link API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE}) is retried for every kind,
 *    mutations included, while `attempt <= keyVerificationLimit`, on the short backoff: after
 *    `keyVerificationDelayMs`, or after a valid `Retry-After` capped at `keyVerificationMaxDelayMs` (a long
 *    `Retry-After` shortens the wait to the cap);
 * 4. mutations are never retried;
 * 5. reads and computes are retried while `attempt <= limit` on network errors and on `statusCodes`;
 *    on 429 and 503 a valid `Retry-After` is waited for exactly (no jitter), and one above `maxRetryAfterMs`
 *    means no retry; otherwise full-jitter exponential backoff
 *    `random() * min(backoffLimitMs, baseDelayMs * 2 ** (attempt - 1))`.
 *
 * In 3 and 5, a server-timed wait that would reach the call's deadline (`remainingMs`) means no retry: the
 * failure comes back at once, with its status and `retryAfterMs`, instead of a timeout after the wait.
 *
 * @example Decide after a failed read
 * ```ts
 * import assert from "node:assert/strict";
 * import { decideRetry, DEFAULT_RETRY_POLICY } from "./retry_policy.ts";
 * const d = decideRetry({
 *   kind: "read", attempt: 1, status: 503, errorKind: "http", policy: DEFAULT_RETRY_POLICY, random: () => 0.5,
 * });
 * assert.ok(d.retry && d.delayMs === 150);
 * ```
 * @module
 */
import { isKeyVerificationUnavailable } from "./key_verification.ts";
import { parseRetryAfter } from "./retry_after.ts";
import type { RequestKind, RetryPolicy, RetryPolicyOverrides } from "./types.ts";

export type { RetryPolicyOverrides } from "./types.ts";

export { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "./key_verification.ts";

/**
 * Default retry settings: 3 retries (4 attempts) for reads and computes on 408/429/500/502/503/504 and network
 * errors; 3 retries of the key-verification 503 after 250 ms (a `Retry-After` honoured up to 2 s); backoff base
 * 300 ms, factor 2, cap 10 s;
 * `Retry-After` above 60 s not waited for.
 *
 * @example Read a default
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_RETRY_POLICY } from "./retry_policy.ts";
 * assert.ok(DEFAULT_RETRY_POLICY.limit === 3);
 * ```
 */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  limit: 3,
  keyVerificationLimit: 3,
  statusCodes: Object.freeze([408, 429, 500, 502, 503, 504]),
  baseDelayMs: 300,
  backoffLimitMs: 10_000,
  keyVerificationDelayMs: 250,
  keyVerificationMaxDelayMs: 2_000,
  maxRetryAfterMs: 60_000,
});

/** Statuses on which a server `Retry-After` is honoured. */
const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/** What went wrong with one attempt. */
export type AttemptErrorKind = "http" | "network" | "timeout" | "abort" | "parse";

/** Input of {@link decideRetry}. */
export interface RetryDecisionInput {
  /** Retry class of the request. */
  kind: RequestKind;
  /** 1-based number of the attempt that just failed. */
  attempt: number;
  /** HTTP status, for `errorKind: "http"`. @default undefined */
  status?: number | undefined;
  /** What went wrong. */
  errorKind: AttemptErrorKind;
  /** Backend `message` of the error body. @default undefined */
  message?: string | undefined;
  /** Raw `Retry-After` header. @default undefined */
  retryAfterHeader?: string | null | undefined;
  /** The policy (already merged with defaults). */
  policy: Readonly<RetryPolicy>;
  /** Jitter source in [0, 1). */
  random: () => number;
  /** Current time in ms, for HTTP-date `Retry-After`. @default Date.now() */
  now?: number | undefined;
  /**
   * Ms left of the call's overall deadline: a server-timed wait (`Retry-After`) that would reach it is not
   * waited for; the failure is returned at once with `retryAfterMs`. @default Infinity
   */
  remainingMs?: number | undefined;
}

/** Outcome of {@link decideRetry}; `retryAfterMs` is the parsed server delay when one applied. */
export type RetryDecision =
  | { retry: false; retryAfterMs?: number | undefined }
  | { retry: true; delayMs: number; retryAfterMs?: number | undefined };

/**
 * Merges a partial policy over {@link DEFAULT_RETRY_POLICY}; `undefined` fields keep the default.
 *
 * @param partial overrides
 * @returns the full policy
 *
 * @example Lower the limit
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveRetryPolicy } from "./retry_policy.ts";
 * const p = resolveRetryPolicy({ limit: 1, baseDelayMs: undefined });
 * assert.ok(p.limit === 1 && p.baseDelayMs === 300);
 * ```
 */
export function resolveRetryPolicy(partial?: RetryPolicyOverrides | undefined): Readonly<RetryPolicy> {
  const out: RetryPolicy = { ...DEFAULT_RETRY_POLICY };
  for (const [key, value] of Object.entries(partial ?? {})) {
    if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * Full-jitter exponential backoff for the retry after failed attempt `attempt` (1-based):
 * `floor(random() * min(backoffLimitMs, baseDelayMs * 2 ** (attempt - 1)))`.
 *
 * @param attempt 1-based number of the failed attempt
 * @param policy base and cap
 * @param random jitter source in [0, 1)
 * @returns the wait in ms
 *
 * @example Without jitter the wait doubles
 * ```ts
 * import assert from "node:assert/strict";
 * import { backoffDelay, DEFAULT_RETRY_POLICY } from "./retry_policy.ts";
 * const almostOne = () => 0.999999;
 * assert.ok(backoffDelay(2, DEFAULT_RETRY_POLICY, almostOne) === 599);
 * ```
 */
export function backoffDelay(attempt: number, policy: Readonly<RetryPolicy>, random: () => number): number {
  const ceiling = Math.min(policy.backoffLimitMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.max(0, Math.floor(r * ceiling));
}

/**
 * Decides whether the failed attempt is retried and after how long. Pure: time and jitter are injected.
 *
 * @param input the failure and the policy
 * @returns `{retry: false}` or `{retry: true, delayMs}`
 *
 * @example Mutations are not retried on a plain 503
 * ```ts
 * import assert from "node:assert/strict";
 * import { decideRetry, DEFAULT_RETRY_POLICY } from "./retry_policy.ts";
 * const d = decideRetry({
 *   kind: "mutation", attempt: 1, status: 503, errorKind: "http", policy: DEFAULT_RETRY_POLICY, random: Math.random,
 * });
 * assert.ok(!d.retry);
 * ```
 */
export function decideRetry(input: RetryDecisionInput): RetryDecision {
  const { kind, attempt, status, errorKind, policy } = input;
  if (errorKind === "abort" || errorKind === "timeout" || errorKind === "parse") return { retry: false };
  if (errorKind === "http" && (status === 401 || status === 403)) return { retry: false };
  if (errorKind === "http" && isKeyVerificationUnavailable(status, input.message)) {
    if (attempt > policy.keyVerificationLimit) return { retry: false };
    return keyVerificationTiming(input);
  }
  if (kind === "mutation") return { retry: false };
  if (attempt > policy.limit) return { retry: false };
  if (errorKind === "network") return { retry: true, delayMs: backoffDelay(attempt, policy, input.random) };
  if (status === undefined || !policy.statusCodes.includes(status)) return { retry: false };
  if (RETRY_AFTER_STATUSES.includes(status)) {
    return serverTimingOr(input, backoffDelay(attempt, policy, input.random));
  }
  return { retry: true, delayMs: backoffDelay(attempt, policy, input.random) };
}

/** The short backoff of the key-verification 503: `Retry-After` up to the cap, else the fixed delay. */
function keyVerificationTiming(input: RetryDecisionInput): RetryDecision {
  const { policy } = input;
  const retryAfterMs = parseRetryAfter(input.retryAfterHeader, input.now ?? Date.now());
  if (retryAfterMs === undefined) return { retry: true, delayMs: policy.keyVerificationDelayMs };
  const cap = Math.max(0, policy.keyVerificationMaxDelayMs);
  const delayMs = Math.min(retryAfterMs, cap);
  if (outlastsDeadline(input, delayMs)) return { retry: false, retryAfterMs };
  return { retry: true, delayMs, retryAfterMs };
}

function serverTimingOr(input: RetryDecisionInput, fallbackMs: number): RetryDecision {
  const retryAfterMs = parseRetryAfter(input.retryAfterHeader, input.now ?? Date.now());
  if (retryAfterMs === undefined) return { retry: true, delayMs: fallbackMs };
  if (retryAfterMs > input.policy.maxRetryAfterMs) return { retry: false, retryAfterMs };
  if (outlastsDeadline(input, retryAfterMs)) return { retry: false, retryAfterMs };
  return { retry: true, delayMs: retryAfterMs, retryAfterMs };
}

/** A wait that ends at or after the call's deadline would only turn the failure into a timeout. */
function outlastsDeadline(input: RetryDecisionInput, delayMs: number): boolean {
  return input.remainingMs !== undefined && delayMs >= input.remainingMs;
}
