/**
 * Internal: one solver call and the mapping of every failure to a `SolverErrorResponse`
 * (docs/rules/errors.md#solver-errors).
 * @module
 */
import { SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS } from "../../core/timing.ts";
export { SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS } from "../../core/timing.ts";
import * as z from "../../core/schemas/zod.ts";
import { resolveSolverHeaders } from "../../core/auth/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import { err, type Result } from "../../core/result.ts";
import { type SolverErrorResponse, SolverIntentErrorCode } from "../../core/schemas/solver.ts";
import type { SolverClientConfig } from "./types.ts";
import { describeValue } from "../../core/describe_value.ts";

/** A solver error body, extra keys kept so it is passed through verbatim. */
const solverErrorBodySchema = z.looseObject({
  detail: z.looseObject({ code: z.number().check(z.int()), message: z.string() }),
});

/** `{detail: {code: UNKNOWN, message}}`. */
export function unknownSolverError(message: string): SolverErrorResponse {
  return { detail: { code: SolverIntentErrorCode.UNKNOWN, message } };
}

/**
 * Maps a transport failure: a solver error body passes through verbatim, anything else is UNKNOWN with the
 * transport error in `detail.transport`.
 */
export function toSolverError(error: ClientError, budgetMs?: number | undefined): SolverErrorResponse {
  const mapped = mapToSolverError(error, budgetMs);
  // the transport error itself, for a caller that reports it (swaps.getQuote's cause): the wire shape stays plain
  if (mapped.detail.transport !== undefined) transportErrors.set(mapped.detail.transport, error);
  return mapped;
}

const transportErrors = new WeakMap<object, ClientError>();

/**
 * The transport `ClientError` a `SolverErrorResponse` was mapped from (its URL, method, attempts and the network
 * cause), when the solver was not reached or answered without a solver error body.
 */
export function transportErrorOf(error: SolverErrorResponse): ClientError | undefined {
  const transport = error.detail.transport;
  return transport === undefined ? undefined : transportErrors.get(transport);
}

function mapToSolverError(error: ClientError, budgetMs: number | undefined): SolverErrorResponse {
  if (error.code === "HTTP_REQUEST_FAILED") {
    const body = solverErrorBodySchema.safeParse(error.context.body);
    if (body.success) return body.data as SolverErrorResponse;
  }
  if (error.code === "REQUEST_TIMEOUT" && budgetMs !== undefined) {
    const expired = unknownSolverError(budgetExpiredMessage(budgetMs));
    budgetExpiries.set(expired, budgetMs);
    return expired;
  }
  const { status, url } = error.context;
  const transport: { code: string; message: string; status?: number; url?: string } = {
    code: error.code,
    message: error.message,
  };
  if (typeof status === "number") transport.status = status;
  // the endpoint that failed (the transport strips credentials from it)
  if (typeof url === "string") transport.url = url;
  return { detail: { code: SolverIntentErrorCode.UNKNOWN, message: error.message, transport } };
}

function budgetExpiredMessage(budgetMs: number): string {
  return `Solver request budget of ${budgetMs} ms expired`;
}

/** The failures that are the expiry of a call's own budget, with that budget (never read from the message). */
const budgetExpiries = new WeakMap<SolverErrorResponse, number>();

/** Tells whether a solver failure is the expiry of the call's own budget of `budgetMs`. */
export function isBudgetExpiry(error: SolverErrorResponse, budgetMs: number): boolean {
  return budgetExpiries.get(error) === budgetMs;
}

/** Posts `body` to `{solverApiEndpoint}{route}`; failures are `SolverErrorResponse` values. */
export async function solverCall<S extends z.core.$ZodType>(
  config: SolverClientConfig,
  route: "/quote" | "/execute" | "/status",
  body: unknown,
  schema: S,
  timeoutMs: number | undefined,
): Promise<Result<z.output<S>, SolverErrorResponse>> {
  const root = typeof config.solverApiEndpoint === "string"
    ? config.solverApiEndpoint.replace(/\/+$/, "")
    : "";
  const url = `${root}${route}`;
  try {
    new URL(url);
  } catch {
    return err(unknownSolverError(`Invalid solverApiEndpoint: ${describeValue(config.solverApiEndpoint)}`));
  }
  const res = await httpRequest({
    url,
    method: "POST",
    headers: resolveSolverHeaders({}, config.apiKey),
    body,
    schema,
    kind: "compute",
    timeoutMs,
    attemptTimeoutMs: route === "/quote" ? SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS : undefined,
    errorSchema: solverErrorBodySchema,
  }, { ...config.transport, fetch: config.fetch });
  return res.ok ? res : err(toSolverError(res.error, timeoutMs));
}

/** Checks an optional bound in ms: `undefined` or a finite number >= 0. */
export function checkBudget(ms: unknown, name: string): Result<number | undefined, SolverErrorResponse> {
  if (ms === undefined) return { ok: true, value: undefined };
  if (typeof ms === "number" && Number.isFinite(ms) && ms >= 0) return { ok: true, value: ms };
  return err(unknownSolverError(`Invalid ${name}: expected a finite number >= 0`));
}
