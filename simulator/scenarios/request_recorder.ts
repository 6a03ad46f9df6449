/**
 * The request recorder: from the simulator's start (or its last restore) it keeps every request that can change
 * state — method, path, the headers the simulator reads, the body, the virtual arrival time, and later the status
 * and fault answered — up to a byte budget, then stops (a prefix of a run still replays exactly). The recording
 * (`GET /__sim/recording`) starts from a snapshot, so `replayRecording` rebuilds the same ledger on a fresh
 * simulator.
 *
 * Not recorded: CORS preflights and HEAD, the dashboard page and streams, and the scenario routes themselves
 * (`/__sim/recording`, `/__sim/snapshot`, `/__sim/restore`).
 *
 * @example Record one request
 * ```ts
 * import assert from "node:assert/strict";
 * import { RequestRecorder } from "./request_recorder.ts";
 * const recorder = new RequestRecorder();
 * const req = new Request("http://sim.local/relayer", { method: "POST", body: '{"action":"x"}' });
 * const res = await recorder.handle(req, 1_000, async (r) => new Response(await r.text()));
 * assert.equal(await res.text(), '{"action":"x"}');
 * assert.deepEqual(recorder.requests().map((e) => [e.at, e.body, e.status]), [[1_000, '{"action":"x"}', 200]]);
 * ```
 * @module
 */
import { FAULT_HEADER } from "../faults/middleware.ts";
import { urlPath } from "./url_path.ts";

/** One recorded request. */
export interface RecordedRequest {
  /** Position in the recording, from 1. */
  seq: number;
  /** Clock time the request arrived (ms). */
  at: number;
  /** HTTP method. */
  method: string;
  /** Path and query. */
  path: string;
  /** The headers the simulator reads (`content-type`, `x-api-key`, `authorization`), when sent. */
  headers?: Record<string, string> | undefined;
  /** The body as UTF-8 text, when it had one. */
  body?: string | undefined;
  /** The body as base64, when it was not UTF-8. */
  bodyBase64?: string | undefined;
  /** Status answered; null while in flight (or stalled). */
  status: number | null;
  /** Fault injected (`x-sim-fault`), if any. */
  fault: string | null;
}

/** Options of {@link RequestRecorder}. */
export interface RequestRecorderOptions {
  /** Most bytes of paths and bodies kept (about 64 more per request); `0` records nothing. @default 4 MiB */
  maxBytes?: number | undefined;
}

/** Default byte budget of a recording. */
export const DEFAULT_RECORDING_BYTES = 4 * 1024 * 1024;

const KEPT_HEADERS = ["content-type", "x-api-key", "authorization"] as const;
const SKIPPED_PATHS = new Set(["/", "/__sim/recording", "/__sim/snapshot", "/__sim/restore"]);

/**
 * Tells whether the recorder keeps a request to this method and path.
 *
 * @param method HTTP method
 * @param path URL path
 * @returns false for preflights, HEAD, the dashboard and the scenario routes
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isRecordedRequest } from "./request_recorder.ts";
 * assert.ok(isRecordedRequest("POST", "/relayer"));
 * assert.ok(!isRecordedRequest("GET", "/__sim/dashboard/stream"));
 * assert.ok(!isRecordedRequest("GET", "/") && !isRecordedRequest("POST", "/__sim/restore"));
 * assert.ok(isRecordedRequest("GET", "/v1/be/oracle/candles") && isRecordedRequest("POST", "/__sim/faults"));
 * ```
 */
export function isRecordedRequest(method: string, path: string): boolean {
  if (method === "OPTIONS" || method === "HEAD") return false;
  // every skipped path is `/` or under `/__sim`: a service path is decided without hashing it
  if (path.length > 1 && !path.startsWith("/__sim")) return true;
  if (SKIPPED_PATHS.has(path)) return false;
  return !path.startsWith("/__sim/dashboard") && path !== "/__sim/events/stream";
}

function base64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Records requests with their bodies and arrival times, within a byte budget. */
export class RequestRecorder {
  readonly #maxBytes: number;
  #entries: RecordedRequest[] = [];
  #bytes = 0;
  #dropped = 0;

  /**
   * Builds an empty recorder.
   *
   * @param options byte budget
   */
  constructor(options: RequestRecorderOptions = {}) {
    this.#maxBytes = Math.max(0, options.maxBytes ?? DEFAULT_RECORDING_BYTES);
  }

  /** Requests not kept since the budget ran out. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Forgets every recorded request. */
  clear(): void {
    this.#entries = [];
    this.#bytes = 0;
    this.#dropped = 0;
  }

  /** The recorded requests, oldest first (copies). */
  requests(): RecordedRequest[] {
    return this.#entries.map((e) => ({ ...e }));
  }

  /**
   * Records a request (when {@link isRecordedRequest} and the budget allow) and answers it with `next`. A request
   * with a body is read once and passed on as a new `Request` with the same body, headers and signal.
   *
   * @param request the request
   * @param at its arrival time on the simulator's clock
   * @param next answers it
   * @returns the answer
   */
  handle(
    request: Request,
    at: number,
    next: (request: Request) => Response | Promise<Response>,
  ): Response | Promise<Response> {
    if (this.#maxBytes === 0) return next(request);
    const url = urlPath(request.url);
    if (!isRecordedRequest(request.method, url.pathname)) return next(request);
    if (this.#dropped > 0) {
      // The budget ran out: nothing more is kept until `clear()`, so the request passes on as it came (its body
      // is neither read nor copied): O(1) per request, whatever its size.
      this.#dropped++;
      return next(request);
    }
    const path = `${url.pathname}${url.search}`;
    if (request.body === null) {
      const entry = this.#add(request, at, path, undefined);
      return entry === undefined ? next(request) : this.#settle(next(request), entry);
    }
    return request.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      const entry = this.#add(request, at, path, bytes);
      const forwarded = new Request(request, { body: bytes });
      return entry === undefined ? next(forwarded) : this.#settle(next(forwarded), entry);
    });
  }

  #add(
    request: Request,
    at: number,
    path: string,
    bytes: Uint8Array | undefined,
  ): RecordedRequest | undefined {
    const size = path.length + (bytes?.length ?? 0) + 64;
    if (this.#dropped > 0 || this.#bytes + size > this.#maxBytes) {
      this.#dropped++;
      return undefined;
    }
    this.#bytes += size;
    const entry: RecordedRequest = {
      seq: this.#entries.length + 1,
      at,
      method: request.method,
      path,
      status: null,
      fault: null,
    };
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    if (Object.keys(headers).length > 0) entry.headers = headers;
    if (bytes !== undefined) {
      try {
        entry.body = utf8.decode(bytes);
      } catch {
        entry.bodyBase64 = base64(bytes);
      }
    }
    this.#entries.push(entry);
    return entry;
  }

  #settle(answer: Response | Promise<Response>, entry: RecordedRequest): Response | Promise<Response> {
    const done = (res: Response): Response => {
      entry.status = res.status;
      entry.fault = res.headers.get(FAULT_HEADER);
      return res;
    };
    return answer instanceof Response ? done(answer) : answer.then(done);
  }
}
