/**
 * Fault presets: `calm` (no faults, default timing), `instant` (no faults, zero latency, instant relay and fills),
 * `flaky` (occasional failures and slower relays) and `hostile` (frequent failures, answers lost after the
 * handler ran, slow relays, partial fills).
 *
 * @example Read a preset
 * ```ts
 * import assert from "node:assert/strict";
 * import { faultPreset } from "./presets.ts";
 * assert.ok(faultPreset("instant").profile.relay.executedMs === 0);
 * assert.ok(faultPreset("calm").rules.length === 0);
 * ```
 * @module
 */
import { DEFAULT_LEDGER_PROFILE } from "../state/ledger.ts";
import type { LedgerProfile } from "../state/types.ts";
import type { FaultConfig, LedgerProfilePatch } from "./types.ts";

/** Names of the presets. */
export const FAULT_PRESET_NAMES = ["calm", "instant", "flaky", "hostile"] as const;
/** A preset name. */
export type FaultPresetName = typeof FAULT_PRESET_NAMES[number];

/** Tells whether a string names a preset. */
export function isFaultPresetName(value: unknown): value is FaultPresetName {
  return typeof value === "string" && (FAULT_PRESET_NAMES as readonly string[]).includes(value);
}

function defined<T extends object>(value: { [K in keyof T]?: T[K] | undefined } | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Applies a deep-partial patch to a profile, returning a new profile (`undefined` fields keep their value). */
export function patchProfile(base: LedgerProfile, patch: LedgerProfilePatch | undefined): LedgerProfile {
  return {
    relay: { ...base.relay, ...defined<LedgerProfile["relay"]>(patch?.relay) },
    solver: { ...base.solver, ...defined<LedgerProfile["solver"]>(patch?.solver) },
    submitTx: { ...base.submitTx, ...defined<LedgerProfile["submitTx"]>(patch?.submitTx) },
  };
}

const INSTANT_PROFILE: LedgerProfile = {
  relay: { validatingMs: 0, executingMs: 0, executedMs: 0 },
  solver: { firstFillMs: 0, fillIntervalMs: 0, partialFills: 1, failProbability: 0 },
  submitTx: { verifyMs: 0, failProbability: 0, abandonProbability: 0 },
};

/**
 * The fault configuration of a preset (a fresh copy each call).
 *
 * @param name the preset
 * @returns its configuration
 * @example The flaky preset injects failures on every service
 * ```ts
 * import assert from "node:assert/strict";
 * import { faultPreset } from "./presets.ts";
 * assert.ok(faultPreset("flaky").rules[0].route === "*");
 * assert.ok((faultPreset("hostile").rules[0].lost ?? 0) > 0);
 * ```
 */
export function faultPreset(name: FaultPresetName): FaultConfig {
  switch (name) {
    case "calm":
      return {
        rules: [],
        schedules: [],
        solverNotFound: [],
        sponsoringSequenceConflicts: 0,
        unminedSpokeTxs: 0,
        profile: patchProfile(DEFAULT_LEDGER_PROFILE, {}),
      };
    case "instant":
      return {
        rules: [],
        schedules: [],
        solverNotFound: [],
        sponsoringSequenceConflicts: 0,
        unminedSpokeTxs: 0,
        profile: patchProfile(INSTANT_PROFILE, {}),
      };
    case "flaky":
      return {
        rules: [{
          route: "*",
          latencyMs: { min: 20, max: 250 },
          keyVerification503: 0.03,
          error5xx: 0.05,
          drop: 0.02,
          stall: 0.01,
        }],
        schedules: [],
        solverNotFound: [],
        sponsoringSequenceConflicts: 0,
        unminedSpokeTxs: 0,
        profile: patchProfile(DEFAULT_LEDGER_PROFILE, {
          relay: { validatingMs: 1_000, executingMs: 3_000, executedMs: 6_000 },
          // Transient faults only: the solver never fails an intent here (that is `hostile`'s job); backend jobs
          // that fail or are abandoned are ridden out by the client's fallback.
          solver: { firstFillMs: 2_000, fillIntervalMs: 1_500, partialFills: 2, failProbability: 0 },
          submitTx: { verifyMs: 1_000, failProbability: 0.05, abandonProbability: 0.02 },
        }),
      };
    case "hostile":
      return {
        rules: [{
          route: "*",
          latencyMs: { min: 100, max: 2_000 },
          keyVerification503: 0.1,
          error5xx: 0.15,
          drop: 0.05,
          stall: 0.05,
          lost: 0.03,
        }],
        schedules: [],
        solverNotFound: [],
        sponsoringSequenceConflicts: 0,
        unminedSpokeTxs: 0,
        profile: patchProfile(DEFAULT_LEDGER_PROFILE, {
          relay: { validatingMs: 3_000, executingMs: 10_000, executedMs: 20_000 },
          solver: { firstFillMs: 5_000, fillIntervalMs: 4_000, partialFills: 3, failProbability: 0.1 },
          submitTx: { verifyMs: 3_000, failProbability: 0.2, abandonProbability: 0.1 },
        }),
      };
  }
}
