/**
 * Internal: settles with `promise`, or rejects with `signal.reason` as soon as `signal` aborts, so a fetch or
 * sleep that ignores its signal cannot outlive the call.
 * @module
 */

/**
 * Races `promise` against `signal`. A value that arrives after the abort goes to `onLateValue` (used to cancel
 * the body of a late response).
 */
export function raceAbort<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  onLateValue?: (value: T) => void,
): Promise<T> {
  if (signal.aborted) {
    promise.then((v) => onLateValue?.(v), () => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = (): void => {
      settled = true;
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        if (settled) onLateValue?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        if (!settled) reject(error);
      },
    );
  });
}

/** Cancels an unread response body, ignoring failures (an already locked or closed stream). */
export function discardBody(response: Response): void {
  if (response.body && !response.bodyUsed) response.body.cancel().catch(() => {});
}
