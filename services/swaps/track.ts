/**
 * `trackSwap`: one call from a submitted swap to the delivered fill on the destination chain. It polls the
 * intent's status on the adaptive schedule of `track_schedule.ts` (backs off while nothing changes, fast after a
 * change, honours `Retry-After`, never more requests than a fixed 2 s poll), reports every change through
 * `onProgress`, reads the fills of a partially filled intent from the backend's intent record, then waits for the
 * fill's relay packet on the destination chain. Bounded by an overall `timeout` and a per-request budget,
 * cancellable with `signal`; it never throws.
 *
 * Failures say where the track stopped (`context.phase`: `resolve`, `status` or `delivery`) and carry every hash
 * known so far (`context.hubTxHash`, `context.fillTxHash`): `REQUEST_TIMEOUT` when the overall timeout expired
 * before the intent was solved, `EXECUTION_FAILED` when the solver reports the intent failed, `ABORTED` on the
 * signal, the relay layer's error (`RELAY_TIMEOUT`, ...) when the fill packet did not arrive, `VALIDATION_FAILED`
 * for a target that names no hub tx or no destination chain.
 *
 * @example Track a swap in the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
 * import { clientOptionsForSimulator, createSimulatorApp } from "../../simulator/mod.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const client = new XSwap({ ...clientOptionsForSimulator(sim.urls.origin), fetch: sim.fetch });
 * const wallet = createPrivateKeyEvmWallet({
 *   privateKey: `0x${"01".repeat(32)}`, rpcUrl: sim.urls.rpc("0x2105.base"), fetch: sim.fetch,
 * });
 * assert.ok(wallet.ok);
 * const me = await wallet.value.getAddress();
 * const usdc = (key: "0x2105.base" | "0x38.bsc") =>
 *   client.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")!.address;
 * const args = {
 *   params: {
 *     srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", inputToken: usdc("0x2105.base"),
 *     outputToken: usdc("0x38.bsc"), inputAmount: 1_000_000n, minOutputAmount: 1n, srcAddress: me,
 *     dstAddress: me, deadline: 0n, allowPartialFill: false,
 *   },
 *   walletProvider: wallet.value,
 * } as const;
 * assert.ok((await client.swaps.approve(args)).ok); // allowances start at zero
 * const swap = await client.swaps.swap(args);
 * assert.ok(swap.ok);
 * const phases: string[] = [];
 * const tracked = await client.swaps.track(swap.value, { onProgress: (e) => phases.push(e.phase) });
 * assert.ok(tracked.ok && tracked.value.dstTxHash.startsWith("0x"));
 * assert.equal(phases.at(-1), "delivered");
 * ```
 *
 * `estimateTrackEtaMs`: the delivery estimate a track shows (`etaMs` of its progress events). When the milestones seen so far bound the
 * delivery (`deliveryBounds` of the client's `TrackMilestoneLearner`: on a slow chain every leg is slow together,
 * so a solve seen at `t` puts the delivery near `t` times the learned ratio), the estimate is the middle of those
 * bounds; otherwise {@link estimateRemainingMs} of the learned delivery times (`eta.ts`). It lives here, apart
 * from the quote's estimate, so the milestone learner loads with `track` and not with the client.
 * @module
 */
import { estimateRemainingMs } from "./eta.ts";
import {
  deliveryBounds,
  nextTrackDeliveryPollAt,
  nextTrackPollAt,
  TRACK_MILESTONE_MIN_SAMPLES,
  TrackMilestoneLearner,
  type TrackObservation,
  type TrackPollContext,
} from "../relay/track_schedule.ts";
import {
  getChainKeyFromRelayChainId,
  type RelayChainIds,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields, isClientError } from "../../core/errors.ts";
import { setTimeoutSleep } from "../../core/http/request.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import type { IntentFill } from "../../core/schemas/intent_record.ts";
import type { PacketData, PacketStatus } from "../../core/schemas/relayer.ts";
import { SolverIntentStatusCode } from "../../core/schemas/solver.ts";
import {
  ADAPTIVE_RELAY_MIN_SAMPLES,
  defaultRelayPollSchedule,
  getSolvedIntentPacket,
  nextRelayPollAt,
  planRelayPolls,
} from "../relay/mod.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { getIntentStatus } from "./status.ts";
import { DEFAULT_TRACK_REQUEST_BUDGET_MS, DEFAULT_TRACK_TIMEOUT_MS } from "./wait_defaults.ts";
import type { SwapResult } from "./types.ts";

