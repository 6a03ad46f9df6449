/**
 * `pollUntil`: the bounded, abortable polling loop of spoke tx verification (injected sleep and clock).
 *
 * @example Done on the second poll
 * ```ts
 * import assert from "node:assert/strict";
 * import { pollUntil } from "./poll_until.ts";
 * let n = 0;
 * const r = await pollUntil(() => Promise.resolve(++n === 2 ? { done: true as const, value: "ok" } : { done: false }), {
 *   pollingIntervalMs: 1, maxTimeoutMs: 100, sleep: () => Promise.resolve(), now: () => 0,
 * });
 * assert.ok(r.kind === "done" && r.value === "ok");
 * ```
 * @module
 */
import { setTimeoutSleep } from "../../core/http/request.ts";
import type { Sleep } from "../../core/http/types.ts";

/** One poll: finished with a value, or not yet (with the error of a failed read, if any). */
export type PollStep<T> = { done: true; value: T } | { done: false; error?: unknown };

/** How the loop ended. */
export type PollOutcome<T> =
  | { kind: "done"; value: T; attempts: number }
  | { kind: "timeout"; attempts: number; lastError: unknown }
  | { kind: "aborted"; attempts: number; reason: unknown };

/** Options of {@link pollUntil}. */
export interface PollUntilOptions {
  /** Wait between polls in ms. */
  pollingIntervalMs: number;
  /** Overall bound in ms; `0` polls once. */
  maxTimeoutMs: number;
  /** Aborts the loop. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Polls `step` until it is done, the bound passes or `signal` aborts.
 *
 * @typeParam T the value of a finished poll
 * @param step one poll
 * @param options interval, bound, signal, sleep, clock
 * @returns the outcome (never rejects unless `step` does)
 * @example An aborted loop
 * ```ts
 * import assert from "node:assert/strict";
 * import { pollUntil } from "./poll_until.ts";
 * const c = new AbortController();
 * c.abort();
 * const r = await pollUntil(() => Promise.resolve({ done: false }), { pollingIntervalMs: 1, maxTimeoutMs: 1, signal: c.signal });
 * assert.ok(r.kind === "aborted");
 * ```
 */
export async function pollUntil<T>(
  step: () => Promise<PollStep<T>>,
  options: PollUntilOptions,
): Promise<PollOutcome<T>> {
  const { pollingIntervalMs, maxTimeoutMs, signal, sleep = setTimeoutSleep, now = Date.now } = options;
  const started = now();
  let attempts = 0;
  let lastError: unknown;
  while (true) {
    if (signal?.aborted) return { kind: "aborted", attempts, reason: signal.reason };
    attempts++;
    const polled = await step();
    if (polled.done) return { kind: "done", value: polled.value, attempts };
    if (polled.error !== undefined) lastError = polled.error;
    const remaining = started + maxTimeoutMs - now();
    if (remaining <= 0) return { kind: "timeout", attempts, lastError };
    try {
      await sleep(Math.min(pollingIntervalMs, remaining), signal);
    } catch (reason) {
      return { kind: "aborted", attempts, reason };
    }
  }
}
