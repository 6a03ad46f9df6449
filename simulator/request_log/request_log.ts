/**
 * The request log: one entry per request to a service (control calls excluded), with the `x-api-key` header as
 * received, the status answered and the fault injected; capped, oldest dropped first. Also counts requests per
 * normalised route.
 *
 * @example Log a request
 * ```ts
 * import assert from "node:assert/strict";
 * import { RequestLog } from "./request_log.ts";
 * const log = new RequestLog({ capacity: 2 });
 * const e = log.start({ at: 0, method: "GET", path: "/v1/be/oracle/markets", route: "GET /be/oracle/markets", apiKey: null });
 * log.finish(e, 200, undefined);
 * assert.ok(log.entries()[0].status === 200 && log.routeCounts()["GET /be/oracle/markets"] === 1);
 * ```
 * @module
 */
import type { FaultKind } from "../faults/types.ts";

/** One logged request. */
export interface RequestLogEntry {
  /** Sequence number, from 1. */
  seq: number;
  /** Clock time the request arrived (ms). */
  at: number;
  /** HTTP method. */
  method: string;
  /** Full request path, prefix included. */
  path: string;
  /** Normalised route key (`METHOD /path`, prefix stripped, ids folded). */
  route: string;
  /** The `x-api-key` header as received; null when absent. */
  apiKey: string | null;
  /** Status answered; null while the request is in flight (or stalled). */
  status: number | null;
  /** Fault injected, if any. */
  fault: FaultKind | null;
}

/** Everything a {@link RequestLog} holds: the kept entries, the sequence number and the per-route counts. */
export interface RequestLogSnapshot {
  /** Requests since the last clear (the last sequence number given). */
  total: number;
  /** The kept entries, oldest first. */
  entries: RequestLogEntry[];
  /** Requests per normalised route. */
  routeCounts: Record<string, number>;
}

/** Options of {@link RequestLog}. */
export interface RequestLogOptions {
  /** Most entries kept. @default 1000 */
  capacity?: number | undefined;
}

/** Filter of {@link RequestLog.entries}. */
export interface RequestLogFilter {
  /** Only entries whose route or path contains this text. @default all */
  route?: string | undefined;
  /** Only the last `limit` entries. @default all kept */
  limit?: number | undefined;
}

/** The one counter key of every request that no route served (unknown paths, wrong methods). */
export const UNMATCHED_ROUTE = "* (no route)";

/**
 * The capped request log and per-route counts. Entries live in a ring buffer: recording a request allocates
 * one entry and moves no other.
 */
export class RequestLog {
  readonly #capacity: number;
  /** Ring buffer; the oldest kept entry is at `#seq - #size` (mod capacity). */
  #ring: (RequestLogEntry | undefined)[];
  #size = 0;
  #seq = 0;
  #counts = new Map<string, number>();
  /** Per ring slot: 1 when its entry was written by {@link RequestLog.record} (no caller holds it: reusable). */
  #owned: Uint8Array;

  /**
   * Builds an empty log.
   *
   * @param options capacity
   */
  constructor(options: RequestLogOptions = {}) {
    const capacity = options.capacity ?? 1000;
    this.#capacity = capacity === Infinity
      ? Number.MAX_SAFE_INTEGER
      : Number.isFinite(capacity)
      ? Math.max(1, Math.ceil(capacity))
      : 1000;
    this.#ring = new Array(Math.min(this.#capacity, 4096));
    this.#owned = new Uint8Array(this.#ring.length);
  }

  /** Records the arrival of a request; returns the entry to finish. */
  start(init: Omit<RequestLogEntry, "seq" | "status" | "fault">): RequestLogEntry {
    const seq = ++this.#seq;
    const entry = newEntry(seq, init, null, null);
    const slot = this.#slot(seq);
    this.#ring[slot] = entry;
    this.#owned[slot] = 0;
    this.#count(init.route);
    return entry;
  }

  /**
   * Records a request already answered: the same entry and counts as {@link RequestLog.start} then
   * {@link RequestLog.finish} (served, not unmatched), without handing the entry out. The entry it overwrites is
   * reused in place when that one was also written here (no caller can hold it; {@link RequestLog.entries} gives
   * copies), so a hot route logs every request without allocating.
   *
   * @param init the request
   * @param status the status answered
   * @param fault the fault injected, if any
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { RequestLog } from "./request_log.ts";
   * const log = new RequestLog({ capacity: 1 });
   * const init = { method: "GET", path: "/v1/be/oracle/candles", route: "GET /be/oracle/candles", apiKey: null };
   * log.record({ ...init, at: 1 }, 200, undefined);
   * log.record({ ...init, at: 2 }, 200, undefined);
   * assert.deepEqual(log.entries(), [{ seq: 2, ...init, at: 2, status: 200, fault: null }]);
   * assert.equal(log.routeCounts()["GET /be/oracle/candles"], 2);
   * ```
   */
  record(
    init: Omit<RequestLogEntry, "seq" | "status" | "fault">,
    status: number,
    fault: FaultKind | undefined,
  ): void {
    const seq = ++this.#seq;
    const slot = this.#slot(seq);
    const old = this.#owned[slot] === 1 ? this.#ring[slot] : undefined;
    if (old === undefined) {
      this.#ring[slot] = newEntry(seq, init, status, fault ?? null);
      this.#owned[slot] = 1;
    } else {
      old.seq = seq;
      old.at = init.at;
      old.method = init.method;
      old.path = init.path;
      old.route = init.route;
      old.apiKey = init.apiKey;
      old.status = status;
      old.fault = fault ?? null;
    }
    this.#count(init.route);
  }

