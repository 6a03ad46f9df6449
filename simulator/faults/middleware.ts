/**
 * The fault middleware every service shares: waits the decided latency through the injectable sleep, then
 * answers the decided failure instead of the route.
 *
 * Failures: `keyVerification503` = 503 `{message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE}`; `error5xx` = the
 * decided status with `{message, code: "SIMULATED_FAILURE"}`; `drop` = a 200 announcing more bytes than it
 * sends, which Deno's server turns into an aborted connection (over a socket `fetch` resolves and reading the body rejects with
 * a `TypeError`; the in-process fetch of the simulator rejects `fetch` itself); `stall` = no answer until the
 * client aborts or the simulator closes (only an abort listener, no timer); `lost` = the route's handler runs
 * (a mutation is applied) and its answer is then thrown away: the connection is reset like a `drop`, or, with a
 * decided status, a gateway answers it (`502`/`504` `{message, code: "ANSWER_LOST"}`), as a proxy does when it
 * gives up on an upstream that already did the work. Injected answers carry `x-sim-fault: <kind>`.
 * @module
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../../core/schemas/backend_error.ts";
import type { SimEnv } from "./sim_env.ts";
import type { FaultEngine } from "./fault_engine.ts";
import type { FaultDecision } from "./types.ts";
import type { SimSleep } from "./sleep.ts";

/** Header naming the fault injected into a response. */
export const FAULT_HEADER = "x-sim-fault";

/** Options of {@link faultMiddleware}. */
export interface FaultMiddlewareOptions {
  /** Decides per request. */
  engine: FaultEngine;
  /** Waits latencies. */
  sleep: SimSleep;
  /** Aborts when the simulator closes (ends stalls and sleeps). */
  lifetime: AbortSignal;
}

/** A signal that aborts when either input aborts; `dispose` removes the listeners. */
export function linkSignals(a: AbortSignal, b: AbortSignal): { signal: AbortSignal; dispose: () => void } {
  const ac = new AbortController();
  const abort = (): void => ac.abort();
  if (a.aborted || b.aborted) ac.abort();
  a.addEventListener("abort", abort, { once: true });
  b.addEventListener("abort", abort, { once: true });
  return {
    signal: ac.signal,
    dispose: () => {
      a.removeEventListener("abort", abort);
      b.removeEventListener("abort", abort);
    },
  };
}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

function faultJson(status: number, body: Record<string, string>, fault: string, headers = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8", [FAULT_HEADER]: fault, ...headers },
  });
}

/**
 * A response cut short: it announces 100 bytes and sends one, so Deno's server aborts the connection mid-body
 * (the client sees a network error while reading the body; nothing is logged server-side).
 */
export function droppedResponse(fault: "drop" | "lost" = "drop"): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("{"));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { "content-type": "application/json", "content-length": "100", [FAULT_HEADER]: fault },
  });
}

/** Tells whether a response is a cut connection (a `drop`, or a `lost` answer reset after its handler ran). */
export function isCutConnection(response: Response): boolean {
  const fault = response.headers.get(FAULT_HEADER);
  return fault === "drop" || (fault === "lost" && response.headers.get("content-length") === "100");
}

/** The answer that replaces a handled request's own when the fault is `lost`. */
function lostAnswer(decision: FaultDecision): Response {
  if (decision.status === undefined) return droppedResponse("lost");
  return faultJson(
    decision.status,
    { message: "The gateway lost the upstream answer", code: "ANSWER_LOST" },
    "lost",
    decision.headers,
  );
}

/** Runs the route, discards its answer (its body consumed) and answers the lost-answer response instead. */
async function handledThenLost(c: Context<SimEnv>, next: Next, decision: FaultDecision): Promise<void> {
  await next();
  const handled = c.res;
  await handled.body?.cancel().catch(() => {});
  // Unset first: hono's setter would otherwise copy the handled answer's headers (content-length) over.
  c.res = undefined;
  c.res = lostAnswer(decision);
}

/** The answer of a fault that needs no waiting (stall and no-fault excluded). */
function immediate(decision: FaultDecision): Response | undefined {
  switch (decision.fault) {
    case "keyVerification503":
      return faultJson(503, { message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE }, decision.fault);
    case "error5xx":
      return faultJson(
        decision.status ?? 500,
        { message: "Simulated server failure", code: "SIMULATED_FAILURE" },
        decision.fault,
        decision.headers,
      );
    case "drop":
      return droppedResponse();
    default:
      return undefined;
  }
}

/**
 * Creates the fault middleware. It reads `routePath` from the context (set by the request-log middleware) and
 * sets `fault`.
 *
 * @param options engine, sleep and lifetime signal
 * @returns a hono middleware
 */
export function faultMiddleware(options: FaultMiddlewareOptions): MiddlewareHandler<SimEnv> {
  const { engine, sleep, lifetime } = options;
  const faulted = async (
    c: Context<SimEnv>,
    next: Next,
    decision: FaultDecision,
  ): Promise<Response | void> => {
    if (decision.latencyMs <= 0 && decision.fault === "lost") return await handledThenLost(c, next, decision);
    if (decision.latencyMs <= 0 && decision.fault !== "stall") return immediate(decision) ?? await next();
    const linked = linkSignals(c.req.raw.signal, lifetime);
    try {
      if (decision.latencyMs > 0) await sleep(decision.latencyMs, linked.signal);
      if (linked.signal.aborted) return faultJson(503, { message: "Request aborted" }, "aborted");
      if (decision.fault === "stall") {
        await untilAborted(linked.signal);
        return faultJson(503, { message: "Stalled request released" }, "stall");
      }
      if (decision.fault === "lost") return await handledThenLost(c, next, decision);
      return immediate(decision) ?? await next();
    } finally {
      linked.dispose();
    }
  };
  return (c, next) => {
    const decision = engine.decide(c.req.method, c.get("routePath") ?? c.req.path);
    c.set("fault", decision.fault);
    if (decision.latencyMs <= 0 && decision.fault === undefined) return next();
    return faulted(c, next, decision);
  };
}
