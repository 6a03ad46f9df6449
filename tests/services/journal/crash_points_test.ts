/**
 * A crash at every step of a journaled swap or bridge loses nothing and sends nothing twice: the flow stops
 * dead after its k-th step (each journal write, and the wallet's send coming back before its hash is recorded),
 * a fresh client over what the store held then calls `recover()`, and the simulator's chain shows one source tx
 * of the account and one delivery. Virtual time drives the flows, the simulator and the recoveries.
 */
import assert from "node:assert/strict";
import { XSwap } from "../../../services/client/xswap.ts";
import { createMemoryJournalStore } from "../../../services/journal/memory_store.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import {
  accountState,
  type CrashFlow,
  dyingStore,
  dyingWallet,
  ROUTES,
  runFlow,
  walletOf,
  withWorld,
} from "./_crash_world.ts";

const FLOWS: CrashFlow[] = ["swap-backend", "swap-client", "bridge-backend", "bridge-client"];

/** Runs `flow` dying after step `k`; returns how it ended and what the store held at death. */
async function crashAt(
  sim: SimulatorApp,
  settle: <T>(p: Promise<T>) => Promise<T>,
  flow: CrashFlow,
  k: number,
  n: number,
): Promise<{ finished: boolean; sent: number; delivered: bigint; outcomes: string[] }> {
  const wallet = walletOf(sim, sim.fetch, flow, n);
  const me = await wallet.getAddress();
  const before = await accountState(sim, flow, me);
  const steps = { left: k };
  let held: Record<string, string> | undefined;
  const { promise: died, resolve: die } = Promise.withResolvers<"died">();
  const store = dyingStore(steps, (entries) => {
    held = entries;
    die("died");
  });
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: store });
  const dying = dyingWallet(wallet, steps, () => {
    held = Object.fromEntries((store.list() as string[]).map((key) => [key, store.get(key) as string]));
    die("died");
  });
  const how = await settle(Promise.race([runFlow(client, dying, flow, 1_000_000n).then(() => "done"), died]));
  const fresh = new XSwap({
    ...sim.clientConfig,
    fetch: sim.fetch,
    swapJournal: createMemoryJournalStore(
      held ?? Object.fromEntries(
        (store.list() as string[]).map((key) => [key, store.get(key) as string]),
      ),
    ),
  });
  const src = flow.startsWith("swap") ? ROUTES.swap.src : ROUTES.bridge.src;
  const report = await settle(fresh.recover({ wallets: { [src]: wallet } }));
  assert(report.ok, report.ok ? "" : report.error.message);
  const after = await accountState(sim, flow, me);
  return {
    finished: how === "done",
    sent: after.sent - before.sent,
    delivered: after.balance - before.balance,
    outcomes: report.value.operations.map((o) => o.outcome),
  };
}

for (const flow of FLOWS) {
  Deno.test(`a ${flow} killed at any step is recovered: one source tx, delivered once`, async () => {
    await withWorld(async (sim, settle) => {
      // the same flow run to the end, for the amount one delivery brings
      const clean = await crashAt(sim, settle, flow, 1_000, 0);
      assert(clean.finished && clean.sent === 1 && clean.delivered > 0n);
      for (let k = 1;; k++) {
        const run = await crashAt(sim, settle, flow, k, k);
        assert.equal(run.sent, 1, `step ${k}: source txs of the account`);
        assert.equal(run.delivered, clean.delivered, `step ${k}: delivered`);
        assert(run.outcomes.every((o) => o === "delivered"), `step ${k}: ${run.outcomes}`);
        if (run.finished) break;
        assert(k < 12, "the flow has more steps than expected");
      }
    });
  });
}
