/**
 * Swaps from every chain key — every family, the hub and the simulated Hedera/Robinhood deployments included —
 * under generated fault bursts on the flow's shared services (backend submit-tx, relayer submit and polls, solver
 * `/execute` and `/status`), tracked to delivery with `swaps.track`, on virtual time.
 *
 * Every run checks:
 * - nothing throws; the swap and its tracking settle within the hang bound of virtual time, no timer left pending;
 * - nothing is applied twice (`checkNoDoubleApply`: the spoke tx, the backend job, the relay submission and the
 *   solver's `/execute` reach their handler at most once);
 * - a failure carries a code of `ERROR_CODES`; a failure after the source tx was sent carries a resume token
 *   (`context.resumeToken`) or, from tracking, the hub tx hash — nothing is lost;
 * - with no burst at all, the swap is delivered.
 *
 * Replay: `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY="swap from every chain family" deno task fuzz`.
 * @module
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { ALL_CHAIN_KEYS, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ERROR_CODES } from "../../core/errors.ts";
import { walletAddressOf, XSwap } from "../../mod.ts";
import { createSimulatorApp, type FaultSchedule } from "../../simulator/mod.ts";
import { testWallet } from "../../examples/every_chain.ts";
import { propertyTest, seededRandom, settle, withVirtualTime } from "./_harness.ts";
import { checkNoDoubleApply } from "./_oracles.ts";
import { SWAP_HANG_MS } from "./_swap_run.ts";

const ROUTES = [
  "POST /swaps/submit-tx",
  "POST /relayer#submit",
  "POST /relayer#get_transaction_packets",
  "POST /intent/execute",
  "POST /intent/status",
] as const;

interface Scenario {
  seed: number;
  chainKey: SpokeChainKey;
  useBackend: boolean;
  bursts: FaultSchedule[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  chainKey: fc.constantFrom(...ALL_CHAIN_KEYS),
  useBackend: fc.boolean(),
  bursts: fc.array(
    fc.record({
      route: fc.constantFrom(...ROUTES),
      count: fc.integer({ min: 1, max: 3 }),
      fault: fc.constantFrom("keyVerification503" as const, "error5xx" as const, "drop" as const),
    }).map((b) => ({ ...b, ...(b.fault === "error5xx" ? { status: 503 } : {}) }) as FaultSchedule),
    { maxLength: 3 },
  ),
});

async function check(s: Scenario): Promise<void> {
  await withVirtualTime(async (clock) => {
    const sim = createSimulatorApp({ preset: "instant", seed: s.seed, allowAnyKey: true });
    try {
      sim.setFaults({ schedules: s.bursts });
      const options = { ...sim.clientConfig, fetch: sim.fetch, transport: { random: seededRandom(s.seed) } };
      const client = new XSwap({ ...options, swaps: { ...options.swaps, useBackendSubmitTx: s.useBackend } });
      const wallet = testWallet(client, s.chainKey, options);
      assert.ok(wallet.ok, `no test wallet for ${s.chainKey}`);
      const me = await settle(clock, walletAddressOf(wallet.value), 60_000);
      const dstChainKey: SpokeChainKey = s.chainKey === "0x2105.base" ? "0xa4b1.arbitrum" : "0x2105.base";
      const input = client.config.getSupportedSwapTokens(s.chainKey)[0];
      const output = client.config.getSupportedSwapTokens(dstChainKey).find((t) => t.symbol === "USDC")!;
      const swap = await settle(
        clock,
        client.swaps.swap({
          params: {
            srcChainKey: s.chainKey,
            dstChainKey,
            inputToken: input.address,
            outputToken: output.address,
            inputAmount: s.chainKey === "bitcoin" ? 10n ** 5n : 10n ** BigInt(input.decimals),
            minOutputAmount: 1n,
            srcAddress: me,
            dstAddress: "0x00000000000000000000000000000000000000b0",
            deadline: 0n,
            allowPartialFill: false,
          },
          walletProvider: wallet.value,
        }),
        SWAP_HANG_MS,
      );
      const violations = [...checkNoDoubleApply(sim)];
      if (!swap.ok) {
        const e = swap.error;
        if (!(ERROR_CODES as readonly string[]).includes(e.code)) violations.push(`unknown code ${e.code}`);
        const phase = e.context.phase;
        if (phase !== "validate" && phase !== "intentCreation" && e.context.resumeToken === undefined) {
          violations.push(`a ${e.code} failure in phase ${String(phase)} carries no resume token`);
        }
        if (s.bursts.length === 0) violations.push(`no fault, yet the swap failed: ${e.code} ${e.message}`);
      } else {
        const tracked = await settle(
          clock,
          client.swaps.track(swap.value, { timeout: 600_000 }),
          SWAP_HANG_MS,
        );
        if (!tracked.ok) {
          if (tracked.error.context.hubTxHash === undefined) {
            violations.push("a track failure lost the hub tx");
          }
          if (s.bursts.length === 0) violations.push(`no fault, yet not delivered: ${tracked.error.code}`);
        }
        violations.push(...checkNoDoubleApply(sim));
      }
      if (violations.length > 0) {
        throw new Error(
          `${[...new Set(violations)].join("\n")}\n${
            JSON.stringify(swap.ok ? swap.value.path : swap.error.toJSON())
          }`,
        );
      }
    } finally {
      sim.close();
    }
  });
}

propertyTest(
  "swap from every chain family under generated faults",
  () => fc.asyncProperty(scenarioArb, check),
);
