/**
 * The solver's calls: `getQuote`, `getStatus` and `postExecution`, over one solver call and the mapping of every failure to a `SolverErrorResponse`
 * (docs/rules/errors.md#solver-errors).
 *
 * `getQuote`: asks the solver for a quote (`POST {solver_url}/quote`).
 *
 * @example Quote with a stub solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { getQuote } from "./solver_calls.ts";
 * const fetch = () => Promise.resolve(Response.json({ quoted_amount: "990" }));
 * const r = await getQuote({
 *   token_src: "0x01", token_dst: "0x02", token_src_blockchain_id: "30", token_dst_blockchain_id: "146",
 *   amount: 1000n, quote_type: "exact_input",
 * }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.quoted_amount === 990n);
 * ```
 *
 * `getStatus`: reads the solver's status of an intent (`POST {solver_url}/status`). The static function: no
 * backend fallback (that is the swaps service's `getStatus`, docs/rules/swaps.md#solver-status-budget).
 *
 * @example Read a SOLVED status from a stub solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { getStatus } from "./solver_calls.ts";
 * const fetch = () => Promise.resolve(Response.json({ status: 3, fill_tx_hash: "0xf1" }));
 * const r = await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.status === 3 && r.value.fill_tx_hash === "0xf1");
 * ```
 *
 * `postExecution`: tells the solver an intent is live on the hub (`POST {solver_url}/execute`).
 *
 * @example Post with a stub solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { postExecution } from "./solver_calls.ts";
 * const fetch = () => Promise.resolve(Response.json({ answer: "OK", intent_hash: "0xbeef" }));
 * const r = await postExecution({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.intent_hash === "0xbeef");
 * ```
 * @module
 */
import { SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS } from "../../core/timing.ts";
import * as z from "../../core/schemas/zod.ts";
import { resolveSolverHeaders } from "../../core/auth/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import { err, type Result } from "../../core/result.ts";
import {
  type SolverErrorResponse,
  type SolverExecutionRequest,
  solverExecutionRequestSchema,
  type SolverExecutionResponse,
  solverExecutionResponseSchema,
  SolverIntentErrorCode,
  type SolverIntentQuoteResponse,
  type SolverIntentStatusRequest,
  type SolverIntentStatusResponse,
  solverQuoteResponseSchema,
  solverQuoteWireRequestSchema,
  solverStatusRequestSchema,
  solverStatusResponseSchema,
} from "../../core/schemas/solver.ts";
import type { SolverClientConfig, SolverIntentQuoteRequest } from "./types.ts";
import { describeValue } from "../../core/describe_value.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";
export { SOLVER_QUOTE_ATTEMPT_TIMEOUT_MS } from "../../core/timing.ts";

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

/**
 * Requests a quote. The body is the request with `amount` as a decimal string; `quoted_amount` comes back as a
 * bigint. Retried like a read on transient failures (a quote is a pure computation).
 *
 * Failures are `SolverErrorResponse` values: a non-2xx body of that shape is passed through verbatim; bad input
 * (empty fields, non-numeric chain ids, `amount <= 0`), network, timeout, parse and shape failures are
 * `{detail: {code: SolverIntentErrorCode.UNKNOWN, message}}`.
 *
 * @param request the quote request (`amount` as bigint)
 * @param config solver root, API key (sent as `x-api-key` when non-empty), fetch, transport, timeout
 * @returns `Result<SolverIntentQuoteResponse, SolverErrorResponse>`
 *
 * @example A solver error body is passed through
 * ```ts
 * import assert from "node:assert/strict";
 * import { getQuote } from "./solver_calls.ts";
 * const body = { detail: { code: -4, message: "No path found" } };
 * const fetch = () => Promise.resolve(Response.json(body, { status: 400 }));
 * const r = await getQuote({
 *   token_src: "0x01", token_dst: "0x02", token_src_blockchain_id: "30", token_dst_blockchain_id: "146",
 *   amount: 1n, quote_type: "exact_input",
 * }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(!r.ok && r.error.detail.code === -4);
 * ```
 */
export function getQuote(
  request: SolverIntentQuoteRequest,
  config: SolverClientConfig,
): Promise<Result<SolverIntentQuoteResponse, SolverErrorResponse>> {
  return guardedGetQuote(request, config);
}

const guardedGetQuote = /* @__PURE__ */ guardAsync("SolverApi.getQuote", getQuoteUnguarded, {
  params: ["request", "config"],
  toError: toSolverError,
});

