/**
 * docs/architecture.md#one-swap-end-to-end tells the truth, checked: the swap it describes (`swaps.swap` from Base
 * to BSC whose backend submit-tx job fails, so the client's own relay delivers it, then `swaps.track` to the fill;
 * `_swap_trace_run.ts`) runs in a subprocess under V8 coverage, and the library files in which at least one
 * function ran (static and on-use imports alike: a module that is never loaded runs nothing) are compared with the
 * doc. Files the in-process simulator loads too are left out: in one process a run cannot tell whose call ran them.
 *
 * - every file of the narrative table is one the swap runs (no stale row);
 * - the listing "Every file the swap runs" is exactly the traced set, and the count in its heading is its size.
 * @module
 */
import assert from "node:assert/strict";
import { type ImportGraph, readImportGraph } from "./import_graph.ts";

const ROOT = new URL("../../", import.meta.url);
const LIBRARY = new Set(["core", "chains", "services", "wire", "journal"]);

/** Library modules the simulator's own import closure reaches (from any simulator module). */
function simulatorShared(graph: ImportGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [...graph.keys()].filter((m) => m.startsWith("simulator/"));
  while (stack.length > 0) {
    const m = stack.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    for (const next of graph.get(m) ?? []) stack.push(next);
  }
  return new Set([...seen].filter((m) => !m.startsWith("simulator/")));
}

interface V8Coverage {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[];
}

/** Runs the traced swap under coverage; returns the library modules in which a function ran. */
async function traceSwap(): Promise<Set<string>> {
  const dir = `${Deno.env.get("TMPDIR") ?? "/tmp"}/xswap-swap-trace-${crypto.randomUUID()}`;
  const run = await new Deno.Command(Deno.execPath(), {
    args: [
      "test",
      "--no-check",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      `--coverage=${dir}`,
      "tests/structure/_swap_trace_run.ts",
    ],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (b: Uint8Array): string => new TextDecoder().decode(b);
  try {
    assert.equal(run.code, 0, `the traced swap failed:\n${decode(run.stdout)}\n${decode(run.stderr)}`);
    const ran = new Set<string>();
    const root = ROOT.href;
    for await (const entry of Deno.readDir(dir)) {
      if (!entry.isFile || !entry.name.endsWith(".json")) continue;
      const script = JSON.parse(await Deno.readTextFile(`${dir}/${entry.name}`)) as V8Coverage;
      if (!script.url.startsWith(root)) continue;
      const path = script.url.slice(root.length);
      if (!LIBRARY.has(path.split("/")[0]!) && path !== "mod.ts") continue;
      // the module's top level (the nameless function at offset 0) runs on load; a function of its own must run
      const called = script.functions.some((f) =>
        !(f.functionName === "" && f.ranges[0]!.startOffset === 0) && f.ranges[0]!.count > 0
      );
      if (called) ran.add(path);
    }
    return ran;
  } finally {
    // this test may not write: a child removes the coverage files
    await new Deno.Command(Deno.execPath(), {
      args: ["eval", `await Deno.remove(${JSON.stringify(dir)}, { recursive: true }).catch(() => {})`],
    }).output();
  }
}

/** The doc's section between `## One swap, end to end` and the next `## ` heading. */
function section(doc: string): string {
  const start = doc.indexOf("## One swap, end to end");
  assert.ok(start >= 0, "docs/architecture.md has its 'One swap, end to end' section");
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** Paths of the narrative table: its rows' second cell, a backticked path. */
function narrativeRows(text: string): string[] {
  const table = text.slice(0, text.indexOf("### Every file the swap runs"));
  return [...table.matchAll(/^\|\s*\d+\s*\|\s*`([^`]+)`/gm)].map((m) => m[1]!);
}

/** The listing: `| folder | file, file |` rows under `### Every file the swap runs (N)`; returns N and the paths. */
function listing(text: string): { count: number; paths: string[] } {
  const at = text.indexOf("### Every file the swap runs");
  assert.ok(at >= 0, "the section lists every file the swap runs");
  const heading = /### Every file the swap runs \((\d+)\)/.exec(text.slice(at));
  assert.ok(heading, "the listing's heading states its count: '### Every file the swap runs (N)'");
  const paths: string[] = [];
  for (const m of text.slice(at).matchAll(/^\|\s*`([^`]+)`\s*\|([^|]+)\|/gm)) {
    const folder = m[1]!;
    for (const name of m[2]!.matchAll(/`([^`]+)`/g)) {
      paths.push(folder === "(root)" ? name[1]! : `${folder}/${name[1]!}`);
    }
  }
  return { count: Number(heading[1]), paths };
}

Deno.test("docs/architecture.md names exactly the files one swap and its track run", async () => {
  const [graph, ran, doc] = await Promise.all([
    readImportGraph(ROOT),
    traceSwap(),
    Deno.readTextFile(new URL("docs/architecture.md", ROOT)),
  ]);
  const shared = simulatorShared(graph);
  const traced = [...ran].filter((m) => !shared.has(m)).sort();
  const text = section(doc);
  const { count, paths } = listing(text);
  const listed = [...new Set(paths)].sort();
  const missing = traced.filter((m) => !listed.includes(m));
  const extra = listed.filter((m) => !traced.includes(m));
  assert.deepEqual(
    { missing, extra },
    { missing: [], extra: [] },
    `the listing differs from the traced run (${traced.length} files)`,
  );
  assert.equal(count, traced.length, "the listing's heading states how many files it lists");
  const stale = narrativeRows(text).filter((p) => !traced.includes(p));
  assert.deepEqual(stale, [], "every file of the narrative table is one the swap runs");
});

Deno.test("the narrative table's rows are parsed from the doc (the check above cannot pass on an empty table)", async () => {
  const text = section(await Deno.readTextFile(new URL("docs/architecture.md", ROOT)));
  assert.ok(narrativeRows(text).length >= 10);
  assert.ok(listing(text).paths.length >= 10);
});
