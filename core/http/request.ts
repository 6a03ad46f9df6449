/**
 * The one fetch-based transport of the library: JSON in and out, zod validation, one overall deadline over every
 * attempt and backoff, retries per `retry_policy.ts`, and errors as data.
 *
 * @example Fetch and validate with a stub fetch
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { httpRequest } from "./request.ts";
 *
 * const fetch = () => Promise.resolve(Response.json({ amount: "5" }));
 * const r = await httpRequest(
 *   { url: "https://api.example/v1/x", method: "GET", kind: "read", schema: z.object({ amount: z.string() }) },
 *   { fetch },
 * );
 * assert.ok(r.ok && r.value.amount === "5");
 * ```
 *
 * Its parts, in this module: `raceAbort` settles with a promise, or rejects with `signal.reason` as soon as the
 * signal aborts, so a fetch or sleep that ignores its signal cannot outlive the call; the response helpers read a
 * body once and describe it for error contexts;
 *
 * JSON encoding of request bodies: bigints become decimal strings.
 *
 * @example Encode a bigint amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { toJsonBody } from "./request.ts";
 * const r = toJsonBody({ amount: 10n ** 20n });
 * assert.ok(r.ok && r.value === '{"amount":"100000000000000000000"}');
 * ```
 *
 * The default backoff sleep of the transport, built on `setTimeout` so fake timers drive it.
 *
 * @example Sleep, then abort a second sleep
 * ```ts
 * import assert from "node:assert/strict";
 * import { setTimeoutSleep } from "./request.ts";
 * await setTimeoutSleep(1);
 * const c = new AbortController();
 * const p = setTimeoutSleep(10_000, c.signal);
 * c.abort(new Error("stop"));
 * await p.then(() => assert.ok(false), (e) => assert.ok(e.message === "stop"));
 * ```
 *
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
 * import { fetchWithinOrigin } from "./request.ts";
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
import type { FetchLike, HttpRequest, RetryPolicy, Sleep, TransportOptions } from "./types.ts";
import { describeNetworkCause } from "./network_cause.ts";
import * as z from "../schemas/zod.ts";
import { type ClientError, clientError, type ErrorContextFields } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import { type AttemptErrorKind, decideRetry, resolveRetryPolicy } from "./retry_policy.ts";
import { isAbortSignal, numberOptionProblem } from "../options/number_option.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, readCappedBody } from "./read_capped_body.ts";
import { MAX_RESPONSE_BYTES_RULE } from "./transport_option_issues.ts";

/** The runtime's own fetch, as the module found it (a stub installed later is not it). */
const RUNTIME_FETCH: typeof globalThis.fetch | undefined = globalThis.fetch;

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
 * import { fetchWithinOrigin } from "./request.ts";
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

type Stop = "timeout" | "abort";

interface Call {
  req: HttpRequest<z.core.$ZodType>;
  body: string | undefined;
  headers: Record<string, string>;
  signal: AbortSignal;
  stop: () => Stop | undefined;
  /** Ms left of the call's overall deadline (infinite without one). */
  timeLeft: () => number;
  ctx: { url: string; method: string };
  label: string;
  transport: TransportOptions;
  maxResponseBytes: number;
}

type AttemptOutcome =
  | { done: Result<unknown, ClientError> }
  | {
    failed: ClientError;
    errorKind: AttemptErrorKind;
    status?: number;
    message?: string;
    retryAfter?: string;
  };