  /** One more entry held (up to the capacity) and one more request of `route`. */
  #count(route: string): void {
    if (this.#size < this.#capacity) this.#size++;
    this.#counts.set(route, (this.#counts.get(route) ?? 0) + 1);
  }

  /** The ring slot of `seq`, growing the ring (and its ownership marks) when the slot is past its end. */
  #slot(seq: number): number {
    const slot = (seq - 1) % this.#capacity;
    while (slot >= this.#ring.length) this.#ring.length = Math.min(this.#capacity, this.#ring.length * 2);
    if (this.#owned.length < this.#ring.length) {
      const owned = new Uint8Array(this.#ring.length);
      owned.set(this.#owned);
      this.#owned = owned;
    }
    return slot;
  }

  /**
   * Records the answer of a request. A request no route served (`unmatched`: an unknown path or a wrong method)
   * is counted under {@link UNMATCHED_ROUTE} instead of its own key, so random paths cannot grow the counters.
   */
  finish(entry: RequestLogEntry, status: number, fault: FaultKind | undefined, unmatched = false): void {
    entry.status = status;
    entry.fault = fault ?? null;
    if (!unmatched || entry.route === UNMATCHED_ROUTE) return;
    const left = (this.#counts.get(entry.route) ?? 1) - 1;
    if (left > 0) this.#counts.set(entry.route, left);
    else this.#counts.delete(entry.route);
    this.#counts.set(UNMATCHED_ROUTE, (this.#counts.get(UNMATCHED_ROUTE) ?? 0) + 1);
  }

  /** Logged entries, oldest first (copies). */
  entries(filter: RequestLogFilter = {}): RequestLogEntry[] {
    const route = filter.route;
    const matching: RequestLogEntry[] = [];
    for (let seq = this.#seq - this.#size + 1; seq <= this.#seq; seq++) {
      const e = this.#ring[(seq - 1) % this.#capacity];
      if (e !== undefined && (route === undefined || e.route.includes(route) || e.path.includes(route))) {
        matching.push(e);
      }
    }
    const limit = filter.limit;
    return (limit !== undefined && limit >= 0
      ? matching.slice(Math.max(0, matching.length - limit))
      : matching)
      .map((e) => ({ ...e }));
  }

  /** Requests per normalised route since the last clear. */
  routeCounts(): Record<string, number> {
    return Object.fromEntries([...this.#counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /** Total requests since the last clear. */
  get total(): number {
    return this.#seq;
  }

  /** A copy of everything the log holds (see {@link RequestLogSnapshot}). */
  toSnapshot(): RequestLogSnapshot {
    return { total: this.#seq, entries: this.entries(), routeCounts: this.routeCounts() };
  }

  /**
   * Replaces everything the log holds with a snapshot's; entries beyond this log's capacity (the oldest) are
   * dropped, and entries whose `seq` is not in the last `total` are ignored.
   */
  restoreSnapshot(snapshot: RequestLogSnapshot): void {
    this.clear();
    this.#seq = snapshot.total;
    const kept = snapshot.entries
      .filter((e) => e.seq > snapshot.total - this.#capacity && e.seq <= snapshot.total && e.seq > 0)
      .sort((a, b) => a.seq - b.seq);
    for (const e of kept) this.#ring[this.#slot(e.seq)] = { ...e };
    this.#size = kept.length === 0 ? 0 : snapshot.total - kept[0].seq + 1;
    this.#counts = new Map(Object.entries(snapshot.routeCounts));
  }

  /** Forgets everything. */
  clear(): void {
    this.#ring = new Array(Math.min(this.#capacity, 4096));
    this.#owned = new Uint8Array(this.#ring.length);
    this.#size = 0;
    this.#seq = 0;
    this.#counts.clear();
  }
}

/** A log entry with every field set in one literal (one object shape for every entry). */
function newEntry(
  seq: number,
  init: Omit<RequestLogEntry, "seq" | "status" | "fault">,
  status: number | null,
  fault: FaultKind | null,
): RequestLogEntry {
  return {
    seq,
    at: init.at,
    method: init.method,
    path: init.path,
    route: init.route,
    apiKey: init.apiKey,
    status,
    fault,
  };
}
