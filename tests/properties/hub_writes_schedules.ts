/**
 * fast-check generators of hub-service write scenarios: which write (money-market supply / borrow, staking stake,
 * recovery withdraw, dex swap) from which source family (every spoke family: EVM Base, Solana, Stellar, ICON, Sui,
 * Injective, NEAR, Stacks, Bitcoin), the relay timeout, the relay timing of the simulator's ledger, and fault
 * schedules on the relayer (`submit`, `get_transaction_packets`), the source chain's node API and the hub RPC:
 * per-route rates of 5xx, key-verification 503, drops and stalls, latency, and exact bursts. Every schedule is
 * plain data keyed by route role, so a counterexample prints and replays as is.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { FaultConfigPatch, FaultKind, FaultSchedule, RouteFaultRule } from "../../simulator/mod.ts";

/** A write the property runs. */
export type HubWriteKind = "supply" | "borrow" | "stake" | "recoveryWithdraw" | "dexSwap";

/** The source family of a write (EVM is Base). */
export type HubWriteSource =
  | "evm"
  | "solana"
  | "stellar"
  | "icon"
  | "sui"
  | "injective"
  | "near"
  | "stacks"
  | "bitcoin";

/** Every source family, in the order the generator draws them. */
export const HUB_WRITE_SOURCES: readonly HubWriteSource[] = [
  "evm",
  "solana",
  "stellar",
  "icon",
  "sui",
  "injective",
  "near",
  "stacks",
  "bitcoin",
];

/**
 * Writes covered per source. EVM runs every service; the other families run the money-market deposit path
 * (supply: a deposit carrying the call list) and message path (borrow: nothing moves, a connection message or,
 * on Bitcoin, a commitment-only tx), which are the two shapes of `sendHubCalls` every family implements.
 */
export const WRITES_BY_SOURCE: Readonly<Record<HubWriteSource, readonly HubWriteKind[]>> = {
  evm: ["supply", "borrow", "stake", "recoveryWithdraw", "dexSwap"],
  solana: ["supply", "borrow"],
  stellar: ["supply", "borrow"],
  icon: ["supply", "borrow"],
  sui: ["supply", "borrow"],
  injective: ["supply", "borrow"],
  near: ["supply", "borrow"],
  stacks: ["supply", "borrow"],
  bitcoin: ["supply", "borrow"],
};

/** Chain key of each source. */
export const SOURCE_CHAIN: Readonly<Record<HubWriteSource, SpokeChainKey>> = {
  evm: "0x2105.base",
  solana: "solana",
  stellar: "stellar",
  icon: "0x1.icon",
  sui: "sui",
  injective: "injective-1",
  near: "near",
  stacks: "stacks",
  bitcoin: "bitcoin",
};

/**
 * The fault pattern of a family's whole node API on the simulator (reads, simulation and the send), the routes
 * its adapter and wallet call during a write.
 */
export const SPOKE_RPC_ROUTE: Readonly<Record<HubWriteSource, string>> = {
  evm: `POST /rpc/${SOURCE_CHAIN.evm}`,
  solana: "POST /solana",
  stellar: "POST /soroban",
  icon: "POST /icon/*",
  sui: "POST /sui*",
  injective: "/injective/*",
  near: "POST /near*",
  stacks: "/stacks/*",
  bitcoin: "/bitcoin/api/*",
};

/** Route roles that get faults. */
export type HubRouteKey = "relaySubmit" | "relayPoll" | "spokeRpc" | "hubRpc";

/** The fault pattern of a route role for a source (the spoke RPC depends on the family). */
export function routeOf(key: HubRouteKey, source: HubWriteSource): string {
  switch (key) {
    case "relaySubmit":
      return "POST /relayer#submit";
    case "relayPoll":
      return "POST /relayer#get_transaction_packets";
    case "hubRpc":
      return "POST /rpc/sonic";
    case "spokeRpc":
      return SPOKE_RPC_ROUTE[source];
  }
}

/** A per-route rule, keyed by role. */
export interface HubRule extends Omit<RouteFaultRule, "route"> {
  key: HubRouteKey;
}

/** An exact burst, keyed by role: the next `count` requests of the route fail with `fault`. */
export interface HubBurst {
  key: HubRouteKey;
  count: number;
  fault: FaultKind;
  status: number;
  latencyMs: number;
}

/**
 * A test-side fault the simulator cannot inject (its faults all precede the handler): the next `count` relayer
 * requests of `key` reach the relayer, which applies them, and the client sees a reset connection instead of
 * the answer.
 */
export interface HubLostAnswer {
  key: "relaySubmit" | "relayPoll";
  count: number;
}

