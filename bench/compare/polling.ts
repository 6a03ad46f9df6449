/**
 * Polling path: ours (`relayTxAndWaitPacket` with the library's default schedule) vs the reference's, against the
 * in-process simulator in virtual time. Profiles: the default relay profile with its latency scaled by a seeded log-normal factor (median 1,
 * so executed after 1.5 s at the median), a hard-stalled relayer (`get_transaction_packets` never answers) and a
 * slow relayer (each poll answered after 1-20 s, the packet never executes).
 * @module
 */
import { relayTxAndWaitPacket } from "../../services/relay/mod.ts";
import { RelayLatencyEstimator } from "../../services/relay/poll_policy.ts";
import { createSimulatorApp, DEFAULT_LEDGER_PROFILE, type SimulatorApp } from "../../simulator/mod.ts";
import { logNormalFactors, mean, percentile } from "../_stats.ts";
import type { ReferenceRelay } from "./reference.ts";
import { installVirtualTime, type VirtualTime } from "./virtual_time.ts";

/** One side of the comparison. */
export type Side = "ours" | "reference";

const SIDES: readonly Side[] = ["ours", "reference"];

/** Measurements of one side on the latency distribution. */
export interface LagStats {
  lagP50: number;
  lagP95: number;
  /** Mean relayer requests per relay (submit included). */
  requests: number;
  failures: number;
}

/** Measurements of one side against a stalled relayer. */
export interface OverrunStats {
  /** Overrun past the timeout in ms (p50 / p95 / max); `Infinity` when the call never returned. */
  p50: number;
  p95: number;
  max: number;
  /** Relays that never returned (no timer pending, request never answered). */
  hung: number;
  runs: number;
}

/** A relay timing profile: the default relay phases scaled by `scale` times a seeded log-normal factor. */
export interface RelayTimingProfile {
  name: string;
  /** Scale of the default profile's phases (executed after 1.5 s x scale at the median). */
  scale: number;
  /** Log-space standard deviation of the per-relay factor (median 1). */
  sigma: number;
}

/** The profiles measured: the schedule was tuned on none of them but `default`. */
export const RELAY_TIMING_PROFILES: readonly RelayTimingProfile[] = [
  { name: "fast", scale: 0.2, sigma: 0.5 },
  { name: "default", scale: 1, sigma: 0.5 },
  { name: "slow", scale: 8000 / 1500, sigma: 0.5 },
  { name: "long-tailed", scale: 1, sigma: 1.2 },
];

/** The lag measurements of one profile. */
export interface ProfileLag {
  profile: RelayTimingProfile;
  lag: Record<Side, LagStats>;
}

/** Everything the polling comparison measured. */
export interface PollingResults {
  samples: number;
  profiles: ProfileLag[];
  hardStall: Record<Side, OverrunStats>;
  slowRelayer: Record<Side, OverrunStats>;
  timeoutMs: number;
}

const CHAIN = "0x2105.base";
const FROM = "0x00000000000000000000000000000000000000aa";
const HUNG_LIMIT_MS = 600_000;

interface Harness {
  sim: SimulatorApp;
  vt: VirtualTime;
  count(): number;
  reset(): void;
  fetch: typeof fetch;
}

function harness(): Harness {
  const vt = installVirtualTime();
  const sim = createSimulatorApp({ clock: "system", preset: "calm", seed: 11, unlimitedAllowances: true });
  let relayer = 0;
  const counted = ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, sim.urls.origin).pathname.startsWith("/relayer")) relayer++;
    return sim.fetch(input, init);
  }) as typeof fetch;
  return { sim, vt, fetch: counted, count: () => relayer, reset: () => (relayer = 0) };
}

/** The reference calls the global `fetch`: route it to the simulator while the comparison runs. */
function routeGlobalFetch(h: Harness): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = h.fetch;
  return () => {
    globalThis.fetch = original;
  };
}

let txSeq = 0;
function newTx(h: Harness): string {
  const txHash = `0x${(++txSeq).toString(16).padStart(64, "0")}`;
  h.sim.ledger.recordSpokeTx({ chainKey: CHAIN, txHash, from: FROM });
  return txHash;
}

function start(
  side: Side,
  h: Harness,
  ref: ReferenceRelay,
  txHash: string,
  timeout: number,
  latency?: RelayLatencyEstimator,
): Promise<unknown> {
  if (side === "ours") {
    return relayTxAndWaitPacket({
      srcTxHash: txHash,
      chainKey: CHAIN,
      relayerApiEndpoint: h.sim.urls.relayer,
      timeout,
      transport: { fetch: h.fetch },
      latency,
    });
  }
  return ref(txHash, undefined, { chainConfig: { chain: { id: CHAIN } } }, h.sim.urls.relayer, timeout);
}

