/**
 * Property 5: for generated client configurations (global key, configured header in any casing, per-call
 * `extras.apiKey`, sponsoring on the gateway or on a custom origin, with or without its own key), every request
 * of a swap, its status, the solved packet and a sponsoring read carries exactly the `x-api-key` SPEC 5 selects,
 * and nothing reaches the relayer, the chain RPCs or Horizon.
 */
import fc from "fast-check";
import type { XSwapOptions } from "../../mod.ts";
import { type KeyConfig, keyViolations } from "./_api_keys.ts";
import { propertyTest, settle, withVirtualTime } from "./_harness.ts";
import { createWorld } from "./_sim.ts";
import { reachSolved, runSwap } from "./_swap_run.ts";

const CUSTOM_SPONSOR = "http://sponsor.example/v1";

export const keyConfigArb: fc.Arbitrary<KeyConfig> = fc.record({
  global: fc.constantFrom(undefined, "", "k-global"),
  header: fc.option(fc.record({
    name: fc.constantFrom("x-api-key", "X-API-KEY", "X-Api-Key"),
    value: fc.constantFrom("k-header", ""),
  })),
  callKey: fc.constantFrom(undefined, "", "k-call"),
  sponsoringOrigin: fc.constantFrom("gateway" as const, "custom" as const),
  sponsoringKey: fc.constantFrom(undefined, "", "k-sponsor"),
  sponsoringHeader: fc.constant(null),
});

/** Client options carrying a key configuration, on the simulator at `gateway`. */
export function keyOptions(k: KeyConfig, gateway: string): Partial<XSwapOptions> {
  return {
    apiKey: k.global,
    api: {
      baseURL: gateway,
      ...(k.header ? { headers: { [k.header.name]: k.header.value } } : {}),
      sponsoringApiConfig: {
        baseURL: k.sponsoringOrigin === "gateway" ? gateway : CUSTOM_SPONSOR,
        apiKey: k.sponsoringKey,
      },
    },
  };
}

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
            ...keyViolations(world.sent.slice(0, perCall), keys, true),
            ...keyViolations(world.sent.slice(perCall), keys, false),
          ];
          if (violations.length > 0) throw new Error([...new Set(violations)].join("\n"));
        } finally {
          world.sim.close();
        }
      });
    }),
);
