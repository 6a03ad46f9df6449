/**
 * The public surface called with junk (issue 34) and hostile values (issue 40): every public method of `XSwap`
 * and its services, every exported free function of the package's entries (the root and its sub-paths) that
 * returns a Result ({@link FREE_FUNCTIONS}),
 * and every method of `SwapsApiClient`, one call at a time with every server unreachable, checked against the boundary's contract —
 * no synchronous throw, no rejection (the wire client's `SwapsApiError` aside), settled within {@link BOUND_MS}
 * of virtual time, a failure only with a code of `ERROR_CODES` (or a solver `SolverErrorResponse`).
 * Used by `public_surface_junk_test.ts` (generated junk) and `tests/services/client/junk_table_test.ts` (a table).
 * @module
 */
import * as root from "../../mod.ts";
import * as config from "../../core/config_types/mod.ts";
import * as evm from "../../chains/evm/mod.ts";
import * as migration from "../../services/migration/mod.ts";
import * as moneyMarket from "../../services/money_market/mod.ts";
import * as relay from "../../services/relay/mod.ts";
import * as solver from "../../services/solver/mod.ts";
import { ERROR_CODES, isClientError, XSwap } from "../../mod.ts";
import { isSwapsApiError, SwapsApiClient } from "../../wire/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import fc from "fast-check";
import { settle, withVirtualTime } from "./_harness.ts";
import { DECLARED_ERROR_CODES } from "../errors/declared_codes.ts";

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

/**
 * The package root's exported functions that return a Result (or a promise of one), by their public name: each
 * goes through the boundary guard (`core/guard/guard_result.ts`).
 */
export const FREE_FUNCTIONS: Readonly<Record<string, (...args: never[]) => unknown>> = {
  adjustAmountByFee: config.adjustAmountByFee,
  balnLockupMultiplier: migration.balnLockupMultiplier,
  calculateBalnSodaAmount: migration.calculateBalnSodaAmount,
  computePartnerFee: config.computePartnerFee,
  createEip1193EvmWallet: evm.createEip1193EvmWallet,
  createPrivateKeyEvmWallet: evm.createPrivateKeyEvmWallet,
  createViemEvmWallet: evm.createViemEvmWallet,
  formatReservesUSD: moneyMarket.formatReservesUSD,
  formatUserSummary: moneyMarket.formatUserSummary,
  getBridgeableTokens: root.getBridgeableTokens,
  getChainKeyFromRelayChainId: relay.getChainKeyFromRelayChainId,
  getPacket: relay.getPacket,
  getSolvedIntentPacket: relay.getSolvedIntentPacket,
  getTransactionPackets: relay.getTransactionPackets,
  grossUpByFee: config.grossUpByFee,
  isBridgeable: root.isBridgeable,
  parseBridgeResumeToken: root.parseBridgeResumeToken,
  parseSwapResumeToken: root.parseSwapResumeToken,
  relayTxAndWaitPacket: relay.relayTxAndWaitPacket,
  "solver.getQuote": solver.getQuote,
  "solver.getStatus": solver.getStatus,
  "solver.postExecution": solver.postExecution,
  submitTransaction: relay.submitTransaction,
  validatePartnerFee: config.validatePartnerFee,
  waitUntilIntentExecuted: relay.waitUntilIntentExecuted,
};

/** One method of the surface: its owner (`client`, a service, `wire`, or `free` for a root function) and its name. */
export interface SurfaceTarget {
  on: "client" | "wire" | "free" | typeof SERVICES[number];
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
    ...Object.keys(FREE_FUNCTIONS).map((method): SurfaceTarget => ({ on: "free", method })),
  ];
}

/**
 * Why a settled value breaks the contract, or undefined: a failure must carry a code of `ERROR_CODES` and, when
 * the method declares its codes (`declared`, tests/errors/declared_codes.ts), one of those.
 */
export function badOutcome(value: unknown, declared?: readonly string[]): string | undefined {
  if (typeof value !== "object" || value === null || !("ok" in value) || value.ok !== false) return undefined;
  const error = (value as { error?: unknown }).error;
  if (isClientError(error)) {
    if (!(ERROR_CODES as readonly string[]).includes(error.code)) return `unknown code ${error.code}`;
    return declared === undefined || declared.includes(error.code)
      ? undefined
      : `undeclared code ${error.code} (declares ${declared.join(", ")})`;
  }
  const detail = (error as { detail?: { code?: unknown } } | null)?.detail;
  if (typeof detail?.code === "number") return undefined; // SolverErrorResponse (docs/rules/errors.md#solver-errors)
  return `failure is not a ClientError: ${describeValue(error)}`;
}

let warm: Promise<unknown> | undefined;
const LAZY_IMPORT = /import\(\s*"(\.{1,2}\/[^"]+\.ts)"\s*\)/g;

