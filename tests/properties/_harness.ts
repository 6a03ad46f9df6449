/**
 * Shared machinery of the property tests: run counts (CI vs `deno task fuzz`), seed/path replay, the one-line
 * replay command printed on failure, virtual time (fake timers) and the unhandled-rejection guard.
 *
 * Environment:
 * - `FUZZ_RUNS`: total schedules of a run, spread over the properties in proportion to their CI runs (unset:
 *   the CI counts, their sum at least 1,500 schedules (`outcome_coverage_test.ts`); `deno task fuzz` sets
 *   `FUZZ_MODE=1`, whose default is 20,000);
 * - `FUZZ_SEED` / `FUZZ_PATH`: replay one failing case (fast-check `seed` and `path`);
 * - `FUZZ_ONLY`: run only the properties whose name contains this text;
 * - `FUZZ_PROPERTY_RUNS`: run every (selected) property exactly this many times (the mutants' CI budgets);
 * - `FUZZ_NO_SHRINK=1`: stop at the first failing run without shrinking it (the mutants' CI budgets).
 * @module
 */
import fc from "fast-check";
import { DEFAULT_FC_SEED } from "../_fc_seed.ts";
import FakeTimers from "@sinonjs/fake-timers";

/**
 * CI run counts of every property, by name (the fuzz budget is spread in these proportions). Every property of
 * `tests/properties/` runs through {@link propertyTest} (or passes `numRuns: runsOf(name)` to fast-check itself),
 * so this table is the whole CI budget.
 */
export const CI_RUNS: Readonly<Record<string, number>> = {
  "swap under generated faults": 200,
  "api key routing on generated client configurations": 60,
  "getStatus against the ledger under NOT_FOUND windows and record faults": 300,
  "wire client attempt counts match the policy table": 500,
  "backendApi and sponsoring header rotation against a model": 80,
  "config service against a model": 150,
  "polling races the fallback": 60,
  "hub-service writes under generated faults": 60,
  "swap from every chain family under generated faults": 44,
  "resume after an interruption under generated faults": 40,
  "balance conservation over generated swaps and bridges": 8,
  "bridge and sponsoring under generated faults": 80,
  "property: snapshot -> restore -> snapshot is the same JSON after any generated run": 60,
  "property: a simulator restored from a snapshot and the original stay identical under further operations":
    60,
  "property: after EVM, NEAR, Bitcoin and sponsoring activity a restored simulator answers every read the same":
    8,
  "public surface answers junk with failure values": 120,
  "concurrent swaps from one wallet are each delivered once": 30,
  "public surface answers hostile arguments with failure values": 8,
};

const env = (name: string): string | undefined => Deno.env.get(name) || undefined;
/** Total schedules of `deno task fuzz` when `FUZZ_RUNS` is unset. */
export const FUZZ_DEFAULT_RUNS = 20_000;
const CI_TOTAL = Object.values(CI_RUNS).reduce((a, b) => a + b, 0);

/** Number of runs of a property: its CI count, scaled to `FUZZ_RUNS` when set. */
export function runsOf(name: string): number {
  const ci = CI_RUNS[name];
  if (ci === undefined) throw new Error(`No run count registered for property "${name}"`);
  const exact = Number(env("FUZZ_PROPERTY_RUNS") ?? 0);
  if (exact > 0) return Math.floor(exact);
  const total = Number(env("FUZZ_RUNS") ?? (env("FUZZ_MODE") ? FUZZ_DEFAULT_RUNS : 0));
  return total > 0 ? Math.max(1, Math.round((ci * total) / CI_TOTAL)) : ci;
}

/** The one-line command that replays a failing case. */
export function replayCommand(name: string, seed: number, path: string): string {
  return `FUZZ_SEED=${seed} FUZZ_PATH=${path} FUZZ_ONLY="${name}" DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 task fuzz`;
}

/**
 * Registers `Deno.test(name)` checking `property` with fast-check: `runsOf(name)` runs, replaying
 * `FUZZ_SEED`/`FUZZ_PATH` when set; on failure the error names the seed, the path, the counterexample and the
 * replay command.
 */
