import assert from "node:assert/strict";
import { classifyRun } from "./classify_run.ts";
import { MUTANTS } from "./mutants.ts";

const root = new URL("../../", import.meta.url).pathname;

Deno.test("a mutant run that fails without a failing test (parse error, missing module) is invalid, not a kill", () => {
  const parse =
    "error: The module's source code could not be parsed: Expected ';', got 'x' at file:///a.ts:3:5";
  assert.equal(classifyRun(false, parse).status, "invalid");
  assert.equal(classifyRun(false, 'error: Module not found "file:///tests/nope_test.ts".').status, "invalid");
  assert.equal(classifyRun(false, "").status, "invalid");
});

Deno.test("a mutant run is killed only by a failing rule test", () => {
  const failed = "track() stops at the deadline ... FAILED (4ms)\n\nERRORS\n\n" +
    "track() stops at the deadline => ./tests/services/swaps/track_bounds_test.ts:30:6\nerror: AssertionError";
  const v = classifyRun(false, failed);
  assert.equal(v.status, "killed");
  assert.match(v.detail, /track\(\) stops at the deadline/);
  assert.equal(classifyRun(false, "p: outcome coverage ... FAILED (1ms)").status, "survived");
  assert.equal(classifyRun(true, "ok | 3 passed").status, "survived");
});

Deno.test("every mutant names an existing file, its patched text once, and existing test files", () => {
  const ids = new Set<string>();
  for (const m of MUTANTS) {
    assert.ok(!ids.has(m.id), `duplicate id ${m.id}`);
    ids.add(m.id);
    const source = Deno.readTextFileSync(`${root}${m.file}`);
    assert.equal(
      source.split(m.find).length - 1,
      1,
      `${m.id}: the patched text must occur once in ${m.file}`,
    );
    assert.notEqual(m.find, m.replace, `${m.id}: the patch changes nothing`);
    for (const t of [...m.tests, ...(m.ci?.tests ?? [])]) {
      assert.ok(Deno.statSync(`${root}${t}`).isFile, `${m.id}: no test file ${t}`);
    }
  }
});

Deno.test("docs/mutants.md lists every mutant id", () => {
  const doc = Deno.readTextFileSync(`${root}docs/mutants.md`);
  for (const m of MUTANTS) assert.ok(doc.includes(`\`${m.id}\``), `docs/mutants.md misses ${m.id}`);
});
