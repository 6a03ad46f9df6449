/**
 * `bufferedRpcFetch`: the fetch the EVM adapter's viem transports use. viem reads an RPC answer through the
 * body's stream reader to enforce its size cap, and Deno backs each read of a socket body with a fresh, zeroed
 * 64 KiB buffer: for the small JSON of an RPC answer that zeroing is most of the read's cost (measured at 1,000
 * concurrent swaps: about a fifth of the client's CPU for its HTTP reads). An answer whose `Content-Length` is
 * within the cap is read whole (`arrayBuffer()`, one allocation of its size) and handed to viem as an in-memory
 * body with the same status and headers; an answer without a length, or longer than the cap, is passed on
 * untouched, so viem's cap still applies to it.
 * @module
 */
import type { FetchLike } from "../../core/http/types.ts";

/** Largest answer read whole, in bytes (viem's default response size cap). */
export const BUFFERED_RPC_MAX_BYTES = 10_485_760;

/**
 * Wraps a fetch so that RPC answers of known, capped length arrive as in-memory bodies.
 *
 * @param fetchFn the fetch to call; resolved at each call when it is a getter (`() => globalThis.fetch`)
 * @returns a fetch with the same answers
 * @example Same status, headers and body; a long answer passes untouched
 * ```ts
 * import assert from "node:assert/strict";
 * import { bufferedRpcFetch } from "./buffered_rpc_fetch.ts";
 * const answer = new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}', {
 *   status: 200,
 *   headers: { "content-type": "application/json", "content-length": "39" },
 * });
 * const wrapped = bufferedRpcFetch(() => (() => Promise.resolve(answer)));
 * const res = await wrapped("http://rpc", { method: "POST" });
 * assert.notEqual(res, answer);
 * assert.equal(res.status, 200);
 * assert.equal(res.headers.get("content-type"), "application/json");
 * assert.equal(await res.text(), '{"jsonrpc":"2.0","id":1,"result":"0x1"}');
 * const big = new Response("x", { headers: { "content-length": "99999999" } });
 * assert.equal(await bufferedRpcFetch(() => (() => Promise.resolve(big)))("http://rpc"), big);
 * await big.body?.cancel();
 * ```
 */
export function bufferedRpcFetch(fetchFn: () => FetchLike): FetchLike {
  return async (input, init) => {
    const res = await fetchFn()(input, init);
    const length = Number(res.headers.get("content-length") ?? NaN);
    if (res.body === null || !Number.isFinite(length) || length > BUFFERED_RPC_MAX_BYTES) return res;
    const body = await res.arrayBuffer();
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
