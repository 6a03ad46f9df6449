/**
 * Error shaping of the swap flow: phase tags on `message`, codes per docs/rules/errors.md#swap-errors (phases
 * on `context.phase` are added by `inPhase` of `core/errors.ts`). Relay failures are mapped by
 * `mapRelayError` (`services/relay/map_relay_error.ts`), the one relay mapper.
 * @module
 */
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { SolverErrorResponse } from "../../core/schemas/solver.ts";

/** Wraps a solver failure as `EXTERNAL_API_ERROR` with `context.solverCode` and `context.solverDetail`. */
export function solverFailure(
  error: SolverErrorResponse,
  message: string,
  contextFields: ErrorContextFields = {},
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("EXTERNAL_API_ERROR", message, {
    context: { ...context, api: "solver", solverCode: error.detail.code, solverDetail: error.detail },
    cause: error,
  });
}
