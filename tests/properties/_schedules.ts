/**
 * fast-check generators of fault schedules for the swap flow: per-route latency and failure rates, exact bursts
 * (key-verification 503s, 5xx, drops, stalls, answers lost after the handler ran), relay and fill timing (partial fills, relay delays), solver
 * NOT_FOUND windows and backend job outcomes. Every schedule is plain data, so a counterexample prints and
 * replays as is.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type {
  FaultConfigPatch,
  FaultKind,
  FaultSchedule,
  LedgerProfilePatch,
  RouteFaultRule,
  SolverNotFoundWindow,
} from "../../simulator/mod.ts";
import { T0 } from "./_harness.ts";

/** Routes of the swap flow after intent creation, as fault patterns. */
export const ROUTES = {
  submit: "POST /swaps/submit-tx",
  submitStatus: "GET /swaps/submit-tx/status",
  relaySubmit: "POST /relayer#submit",
  relayPoll: "POST /relayer#get_transaction_packets",
  execute: "POST /intent/execute",
  status: "POST /intent/status",
  record: "GET /be/intent/tx/*",
  rpc: "POST /rpc/0x2105.base",
} as const;

/** A route key. */
export type RouteKey = keyof typeof ROUTES;

/**
 * Routes that never get a stall: none. Solver `/execute` is not bounded by the swap's `timeout`
 * (docs/rules/swaps.md#per-attempt-timeout) but by its own budget (`POST_EXECUTION_TIMEOUT_MS`, 30 s), so a
 * stalled `/execute` fails the swap with `POST_EXECUTION_FAILED` instead of hanging it.
 */
export const NO_STALL: ReadonlySet<RouteKey> = new Set();

/** Whether a schedule can stall `route` (a rule with a stall rate, or a stall burst). */
export function canStall(s: Pick<SwapSchedule, "rules" | "bursts">, route: string): boolean {
  return s.rules.some((r) => r.route === route && (r.stall ?? 0) > 0) ||
    s.bursts.some((b) => b.route === route && b.fault === "stall");
}

/** A generated swap scenario. */
export interface SwapSchedule {
  /** Seed of the simulator (fault rolls, job outcomes) and of the client's jitter. */
  seed: number;
  /** Backend submit-tx first (`useBackendSubmitTx`). */
  useBackend: boolean;
  /** `extras.timeout`, per attempt. */
  timeoutMs: number;
  allowPartialFill: boolean;
  rules: RouteFaultRule[];
  bursts: FaultSchedule[];
  notFound: SolverNotFoundWindow[];
  profile: LedgerProfilePatch;
  /** The source tx is answered by the node but never mined (verification of the source tx must fail). */
  unmined: boolean;
  /** Failures of the source RPC's first requests (intent creation must fail, or survive them by its retries). */
  rpcBurst: FaultSchedule[];
}

const rate = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: Math.round(max * 100) }).map((n) => n / 100) },
  );

const latency = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 3_000 }),
  fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 3_000 })).map(([a, b]) => ({
    min: Math.min(a, b),
    max: Math.max(a, b),
  })),
);

/** A rule for one route (RPC faults stay rare and small: they end the flow before anything is submitted). */
export function ruleArb(key: RouteKey): fc.Arbitrary<RouteFaultRule> {
  const scale = key === "rpc" ? 0.1 : 0.3;
  return fc.record({
    latencyMs: key === "rpc" ? fc.constant(undefined) : latency,
    keyVerification503: rate(scale),
    error5xx: rate(scale),
    drop: rate(scale / 2),
    stall: NO_STALL.has(key) ? fc.constant(0) : rate(scale / 3),
    lost: rate(scale / 2),
  }).map((r) => ({ route: ROUTES[key], ...r }));
}

const burstKinds: FaultKind[] = ["keyVerification503", "error5xx", "drop", "stall", "lost"];