/** Input of {@link estimateTrackEtaMs}. */
export interface TrackEtaInput {
  /** Recent delivery times (ms from a track's start to the delivered packet), when enough were learned. */
  learnedMs: readonly number[] | undefined;
  /** The client's milestone ratios, when it has them. */
  learner: TrackMilestoneLearner | undefined;
  /** This track's polls so far, in time order (ms since its start). */
  observations: readonly TrackObservation[];
  /** How long this track has run. */
  elapsedMs: number;
}

/**
 * The estimated time left until delivery for a track in progress: the middle of the milestone bounds when they
 * close, else {@link estimateRemainingMs} of the learned delivery times.
 *
 * @param input the history and this track's progress
 * @returns ms left (never negative), or `undefined` when nothing learned says
 * @example Nothing learned, no estimate
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateTrackEtaMs } from "./track.ts";
 * assert.equal(estimateTrackEtaMs({ learnedMs: undefined, learner: undefined, observations: [], elapsedMs: 0 }), undefined);
 * assert.equal(estimateTrackEtaMs({ learnedMs: [4_000], learner: undefined, observations: [], elapsedMs: 1_000 }), 3_000);
 * ```
 */
export function estimateTrackEtaMs(input: TrackEtaInput): number | undefined {
  const { learner, elapsedMs } = input;
  if (learner !== undefined && learner.size >= TRACK_MILESTONE_MIN_SAMPLES) {
    const { lowMs, highMs } = deliveryBounds(learner, input.observations);
    if (Number.isFinite(highMs)) return Math.max(0, Math.round((lowMs + highMs) / 2 - elapsedMs));
  }
  return input.learnedMs === undefined ? undefined : estimateRemainingMs(input.learnedMs, elapsedMs);
}

/** What to track: a `swap` result, or the hub tx hash of an intent (with its destination chain when known). */
export type SwapTrackTarget =
  | SwapResult
  | string
  | { hubTxHash: string; dstChainKey?: SpokeChainKey | undefined };

/**
 * A change seen by {@link trackSwap}. Before delivery, once the client has learned from three delivered tracks,
 * `etaMs` estimates the time left until delivery (`estimateTrackEtaMs`: the middle of the milestone bounds, else
 * the learned deliveries still ahead); it is absent before that and when this track is slower than every
 * learned delivery.
 */
export type SwapTrackEvent =
  & (
    | { phase: "notFound"; hubTxHash: string }
    | { phase: "started"; hubTxHash: string; status: number }
    | { phase: "partiallyFilled"; hubTxHash: string; fills: IntentFill[]; remainingInput: bigint }
    | { phase: "solved"; hubTxHash: string; fillTxHash: string }
    | { phase: "delivering"; hubTxHash: string; fillTxHash: string; status: PacketStatus }
    | { phase: "delivered"; hubTxHash: string; fillTxHash: string; dstTxHash: string }
  )
  & { etaMs?: number | undefined };

/** Options of {@link trackSwap}. */
export interface SwapTrackOptions {
  /** Overall bound in ms, from the call to the delivered packet. @default 300000 */
  timeout?: number | undefined;
  /** Budget of each status request in ms. @default 10000 */
  requestBudgetMs?: number | undefined;
  /** Aborts the track (the in-flight request and the sleep). @default undefined */
  signal?: AbortSignal | undefined;
  /** Called on every change; exceptions it throws are ignored. @default undefined */
  onProgress?: ((event: SwapTrackEvent) => void) | undefined;
  /** Destination chain when the target is a bare hash. @default read from the backend's intent record */
  dstChainKey?: SpokeChainKey | undefined;
  /** Source of jitter in [0, 1). @default Math.random */
  random?: (() => number) | undefined;
}

