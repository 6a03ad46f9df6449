/**
 * The last step every `verifyTxHash` shares: a {@link PollOutcome} of the chain's status polling, plus the failure
 * the poll saw (if any), as a `Result`: `ABORTED`, `TX_VERIFICATION_FAILED` with `reason: "timeout"` (attempts and
 * the last transport error as cause) or `reason: "failed"` (the chain's failure under `failureKey`), else `true`.
 *
 * @example A timeout
 * ```ts
 * import assert from "node:assert/strict";
 * import { verificationResult } from "./verification_result.ts";
 * const r = verificationResult({ kind: "timeout", attempts: 3, lastError: undefined }, undefined, {
 *   context: { chainKey: "solana", txHash: "x" }, maxTimeoutMs: 100, pendingText: "not confirmed",
 * });
 * assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "timeout");
 * ```
 * @module
 */
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type PollOutcome, pollUntil, type PollUntilOptions } from "./poll_until.ts";

/** How the result describes itself. */
export interface VerificationResultOptions {
  /** `chainKey` and `txHash`, copied into every error's context. */
  context: ErrorContextFields;
  /** The polling bound, for the timeout message. */
  maxTimeoutMs: number;
  /** What was still true at the bound ("not found", "not confirmed", "no result"). */
  pendingText: string;
  /**
   * Context key of the chain's failure description: Solana's and Sui's `txError`, Stacks' `txStatus`.
   * @default "failure"
   */
  failureKey?: "failure" | "txError" | "txStatus" | undefined;
}

/**
 * Maps a verification poll to its result.
 *
 * @param outcome the poll's outcome
 * @param failure the chain's description of a failed transaction (`true`: failed, nothing to describe); `undefined`
 *   when it succeeded or never settled
 * @param options see {@link VerificationResultOptions}
 * @returns `true`, or the failure
 */
export function verificationResult(
  outcome: PollOutcome<unknown>,
  failure: unknown,
  options: VerificationResultOptions,
): Result<true, ClientError> {
  const { context, maxTimeoutMs } = options;
  if (outcome.kind === "aborted") {
    return err(
      new ClientError("ABORTED", "Cannot verify tx: aborted", {
        context: { ...(context as Readonly<Record<string, unknown>>) },
        cause: outcome.reason,
      }),
    );
  }
  if (outcome.kind === "timeout") {
    return err(
      new ClientError(
        "TX_VERIFICATION_FAILED",
        `Cannot verify tx: ${options.pendingText} within ${maxTimeoutMs} ms`,
        {
          context: {
            ...(context as Readonly<Record<string, unknown>>),
            reason: "timeout",
            attempts: outcome.attempts,
          },
          cause: outcome.lastError,
        },
      ),
    );
  }
  if (failure !== undefined) {
    return err(
      new ClientError("TX_VERIFICATION_FAILED", "Cannot verify tx: the transaction failed", {
        context: {
          ...(context as Readonly<Record<string, unknown>>),
          reason: "failed",
          ...described(failure, options.failureKey),
        },
      }),
    );
  }
  return ok(true);
}

/** The failure's description under its context key (none for a failure without one). */
function described(
  failure: unknown,
  key: VerificationResultOptions["failureKey"],
): { failure?: string; txError?: string; txStatus?: string } {
  if (failure === true) return {};
  const text = describeFailure(failure);
  return key === "txError" ? { txError: text } : key === "txStatus" ? { txStatus: text } : { failure: text };
}

function describeFailure(failure: unknown): string {
  try {
    return JSON.stringify(failure);
  } catch {
    return "unserializable failure";
  }
}

/** One status poll of a verification: still pending (with the read's error, if any), or final (failed or not). */
export type VerificationPoll = { done: false; error?: unknown } | { done: true; failure?: unknown };

/**
 * The polling every `verifyTxHash` shares: polls `poll` with {@link pollUntil} until the chain's status is final,
 * and answers with {@link verificationResult} (the failure is the one the final poll reported).
 *
 * @param poll one status read of the chain
 * @param options polling interval and bound, signal, sleep, clock
 * @param describe the error context, the pending text and the failure's context key
 * @returns `true`, or `ABORTED` / `TX_VERIFICATION_FAILED` (`reason` `timeout` or `failed`)
 * @example A failure the chain reports
 * ```ts
 * import assert from "node:assert/strict";
 * import { pollVerification } from "./verification_result.ts";
 * const r = await pollVerification(() => Promise.resolve({ done: true, failure: { code: 5 } }), {
 *   pollingIntervalMs: 10, maxTimeoutMs: 100,
 * }, { context: { chainKey: "injective-1", txHash: "AB" }, pendingText: "not found" });
 * assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.failure === '{"code":5}');
 * assert.equal(r.error.context.reason, "failed");
 * ```
 */
export async function pollVerification(
  poll: () => Promise<VerificationPoll>,
  options: PollUntilOptions,
  describe: Omit<VerificationResultOptions, "maxTimeoutMs">,
): Promise<Result<true, ClientError>> {
  let failure: unknown;
  const outcome = await pollUntil(async () => {
    const polled = await poll();
    if (!polled.done) return polled;
    failure = polled.failure;
    return { done: true, value: true };
  }, options);
  return verificationResult(outcome, failure, { ...describe, maxTimeoutMs: options.maxTimeoutMs });
}
