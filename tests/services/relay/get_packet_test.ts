import assert from "node:assert/strict";
import { getPacket } from "../../../services/relay/mod.ts";
import { packet, status, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";

Deno.test("getPacket sends conn_sn and returns the packet", async () => {
  const relayer = stubRelayer(() => () =>
    Response.json({ success: true, data: packet({ status: "executed", conn_sn: 7 }) })
  );
  const r = await getPacket({ chain_id: "30", tx_hash: "0xabc", conn_sn: "7" }, URL, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(r.ok);
  assert.equal(r.value.conn_sn, 7);
  assert.deepEqual(relayer.calls[0], {
    action: "get_packet",
    params: { chain_id: "30", tx_hash: "0xabc", conn_sn: "7" },
    at: relayer.calls[0]?.at,
  });
});

Deno.test("getPacket turns {success: false, message} into a failed Result", async () => {
  const relayer = stubRelayer(() => () => Response.json({ success: false, message: "packet not found" }));
  const r = await getPacket({ chain_id: "30", tx_hash: "0xabc", conn_sn: "7" }, URL, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "RELAY_FAILED");
  assert.equal(r.error.context.relayMessage, "packet not found");
  assert.equal((r.error.cause as Error).message, "packet not found");
});

Deno.test("getPacket rejects an empty conn_sn without a call and maps HTTP failures", async () => {
  const relayer = stubRelayer(() => status(400));
  const bad = await getPacket({ chain_id: "30", tx_hash: "0xabc", conn_sn: "" }, URL, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!bad.ok && bad.error.code === "VALIDATION_FAILED" && bad.error.context.field === "conn_sn");
  assert.equal(relayer.calls.length, 0);
  const r = await getPacket({ chain_id: "30", tx_hash: "0xabc", conn_sn: "1" }, URL, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok && r.error.message === "HTTP_REQUEST_FAILED" && r.error.context.status === 400);
});
