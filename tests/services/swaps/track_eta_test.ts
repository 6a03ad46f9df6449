/**
 * `etaMs` of `swaps.track`'s progress events: absent until the client has learned from three delivered tracks,
 * then the conditional median of the learned deliveries less the time spent, on virtual time against the
 * in-process simulator.
 *
 * Mutants these tests kill (checked by hand when written):
 * - emitting `etaMs` before three deliveries fails "absent until three";
 * - estimating from the unconditional median (ignoring the elapsed time) fails the pure rule's tail case;
 * - adding `etaMs` to the `delivered` event fails "never on delivered".
 */
import assert from "node:assert/strict";
import { estimateRemainingMs } from "../../../services/swaps/eta.ts";
import type { SwapTrackEvent } from "../../../services/swaps/mod.ts";
import { withSwapWorld } from "./_harness.ts";

Deno.test("estimateRemainingMs is the median of the learned deliveries still ahead, less the time spent", () => {
  assert.equal(estimateRemainingMs([], 0), undefined);
  assert.equal(estimateRemainingMs([4_000, 1_000, 2_000], 0), 2_000);
  assert.equal(estimateRemainingMs([1_000, 2_000, 3_000, 4_000], 0), 2_500);
  // a track slower than most learned deliveries is told what the slow ones took
  assert.equal(estimateRemainingMs([1_000, 1_100, 1_200, 20_000], 5_000), 15_000);
  assert.equal(estimateRemainingMs([1_000, 2_000], 2_000), 0);
  assert.equal(estimateRemainingMs([1_000, 2_000], 2_001), undefined);
  assert.equal(estimateRemainingMs([Number.NaN, 3_000], 0), 3_000);
});

Deno.test("track() events carry etaMs once three tracks were delivered, never on delivered", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const runs: SwapTrackEvent[][] = [];
    for (let i = 0; i < 4; i++) {
      const r = await settle(
        client.swaps.swap({
          params: params({ inputAmount: 1_000_000n + BigInt(i) }),
          walletProvider: wallet,
        }),
      );
      assert.ok(r.ok, r.ok ? "" : r.error.message);
      const events: SwapTrackEvent[] = [];
      const t = await settle(client.swaps.track(r.value, { onProgress: (e) => events.push(e) }));
      assert.ok(t.ok, t.ok ? "" : `${t.error.code}: ${t.error.message}`);
      runs.push(events);
    }
    for (const events of runs.slice(0, 3)) assert.ok(events.every((e) => e.etaMs === undefined));
    const last = runs[3] as SwapTrackEvent[];
    const before = last.filter((e) => e.phase !== "delivered");
    assert.ok(before.length > 0 && before.some((e) => typeof e.etaMs === "number"), JSON.stringify(last));
    assert.ok(before.every((e) => e.etaMs === undefined || e.etaMs >= 0));
    assert.equal(last.find((e) => e.phase === "delivered")?.etaMs, undefined);
  }, { faults: { profile: { solver: { firstFillMs: 1_000 } } } });
});

Deno.test("getQuote carries estimatedDeliveryMs once the client ran three swaps and three tracks", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const p = params();
    const request = {
      token_src: p.inputToken,
      token_dst: p.outputToken,
      token_src_blockchain_id: p.srcChainKey,
      token_dst_blockchain_id: p.dstChainKey,
      amount: 1_000_000n,
      quote_type: "exact_input" as const,
    };
    const estimates: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const quote = await settle(client.swaps.getQuote(request));
      assert.ok(quote.ok, quote.ok ? "" : quote.error.message);
      estimates.push(quote.value.estimatedDeliveryMs);
      if (i === 3) break;
      const r = await settle(
        client.swaps.swap({
          params: params({ inputAmount: 1_000_000n + BigInt(i) }),
          walletProvider: wallet,
        }),
      );
      assert.ok(r.ok, r.ok ? "" : r.error.message);
      assert.ok((await settle(client.swaps.track(r.value))).ok);
    }
    assert.deepEqual(estimates.slice(0, 3), [undefined, undefined, undefined]);
    assert.ok(typeof estimates[3] === "number" && estimates[3] >= 1_000, String(estimates[3]));
  }, { faults: { profile: { solver: { firstFillMs: 1_000 } } } });
});
