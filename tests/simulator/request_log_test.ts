import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { RequestLog, type RequestLogEntry } from "../../simulator/request_log/request_log.ts";

function record(log: RequestLog, route: string, at = 0): RequestLogEntry {
  const entry = log.start({ at, method: "GET", path: `/v1${route}`, route: `GET ${route}`, apiKey: null });
  log.finish(entry, 200, undefined);
  return entry;
}

Deno.test("request log keeps the last `capacity` entries, oldest first, with their sequence numbers", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 130 }), (capacity, count) => {
      const log = new RequestLog({ capacity });
      for (let i = 0; i < count; i++) record(log, `/r/${i}`, i);
      const seqs = log.entries().map((e) => e.seq);
      const kept = Math.min(capacity, count);
      assert.deepEqual(seqs, Array.from({ length: kept }, (_, i) => count - kept + i + 1));
      assert.equal(log.total, count);
      assert.deepEqual(log.entries({ limit: 3 }).map((e) => e.seq), seqs.slice(Math.max(0, seqs.length - 3)));
    }),
  );
});

Deno.test("request log filters by route or path after wrapping around", () => {
  const log = new RequestLog({ capacity: 3 });
  for (const r of ["/a", "/b", "/a", "/c", "/a"]) record(log, r);
  assert.deepEqual(log.entries({ route: "/a" }).map((e) => e.seq), [3, 5]);
  assert.deepEqual(log.entries({ route: "/v1/c" }).map((e) => e.seq), [4]);
  assert.equal(log.routeCounts()["GET /a"], 3);
});

Deno.test("request log entries are copies; finishing a kept entry shows in later reads", () => {
  const log = new RequestLog({ capacity: 2 });
  const entry = log.start({ at: 5, method: "POST", path: "/x", route: "POST /x", apiKey: "k" });
  const before = log.entries()[0];
  before.status = 999;
  assert.equal(log.entries()[0].status, null);
  log.finish(entry, 503, "error5xx");
  assert.deepEqual(log.entries()[0], {
    seq: 1,
    at: 5,
    method: "POST",
    path: "/x",
    route: "POST /x",
    apiKey: "k",
    status: 503,
    fault: "error5xx",
  });
});

Deno.test("request log clear forgets entries, counts and numbering", () => {
  const log = new RequestLog({ capacity: 2 });
  for (let i = 0; i < 5; i++) record(log, "/a");
  log.clear();
  assert.deepEqual(log.entries(), []);
  assert.equal(log.total, 0);
  assert.deepEqual(log.routeCounts(), {});
  assert.equal(record(log, "/b").seq, 1);
  assert.deepEqual(log.entries().map((e) => e.route), ["GET /b"]);
});

Deno.test("request log without a finite capacity keeps everything; a fractional one rounds up", () => {
  const unbounded = new RequestLog({ capacity: Infinity });
  for (let i = 0; i < 5000; i++) record(unbounded, "/a");
  assert.equal(unbounded.entries().length, 5000);
  const fractional = new RequestLog({ capacity: 2.5 });
  for (let i = 0; i < 5; i++) record(fractional, "/a");
  assert.deepEqual(fractional.entries().map((e) => e.seq), [3, 4, 5]);
});

Deno.test("recorded entries wrap like started ones and never reuse an entry a caller holds", () => {
  const log = new RequestLog({ capacity: 2 });
  const base = { method: "GET", path: "/v1/be/oracle/candles", route: "GET /be/oracle/candles" };
  log.record({ ...base, at: 1, apiKey: null }, 200, undefined);
  const held = log.start({ ...base, at: 2, apiKey: "k" });
  const before = log.entries();
  log.record({ ...base, at: 3, apiKey: "a" }, 200, undefined); // overwrites the recorded entry of at 1
  log.record({ ...base, at: 4, apiKey: null }, 500, "error5xx"); // overwrites the held entry: a new object
  log.finish(held, 201, undefined);
  assert.deepEqual(log.entries().map((e) => [e.seq, e.at, e.apiKey, e.status, e.fault]), [
    [3, 3, "a", 200, null],
    [4, 4, null, 500, "error5xx"],
  ]);
  assert.deepEqual(before.map((e) => [e.seq, e.at]), [[1, 1], [2, 2]]);
  assert.equal(log.routeCounts()["GET /be/oracle/candles"], 4);
  assert.equal(log.total, 4);
});

Deno.test("recorded entries survive a snapshot round trip and a clear", () => {
  const log = new RequestLog({ capacity: 3 });
  const base = { method: "GET", path: "/p", route: "GET /p", apiKey: null };
  for (let at = 1; at <= 5; at++) log.record({ ...base, at }, 200, undefined);
  const snap = log.toSnapshot();
  const copy = new RequestLog({ capacity: 3 });
  copy.restoreSnapshot(snap);
  copy.record({ ...base, at: 6 }, 200, undefined);
  assert.deepEqual(copy.entries().map((e) => e.at), [4, 5, 6]);
  assert.deepEqual(snap.entries.map((e) => e.at), [3, 4, 5]);
  copy.clear();
  copy.record({ ...base, at: 7 }, 200, undefined);
  assert.deepEqual(copy.entries().map((e) => [e.seq, e.at]), [[1, 7]]);
});
