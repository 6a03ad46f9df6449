/**
 * The outcome coverage table (`_coverage.ts`) against the docs: every code that docs/errors.md's tables list is
 * classified (reached by a named property within its CI budget, or out of the fault properties' reach with the
 * reason), every code a property must reach names a registered property, and the CI budget of all properties
 * is at least 1,500 schedules (the count is printed).
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

Deno.test("the CI budget of the properties is at least 1,500 schedules", () => {
  const total = Object.values(CI_RUNS).reduce((a, b) => a + b, 0);
  const thisRun = Object.keys(CI_RUNS).reduce((n, name) => n + runsOf(name), 0);
  console.log(
    `CI budget: ${total} schedules over ${
      Object.keys(CI_RUNS).length
    } properties; this run's budget: ${thisRun}`,
  );
  assert.ok(total >= 1_500, `${total} schedules`);
});
