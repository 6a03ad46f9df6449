/**
 * `DashboardHub`: the server side of the dashboard. While at least one page is connected it follows the ledger
 * (`onEvent`), taps every service request (path and body tokens, status, fault), keeps the {@link IntentRows}
 * model, and pushes messages to the connected pages: `snapshot` on connect and after a reset, `row` for each
 * changed row (coalesced per microtask), and every heartbeat (default 500 ms) `requests` (the calls since the
 * last beat) and `state` (seed, preset, counters, fault configuration) when it changed. The heartbeat also reads
 * the ledger, so relay packets and fills advance on screen even when no client polls. With no page connected it
 * costs nothing: the tap passes requests straight through and no timer runs.
 *
 * @example Receive a row when an intent appears
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { DashboardHub, type DashboardMessage } from "./dashboard_hub.ts";
 * const sim = createSimulatorApp({ clock: "system" });
 * const hub = new DashboardHub(sim.context, { heartbeatMs: 0 });
 * const seen: DashboardMessage[] = [];
 * const stop = hub.subscribe((m) => seen.push(m));
 * sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
 * sim.ledger.submitRelay("30", "0xaa");
 * await Promise.resolve();
 * assert.ok(seen[0].event === "snapshot" && seen.some((m) => m.event === "row"));
 * stop();
 * sim.close();
 * ```
 * @module
 */
import type { MiddlewareHandler } from "hono";
import { simChainKeyOfRelayId } from "../client_config/relay_ids.ts";
import type { SimEnv } from "../faults/sim_env.ts";
import type { SimContext } from "../context/sim_context.ts";
import { simState } from "../control/control_app.ts";
import { isControlPath } from "../request_log/log_middleware.ts";
import { normaliseRoutePath, stripPrefix } from "../faults/route_path.ts";
import type { LedgerEvent } from "../state/types.ts";
import type { TappedRequest } from "./intent_row.ts";
import { IntentRows } from "./intent_rows.ts";
import { requestTokens } from "./request_tokens.ts";

/** Default heartbeat period of the hub, in ms. */
export const DEFAULT_DASHBOARD_HEARTBEAT_MS = 500;
const MAX_REQUESTS_PER_BEAT = 50;
const MAX_SNAPSHOT_ROWS = 300;

/** A message pushed to the pages (one server-sent event). */
export interface DashboardMessage {
  /** `snapshot`, `row`, `requests` or `state`. */
  event: "snapshot" | "row" | "requests" | "state";
  /** The payload (JSON-serialisable; bigints already strings). */
  data: unknown;
}

/** Options of {@link DashboardHub}. */
export interface DashboardHubOptions {
  /** Heartbeat period in ms; 0 = no heartbeat (tests). @default DEFAULT_DASHBOARD_HEARTBEAT_MS */
  heartbeatMs?: number | undefined;
}

/** Follows the simulator for the connected dashboard pages. */
export class DashboardHub {
  readonly #ctx: SimContext;
  readonly #heartbeatMs: number;
  #listeners = new Set<(m: DashboardMessage) => void>();
  #rows = new IntentRows();
  #requests: TappedRequest[] = [];
  #events: readonly LedgerEvent[] = [];
  #unfollow: (() => void) | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #flushing = false;
  #lastState = "";

  constructor(ctx: SimContext, options: DashboardHubOptions = {}) {
    this.#ctx = ctx;
    this.#heartbeatMs = options.heartbeatMs ?? DEFAULT_DASHBOARD_HEARTBEAT_MS;
  }

  /** Number of connected pages. */
  get subscribers(): number {
    return this.#listeners.size;
  }

