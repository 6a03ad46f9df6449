/**
 * A deadline-aware sleep for polling loops.
 * @module
 */
import type { Sleep } from "../../core/http/types.ts";
import { setTimeoutSleep } from "../../core/http/mod.ts";

/** Polling intervals of the backend submit-tx status, in ms; the last one repeats. */
export const SUBMIT_TX_POLL_INTERVALS: readonly number[] = [250, 500, 750, 1_000];

/** Sleeps `ms` (capped at `remaining`), resolving false when aborted. */
export async function pause(
  ms: number,
  remaining: number,
  sleep: Sleep = setTimeoutSleep,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    await sleep(Math.max(0, Math.min(ms, remaining)), signal);
    return true;
  } catch {
    return false;
  }
}
