/**
 * The fault engine: decides, per request and from a seeded generator, the latency and the failure to inject, and
 * holds the ledger's timing profile and the solver NOT_FOUND windows. Same seed and same request sequence give
 * the same decisions.
 *
 * @example The next request to a route fails exactly
 * ```ts
 * import assert from "node:assert/strict";
 * import { FaultEngine } from "./fault_engine.ts";
 * const faults = new FaultEngine({ seed: 1 });
 * faults.update({ schedules: [{ route: "POST /intent/execute", fault: "error5xx", status: 502 }] });
 * assert.ok(faults.decide("POST", "/intent/execute").status === 502);
 * assert.ok(faults.decide("POST", "/intent/execute").fault === undefined);
 * ```
 * @example An answer lost after the handler ran, as a gateway's 504
 * ```ts
 * import assert from "node:assert/strict";
 * import { FaultEngine } from "./fault_engine.ts";
 * const faults = new FaultEngine({ seed: 1 });
 * faults.update({ schedules: [{ route: "POST /relayer#submit", fault: "lost", status: 504 }] });
 * const d = faults.decide("POST", "/relayer#submit");
 * assert.ok(d.fault === "lost" && d.status === 504 && faults.injected.lost === 1);
 * ```
 * @module
 */
import { createRng, type Rng } from "../state/rng.ts";
import type { LedgerProfile } from "../state/types.ts";
import { faultPreset, type FaultPresetName, patchProfile } from "./presets.ts";
import { matchesRoute } from "./route_pattern.ts";
import {
  FAULT_KINDS,
  type FaultConfig,
  type FaultDecision,
  type FaultKind,
  type FaultSchedule,
  type LatencySpec,
  type LedgerProfilePatch,
  type RouteFaultRule,
  type SolverNotFoundWindow,
} from "./types.ts";

/** A change of the fault configuration; omitted fields keep their current value. */
export interface FaultConfigPatch {
  /** Start from this preset (rules, windows, profile and pending schedules replaced). @default keep current */
  preset?: FaultPresetName | undefined;
  /** Replaces the rules. @default keep */
  rules?: RouteFaultRule[] | undefined;
  /** Appended to the pending schedules. @default none */
  schedules?: FaultSchedule[] | undefined;
  /** Drops every pending schedule before appending. @default false */
  clearSchedules?: boolean | undefined;
  /** Replaces the solver NOT_FOUND windows. @default keep */
  solverNotFound?: SolverNotFoundWindow[] | undefined;
  /** Merged over the current profile. @default keep */
  profile?: LedgerProfilePatch | undefined;
  /** Sets how many of the next sponsored activations answer 409 SEQUENCE_CONFLICT. @default keep */
  sponsoringSequenceConflicts?: number | undefined;
  /** Sets how many of the next new signed EVM txs are answered but never mined. @default keep */
  unminedSpokeTxs?: number | undefined;
}

/** Options of {@link FaultEngine}. */
export interface FaultEngineOptions {
  /** Seed of the fault decisions. */
  seed: number;
  /** Initial preset. @default "calm" */
  preset?: FaultPresetName | undefined;
}

/** Number of faults injected, by kind. */
export type InjectedCounts = Record<FaultKind, number>;

/** Everything a {@link FaultEngine} holds: seed, preset name, configuration, generator state, counts. */
export interface FaultEngineSnapshot {
  /** Seed of the fault decisions. */
  seed: number;
  /** Name of the last preset applied. */
  preset: FaultPresetName;
  /** The configuration in force (rules, pending schedules, windows, profile, sequence conflicts). */
  config: FaultConfig;
  /** Internal state of the decision generator. */
  rng: number;
  /** Faults injected so far, by kind. */
  injected: InjectedCounts;
}

const zeroCounts = (): InjectedCounts => ({ keyVerification503: 0, error5xx: 0, drop: 0, stall: 0, lost: 0 });
const SEED_SALT = 0x5eed_fa17;
/** The decision of a request no schedule nor rule covers. */
const noFault = (): FaultDecision => ({ latencyMs: 0, source: "none" });

/** Seeded fault decisions plus the profile knobs of the ledger. */
export class FaultEngine {
  #config: FaultConfig;
  #rng: Rng;
  #seed: number;
  #presetName: FaultPresetName;
  /** Faults injected so far, by kind. */
  injected: InjectedCounts = zeroCounts();

  /**
   * Builds an engine on a preset and seed.
   *
   * @param options seed and initial preset
   */
  constructor(options: FaultEngineOptions) {
    this.#seed = options.seed;
    this.#rng = createRng((options.seed ^ SEED_SALT) >>> 0);
    this.#presetName = options.preset ?? "calm";
    this.#config = faultPreset(this.#presetName);
  }

  /** Name of the last preset applied. */
  get presetName(): FaultPresetName {
    return this.#presetName;
  }

