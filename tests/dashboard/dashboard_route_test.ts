import assert from "node:assert/strict";
import { hash, makeSim, post, sampleIntent, type TestSim } from "../simulator/_helpers.ts";

/** Reads server-sent events until one of type `event` whose data satisfies `match`; returns its data. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<string>,
  buffer: { text: string },
  event: string,
  // deno-lint-ignore no-explicit-any
  match: (data: any) => boolean = () => true,
  // deno-lint-ignore no-explicit-any
): Promise<any> {
  for (;;) {
    let end: number;
    while ((end = buffer.text.indexOf("\n\n")) >= 0) {
      const block = buffer.text.slice(0, end);
      buffer.text = buffer.text.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = block.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
      if (type === event && match(JSON.parse(data))) return JSON.parse(data);
    }
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`stream ended before a "${event}" event`);
    buffer.text += chunk.value;
  }
}

async function openStream(sim: TestSim, ac: AbortController): Promise<ReadableStreamDefaultReader<string>> {
  const res = await sim.fetch("/__sim/dashboard/stream", { signal: ac.signal });
  assert.equal(res.headers.get("content-type"), "text/event-stream");
  return res.body!.pipeThrough(new TextDecoderStream()).getReader();
}

Deno.test("GET / serves the dashboard page as HTML, neither logged nor faulted under the hostile preset", async () => {
  const sim = makeSim({ preset: "hostile" });
  for (const path of ["/", "/__sim/dashboard", "/", "/", "/"]) {
    const res = await sim.fetch(path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
    const html = await res.text();
    assert.match(html, /<title>XSwap simulator dashboard<\/title>/);
    assert.ok(html.includes("/__sim/dashboard/stream") && !/https?:\/\/(?!\S*__sim)/.test(html), "no CDN");
  }
  assert.equal(sim.requests().length, 0);
  assert.equal(sim.context.faults.injected.error5xx + sim.context.faults.injected.drop, 0);
  sim.close();
});

Deno.test("the dashboard stream sends a snapshot, then a row when a ledger event happens", async () => {
  const sim = makeSim({ seed: 42 });
  const ac = new AbortController();
  const reader = await openStream(sim, ac);
  const buffer = { text: "" };
  const snapshot = await nextEvent(reader, buffer, "snapshot");
  assert.equal(snapshot.state.seed, 42);
  assert.deepEqual(snapshot.rows, []);
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: hash("dd"), from: "0x01", intent: sampleIntent() });
  const row = await nextEvent(reader, buffer, "row", (r) => r.status === "on_hub");
  assert.equal(row.key, hash("dd"));
  assert.equal(row.srcChainKey, "sonic");
  assert.equal(row.inputAmount, "1000000");
  assert.deepEqual(row.timeline.map((t: { text: string }) => t.text), [
    "tx on sonic",
    "intent created on the hub",
  ]);
  await reader.cancel();
  ac.abort();
  sim.close();
});

Deno.test("a faulted status poll shows on its intent's row; a clean one counts as a poll", async () => {
  const sim = makeSim();
  const ac = new AbortController();
  const reader = await openStream(sim, ac);
  const buffer = { text: "" };
  await nextEvent(reader, buffer, "snapshot");
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: hash("ee"), from: "0x01", intent: sampleIntent() });
  sim.setFaults({ schedules: [{ route: "POST /intent/status", fault: "error5xx", status: 502 }] });
  assert.equal((await post(sim, "/v1/intent/status", { intent_tx_hash: hash("ee") })).status, 502);
  const faulted = await nextEvent(reader, buffer, "row", (r) => r.faults === 1);
  assert.ok(
    faulted.timeline.some((t: { kind: string; text: string }) =>
      t.kind === "fault" && t.text === "error5xx (502) on POST /intent/status"
    ),
  );
  assert.equal((await post(sim, "/v1/intent/status", { intent_tx_hash: hash("ee") })).status, 200);
  const polled = await nextEvent(reader, buffer, "row", (r) => r.polls.total === 1);
  assert.deepEqual(polled.polls.byRoute, { "POST /intent/status": 1 });
  await reader.cancel();
  ac.abort();
  sim.close();
});

Deno.test("GET /__sim/dashboard/snapshot lists the rows built from the ledger history", async () => {
  const sim = makeSim();
  sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: hash("ab"), from: "0x01", intent: sampleIntent() });
  const res = await sim.fetch("/__sim/dashboard/snapshot");
  const body = await res.json();
  assert.equal(body.rows.length, 1);
  assert.equal(body.rows[0].key, hash("ab"));
  assert.equal(body.state.preset, "calm");
  assert.deepEqual(body.faults.rules, []);
  sim.close();
});
