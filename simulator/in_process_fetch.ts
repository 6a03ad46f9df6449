/**
 * A `fetch` served by the simulator app in-process (no socket): relative URLs resolve against the simulator's
 * origin, an aborted signal rejects with an `AbortError` as `fetch` does, and a cut connection (fault `drop`, or
 * `lost` without a gateway status) rejects with a `TypeError` like a network failure.
 *
 * @example Fetch in-process
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { inProcessFetch } from "./in_process_fetch.ts";
 * const app = new Hono().get("/ping", (c) => c.text("pong"));
 * const fetch = inProcessFetch((r) => app.fetch(r), "http://sim.local");
 * assert.ok(await (await fetch("/ping")).text() === "pong");
 * ```
 * @module
 */
import { isCutConnection } from "./faults/middleware.ts";

/** The `fetch` signature the simulator serves. */
export type SimFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The signal has been aborted", "AbortError");
}

/**
 * Wraps a request handler (the simulator's `handle`, or a hono app's `fetch`) as `fetch`.
 *
 * @param handle answers one request
 * @param origin base of relative URLs
 * @returns a fetch function
 */
export function inProcessFetch(
  handle: (request: Request) => Response | Promise<Response>,
  origin: string,
): SimFetch {
  return async (input, init) => {
    const request = typeof input === "string" && input.startsWith("/")
      ? new Request(`${origin}${input}`, init)
      : new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) throw abortError(signal);
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortError(signal));
      signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      const response = await Promise.race([Promise.resolve(handle(request)), aborted]);
      if (isCutConnection(response)) {
        await response.body?.cancel().catch(() => {});
        throw new TypeError("error sending request: connection dropped (simulated)");
      }
      return response;
    } finally {
      if (onAbort) signal.removeEventListener("abort", onAbort);
    }
  };
}
