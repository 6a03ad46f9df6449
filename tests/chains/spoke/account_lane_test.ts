/** `runInAccountLane`: one account's sends one after another, other accounts alongside, failures isolated. */
import assert from "node:assert/strict";
import { runInAccountLane } from "../../../chains/spoke/account_lane.ts";

/** A task that logs its start, waits until `gate` opens, logs its end and returns `name`. */
function task(log: string[], name: string, gate: Promise<void>) {
  return async () => {
    log.push(`${name}+`);
    await gate;
    log.push(`${name}-`);
    return name;
  };
}

function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => open = resolve);
  return { open, opened };
}

Deno.test("runInAccountLane() runs the tasks of one account in call order, never two at once", async () => {
  const log: string[] = [];
  const scope = {};
  const g = gate();
  const all = Promise.all(
    ["a", "b", "c"].map((n) => runInAccountLane(scope, "alice", task(log, n, g.opened))),
  );
  await Promise.resolve();
  assert.deepEqual(log, ["a+"]);
  g.open();
  assert.deepEqual(await all, ["a", "b", "c"]);
  assert.deepEqual(log, ["a+", "a-", "b+", "b-", "c+", "c-"]);
});

Deno.test("runInAccountLane() runs other accounts, and the same account in another scope, alongside", async () => {
  const log: string[] = [];
  const scope = {};
  const g = gate();
  const all = Promise.all([
    runInAccountLane(scope, "alice", task(log, "a", g.opened)),
    runInAccountLane(scope, "bob", task(log, "b", g.opened)),
    runInAccountLane({}, "alice", task(log, "c", g.opened)),
  ]);
  await Promise.resolve();
  assert.deepEqual(log, ["a+", "b+", "c+"]);
  g.open();
  await all;
});

Deno.test("runInAccountLane() hands a task's rejection or throw to its caller and runs the next task", async () => {
  const scope = {};
  const rejected = runInAccountLane(scope, "k", () => Promise.reject(new Error("refused")));
  const thrown = runInAccountLane(scope, "k", () => {
    throw new Error("thrown");
  });
  const next = runInAccountLane(scope, "k", () => Promise.resolve(7));
  await assert.rejects(rejected, /refused/);
  await assert.rejects(thrown, /thrown/);
  assert.equal(await next, 7);
});
