/**
 * Error shaping of the swap flow: phase tags on `message`, codes per SPEC 7.2.
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { SolverErrorResponse } from "../../core/schemas/solver.ts";

/** Wraps a solver failure as `EXTERNAL_API_ERROR` with `context.solverCode` and `context.solverDetail`. */
export function solverFailure(
  error: SolverErrorResponse,
  message: string,
  context: Record<string, unknown> = {},
): ClientError {
  return new ClientError("EXTERNAL_API_ERROR", message, {
    context: { ...context, api: "solver", solverCode: error.detail.code, solverDetail: error.detail },
    cause: error,
  });
}

/**
 * Maps a relay-layer error into the swap's error: `RELAY_TIMEOUT` and `SUBMIT_TX_FAILED` keep their code,
 * anything else becomes `RELAY_FAILED`; `message` is the relay code (the phase tag) and `context.relayCode` too.
 */
export function relayFailure(error: ClientError, context: Record<string, unknown>): ClientError {
  if (error.code === "ABORTED") return error;
  const relayCode = error.code === "RELAY_TIMEOUT" || error.code === "SUBMIT_TX_FAILED"
    ? error.code
    : error.message;
  const code = error.code === "RELAY_TIMEOUT" || error.code === "SUBMIT_TX_FAILED"
    ? error.code
    : "RELAY_FAILED";
  return new ClientError(code, relayCode, {
    context: { ...context, phase: "relay", relayCode, ...pick(error.context, ["status", "timeoutMs"]) },
    cause: error,
  });
}

/** Re-tags an error with a phase, keeping its code and cause chain. */
export function inPhase(
  error: ClientError,
  phase: string,
  context: Record<string, unknown> = {},
): ClientError {
  return new ClientError(error.code, error.message, {
    context: { ...error.context, ...context, phase },
    cause: error.cause ?? error,
  });
}

function pick(source: Readonly<Record<string, unknown>>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}
