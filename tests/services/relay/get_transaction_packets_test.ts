import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { getTransactionPackets } from "../../../services/relay/mod.ts";
import { packet, packets, status, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";

Deno.test("getTransactionPackets posts get_transaction_packets and returns the validated packets", async () => {
  const relayer = stubRelayer(() => packets(packet({ status: "pending" })));
  const r = await getTransactionPackets({ chain_id: "30", tx_hash: "0xabc" }, URL, undefined, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(r.ok);
  assert.equal(r.value.data[0]?.status, "pending");
  assert.deepEqual(relayer.calls[0]?.params, { chain_id: "30", tx_hash: "0xabc" });
  assert.equal(relayer.calls[0]?.action, "get_transaction_packets");
});

Deno.test("getTransactionPackets reports a 404 as HTTP_REQUEST_FAILED with context.status 404", async () => {
  const relayer = stubRelayer(() => status(404));
  const r = await getTransactionPackets({ chain_id: "30", tx_hash: "0xabc" }, URL, 1000, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.message, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, 404);
});

Deno.test("getTransactionPackets timeoutMs bounds a stalled read", async () => {
  const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    const relayer = stubRelayer(() => "stall");
    let doneAt = -1;
    const p = getTransactionPackets({ chain_id: "30", tx_hash: "0xabc" }, URL, 3000, {
      transport: { fetch: relayer.fetch },
    }).then((r) => {
      doneAt = clock.now;
      return r;
    });
    await clock.tickAsync(3000);
    const r = await p;
    assert.equal(doneAt, 3000);
    assert.ok(!r.ok);
    assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
    assert.equal(r.error.context.transportCode, "REQUEST_TIMEOUT");
  } finally {
    clock.uninstall();
  }
});

Deno.test("getTransactionPackets reports a malformed body as HTTP_REQUEST_FAILED", async () => {
  const relayer = stubRelayer(() => () => Response.json({ success: true, data: [{ status: "weird" }] }));
  const r = await getTransactionPackets({ chain_id: "30", tx_hash: "0xabc" }, URL, undefined, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.transportCode, "RESPONSE_VALIDATION_FAILED");
});