/** The value of a successful {@link trackSwap}. */
export interface SwapTrackResult {
  /** The hub tx hash of the intent. */
  hubTxHash: string;
  /** The hub tx hash of the (last) fill. */
  fillTxHash: string;
  /** The destination chain. */
  dstChainKey: SpokeChainKey;
  /** The delivery tx hash on the destination chain. */
  dstTxHash: string;
  /** The fill's relay packet. */
  packet: PacketData;
  /** Status requests sent to the solver. */
  statusRequests: number;
}

export { DEFAULT_TRACK_REQUEST_BUDGET_MS, DEFAULT_TRACK_TIMEOUT_MS };

const fail = (
  code: ClientError["code"],
  message: string,
  context: ErrorContextFields,
  cause?: unknown,
): Result<never, ClientError> =>
  err(
    new ClientError(code, message, { context: { ...(context as Readonly<Record<string, unknown>>) }, cause }),
  );

function describeTarget(target: unknown): { hubTxHash?: string; dstChainKey?: SpokeChainKey } {
  if (typeof target === "string") return { hubTxHash: target };
  if (typeof target !== "object" || target === null) return {};
  if ("intentDeliveryInfo" in target) {
    const info = (target as SwapResult).intentDeliveryInfo;
    return { hubTxHash: info?.dstTxHash, dstChainKey: info?.dstChainKey };
  }
  const t = target as { hubTxHash?: unknown; dstChainKey?: SpokeChainKey };
  return {
    ...(typeof t.hubTxHash === "string" ? { hubTxHash: t.hubTxHash } : {}),
    ...(t.dstChainKey !== undefined ? { dstChainKey: t.dstChainKey } : {}),
  };
}

/**
 * Tracks a swap to delivery; see the module doc.
 *
 * @param deps the swaps service's dependencies
 * @param target a `swap` result, a hub tx hash, or `{hubTxHash, dstChainKey}`
 * @param options bounds, signal, progress and jitter; see {@link SwapTrackOptions}
 * @returns the delivery, or a failed Result naming the phase and the known hashes
 * @example A target without a hash is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.track("");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.phase === "resolve");
 * ```
 */