/** Every module the library imports on first use (`import("./x.ts")` in core/, chains/, services/). */
async function lazyModules(): Promise<string[]> {
  const root = new URL("../../", import.meta.url);
  const found = new Set<string>();
  const walk = async (dir: URL): Promise<void> => {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isDirectory) await walk(new URL(`${entry.name}/`, dir));
      else if (entry.name.endsWith(".ts")) {
        const file = new URL(entry.name, dir);
        for (const m of (await Deno.readTextFile(file)).matchAll(LAZY_IMPORT)) {
          found.add(new URL(m[1]!, file).href);
        }
      }
    }
  };
  for (const folder of ["core/", "chains/", "services/"]) await walk(new URL(folder, root));
  return [...found].sort();
}

/**
 * Loads every lazily imported module once in real time (a cold import cannot finish in virtual time, and under
 * load it outlasts the settle loop's idle turns): the ones found by scanning the library's sources for
 * `import("./x.ts")`, and the family adapters and hub services their loaders reach.
 */
export const warmUp = (): Promise<unknown> =>
  warm ??= (async () => {
    await Promise.all([
      import("../../services/client/_hub_services.ts"),
      import("../../services/relay/mod.ts"),
      import("../../core/guard/unknown_chain_key_hint.ts"),
      import("../../chains/solana/adapter.ts"),
      import("../../chains/stellar/adapter.ts"),
      import("../../chains/sui/adapter.ts"),
      import("../../chains/injective/adapter.ts"),
      import("../../chains/near/adapter.ts"),
      import("../../chains/stacks/adapter.ts"),
      import("../../chains/bitcoin/adapter.ts"),
    ]);
    for (const module of await lazyModules()) await import(module);
  })();

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
      const on: object = target.on === "client"
        ? client
        : target.on === "wire"
        ? wire
        : target.on === "free"
        ? FREE_FUNCTIONS
        : client[target.on];
      const fn = (on as Record<string, (...a: unknown[]) => unknown>)[target.method]!;
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
      const bad = badOutcome(value, DECLARED_ERROR_CODES[`${target.on}.${target.method}`]);
      return bad === undefined ? undefined : `${label}: ${bad}`;
    });
  } catch (leak) {
    return `${label}: ${describeValue((leak as Error)?.message)}`;
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** A hostile object: reading any of the fields the library reads throws. */
export function throwingGetters(): unknown {
  const boom = (): never => {
    throw new Error("hostile getter");
  };
  const o: Record<string, unknown> = {};
  for (const key of HOSTILE_FIELDS) Object.defineProperty(o, key, { get: boom, enumerable: true });
  return o;
}

/** Fields the public functions read, for {@link throwingGetters}. */
export const HOSTILE_FIELDS: readonly string[] = [
  "params",
  "amount",
  "srcChainKey",
  "dstChainKey",
  "chainKey",
  "chainId",
  "timeout",
  "signal",
  "token_src_blockchain_id",
  "intent_tx_hash",
  "address",
  "percentage",
  "privateKey",
  "rpcUrl",
  "walletProvider",
];

/** A Proxy whose every trap throws. */
export function throwingProxy(): unknown {
  const boom = (): never => {
    throw new Error("hostile proxy");
  };
  return new Proxy({}, {
    get: boom,
    has: boom,
    ownKeys: boom,
    getOwnPropertyDescriptor: boom,
    getPrototypeOf: boom,
    set: boom,
    defineProperty: boom,
    apply: boom,
  });
}

/** A revoked Proxy: every operation on it throws a TypeError. */
export function revokedProxy(): unknown {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** An object whose conversions (`toString`, `valueOf`, `Symbol.toPrimitive`) throw. */
export function throwingConversions(): unknown {
  const boom = (): never => {
    throw new Error("hostile conversion");
  };
  return { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom };
}

/** An object that contains itself, directly and through an array. */
export function cyclicObject(): unknown {
  const o: Record<string, unknown> = { a: 1 };
  o.self = o;
  o.params = o;
  o.list = [o];
  return o;
}

/** The hostile values by name (each call builds a fresh one). */
export const HOSTILE: Readonly<Record<string, () => unknown>> = {
  throwingGetters,
  throwingProxy,
  revokedProxy,
  throwingConversions,
  cyclicObject,
  symbol: () => Symbol("hostile"),
};

/**
 * A stand-in for a hostile value inside generated data: fast-check cannot hold a revoked or throwing Proxy (it
 * inspects every value it generates), so arbitraries generate marks and {@link materialize} builds the values
 * just before the call.
 */
export class HostileMark {
  /**
   * @param name a key of {@link HOSTILE}
   */
  constructor(readonly name: string) {}
  /** How fast-check prints it in a counterexample. */
  [fc.toStringMethod](): string {
    return `<${this.name}>`;
  }
}

/** `value` with every {@link HostileMark} (in arrays and plain objects, at any depth) replaced by its value. */
export function materialize(value: unknown): unknown {
  if (value instanceof HostileMark) return HOSTILE[value.name]!();
  if (Array.isArray(value)) return value.map(materialize);
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialize(v)]));
  }
  return value;
}