/**
 * Sends one request and returns its validated JSON body. Never throws.
 *
 * Errors (all `ClientError`, context `{url, method, attempts, ...}`):
 * `HTTP_REQUEST_FAILED` (non-2xx; `status`, `body` (parsed JSON or text cut to 2 KB; parsed with `errorSchema`
 * when it matches), `message` (backend `message`/`detail`), `retryAfterMs`; returned at once, without waiting,
 * when the server's `Retry-After` would outlast the time left of `timeoutMs`), `NETWORK_ERROR` (cause = the
 * thrown error), `REQUEST_TIMEOUT` (the overall `timeoutMs` expired), `ABORTED` (the caller's signal),
 * `PARSE_ERROR` (2xx body not JSON), `RESPONSE_VALIDATION_FAILED` (`issues`), `CROSS_ORIGIN_REDIRECT` (a
 * redirect to another origin, never followed: `location`, `host`; same-origin redirects are followed, at most 5
 * hops, docs/rules/http.md#redirects), `RESPONSE_TOO_LARGE` (a body over `transport.maxResponseBytes`, any status:
 * `limit`, `bytes`; docs/rules/http.md#response-size), `VALIDATION_FAILED` (body not encodable, a `timeoutMs` /
 * `attemptTimeoutMs` that is not a number of ms from 0 to 2^31-1, or a `maxResponseBytes` that is not a whole
 * number from 1 to 2^30, `context.field`). An abort or timeout cancels the body's reader, whatever `fetch` does
 * with its signal (docs/rules/http.md#cancellation).
 *
 * @typeParam S schema of the 2xx body
 * @param req the request
 * @param transport fetch, retry policy, sleep and jitter; each defaulted
 * @returns the schema's output, or a `ClientError`
 *
 * @example A 404 is an error value with its status
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { httpRequest } from "./request.ts";
 * const fetch = () => Promise.resolve(Response.json({ message: "no such token" }, { status: 404 }));
 * const r = await httpRequest({ url: "http://x/t", method: "GET", kind: "read", schema: z.unknown() }, { fetch });
 * assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.status === 404);
 * ```
 */
export async function httpRequest<S extends z.core.$ZodType>(
  req: HttpRequest<S>,
  transport: TransportOptions = {},
): Promise<Result<z.output<S>, ClientError>> {
  const described = describe(req.url, req.method);
  const encoded = req.body === undefined ? ok(undefined) : toJsonBody(req.body);
  if (!encoded.ok) {
    return err(clientError("VALIDATION_FAILED", `Cannot ${described.label}: body is not JSON-encodable`, {
      ...described.ctx,
      attempts: 0,
    }, encoded.error.cause));
  }
  const budgets: [string, number | undefined][] = [
    ["timeoutMs", req.timeoutMs],
    ["attemptTimeoutMs", req.attemptTimeoutMs],
  ];
  for (const [field, value] of budgets) {
    // setTimeout wraps a delay above 2^31-1 ms and fires at once: such a deadline would time out every call
    const problem = value === undefined ? undefined : numberOptionProblem(value);
    if (problem !== undefined) {
      return err(clientError("VALIDATION_FAILED", `Cannot ${described.label}: ${field}: ${problem}`, {
        ...described.ctx,
        attempts: 0,
        field,
      }));
    }
  }
  const maxResponseBytes = transport.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const sizeProblem = numberOptionProblem(maxResponseBytes, MAX_RESPONSE_BYTES_RULE);
  if (sizeProblem !== undefined) {
    return err(
      clientError("VALIDATION_FAILED", `Cannot ${described.label}: maxResponseBytes: ${sizeProblem}`, {
        ...described.ctx,
        attempts: 0,
        field: "maxResponseBytes",
      }),
    );
  }
  if (req.signal !== undefined && !isAbortSignal(req.signal)) {
    return err(clientError("VALIDATION_FAILED", `Cannot ${described.label}: signal must be an AbortSignal`, {
      ...described.ctx,
      attempts: 0,
      field: "signal",
    }));
  }
  if (req.signal?.aborted) {
    return err(
      clientError(
        "ABORTED",
        `Cannot ${described.label}: aborted`,
        { ...described.ctx, attempts: 0 },
        req.signal.reason,
      ),
    );
  }
  const controller = new AbortController();
  let stop: Stop | undefined;
  const onCallerAbort = (): void => {
    stop ??= "abort";
    controller.abort(req.signal?.reason);
  };
  req.signal?.addEventListener("abort", onCallerAbort, { once: true });
  const startedAt = Date.now();
  const timer = req.timeoutMs === undefined ? undefined : setTimeout(() => {
    stop ??= "timeout";
    controller.abort(new DOMException(`Timed out after ${req.timeoutMs} ms`, "TimeoutError"));
  }, req.timeoutMs);
  try {
    const call: Call = {
      req,
      body: encoded.value,
      headers: mergeHeaders(req.headers, encoded.value !== undefined),
      signal: controller.signal,
      stop: () => stop,
      timeLeft: () =>
        req.timeoutMs === undefined ? Number.POSITIVE_INFINITY : req.timeoutMs - (Date.now() - startedAt),
      get ctx() {
        return described.ctx;
      },
      get label() {
        return described.label;
      },
      transport,
      maxResponseBytes,
    };
    return await attemptLoop(call) as Result<z.output<S>, ClientError>;
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener("abort", onCallerAbort);
  }
}

