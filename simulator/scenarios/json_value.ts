/**
 * Plain JSON values and the one convention snapshots use for what JSON lacks: a bigint is written as
 * `{"$bigint": "<decimal>"}`; `undefined` object fields are left out (as `JSON.stringify` does).
 *
 * @example A bigint survives the trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { fromJsonValue, toJsonValue } from "./json_value.ts";
 * const json = toJsonValue({ amount: 10n ** 20n, note: undefined });
 * assert.deepEqual(json, { amount: { $bigint: "100000000000000000000" } });
 * assert.deepEqual(fromJsonValue(json), { amount: 10n ** 20n });
 * ```
 * @module
 */

/** A value JSON can carry. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Converts a value to plain JSON data: bigints become `{"$bigint": "..."}`, `undefined` fields are dropped.
 *
 * @param value data made of objects, arrays, strings, numbers, booleans, null and bigints
 * @returns the JSON form
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { toJsonValue } from "./json_value.ts";
 * assert.deepEqual(toJsonValue([1n, "a"]), [{ $bigint: "1" }, "a"]);
 * ```
 */
export function toJsonValue(value: unknown): JsonValue {
  const text = JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? { $bigint: v.toString() } : v));
  return text === undefined ? null : JSON.parse(text);
}

/**
 * The inverse of {@link toJsonValue}: every `{"$bigint": "<decimal>"}` object becomes a bigint.
 *
 * @param json plain JSON data
 * @returns the same data with bigints restored
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fromJsonValue } from "./json_value.ts";
 * assert.deepEqual(fromJsonValue({ a: [{ $bigint: "-5" }] }), { a: [-5n] });
 * ```
 */
export function fromJsonValue(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(fromJsonValue);
  if (json === null || typeof json !== "object") return json;
  const entries = Object.entries(json);
  if (entries.length === 1 && entries[0][0] === "$bigint" && typeof entries[0][1] === "string") {
    // at most 78 digits (any int256): longer is left as it is, so the part's schema refuses it unconverted
    if (/^-?[0-9]{1,78}$/.test(entries[0][1])) return BigInt(entries[0][1]);
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, fromJsonValue(v)]));
}

/**
 * JSON text with object keys in sorted order at every level: equal data, equal text (for digests).
 *
 * @param json plain JSON data
 * @returns its canonical JSON text
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { canonicalJson } from "./json_value.ts";
 * assert.equal(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] }), '{"a":[{"c":3,"d":2}],"b":1}');
 * ```
 */
export function canonicalJson(json: JsonValue): string {
  if (Array.isArray(json)) return `[${json.map(canonicalJson).join(",")}]`;
  if (json === null || typeof json !== "object") return JSON.stringify(json);
  const keys = Object.keys(json).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(json[k])}`).join(",")}}`;
}
