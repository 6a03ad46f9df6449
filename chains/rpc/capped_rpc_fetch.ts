/**
 * `cappedRpcFetch`: the fetch the EVM adapter's viem transports use, with viem's response size cap applied
 * before viem reads the body. The transports read every answer with `text()` (`maxResponseBodySize: false`):
 * viem's capped read goes through the body's stream reader chunk by chunk, and in Deno that reader machinery
 * (a fresh, zeroed 64 KiB buffer per socket read, the reader's lock and release) costs more than the whole
 * read of an RPC answer's small JSON. The cap stays viem's, with viem's error: an answer whose `Content-Length`
 * is above it is refused with `ResponseBodyTooLargeError` before its body is read, and an answer without a
 * length gets a body that fails with that error as soon as it passes the cap. An abort of the request's signal
 * cancels that body's source, whatever the fetch does with the signal.
 * @module
 */
import { ResponseBodyTooLargeError } from "viem";
import type { FetchLike } from "../../core/http/types.ts";

/** Largest RPC answer read, in bytes (viem's default response size cap). */
export const RPC_MAX_RESPONSE_BYTES = 10_485_760;

/**
 * Wraps a fetch so that an RPC answer longer than `maxBytes` fails with viem's `ResponseBodyTooLargeError`.
 * An answer of known length within the cap is returned untouched.
 *
 * @param fetchFn the fetch to call; resolved at each call when it is a getter (`() => globalThis.fetch`)
 * @param maxBytes the cap in bytes
 * @returns a fetch with the same answers, or a refusal past the cap
 * @example The same answer within the cap; a refusal past it, with or without a length
 * ```ts
 * import assert from "node:assert/strict";
 * import { cappedRpcFetch } from "./capped_rpc_fetch.ts";
 * const answer = new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}', {
 *   headers: { "content-length": "39" },
 * });
 * assert.equal(await cappedRpcFetch(() => () => Promise.resolve(answer), 39)("http://rpc"), answer);
 * await answer.body?.cancel();
 * const long = new Response("x".repeat(40), { headers: { "content-length": "40" } });
 * await assert.rejects(
 *   cappedRpcFetch(() => () => Promise.resolve(long), 39)("http://rpc"),
 *   { name: "ResponseBodyTooLargeError" },
 * );
 * const unknown = new Response(ReadableStream.from([new TextEncoder().encode("x".repeat(40))]));
 * const res = await cappedRpcFetch(() => () => Promise.resolve(unknown), 39)("http://rpc");
 * await assert.rejects(res.text(), { name: "ResponseBodyTooLargeError" });
 * ```
 */
export function cappedRpcFetch(
  fetchFn: () => FetchLike,
  maxBytes: number = RPC_MAX_RESPONSE_BYTES,
): FetchLike {
  return async (input, init) => {
    const res = await fetchFn()(input, init);
    if (res.body === null) return res;
    const header = res.headers.get("content-length");
    if (header !== null && header !== "") {
      const size = Number(header);
      if (size <= maxBytes) return res;
      if (Number.isFinite(size)) {
        await res.body.cancel();
        throw new ResponseBodyTooLargeError({ maxSize: maxBytes, size });
      }
    }
    let size = 0;
    const capped = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxBytes) controller.error(new ResponseBodyTooLargeError({ maxSize: maxBytes, size }));
          else controller.enqueue(chunk);
        },
      }),
      // an abort (viem's timeout) cancels the source even when the fetch ignores its signal
      // (docs/rules/http.md#cancellation)
      init?.signal ? { signal: init.signal } : {},
    );
    return new Response(capped, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
