/**
 * `fetchWithinOrigin`: a fetch whose redirects never leave the request's origin (docs/rules/http.md#redirects).
 * `fetch` follows redirects itself and keeps custom headers (`x-api-key`, a bearer token) and a 307/308 body
 * across origins, so a server answering `302 Location: https://elsewhere/` would hand the key to another host.
 * Here the request goes out with `redirect: "manual"`; a redirect to the same origin (scheme, host and port) is
 * followed, at most `maxRedirects` hops, with the fetch standard's method rules; a redirect anywhere else, or one
 * whose target the runtime hides (a browser's opaque redirect), is refused and named, never followed.
 *
 * @example A same-origin hop is followed, a foreign one refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchWithinOrigin } from "./fetch_within_origin.ts";
 * const fetch = (input: string | URL | Request) =>
 *   Promise.resolve(
 *     String(input).endsWith("/old")
 *       ? new Response(null, { status: 308, headers: { location: "/new" } })
 *       : String(input).endsWith("/new")
 *       ? new Response(null, { status: 302, headers: { location: "https://evil.test/steal" } })
 *       : Response.json(1),
 *   );
 * const r = await fetchWithinOrigin(fetch, "https://api.test/old", { headers: { "x-api-key": "k" } });
 * assert.ok(!r.ok && r.refused === "cross-origin" && r.host === "evil.test");
 * ```
 * @module
 */
import { redactUrl } from "./redact_url.ts";
import type { FetchLike } from "./types.ts";

/** Same-origin redirect hops followed at most by default. */
export const DEFAULT_MAX_REDIRECTS = 5;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const BODY_HEADERS: ReadonlySet<string> = new Set([
  "content-type",
  "content-encoding",
  "content-language",
  "content-location",
  "content-length",
]);

/** Options of {@link fetchWithinOrigin}. */
export interface FetchWithinOriginOptions {
  /** Same-origin hops followed before giving up. @default DEFAULT_MAX_REDIRECTS */
  maxRedirects?: number | undefined;
}

/**
 * The outcome of {@link fetchWithinOrigin}: the final response (after `redirects` same-origin hops, from `url`),
 * or the refused redirect: `cross-origin` (its redacted `location` and `host`, both `undefined` when the runtime
 * hides them) or `too-many` hops.
 */
export type WithinOrigin =
  | { ok: true; response: Response; url: string; redirects: number }
  | {
    ok: false;
    refused: "cross-origin";
    status: number;
    location: string | undefined;
    host: string | undefined;
  }
  | { ok: false; refused: "too-many"; status: number; redirects: number };

/**
 * Sends `init` to `url` with `redirect: "manual"` and follows same-origin redirects only. The body of every
 * redirect answer is cancelled; an abort of `init.signal` between hops stops before the next request.
 *
 * @param fetchFn the fetch to call
 * @param url the request URL (absolute)
 * @param init the request (its `redirect` is replaced by `"manual"`)
 * @param options hop limit
 * @returns the final response or the refusal; a 3xx without a usable `Location` is a final response
 * @throws what `fetchFn` throws, or `init.signal.reason` when it aborted between hops
 * @example A 303 after a POST is followed with a GET and no body
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchWithinOrigin } from "./fetch_within_origin.ts";
 * const seen: string[] = [];
 * const fetch = (input: string | URL | Request, init?: RequestInit) => {
 *   seen.push(`${init?.method} ${input} ${init?.body ?? "-"} ${init?.redirect}`);
 *   return Promise.resolve(seen.length === 1 ? new Response(null, { status: 303, headers: { location: "/done" } }) : Response.json(1));
 * };
 * const r = await fetchWithinOrigin(fetch, "http://api.test/jobs", { method: "POST", body: "{}" });
 * assert.ok(r.ok && r.redirects === 1 && r.url === "http://api.test/done");
 * assert.deepEqual(seen, ["POST http://api.test/jobs {} manual", "GET http://api.test/done - manual"]);
 * ```
 */
export async function fetchWithinOrigin(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit,
  options: FetchWithinOriginOptions = {},
): Promise<WithinOrigin> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = url;
  let request: RequestInit = { ...init, redirect: "manual" };
  for (let redirects = 0;; redirects++) {
    if (redirects > 0) init.signal?.throwIfAborted();
    const response = await fetchFn(current, request);
    if (response.type === "opaqueredirect") {
      cancelBody(response);
      return {
        ok: false,
        refused: "cross-origin",
        status: response.status,
        location: undefined,
        host: undefined,
      };
    }
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get("location") : null;
    const next = location === null ? undefined : resolve(location, current);
    if (next === undefined) return { ok: true, response, url: current, redirects };
    cancelBody(response);
    if (next.origin !== new URL(current).origin) {
      return {
        ok: false,
        refused: "cross-origin",
        status: response.status,
        location: redactUrl(next.href),
        host: next.host,
      };
    }
    if (redirects >= maxRedirects) {
      return { ok: false, refused: "too-many", status: response.status, redirects };
    }
    request = nextRequest(request, response.status);
    current = next.href;
  }
}

function resolve(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

/** The fetch standard's rewrite: a 303 (not after GET/HEAD), or a 301/302 after a POST, becomes a bodiless GET. */
function nextRequest(request: RequestInit, status: number): RequestInit {
  const method = (request.method ?? "GET").toUpperCase();
  const toGet = (status === 303 && method !== "GET" && method !== "HEAD") ||
    ((status === 301 || status === 302) && method === "POST");
  if (!toGet) return request;
  const { body: _body, ...rest } = request;
  const headers = Object.fromEntries(
    [...new Headers(request.headers).entries()].filter(([name]) => !BODY_HEADERS.has(name)),
  );
  return { ...rest, method: "GET", headers };
}

function cancelBody(response: Response): void {
  if (response.body && !response.bodyUsed) response.body.cancel().catch(() => {});
}
