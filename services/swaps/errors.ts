/**
 * Error shaping of the swap flow: phase tags on `message`, codes per SPEC 7.2. Relay failures are mapped by
 * `mapRelayError` (`services/relay/map_relay_error.ts`), the one relay mapper.
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
