/**
 * Track path (issue 21): `client.swaps.track` vs the README's old loop (solver status every 500 ms, then
 * `getSolvedIntentPacket`) and vs a fixed 2 s poll (status every 2 s, then the relayer every 2 s), in virtual time
 * against the in-process simulator, on several solver/relay timing profiles. Each sample registers a hub intent
 * in the ledger, asks the solver to execute it at t0 and starts tracking at t0; lag = the time the call returned
 * minus the time the fill's packet became `executed` on the destination chain; requests = every request the
 * client sent (solver status, backend intent record, relayer).
 * @module
 */
import { getIntentRelayChainId } from "../../core/chains/mod.ts";
import { SolverIntentStatusCode } from "../../core/schemas/solver.ts";
import { XSwap } from "../../mod.ts";
import { getSolvedIntentPacket } from "../../services/relay/mod.ts";
import { createSimulatorApp, DEFAULT_LEDGER_PROFILE } from "../../simulator/mod.ts";
import { logNormalFactors, mean, percentile } from "../_stats.ts";
import { installVirtualTime } from "./virtual_time.ts";

/** The trackers compared. */
export type Tracker = "ours" | "loop500" | "fixed2s";

const TRACKERS: readonly Tracker[] = ["ours", "loop500", "fixed2s"];

/** A solver/relay timing profile; every sample scales both by the same seeded log-normal factor. */
export interface TrackProfile {
  name: string;
  /** Median ms from `/execute` to the fill. */
  firstFillMs: number;
  /** Scale of the default relay phases (executed 1.5 s x scale at the median). */
  relayScale: number;
  /** Log-space standard deviation of the per-sample factor. */
  sigma: number;
}

/** The profiles measured. */
export const TRACK_PROFILES: readonly TrackProfile[] = [
  { name: "fast", firstFillMs: 100, relayScale: 0.2, sigma: 0.5 },
  { name: "default", firstFillMs: 500, relayScale: 1, sigma: 0.5 },
  { name: "slow, long tails", firstFillMs: 3_000, relayScale: 8000 / 1500, sigma: 1 },
];

/** One tracker on one profile. */
export interface TrackStats {
  lagP50: number;
  lagP95: number;
  requests: number;
  failures: number;
  /**
   * Calibration of the delivery estimate (ours only): the median over swaps of |time of the first event that
   * carries `etaMs` + `etaMs` - the actual delivery|, in ms.
   */
  etaAbsErrorP50?: number | undefined;
  /** The same error for the estimate carried by the `solved` event (after the solve, milestones bound it). */
  etaAbsErrorSolvedP50?: number | undefined;
  /** Share of the delivered swaps whose events carried an `etaMs` (ours only). */
  etaCoverage?: number | undefined;
}

/** Results of one profile. */
export interface TrackProfileResult {
  profile: TrackProfile;
  stats: Record<Tracker, TrackStats>;
}

/** Everything the track comparison measured. */
export interface TrackResults {
  samples: number;
  profiles: TrackProfileResult[];
}

const HUB = "sonic";
const DST = "0x38.bsc";
const LIMIT_MS = 600_000;

/** Options of {@link measureTrack}. */
export interface TrackOptions {
  /** Samples per tracker per profile. @default 150 */
  samples?: number | undefined;
  /** Profiles. @default TRACK_PROFILES */
  profiles?: readonly TrackProfile[] | undefined;
}

