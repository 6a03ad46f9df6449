/**
 * `fc.scheduler` race between polling and the fallback: the swap's backend attempt times out close to the moment
 * the backend job completes, so the client-side fallback (re-relay, re-post) races the backend's own relay and
 * post-execution, while the user polls `getStatus` concurrently. fast-check picks the order in which every
 * response reaches the client. Whatever the order: the swap succeeds (or its fallback relay times out after a
 * full `timeout`), nothing is applied twice, a partial fill is never SOLVED, and an executed intent ends SOLVED
 * with its packet.
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { derivedHash } from "../../simulator/state/_derive.ts";
import { propertyTest, settle, withVirtualTime } from "./_harness.ts";
import { checkNoDoubleApply, EPS_MS } from "./_oracles.ts";
import { createWorld, type World } from "./_sim.ts";
import { reachSolved, runSwap } from "./_swap_run.ts";

const caseArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  verifyMs: fc.integer({ min: 0, max: 3_000 }),
  executedMs: fc.integer({ min: 0, max: 6_000 }),
  skewMs: fc.integer({ min: -2_000, max: 2_000 }),
  jobFails: fc.boolean(),
  partialFills: fc.integer({ min: 1, max: 3 }),
  pollEveryMs: fc.integer({ min: 100, max: 1_500 }),
});

/** Polls getStatus until `stop()`; returns the violations seen (SOLVED while not fully filled). */
async function poll(world: World, hub: string, every: number, stop: () => boolean): Promise<string[]> {
  const out: string[] = [];
  while (!stop()) {
    const r = await world.client.swaps.getStatus({ intent_tx_hash: hub });
    const ex = world.sim.ledger.hubIntent(hub)?.execution;
    const full = ex !== undefined && !ex.failed && ex.plannedFills.every((f) => f.at <= Date.now());
    if (r.ok && r.value.status === 3 && !full) out.push(`P3: SOLVED while partially filled at ${Date.now()}`);
    await new Promise((res) => setTimeout(res, every));
  }
  return out;
}

propertyTest("polling races the fallback", () =>
  fc.asyncProperty(fc.scheduler(), caseArb, async (s, c) => {
    await withVirtualTime(async (clock) => {
      const profile = {
        relay: { validatingMs: 0, executingMs: Math.floor(c.executedMs / 2), executedMs: c.executedMs },
        solver: { firstFillMs: 200, fillIntervalMs: 300, partialFills: c.partialFills, failProbability: 0 },
        submitTx: { verifyMs: c.verifyMs, failProbability: c.jobFails ? 1 : 0, abandonProbability: 0 },
      };
      const world = createWorld({ seed: c.seed, faults: { profile }, scheduler: s });
      try {
        let ended = false;
        let poller: Promise<string[]> = Promise.resolve([]);
        let hub = "";
        const timeout = Math.max(1, c.verifyMs + c.executedMs + c.skewMs);
        const run = await runSwap(clock, world, { timeout, useBackendSubmitTx: true }, true, (e) => {
          if (e.phase !== "created") return;
          hub = derivedHash("hub", "30", e.srcTxHash.toLowerCase());
          poller = poll(world, hub, c.pollEveryMs, () => ended);
        });
        ended = true;
        const seen = await settle(clock, poller, 60_000, s);
        if ("thrown" in run) throw new Error(`swap threw ${String(run.thrown)}`);
        const violations = [...seen, ...checkNoDoubleApply(world.sim)];
        if (!run.result.ok) {
          const relayMs = (run.at.end ?? 0) - (run.at.verified ?? Infinity);
          // docs/rules/errors.md#relay-errors: the swap wraps a relay timeout as EXTERNAL_API_ERROR with context.relayCode.
          const relayCode = run.result.error.context.relayCode;
          if (
            run.result.error.code !== "EXTERNAL_API_ERROR" || relayCode !== "RELAY_TIMEOUT" ||
            relayMs < timeout - EPS_MS
          ) {
            violations.push(`P1: swap failed without faults: ${JSON.stringify(run.result.error.toJSON())}`);
          }
        } else if (run.result.value.intentDeliveryInfo.dstTxHash !== hub) {
          violations.push(
            `P1: dstTxHash ${run.result.value.intentDeliveryInfo.dstTxHash} is not the hub tx ${hub}`,
          );
        }
        if (world.sim.ledger.hubIntent(hub)?.execution !== undefined) {
          const reach = await reachSolved(clock, world, hub);
          if (reach.kind !== "solved") violations.push(`P1: never solved: ${JSON.stringify(reach)}`);
        } else if (run.result.ok) violations.push("P1: swap ok but the intent was never executed");
        if (violations.length > 0) {
          throw new Error(`${violations.join("\n")}\nscheduler: ${s.report().length} steps`);
        }
      } finally {
        world.sim.close();
      }
    });
  }));
