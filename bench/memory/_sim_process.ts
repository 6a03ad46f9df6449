/**
 * The simulator process of `bench/memory/retained_heap.ts`: `startSimulator` (instant preset, every allowance
 * granted) on a free port, run with `--v8-flags=--expose-gc`. Prints `listening on <origin>`, then answers each
 * `gc` line on stdin with one JSON line: its heap after two forced full GCs (`Deno.memoryUsage()`) and the
 * ledger's size. Flags: `--retain=<n>` (`ledgerRetainSettled`), `--retain-ms=<ms>` (`ledgerRetainSettledMs`).
 * @module
 */
import { startSimulator } from "../../simulator/mod.ts";
import { lines } from "../_lines.ts";

const flag = (name: string): number | undefined => {
  const raw = Deno.args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw === undefined ? undefined : Number(raw);
};

const sim = await startSimulator({
  port: 0,
  preset: "instant",
  unlimitedAllowances: true,
  ledgerRetainSettled: flag("retain"),
  ledgerRetainSettledMs: flag("retain-ms"),
});
console.log(`listening on ${sim.url}`);

const gc = (globalThis as { gc?: () => void }).gc;
for await (const command of lines(Deno.stdin.readable)) {
  if (command.trim() !== "gc") continue;
  gc?.();
  gc?.();
  const m = Deno.memoryUsage();
  console.log(
    JSON.stringify({ gc: gc !== undefined, heapUsed: m.heapUsed, rss: m.rss, ledger: sim.ledger.stats() }),
  );
}
await sim.close();
