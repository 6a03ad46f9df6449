/**
 * The named parts of a simulator snapshot (`GET /__sim/snapshot`, `POST /__sim/restore`, `simulate
 * --scenario=`): each part writes its piece of the state as JSON and puts it back. A new piece of state joins
 * snapshots with one more entry in {@link SNAPSHOT_PARTS}, e.g.
 * `{ name: "balances", snapshot: (ctx) => ctx.balances.toJSON(), restore: (ctx, json) => ctx.balances.fromJSON(json) }`.
 *
 * Restoring first resets the simulator to the snapshot's seed, then restores the parts in this order; a part
 * missing from the snapshot stays as the reset left it.
 *
 * @example The built-in parts
 * ```ts
 * import assert from "node:assert/strict";
 * import { SNAPSHOT_PARTS } from "./snapshot_parts.ts";
 * assert.deepEqual(SNAPSHOT_PARTS.map((p) => p.name), [
 *   "clock",
 *   "faults",
 *   "auth",
 *   "ledger",
 *   "requestLog",
 *   "balances",
 *   "positions",
 *   "evm",
 *   "near",
 *   "bitcoin",
 *   "bitcoinExchange",
 *   "sponsoring",
 *   "soroban",
 *   "stellarMessages",
 *   "solana",
 *   "sui",
 *   "icon",
 *   "injective",
 *   "stacks",
 *   "swaps",
 * ]);
 * ```
 * @module
 */
import type { z } from "zod";
import { describeIssues } from "../http/respond.ts";
import { isManualClock, type SimContext } from "../context/sim_context.ts";
import type { FaultEngineSnapshot } from "../faults/fault_engine.ts";
import { fromJsonValue, type JsonValue, toJsonValue } from "./json_value.ts";
import {
  authSnapshotSchema,
  clockSnapshotSchema,
  faultsSnapshotSchema,
  ledgerSnapshotSchema,
  requestLogSnapshotSchema,
} from "./snapshot_schemas.ts";
import type { RequestLogSnapshot } from "../request_log/request_log.ts";
import type { LedgerSnapshot } from "../state/types.ts";
import { BalanceBook } from "../state/balances/balance_book.ts";
import { PositionsStore } from "../state/positions/store.ts";
import { CHAIN_STORE_SNAPSHOT_SCHEMAS, swapsSnapshotSchema } from "./store_snapshot_schemas.ts";
import { CHAIN_MODULES } from "../chains/registry.ts";
import type { SimStores } from "../context/sim_stores.ts";

/** One named piece of the simulator's state in a snapshot. */
export interface SnapshotPart {
  /** Key of the part in the snapshot's `parts`. */
  name: string;
  /** The part's state as JSON. */
  snapshot(ctx: SimContext): JsonValue;
  /**
   * Checks the part's JSON before anything is changed; returns why it cannot be restored, or `undefined`.
   * @default accept anything (then `restore` must not throw on what `snapshot` wrote)
   */
  check?(json: JsonValue): string | undefined;
  /** Puts the part's state back (called after the simulator was reset to the snapshot's seed). */
  restore(ctx: SimContext, json: JsonValue): void;
}

/**
 * A part whose JSON is checked by a zod schema (bigints written as `{"$bigint"}`, see `json_value.ts`).
 *
 * @param name the part's key
 * @param schema checks the decoded JSON
 * @param read the part's state (bigints allowed)
 * @param write puts a checked state back
 * @returns the part
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { schemaPart } from "./snapshot_parts.ts";
 * let kept = 0n;
 * const part = schemaPart("counter", z.object({ n: z.bigint() }), () => ({ n: 7n }), (_ctx, v) => (kept = v.n));
 * assert.ok(part.check?.({ n: "x" }) !== undefined);
 * // deno-lint-ignore no-explicit-any
 * part.restore({} as any, { n: { $bigint: "9" } });
 * assert.equal(kept, 9n);
 * ```
 */
