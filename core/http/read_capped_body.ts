/**
 * `readCappedBody`: reads a response body as text, never more than a byte cap, and stops reading the moment a
 * signal aborts — whatever the `fetch` that produced the response does with its own signal
 * (docs/rules/http.md#response-size, docs/rules/http.md#cancellation).
 *
 * A `Content-Length` above the cap is refused before a byte is read; without one (or with a lying one) the bytes
 * are counted while they stream, and the first chunk past the cap cancels the reader. A response of the runtime's
 * own fetch (`runtimeFetch`) with a `Content-Length` within the cap and no `Content-Encoding` is read in one go
 * (`Response.text()`): the runtime ends such a body at its length, so it cannot pass the cap. An abort cancels the reader
 * too: its pending read settles at once and the stream's source is cancelled, so nothing pulls the body any more.
 * A one-go read settles at once as well, and the runtime's fetch stops its transfer through the request's signal.
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
  /**
   * The response came from the runtime's own `fetch`, given the same `signal`: a body the runtime ends at its
   * `Content-Length` (within the cap, not decoded on the way) is then read in one go (`Response.text()`), and
   * an abort stops its transfer through that fetch. @default false (every body is read through its stream)
   */
  runtimeFetch?: boolean | undefined;
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
  if (options.runtimeFetch === true && Number.isFinite(announced) && boundByLength(response)) {
    return await readWhole(response, signal);
  }
  const byob = byobReader(body);
  const reader = byob ?? body.getReader();
  const onAbort = (): void => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  // The lock is released only when the read did not end the stream: releasing it rejects the reader's `closed`
  // promise with a new TypeError (a stack captured on every request), and a stream read to its end or cancelled
  // has nothing left for another reader.
  let ended = false;
  try {
    const read = byob === undefined
      ? await readChunks(reader as ReadableStreamDefaultReader<Uint8Array>, limit, signal)
      : await readInto(byob, limit, Number.isFinite(announced) ? announced + 1 : 16_384, signal);
    ended = true;
    if ("over" in read) {
      await reader.cancel().catch(() => {});
      return { ok: false, limit, bytes: read.over };
    }
    return { ok: true, text: UTF8.decode(read.bytes) };
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (!ended) reader.releaseLock();
  }
}

/**
 * Whether the runtime itself stops the body at its `Content-Length`: a response of the runtime's own fetch
 * (`type` "basic": Deno, Node, a browser's same-origin answer; a `Response` built in JS is "default" and its
 * stream can run past any header) whose bytes are not decoded on the way (no `Content-Encoding`: a compressed
 * body's length is the compressed one). Such a body, announced within the cap, cannot pass it.
 */
function boundByLength(response: Response): boolean {
  if (response.type !== "basic") return false;
  const encoding = response.headers.get("content-encoding");
  return encoding === null || encoding.trim().toLowerCase() === "identity";
}

/**
 * The runtime's one-shot read (`Response.text()`: in Deno the body is collected by one native op, not chunk by
 * chunk through the stream's JS reader). An abort settles the read at once with the signal's reason; the
 * runtime's fetch, given the same signal, stops the transfer.
 */
function readWhole(response: Response, signal: AbortSignal | undefined): Promise<CappedBody> {
  const read = response.text().then((text): CappedBody => ({ ok: true, text }));
  if (signal === undefined) return read;
  return new Promise<CappedBody>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** One decoder for every body (`decode` without `stream` keeps no state between calls). */
const UTF8 = new TextDecoder();

/** The body's bytes, or the count read when it passed the cap. */
type Read = { bytes: Uint8Array } | { over: number };

/** A BYOB reader when the body is a byte stream (a fetch body is), else `undefined`. */
function byobReader(body: ReadableStream<Uint8Array>): ReadableStreamBYOBReader | undefined {
  try {
    return body.getReader({ mode: "byob" });
  } catch {
    return undefined;
  }
}

/**
 * Reads a byte stream into one buffer we own, grown by doubling up to `limit + 1` bytes: no chunk is allocated
 * per read (a default reader gets a fresh 64 KiB buffer each time), so a small answer costs about what
 * `Response.text()` costs. `size` is the first buffer's size (the announced length + 1 leaves room to see the end).
 */
async function readInto(
  reader: ReadableStreamBYOBReader,
  limit: number,
  size: number,
  signal: AbortSignal | undefined,
): Promise<Read> {
  let buffer = new Uint8Array(Math.min(Math.max(size, 1), limit + 1));
  let filled = 0;
  for (;;) {
    if (filled === buffer.byteLength) {
      const grown = new Uint8Array(Math.min(buffer.byteLength * 2, limit + 1));
      grown.set(buffer);
      buffer = grown;
    }
    const { done, value } = await reader.read(buffer.subarray(filled));
    signal?.throwIfAborted();
    // the read transferred the buffer: keep the new view of it
    if (value !== undefined) buffer = new Uint8Array(value.buffer);
    if (done || value === undefined) return { bytes: buffer.subarray(0, filled) };
    filled += value.byteLength;
    if (filled > limit) return { over: filled };
  }
}

/** Reads a stream that is not a byte stream chunk by chunk. */
async function readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<Read> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    signal?.throwIfAborted();
    if (done) return { bytes: concat(chunks, bytes) };
    bytes += value.byteLength;
    if (bytes > limit) return { over: bytes };
    chunks.push(value);
  }
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
