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

/**
 * What to tell a caller who passed `value` where a bigint is needed: the type given and, for a whole number or a
 * decimal string, how to write it as a bigint (JavaScript numbers and bigints do not mix, and the library never
 * converts silently: a number may already have lost precision).
 *
 * @param value what was passed
 * @returns `undefined` for a bigint, else `got` (`a number`) and, when one helps, a `hint`
 * @example A number
 * ```ts
 * import assert from "node:assert/strict";
 * import { bigintMismatch } from "./describe_value.ts";
 * assert.deepEqual(bigintMismatch(1_000_000), {
 *   got: "a number",
 *   hint: "pass 1000000n or BigInt(1000000)",
 * });
 * assert.equal(bigintMismatch(1n), undefined);
 * ```
 */
export function bigintMismatch(value: unknown): { got: string; hint?: string } | undefined {
  if (typeof value === "bigint") return undefined;
  const got = describeType(value);
  if (typeof value === "number" && Number.isInteger(value)) {
    return Number.isSafeInteger(value) ? { got, hint: `pass ${value}n or BigInt(${value})` } : {
      got,
      hint: `${value} is beyond Number.MAX_SAFE_INTEGER and may have lost digits: pass a bigint literal`,
    };
  }
  if (typeof value === "string" && /^[0-9]+$/.test(value) && value.length <= 80) {
    return { got, hint: `pass BigInt("${value}") or ${value}n` };
  }
  return { got };
}

/**
 * The tail of an "must be a bigint" message for `value`: `, got a number (1000000): pass 1000000n or
 * BigInt(1000000)`; empty for a bigint (the value was of the right type, only out of range).
 *
 * @param value what was passed
 * @returns the tail, possibly empty
 * @example The tail of a message
 * ```ts
 * import assert from "node:assert/strict";
 * import { bigintMismatchText } from "./describe_value.ts";
 * assert.equal(bigintMismatchText(5), ", got a number (5): pass 5n or BigInt(5)");
 * assert.equal(bigintMismatchText(-5n), "");
 * ```
 */
export function bigintMismatchText(value: unknown): string {
  const mismatch = bigintMismatch(value);
  if (mismatch === undefined) return "";
  const shown = typeof value === "string" ? `"${describeValue(value)}"` : describeValue(value);
  return `, got ${mismatch.got} (${shown})${mismatch.hint === undefined ? "" : `: ${mismatch.hint}`}`;
}
