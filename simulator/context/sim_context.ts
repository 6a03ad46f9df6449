/**
 * The state one simulator instance shares between its sub-apps: ledger, positions, clock, faults, keys, request
 * log and caches, plus `reset`.
 * @module
 */
import type { ApiKeyRegistry } from "../auth/api_keys.ts";
import type { RequestLog } from "../request_log/request_log.ts";
import type { FaultEngine } from "../faults/fault_engine.ts";
import type { SimSleep } from "../faults/sleep.ts";
import type { CandlesCache } from "../gateway/oracle_app.ts";
import type { SimClock } from "../state/clock.ts";
import type { Ledger } from "../state/ledger.ts";
import type { BalanceBook } from "../state/balances/balance_book.ts";
import type { PositionsStore } from "../state/positions/store.ts";
import type { SimStores } from "./sim_stores.ts";

/** Shared state of one simulator instance. */
export interface SimContext {
  /** The state ledger. */
  ledger: Ledger;
  /**
   * Balances of every chain and account, following the transactions (forgotten by `reset`). Read them over HTTP
   * (`GET /__sim/balances`); the book's own API is internal.
   * @ignore
   */
  balances: BalanceBook;
  /** The clock every time-driven transition reads. */
  clock: SimClock;
  /** Hub-service positions (money market, staking, partner fees, prices) that follow delivered hub writes.
   * (Read it over HTTP: `GET /__sim/positions`; the store's own API is internal.)
   * @ignore
   */
  positions: PositionsStore;
  /**
   * The sub-apps' own state (EVM chains, NEAR node, Bitcoin chain and exchange, sponsoring, ...), each written to
   * snapshots by the part of the same name. (Read it over HTTP; the stores' API is internal.)
   * @ignore
   */
  stores: SimStores;
  /** Fault decisions and ledger profile. */
  faults: FaultEngine;
  /** Accepted API keys. */
  auth: ApiKeyRegistry;
  /** Request log. */
  log: RequestLog;
  /** Oracle candles cache. */
  candlesCache: CandlesCache;
  /** Latency sleep. */
  sleep: SimSleep;
  /** Gateway prefix (`/v1` by default, `""` for the bare origin). */
  prefix: string;
  /** Aborts when the simulator closes. */
  lifetime: AbortSignal;
  /** The current seed. */
  seed(): number;
  /** Forgets all state (ledger, log, caches, pending schedules) and reseeds. */
  reset(seed?: number): void;
}

/** Tells whether a clock can be moved by hand. */
export function isManualClock(
  clock: SimClock,
): clock is SimClock & { advance(ms: number): void; set(ms: number): void } {
  const c = clock as { advance?: unknown; set?: unknown };
  return typeof c.advance === "function" && typeof c.set === "function";
}
