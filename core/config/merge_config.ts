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

function mergeValue(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(over)) return over;
  // Structural sharing: only the path of overridden keys is copied; untouched subtrees of `base` (the frozen
  // defaults) are reused by reference. A for-in over own keys avoids the entry arrays of Object.entries.
  const out: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
  for (const key in over) {
    if (!Object.hasOwn(over, key)) continue;
    const value = over[key];
    if (value !== undefined) out[key] = mergeValue(out[key], value);
  }
  return out;
}

/**
 * Merges `options` over `defaults` into a new object: plain objects recursively, key by key; arrays, bigints,
 * functions, class instances, primitives and `null` replace the default wholesale; an `undefined` value never
 * overrides. `defaults` is never mutated (override objects are copied, so later merges do not alias them either).
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
 */
export function mergeConfig<T extends object>(defaults: T, options: DeepPartial<T> | undefined): T {
  return mergeValue(defaults, options ?? {}) as T;
}
