/**
 * `services/swaps/swap.ts`, the one step `swaps.swap` and `swaps.createIntent` take before the source
 * transaction is sent: the hub pre-simulation sees the very intent the wallet then sends (same id, same fields),
 * and `skipSimulation` skips the call on both.
 * @module
 */
import assert from "node:assert/strict";
import type { FetchLike } from "../../../core/http/types.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import { withSwapWorld } from "./_harness.ts";

/** `simulateRecvMessage(uint256,bytes,bytes)`'s selector. */
const SIMULATE_SELECTOR = "b889587e";

/** A client fetch that keeps the body of every hub simulation call, forwarding to the world's simulator. */
function recordingSimulations(): { fetch: FetchLike; bodies: string[]; bind: (sim: SimulatorApp) => void } {
  const bodies: string[] = [];
  let sim: SimulatorApp | undefined;
  const fetch: FetchLike = async (input, init) => {
    const req = new Request(input, init);
    const body = req.method === "POST" ? await req.clone().text() : "";
    if (req.url.includes("/rpc/sonic") && body.includes(SIMULATE_SELECTOR)) bodies.push(body.toLowerCase());
    if (sim === undefined) throw new Error("no simulator bound");
    return await sim.fetch(req);
  };
  return { fetch, bodies, bind: (s) => (sim = s) };
}

Deno.test("swap pre-simulates the very intent its wallet then sends", async () => {
  const rec = recordingSimulations();
  await withSwapWorld(async (w) => {
    rec.bind(w.sim);
    const params = w.params();
    await w.approve(params);
    const r = await w.settle(w.client.swaps.swap({ params, walletProvider: w.wallet }));
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    assert.equal(rec.bodies.length, 1, "one hub simulation");
    const sent = (r.value.resumeToken.relayData?.payload ?? "").slice(2).toLowerCase();
    assert.ok(sent.length > 64 && rec.bodies[0]!.includes(sent), "the simulated payload is the one sent");
    assert.ok(
      rec.bodies[0]!.includes(r.value.intent.intentId.toString(16)),
      "the simulated intent has the sent intent's id",
    );
  }, { client: { fetch: rec.fetch } });
});

Deno.test("createIntent pre-simulates the very intent its wallet then sends", async () => {
  const rec = recordingSimulations();
  await withSwapWorld(async (w) => {
    rec.bind(w.sim);
    const params = w.params();
    await w.approve(params);
    const r = await w.settle(w.client.swaps.createIntent({ params, walletProvider: w.wallet }));
    assert.ok(r.ok && r.value.kind === "sent", r.ok ? r.value.kind : r.error.message);
    assert.equal(rec.bodies.length, 1, "one hub simulation");
    const sent = r.value.relayData.payload.slice(2).toLowerCase();
    assert.ok(sent.length > 64 && rec.bodies[0]!.includes(sent), "the simulated payload is the one sent");
  }, { client: { fetch: rec.fetch } });
});

Deno.test("skipSimulation sends a swap and an intent without a hub simulation call", async () => {
  const rec = recordingSimulations();
  await withSwapWorld(async (w) => {
    rec.bind(w.sim);
    const params = w.params();
    await w.approve(params);
    const swapped = await w.settle(
      w.client.swaps.swap({ params, walletProvider: w.wallet, skipSimulation: true }),
    );
    assert.ok(swapped.ok, swapped.ok ? "" : swapped.error.message);
    const created = await w.settle(
      w.client.swaps.createIntent({ params, walletProvider: w.wallet, skipSimulation: true }),
    );
    assert.ok(created.ok, created.ok ? "" : created.error.message);
    assert.deepEqual(rec.bodies, []);
  }, { client: { fetch: rec.fetch } });
});
