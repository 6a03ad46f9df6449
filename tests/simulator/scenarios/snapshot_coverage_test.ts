/**
 * Issue 22: a snapshot carries the WHOLE state. Every store held on `SimContext` (and every sub-app store on
 * `ctx.stores`) must have a snapshot part, or be on the allow-list below with the reason it is not state. A new
 * store added to the context without a part fails here.
 */
import assert from "node:assert/strict";
import { SNAPSHOT_PARTS } from "../../../simulator/scenarios/snapshot_parts.ts";
import { makeSim } from "../_helpers.ts";

/** Context fields that are state, and the snapshot part that carries each. */
const CONTEXT_PARTS: Record<string, string> = {
  clock: "clock",
  faults: "faults",
  auth: "auth",
  ledger: "ledger",
  log: "requestLog",
  balances: "balances",
  positions: "positions",
};

/** Context fields that are not state a snapshot must carry, and why. */
const NOT_SNAPSHOTTED: Record<string, string> = {
  candlesCache: "a cache of oracle answers derived from the seed and the clock (cleared by reset)",
  sleep: "the latency sleep function: no state",
  prefix: "configuration fixed at creation",
  lifetime: "the instance's abort signal: ends with the process",
  seed: "an accessor; the seed is the snapshot envelope's own field",
  reset: "a function",
  stores: "a registry: each of its stores has its own part (checked below)",
};

Deno.test("every store on the simulator context has a snapshot part or an allow-listed reason", () => {
  const sim = makeSim({ seed: 3 });
  try {
    const parts = SNAPSHOT_PARTS.map((p) => p.name);
    const unaccounted = Object.keys(sim.context).filter((k) =>
      !Object.hasOwn(CONTEXT_PARTS, k) && !Object.hasOwn(NOT_SNAPSHOTTED, k)
    );
    assert.deepEqual(unaccounted, [], "context fields with neither a snapshot part nor a reason");
    for (const [field, part] of Object.entries(CONTEXT_PARTS)) {
      assert.ok(parts.includes(part), `context.${field} has no snapshot part "${part}"`);
    }
    const stores = Object.keys(sim.context.stores);
    const missing = stores.filter((name) => !parts.includes(name));
    assert.deepEqual(missing, [], "sub-app stores without a snapshot part of the same name");
    const stray = parts.filter((p) => !stores.includes(p) && !Object.values(CONTEXT_PARTS).includes(p));
    assert.deepEqual(stray, [], "snapshot parts that carry no context store");
  } finally {
    sim.close();
  }
});

Deno.test("every sub-app store writes data that survives JSON (no class instances or byte arrays)", () => {
  const sim = makeSim({ seed: 3 });
  try {
    for (const [name, store] of Object.entries(sim.context.stores)) {
      const text = JSON.stringify(store.snapshot(), (_k, v) => {
        assert.ok(!(v instanceof Uint8Array), `${name} writes a byte array`);
        return typeof v === "bigint" ? v.toString() : v;
      });
      assert.ok(typeof text === "string", name);
    }
  } finally {
    sim.close();
  }
});
