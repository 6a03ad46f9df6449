import assert from "node:assert/strict";
import { getSolvedIntentPacket } from "../../../services/relay/mod.ts";
import { track, withClock } from "./_clock.ts";
import { packet, packets, status, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";

Deno.test("getSolvedIntentPacket polls with the destination relay id and the hub fill hash", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer((_a, n) =>
      n === 0
        ? status(404)
        : packets(packet({ status: "executed", src_tx_hash: "0xFILL", dst_tx_hash: "0xdest" }))
    );
    const t = track(
      clock,
      getSolvedIntentPacket({
        chainId: "solana",
        fillTxHash: "0xfill",
        relayerApiEndpoint: URL,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(5_000);
    const r = await t.done;
    assert.ok(r.ok);
    assert.equal(r.value.dst_tx_hash, "0xdest");
    assert.deepEqual(relayer.calls.map((c) => c.params), [
      { chain_id: "1", tx_hash: "0xfill" },
      { chain_id: "1", tx_hash: "0xfill" },
    ]);
  });
});

Deno.test("getSolvedIntentPacket accepts a relay id as bigint, number or string", async () => {
  for (const chainId of [30n, 30, "30"]) {
    const relayer = stubRelayer(() => packets(packet({ status: "executed", src_tx_hash: "0xf" })));
    const r = await getSolvedIntentPacket({
      chainId,
      fillTxHash: "0xf",
      relayerApiEndpoint: URL,
      transport: { fetch: relayer.fetch },
    });
    assert.ok(r.ok);
    assert.equal(relayer.calls[0]?.params.chain_id, "30");
  }
});

Deno.test("getSolvedIntentPacket defaults its timeout to 120000 ms", async () => {
  await withClock(async (clock) => {
    const relayer = stubRelayer(() => status(404));
    const t = track(
      clock,
      getSolvedIntentPacket({
        chainId: "0x2105.base",
        fillTxHash: "0xf",
        relayerApiEndpoint: URL,
        transport: { fetch: relayer.fetch },
      }),
    );
    await clock.tickAsync(130_000);
    const r = await t.done;
    assert.ok(!r.ok && r.error.code === "RELAY_TIMEOUT");
    assert.equal(t.settledAt(), 120_000);
  });
});
