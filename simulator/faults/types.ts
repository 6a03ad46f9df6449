/**
 * Types of the simulator's fault layer: per-route rules, exact schedules, solver NOT_FOUND windows and the
 * ledger's timing profile, all in one {@link FaultConfig}.
 * @module
 */
import type { LedgerProfile } from "../state/types.ts";

/** A fixed latency in ms, or a uniform range drawn from the seeded generator. */
export type LatencySpec = number | { min: number; max: number };

/**
 * The kinds of failure the fault layer injects. All but `lost` strike before the route's handler (nothing is
 * applied); `lost` lets the handler run (a mutation is applied, state changes) and then loses its answer: the
 * connection is reset, or a gateway answers 502/504 (a schedule's `status`), as when a proxy times out on an
 * upstream that already did the work.
 */
export type FaultKind = "keyVerification503" | "error5xx" | "drop" | "stall" | "lost";

/** Every fault kind, in the order a rule's rates are checked. */
export const FAULT_KINDS: readonly FaultKind[] = ["keyVerification503", "error5xx", "drop", "stall", "lost"];

/**
 * A route pattern: `"METHOD /path"` or `"/path"` (any method). `*` matches any run of characters, `/` included.
 * Gateway paths are written without the version prefix (`"POST /intent/execute"`, `"GET /be/oracle/*"`);
 * relayer calls carry their action after `#` (`"POST /relayer#submit"`).
 */
export type RoutePattern = string;

/** Faults of the routes a pattern matches; rates are probabilities in [0, 1], checked in the listed order. */
export interface RouteFaultRule {
  /** Which requests the rule covers; the first matching rule applies. */
  route: RoutePattern;
  /** Added latency. @default 0 */
  latencyMs?: LatencySpec | undefined;
  /** Rate of 503 `{message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE}`. @default 0 */
  keyVerification503?: number | undefined;
  /** Rate of a generic 5xx `{message, code: "SIMULATED_FAILURE"}`. @default 0 */
  error5xx?: number | undefined;
  /** Rate of dropped connections. @default 0 */
  drop?: number | undefined;
  /** Rate of stalled responses (no answer until the client aborts). @default 0 */
  stall?: number | undefined;
  /** Rate of answers lost after the handler ran (connection reset after the mutation applied). @default 0 */
  lost?: number | undefined;
}

/** "The next `count` requests to `route` fail with `fault`": exact, consumed in order, before any rule. */
export interface FaultSchedule {
  /** Which requests the schedule covers. */
  route: RoutePattern;
  /** How many matching requests it applies to. @default 1 */
  count?: number | undefined;
  /** What happens to them. */
  fault: FaultKind;
  /**
   * HTTP status of an `error5xx` (any 4xx or 5xx is allowed; @default 500), or of a `lost` answer (a gateway's
   * 502 or 504 after the handler ran; @default none: the connection is reset).
   */
  status?: number | undefined;
  /** Extra response headers of an `error5xx` (such as `retry-after`). @default {} */
  headers?: Record<string, string> | undefined;
  /** Latency before the fault. @default 0 */
  latencyMs?: number | undefined;
}

/** While active, solver `/status` answers NOT_FOUND (-1) for every intent, or only for one. */
export interface SolverNotFoundWindow {
  /** Clock time (ms) the window opens. @default 0 */
  fromMs?: number | undefined;
  /** Clock time (ms) the window closes (exclusive). */
  untilMs: number;
  /** Only this hub tx hash (case-insensitive). @default every intent */
  intentTxHash?: string | undefined;
}

/** The whole fault configuration. */
export interface FaultConfig {
  /** Per-route rules; the first matching rule applies. @default [] */
  rules: RouteFaultRule[];
  /** Pending exact schedules. @default [] */
  schedules: FaultSchedule[];
  /** Solver NOT_FOUND windows. @default [] */
  solverNotFound: SolverNotFoundWindow[];
  /** The ledger's timing and outcome profile. @default DEFAULT_LEDGER_PROFILE */
  profile: LedgerProfile;
  /** How many of the next sponsored activations answer 409 SEQUENCE_CONFLICT. @default 0 */
  sponsoringSequenceConflicts: number;
  /**
   * How many of the next new signed EVM txs the node answers with their hash but never mines (dropped from the
   * mempool: no receipt, nothing applied), so the client's verification of the source tx times out. @default 0
   */
  unminedSpokeTxs: number;
}

/** What the fault layer decided for one request. */
export interface FaultDecision {
  /** Latency to add before answering, in ms. */
  latencyMs: number;
  /** The failure to inject, if any. */
  fault?: FaultKind | undefined;
  /** Status of an `error5xx`, or the gateway status of a `lost` answer (none: connection reset). */
  status?: number | undefined;
  /** Extra headers of an `error5xx`. */
  headers?: Record<string, string> | undefined;
  /** Where the decision came from. */
  source: "none" | "rule" | "schedule";
}

/** Every field optional (and `undefined`-tolerant). */
export type PartialFields<T> = { [K in keyof T]?: T[K] | undefined };

/** A deep-partial profile, as the control API and presets accept it; `undefined` fields keep their value. */
export interface LedgerProfilePatch {
  /** Relay timing. */
  relay?: PartialFields<LedgerProfile["relay"]> | undefined;
  /** Solver timing and outcomes. */
  solver?: PartialFields<LedgerProfile["solver"]> | undefined;
  /** Backend submit-tx jobs. */
  submitTx?: PartialFields<LedgerProfile["submitTx"]> | undefined;
}