/**
 * A transport bound to one set of options, for clients that make many requests.
 *
 * @example Bind a stub fetch once
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { createTransport } from "./request.ts";
 * const t = createTransport({ fetch: () => Promise.resolve(Response.json(1)) });
 * const r = await t.request({ url: "http://x/", method: "GET", kind: "read", schema: z.number() });
 * assert.ok(r.ok && r.value === 1);
 * ```
 */
export interface Transport {
  /** Sends one request with the bound options; see {@link httpRequest}. */
  request<S extends z.core.$ZodType>(req: HttpRequest<S>): Promise<Result<z.output<S>, ClientError>>;
}

/**
 * Binds {@link httpRequest} to `options`.
 *
 * @param options fetch, retry policy, sleep and jitter
 * @returns a {@link Transport}
 *
 * @example Make a transport with fewer retries
 * ```ts
 * import assert from "node:assert/strict";
 * import { createTransport } from "./request.ts";
 * const t = createTransport({ retry: { limit: 1 } });
 * assert.ok(typeof t.request === "function");
 * ```
 */
export function createTransport(options: TransportOptions = {}): Transport {
  return { request: (req) => httpRequest(req, options) };
}

async function attemptLoop(call: Call): Promise<Result<unknown, ClientError>> {
  const policy: Readonly<RetryPolicy> = resolveRetryPolicy(call.transport.retry);
  const random = call.transport.random ?? Math.random;
  const sleep = call.transport.sleep ?? setTimeoutSleep;
  for (let attempt = 1;; attempt++) {
    const outcome = await attemptOnce(call, attempt);
    if ("done" in outcome) return outcome.done;
    const decision = decideRetry({
      kind: call.req.kind,
      attempt,
      status: outcome.status,
      errorKind: outcome.errorKind,
      message: outcome.message,
      retryAfterHeader: outcome.retryAfter,
      policy,
      random,
      remainingMs: call.timeLeft(),
    });
    const error = decision.retryAfterMs === undefined
      ? outcome.failed
      : withContext(outcome.failed, { retryAfterMs: decision.retryAfterMs });
    if (!decision.retry) return err(error);
    try {
      await raceAbort(sleep(decision.delayMs, call.signal), call.signal);
    } catch (cause) {
      return err(stopError(call, attempt, cause));
    }
  }
}

async function attemptOnce(call: Call, attempt: number): Promise<AttemptOutcome> {
  const limit = call.req.attemptTimeoutMs;
  if (limit === undefined) return await attemptWithin(call, attempt, call.signal, () => false);
  const controller = new AbortController();
  let cut = false;
  const onStop = (): void => controller.abort(call.signal.reason);
  call.signal.addEventListener("abort", onStop, { once: true });
  const timer = setTimeout(() => {
    cut = true;
    controller.abort(new DOMException(`Attempt timed out after ${limit} ms`, "TimeoutError"));
  }, limit);
  try {
    return await attemptWithin(call, attempt, controller.signal, () => cut && call.stop() === undefined);
  } finally {
    clearTimeout(timer);
    call.signal.removeEventListener("abort", onStop);
  }
}