export function propertyTest<Ts extends [unknown, ...unknown[]]>(
  name: string,
  property: () => fc.IAsyncProperty<Ts> | fc.IProperty<Ts>,
  options: { sanitize?: boolean } = {},
): void {
  const only = env("FUZZ_ONLY");
  const seedText = env("FUZZ_SEED");
  const path = env("FUZZ_PATH");
  Deno.test({
    name,
    ignore: only !== undefined && !name.includes(only),
    sanitizeOps: options.sanitize ?? true,
    sanitizeResources: options.sanitize ?? true,
    fn: async () => {
      const params: fc.Parameters<Ts> = {
        numRuns: runsOf(name),
        endOnFailure: path !== undefined || env("FUZZ_NO_SHRINK") !== undefined,
        ...(seedText !== undefined
          ? { seed: Number(seedText) }
          : env("FUZZ_MODE") === undefined
          ? { seed: DEFAULT_FC_SEED }
          : {}),
        ...(path !== undefined ? { path } : {}),
      };
      const details = await fc.check(property() as fc.IAsyncProperty<Ts>, params);
      if (!details.failed) return;
      const counterexample = fc.stringify(details.counterexample);
      const error = details.errorInstance instanceof Error
        ? details.errorInstance.message
        : String(details.errorInstance);
      const replay = replayCommand(name, details.seed, details.counterexamplePath ?? "");
      console.error(`\nProperty failed: ${name}\n  seed ${details.seed} path ${details.counterexamplePath}`);
      console.error(`  replay: ${replay}`);
      throw new Error(
        `Property "${name}" failed after ${details.numRuns} run(s) (seed ${details.seed}, path ` +
          `${details.counterexamplePath})\n${error}\nCounterexample: ${counterexample.slice(0, 4_000)}\n` +
          `Replay: ${replay}`,
      );
    },
  });
}

/** The fake clock. */
export type VirtualClock = ReturnType<typeof FakeTimers.install>;

/** Start of virtual time of every run (ms since the epoch). */
export const T0 = 1_700_000_000_000;

/**
 * Runs `fn` under fake timers (setTimeout, setInterval, Date; promises stay real), uninstalling them after.
 * The run fails when a timer is still pending at its end (a leak the sanitizers cannot see, the timers being
 * fake) or when a promise rejection went unhandled.
 */
export async function withVirtualTime<T>(fn: (clock: VirtualClock) => Promise<T>): Promise<T> {
  const rejections: unknown[] = [];
  const onRejection = (e: PromiseRejectionEvent): void => {
    e.preventDefault();
    rejections.push(e.reason);
  };
  globalThis.addEventListener("unhandledrejection", onRejection);
  const clock = FakeTimers.install({
    now: T0,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  try {
    const out = await fn(clock);
    await clock.tickAsync(0);
    const leaked = clock.countTimers();
    if (leaked > 0) throw new Error(`Timer leak: ${leaked} timer(s) still pending after the run`);
    if (rejections.length > 0) {
      throw new Error(`Unhandled rejection(s) during the run: ${rejections.map(String).join("; ")}`);
    }
    return out;
  } finally {
    clock.uninstall();
    globalThis.removeEventListener("unhandledrejection", onRejection);
  }
}

/** Thrown by {@link settle} when a promise does not settle within its virtual-time bound. */
export class HangError extends Error {
  override name = "HangError";
}

/**
 * Advances virtual time timer by timer until `promise` settles; fails with {@link HangError} after `maxMs` of
 * virtual time or when nothing is left to run (a deadlock). With a `fc.scheduler`, responses it holds are
 * released first (in the order fast-check picks), and time moves only when none is held, and none is about to be:
 * before a timer fires, the code under test runs to its next wait with time standing still.
 *
 * @returns the settled value (a rejection is rethrown)
 */
export async function settle<T>(
  clock: VirtualClock,
  promise: Promise<T>,
  maxMs: number,
  scheduler?: fc.Scheduler | undefined,
): Promise<T> {
  let done = false;
  const watched = promise.finally(() => (done = true));
  watched.catch(() => {});
  const start = clock.now;
  let idle = 0;
  while (!done) {
    if (clock.now - start > maxMs) throw new HangError(`Did not settle within ${maxMs} ms of virtual time`);
    if (scheduler !== undefined && scheduler.count() > 0) {
      idle = 0;
      await scheduler.waitOne();
    } else if (clock.countTimers() > 0) {
      idle = 0;
      if (scheduler !== undefined) {
        // The code under test may still be between two waits (a request's timeout armed, its fetch one
        // continuation away): `nextAsync` yields once and then fires the first timer whatever that yield
        // scheduled, so a held fetch would lose to its own timeout. Let it run first, time standing still.
        await clock.tickAsync(0);
        if (scheduler.count() > 0) continue;
      }
      await clock.nextAsync();
    } else {
      await new Promise<void>((r) => queueMicrotask(r));
      await clock.tickAsync(0);
      if (++idle > 200) throw new HangError("Nothing left to run and the promise is still pending");
    }
  }
  return await watched;
}

/** A deterministic [0, 1) source (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
