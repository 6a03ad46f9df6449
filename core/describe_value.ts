/**
 * A safe, short description of any value for error context: never throws (hostile `toString`, symbols, cycles,
 * throwing or revoked Proxies) and never grows past 200 characters.
 *
 * @example Describe hostile input
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeValue } from "./describe_value.ts";
 * assert.equal(describeValue({ toString: {} }), "[object]");
 * assert.equal(describeValue(12n), "12");
 * const revoked = Proxy.revocable({}, {});
 * revoked.revoke();
 * assert.equal(describeValue(revoked.proxy), "[object]");
 * ```
 * @module
 */

const MAX = 200;

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
      text = value === null ? "null" : describeObject(value as object);
  }
  return text.length > MAX ? `${text.slice(0, MAX - 3)}...` : text;
}

function describeObject(value: object): string {
  try {
    if (Array.isArray(value)) return `[array(${value.length})]`;
  } catch {
    // a revoked Proxy, or one whose traps throw
  }
  return "[object]";
}

/**
 * Describes a thrown value: `Name: message` for an error (read without trusting its getters), else
 * {@link describeValue}.
 *
 * @param thrown what was thrown
 * @returns a string of at most 200 characters
 * @example An error and a thrown string
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeThrown } from "./describe_value.ts";
 * assert.equal(describeThrown(new TypeError("bad")), "TypeError: bad");
 * assert.equal(describeThrown("plain"), "plain");
 * ```
 */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) {
      const name = typeof thrown.name === "string" ? thrown.name : "Error";
      const message = typeof thrown.message === "string" ? thrown.message : "";
      return describeValue(message === "" ? name : `${name}: ${message}`);
    }
  } catch {
    return "[object]";
  }
  return describeValue(thrown);
}

/**
 * The JavaScript type of a value in words, for messages that say what was given: `a number`, `a string`,
 * `null`, `an array`, `an object`, ...
 *
 * @param value anything
 * @returns the type in words
 * @example A number where a bigint is expected
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeType } from "./describe_value.ts";
 * assert.equal(describeType(1_000_000), "a number");
 * assert.equal(describeType(1n), "a bigint");
 * ```
 */
export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  switch (typeof value) {
    case "object": {
      try {
        return Array.isArray(value) ? "an array" : "an object";
      } catch {
        return "an object";
      }
    }
    case "function":
      return "a function";
    default:
      return `a ${typeof value}`;
  }
}