async function attemptWithin(
  call: Call,
  attempt: number,
  signal: AbortSignal,
  wasCut: () => boolean,
): Promise<AttemptOutcome> {
  const fetchFn = call.transport.fetch ?? globalThis.fetch;
  // the runtime's fetch honours the signal, so its body may be read in one go (read_capped_body.ts)
  const runtimeFetch = fetchFn === RUNTIME_FETCH;
  const init: RequestInit = { method: call.req.method, headers: call.headers, signal };
  if (call.body !== undefined) init.body = call.body;
  const cutWhat = (): string => `attempt timed out after ${call.req.attemptTimeoutMs} ms`;
  let reached: WithinOrigin;
  try {
    reached = await raceAbort(
      Promise.resolve().then(() => fetchWithinOrigin(fetchFn, call.req.url, init)),
      signal,
      discardReached,
    );
  } catch (cause) {
    return failedOrStopped(call, attempt, cause, wasCut() ? cutWhat() : describeNetworkCause(cause));
  }
  if (!reached.ok) return { done: err(refusedRedirect(call, attempt, reached)) };
  const response = reached.response;
  let body: ReadBody;
  try {
    const read = await raceAbort(
      readCappedBody(response, { maxBytes: call.maxResponseBytes, signal, runtimeFetch }),
      signal,
    );
    if (!read.ok) {
      return {
        done: err(clientError(
          "RESPONSE_TOO_LARGE",
          `Cannot ${call.label}: response larger than ${read.limit} bytes`,
          { ...call.ctx, status: response.status, attempts: attempt, limit: read.limit, bytes: read.bytes },
        )),
      };
    }
    const text = read.text;
    const hit = response.ok ? call.req.memo?.get(text) : undefined;
    if (hit !== undefined) return { done: ok(hit) };
    body = { text, json: text === "" ? { value: undefined } : parseJson(text) };
  } catch (cause) {
    discardBody(response);
    return failedOrStopped(call, attempt, cause, wasCut() ? cutWhat() : "body read failed");
  }
  const base = (): TransportBase => ({ ...call.ctx, status: response.status, attempts: attempt });
  if (response.ok) return { done: await validate(call, body, base) };
  const message = body.json === undefined ? undefined : backendMessage(body.json.value);
  const context = {
    ...base(),
    body: await errorBody(call, body),
    ...(message !== undefined ? { message } : {}),
  };
  const failed = clientError(
    "HTTP_REQUEST_FAILED",
    `Cannot ${call.label}: status ${response.status}`,
    context,
  );
  const outcome: AttemptOutcome = { failed, errorKind: "http", status: response.status };
  if (message !== undefined) outcome.message = message;
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter !== null) outcome.retryAfter = retryAfter;
  return outcome;
}

/** What every HTTP failure of an answered call carries: the call, its status and how many attempts it took. */
interface TransportBase {
  readonly url: string;
  readonly method: string;
  readonly status: number;
  readonly attempts: number;
}

async function validate(
  call: Call,
  body: ReadBody,
  base: () => TransportBase,
): Promise<Result<unknown, ClientError>> {
  if (body.json === undefined) {
    return err(clientError("PARSE_ERROR", `Cannot ${call.label}: response is not JSON`, {
      ...base(),
      body: bodyForContext(body),
    }));
  }
  const parsed = await parseBody(call.req.schema, body.json.value);
  if (parsed.success) {
    call.req.memo?.set(body.text, parsed.data);
    return ok(parsed.data);
  }
  return err(clientError(
    "RESPONSE_VALIDATION_FAILED",
    `Cannot ${call.label}: response does not match the expected shape`,
    { ...base(), issues: parsed.error.issues, body: bodyForContext(body) },
    parsed.error,
  ));
}

/**
 * Parses a body synchronously (zod's compiled and JIT fast paths run only in a synchronous parse; an async parse
 * of the same schema walks the interpreter and allocates a promise per node), and asynchronously only when the
 * schema turns out to have an async refinement or transform (zod's `$ZodAsyncError`).
 */
async function parseBody<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): Promise<z.core.util.SafeParseResult<z.output<S>>> {
  try {
    return z.safeParse(schema, value);
  } catch (cause) {
    if (!(cause instanceof z.$ZodAsyncError)) throw cause;
    return await z.safeParseAsync(schema, value);
  }
}

async function errorBody(call: Call, body: ReadBody): Promise<unknown> {
  if (call.req.errorSchema !== undefined && body.json !== undefined) {
    const parsed = await parseBody(call.req.errorSchema, body.json.value);
    if (parsed.success) return parsed.data;
  }
  return bodyForContext(body);
}

