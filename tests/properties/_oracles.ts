/**
 * Checks shared by the swap properties, each returning the list of violations (empty = fine), so one run reports
 * every broken property at once.
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { RequestLogEntry, SimulatorApp } from "../../simulator/mod.ts";
import type { SwapRun } from "./_swap_run.ts";
import type { ErrorContextFields } from "../../core/errors.ts";

/** Slack of the virtual-time bounds, in ms. */
export const EPS_MS = 5;

/**
 * True when the request reached its handler: no injected fault and not released by an abort, or a `lost` answer
 * (the handler ran, its answer was then lost).
 */
export function reachedHandler(e: RequestLogEntry): boolean {
  return e.fault === "lost" || (e.fault === null && e.status !== null && e.status !== 503);
}

/** True when the client received the handler's own answer (it reached the handler and no fault replaced it). */
export function answered(e: RequestLogEntry): boolean {
  return e.fault === null && e.status !== null && e.status !== 503;
}

/** Number of answers lost after their handler ran, on routes whose key starts with one of `prefixes`. */
export function lostAnswers(sim: SimulatorApp, prefixes: readonly string[] = [""]): number {
  return sim.requests().filter((e) => e.fault === "lost" && prefixes.some((p) => e.route.startsWith(p)))
    .length;
}

/** Route prefixes of the spoke chains' node APIs (where a signed tx is sent). */
export const SPOKE_NODE_ROUTES = [
  "POST /rpc/",
  "POST /solana",
  "POST /soroban",
  "POST /horizon",
  "POST /icon",
  "POST /near",
  "POST /stacks",
  "POST /sui",
  "POST /injective",
  "POST /bitcoin",
] as const;

/** Routes (normalised, as in the request log) that had at least one injected fault. */
export function faultedRoutes(sim: SimulatorApp): Set<string> {
  return new Set(sim.requests().filter((e) => e.fault !== null).map((e) => e.route));
}

/** Routes of one-per-flow mutations: each reaches its handler once, or again only after a lost answer. */
export const MUTATION_ROUTES = [
  "POST /swaps/submit-tx",
  "POST /bridge/submit-tx",
  "POST /relayer#submit",
  "POST /intent/execute",
] as const;

/**
 * Property 2: no mutation applied twice; only re-relay and re-post may repeat
 * (docs/rules/swaps.md#swap-flow). A signed spoke tx may be re-sent (the same bytes: the chain answers with
 * the same hash, nothing applies twice) only after a node's answer was lost; a mutation route may reach its
 * handler again only after each earlier answer was lost (an idempotent resubmission) — never after an answer
 * the client received.
 */
export function checkNoDoubleApply(sim: SimulatorApp): string[] {
  const out: string[] = [];
  const c = sim.ledger.counters;
  for (const [name, n] of Object.entries(c)) {
    if (n.applied > 1) out.push(`P2: ${name} applied ${n.applied} times`);
  }
  for (const name of ["swapSubmitTx", "bridgeSubmitTx"] as const) {
    if (c[name].repeated > 0) {
      out.push(`P2: ${name} repeated ${c[name].repeated} times (not idempotent by SPEC)`);
    }
  }
  const spokeLost = lostAnswers(sim, SPOKE_NODE_ROUTES);
  if (c.spokeTx.repeated > spokeLost) {
    out.push(
      `P2: spokeTx repeated ${c.spokeTx.repeated} times after ${spokeLost} lost node answer(s) (a signed tx ` +
        `is re-sent only when its answer was lost)`,
    );
  }
  for (const route of MUTATION_ROUTES) {
    const reached = sim.requests({ route }).filter((e) => e.route === route && reachedHandler(e));
    const answeredBefore = reached.slice(0, -1).filter((e) => e.fault !== "lost").length;
    if (answeredBefore > 0) {
      out.push(
        `P2: ${route} reached its handler ${reached.length} times in one flow (${answeredBefore} after an ` +
          `answer the client received)`,
      );
    }
  }
  return out;
}

/** What the two-sided retry oracle needs to know of the backend attempt. */
export interface RetryExpectation {
  /** When the backend attempt started (the intent was created); undefined when it never ran. */
  attemptStart: number | undefined;
  /** When the backend attempt ended (the fallback, or the end of the swap); undefined when it never ran. */
  attemptEnd: number | undefined;
  /** The per-attempt timeout, in ms. */
  timeoutMs: number;
  /** Largest latency the schedule can add to the submit-tx route, in ms. */
  latencyMs: number;
  /** Retries allowed after key-verification 503s (`DEFAULT_RETRY_POLICY.keyVerificationLimit`). */
  keyVerificationLimit: number;
  /** Wait before such a retry, in ms (`DEFAULT_RETRY_POLICY.keyVerificationDelayMs`). */
  keyVerificationDelayMs: number;
}

/**
 * Property 6 inside the flow, both ways: the backend submit-tx (a mutation, called once per swap) is retried
 * only after a key-verification 503 (docs/rules/http.md#retry, docs/rules/auth.md#auth-failures): every
 * attempt but the last must have been one; and a key-verification 503 IS retried: when the last attempt got
 * one, the retry budget was not used up, and the attempt's timeout left room for the retry's delay and
 * latency, the client gave up too early.
 */
