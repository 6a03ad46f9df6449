/**
 * `RelayLatencyEstimator`: remembers how long recent relays took (submission to `executed`), so the adaptive
 * poll schedule (`adaptive_poll_schedule.ts`) can poll where this deployment's relays actually finish instead of
 * where one profile was tuned. The entry object keeps one per client; a standalone `relayTxAndWaitPacket` call
 * uses one only when it is passed.
 *
 * @example Learn from two relays
 * ```ts
 * import assert from "node:assert/strict";
 * import { RelayLatencyEstimator } from "./relay_latency_estimator.ts";
 * const estimator = new RelayLatencyEstimator();
 * estimator.record({ lowMs: 200, highMs: 400 });
 * estimator.record({ lowMs: 0, highMs: 600 });
 * assert.deepEqual(estimator.samples(), [300, 300]);
 * ```
 * @module
 */
import { DEFAULT_RELAY_LATENCY_WINDOW } from "../../core/timing.ts";
export { DEFAULT_RELAY_LATENCY_WINDOW } from "../../core/timing.ts";

/** When one relay finished: after the last poll that saw it in flight (`lowMs`), by the poll that saw it done. */
export interface RelayLatencyBracket {
  /** Elapsed ms since the submission at the last poll that did not see `executed` (0 when none). */
  lowMs: number;
  /** Elapsed ms since the submission at the poll that saw `executed`. */
  highMs: number;
  /** Elapsed ms at the last poll that saw the packet `pending` or `validating` (before `executing`). @default undefined */
  inFlightMs?: number | undefined;
}

/** Options of {@link RelayLatencyEstimator}. */
export interface RelayLatencyEstimatorOptions {
  /** Recent relays remembered (older ones are forgotten first). @default 32 */
  window?: number | undefined;
}

/**
 * A bounded window of recent relay durations. Each relay is known only within a bracket (it finished between two
 * polls); the estimate kept is the bracket's midpoint, which converges as the schedule's brackets narrow.
 */
export class RelayLatencyEstimator {
  readonly #window: number;
  readonly #values: number[] = [];
  readonly #ratios: (number | undefined)[] = [];

  /**
   * Creates an empty estimator.
   *
   * @param options the window size
   * @example A window of two forgets the oldest relay
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./relay_latency_estimator.ts";
   * const e = new RelayLatencyEstimator({ window: 2 });
   * for (const ms of [100, 200, 300]) e.record({ lowMs: ms, highMs: ms });
   * assert.deepEqual(e.samples(), [200, 300]);
   * ```
   */
  constructor(options: RelayLatencyEstimatorOptions = {}) {
    const w = options.window;
    this.#window = typeof w === "number" && Number.isInteger(w) && w > 0 ? w : DEFAULT_RELAY_LATENCY_WINDOW;
  }

  /**
   * Records one finished relay; brackets that are not finite, negative or inverted are ignored.
   *
   * @param bracket when it finished
   * @example An inverted bracket is ignored
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./relay_latency_estimator.ts";
   * const e = new RelayLatencyEstimator();
   * e.record({ lowMs: 500, highMs: 100 });
   * assert.equal(e.size, 0);
   * ```
   */
  record(bracket: RelayLatencyBracket): void {
    const { lowMs, highMs } = bracket;
    if (!Number.isFinite(lowMs) || !Number.isFinite(highMs) || lowMs < 0 || highMs < lowMs) return;
    const duration = (lowMs + highMs) / 2;
    const inFlight = bracket.inFlightMs;
    this.#values.push(duration);
    this.#ratios.push(
      typeof inFlight === "number" && Number.isFinite(inFlight) && inFlight > 0 && inFlight <= lowMs
        ? duration / inFlight
        : undefined,
    );
    if (this.#values.length > this.#window) {
      this.#values.shift();
      this.#ratios.shift();
    }
  }

  /**
   * For the remembered relays seen `pending`/`validating` at some poll: duration ÷ elapsed time of the last such
   * poll, oldest first. A low quantile of these says how much longer a relay still in flight at `t` lasts at
   * least.
   *
   * @returns the ratios
   * @example A relay still validating at 2 s that finished at 4 s
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./relay_latency_estimator.ts";
   * const e = new RelayLatencyEstimator();
   * e.record({ lowMs: 3_900, highMs: 4_100, inFlightMs: 2_000 });
   * assert.deepEqual(e.inFlightRatios(), [2]);
   * ```
   */
  inFlightRatios(): number[] {
    return this.#ratios.filter((r): r is number => r !== undefined);
  }

  /** Relays remembered. */
  get size(): number {
    return this.#values.length;
  }

  /**
   * The remembered durations in ms, oldest first (a copy).
   *
   * @returns the durations
   * @example Empty at first
   * ```ts
   * import assert from "node:assert/strict";
   * import { RelayLatencyEstimator } from "./relay_latency_estimator.ts";
   * assert.deepEqual(new RelayLatencyEstimator().samples(), []);
   * ```
   */
  samples(): number[] {
    return [...this.#values];
  }
}