async function getQuoteUnguarded(
  request: SolverIntentQuoteRequest,
  config: SolverClientConfig,
): Promise<Result<SolverIntentQuoteResponse, SolverErrorResponse>> {
  const timeout = checkBudget(config.timeout, "timeout");
  if (!timeout.ok) return timeout;
  if (typeof request?.amount !== "bigint" || request.amount <= 0n) {
    return err(unknownSolverError("Invalid quote request: amount must be a bigint > 0"));
  }
  const wire = solverQuoteWireRequestSchema.safeParse({ ...request, amount: request.amount.toString() });
  if (!wire.success) {
    const issue = wire.error.issues[0];
    return err(unknownSolverError(`Invalid quote request: ${issue?.path.join(".")}: ${issue?.message}`));
  }
  return await solverCall(config, "/quote", wire.data, solverQuoteResponseSchema, timeout.value);
}

/**
 * Posts `{intent_tx_hash}` and returns `{status, fill_tx_hash?}`. `requestBudgetMs` bounds the whole call
 * (retries included); its expiry is `{detail: {code: UNKNOWN, message: "Solver request budget of N ms expired"}}`.
 * Other failures map as for `getQuote`. `config.timeout` is not used here: only the budget bounds a status read.
 *
 * @param request `{intent_tx_hash}`: the hub tx hash of the intent (the relay packet's `dst_tx_hash`)
 * @param config solver root, API key, fetch, transport
 * @param requestBudgetMs bound of the call in ms. @default undefined (no budget,
 *   docs/rules/swaps.md#solver-status-budget)
 * @returns `Result<SolverIntentStatusResponse, SolverErrorResponse>`
 *
 * @example A negative budget is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { getStatus } from "./solver_calls.ts";
 * const r = await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent" }, -1);
 * assert.ok(!r.ok && r.error.detail.code === -999);
 * ```
 */
export function getStatus(
  request: SolverIntentStatusRequest,
  config: SolverClientConfig,
  requestBudgetMs?: number | undefined,
): Promise<Result<SolverIntentStatusResponse, SolverErrorResponse>> {
  return guardedGetStatus(request, config, requestBudgetMs);
}

const guardedGetStatus = /* @__PURE__ */ guardAsync("SolverApi.getStatus", getStatusUnguarded, {
  params: ["request", "config", "requestBudgetMs"],
  toError: toSolverError,
});

async function getStatusUnguarded(
  request: SolverIntentStatusRequest,
  config: SolverClientConfig,
  requestBudgetMs?: number | undefined,
): Promise<Result<SolverIntentStatusResponse, SolverErrorResponse>> {
  const budget = checkBudget(requestBudgetMs, "requestBudgetMs");
  if (!budget.ok) return budget;
  const body = solverStatusRequestSchema.safeParse(request);
  if (!body.success) {
    return err(unknownSolverError("Invalid status request: intent_tx_hash must be a 0x hex string"));
  }
  return await solverCall(config, "/status", body.data, solverStatusResponseSchema, budget.value);
}

/**
 * Posts `{intent_tx_hash}` (the hub tx hash of the intent). Re-posting an already processed intent is
 * idempotent (docs/rules/swaps.md#swap-flow), so transient failures (network errors, 408/429/5xx) are retried
 * automatically with the transport's backoff.
 *
 * Failures are `SolverErrorResponse` values: a solver error body passes through verbatim; anything else is
 * `{detail: {code: SolverIntentErrorCode.UNKNOWN, message}}`.
 *
 * @param request `{intent_tx_hash}` (a 0x hex string)
 * @param config solver root, API key, fetch, transport, timeout
 * @returns `Result<SolverExecutionResponse, SolverErrorResponse>`
 *
 * @example A malformed hash fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { postExecution } from "./solver_calls.ts";
 * const r = await postExecution({ intent_tx_hash: "abc" }, { solverApiEndpoint: "http://solver.test/intent" });
 * assert.ok(!r.ok && r.error.detail.code === -999);
 * ```
 */
export function postExecution(
  request: SolverExecutionRequest,
  config: SolverClientConfig,
): Promise<Result<SolverExecutionResponse, SolverErrorResponse>> {
  return guardedPostExecution(request, config);
}

const guardedPostExecution = /* @__PURE__ */ guardAsync("SolverApi.postExecution", postExecutionUnguarded, {
  params: ["request", "config"],
  toError: toSolverError,
});

async function postExecutionUnguarded(
  request: SolverExecutionRequest,
  config: SolverClientConfig,
): Promise<Result<SolverExecutionResponse, SolverErrorResponse>> {
  const timeout = checkBudget(config.timeout, "timeout");
  if (!timeout.ok) return timeout;
  const body = solverExecutionRequestSchema.safeParse(request);
  if (!body.success) {
    return err(unknownSolverError("Invalid execution request: intent_tx_hash must be a 0x hex string"));
  }
  return await solverCall(config, "/execute", body.data, solverExecutionResponseSchema, timeout.value);
}