  /** A copy of the current configuration. */
  config(): FaultConfig {
    return structuredClone(this.#config);
  }

  /** The ledger profile in force (read by the ledger at each decision). */
  profile(): LedgerProfile {
    return this.#config.profile;
  }

  /** Applies a patch (see {@link FaultConfigPatch}). */
  update(patch: FaultConfigPatch): void {
    if (patch.preset !== undefined) {
      this.#presetName = patch.preset;
      this.#config = faultPreset(patch.preset);
    }
    if (patch.rules !== undefined) this.#config.rules = structuredClone(patch.rules);
    if (patch.clearSchedules) this.#config.schedules = [];
    if (patch.schedules !== undefined) {
      this.#config.schedules.push(
        ...structuredClone(patch.schedules).map((s) => ({ ...s, count: s.count ?? 1 })),
      );
    }
    if (patch.solverNotFound !== undefined) {
      this.#config.solverNotFound = structuredClone(patch.solverNotFound);
    }
    if (patch.profile !== undefined) this.#config.profile = patchProfile(this.#config.profile, patch.profile);
    if (patch.sponsoringSequenceConflicts !== undefined) {
      this.#config.sponsoringSequenceConflicts = Math.max(0, Math.floor(patch.sponsoringSequenceConflicts));
    }
    if (patch.unminedSpokeTxs !== undefined) {
      this.#config.unminedSpokeTxs = Math.max(0, Math.floor(patch.unminedSpokeTxs));
    }
  }

  /** A deep copy of everything the engine holds (see {@link FaultEngineSnapshot}). */
  toSnapshot(): FaultEngineSnapshot {
    return structuredClone({
      seed: this.#seed,
      preset: this.#presetName,
      config: this.#config,
      rng: this.#rng.state(),
      injected: this.injected,
    });
  }

  /** Replaces everything the engine holds with a snapshot's (a deep copy of it). */
  restoreSnapshot(snapshot: FaultEngineSnapshot): void {
    const s = structuredClone(snapshot);
    this.#seed = s.seed;
    this.#presetName = s.preset;
    this.#config = s.config;
    this.#rng = createRng((s.seed ^ SEED_SALT) >>> 0, s.rng);
    this.injected = s.injected;
  }

  /** Whether no rule or schedule is configured: `decide` would answer "no fault, no latency" without drawing. */
  isIdle(): boolean {
    return this.#config.schedules.length === 0 && this.#config.rules.length === 0;
  }

  /** Consumes one pending sponsoring sequence conflict; true when the activation must answer 409. */
  takeSequenceConflict(): boolean {
    if (this.#config.sponsoringSequenceConflicts <= 0) return false;
    this.#config.sponsoringSequenceConflicts--;
    return true;
  }

  /** Consumes one pending unmined spoke tx; true when the node must answer the tx's hash without mining it. */
  takeUnminedSpokeTx(): boolean {
    if (this.#config.unminedSpokeTxs <= 0) return false;
    this.#config.unminedSpokeTxs--;
    return true;
  }

  /** Reseeds, zeroes the counters and drops pending schedules and windows; rules and profile stay. */
  reset(seed: number = this.#seed): void {
    this.#seed = seed;
    this.#rng = createRng((seed ^ SEED_SALT) >>> 0);
    this.injected = zeroCounts();
    this.#config.schedules = [];
    this.#config.solverNotFound = [];
    this.#config.sponsoringSequenceConflicts = 0;
    this.#config.unminedSpokeTxs = 0;
  }

  /**
   * Decides what happens to one request. Schedules come first (in order, no randomness); otherwise the first
   * matching rule draws one number for the failure and, for a latency range, one for the latency.
   */
  decide(method: string, routePath: string): FaultDecision {
    const schedules = this.#config.schedules;
    if (schedules.length === 0 && this.#config.rules.length === 0) return noFault();
    const i = schedules.findIndex((s) => matchesRoute(s.route, method, routePath));
    if (i >= 0) {
      const s = schedules[i];
      s.count = (s.count ?? 1) - 1;
      if (s.count <= 0) schedules.splice(i, 1);
      this.injected[s.fault]++;
      return {
        latencyMs: Math.max(0, s.latencyMs ?? 0),
        fault: s.fault,
        status: s.fault === "error5xx" ? s.status ?? 500 : s.fault === "lost" ? s.status : undefined,
        headers: s.headers,
        source: "schedule",
      };
    }
    const rule = this.#config.rules.find((r) => matchesRoute(r.route, method, routePath));
    if (!rule) return noFault();
    const roll = this.#rng.next();
    const latencyMs = this.#latency(rule.latencyMs);
    const fault = pickFault(rule, roll);
    if (fault) this.injected[fault]++;
    return { latencyMs, fault, status: fault === "error5xx" ? 500 : undefined, source: "rule" };
  }

  #latency(spec: LatencySpec | undefined): number {
    if (spec === undefined) return 0;
    if (typeof spec === "number") return Math.max(0, spec);
    const min = Math.max(0, Math.min(spec.min, spec.max));
    return this.#rng.int(Math.floor(min), Math.floor(Math.max(spec.min, spec.max)));
  }

  /** Tells whether a NOT_FOUND window covers this intent at `now`. */
  solverNotFound(intentTxHash: string, now: number): boolean {
    const hash = intentTxHash.toLowerCase();
    return this.#config.solverNotFound.some((w) =>
      now >= (w.fromMs ?? 0) && now < w.untilMs &&
      (w.intentTxHash === undefined || w.intentTxHash.toLowerCase() === hash)
    );
  }
}

function pickFault(rule: RouteFaultRule, roll: number): FaultKind | undefined {
  let edge = 0;
  for (const kind of FAULT_KINDS) {
    edge += Math.max(0, rule[kind] ?? 0);
    if (roll < edge) return kind;
  }
  return undefined;
}
