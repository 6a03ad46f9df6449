/**
 * Regressions found by the hub-write property (`hub_writes_test.ts`), pinned as plain cases.
 *
 * - The simulator did not decode an EVM connection `sendMessage(dstChainId, dstAddress, payload)` (selector
 *   `0x6ea9cec9`, docs/wire_inventory.md#spoke-deposit), so the relay packet of an EVM message write
 *   (money-market borrow, recovery withdraw, dex swap: nothing deposited) carried payload `0x` to address
 *   `0x`: the hub would have run nothing. Found by the counterexample `{source: "evm", write: "borrow",
 *   rules: [], bursts: []}`.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { getIntentRelayChainId } from "../../core/chains/mod.ts";
import { decodeSpokeTx } from "../../simulator/chains/evm/decode_spoke_tx.ts";
import { settle, withVirtualTime } from "./_harness.ts";
import type { HubWriteKind } from "./hub_writes_schedules.ts";
import { createHubWorld } from "./hub_writes_world.ts";

const CLEAN = { rules: [], bursts: [], lost: [], relay: { validatingMs: 0, executingMs: 0, executedMs: 0 } };

for (const write of ["borrow", "recoveryWithdraw", "dexSwap"] satisfies HubWriteKind[]) {
  Deno.test(`an EVM ${write} message's relay packet carries its hub wallet and call list`, async () => {
    await withVirtualTime(async (clock) => {
      const world = createHubWorld({ ...CLEAN, seed: 7, source: "evm", write, timeoutMs: 30_000 });
      try {
        const r = await settle(clock, world.write(), 60_000);
        if (!r.ok) throw r.error;
        assertOk(r.value.kind === "sent");
        strictEqual(r.value.tx.data.slice(0, 10), "0x6ea9cec9", "a connection sendMessage");
        const relayId = getIntentRelayChainId("0x2105.base").toString();
        const packets = world.sim.ledger.packetsFor(relayId, r.value.srcTxHash);
        deepStrictEqual(
          packets.map((p) => [p.payload, p.dst_address.toLowerCase(), p.dst_tx_hash]),
          [[r.value.relayData.payload, r.value.relayData.address.toLowerCase(), r.value.hubTxHash]],
        );
      } finally {
        world.sim.close();
      }
    });
  });
}

Deno.test("decodeSpokeTx() reverts a malformed connection sendMessage instead of ignoring it", () => {
  const d = decodeSpokeTx("0x0000000000000000000000000000000000000001", "0x6ea9cec9deadbeef", 0n);
  strictEqual(d.status, "reverted");
  strictEqual(d.message, undefined);
});
