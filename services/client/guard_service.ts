/**
 * Puts the boundary guard (`core/guard/guard_result.ts`) on every method of a service object, in one place: the
 * entry object guards each service it builds, so no method of `client.<service>` throws or rejects, whatever its
 * arguments (throwing getters, throwing or revoked Proxies, cycles, conversions that throw, symbols). Methods
 * returning a promise of a Result are guarded by default; the ones returning a Result synchronously and the plain
 * accessors (configuration reads that return data) are listed, and the types make both lists exact. A class's
 * methods are guarded once, on its prototype (constructing a client costs no more for it).
 *
 * @example A method whose argument is a revoked Proxy fails instead of throwing
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok, type Result } from "../../core/result.ts";
 * import type { ClientError } from "../../core/errors.ts";
 * import { guardService } from "./guard_service.ts";
 * class Greeter {
 *   greet(who: { name: string }): Promise<Result<string, ClientError>> {
 *     return Promise.resolve(ok(`hello ${who.name}`));
 *   }
 *   check(who: { name: string }): Result<boolean, ClientError> {
 *     return ok(who.name.length > 0);
 *   }
 *   label(): string {
 *     return "greeter";
 *   }
 * }
 * const g = guardService("greeter", new Greeter(), { sync: { check: true }, plain: { label: true } });
 * const revoked = Proxy.revocable({ name: "x" }, {});
 * revoked.revoke();
 * const r = await g.greet(revoked.proxy);
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.action === "greeter.greet");
 * assert.ok(!g.check(revoked.proxy).ok);
 * assert.equal(g.label(), "greeter");
 * ```
 * @module
 */
import { guardAsync, guardSync } from "../../core/guard/guard_result.ts";
import type { Result } from "../../core/result.ts";

/** What a method of `T` named `K` returns (`never` for a non-method). */
type ReturnOf<T, K extends keyof T> = T[K] extends (...args: never[]) => infer R ? R : never;

/**
 * The methods of `T` that return a Result synchronously. A generic method whose return type depends on its type
 * parameter (`getChainConfig<K>`) counts as plain.
 */
export type SyncResultKeys<T> = {
  [K in keyof T]: [ReturnOf<T, K>] extends [never] ? never
    : ReturnOf<T, K> extends Result<unknown, unknown> ? K
    : never;
}[keyof T];

/** The methods of `T` that return neither a Result nor a promise of one (plain reads). */
export type PlainMethodKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => unknown ? [ReturnOf<T, K>] extends [never] ? K
    : ReturnOf<T, K> extends Result<unknown, unknown> | PromiseLike<Result<unknown, unknown>> ? never
    : K
    : never;
}[keyof T];

/** The lists of {@link guardService}: every synchronous Result method and every plain method of `T`. */
export interface GuardedMembers<T> {
  /** The methods returning a Result synchronously (guarded with `guardSync`). */
  sync: Readonly<Record<SyncResultKeys<T>, true>>;
  /** The methods returning plain data (left as they are). */
  plain: Readonly<Record<PlainMethodKeys<T>, true>>;
}

/** The prototypes already guarded (a class is guarded once, not per instance). */
const guardedPrototypes = new WeakSet<object>();

/**
 * Guards every method of `service` (its own and its prototypes', `constructor` and getters aside). A method on a
 * prototype is guarded there, once for the class (so building a service costs nothing more, and an instance
 * built directly is guarded too); a method that is an own property of the instance (a lazy service's
 * synchronous members, an object literal's methods) is guarded on the instance.
 *
 * @typeParam T the service type
 * @param name the service's name in messages (`swaps`, `moneyMarket`)
 * @param service the service object
 * @param members its synchronous Result methods and plain methods
 * @returns `service` itself, its methods guarded
 */
export function guardService<T extends object>(
  name: string,
  service: T,
  members: GuardedMembers<NoInfer<T>>,
): T {
  const sync = members.sync as Readonly<Record<string, true>>;
  const plain = members.plain as Readonly<Record<string, true>>;
  for (let o: object | null = service; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    const own = o === service;
    if (!own && guardedPrototypes.has(o)) continue;
    if (!own) guardedPrototypes.add(o);
    for (const key of Object.getOwnPropertyNames(o)) {
      if (key === "constructor") continue;
      const d = Object.getOwnPropertyDescriptor(o, key);
      if (d === undefined || !("value" in d) || typeof d.value !== "function") continue;
      if (plain[key] === true) continue;
      const original = d.value as (...a: unknown[]) => unknown;
      // an own method is bound to its object (a detached call works); a prototype's keeps its receiver
      const fn = own ? (...args: unknown[]) => original.apply(service, args) : original;
      const guarded = sync[key] === true
        ? guardSync(`${name}.${key}`, fn as (...a: unknown[]) => Result<unknown, unknown>)
        : guardAsync(`${name}.${key}`, fn as (...a: unknown[]) => Promise<Result<unknown, unknown>>);
      Object.defineProperty(o, key, {
        value: guarded,
        writable: true,
        configurable: true,
        enumerable: d.enumerable === true,
      });
    }
  }
  return service;
}