export async function trackSwap(
  deps: ServiceDeps,
  target: SwapTrackTarget,
  options: SwapTrackOptions = {},
): Promise<Result<SwapTrackResult, ClientError>> {
  const checked = checkCallOptions(
    options,
    [["timeout", { positive: true }], ["requestBudgetMs", { positive: true }]],
    "track swap",
  );
  if (!checked.ok) {
    return fail("VALIDATION_FAILED", checked.error.message, { ...checked.error.context, phase: "resolve" });
  }
  if (deps.poll !== undefined && deps.poll.milestones === undefined && deps.poll.learnMilestones) {
    deps.poll.milestones = new TrackMilestoneLearner();
  }
  options ??= {};
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? setTimeoutSleep;
  const startedAt = now();
  const timeout = options.timeout ?? DEFAULT_TRACK_TIMEOUT_MS;
  const deadline = startedAt + timeout;
  const budget = options.requestBudgetMs ?? DEFAULT_TRACK_REQUEST_BUDGET_MS;
  // every request's own deadline is the time left of the track (at least 1 ms), never the whole budget
  const within = (): number => Math.max(1, Math.min(budget, deadline - now()));
  const history = deps.poll !== undefined && deps.poll.track.size >= ADAPTIVE_RELAY_MIN_SAMPLES
    ? deps.poll.track.samples()
    : undefined;
  const emit = (event: SwapTrackEvent): void => {
    // observations and milestones are declared below; emit first runs after them
    const etaMs = event.phase === "delivered" ? undefined : estimateTrackEtaMs({
      learnedMs: history,
      learner: deps.poll?.milestones,
      observations,
      elapsedMs: now() - startedAt,
    });
    try {
      options.onProgress?.(etaMs === undefined ? event : { ...event, etaMs });
    } catch { /* a throwing listener does not stop the track */ }
  };
  const { hubTxHash, dstChainKey: targetDst } = describeTarget(target);
  if (hubTxHash === undefined || hubTxHash === "") {
    return fail("VALIDATION_FAILED", "Cannot track swap: the target names no hub tx hash", {
      phase: "resolve",
    });
  }
  const known = { hubTxHash };
  const aborted = (): Result<never, ClientError> | undefined =>
    options.signal?.aborted
      ? fail("ABORTED", "Cannot track swap: aborted", { phase: "status", ...known }, options.signal.reason)
      : undefined;

  // once warm, poll where recent deliveries finished (time from the track's start to the packet executed); on
  // the delivery leg, narrowed by what the milestones seen on the way bound
  const learned = deps.poll?.track;
  const milestones = deps.poll?.milestones;
  const plan = learned !== undefined && learned.size >= ADAPTIVE_RELAY_MIN_SAMPLES
    ? planRelayPolls(learned.samples())
    : undefined;
  const plannedAt = (elapsed: number): number | undefined =>
    plan === undefined ? undefined : startedAt + nextRelayPollAt(plan, elapsed);
  // the client's policy decides when the solver is asked next (services/relay/poll_policy.ts)
  const policy = deps.poll;
  const nextPollAt = (c: TrackPollContext): number => policy?.nextTrackPollAt(c) ?? nextTrackPollAt(c);
  const observations: TrackObservation[] = [];
  const observe = (state: TrackObservation["state"]): void => {
    observations.push({ atMs: now() - startedAt, state });
  };
  let lastPollElapsed = 0;
  if (plan !== undefined) {
    const first = Math.min(plannedAt(0)!, deadline) - now();
    if (first > 0) {
      try {
        await sleep(first, options.signal);
      } catch (cause) {
        return fail("ABORTED", "Cannot track swap: aborted", { phase: "status", ...known }, cause);
      }
    }
  }

  let dstChainKey = options.dstChainKey ?? targetDst;
  let statusRequests = 0;
  let lastStatus: number | undefined;
  let lastChangeAt = startedAt;
  let fillTxHash: string | undefined;
  let lastError: unknown;
  for (;;) {
    const stop = aborted();
    if (stop) return stop;
    statusRequests++;
    const status = await getIntentStatus(deps, { intent_tx_hash: hubTxHash }, within);
    let retryAfterMs: number | undefined;
    if (status.ok) {
      const code = status.value.status;
      observe(code === SolverIntentStatusCode.SOLVED ? "solved" : "unsolved");
      if (code !== lastStatus) {
        lastStatus = code;
        lastChangeAt = now();
        if (code === SolverIntentStatusCode.NOT_FOUND) emit({ phase: "notFound", hubTxHash });
        else if (code !== SolverIntentStatusCode.SOLVED && code !== SolverIntentStatusCode.FAILED) {
          emit({ phase: "started", hubTxHash, status: code });
        }
      }
      if (code === SolverIntentStatusCode.FAILED) {
        return fail("EXECUTION_FAILED", "Cannot track swap: the solver reports the intent failed", {
          phase: "status",
          ...known,
          status: code,
        });
      }
      if (code === SolverIntentStatusCode.SOLVED && status.value.fill_tx_hash) {
        fillTxHash = status.value.fill_tx_hash;
        emit({ phase: "solved", hubTxHash, fillTxHash });
        break;
      }
      if (code === SolverIntentStatusCode.STARTED_NOT_FINISHED) {
        const record = await deps.backendApi.getIntentByTxHash(hubTxHash, { timeout: within() });
        if (record.ok && record.value.fills.length > 0) {
          const fills = record.value.fills;
          const remainingInput = record.value.intentState?.remainingInput;
          if (remainingInput !== undefined && remainingInput > 0n) {
            emit({ phase: "partiallyFilled", hubTxHash, fills, remainingInput });
          }
          dstChainKey ??= chainKeyOf(record.value.intent?.dstChain, relayIdsOf(deps));
        }
      }
    } else {
      lastError = status.error;
      if (isClientError(status.error) && typeof status.error.context.retryAfterMs === "number") {
        retryAfterMs = status.error.context.retryAfterMs;
      }
    }
    lastPollElapsed = now() - startedAt;
    const at = nextPollAt({
      startedAt,
      requests: statusRequests,
      lastChangeAt,
      now: now(),
      retryAfterMs,
      random: options.random,
      plannedAt: plannedAt(Math.max(1, lastPollElapsed)),
    });
    if (at >= deadline) {
      return fail(
        "REQUEST_TIMEOUT",
        `Cannot track swap: not solved within ${timeout} ms`,
        { phase: "status", ...known, timeoutMs: timeout, lastStatus: lastStatus ?? null, statusRequests },
        lastError,
      );
    }
    try {
      await sleep(Math.max(0, at - now()), options.signal);
    } catch (cause) {
      return fail("ABORTED", "Cannot track swap: aborted", { phase: "status", ...known }, cause);
    }
  }

  if (fillTxHash === undefined) {
    return fail("UNKNOWN", "Cannot track swap: no fill", { phase: "status", ...known });
  }
  const fill = fillTxHash;
  const withFill = { ...known, fillTxHash: fill };
  if (dstChainKey === undefined) {
    const record = await deps.backendApi.getIntentByTxHash(hubTxHash, { timeout: within() });
    if (record.ok) dstChainKey = chainKeyOf(record.value.intent?.dstChain, relayIdsOf(deps));
    if (dstChainKey === undefined) {
      return fail(
        "VALIDATION_FAILED",
        "Cannot track swap: the destination chain is unknown (pass dstChainKey)",
        { phase: "resolve", ...withFill },
        record.ok ? undefined : record.error,
      );
    }
  }
  let lastPacketStatus: PacketStatus | undefined;
  const solvedElapsed = now() - startedAt;
  let lowMs = lastPollElapsed;
  const packet = await getSolvedIntentPacket({
    ...(plan === undefined ? {} : {
      schedule: (c) => {
        if (c.observation === "not_found" || c.observation === "error") return defaultRelayPollSchedule(c);
        const elapsed = now() - startedAt;
        const from = c.attempt === 0 ? solvedElapsed : elapsed;
        const fallbackAtMs = nextRelayPollAt(plan, Math.max(1, from));
        if (milestones === undefined) return Math.max(0, fallbackAtMs - elapsed);
        const at = nextTrackDeliveryPollAt({
          learner: milestones,
          observations,
          requestsMade: statusRequests + c.attempt,
          nowMs: elapsed,
          fallbackAtMs,
          first: c.attempt === 0,
        });
        return Math.max(0, at - elapsed);
      },
    }),
    chainId: dstChainKey,
    fillTxHash: fill,
    timeout: Math.max(1, deadline - now()),
    signal: options.signal,
    relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
    relayChainIds: relayIdsOf(deps),
    sleep: deps.sleep,
    now: deps.now,
    transport: { ...deps.transport, fetch: deps.fetch },
    onPoll: (event) => {
      if (event.observation !== "executed") lowMs = now() - startedAt;
      const o = event.observation;
      if (o === "pending" || o === "validating" || o === "executing" || o === "executed") observe(o);
      else if (o === "not_found") observe("solved");
      const s = event.packet?.status;
      if (s !== undefined && s !== "executed" && s !== lastPacketStatus) {
        lastPacketStatus = s;
        emit({ phase: "delivering", hubTxHash, fillTxHash: fill, status: s });
      }
    },
  });
  if (!packet.ok) {
    const e = packet.error;
    return err(
      new ClientError(e.code, e.message, {
        context: { ...e.context, phase: "delivery", ...withFill, dstChainKey },
        cause: e.cause,
      }),
    );
  }
  learned?.record({ lowMs, highMs: now() - startedAt });
  milestones?.record({ observations, deliveredLowMs: lowMs, deliveredHighMs: now() - startedAt });
  emit({ phase: "delivered", hubTxHash, fillTxHash: fill, dstTxHash: packet.value.dst_tx_hash });
  return ok({
    hubTxHash,
    fillTxHash: fill,
    dstChainKey,
    dstTxHash: packet.value.dst_tx_hash,
    packet: packet.value,
    statusRequests,
  });
}

function chainKeyOf(relayChainId: number | undefined, ids: RelayChainIds): SpokeChainKey | undefined {
  if (relayChainId === undefined) return undefined;
  const r = getChainKeyFromRelayChainId(BigInt(relayChainId), ids);
  return r.ok ? r.value : undefined;
}
