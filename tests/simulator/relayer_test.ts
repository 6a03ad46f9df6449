import assert from "node:assert/strict";
import { getPacketResponseSchema, getTransactionPacketsResponseSchema } from "../../core/schemas/relayer.ts";
import { hash, makeSim, post, sampleIntent } from "./_helpers.ts";

const relay = (action: string, params: Record<string, unknown>) => ({ action, params });

Deno.test("get_transaction_packets of a tx nobody submitted is success with no packets", async () => {
  const sim = makeSim();
  const r = await post(
    sim,
    "/relayer",
    relay("get_transaction_packets", { chain_id: "30", tx_hash: hash("aa") }),
  );
  assert.equal(r.status, 200);
  assert.deepEqual(r.body, { success: true, data: [] });
});

Deno.test("a submitted packet moves pending -> validating -> executing -> executed with the clock", async () => {
  const sim = makeSim();
  const tx = hash("ab");
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: tx, from: "0x01", intent: sampleIntent() });
  const submitted = await post(sim, "/relayer/", relay("submit", { chain_id: "30", tx_hash: tx }));
  assert.deepEqual(submitted.body.success, true);
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    const r = await post(sim, "/relayer", relay("get_transaction_packets", { chain_id: "30", tx_hash: tx }));
    const packets = getTransactionPacketsResponseSchema.parse(r.body).data;
    assert.equal(packets.length, 1);
    if (seen.at(-1) !== packets[0].status) seen.push(packets[0].status);
    assert.equal(packets[0].dst_tx_hash === "", packets[0].status !== "executed");
    sim.clock.advance(250);
  }
  assert.deepEqual(seen, ["pending", "validating", "executing", "executed"]);
});

Deno.test("re-submitting is idempotent and counted as repeated", async () => {
  const sim = makeSim();
  const tx = hash("ac");
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: tx, from: "0x01" });
  for (let i = 0; i < 3; i++) {
    const r = await post(sim, "/relayer", relay("submit", { chain_id: "30", tx_hash: tx }));
    assert.equal(r.body.success, true);
  }
  assert.deepEqual(sim.ledger.counters.relaySubmit, { applied: 1, repeated: 2 });
  const r = await post(sim, "/relayer", relay("get_transaction_packets", { chain_id: "30", tx_hash: tx }));
  assert.equal(r.body.data.length, 1);
});

Deno.test("split-tx chains (Solana, Bitcoin) require data on submit", async () => {
  const sim = makeSim();
  sim.ledger.recordSpokeTx({ chainKey: "solana", txHash: "5xSig", from: "So1" });
  const without = await post(sim, "/relayer", relay("submit", { chain_id: "1", tx_hash: "5xSig" }));
  assert.equal(without.body.success, false);
  assert.match(without.body.message, /data is required/);
  const withData = await post(
    sim,
    "/relayer",
    relay("submit", { chain_id: "1", tx_hash: "5xSig", data: { address: "0x0a", payload: "0x0b" } }),
  );
  assert.equal(withData.body.success, true);
});

Deno.test("get_packet answers the packet by conn_sn, or success:false", async () => {
  const sim = makeSim();
  const tx = hash("ad");
  sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: tx, from: "0x01" });
  await post(sim, "/relayer", relay("submit", { chain_id: "30", tx_hash: tx }));
  const found = getPacketResponseSchema.parse(
    (await post(sim, "/relayer", relay("get_packet", { chain_id: "30", tx_hash: tx, conn_sn: "1" }))).body,
  );
  assert.ok(found.success && found.data.conn_sn === 1);
  const missing = await post(
    sim,
    "/relayer",
    relay("get_packet", { chain_id: "30", tx_hash: tx, conn_sn: "9" }),
  );
  assert.equal(missing.body.success, false);
  assert.equal(typeof missing.body.message, "string");
});

Deno.test("submit of an unknown tx or chain is success:false, a malformed envelope is a 400", async () => {
  const sim = makeSim();
  const unknownTx = await post(sim, "/relayer", relay("submit", { chain_id: "30", tx_hash: hash("ee") }));
  assert.equal(unknownTx.body.success, false);
  const unknownChain = await post(sim, "/relayer", relay("submit", { chain_id: "999", tx_hash: hash("ee") }));
  assert.equal(unknownChain.body.success, false);
  for (
    const bad of [
      "{",
      "[]",
      { action: "nope", params: {} },
      { action: "submit" },
      relay("submit", { chain_id: "x", tx_hash: "0x1" }),
    ]
  ) {
    const r = await post(sim, "/relayer", bad);
    assert.equal(r.status, 400, JSON.stringify(bad));
    assert.equal(r.body.success, false);
    assert.equal(typeof r.body.code, "string");
  }
  const getMethod = await sim.fetch("/relayer");
  assert.equal(getMethod.status, 405);
  await getMethod.body?.cancel();
});

Deno.test("get_transaction_packets keys on one chain id: a spoke's packet under its source, a fill under its destination, never the other end", async () => {
  const sim = makeSim();
  const spokeTx = hash("b1");
  sim.ledger.recordSpokeTx({
    chainKey: "0x2105.base",
    txHash: spokeTx,
    from: "0x01",
    intent: sampleIntent({ dstChain: 4n }),
  });
  await post(sim, "/relayer", relay("submit", { chain_id: "30", tx_hash: spokeTx }));
  sim.clock.advance(1_500);
  const packets = (id: string, tx: string) =>
    post(sim, "/relayer", relay("get_transaction_packets", { chain_id: id, tx_hash: tx }));
  const spoke = await packets("30", spokeTx);
  assert.equal(spoke.body.data.length, 1);
  assert.deepEqual((await packets("146", spokeTx)).body, { success: true, data: [] });
  const hubTx: string = spoke.body.data[0].dst_tx_hash;
  assert.equal((await post(sim, "/v1/intent/execute", { intent_tx_hash: hubTx })).status, 200);
  sim.clock.advance(5_000);
  const solved = await post(sim, "/v1/intent/status", { intent_tx_hash: hubTx });
  const fillTx: string = solved.body.fill_tx_hash;
  assert.match(fillTx, /^0x[0-9a-f]{64}$/);
  assert.equal((await packets("4", fillTx)).body.data[0].src_tx_hash, fillTx);
  assert.deepEqual((await packets("146", fillTx)).body, { success: true, data: [] });
});
