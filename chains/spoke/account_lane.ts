/**
 * `runInAccountLane`: runs the sends of one account one after another. A send takes the account's next nonce
 * (sequence, access-key nonce, UTXOs) and holds it until the node answered; two sends of one account that
 * overlap would read the same nonce and the node would take only the first. Tasks of one lane run in call
 * order, a failed task never blocks the next, and tasks of other lanes run alongside.
 *
 * @example Two sends of one account never overlap
 * ```ts
 * import assert from "node:assert/strict";
 * import { runInAccountLane } from "./account_lane.ts";
 * const scope = {};
 * const log: string[] = [];
 * const send = (name: string) => async () => {
 *   log.push(`${name} start`);
 *   await new Promise((r) => setTimeout(r, 1));
 *   log.push(`${name} end`);
 * };
 * await Promise.all([runInAccountLane(scope, "alice", send("a")), runInAccountLane(scope, "alice", send("b"))]);
 * assert.deepEqual(log, ["a start", "a end", "b start", "b end"]);
 * ```
 * @module
 */

/** The lanes of one scope: the tail of each busy lane and how many tasks it holds (idle lanes are dropped). */
const LANES = new WeakMap<object, Map<string, { tail: Promise<unknown>; waiting: number }>>();
const NO_SCOPE = {};

/**
 * Runs `task` once every earlier task of the lane `(scope, key)` has settled.
 *
 * @typeParam T what the task resolves to
 * @param scope what the lane is shared within: the injected `fetch` (one simulator, one set of nodes) or a
 *   wallet's own object; a lane never crosses scopes
 * @param key the account on its node, e.g. `${rpcUrl}\n${address}`
 * @param task the send: read the nonce, sign, hand the tx to the node
 * @returns what `task` returns, or its rejection (which the next task of the lane does not see)
 * @example A failure does not block the lane
 * ```ts
 * import assert from "node:assert/strict";
 * import { runInAccountLane } from "./account_lane.ts";
 * const scope = {};
 * const failed = runInAccountLane(scope, "k", () => Promise.reject(new Error("refused")));
 * const next = runInAccountLane(scope, "k", () => Promise.resolve(7));
 * await assert.rejects(failed, /refused/);
 * assert.equal(await next, 7);
 * ```
 */
export function runInAccountLane<T>(scope: object, key: string, task: () => Promise<T>): Promise<T> {
  // A scope that cannot key a WeakMap (a junk `fetch` option) shares one lane table rather than throwing.
  const owner = (typeof scope === "object" && scope !== null) || typeof scope === "function"
    ? scope
    : NO_SCOPE;
  let lanes = LANES.get(owner);
  if (lanes === undefined) LANES.set(owner, lanes = new Map());
  const lane = lanes.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
  lanes.set(key, lane);
  lane.waiting++;
  const run = lane.tail.then(() => task());
  lane.tail = run.then(
    () => undefined,
    () => undefined,
  ).finally(() => {
    if (--lane.waiting === 0 && lanes.get(key) === lane) lanes.delete(key);
  });
  return run;
}