/** An exact burst: the next `count` requests to a route fail the same way. */
export function burstArb(keys: readonly RouteKey[]): fc.Arbitrary<FaultSchedule> {
  return fc.record({
    key: fc.constantFrom(...keys),
    count: fc.integer({ min: 1, max: 5 }),
    fault: fc.constantFrom(...burstKinds),
    status: fc.constantFrom(500, 502, 503, 504, 429, 501),
    lostStatus: fc.constantFrom(undefined, 502, 504),
  }).map(({ key, count, fault, status, lostStatus }) => {
    const f: FaultKind = fault === "stall" && NO_STALL.has(key) ? "error5xx" : fault;
    const s = f === "error5xx"
      ? { status }
      : f === "lost" && lostStatus !== undefined
      ? { status: lostStatus }
      : {};
    return { route: ROUTES[key], count, fault: f, ...s };
  });
}

/** A NOT_FOUND window starting up to 60 s into the run, lasting up to 60 s. */
export const notFoundArb: fc.Arbitrary<SolverNotFoundWindow> = fc
  .tuple(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 1, max: 60_000 }))
  .map(([from, len]) => ({ fromMs: T0 + from, untilMs: T0 + from + len }));

/** Relay delays, fill timing (partial fills), solver give-ups and backend job outcomes. */
export const profileArb: fc.Arbitrary<LedgerProfilePatch> = fc.record({
  relay: fc.tuple(fc.integer({ min: 0, max: 40_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([executed, f]) => ({
      validatingMs: Math.floor(executed * f * 0.5),
      executingMs: Math.floor(executed * f),
      executedMs: executed,
    })),
  solver: fc.record({
    firstFillMs: fc.integer({ min: 0, max: 5_000 }),
    fillIntervalMs: fc.integer({ min: 0, max: 5_000 }),
    partialFills: fc.integer({ min: 1, max: 4 }),
    failProbability: fc.constantFrom(0, 0, 0, 0, 1),
  }),
  submitTx: fc.record({
    verifyMs: fc.integer({ min: 0, max: 10_000 }),
    failProbability: rate(0.5),
    abandonProbability: rate(0.5),
  }),
});

/** A whole swap scenario. */
export const swapScheduleArb: fc.Arbitrary<SwapSchedule> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  useBackend: fc.boolean(),
  timeoutMs: fc.integer({ min: 1_000, max: 60_000 }),
  allowPartialFill: fc.boolean(),
  rules: fc.subarray(Object.keys(ROUTES) as RouteKey[]).chain((keys) =>
    keys.length === 0 ? fc.constant([]) : fc.tuple(...keys.map(ruleArb))
  ),
  bursts: fc.array(burstArb(Object.keys(ROUTES).filter((k) => k !== "rpc") as RouteKey[]), {
    maxLength: 3,
  }),
  notFound: fc.array(notFoundArb, { maxLength: 2 }),
  profile: profileArb,
  unmined: fc.oneof({ weight: 19, arbitrary: fc.constant(false) }, {
    weight: 1,
    arbitrary: fc.constant(true),
  }),
  rpcBurst: fc.oneof(
    { weight: 19, arbitrary: fc.constant<FaultSchedule[]>([]) },
    {
      weight: 1,
      arbitrary: fc.record({ count: fc.integer({ min: 1, max: 40 }), status: fc.constantFrom(500, 502, 503) })
        .map((
          { count, status },
        ): FaultSchedule[] => [{ route: ROUTES.rpc, count, fault: "error5xx", status }]),
    },
  ),
});

/** The fault patch of a schedule. */
export function faultsOf(
  s: Pick<SwapSchedule, "rules" | "bursts" | "notFound" | "profile"> & Partial<SwapSchedule>,
): FaultConfigPatch {
  return {
    rules: s.rules,
    schedules: [...(s.rpcBurst ?? []), ...s.bursts],
    solverNotFound: s.notFound,
    profile: s.profile,
    ...(s.unmined ? { unminedSpokeTxs: 1 } : {}),
  };
}

/** The largest latency a rule of `route` can add, in ms. */
export function maxLatency(rules: readonly RouteFaultRule[], route: string): number {
  const l = rules.find((r) => r.route === route)?.latencyMs;
  return l === undefined ? 0 : typeof l === "number" ? l : Math.max(l.min, l.max);
}
