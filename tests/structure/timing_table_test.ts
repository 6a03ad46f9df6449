/**
 * Every timing constant of the library is defined in one table, `core/timing.ts` (docs/architecture.md, "Where
 * things are written down"): a module elsewhere that defines an exported `..._MS`, `..._TIMEOUT` or
 * `..._POLL_INTERVAL(S)` constant fails here (re-exporting one from the table is how a module keeps its public name).
 *
 * Mutant this test kills (checked by hand when written): defining `DEFAULT_SWAP_TIMEOUT_MS = 120_000` again in
 * `services/swaps/swap.ts` instead of re-exporting it.
 */
import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);
const LIBRARY = ["core", "chains", "services", "wire", "journal"];
/** The `.ts` files under `folder` (paths relative to the repository root). */
async function tsFiles(folder: string): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(new URL(`${folder}/`, ROOT))) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory) out.push(...await tsFiles(path));
    else if (entry.isFile && path.endsWith(".ts")) out.push(path);
  }
  return out;
}

const TIMING = /^export const ([A-Z][A-Z0-9_]*(?:_MS|_TIMEOUT|_POLL_INTERVALS?))\b/gm;

Deno.test("every timing constant of the library is defined in core/timing.ts, nowhere else", async () => {
  const elsewhere: string[] = [];
  const table = new Set<string>();
  for (const folder of LIBRARY) {
    for (const path of await tsFiles(folder)) {
      if (path.includes("/_gen/")) continue;
      const text = await Deno.readTextFile(new URL(path, ROOT));
      for (const m of text.matchAll(TIMING)) {
        if (path === "core/timing.ts") table.add(m[1]!);
        else elsewhere.push(`${path}: ${m[1]}`);
      }
    }
  }
  assert.deepEqual(elsewhere, [], "define these in core/timing.ts and re-export them");
  for (const name of ["DEFAULT_SWAP_TIMEOUT_MS", "DEFAULT_TRACK_TIMEOUT_MS", "DEFAULT_RELAY_TX_TIMEOUT"]) {
    assert.ok(table.has(name), `core/timing.ts defines ${name}`);
  }
});
