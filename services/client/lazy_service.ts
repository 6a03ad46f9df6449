/**
 * Service classes whose code loads on first use: the package root's `MoneyMarketService`, `StakingService`,
 * `DexService`, `MigrationService`, `PartnerService`, `RecoveryService` and `LeverageYieldService` (and the
 * matching `XSwap` fields) are built with {@link lazyServiceClass}, so an app that never calls them does not
 * download their code (the dynamic `import()` becomes its own chunk in a code-split bundle).
 *
 * An instance keeps its constructor argument; its first async call imports the real class, builds the real
 * service from that argument and forwards; later calls reuse it. The few synchronous members (configuration reads)
 * are given eagerly. The types make both lists exhaustive. A failed load (a chunk the network could not fetch) is
 * an `INTEGRATION_ERROR` Result, and the next call tries again.
 *
 * @example Forward to a service loaded on first call
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { lazyServiceClass } from "./lazy_service.ts";
 * class Greeter {
 *   constructor(readonly who: string) {}
 *   name(): string {
 *     return "greeter";
 *   }
 *   greet(greeting: string) {
 *     return Promise.resolve(ok(`${greeting} ${this.who}`));
 *   }
 * }
 * let loads = 0;
 * const LazyGreeter = lazyServiceClass<Greeter, string>("greeter", () => {
 *   loads++;
 *   return Promise.resolve(Greeter);
 * }, { async: { greet: true }, sync: (who) => ({ who, name: () => "greeter" }) });
 * const g = new LazyGreeter("you");
 * assert.equal(loads, 0);
 * const r = await g.greet("hello");
 * assert.ok(r.ok && r.value === "hello you");
 * await new LazyGreeter("me").greet("hi");
 * assert.equal(loads, 1);
 * assert.ok(g instanceof LazyGreeter);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err } from "../../core/result.ts";

/** The members of `T` that are functions returning a Promise (the ones a lazy class loads for). */
export type AsyncMethodKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/** Every other member of `T` (given eagerly). */
export type SyncMemberKeys<T> = Exclude<keyof T, AsyncMethodKeys<T>>;

/** The members of a {@link lazyServiceClass}. */
export interface LazyServiceMembers<T, D> {
  /** Every async method of `T` (a record, so the compiler checks it lists them all). */
  async: Readonly<Record<AsyncMethodKeys<T>, true>>;
  /** Every synchronous member of `T` for one constructor argument, implemented without the service's module. */
  sync: (deps: D) => Pick<T, SyncMemberKeys<T>>;
}

interface Slot<T, D> {
  deps: D;
  real?: T | undefined;
}

/**
 * Builds a class with the constructor and members of a service class whose module loads on first use.
 *
 * @typeParam T the service's instance type
 * @typeParam D its constructor argument
 * @param name the service's name, for the load error
 * @param load imports the service's module and returns its class (called once; again after a failure)
 * @param members the async method names and the synchronous members
 * @returns the class
 * @example A failed load is a Result, and the next call loads again
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok, type Result } from "../../core/result.ts";
 * import type { ClientError } from "../../core/errors.ts";
 * import { lazyServiceClass } from "./lazy_service.ts";
 * class Counter {
 *   count(): Promise<Result<number, ClientError>> {
 *     return Promise.resolve(ok(7));
 *   }
 * }
 * let attempts = 0;
 * const LazyCounter = lazyServiceClass<Counter, void>("counter", () => {
 *   attempts++;
 *   return attempts === 1 ? Promise.reject(new TypeError("chunk fetch failed")) : Promise.resolve(Counter);
 * }, { async: { count: true }, sync: () => ({}) });
 * const c = new LazyCounter();
 * const first = await c.count();
 * assert.ok(!first.ok && first.error.code === "INTEGRATION_ERROR" && first.error.context.service === "counter");
 * const second = await c.count();
 * assert.ok(second.ok && second.value === 7);
 * ```
 */
export function lazyServiceClass<T extends object, D>(
  name: string,
  load: () => Promise<new (deps: D) => T>,
  members: LazyServiceMembers<T, D>,
): new (deps: D) => T {
  let loading: Promise<new (deps: D) => T> | undefined;
  const loadClass = (): Promise<new (deps: D) => T> => {
    loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    });
    return loading;
  };
  const slots = new WeakMap<object, Slot<T, D>>();
  const Lazy = function (this: object, deps: D) {
    slots.set(this, { deps });
    Object.assign(this, members.sync(deps));
  } as unknown as new (deps: D) => T;
  Object.defineProperty(Lazy, "name", { value: name });
  for (const key of Object.keys(members.async)) {
    const forward = async function (this: object, ...args: unknown[]): Promise<unknown> {
      const slot = slots.get(this);
      if (slot === undefined) throw new TypeError(`${name}.${key} called on a foreign receiver`);
      if (slot.real === undefined) {
        let Real: new (deps: D) => T;
        try {
          Real = await loadClass();
        } catch (cause) {
          return err(
            new ClientError(
              "INTEGRATION_ERROR",
              `Cannot call ${name}.${key}: the ${name} service failed to load`,
              {
                context: { service: name, method: key },
                cause,
              },
            ),
          );
        }
        slot.real ??= new Real(slot.deps);
      }
      const real = slot.real as Record<string, (...a: unknown[]) => unknown>;
      return await (real[key] as (...a: unknown[]) => unknown).apply(real, args);
    };
    Object.defineProperty(Lazy.prototype, key, { value: forward, writable: true, configurable: true });
  }
  return Lazy;
}
