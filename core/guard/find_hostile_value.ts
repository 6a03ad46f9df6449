/**
 * Finds what in a caller's value can make reading it throw: a revoked or throwing Proxy, a getter that throws, a
 * `toString` / `valueOf` / `Symbol.toPrimitive` that throws, a cyclic reference, or (as a last suspect) a symbol.
 * The boundary guard names it when a public function threw (`guard_result.ts`), and `XSwap` refuses such options
 * by path before merging them. Never throws; walks only arrays and plain objects (class instances, functions
 * and signals are leaves), iteratively (no recursion to overflow), and at most {@link HOSTILE_WALK_LIMIT} values.
 *
 * @example Name the getter that throws
 * ```ts
 * import assert from "node:assert/strict";
 * import { findHostileValue } from "./find_hostile_value.ts";
 * const params = { amount: 1n, get srcChainKey(): string { throw new Error("no") } };
 * assert.deepEqual(findHostileValue({ params }, "args"), {
 *   path: "args.params.srcChainKey",
 *   kind: "throws",
 *   reason: "reading it threw Error: no",
 * });
 * ```
 * @module
 */
import { describeThrown } from "../describe_value.ts";

/** Most values one walk visits (a bound on the work done for a huge argument). */
export const HOSTILE_WALK_LIMIT = 10_000;

/** What kind of hostile spot was found, worst first. */
export type HostileKind = "throws" | "cyclic" | "symbol";

/** A hostile spot in a value. */
export interface HostileSpot {
  /** Where, from the root name: `args[0].params.amount`, `options.api.self`. */
  readonly path: string;
  /** `throws` (reading or converting it throws), `cyclic` (it contains itself), `symbol` (a symbol value). */
  readonly kind: HostileKind;
  /** In words: `reading it threw Error: x`, `a cyclic reference (...)`, `a symbol where data was expected`. */
  readonly reason: string;
}

/** Options of {@link findHostileValue}. */
export interface FindHostileValueOptions {
  /** Report symbol values too (the least suspect kind). @default true */
  symbols?: boolean | undefined;
}

interface Visit {
  readonly value: unknown;
  readonly path: string;
  readonly ancestors: readonly object[];
}

const RANK: Readonly<Record<HostileKind, number>> = { throws: 0, cyclic: 1, symbol: 2 };

/**
 * The worst hostile spot of `value` (a throwing read first, then a cycle, then a symbol), or `undefined`.
 *
 * @param value anything a caller passed
 * @param root the name of `value` in the path (`args[0]`, `options`)
 * @param options whether symbols count
 * @returns the spot, or `undefined` when the value reads safely
 * @example A cycle is named by the path that closes it
 * ```ts
 * import assert from "node:assert/strict";
 * import { findHostileValue } from "./find_hostile_value.ts";
 * const api: Record<string, unknown> = { baseURL: "https://x.test" };
 * api.self = api;
 * assert.equal(findHostileValue({ api }, "options")?.path, "options.api.self");
 * ```
 */
export function findHostileValue(
  value: unknown,
  root: string,
  options: FindHostileValueOptions = {},
): HostileSpot | undefined {
  const symbols = options.symbols ?? true;
  let worst: HostileSpot | undefined;
  const note = (spot: HostileSpot): void => {
    if (worst === undefined || RANK[spot.kind] < RANK[worst.kind]) worst = spot;
  };
  const stack: Visit[] = [{ value, path: root, ancestors: [] }];
  let visited = 0;
  while (stack.length > 0 && visited < HOSTILE_WALK_LIMIT && worst?.kind !== "throws") {
    const { value: current, path, ancestors } = stack.pop()!;
    visited++;
    if (typeof current === "symbol") {
      if (symbols) note({ path, kind: "symbol", reason: "a symbol where data was expected" });
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (ancestors.includes(current)) {
      note({ path, kind: "cyclic", reason: "a cyclic reference (it refers back to an enclosing object)" });
      continue;
    }
    const children = childrenOf(current, path, note);
    if (children === undefined) continue;
    const next = [...ancestors, current];
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ value: children[i]![1], path: children[i]![0], ancestors: next });
    }
  }
  return worst;
}

/** The entries of an array or plain object as `[path, value]`; `undefined` for a leaf or a throwing read. */
function childrenOf(
  value: object,
  path: string,
  note: (spot: HostileSpot) => void,
): [string, unknown][] | undefined {
  let proto: object | null;
  let keys: (string | symbol)[];
  let isArray: boolean;
  try {
    isArray = Array.isArray(value);
    proto = Object.getPrototypeOf(value);
    if (!isArray && proto !== Object.prototype && proto !== null) return undefined; // a class instance: a leaf
    keys = Reflect.ownKeys(value);
  } catch (thrown) {
    note({ path, kind: "throws", reason: `inspecting it threw ${describeThrown(thrown)}` });
    return undefined;
  }
  const conversion = throwingConversion(value, isArray);
  if (conversion !== undefined) {
    note({ path, kind: "throws", reason: conversion });
    return undefined;
  }
  const out: [string, unknown][] = [];
  for (const key of keys) {
    if (typeof key !== "string" || (isArray && key === "length")) continue;
    const childPath = isArray && /^\d+$/.test(key) ? `${path}[${key}]` : `${path}.${key}`;
    try {
      out.push([childPath, (value as Record<string, unknown>)[key]]);
    } catch (thrown) {
      note({ path: childPath, kind: "throws", reason: `reading it threw ${describeThrown(thrown)}` });
      return undefined;
    }
  }
  return out;
}

/** Why converting `value` to a primitive throws, or `undefined` (only custom conversions are tried). */
function throwingConversion(value: object, isArray: boolean): string | undefined {
  try {
    const custom = (value as { [Symbol.toPrimitive]?: unknown })[Symbol.toPrimitive] !== undefined ||
      (value as { toString?: unknown }).toString !==
        (isArray ? Array.prototype.toString : Object.prototype.toString) ||
      (value as { valueOf?: unknown }).valueOf !== Object.prototype.valueOf;
    if (!custom) return undefined;
    String(value);
    Number(value);
    return undefined;
  } catch (thrown) {
    return `converting it to text or a number threw ${describeThrown(thrown)}`;
  }
}
