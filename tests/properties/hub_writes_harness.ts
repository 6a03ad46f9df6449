/**
 * Registration of the hub-write properties with the suite's conventions (`_harness.ts`): a small CI run count,
 * scaled by `FUZZ_RUNS` (or `FUZZ_MODE`) in proportion to the shared CI budget, `FUZZ_SEED` / `FUZZ_PATH` replay,
 * `FUZZ_ONLY` selection, the suite's seed (`tests/_fc_seed.ts`: fixed by default, `FC_SEED=<n>` or `random`), and
 * the one-line replay command on failure. Kept apart from
 * `_harness.ts` (whose `CI_RUNS` table registers the other properties) so this file owns its run count.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { CI_RUNS, FUZZ_DEFAULT_RUNS, replayCommand } from "./_harness.ts";

/** CI run counts of the hub-write properties (each run builds a simulator and runs one write). */
export const HUB_WRITES_CI_RUNS: Readonly<Record<string, number>> = {
  "hub-service writes under generated faults": 60,
};

const env = (name: string): string | undefined => Deno.env.get(name) || undefined;

/** Runs of a hub-write property: its CI count, or its share of `FUZZ_RUNS` (default 20,000 under `FUZZ_MODE`). */
export function hubWritesRunsOf(name: string): number {
  const ci = HUB_WRITES_CI_RUNS[name];
  if (ci === undefined) throw new Error(`No run count registered for property "${name}"`);
  const total = Number(env("FUZZ_RUNS") ?? (env("FUZZ_MODE") ? FUZZ_DEFAULT_RUNS : 0));
  if (!(total > 0)) return ci;
  const all = [...Object.values(CI_RUNS), ...Object.values(HUB_WRITES_CI_RUNS)].reduce((a, b) => a + b, 0);
  return Math.max(1, Math.round((ci * total) / all));
}

/** Registers `Deno.test(name)` checking `property` (see the module doc); sanitizers stay on. */
export function hubWritesPropertyTest<Ts extends [unknown, ...unknown[]]>(
  name: string,
  property: () => fc.IAsyncProperty<Ts>,
): void {
  const only = env("FUZZ_ONLY");
  const seed = env("FUZZ_SEED");
  const path = env("FUZZ_PATH");
  Deno.test({
    name,
    ignore: only !== undefined && !name.includes(only),
    fn: async () => {
      const params: fc.Parameters<Ts> = {
        numRuns: hubWritesRunsOf(name),
        endOnFailure: path !== undefined,
        ...(seed !== undefined ? { seed: Number(seed) } : {}),
        ...(path !== undefined ? { path } : {}),
      };
      const details = await fc.check(property(), params);
      if (!details.failed) return;
      const replay = replayCommand(name, details.seed, details.counterexamplePath ?? "");
      const error = details.errorInstance instanceof Error
        ? details.errorInstance.message
        : String(details.errorInstance);
      console.error(`\nProperty failed: ${name}\n  seed ${details.seed} path ${details.counterexamplePath}`);
      console.error(`  replay: ${replay}`);
      throw new Error(
        `Property "${name}" failed after ${details.numRuns} run(s) (seed ${details.seed}, path ` +
          `${details.counterexamplePath})\n${error}\nCounterexample: ${
            fc.stringify(details.counterexample).slice(0, 4_000)
          }\nReplay: ${replay}`,
      );
    },
  });
}
