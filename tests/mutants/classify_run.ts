/**
 * How `deno task mutants` reads one mutant's test run: a mutant is killed only when the test runner reports a
 * failing test (a rule's test, not an "outcome coverage" one). A non-zero exit with no failing test — a patch
 * that breaks parsing or type-checking, a test file that does not exist, a crash before any test ran — is
 * `invalid`: the mutant proves nothing and the harness fails.
 *
 * @example A parse error is not a kill
 * ```ts
 * import assert from "node:assert/strict";
 * import { classifyRun } from "./classify_run.ts";
 * assert.equal(classifyRun(false, "error: The module's source code could not be parsed").status, "invalid");
 * assert.equal(classifyRun(false, "a rule ... FAILED (3ms)").status, "killed");
 * ```
 * @module
 */

/** The verdict of one mutant's run. */
export interface RunVerdict {
  /** `killed`: a rule's test failed; `survived`: every test passed (or only coverage failed); `invalid`: no test failed yet the run did. */
  status: "killed" | "survived" | "invalid";
  /** The failing tests or why the run proves nothing. */
  detail: string;
}

/**
 * The names of the failing tests in a `deno test --quiet` output: the `<name> ... FAILED` lines and the
 * `<name> => ./file:line:col` lines of the FAILURES list.
 *
 * @param text the run's stdout and stderr
 * @returns the distinct names
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { failedTestNames } from "./classify_run.ts";
 * assert.deepEqual(failedTestNames("x ... FAILED (1ms)\nx => ./tests/a_test.ts:3:6"), ["x"]);
 * ```
 */
export function failedTestNames(text: string): string[] {
  const lines = text.split("\n");
  return [
    ...new Set([
      ...lines.filter((l) => / \.\.\. FAILED/.test(l)).map((l) => l.split(" ... ")[0].trim()),
      ...lines.map((l) => / => \.\/\S+:\d+:\d+$/.exec(l) ? l.split(" => ")[0].trim() : "")
        .filter((n) => n !== ""),
    ]),
  ];
}

/**
 * Classifies one mutant's run.
 *
 * @param success whether the test process exited 0
 * @param text its stdout and stderr
 * @returns the verdict
 * @example Only an outcome-coverage failure is a survival
 * ```ts
 * import assert from "node:assert/strict";
 * import { classifyRun } from "./classify_run.ts";
 * assert.equal(classifyRun(false, "p: outcome coverage ... FAILED").status, "survived");
 * ```
 */
export function classifyRun(success: boolean, text: string): RunVerdict {
  if (success) return { status: "survived", detail: "every test passed" };
  const failed = failedTestNames(text);
  const ruleFailures = failed.filter((name) => !name.endsWith(": outcome coverage"));
  if (failed.length > 0 && ruleFailures.length === 0) {
    return { status: "survived", detail: "only an outcome coverage test failed" };
  }
  if (ruleFailures.length === 0) {
    return { status: "invalid", detail: `the run failed without a failing test: ${text.trim().slice(-300)}` };
  }
  const after = /failed after (\d+) run\(s\)/.exec(text);
  return {
    status: "killed",
    detail: ruleFailures.slice(0, 2).join("; ") + (after ? ` (failed at run ${after[1]})` : ""),
  };
}
