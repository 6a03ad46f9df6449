/**
 * A safe, short description of any value for error context: never throws (hostile `toString`, symbols, cycles)
 * and never grows past 200 characters.
 *
 * @example Describe hostile input
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeValue } from "./describe_value.ts";
 * assert.equal(describeValue({ toString: {} }), "[object]");
 * assert.equal(describeValue(12n), "12");
 * ```
 * @module
 */

/**
 * Describes `value` as a string for error context.
 *
 * @param value anything
 * @returns a string of at most 200 characters
 */
export function describeValue(value: unknown): string {
  let text: string;
  switch (typeof value) {
    case "string":
      text = value;
      break;
    case "number":
    case "bigint":
    case "boolean":
    case "undefined":
      text = String(value);
      break;
    case "symbol":
      text = value.description === undefined ? "Symbol()" : `Symbol(${value.description})`;
      break;
    case "function":
      text = "[function]";
      break;
    default:
      text = value === null ? "null" : Array.isArray(value) ? `[array(${value.length})]` : "[object]";
  }
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
