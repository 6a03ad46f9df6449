// The README's swap and bridge examples under the simulator's `flaky` preset, in process and in virtual time
// (fake timers drive the examples' polling, the library's retries and timeouts and the simulator's clock and
// latency): each must succeed for at least 95% of the seeds. FLAKY_SEEDS sets how many seeds (default 10 in the
// suite; the 100-seed check: `FLAKY_SEEDS=100 DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 task test:flaky`).
import assert from "node:assert/strict";
import { runBridge } from "../../examples/bridge.ts";
import { runSwap } from "../../examples/swap.ts";
import type { XSwapOptions } from "../../mod.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";
import { settle, withVirtualTime } from "../properties/_harness.ts";

const SEEDS = Number(Deno.env.get("FLAKY_SEEDS") ?? 10);
const REQUIRED = 0.95;
/** Virtual time one example may take before it counts as hung. */
const HANG_MS = 20 * 60_000;

function oneLine(error: unknown): string {
  const e = error as { code?: string; name?: string; message?: string; context?: unknown };
  return `${e.code ?? e.name}: ${String(e.message).split("\n")[0]} ${
    JSON.stringify(e.context ?? {}).slice(0, 300)
  }`;
}

async function runSeeds(
  name: string,
  run: (options: XSwapOptions) => Promise<string>,
): Promise<{ ok: number; failures: string[] }> {
  const failures: string[] = [];
  let ok = 0;
  const log = console.log;
  console.log = () => {};
  try {
    for (let seed = 1; seed <= SEEDS; seed++) {
      await withVirtualTime(async (clock) => {
        const sim = createSimulatorApp({ preset: "flaky", seed });
        try {
          await settle(clock, run({ ...sim.clientConfig, fetch: sim.fetch }), HANG_MS);
          ok++;
        } catch (error) {
          failures.push(`${name} seed ${seed}: ${oneLine(error)}`);
        } finally {
          sim.close();
          await clock.runAllAsync();
        }
      });
    }
  } finally {
    console.log = log;
  }
  return { ok, failures };
}

for (const [name, run, inSuite] of [["swap", runSwap, true], ["bridge", runBridge, true]] as const) {
  Deno.test({
    name: `the README ${name} example succeeds for at least 95% of seeds under the flaky preset`,
    ignore: !inSuite,
  }, async () => {
    const { ok, failures } = await runSeeds(name, run);
    if (failures.length > 0) console.error(failures.join("\n"));
    assert.ok(ok >= Math.ceil(SEEDS * REQUIRED), `${ok}/${SEEDS} succeeded:\n${failures.join("\n")}`);
  });
}
