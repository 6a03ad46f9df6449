/**
 * The lines of a byte stream (a child process's stdout, this process's stdin), for the benchmarks' line protocols
 * between processes.
 * @module
 */

/**
 * Yields each complete line of `stream` (UTF-8, without its `\n`), as it arrives; a last line without a newline
 * is not yielded.
 *
 * @example Two lines, split across chunks
 * ```ts
 * import assert from "node:assert/strict";
 * import { lines } from "./_lines.ts";
 * const bytes = new TextEncoder().encode("a\nbc\nd");
 * const stream = ReadableStream.from([bytes.slice(0, 3), bytes.slice(3)]);
 * const out: string[] = [];
 * for await (const line of lines(stream)) out.push(line);
 * assert.deepEqual(out, ["a", "bc"]);
 * ```
 */
export async function* lines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffered = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf("\n")) >= 0) {
      yield buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
    }
  }
}