  /** Connects a page: it gets a `snapshot` at once, then live messages. Returns the disconnect function. */
  subscribe(listener: (m: DashboardMessage) => void): () => void {
    if (this.#listeners.size === 0) this.#start();
    this.#listeners.add(listener);
    listener({ event: "snapshot", data: this.#snapshot() });
    return () => {
      if (this.#listeners.delete(listener) && this.#listeners.size === 0) this.#stop();
    };
  }

  /** The hono middleware that taps service requests (mount it before the request log). */
  readonly tap: MiddlewareHandler<SimEnv> = (c, next) => {
    if (this.#listeners.size === 0 || isControlPath(c.req.path)) return next();
    return this.#tapRequest(c, next);
  };

  async #tapRequest(c: Parameters<MiddlewareHandler<SimEnv>>[0], next: () => Promise<void>): Promise<void> {
    const at = this.#ctx.clock.now();
    const method = c.req.method;
    const body = method === "GET" || method === "HEAD" ? "" : await c.req.raw.clone().text().catch(() => "");
    try {
      await next();
    } finally {
      const routePath = c.get("routePath") ?? stripPrefix(c.req.path, this.#ctx.prefix);
      this.#onRequest({
        at,
        method,
        route: `${method} ${normaliseRoutePath(routePath)}`,
        status: c.res.status,
        fault: c.get("fault") ?? null,
        ...requestTokens(`${c.req.path}?${new URL(c.req.url).search}`, body),
      });
    }
  }

  #start(): void {
    // Follow first: reading the ledger while rebuilding may materialise transitions, whose events must count.
    this.#unfollow = this.#ctx.ledger.onEvent((e) => {
      this.#rows.applyEvent(e);
      this.#schedule();
    });
    this.#rebuild();
    if (this.#heartbeatMs > 0) this.#timer = setInterval(() => this.#beat(), this.#heartbeatMs);
  }

  #stop(): void {
    this.#unfollow?.();
    this.#unfollow = undefined;
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#rows = new IntentRows();
    this.#requests = [];
    this.#lastState = "";
  }

  #rebuild(): void {
    this.#rows = new IntentRows();
    this.#events = this.#ctx.ledger.events();
    for (const e of this.#events) this.#rows.applyEvent(e);
    for (const entry of this.#ctx.log.entries({ limit: 300 })) {
      if (entry.status === null) continue;
      const { seq: _seq, path, apiKey: _apiKey, ...rest } = entry;
      this.#rows.applyRequest({ ...rest, ...requestTokens(path, "") });
    }
    this.#refresh();
    this.#rows.takeDirty();
  }

  #snapshot(): Record<string, unknown> {
    return {
      ...this.#stateData(),
      rows: this.#rows.all().slice(0, MAX_SNAPSHOT_ROWS),
      requests: this.#ctx.log.entries({ limit: MAX_REQUESTS_PER_BEAT }).filter((e) => e.status !== null)
        .map(({ at, method, route, status, fault }) => ({ at, method, route, status, fault, tokens: [] })),
    };
  }

  #stateData(): Record<string, unknown> {
    return { state: simState(this.#ctx), faults: this.#ctx.faults.config() };
  }

  #onRequest(r: TappedRequest): void {
    if (this.#listeners.size === 0) return;
    this.#requests.push(r);
    if (this.#requests.length > MAX_REQUESTS_PER_BEAT) this.#requests.shift();
    this.#rows.applyRequest(r);
    this.#schedule();
  }

  /** Reads what the events do not say: intent amounts and the states of packets still in flight. */
  #refresh(): void {
    const ledger = this.#ctx.ledger;
    for (const hubTxHash of this.#rows.needsIntentInfo()) {
      const hub = ledger.hubIntent(hubTxHash);
      if (!hub) continue;
      const dst = simChainKeyOfRelayId(hub.intent.dstChain);
      this.#rows.setIntentInfo(hubTxHash, {
        inputAmount: hub.intent.inputAmount.toString(),
        dstChainKey: dst.ok ? dst.value : undefined,
      });
    }
    for (const p of this.#rows.openPackets()) {
      const found = ledger.packetsFor(p.chainId, p.txHash).find((x) =>
        x.src_tx_hash.toLowerCase() === p.txHash
      );
      if (found) this.#rows.setPacketStatus(p.txHash, found.status, ledger.now());
    }
  }

  #schedule(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    this.#flushing = false;
    if (this.#listeners.size === 0) return;
    this.#refresh();
    for (const row of this.#rows.takeDirty()) this.#send({ event: "row", data: row });
  }

  #beat(): void {
    this.#ctx.ledger.sync();
    if (this.#ctx.ledger.events() !== this.#events) {
      this.#rebuild();
      this.#requests = [];
      return this.#send({ event: "snapshot", data: this.#snapshot() });
    }
    this.#flush();
    if (this.#requests.length > 0) this.#send({ event: "requests", data: this.#requests.splice(0) });
    const state = this.#stateData();
    const text = JSON.stringify(state);
    if (text !== this.#lastState) {
      this.#lastState = text;
      this.#send({ event: "state", data: state });
    }
  }

  #send(m: DashboardMessage): void {
    for (const l of this.#listeners) l(m);
  }
}
