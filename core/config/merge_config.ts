/**
 * The recursive configuration merge (docs/rules/config.md#merge).
 *
 * @example Arrays are replaced, objects merged
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeConfig } from "./merge_config.ts";
 * const m = mergeConfig({ a: { b: 1, c: [1, 2] } }, { a: { c: [3] } });
 * assert.ok(m.a.b === 1 && m.a.c.length === 1);
 * ```
 * @module
 */
import type { PartnerFee } from "../fee/partner_fee.ts";

/**
 * Deep-partial override: plain objects become partial recursively; arrays, bigints, functions and partner fees
 * (a fee is always given whole) are leaves.
 */
export type DeepPartial<T> = T extends readonly unknown[] ? T
  : T extends PartnerFee ? T
  : T extends bigint | string | number | boolean | null | undefined | ((...args: never[]) => unknown) ? T
  : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> | undefined }
  : T;

/**
 * Tells whether `value` is a plain object (`{}` literal or null-prototype); class instances are not.
 *
 * @param value any value
 * @returns true for plain objects
 * @example Dates are leaves
 * ```ts
 * import assert from "node:assert/strict";
 * import { isPlainObject } from "./merge_config.ts";
 * assert.ok(isPlainObject({}) && !isPlainObject(new Date()) && !isPlainObject([]));
 * ```
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deepest override merged key by key; an override nested deeper replaces its default wholesale (no configuration
 * is this deep; the bound keeps a hostile one from exhausting the stack).
 */
export const MAX_MERGE_DEPTH = 32;

function mergeValue(base: unknown, over: unknown, ancestors: object[]): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(over) || ancestors.length >= MAX_MERGE_DEPTH) return over;
  // Structural sharing: only the path of overridden keys is copied; untouched subtrees of `base` (the frozen
  // defaults) are reused by reference. A for-in over own keys avoids the entry arrays of Object.entries.
  const out: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
  ancestors.push(over);
  for (const key in over) {
    if (!Object.hasOwn(over, key)) continue;
    const value = over[key];
    // a reference back to an enclosing override closes a cycle: it is skipped (the default stays), and the
    // entry object names its path (`findHostileValue`)
    if (value !== undefined && !ancestors.includes(value as object)) {
      out[key] = mergeValue(out[key], value, ancestors);
    }
  }
  ancestors.pop();
  return out;
}

/**
 * Merges `options` over `defaults` into a new object: plain objects recursively, key by key; arrays, bigints,
 * functions, class instances, primitives and `null` replace the default wholesale; an `undefined` value never
 * overrides. `defaults` is never mutated (override objects are copied, so later merges do not alias them either).
 * A cyclic override never recurses forever: the reference that closes the cycle is skipped (the default stays),
 * and overrides nested deeper than {@link MAX_MERGE_DEPTH} replace their default wholesale.
 *
 * @typeParam T the configuration type
 * @param defaults the base configuration
 * @param options the deep-partial override, or `undefined`
 * @returns a new merged configuration
 * @example undefined keeps the default
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeConfig } from "./merge_config.ts";
 * assert.ok(mergeConfig({ timeout: 5 }, { timeout: undefined }).timeout === 5);
 * ```
 * @example A cyclic override is merged without its cycle
 * ```ts
 * import assert from "node:assert/strict";
 * import { mergeConfig } from "./merge_config.ts";
 * const api: Record<string, unknown> = { baseURL: "https://gw.test" };
 * api.self = api;
 * const m = mergeConfig({ api: { baseURL: "https://default.test", self: 1 } }, { api } as never);
 * assert.ok(m.api.baseURL === "https://gw.test" && m.api.self === 1);
 * ```
 */
export function mergeConfig<T extends object>(defaults: T, options: DeepPartial<T> | undefined): T {
  return mergeValue(defaults, options ?? {}, []) as T;
}
