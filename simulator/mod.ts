/**
 * A local simulator of the cross-chain swap backend: gateway (data API, oracle, intent records), solver,
 * relayer, swaps API v2, bridge, Stellar sponsoring with Horizon reads, EVM JSON-RPC, a seeded fault layer and a
 * control API. Run it with `deno task simulate`, or start it from tests.
 *
 * @example Start, point a client at it, stop
 * ```ts
 * import assert from "node:assert/strict";
 * import { startSimulator } from "./mod.ts";
 * await using sim = await startSimulator({ preset: "instant" });
 * assert.ok(sim.clientConfig.apiKey === "sim-key");
 * const res = await sim.fetch("/v1/intent/oracle");
 * assert.ok(Array.isArray(await res.json()));
 * ```
 * @module
 */
export { createSimulatorApp, type SimulatorApp } from "./app.ts";
export { type RunningSimulator, startSimulator } from "./start.ts";
export {
  DEFAULT_SIM_PORT,
  DEFAULT_SIM_PREFIX,
  DEFAULT_SIM_SEED,
  normalisePrefix,
  type SimulatorOptions,
} from "./options.ts";
export {
  clientOptionsForSimulator,
  type ClientOptionsForSimulatorOptions,
  simulatorClientConfig,
  type SimulatorUrls,
  simulatorUrls,
} from "./client_config/urls.ts";
export { type SimFetch } from "./in_process_fetch.ts";
export {
  type SodaxHubChainConfig,
  sodaxOptionsForSimulator,
  type SodaxSimulatorConfig,
  type SodaxSimulatorOptions,
} from "./client_config/sodax_options.ts";
export { type ApiKeyEntry, type AuthOptions, DEFAULT_SIM_API_KEY } from "./auth/api_keys.ts";
export { type FaultConfigPatch, FaultEngine } from "./faults/fault_engine.ts";
export { FAULT_PRESET_NAMES, faultPreset, type FaultPresetName } from "./faults/presets.ts";
export { type SimSleep, timerSleep } from "./faults/sleep.ts";
export { FAULT_HEADER } from "./faults/middleware.ts";
export type {
  FaultConfig,
  FaultKind,
  FaultSchedule,
  LatencySpec,
  LedgerProfilePatch,
  RouteFaultRule,
  SolverNotFoundWindow,
} from "./faults/types.ts";
export type { RequestLogEntry, RequestLogFilter } from "./request_log/request_log.ts";
export { createManualClock, type ManualClock, type SimClock, systemClock } from "./state/clock.ts";
export { DEFAULT_LEDGER_PROFILE, Ledger } from "./state/ledger.ts";
export type { LedgerProfile } from "./state/types.ts";

// Types referenced by the signatures above (so the documentation links them)
export type { SimContext } from "./context/sim_context.ts";
export type { SimEnv, SimVariables } from "./faults/sim_env.ts";
export type { ApiKeyRegistry, KeyCheck } from "./auth/api_keys.ts";
export type { RequestLog } from "./request_log/request_log.ts";
export type { CandlesCache } from "./gateway/oracle_app.ts";
export type { InjectedCounts } from "./faults/fault_engine.ts";
export type { FaultDecision, PartialFields, RoutePattern } from "./faults/types.ts";
export type { RelaySubmitOutcome } from "./state/ledger.ts";
export type {
  JobKind,
  JobStatus,
  LedgerEvent,
  LedgerFill,
  LedgerHubIntent,
  LedgerIntent,
  LedgerJob,
  LedgerSpokeTx,
  MutationName,
  SplitTxResolution,
  SplitTxResolver,
} from "./state/types.ts";
export { SIM_NEAR_TEST_ACCOUNT } from "./chains/near/rpc_app.ts";
export type { Hono } from "hono";
export type { LedgerHubFill } from "./state/types.ts";

// Scenarios: snapshots, recordings, replay (issue 22 part C)
export {
  type RestoreOutcome,
  restoreSnapshot,
  type SimSnapshot,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  takeSnapshot,
} from "./scenarios/snapshot.ts";
export { type Recording, RECORDING_FORMAT, RECORDING_VERSION } from "./scenarios/recording.ts";
export type { RecordedRequest } from "./scenarios/request_recorder.ts";
export { type ReplayOptions, replayRecording, type ReplaySummary, stateDigest } from "./replay.ts";
export type { ScenarioSession } from "./scenarios/scenarios_app.ts";
export { SNAPSHOT_PARTS, type SnapshotPart } from "./scenarios/snapshot_parts.ts";
export type { JsonValue } from "./scenarios/json_value.ts";
export type { LedgerSnapshot } from "./state/types.ts";
export type { FaultEngineSnapshot } from "./faults/fault_engine.ts";
export type { RequestLogSnapshot } from "./request_log/request_log.ts";
