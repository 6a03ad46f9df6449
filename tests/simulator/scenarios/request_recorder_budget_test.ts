/**
 * `RequestRecorder` once its byte budget is spent: requests pass on untouched (the same `Request`, body unread),
 * so a long run (the scale benchmark's thousands of swaps) pays nothing per request for a recording that keeps
 * nothing more; the dropped count still counts them.
 */
import assert from "node:assert/strict";
import { RequestRecorder } from "../../../simulator/scenarios/request_recorder.ts";

const post = (body: string): Request => new Request("http://sim/rpc/sonic", { method: "POST", body });

Deno.test("a recorder whose budget is spent passes requests on as they came, body unread", async () => {
  const recorder = new RequestRecorder({ maxBytes: 200 });
  const seen: Request[] = [];
  const next = async (r: Request): Promise<Response> => {
    seen.push(r);
    return new Response(await r.text());
  };
  // the first request fits and is recorded (its body is read and forwarded as a copy)
  const first = post("x".repeat(50));
  assert.equal(await (await recorder.handle(first, 0, next)).text(), "x".repeat(50));
  assert.notEqual(seen[0], first);
  assert.equal(recorder.requests().length, 1);
  // the second does not fit: from now on nothing is kept
  await (await recorder.handle(post("y".repeat(500)), 1, next)).text();
  assert.equal(recorder.dropped, 1);
  for (let i = 0; i < 3; i++) {
    const later = post(`{"i":${i}}`);
    const res = await recorder.handle(later, 2 + i, next);
    assert.equal(seen.at(-1), later, "passed on as the same Request");
    assert.equal(await res.text(), `{"i":${i}}`);
  }
  assert.equal(recorder.dropped, 4);
  assert.equal(recorder.requests().length, 1);
  // clear() starts a new recording
  recorder.clear();
  await (await recorder.handle(post("z"), 9, next)).text();
  assert.equal(recorder.requests().length, 1);
  assert.equal(recorder.requests()[0].body, "z");
});
