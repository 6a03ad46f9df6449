/**
 * A one-entry memo of a validated response body, keyed by the exact body text: when a request answers the same
 * bytes as the last successful validation (the `/config/all` payload every client of a process fetches), the
 * transport returns the earlier output instead of parsing and validating the text again. The stored output is
 * deep-frozen, since every hit shares it.
 *
 * Validation is never skipped for new bytes: a different text (one changed character) misses and takes the full
 * path, and only outputs that passed the schema are stored.
 *
 * @example The second identical body is a hit; a different one misses
 * ```ts
 * import assert from "node:assert/strict";
 * import { ResponseMemo } from "./response_memo.ts";
 * const memo = new ResponseMemo();
 * memo.set('{"a":1}', { a: 1 });
 * assert.deepEqual(memo.get('{"a":1}'), { a: 1 });
 * assert.ok(Object.isFrozen(memo.get('{"a":1}')));
 * assert.equal(memo.get('{"a":2}'), undefined);
 * ```
 * @module
 */

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

/** Characters compared before the whole text. */
const PREFIX = 64;

/** One stored body text and its validated (frozen) output. */
export class ResponseMemo {
  #text: string | undefined;
  #value: unknown;
  readonly #maxChars: number;

  /**
   * @param maxChars longest body text kept (longer bodies are never stored). @default 4_000_000
   */
  constructor(maxChars = 4_000_000) {
    this.#maxChars = maxChars;
  }

  /**
   * The stored output when `text` is exactly the stored body, else `undefined`.
   *
   * @param text the body text just read
   * @returns the earlier validated output, or `undefined`
   * @example Empty memo
   * ```ts
   * import assert from "node:assert/strict";
   * import { ResponseMemo } from "./response_memo.ts";
   * assert.equal(new ResponseMemo().get("{}"), undefined);
   * ```
   */
  get(text: string): unknown {
    const stored = this.#text;
    if (stored === undefined || text.length !== stored.length) return undefined;
    // A new body usually differs at its head (the version comes first): comparing a short prefix first spares
    // the whole-text comparison, whose first run on a freshly read body costs V8 about as much as parsing it.
    if (text.slice(0, PREFIX) !== stored.slice(0, PREFIX)) return undefined;
    return text === stored ? this.#value : undefined;
  }

  /**
   * Stores the validated output of `text` (deep-frozen in place), replacing the previous entry.
   *
   * @param text the body text
   * @param value the schema's output for it (not `undefined`)
   * @example Too long a body is not kept
   * ```ts
   * import assert from "node:assert/strict";
   * import { ResponseMemo } from "./response_memo.ts";
   * const memo = new ResponseMemo(4);
   * memo.set('{"a":1}', { a: 1 });
   * assert.equal(memo.get('{"a":1}'), undefined);
   * ```
   */
  set(text: string, value: unknown): void {
    if (value === undefined || text.length > this.#maxChars) return;
    deepFreeze(value);
    this.#text = text;
    this.#value = value;
  }
}