/** A generated hub-write scenario. */
export interface HubWriteSchedule {
  /** Seed of the simulator (fault rolls) and of the client's jitter. */
  seed: number;
  source: HubWriteSource;
  write: HubWriteKind;
  /** `options.timeout` of the write (relay submit plus wait). */
  timeoutMs: number;
  rules: HubRule[];
  bursts: HubBurst[];
  /** Relayer answers lost after the relayer applied the request. */
  lost: HubLostAnswer[];
  /** Relay timing of the ledger: packet executed this long after submission. */
  relay: { validatingMs: number; executingMs: number; executedMs: number };
}

const ROUTE_KEYS: readonly HubRouteKey[] = ["relaySubmit", "relayPoll", "spokeRpc", "hubRpc"];
const FAULT_KINDS: readonly FaultKind[] = ["keyVerification503", "error5xx", "drop", "stall", "lost"];

const rate = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: Math.round(max * 100) }).map((n) => n / 100) },
  );

/** Latency kept below the RPC request timeouts (10 s); stalls cover the "longer than the budget" case. */
const latency = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 4_000 }),
  fc.tuple(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 6_000 })).map(([a, b]) => ({
    min: Math.min(a, b),
    max: Math.max(a, b),
  })),
);

/**
 * A rule of one route role. The source and hub RPCs are called several times per write with no retry, so their
 * rates stay small (a run should often get to the relay); relayer rates go higher.
 */
export function hubRuleArb(key: HubRouteKey): fc.Arbitrary<HubRule> {
  const scale = key === "spokeRpc" || key === "hubRpc" ? 0.08 : 0.3;
  return fc.record({
    latencyMs: latency,
    keyVerification503: rate(scale),
    error5xx: rate(scale),
    drop: rate(scale / 2),
    stall: rate(scale / 3),
    lost: rate(scale / 3),
  }).map((r) => ({ key, ...r }));
}

/** An exact burst on one route role. */
export const hubBurstArb: fc.Arbitrary<HubBurst> = fc.record({
  key: fc.constantFrom(...ROUTE_KEYS),
  count: fc.integer({ min: 1, max: 4 }),
  fault: fc.constantFrom(...FAULT_KINDS),
  status: fc.constantFrom(500, 502, 503, 504, 429),
  latencyMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
});

/** Relay timing: mostly a few seconds, sometimes past the longest generated timeout (so some waits time out). */
export const relayTimingArb: fc.Arbitrary<HubWriteSchedule["relay"]> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 5_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 70_000 }) },
    ),
    fc.double({ min: 0, max: 1, noNaN: true }),
  )
  .map(([executed, f]) => ({
    validatingMs: Math.floor(executed * f * 0.5),
    executingMs: Math.floor(executed * f),
    executedMs: executed,
  }));

/**
 * A source and one of its writes: EVM (five writes) three times as often as each other family, so that every
 * family is drawn about five times in the 60 CI runs.
 */
export const scenarioArb: fc.Arbitrary<{ source: HubWriteSource; write: HubWriteKind }> = fc
  .constantFrom<HubWriteSource>("evm", "evm", ...HUB_WRITE_SOURCES)
  .chain((source) => fc.constantFrom(...WRITES_BY_SOURCE[source]).map((write) => ({ source, write })));

/** A whole hub-write scenario. */
export const hubWriteScheduleArb: fc.Arbitrary<HubWriteSchedule> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  scenario: scenarioArb,
  timeoutMs: fc.integer({ min: 2_000, max: 60_000 }),
  rules: fc.subarray([...ROUTE_KEYS]).chain((keys): fc.Arbitrary<HubRule[]> =>
    keys.length === 0 ? fc.constant([]) : fc.tuple(...keys.map(hubRuleArb))
  ),
  bursts: fc.array(hubBurstArb, { maxLength: 3 }),
  lost: fc.oneof(
    { weight: 3, arbitrary: fc.constant<HubLostAnswer[]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.record({
          key: fc.constantFrom<HubLostAnswer["key"]>("relaySubmit", "relayPoll"),
          count: fc.integer({ min: 1, max: 2 }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
    },
  ),
  relay: relayTimingArb,
}).map(({ scenario, ...rest }) => ({ ...rest, ...scenario }));

/** The simulator fault patch of a schedule (rules and bursts resolved to the source's routes). */
export function hubFaultsOf(s: HubWriteSchedule): FaultConfigPatch {
  const rules: RouteFaultRule[] = s.rules.map(({ key, ...r }) => ({ route: routeOf(key, s.source), ...r }));
  const schedules: FaultSchedule[] = s.bursts.map((b) => ({
    route: routeOf(b.key, s.source),
    count: b.count,
    fault: b.fault,
    latencyMs: b.latencyMs,
    ...(b.fault === "error5xx" || (b.fault === "lost" && (b.status === 502 || b.status === 504))
      ? { status: b.status }
      : {}),
  }));
  return { rules, schedules, profile: { relay: s.relay } };
}
