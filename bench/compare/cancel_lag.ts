/**
 * The cancel lag (issue 41): from the cancel's call to the input back on the source chain, ours
 * (`xswap.swaps.cancelIntent`: the spoke tx, relayed to the hub) against the platform SDK's
 * (`@sodax/sdk@1.3.0-beta` `swaps.cancelIntent(intent, spokeProvider)`, which sends the spoke tx, then its
 * `relayTxAndWaitPacket`, as its docs tell a caller to relay a hub write). One simulator on a socket in this
 * process (`startSimulator`, instant preset, every allowance granted, the solver's first fill ten minutes away, so
 * the orders stay open); every order is created by our client (not measured), one wallet per order; the orders of
 * the two sides alternate (A B B A ...). "Funds back" is the first poll (every 5 ms, the same for both sides: an
 * `eth_call` of the token's `balanceOf` on Base) that reads the user's USDC balance back at its value before the
 * order.
 * @module
 */
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { sodaxOptionsForSimulator, startSimulator } from "../../simulator/mod.ts";
import { loadSodax } from "../../conformance/_sdk.ts";
import { openLimitOrder, sendPlatformCancel, untilBack } from "./_cancel_bench.ts";
import { percentile } from "../_stats.ts";

/** The cancel-lag numbers: per side, the lags of the cancels that brought the funds back. */
export interface CancelLag {
  skipped?: string | undefined;
  /** The simulator's relay profile the run used. */
  profile: CancelLagProfile;
  rounds: number;
  oursMs: number[];
  platformMs: number[];
  oursFailures: number;
  platformFailures: number;
  failure?: string | undefined;
}

/** A relay timing profile of the simulator (`setFaults({ profile: { relay } })`). */
export interface CancelLagProfile {
  name: string;
  relay: { validatingMs: number; executingMs: number; executedMs: number };
}

/** The profiles the row is measured on: the instant preset's relay, and the calm preset's (packets in 1.5 s). */
export const CANCEL_LAG_PROFILES: readonly CancelLagProfile[] = [
  { name: "instant relay", relay: { validatingMs: 0, executingMs: 0, executedMs: 0 } },
  { name: "calm relay (executed 1.5 s)", relay: { validatingMs: 300, executingMs: 800, executedMs: 1_500 } },
];

/**
 * Measures the cancel lag of both clients.
 *
 * @param rounds orders per side @default 10
 * @param profile the simulator's relay timing @default CANCEL_LAG_PROFILES[0]
 * @returns the lags, or `skipped` when the platform SDK is not installed
 * @example
 * ```ts ignore
 * const lag = await measureCancelLag(10, CANCEL_LAG_PROFILES[1]);
 * console.log(cancelLagRow(lag, [0, 0]));
 * ```
 */
