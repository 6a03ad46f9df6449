/**
 * The outcome coverage table (`_coverage.ts`) against the docs: every code that docs/errors.md's tables list is
 * classified (reached by a named property within its CI budget, or out of the fault properties' reach with the
 * reason), every code a property must reach names a registered property, every fast-check property of
 * `tests/properties/` takes its run count from `CI_RUNS` through `runsOf` (so that table is the whole CI budget), and that budget is at least 1,500 schedules (the count is printed, in `deno task fuzz`
 * output too).
 */
import assert from "node:assert/strict";
import { CI_RUNS, runsOf } from "./_harness.ts";
import { CODE_COVERAGE, tableCodes } from "./_coverage.ts";
import { ERROR_CODES } from "../../core/errors.ts";

const docs = await Deno.readTextFile(new URL("../../docs/errors.md", import.meta.url));

Deno.test("every code of docs/errors.md's tables is classified by the outcome coverage table", () => {
  const listed = tableCodes(docs);
  assert.ok(listed.length >= 20, `only ${listed.length} codes read from docs/errors.md`);
  const unclassified = listed.filter((c) => CODE_COVERAGE[c] === undefined);
  assert.deepEqual(unclassified, [], "classify these codes in tests/properties/_coverage.ts");
  for (const code of Object.keys(CODE_COVERAGE)) {
    assert.ok((ERROR_CODES as readonly string[]).includes(code), `${code} is not an ERROR_CODES code`);
  }
});

Deno.test("every code a property must reach names a registered property", () => {
  for (const [code, c] of Object.entries(CODE_COVERAGE)) {
    if (!("reachedBy" in c)) continue;
    assert.ok(c.reachedBy.length > 0, code);
    for (const p of c.reachedBy) assert.ok(CI_RUNS[p] !== undefined, `${code}: no property "${p}"`);
  }
});

/**
 * The property names of `tests/properties/`: the first argument of every `propertyTest(...)` and of every
 * `runsOf(...)` a direct fast-check call takes its `numRuns` from (string literals or string constants). A
 * fast-check call whose run count does not come from `runsOf` is reported in `unregistered`.
 */
async function registeredPropertyNames(): Promise<{ names: string[]; unregistered: string[] }> {
  const dir = new URL("./", import.meta.url);
  const sources: Record<string, string> = {};
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith(".ts")) {
      sources[entry.name] = await Deno.readTextFile(new URL(entry.name, dir));
    }
  }
  const constants = new Map<string, string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/const ([A-Z][A-Z0-9_]*)\s*=\s*"([^"]+)"/g)) constants.set(m[1]!, m[2]!);
  }
  const names: string[] = [];
  const unregistered: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    // The harness runs fast-check for every property; this file only reads the others.
    if (file === "_harness.ts" || file === "outcome_coverage_test.ts") continue;
    const direct = [...text.matchAll(/fc\.(assert|check)\(/g)].length;
    const counted = [...text.matchAll(/numRuns:\s*runsOf\(/g)].length;
    if (direct > counted || [...text.matchAll(/numRuns:/g)].length > counted) {
      unregistered.push(`${file}: a fast-check run count that does not come from runsOf`);
    }
    for (const m of text.matchAll(/(propertyTest|runsOf)\(\s*(?:"([^"]+)"|([A-Z][A-Z0-9_]*))/g)) {
      const name = m[2] ?? constants.get(m[3]!);
      if (name === undefined) unregistered.push(`${file}: ${m[1]}(${m[3]}) names no string constant`);
      else names.push(name);
    }
  }
  return { names, unregistered };
}

Deno.test("every property of tests/properties takes its run count from CI_RUNS, and CI_RUNS lists no other", async () => {
  const { names, unregistered } = await registeredPropertyNames();
  assert.deepEqual(unregistered, []);
  assert.deepEqual(
    [...names].sort(),
    Object.keys(CI_RUNS).sort(),
    "CI_RUNS must list exactly the properties",
  );
});

Deno.test("the CI budget of the properties is at least 1,500 schedules", () => {
  const total = Object.values(CI_RUNS).reduce((a, b) => a + b, 0);
  const thisRun = Object.keys(CI_RUNS).reduce((n, name) => n + runsOf(name), 0);
  console.log(
    `Property schedules: CI budget ${total} over ${
      Object.keys(CI_RUNS).length
    } properties (at least 1,500 required); this run's budget: ${thisRun}`,
  );
  assert.ok(total >= 1_500, `${total} schedules`);
});
