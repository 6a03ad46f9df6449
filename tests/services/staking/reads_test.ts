/**
 * Staking reads against the in-process simulator (its seeded `simulator/state/seed/staking.ts` table) and
 * against a stubbed hub provider for malformed contract answers.
 * @module
 */
import { deepStrictEqual, notDeepStrictEqual, strictEqual } from "node:assert/strict";
import type { Address } from "viem";
import { ok } from "../../../core/result.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { StakingService, unstakePenalty } from "../../../services/staking/mod.ts";
import {
  SIM_STAKING_CONFIG,
  SIM_STAKING_EPOCH,
  simUnstakeRequests,
} from "../../../simulator/state/seed/staking.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const ONE = 10n ** 18n;
const OTHER = "0x2222222222222222222222222222222222222222";

Deno.test("getUnstakingInfo() returns the simulator's seeded requests of the user's hub wallet", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const r = await staking.getUnstakingInfo({ chainKey: "0x2105.base", address: TEST_USER });
    if (!r.ok) throw r.error;
    const expected = simUnstakeRequests(r.value.hubWallet).map((q) => ({ id: q.id, ...q.request }));
    deepStrictEqual(r.value.requests, expected);
    strictEqual(r.value.totalUnstaking, expected.reduce((s, q) => s + q.amount, 0n));
    const again = await staking.getUnstakingInfo({ chainKey: "0x2105.base", address: TEST_USER });
    deepStrictEqual(again.ok && again.value, r.value);
    const other = await staking.getUnstakingInfo({ chainKey: "0x2105.base", address: OTHER });
    if (!other.ok) throw other.error;
    notDeepStrictEqual(other.value.requests, r.value.requests);
  } finally {
    sim.close();
  }
});

Deno.test("getUnstakingInfoWithPenalty() prices each request at the given time", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const r = await staking.getUnstakingInfoWithPenalty({
      chainKey: "0x2105.base",
      address: TEST_USER,
      now: SIM_STAKING_EPOCH,
    });
    if (!r.ok) throw r.error;
    deepStrictEqual(r.value.config, SIM_STAKING_CONFIG);
    strictEqual(r.value.requests[0].penaltyPercentage, 50, "the newest request has just started");
    for (const q of r.value.requests) {
      deepStrictEqual(
        { p: q.penaltyPercentage, a: q.penalty, c: q.claimableAmount },
        (({ penaltyPercentage: p, penalty: a, claimableAmount: c }) => ({ p, a, c }))(
          unstakePenalty(q, SIM_STAKING_CONFIG, SIM_STAKING_EPOCH),
        ),
      );
    }
    strictEqual(r.value.totalClaimable, r.value.requests.reduce((s, q) => s + q.claimableAmount, 0n));
  } finally {
    sim.close();
  }
});

Deno.test("getUnstakingInfoWithPenalty() defaults now to the injected clock", async () => {
  const { sim, deps } = simDeps();
  try {
    const later = Number(SIM_STAKING_EPOCH + SIM_STAKING_CONFIG.unstakingPeriod) * 1000;
    const staking = new StakingService({ ...deps, now: () => later });
    const r = await staking.getUnstakingInfoWithPenalty({ chainKey: "0x2105.base", address: TEST_USER });
    if (!r.ok) throw r.error;
    strictEqual(r.value.now, BigInt(later / 1000));
    strictEqual(r.value.totalClaimable, r.value.totalUnstaking, "every request has matured");
  } finally {
    sim.close();
  }
});

Deno.test("getStakingConfig(), getStakeRatio(), getInstantUnstakeRatio() and getConvertedAssets() decode hub reads", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const config = await staking.getStakingConfig();
    deepStrictEqual(config.ok && config.value, SIM_STAKING_CONFIG);
    const ratio = await staking.getStakeRatio(ONE);
    deepStrictEqual(ratio.ok && ratio.value, { xSodaAmount: ONE, previewDepositAmount: ONE });
    const instant = await staking.getInstantUnstakeRatio(ONE);
    strictEqual(instant.ok && instant.value, 99n * 10n ** 16n);
    const assets = await staking.getConvertedAssets(5n);
    strictEqual(assets.ok && assets.value, 5n);
  } finally {
    sim.close();
  }
});

Deno.test("staking reads reject bad input in the validate phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    for (
      const r of [
        await staking.getStakeRatio(-1n),
        await staking.getInstantUnstakeRatio(1n << 256n),
        await staking.getConvertedAssets("5" as unknown as bigint),
      ]
    ) {
      strictEqual(!r.ok && r.error.code, "INVALID_AMOUNT");
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
    const chain = await staking.getUnstakingInfo({ chainKey: "nope", address: TEST_USER });
    strictEqual(!chain.ok && chain.error.code, "UNKNOWN_CHAIN_KEY");
    const now = await staking.getUnstakingInfoWithPenalty({
      chainKey: "0x2105.base",
      address: TEST_USER,
      now: -1n,
    });
    strictEqual(!now.ok && now.error.code, "INVALID_AMOUNT");
  } finally {
    sim.close();
  }
});

Deno.test("staking reads reject inconsistent contract answers as RESPONSE_VALIDATION_FAILED", async () => {
  const { sim, deps } = simDeps();
  try {
    const stub = (value: unknown) =>
      ({
        getUserHubWalletAddress: () => Promise.resolve(ok(OTHER as Address)),
        readContract: () => Promise.resolve(ok(value)),
      }) as unknown as HubProvider;
    const dup = { id: 1n, request: { amount: 1n, startTime: 0n, to: OTHER } };
    for (
      const r of [
        await new StakingService({ ...deps, hub: stub([1n, 2n, 50n]) }).getStakingConfig(),
        await new StakingService({ ...deps, hub: stub([10n, 2n, 101n]) }).getStakingConfig(),
        await new StakingService({ ...deps, hub: stub([dup, dup]) })
          .getUnstakingInfo({ chainKey: "0x2105.base", address: TEST_USER }),
      ]
    ) {
      strictEqual(!r.ok && r.error.code, "RESPONSE_VALIDATION_FAILED");
      strictEqual(!r.ok && r.error.context.phase, "lookup");
    }
  } finally {
    sim.close();
  }
});

Deno.test(
  "an unreachable hub fails staking reads as NETWORK_ERROR in the lookup phase, naming the read and the hub",
  async () => {
    const { sim, deps } = simDeps();
    try {
      const hub = new HubProvider(() => deps.config.instanceConfig.hub, {
        fetch: () => Promise.reject(new TypeError("offline")),
      });
      const r = await new StakingService({ ...deps, hub }).getInstantUnstakeRatio(ONE);
      strictEqual(!r.ok && r.error.code, "NETWORK_ERROR");
      strictEqual(!r.ok && r.error.context.chainKey, "sonic");
      strictEqual(!r.ok && r.error.context.phase, "lookup");
      strictEqual(!r.ok && r.error.context.action, "getInstantUnstakeRatio");
    } finally {
      sim.close();
    }
  },
);