/**
 * The request as errors and messages name it (`{url, method}` with the URL's credentials removed, and
 * `"GET /path"`), built on first use: a request that succeeds never parses its URL for them.
 */
function describe(
  url: string,
  method: string,
): { readonly ctx: { url: string; method: string }; readonly label: string } {
  let ctx: { url: string; method: string } | undefined;
  let label: string | undefined;
  return {
    get ctx() {
      return ctx ??= { url: redactUrl(url), method };
    },
    get label() {
      return label ??= `${method} ${pathOf(this.ctx.url)}`;
    },
  };
}

function failedOrStopped(call: Call, attempt: number, cause: unknown, what: string): AttemptOutcome {
  if (call.stop() !== undefined) return { done: err(stopError(call, attempt, cause)) };
  return {
    failed: clientError(
      "NETWORK_ERROR",
      `Cannot ${call.label}: ${what}`,
      { ...call.ctx, attempts: attempt },
      cause,
    ),
    errorKind: "network",
  };
}

function stopError(call: Call, attempt: number, cause: unknown): ClientError {
  const context = { ...call.ctx, attempts: attempt };
  if (call.stop() === "timeout") {
    return clientError("REQUEST_TIMEOUT", `Cannot ${call.label}: timed out after ${call.req.timeoutMs} ms`, {
      ...context,
      timeoutMs: call.req.timeoutMs,
    }, cause);
  }
  return clientError("ABORTED", `Cannot ${call.label}: aborted`, context, cause);
}

function discardReached(reached: WithinOrigin): void {
  if (reached.ok) discardBody(reached.response);
}

function refusedRedirect(
  call: Call,
  attempt: number,
  refused: Exclude<WithinOrigin, { ok: true }>,
): ClientError {
  const context = { ...call.ctx, status: refused.status, attempts: attempt };
  if (refused.refused === "too-many") {
    return clientError(
      "HTTP_REQUEST_FAILED",
      `Cannot ${call.label}: more than ${refused.redirects} redirects`,
      {
        ...context,
        redirects: refused.redirects,
      },
    );
  }
  const where = refused.host ?? "a target the runtime hides";
  return clientError(
    "CROSS_ORIGIN_REDIRECT",
    `Cannot ${call.label}: redirected to another origin (${where}); not followed`,
    { ...context, location: refused.location, host: refused.host },
  );
}

function withContext(error: ClientError, extraFields: ErrorContextFields): ClientError {
  const extra = extraFields as Readonly<Record<string, unknown>>;
  return clientError(error.code, error.message, { ...error.context, ...extra }, error.cause);
}

function mergeHeaders(given: Record<string, string> | undefined, hasBody: boolean): Record<string, string> {
  const out: Record<string, string> = { accept: "application/json" };
  if (hasBody) out["content-type"] = "application/json";
  for (const [key, value] of Object.entries(given ?? {})) {
    for (const existing of Object.keys(out)) {
      if (existing.toLowerCase() === key.toLowerCase()) delete out[existing];
    }
    out[key] = value;
  }
  return out;
}

/**
 * Races `promise` against `signal`. A value that arrives after the abort goes to `onLateValue` (used to cancel
 * the body of a late response).
 *
 * @example An abort wins the race; the late value is handed over
 * ```ts
 * import assert from "node:assert/strict";
 * import { raceAbort } from "./request.ts";
 * assert.equal(await raceAbort(Promise.resolve(1), new AbortController().signal), 1);
 * const late: number[] = [];
 * await assert.rejects(raceAbort(Promise.resolve(2), AbortSignal.abort(), (v) => late.push(v)));
 * await Promise.resolve();
 * assert.deepEqual(late, [2]);
 * ```
 */
export function raceAbort<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  onLateValue?: (value: T) => void,
): Promise<T> {
  if (signal.aborted) {
    promise.then((v) => onLateValue?.(v), () => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = (): void => {
      settled = true;
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        if (settled) onLateValue?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        if (!settled) reject(error);
      },
    );
  });
}

