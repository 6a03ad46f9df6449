/**
 * Property 5: for generated client configurations (global key, configured header in any casing, per-call
 * `extras.apiKey`, sponsoring on the gateway or on a custom origin, with or without its own key), every
 * request of a swap, its status, the solved packet and a sponsoring read carries exactly the `x-api-key`
 * docs/rules/auth.md selects, and nothing reaches the relayer, the chain RPCs or Horizon.
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { keyConfigArb, keyOptions, keyViolations } from "./_api_keys.ts";
import { propertyTest, settle, withVirtualTime } from "./_harness.ts";
import { createWorld } from "./_sim.ts";
import { reachSolved, runSwap } from "./_swap_run.ts";

const caseArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  keys: keyConfigArb,
  useBackend: fc.boolean(),
  jobFails: fc.boolean(),
});

propertyTest(
  "api key routing on generated client configurations",
  () =>
    fc.asyncProperty(caseArb, async ({ seed, keys, useBackend, jobFails }) => {
      await withVirtualTime(async (clock) => {
        const profile = {
          relay: { validatingMs: 100, executingMs: 200, executedMs: 400 },
          solver: { firstFillMs: 100, fillIntervalMs: 100, partialFills: 1, failProbability: 0 },
          submitTx: { verifyMs: 100, failProbability: jobFails ? 1 : 0, abandonProbability: 0 },
        };
        const gateway = "http://sim.local/v1";
        const world = createWorld({ seed, faults: { profile }, client: keyOptions(keys, gateway) });
        try {
          const run = await runSwap(
            clock,
            world,
            { timeout: 30_000, useBackendSubmitTx: useBackend, apiKey: keys.callKey },
            false,
          );
          if ("thrown" in run) throw new Error(`swap threw ${String(run.thrown)}`);
          if (!run.result.ok) throw new Error(`swap failed without faults: ${run.result.error.message}`);
          const perCall = world.sent.length;
          const reach = await reachSolved(clock, world, run.result.value.intentDeliveryInfo.dstTxHash);
          if (reach.kind !== "solved") throw new Error(`not solved: ${JSON.stringify(reach)}`);
          await settle(clock, world.client.sponsoring.getStellarSponsorConfig(), 60_000);
          await settle(clock, world.client.backendApi.getOracleMarkets(), 60_000);
          const violations = [
            ...keyViolations(world.sent.slice(0, perCall), keys, { apiKey: keys.callKey }),
            ...keyViolations(world.sent.slice(perCall), keys),
          ];
          if (violations.length > 0) throw new Error([...new Set(violations)].join("\n"));
        } finally {
          world.sim.close();
        }
      });
    }),
);