export function schemaPart<S extends z.ZodType>(
  name: string,
  schema: S,
  read: (ctx: SimContext) => unknown,
  write: (ctx: SimContext, value: z.output<S>) => void,
): SnapshotPart {
  const parse = (json: JsonValue) => schema.safeParse(fromJsonValue(json));
  return {
    name,
    snapshot: (ctx) => toJsonValue(read(ctx)),
    check: (json) => {
      const parsed = parse(json);
      return parsed.success ? undefined : `${name}: ${describeIssues(parsed.error.issues)}`;
    },
    restore: (ctx, json) => {
      const decoded = fromJsonValue(json);
      const parsed = schema.safeParse(decoded);
      if (!parsed.success) throw new TypeError(`${name}: ${describeIssues(parsed.error.issues)}`);
      // The decoded input, not zod's output: same data, but the snapshot's own key order is kept.
      write(ctx, decoded as z.output<S>);
    },
  };
}

/** The clock: its time (restored on a manual clock; a system clock keeps the wall time). */
const clockPart = schemaPart(
  "clock",
  clockSnapshotSchema,
  (ctx) => ({ now: ctx.clock.now(), kind: isManualClock(ctx.clock) ? "manual" : "system" }),
  (ctx, value) => {
    if (isManualClock(ctx.clock)) ctx.clock.set(value.now);
  },
);

/** The fault engine: preset, rules, pending schedules, windows, profile, generator state, counts. */
const faultsPart = schemaPart(
  "faults",
  faultsSnapshotSchema,
  (ctx) => ctx.faults.toSnapshot(),
  (ctx, value) => ctx.faults.restoreSnapshot(value as FaultEngineSnapshot),
);

/** Accepted API keys, suspended organisations, allowAnyKey. */
const authPart = schemaPart(
  "auth",
  authSnapshotSchema,
  (ctx) => ctx.auth.snapshot(),
  (ctx, value) => ctx.auth.configure(value),
);

/** The ledger: spoke txs, packets, hub intents, fills, jobs, events, counters, generator state. */
const ledgerPart = schemaPart(
  "ledger",
  ledgerSnapshotSchema,
  (ctx) => ctx.ledger.toSnapshot(),
  (ctx, value) => ctx.ledger.restoreSnapshot(value as LedgerSnapshot),
);

/** The request log: kept entries, total and per-route counts. */
const requestLogPart = schemaPart(
  "requestLog",
  requestLogSnapshotSchema,
  (ctx) => ctx.log.toSnapshot(),
  (ctx, value) => ctx.log.restoreSnapshot(value as RequestLogSnapshot),
);

/** The balance book: balances and allowances per chain and account, and the refs already settled. */
const balancesPart: SnapshotPart = {
  name: "balances",
  snapshot: (ctx) => toJsonValue(ctx.balances.toJSON()),
  check: (json) => {
    try {
      BalanceBook.fromJSON(json);
      return undefined;
    } catch (e) {
      return `balances: ${e instanceof Error ? e.message : String(e)}`;
    }
  },
  restore: (ctx, json) => ctx.balances.restore(json),
};

/** Hub positions: money market, staking, dex, vault shares, partner fees, prices. */
const positionsPart: SnapshotPart = {
  name: "positions",
  snapshot: (ctx) => toJsonValue(ctx.positions.toJSON()),
  check: (json) => {
    try {
      PositionsStore.fromJSON(json);
      return undefined;
    } catch (e) {
      return `positions: ${e instanceof Error ? e.message : String(e)}`;
    }
  },
  restore: (ctx, json) => ctx.positions.restore(json),
};

/** The part of the sub-app store `ctx.stores[name]`, checked by `schema`. */
function storePart<K extends keyof SimStores>(name: K, schema: z.ZodType): SnapshotPart {
  type Value = Parameters<SimStores[K]["restore"]>[0];
  return schemaPart(
    name,
    schema,
    (ctx) => ctx.stores[name].snapshot(),
    (ctx, value) => (ctx.stores[name].restore as (v: Value) => void)(value as Value),
  );
}

/** Every part a snapshot holds, in restore order: the shared state, each chain node's stores, the swaps API. */
export const SNAPSHOT_PARTS: SnapshotPart[] = [
  clockPart,
  faultsPart,
  authPart,
  ledgerPart,
  requestLogPart,
  balancesPart,
  positionsPart,
  ...CHAIN_MODULES.flatMap((m) => m.storeNames).map((name) =>
    storePart(name, CHAIN_STORE_SNAPSHOT_SCHEMAS[name])
  ),
  storePart("swaps", swapsSnapshotSchema),
];