export async function measureCancelLag(
  rounds = 10,
  profile: CancelLagProfile = CANCEL_LAG_PROFILES[0],
): Promise<CancelLag> {
  const loaded = await loadSodax();
  if (loaded.modules === undefined) {
    return {
      skipped: `the platform SDK is not installed (${loaded.problem})`,
      profile,
      rounds,
      oursMs: [],
      platformMs: [],
      oursFailures: 0,
      platformFailures: 0,
    };
  }
  const m = loaded.modules;
  const sim = await startSimulator({ port: 0, preset: "instant", unlimitedAllowances: true });
  sim.setFaults({ profile: { solver: { firstFillMs: 600_000 }, relay: profile.relay } });
  try {
    const client = new XSwap(sim.clientConfig);
    const sodaxOptions = sodaxOptionsForSimulator(sim.urls);
    const sodax = new m.sdk.Sodax(sodaxOptions.sodax);
    const rpcUrl = sim.urls.rpc("0x2105.base");
    const usdc = (chain: "0x2105.base" | "0x38.bsc") =>
      client.config.getSupportedSwapTokens(chain).find((t) => t.symbol === "USDC")!.address;
    const out: CancelLag = {
      profile,
      rounds,
      oursMs: [],
      platformMs: [],
      oursFailures: 0,
      platformFailures: 0,
    };
    let seq = 0x5000;
    const order = () =>
      openLimitOrder(
        client,
        createPrivateKeyEvmWallet,
        `0x${(++seq).toString(16).padStart(64, "0")}`,
        rpcUrl,
        usdc,
      );
    const ours = async () => {
      const o = await order();
      const t0 = performance.now();
      const r = await client.swaps.cancelIntent({
        params: { srcChainKey: "0x2105.base", intent: o.intent },
        walletProvider: o.wallet,
      });
      if (!r.ok) {
        out.oursFailures++;
        out.failure ??= `ours: ${r.error.code}`;
        return;
      }
      if (await untilBack(rpcUrl, usdc("0x2105.base"), o.me, o.before, t0 + 60_000)) {
        out.oursMs.push(performance.now() - t0);
      } else out.oursFailures++;
    };
    const platform = async () => {
      const o = await order();
      const { t0, relayed } = await sendPlatformCancel({
        m,
        sodax,
        relayerApiEndpoint: sodaxOptions.sodax.relayerApiEndpoint,
        rpcUrl,
        privateKey: o.privateKey,
        intent: o.intent,
      });
      if (!relayed.ok) {
        out.platformFailures++;
        out.failure ??= `platform: ${
          JSON.stringify(relayed.error, (_k, v) => typeof v === "bigint" ? `${v}` : v)
        }`
          .slice(0, 200);
        return;
      }
      if (await untilBack(rpcUrl, usdc("0x2105.base"), o.me, o.before, t0 + 60_000)) {
        out.platformMs.push(performance.now() - t0);
      } else out.platformFailures++;
    };
    await ours(); // warm-up of both
    await platform();
    out.oursMs.length = 0;
    out.platformMs.length = 0;
    out.oursFailures = 0;
    out.platformFailures = 0;
    for (let i = 0; i < rounds; i++) {
      if (i % 2 === 0) {
        await ours();
        await platform();
      } else {
        await platform();
        await ours();
      }
    }
    return out;
  } finally {
    await sim.close();
  }
}

/**
 * The cancel-lag row of `bench/RESULTS.md`.
 *
 * @param r the measurement
 * @param load the load average at the start and the end
 * @returns the row: metric, ours, platform, ratio, target, met
 * @example Ours ahead
 * ```ts
 * import assert from "node:assert/strict";
 * import { cancelLagRow } from "./cancel_lag.ts";
 * const profile = { name: "instant relay", relay: { validatingMs: 0, executingMs: 0, executedMs: 0 } };
 * const row = cancelLagRow({ profile, rounds: 1, oursMs: [10], platformMs: [100], oursFailures: 0, platformFailures: 0 }, [1, 1]);
 * assert.equal(row[5], "yes");
 * ```
 */
export function cancelLagRow(
  r: CancelLag,
  load: [number, number],
): [string, string, string, string, string, string] {
  const name =
    `cancel lag (${r.profile.name}): cancel sent -> input back on Base, an open limit order (solver's first fill 10 min away; ${r.rounds} per side, alternating; load ${
      load[0].toFixed(1)
    }->${load[1].toFixed(1)})`;
  if (r.skipped !== undefined) return [name, `skipped: ${r.skipped}`, "-", "-", "-", "-"];
  const side = (ms: number[], failed: number) =>
    `p50 ${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms, ${failed} failed`;
  const p50 = percentile(r.oursMs, 0.5) / percentile(r.platformMs, 0.5);
  return [
    name,
    side(r.oursMs, r.oursFailures),
    `${side(r.platformMs, r.platformFailures)} (cancelIntent + relayTxAndWaitPacket)${
      r.failure ? `; first failure ${r.failure}` : ""
    }`,
    `p50 ${p50.toFixed(2)}x (ours ÷ platform)`,
    "ours ahead (< 1.0x)",
    p50 < 1 && r.oursFailures === 0 ? "yes" : "**no**",
  ];
}