/**
 * Cancels an unread response body, ignoring failures (an already locked or closed stream).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { discardBody } from "./request.ts";
 * const response = new Response("unread");
 * discardBody(response);
 * assert.equal(response.body?.locked, false); // cancelled, not read: nothing holds the stream
 * discardBody(response); // a second call is harmless
 * ```
 */
export function discardBody(response: Response): void {
  if (response.body && !response.bodyUsed) response.body.cancel().catch(() => {});
}

/** Maximum length of a body kept in an error context. */
export const MAX_ERROR_BODY_CHARS = 2048;

/** A parsed body: `json` set when the text is valid JSON. */
export interface ReadBody {
  text: string;
  json?: { value: unknown } | undefined;
}

/**
 * Parses text as JSON; `undefined` when it is not JSON.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseJson } from "./request.ts";
 * assert.deepEqual(parseJson('{"a":1}'), { value: { a: 1 } });
 * assert.equal(parseJson("<html>"), undefined);
 * ```
 */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * The body for `context.body`: parsed JSON when short enough, else the text cut to 2 KB.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { bodyForContext } from "./request.ts";
 * assert.deepEqual(bodyForContext({ text: '{"a":1}', json: { value: { a: 1 } } }), { a: 1 });
 * assert.equal((bodyForContext({ text: "x".repeat(5000) }) as string).length, 2049);
 * ```
 */
export function bodyForContext(body: ReadBody): unknown {
  if (body.text.length <= MAX_ERROR_BODY_CHARS) return body.json ? body.json.value : body.text;
  return `${body.text.slice(0, MAX_ERROR_BODY_CHARS)}…`;
}

/**
 * The backend message of an error body: `message`, else `detail`, else `detail.message`, when strings.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { backendMessage } from "./request.ts";
 * assert.equal(backendMessage({ detail: { message: "no route" } }), "no route");
 * assert.equal(backendMessage([1]), undefined);
 * ```
 */
export function backendMessage(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const o = json as Record<string, unknown>;
  if (typeof o.message === "string") return o.message;
  if (typeof o.detail === "string") return o.detail;
  if (typeof o.detail === "object" && o.detail !== null) {
    const m = (o.detail as Record<string, unknown>).message;
    if (typeof m === "string") return m;
  }
  return undefined;
}

/**
 * The path of a URL for messages (`/swaps/quote`); the input itself when it is not absolute.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pathOf } from "./request.ts";
 * assert.equal(pathOf("https://api.example/swaps/quote?x=1"), "/swaps/quote");
 * assert.equal(pathOf("swaps/quote?x=1"), "swaps/quote");
 * ```
 */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split("?")[0] ?? url;
  }
}

/**
 * Serialises `value` as JSON, writing every bigint as its decimal string. Values JSON cannot encode (cycles)
 * give a failed Result with code `VALIDATION_FAILED`, never a throw.
 *
 * @param value the body
 * @returns the JSON text, or `VALIDATION_FAILED`
 *
 * @example A cycle is an error value
 * ```ts
 * import assert from "node:assert/strict";
 * import { toJsonBody } from "./request.ts";
 * const a: Record<string, unknown> = {};
 * a.self = a;
 * assert.ok(!toJsonBody(a).ok);
 * ```
 */
export function toJsonBody(value: unknown): Result<string, ClientError> {
  try {
    return ok(JSON.stringify(value, (_key, v: unknown) => typeof v === "bigint" ? v.toString() : v));
  } catch (cause) {
    return err(clientError("VALIDATION_FAILED", "Cannot encode request body as JSON", {}, cause));
  }
}

/**
 * Resolves after `ms`; rejects with `signal.reason` as soon as `signal` aborts (immediately if it already has).
 * The timer and the listener are removed on every path.
 *
 * @param ms wait in ms
 * @param signal optional abort signal
 * @returns a promise settled after the wait or on abort
 *
 * @example Wait a tick
 * ```ts
 * import { setTimeoutSleep } from "./request.ts";
 * await setTimeoutSleep(0);
 * ```
 */
export const setTimeoutSleep: Sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
