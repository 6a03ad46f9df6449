/**
 * The library's half of `deno task conformance`'s wire diff, spawned by `wire_diff_test.ts` with the repo's
 * import map: reads `{origin, apiKey, sodax}` (the platform SDK's recorded operations) as JSON on stdin, runs the
 * library's operations against the same simulator, compares both sides operation by operation
 * (`_wire_diff.ts`), checks every difference against `docs/wire_inventory.md`, and prints the report as one JSON
 * line after the marker `WIRE-DIFF-REPORT `.
 * @module
 */
import { runLibraryWireOps } from "./_library_wire_ops.ts";
import { diffOperations, readInventory, WIRE_REPORT_MARKER } from "./_wire_diff.ts";
import type { OperationRuns } from "./_wire_ops.ts";

const input = JSON.parse(await new Response(Deno.stdin.readable).text()) as {
  origin: string;
  apiKey: string;
  sodax: OperationRuns;
  addresses: Record<string, string>;
};
const library = await runLibraryWireOps(input.origin, input.apiKey, input.addresses);
const inventory = await Deno.readTextFile(new URL("../docs/wire_inventory.md", import.meta.url)).catch(() =>
  ""
);
const report = diffOperations(input.sodax, library.runs, readInventory(inventory));
console.log(WIRE_REPORT_MARKER + JSON.stringify(report));
