/**
 * Property 3 (docs/rules/swaps.md#get-status) against the simulator's ledger as ground truth: a hub intent is
 * registered (and maybe executed, with partial fills) directly in the ledger, the solver answers NOT_FOUND
 * inside generated windows, the solver and record routes fail as generated; `getStatus` is polled at generated
 * times. SOLVED only for a fill of the whole input; NOT_FOUND plus an unreadable record is a failure.
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type { RequestLogEntry, SolverNotFoundWindow } from "../../simulator/mod.ts";
import { propertyTest, settle, T0, withVirtualTime } from "./_harness.ts";
import { answered } from "./_oracles.ts";
import { notFoundArb, ROUTES, ruleArb } from "./_schedules.ts";
import { createWorld, type World } from "./_sim.ts";

const HUB_TX = `0x${"ab".repeat(32)}`;
const UNKNOWN_TX = `0x${"cd".repeat(32)}`;

const scenarioArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  intent: fc.constantFrom("executed", "executed", "executed", "notExecuted", "unknown"),
  inputAmount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  solver: fc.record({
    firstFillMs: fc.integer({ min: 0, max: 20_000 }),
    fillIntervalMs: fc.integer({ min: 0, max: 20_000 }),
    partialFills: fc.integer({ min: 1, max: 5 }),
    failProbability: fc.constantFrom(0, 0, 0, 1),
  }),
  notFound: fc.array(notFoundArb, { maxLength: 3 }),
  windowForOtherIntent: fc.boolean(),
  // No latency on the solver: the log stamps arrival, and a NOT_FOUND window is judged at that time.
  solverRule: fc.option(ruleArb("status").map((r) => ({ ...r, latencyMs: undefined, stall: 0 }))),
  recordRule: fc.option(ruleArb("record"), { freq: 2 }),
  polls: fc.array(fc.integer({ min: 0, max: 15_000 }), { minLength: 1, maxLength: 8 }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function windowsOf(s: Scenario): SolverNotFoundWindow[] {
  return s.notFound.map((w) => (s.windowForOtherIntent ? { ...w, intentTxHash: UNKNOWN_TX } : w));
}

function registerIntent(world: World, s: Scenario): void {
  if (s.intent === "unknown") return;
  const me = "0x5555555555555555555555555555555555555555";
  world.sim.ledger.recordSpokeTx({
    chainKey: "sonic",
    txHash: HUB_TX,
    from: me,
    intent: {
      intentId: 1n,
      creator: me,
      inputToken: "0x01",
      outputToken: "0x02",
      inputAmount: s.inputAmount,
      minOutputAmount: 1n,
      deadline: 0n,
      allowPartialFill: true,
      srcChain: 146n,
      dstChain: 4n,
      srcAddress: me,
      dstAddress: me,
      solver: "0x0000000000000000000000000000000000000000",
      data: "0x",
    },
  });
  if (s.intent === "executed") world.sim.ledger.execute(HUB_TX);
}

/** Ground truth: the whole input is filled at `t`. */
function fullAt(world: World, t: number): boolean {
  const ex = world.sim.ledger.hubIntent(HUB_TX)?.execution;
  if (!ex || ex.failed || ex.plannedFills.length === 0) return false;
  return ex.plannedFills.every((f) => f.at <= t);
}

function solverNotFoundAt(world: World, windows: SolverNotFoundWindow[], t: number): boolean {
  const covered = windows.some((w) =>
    t >= (w.fromMs ?? 0) && t < w.untilMs && (w.intentTxHash === undefined || w.intentTxHash === HUB_TX)
  );
  return covered || world.sim.ledger.hubIntent(HUB_TX)?.execution === undefined;
}

function checkOne(
  world: World,
  windows: SolverNotFoundWindow[],
  entries: RequestLogEntry[],
  r: unknown,
): string[] {
  const result = r as {
    ok: boolean;
    value?: { status: number };
    error?: { code?: string; detail?: unknown };
  };
  const solverLast = entries.filter((e) => e.route === ROUTES.status).at(-1);
  const recordLast = entries.filter((e) => e.route === "GET /be/intent/tx/:id").at(-1);
  const end = Date.now();
  const out: string[] = [];
  const show = `result ${JSON.stringify(r)}, solver ${JSON.stringify(solverLast)}, record ${
    JSON.stringify(recordLast)
  }`;
  if (result.ok && result.value?.status === 3 && !fullAt(world, end)) {
    out.push(`P3: partial fill reported SOLVED; ${show}`);
  }
  if (!solverLast) return [...out, `P3: solver not called; ${show}`];
  const solverFailed = !answered(solverLast);
  const nf = !solverFailed && solverNotFoundAt(world, windows, solverLast.at);
  if (!solverFailed && !nf) {
    if (recordLast) out.push(`P3: record read although the solver knew the intent; ${show}`);
    if (!result.ok) out.push(`P3: solver answered but getStatus failed; ${show}`);
    return out;
  }
  if (!recordLast) return [...out, `P3: NOT_FOUND or failure without a record read; ${show}`];
  const readable = answered(recordLast) && recordLast.status === 200;
  if (readable && fullAt(world, recordLast.at) && !(result.ok && result.value?.status === 3)) {
    out.push(`P3: the record shows a full fill but getStatus did not say SOLVED; ${show}`);
  }
  // The record is read after its latency: full at arrival must be SOLVED, not full at the end must not be.
  if (readable && !fullAt(world, end) || recordLast.status === 404 && answered(recordLast)) {
    if (nf && !(result.ok && result.value?.status === -1)) out.push(`P3: NOT_FOUND not kept; ${show}`);
    if (solverFailed && (result.ok || result.error?.detail === undefined)) {
      out.push(`P3: solver failure not returned as-is; ${show}`);
    }
  }
  if (!readable && recordLast.status !== 404) {
    if (nf && (result.ok || result.error?.code !== "EXTERNAL_API_ERROR")) {
      out.push(`P3: NOT_FOUND + unreadable record must be a failure; ${show}`);
    }
    if (solverFailed && (result.ok || result.error?.detail === undefined)) {
      out.push(`P3: solver failure not returned as-is; ${show}`);
    }
  }
  return out;
}

async function check(s: Scenario): Promise<void> {
  await withVirtualTime(async (clock) => {
    const windows = windowsOf(s);
    const rules = [s.solverRule, s.recordRule].filter((r) => r !== null);
    const world = createWorld({
      seed: s.seed,
      faults: { rules, solverNotFound: windows, profile: { solver: s.solver } },
    });
    try {
      registerIntent(world, s);
      const hub = s.intent === "unknown" ? UNKNOWN_TX : HUB_TX;
      const violations: string[] = [];
      for (const offset of [...s.polls].sort((a, b) => a - b)) {
        if (clock.now < T0 + offset) await clock.tickAsync(T0 + offset - clock.now);
        const before = world.sim.requests().length;
        const r = await settle(clock, world.client.swaps.getStatus({ intent_tx_hash: hub }), 10 * 60_000);
        violations.push(...checkOne(world, windows, world.sim.requests().slice(before), r));
      }
      if (violations.length > 0) throw new Error(violations.join("\n"));
    } finally {
      world.sim.close();
    }
  });
}

propertyTest(
  "getStatus against the ledger under NOT_FOUND windows and record faults",
  () => fc.asyncProperty(scenarioArb, check),
);
