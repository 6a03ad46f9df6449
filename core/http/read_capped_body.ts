/**
 * `readCappedBody`: reads a response body as text, never more than a byte cap, and stops reading the moment a
 * signal aborts — whatever the `fetch` that produced the response does with its own signal
 * (docs/rules/http.md#response-size, docs/rules/http.md#cancellation).
 *
 * A `Content-Length` above the cap is refused before a byte is read; without one (or with a lying one) the bytes
 * are counted while they stream, and the first chunk past the cap cancels the reader. An abort cancels the reader
 * too: its pending read settles at once and the stream's source is cancelled, so nothing pulls the body any more.
 *
 * @example Read within the cap; refuse past it
 * ```ts
 * import assert from "node:assert/strict";
 * import { readCappedBody } from "./read_capped_body.ts";
 * const ok = await readCappedBody(new Response('{"a":1}'), { maxBytes: 7 });
 * assert.deepEqual(ok, { ok: true, text: '{"a":1}' });
 * const big = await readCappedBody(new Response("x".repeat(8)), { maxBytes: 7 });
 * assert.deepEqual(big, { ok: false, limit: 7, bytes: 8 });
 * ```
 * @module
 */

/**
 * Largest response body the library reads by default, in bytes (4 MiB): eight times the largest body the
 * platform sends (the 5000-candle `/be/oracle/candles` answer, 525,072 bytes on the simulator; `/be/config/all`
 * is 296,613 bytes there).
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** Largest `maxResponseBytes` accepted (1 GiB). */
export const MAX_RESPONSE_BYTES_LIMIT = 2 ** 30;

/** Options of {@link readCappedBody}. */
export interface ReadCappedBodyOptions {
  /** Largest body read, in bytes. @default DEFAULT_MAX_RESPONSE_BYTES */
  maxBytes?: number | undefined;
  /** Stops the read: the reader is cancelled and the read rejects with `signal.reason`. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * What {@link readCappedBody} read: the text, or the cap that was passed (`bytes` is the announced
 * `Content-Length` when the body was refused unread, else the bytes read when the cap was passed).
 */
export type CappedBody = { ok: true; text: string } | { ok: false; limit: number; bytes: number };

/**
 * Reads `response`'s body as UTF-8 text (as `Response.text()` does), at most `maxBytes` of it.
 *
 * @param response the response whose body is read (left unread by nobody else)
 * @param options cap and abort signal
 * @returns the text, or `{ok: false, limit, bytes}` when the body is larger than the cap (its reader cancelled)
 * @throws the signal's reason when it aborts (the reader cancelled), or the stream's error when the read fails
 * @example A Content-Length above the cap is refused unread
 * ```ts
 * import assert from "node:assert/strict";
 * import { readCappedBody } from "./read_capped_body.ts";
 * const res = new Response("{}", { headers: { "content-length": "9999" } });
 * assert.deepEqual(await readCappedBody(res, { maxBytes: 100 }), { ok: false, limit: 100, bytes: 9999 });
 * ```
 */
export async function readCappedBody(
  response: Response,
  options: ReadCappedBodyOptions = {},
): Promise<CappedBody> {
  const limit = options.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const signal = options.signal;
  const body = response.body;
  signal?.throwIfAborted();
  if (body === null) return { ok: true, text: "" };
  const announced = Number(response.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(announced) && announced > limit) {
    await body.cancel().catch(() => {});
    return { ok: false, limit, bytes: announced };
  }
  const reader = body.getReader();
  const onAbort = (): void => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, limit, bytes };
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    reader.releaseLock();
  }
  return { ok: true, text: new TextDecoder().decode(concat(chunks, bytes)) };
}

function concat(chunks: Uint8Array[], bytes: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
