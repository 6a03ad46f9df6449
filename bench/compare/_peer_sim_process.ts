/**
 * The simulator process of `bench/compare/peer_rows.ts`: `startSimulator` (instant preset, every allowance
 * granted, settled operations kept up to `--retain`, default 100,000, so a 1,000-intent history stays whole) on a
 * free port. Prints one JSON line, `{ origin, sodax }`: its origin and the platform SDK's options for it
 * (`sodaxOptionsForSimulator`), then serves until killed.
 * @module
 */
import { sodaxOptionsForSimulator, startSimulator } from "../../simulator/mod.ts";

const retain = Number(Deno.args.find((a) => a.startsWith("--retain="))?.slice("--retain=".length) ?? 100_000);
const sim = await startSimulator({
  port: 0,
  preset: "instant",
  unlimitedAllowances: true,
  ledgerRetainSettled: retain,
});
console.log(JSON.stringify({ origin: sim.url, ...sodaxOptionsForSimulator(sim.urls) }));
