// The wire diff of issue 33: `@sodax/sdk@1.3.0-beta` and this library run the same operations with the same keys
// and inputs against one spawned simulator, which records every request; `wire_diff_main.ts` (spawned with the
// repo's import map) runs the library's side and compares. Prints one row per operation and
// `N operations, D differences, U undocumented`; fails on an undocumented difference (a row of
// docs/wire_inventory.md's "Differences found by the conformance diff" documents each).
import assert from "node:assert/strict";
import { spawnSimulator } from "./_simulator.ts";
import { loadSodax, type SodaxModules } from "./_sdk.ts";
import { runSodaxWireOps, wireStellarKeypair } from "./_sodax_wire_ops.ts";
import { activateStellarAccount } from "./_stellar_activation.ts";

const loaded = await loadSodax();
const MARKER = "WIRE-DIFF-REPORT ";

interface Report {
  rows: {
    op: string;
    status: string;
    sdkRequests: number;
    libraryRequests: number;
    differences: { id: string; detail: string; documented: boolean }[];
  }[];
  operations: number;
  compared: number;
  differences: number;
  undocumented: number;
  unreviewed: number;
  unusedRows: string[];
  malformedRows: string[];
}

async function libraryDiff(input: unknown): Promise<Report> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--config",
      "deno.json",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "conformance/wire_diff_main.ts",
    ],
    cwd: new URL("../", import.meta.url),
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
    env: { NO_COLOR: "1" },
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(JSON.stringify(input)));
  await writer.close();
  const out = new TextDecoder().decode((await child.output()).stdout);
  const line = out.split("\n").find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wire_diff_main.ts printed no report:\n${out}`);
  return JSON.parse(line.slice(MARKER.length));
}

Deno.test({
  name: "wire diff: @sodax/sdk 1.3.0-beta and this library send what docs/wire_inventory.md says",
  ignore: loaded.modules === undefined,
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const modules = loaded.modules as SodaxModules;
    await using sim = await spawnSimulator();
    // Both clients start from the same state: the Stellar account both sign with is activated (SPEC's sponsoring
    // API), the simulator's state is saved, the platform SDK runs, the state is restored, the library runs.
    await activateStellarAccount(modules.stellar, sim, wireStellarKeypair(modules));
    // 10 XLM of its own (the simulator's Horizon funding route, docs/chains/stellar.md): the reserve a trustline
    // locks, so both sides' `bridge.approve` (a changeTrust) can run.
    const funded = await fetch(`${sim.origin}/horizon/__fund`, {
      method: "POST",
      body: JSON.stringify({ account: wireStellarKeypair(modules).publicKey(), amount: "10" }),
    });
    assert.equal(funded.status, 200, await funded.text());
    const snapshot = await (await fetch(`${sim.origin}/__sim/snapshot`)).text();
    const sdk = await runSodaxWireOps(modules, sim);
    const restored = await fetch(`${sim.origin}/__sim/restore`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: snapshot,
    });
    assert.equal(restored.status, 200, await restored.text());
    const report = await libraryDiff({
      origin: sim.origin,
      apiKey: sim.apiKey,
      sodax: sdk.runs,
      addresses: sdk.addresses,
    });
    for (const row of report.rows) {
      console.log(
        `${row.op.padEnd(34)} ${row.status.padEnd(12)} sdk ${String(row.sdkRequests).padStart(3)}  library ${
          String(row.libraryRequests).padStart(3)
        }  ${row.differences.length} difference(s)`,
      );
      for (const d of row.differences) {
        console.log(d.documented ? `  documented   ${d.id}` : `  UNDOCUMENTED ${d.id}\n    ${d.detail}`);
      }
    }
    for (const r of report.malformedRows) console.log(`  MALFORMED ROW ${r}`);
    for (const r of report.unusedRows) console.log(`  UNUSED ROW   ${r}`);
    console.log(
      `${report.operations} operations, ${report.compared} compared, ${
        report.operations - report.compared
      } ` +
        `on the reviewed list; ${report.differences} differences, ${report.undocumented} undocumented ` +
        `(${report.unreviewed} operations failed or absent off the list); ${report.unusedRows.length} unused rows, ` +
        `${report.malformedRows.length} malformed rows`,
    );
    assert.deepEqual(
      report.malformedRows,
      [],
      "every inventory row names its operations, exact cells, a reason",
    );
    assert.equal(
      report.unreviewed,
      0,
      "every failed or absent operation is on the reviewed list with its work",
    );
    assert.equal(report.undocumented, 0, "every difference is a row of docs/wire_inventory.md");
    assert.deepEqual(report.unusedRows, [], "every inventory row documents a difference of this run");
  },
});
