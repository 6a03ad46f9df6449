/**
 * A deadline-aware sleep for polling loops.
 * @module
 */
export { SUBMIT_TX_POLL_INTERVALS } from "../../core/timing.ts";
import type { Sleep } from "../../core/http/types.ts";
import { setTimeoutSleep } from "../../core/http/mod.ts";

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