export function checkMutationRetries(sim: SimulatorApp, expect?: RetryExpectation): string[] {
  const route = "POST /swaps/submit-tx";
  const attempts = sim.requests({ route }).filter((e) => e.route === route);
  const bad = attempts.slice(0, -1).filter((e) => e.fault !== "keyVerification503");
  const out = bad.length === 0 ? [] : [
    `P6: ${route} was retried after ${
      bad.map((e) => e.fault ?? e.status).join(", ")
    } (mutations are retried only ` +
    `after the key-verification 503)`,
  ];
  const last = attempts.at(-1);
  if (
    expect !== undefined && last?.fault === "keyVerification503" && expect.attemptEnd !== undefined &&
    expect.attemptStart !== undefined
  ) {
    let streak = 0;
    for (let i = attempts.length - 1; i >= 0 && attempts[i].fault === "keyVerification503"; i--) streak++;
    const room = expect.attemptStart + expect.timeoutMs - expect.attemptEnd;
    const needed = 2 * expect.latencyMs + expect.keyVerificationDelayMs + EPS_MS;
    if (streak <= expect.keyVerificationLimit && room > needed) {
      out.push(
        `P6: ${route} was not retried after a key-verification 503 (attempt ${streak} of ` +
          `${expect.keyVerificationLimit + 1}; the attempt gave up ${room} ms before its timeout)`,
      );
    }
  }
  return out;
}

/** Bounds of property 4 for one swap. */
export interface TimingBounds {
  timeoutMs: number;
  useBackend: boolean;
  /** Source chain verification bound (`pollingConfig.maxTimeoutMs`). */
  verifyMs: number;
  /** Bound of post-execution (retries, backoff and latency of `/execute`). */
  postExecutionMs: number;
}

/** Property 4: the per-attempt timeouts hold on the virtual clock (docs/rules/swaps.md#per-attempt-timeout). */
export function checkTimeouts(run: SwapRun, b: TimingBounds): string[] {
  const out: string[] = [];
  const { at } = run;
  if (at.created === undefined || at.end === undefined) return out;
  const backendEnd = at.fallback ?? at.end;
  if (b.useBackend && backendEnd - at.created > b.timeoutMs + EPS_MS) {
    out.push(`P4: backend attempt took ${backendEnd - at.created} ms > timeout ${b.timeoutMs}`);
  }
  const fallbackStart = b.useBackend ? at.fallback : at.created;
  if (
    at.verified !== undefined && fallbackStart !== undefined &&
    at.verified - fallbackStart > b.verifyMs + EPS_MS
  ) {
    out.push(`P4: verification took ${at.verified - fallbackStart} ms > ${b.verifyMs}`);
  }
  if (at.verified !== undefined) {
    const relayEnd = at.relayed ?? (at.executed === undefined ? at.end : undefined);
    if (relayEnd !== undefined && relayEnd - at.verified > b.timeoutMs + EPS_MS) {
      out.push(`P4: fallback relay took ${relayEnd - at.verified} ms > timeout ${b.timeoutMs}`);
    }
  }
  if (at.relayed !== undefined && at.end - at.relayed > b.postExecutionMs + EPS_MS) {
    out.push(`P4: post-execution took ${at.end - at.relayed} ms > ${b.postExecutionMs}`);
  }
  return out;
}

/** Property 1 (failure side): the failed Result's code and phase match an injected fault class. */
export function checkFailureClass(
  error: ClientError,
  run: SwapRun,
  faulted: Set<string>,
  timeoutMs: number,
  useBackend: boolean,
  unmined = false,
): string[] {
  const phase = error.context.phase;
  const has = (prefix: string): boolean => [...faulted].some((r) => r.startsWith(prefix));
  const rpc = has("POST /rpc/");
  const relayer = has("POST /relayer#");
  const why = `${error.code} "${error.message}" phase ${String(phase)}; faulted: ${[...faulted].join(", ")}`;
  const out: string[] = [];
  // Before the source tx is sent (the allowance read, the intent's creation) there is no backend attempt yet.
  const beforeSend = phase === "allowanceCheck" || phase === "intentCreation";
  if (useBackend && !beforeSend && (error.context as ErrorContextFields).backendError === undefined) {
    out.push(`P1: a fallback failure lacks context.backendError (${why})`);
  }
  switch (phase) {
    case "allowanceCheck":
      // The allowance read is the source chain's first RPC call: only an RPC fault fails it.
      if (!rpc) out.push(`P1: the allowance check failed without an RPC fault (${why})`);
      return out;
    case "intentCreation":
    case "verify":
      if (!rpc && !(phase === "verify" && unmined)) {
        out.push(`P1: ${phase} failed without an RPC fault or an unmined source tx (${why})`);
      }
      if (phase === "verify" && error.code !== "TX_VERIFICATION_FAILED") out.push(`P1: wrong code (${why})`);
      return out;
    // docs/errors.md: a refused or failed relay submission is phase `submit` (the platform's label), a wait `relay`
    case "submit":
    case "relay": {
      const relayMs = (run.at.end ?? 0) - (run.at.verified ?? 0);
      // docs/rules/errors.md#relay-errors: the swap wraps relay failures as EXTERNAL_API_ERROR, the relay code on message and relayCode.
      const relayCode = error.context.relayCode;
      const timedOut = relayCode === "RELAY_TIMEOUT" && relayMs >= timeoutMs - EPS_MS;
      if (
        error.code !== "EXTERNAL_API_ERROR" || error.message !== relayCode ||
        !["RELAY_TIMEOUT", "SUBMIT_TX_FAILED", "HTTP_REQUEST_FAILED"].includes(String(relayCode))
      ) {
        out.push(`P1: wrong relay code (${why})`);
      } else if (!timedOut && !relayer) {
        out.push(`P1: relay failed without a relayer fault or timeout (${why})`);
      }
      return out;
    }
    case "postExecution":
      if (error.code !== "EXTERNAL_API_ERROR" || error.message !== "POST_EXECUTION_FAILED") {
        out.push(`P1: wrong post-execution code (${why})`);
      }
      if (!has("POST /intent/execute")) out.push(`P1: post-execution failed without a solver fault (${why})`);
      return out;
    default:
      return [`P1: unexpected failure class (${why})`];
  }
}
