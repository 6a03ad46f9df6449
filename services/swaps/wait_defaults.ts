/**
 * The default budgets of the swaps service's waits: the status reads and the track. A file of their own so the
 * package root can export them without loading the status and track code, which load on first use
 * (docs/browser.md#size).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_TRACK_TIMEOUT_MS } from "./wait_defaults.ts";
 * assert.equal(DEFAULT_TRACK_TIMEOUT_MS, 300_000);
 * ```
 * @module
 */
export {
  DEFAULT_DETAILED_STATUS_BUDGET_MS,
  DEFAULT_TRACK_REQUEST_BUDGET_MS,
  DEFAULT_TRACK_TIMEOUT_MS,
} from "../../core/timing.ts";
