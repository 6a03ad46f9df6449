/**
 * The scale benchmark's floor as a replay: the HTTP exchanges of one real swap (method, path and query, request
 * headers and body, answer status, content type and body), recorded from the client's `fetch`, replayed byte for
 * byte by N concurrent chains against a bare server (`_bare_rpc_server.ts`) that answers each request
 * with its recorded answer from one map lookup. What is left is what any client and server of the same round
 * trips pay (sockets, HTTP framing, the same bytes each way), with no logic on either side.
 * @module
 */

/** One recorded request and its answer. */
export interface Exchange {
  method: string;
  /** Path and query, e.g. `/rpc/0x2105.base` or `/v1/swaps/submit-tx/status?txHash=...`. */
  path: string;
  headers: [string, string][];
  body: string;
  status: number;
  contentType: string;
  answer: string;
}

/** The bare server's lookup key of a request. */
export const exchangeKey = (method: string, path: string, body: string): string =>
  `${method} ${path}\n${body}`;

/**
 * Wraps `fetch` so that every exchange is recorded while `recording` is on; `take()` returns and clears them.
 * @example
 * ```ts
 * const rec = recordingFetch(fetch);
 * rec.recording = true;
 * // ... run one swap with globalThis.fetch = rec.fetch ...
 * const exchanges = rec.take();
 * ```
 */
export function recordingFetch(real: typeof fetch): {
  fetch: typeof fetch;
  recording: boolean;
  take(): Exchange[];
} {
  let log: Exchange[] = [];
  const out = {
    recording: false,
    take(): Exchange[] {
      const taken = log;
      log = [];
      return taken;
    },
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      if (!out.recording) return await real(input, init);
      const req = new Request(input, init);
      const body = req.method === "GET" || req.method === "HEAD" ? "" : await req.clone().text();
      const res = await real(req);
      const answer = await res.clone().text();
      const url = new URL(req.url);
      log.push({
        method: req.method,
        path: url.pathname + url.search,
        headers: [...req.headers],
        body,
        status: res.status,
        contentType: res.headers.get("content-type") ?? "application/json",
        answer,
      });
      return res;
    }) as typeof fetch,
  };
  return out;
}

/** The fair floor's additions to a replay (issue 41): the work every client and server must do per swap. */
export interface FairFloorWork {
  /** One transaction signature in this process, made by each chain before its first request. */
  sign: () => Promise<unknown>;
}

/** The header that asks the bare server to recover the sender of a replayed `eth_sendRawTransaction`. */
export const RECOVER_HEADER = "x-floor-recover";

/**
 * N concurrent chains, each sending `exchanges` in order to `origin` and reading every answer whole. With `fair`
 * (the fair floor), each chain first signs one transaction and asks the server to recover the sender of the
 * swap's raw transaction, as the simulator does once per swap.
 */
export async function replayBatch(
  origin: string,
  n: number,
  exchanges: readonly Exchange[],
  fair?: FairFloorWork,
): Promise<number[]> {
  return await Promise.all(Array.from({ length: n }, async () => {
    const t0 = performance.now();
    if (fair !== undefined) await fair.sign();
    for (const e of exchanges) {
      const res = await fetch(origin + e.path, {
        method: e.method,
        headers: fair === undefined ? e.headers : [...e.headers, [RECOVER_HEADER, "1"]],
        ...(e.method === "GET" || e.method === "HEAD" ? {} : { body: e.body }),
      });
      await res.text();
    }
    return performance.now() - t0;
  }));
}