/** Runs the track comparison in virtual time; real timers are restored afterwards. */
export async function measureTrack(options: TrackOptions = {}): Promise<TrackResults> {
  const samples = options.samples ?? 150;
  const vt = installVirtualTime();
  const sim = createSimulatorApp({ clock: "system", preset: "calm", seed: 21, unlimitedAllowances: true });
  let requests = 0;
  const counted = ((input: string | URL | Request, init?: RequestInit) => {
    requests++;
    return sim.fetch(input, init);
  }) as typeof fetch;
  const dstRelayId = getIntentRelayChainId(DST);
  let seq = 0;
  const profiles: TrackProfileResult[] = [];
  try {
    for (const profile of options.profiles ?? TRACK_PROFILES) {
      const stats = {} as Record<Tracker, TrackStats>;
      for (const tracker of TRACKERS) {
        const client = new XSwap({ ...sim.clientConfig, fetch: counted });
        const factor = logNormalFactors(4242, profile.sigma);
        const lags: number[] = [];
        const etaErrors: number[] = [];
        const solvedErrors: number[] = [];
        const reqs: number[] = [];
        let failures = 0;
        for (let i = 0; i < samples; i++) {
          const k = factor();
          const relay = {
            validatingMs: Math.round(DEFAULT_LEDGER_PROFILE.relay.validatingMs * profile.relayScale * k),
            executingMs: Math.round(DEFAULT_LEDGER_PROFILE.relay.executingMs * profile.relayScale * k),
            executedMs: Math.round(DEFAULT_LEDGER_PROFILE.relay.executedMs * profile.relayScale * k),
          };
          const firstFillMs = Math.round(profile.firstFillMs * k);
          sim.setFaults({ profile: { relay, solver: { firstFillMs, partialFills: 1, failProbability: 0 } } });
          const hubTxHash = `0x${(++seq).toString(16).padStart(64, "0")}`;
          const who = `0x${seq.toString(16).padStart(40, "0")}`;
          sim.ledger.recordSpokeTx({
            chainKey: HUB,
            txHash: hubTxHash,
            from: who,
            intent: {
              intentId: BigInt(seq),
              creator: who,
              inputToken: "0x0000000000000000000000000000000000000001",
              outputToken: "0x0000000000000000000000000000000000000002",
              inputAmount: 1_000_000n,
              minOutputAmount: 1n,
              deadline: 0n,
              allowPartialFill: false,
              srcChain: 146n,
              dstChain: dstRelayId,
              srcAddress: who,
              dstAddress: who,
              solver: "0x0000000000000000000000000000000000000000",
              data: "0x",
            },
          });
          const t0 = vt.now();
          sim.ledger.execute(hubTxHash);
          const deliveredAt = t0 + firstFillMs + relay.executedMs;
          requests = 0;
          let predicted: number | undefined;
          let predictedAtSolve: number | undefined;
          const onEta = (etaMs: number, phase: string): void => {
            predicted ??= vt.now() + etaMs;
            if (phase === "solved") predictedAtSolve = vt.now() + etaMs;
          };
          const r = await vt.settle(
            runTracker(tracker, client, hubTxHash, { relayer: sim.urls.relayer, fetch: counted }, onEta),
            LIMIT_MS,
          );
          if (r.settled && r.value === true) {
            lags.push(r.at - deliveredAt);
            if (predicted !== undefined) etaErrors.push(Math.abs(predicted - deliveredAt));
            if (predictedAtSolve !== undefined) solvedErrors.push(Math.abs(predictedAtSolve - deliveredAt));
          } else failures++;
          reqs.push(requests);
        }
        stats[tracker] = {
          lagP50: percentile(lags, 0.5),
          lagP95: percentile(lags, 0.95),
          requests: mean(reqs),
          failures,
          ...(tracker === "ours"
            ? {
              etaAbsErrorP50: percentile(etaErrors, 0.5),
              etaAbsErrorSolvedP50: percentile(solvedErrors, 0.5),
              etaCoverage: etaErrors.length / Math.max(1, lags.length),
            }
            : {}),
        };
      }
      profiles.push({ profile, stats });
    }
    return { samples, profiles };
  } finally {
    sim.close();
    vt.uninstall();
  }
}

async function runTracker(
  tracker: Tracker,
  client: XSwap,
  hubTxHash: string,
  relay: { relayer: string; fetch: typeof fetch },
  onEta: (etaMs: number, phase: string) => void = () => {},
): Promise<boolean> {
  if (tracker === "ours") {
    const r = await client.swaps.track({ hubTxHash, dstChainKey: DST }, {
      timeout: 300_000,
      random: () => 0.5,
      onProgress: (e) => {
        if (e.etaMs !== undefined) onEta(e.etaMs, e.phase);
      },
    });
    return r.ok;
  }
  const interval = tracker === "loop500" ? 500 : 2_000;
  for (let attempt = 0; attempt < 600; attempt++) {
    const status = await client.swaps.getDetailedStatus({ intent_tx_hash: hubTxHash });
    if (status.ok && status.value.status === SolverIntentStatusCode.SOLVED && status.value.fill_tx_hash) {
      const fillTxHash = status.value.fill_tx_hash;
      // the README's loop used the library's default wait; the fixed poll asks at once, then every 2 s
      const packet = tracker === "loop500"
        ? await client.swaps.getSolvedIntentPacket({ chainId: DST, fillTxHash })
        : await getSolvedIntentPacket({
          chainId: DST,
          fillTxHash,
          relayerApiEndpoint: relay.relayer,
          transport: { fetch: relay.fetch },
          schedule: (c) => c.attempt === 0 ? 0 : 2_000,
        });
      return packet.ok;
    }
    if (status.ok && status.value.status === SolverIntentStatusCode.FAILED) return false;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  return false;
}
