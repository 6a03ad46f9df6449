/**
 * The public surface called with junk (issue 34): every public method of `XSwap` and its services and of
 * `SwapsApiClient`, one call at a time with every server unreachable, checked against the boundary's contract —
 * no synchronous throw, no rejection (the wire client's `SwapsApiError` aside), settled within {@link BOUND_MS}
 * of virtual time, a failure only with a code of `ERROR_CODES` (or a solver `SolverErrorResponse`).
 * Used by `public_surface_junk_test.ts` (generated junk) and `tests/services/client/junk_table_test.ts` (a table).
 * @module
 */
import { ERROR_CODES, isClientError, XSwap } from "../../mod.ts";
import { isSwapsApiError, SwapsApiClient } from "../../wire/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { settle, withVirtualTime } from "./_harness.ts";

/** Virtual-time bound of one call: above every default deadline of the library (track 300 s, relay 120 s). */
export const BOUND_MS = 30 * 60_000;

/** A fetch with no server behind it. */
export const refuse = (): Promise<Response> =>
  Promise.reject(new TypeError("fetch failed: no server in this test"));
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** The services of the entry object whose methods are called. */
export const SERVICES = [
  "swaps",
  "bridge",
  "moneyMarket",
  "staking",
  "dex",
  "migration",
  "partners",
  "recovery",
  "leverageYield",
  "sponsoring",
  "backendApi",
  "config",
  "hubProvider",
  "spoke",
] as const;

/** One method of the surface: its owner (`client`, a service, or `wire`) and its name. */
export interface SurfaceTarget {
  on: "client" | "wire" | typeof SERVICES[number];
  method: string;
}

/** Public methods of an object: functions on it and its prototypes (not getters), `constructor` aside. */
export function methodsOf(target: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = target; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name === "constructor" || name.startsWith("_")) continue;
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (d !== undefined && "value" in d && typeof d.value === "function") names.add(name);
    }
  }
  return [...names].sort();
}

/** Every method of the surface. */
export function surfaceTargets(): SurfaceTarget[] {
  const probe = new XSwap({ fetch: refuse, logger: quiet });
  const wire = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch: refuse });
  return [
    ...methodsOf(probe).map((method): SurfaceTarget => ({ on: "client", method })),
    ...SERVICES.flatMap((on) =>
      methodsOf(probe[on] as object).map((method): SurfaceTarget => ({ on, method }))
    ),
    ...methodsOf(wire).map((method): SurfaceTarget => ({ on: "wire", method })),
  ];
}

/** Why a settled value breaks the contract, or undefined. */
export function badOutcome(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("ok" in value) || value.ok !== false) return undefined;
  const error = (value as { error?: unknown }).error;
  if (isClientError(error)) {
    return (ERROR_CODES as readonly string[]).includes(error.code) ? undefined : `unknown code ${error.code}`;
  }
  const detail = (error as { detail?: { code?: unknown } } | null)?.detail;
  if (typeof detail?.code === "number") return undefined; // SolverErrorResponse (docs/rules/errors.md#solver-errors)
  return `failure is not a ClientError: ${describeValue(error)}`;
}

let warm: Promise<unknown> | undefined;
/** Loads every lazily imported module once in real time (a cold import cannot finish in virtual time). */
export const warmUp = (): Promise<unknown> =>
  warm ??= Promise.all([
    import("../../services/client/_hub_services.ts"),
    import("../../chains/solana/adapter.ts"),
    import("../../chains/stellar/adapter.ts"),
    import("../../chains/sui/adapter.ts"),
    import("../../chains/injective/adapter.ts"),
    import("../../chains/near/adapter.ts"),
    import("../../chains/stacks/adapter.ts"),
    import("../../chains/bitcoin/adapter.ts"),
  ]);

/**
 * Calls one method with `args` on a fresh client in virtual time (every fetch refused, the global one too).
 *
 * @returns undefined when the call kept the contract, else what broke it
 */
export async function callWithJunk(
  target: SurfaceTarget,
  args: readonly unknown[],
): Promise<string | undefined> {
  await warmUp();
  const label = `${target.on}.${target.method}(${args.map((a) => describeValue(a).slice(0, 20)).join(", ")})`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = refuse;
  try {
    return await withVirtualTime(async (clock) => {
      const client = new XSwap({ fetch: refuse, logger: quiet });
      const wire = new SwapsApiClient({ baseUrl: "https://api.example/v1", fetch: refuse, timeout: 5_000 });
      const on: object = target.on === "client" ? client : target.on === "wire" ? wire : client[target.on];
      const fn = (on as Record<string, (...a: unknown[]) => unknown>)[target.method];
      let returned: unknown;
      try {
        returned = fn.apply(on, [...args]);
      } catch (thrown) {
        if (target.on === "wire" && isSwapsApiError(thrown)) return undefined;
        return `${label} threw ${describeValue(thrown)}`;
      }
      let value: unknown = returned;
      if (returned instanceof Promise) {
        try {
          value = await settle(clock, returned, BOUND_MS);
        } catch (thrown) {
          if (target.on === "wire" && isSwapsApiError(thrown)) return undefined;
          return `${label} rejected or hung: ${(thrown as Error)?.name} ${
            describeValue((thrown as Error)?.message)
          }`;
        }
      }
      const bad = badOutcome(value);
      return bad === undefined ? undefined : `${label}: ${bad}`;
    });
  } catch (leak) {
    return `${label}: ${describeValue((leak as Error)?.message)}`;
  } finally {
    globalThis.fetch = realFetch;
  }
}