async function lagRun(
  h: Harness,
  ref: ReferenceRelay,
  samples: number,
  profile: RelayTimingProfile,
): Promise<Record<Side, LagStats>> {
  const out = {} as Record<Side, LagStats>;
  for (const side of SIDES) {
    // ours learns as a client does: one estimator kept across the profile's relays, cold at the first one
    const latency = new RelayLatencyEstimator();
    const factor = logNormalFactors(2024, profile.sigma);
    const lags: number[] = [];
    const requests: number[] = [];
    let failures = 0;
    for (let i = 0; i < samples; i++) {
      const k = factor() * profile.scale;
      const relay = {
        validatingMs: Math.round(DEFAULT_LEDGER_PROFILE.relay.validatingMs * k),
        executingMs: Math.round(DEFAULT_LEDGER_PROFILE.relay.executingMs * k),
        executedMs: Math.round(DEFAULT_LEDGER_PROFILE.relay.executedMs * k),
      };
      h.sim.setFaults({ profile: { relay } });
      const txHash = newTx(h);
      h.reset();
      const t0 = h.vt.now();
      const r = await h.vt.settle(start(side, h, ref, txHash, 120_000, latency), HUNG_LIMIT_MS);
      const ok = r.settled && (r.value as { ok?: boolean } | undefined)?.ok === true;
      if (!ok) failures++;
      else lags.push(r.at - (t0 + relay.executedMs));
      requests.push(h.count());
    }
    out[side] = {
      lagP50: percentile(lags, 0.5),
      lagP95: percentile(lags, 0.95),
      requests: mean(requests),
      failures,
    };
  }
  return out;
}

async function overrunRun(
  h: Harness,
  ref: ReferenceRelay,
  runs: number,
  timeoutMs: number,
  rule: Record<string, unknown>,
  hungCalls: Promise<unknown>[],
): Promise<Record<Side, OverrunStats>> {
  const out = {} as Record<Side, OverrunStats>;
  h.sim.setFaults({
    rules: [{ route: "POST /relayer#get_transaction_packets", ...rule }],
    profile: { relay: { validatingMs: 1e9, executingMs: 1e9, executedMs: 1e9 } },
  });
  for (const side of SIDES) {
    const overruns: number[] = [];
    let hung = 0;
    for (let i = 0; i < runs && hung === 0; i++) {
      const txHash = newTx(h);
      const t0 = h.vt.now();
      const p = start(side, h, ref, txHash, timeoutMs);
      const r = await h.vt.settle(p, timeoutMs + HUNG_LIMIT_MS);
      if (r.settled) overruns.push(Math.max(0, r.at - (t0 + timeoutMs)));
      else {
        // every further run would hang the same way; the call is released when the simulator closes
        hung++;
        overruns.push(Infinity);
        hungCalls.push(p);
      }
    }
    out[side] = {
      p50: percentile(overruns, 0.5),
      p95: percentile(overruns, 0.95),
      max: Math.max(...overruns),
      hung,
      runs: overruns.length,
    };
  }
  h.sim.setFaults({ rules: [] });
  return out;
}

/** Options of {@link measurePolling}. */
export interface PollingOptions {
  /** Relays per side on the latency distribution. @default 400 */
  samples?: number | undefined;
  /** Relay timing profiles. @default RELAY_TIMING_PROFILES */
  profiles?: readonly RelayTimingProfile[] | undefined;
  /** Relay timeout of the stall profiles. @default 30_000 */
  timeoutMs?: number | undefined;
  /** Relays per side per stall profile. @default 40 */
  stallRuns?: number | undefined;
}

/** Runs the polling comparison in virtual time; real timers are restored afterwards. */
export async function measurePolling(
  ref: ReferenceRelay,
  options: PollingOptions = {},
): Promise<PollingResults> {
  const samples = options.samples ?? 400;
  const profileList = options.profiles ?? RELAY_TIMING_PROFILES;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const stallRuns = options.stallRuns ?? 40;
  const h = harness();
  const restoreFetch = routeGlobalFetch(h);
  const hungCalls: Promise<unknown>[] = [];
  try {
    const profiles: ProfileLag[] = [];
    for (const profile of profileList) {
      profiles.push({ profile, lag: await lagRun(h, ref, samples, profile) });
    }
    const slow = { latencyMs: { min: 1_000, max: 20_000 } };
    const slowRelayer = await overrunRun(h, ref, stallRuns, timeoutMs, slow, hungCalls);
    const hardStall = await overrunRun(h, ref, stallRuns, timeoutMs, { stall: 1 }, hungCalls);
    return { samples, profiles, hardStall, slowRelayer, timeoutMs };
  } finally {
    h.sim.close();
    await h.vt.settle(Promise.allSettled(hungCalls), HUNG_LIMIT_MS);
    h.vt.uninstall();
    restoreFetch();
  }
}

/** Overrun of our wait against a hard-stalled relayer on the real clock (ms past the timeout, per run). */
export async function measureRealStallOverrun(runs = 5, timeoutMs = 300): Promise<number[]> {
  const sim = createSimulatorApp({ preset: "calm", seed: 12, unlimitedAllowances: true });
  sim.setFaults({ rules: [{ route: "POST /relayer#get_transaction_packets", stall: 1 }] });
  const out: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const txHash = `0x${(0xdead0000 + i).toString(16).padStart(64, "0")}`;
      sim.ledger.recordSpokeTx({ chainKey: CHAIN, txHash, from: FROM });
      const t0 = performance.now();
      await relayTxAndWaitPacket({
        srcTxHash: txHash,
        chainKey: CHAIN,
        relayerApiEndpoint: sim.urls.relayer,
        timeout: timeoutMs,
        transport: { fetch: sim.fetch },
      });
      out.push(Math.max(0, performance.now() - t0 - timeoutMs));
    }
  } finally {
    sim.close();
  }
  return out;
}
