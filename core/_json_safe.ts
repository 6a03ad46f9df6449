/**
 * Internal: a JSON-safe copy of any value, for `ClientError.toJSON`. A bigint becomes its decimal string, a Map
 * a plain object (keys as strings), a Set an array, an Error `{name, message, code?, cause?}` (the code kept, a
 * nested cause summarised the same way), a cycle `"[Circular]"`, a function or symbol is left out. Never throws:
 * a getter that throws reads as `"[Unreadable]"`.
 *
 * @example A Map, a Set and a nested error with a code
 * ```ts
 * import assert from "node:assert/strict";
 * import { jsonSafe } from "./_json_safe.ts";
 * const inner = Object.assign(new Error("refused"), { code: "SUBMIT_TX_FAILED" });
 * assert.deepEqual(jsonSafe({ m: new Map([["a", 1n]]), s: new Set([1]), e: inner }), {
 *   m: { a: "1" },
 *   s: [1],
 *   e: { name: "Error", message: "refused", code: "SUBMIT_TX_FAILED" },
 * });
 * ```
 * @module
 */

/** How deep nested causes and values are followed before `"[Truncated]"`. */
const MAX_DEPTH = 32;

/**
 * The JSON-safe copy of `value` (see the module doc).
 *
 * @param value anything
 * @returns plain JSON data (`undefined` for a function, a symbol or `undefined`)
 * @example A bigint
 * ```ts
 * import assert from "node:assert/strict";
 * import { jsonSafe } from "./_json_safe.ts";
 * assert.equal(jsonSafe(10n ** 30n), "1000000000000000000000000000000");
 * ```
 */
export function jsonSafe(value: unknown): unknown {
  return copy(value, new WeakSet(), 0);
}

function copy(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol" || value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[Truncated]";
  seen.add(value);
  try {
    return copyObject(value, seen, depth + 1);
  } catch {
    return "[Unreadable]";
  } finally {
    seen.delete(value);
  }
}

function copyObject(value: object, seen: WeakSet<object>, depth: number): unknown {
  if (value instanceof Error) return errorSummary(value, seen, depth);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value) out[String(k)] = copy(v, seen, depth);
    return out;
  }
  if (value instanceof Set) return [...value].map((v) => copy(v, seen, depth) ?? null);
  if (Array.isArray(value)) return value.map((v) => copy(v, seen, depth) ?? null);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return [...value];
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = copy((value as Record<string, unknown>)[key], seen, depth);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function errorSummary(error: Error, seen: WeakSet<object>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { name: String(error.name), message: String(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.cause !== undefined) {
    const cause = copy(error.cause, seen, depth);
    if (cause !== undefined) out.cause = cause;
  }
  return out;
}
