/**
 * `getQuote`: asks the solver for a quote (`POST {solver_url}/quote`).
 *
 * @example Quote with a stub solver
 * ```ts
 * import assert from "node:assert/strict";
 * import { getQuote } from "./get_quote.ts";
 * const fetch = () => Promise.resolve(Response.json({ quoted_amount: "990" }));
 * const r = await getQuote({
 *   token_src: "0x01", token_dst: "0x02", token_src_blockchain_id: "30", token_dst_blockchain_id: "146",
 *   amount: 1000n, quote_type: "exact_input",
 * }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.quoted_amount === 990n);
 * ```
 * @module
 */
import { err, type Result } from "../../core/result.ts";
import {
  type SolverErrorResponse,
  type SolverIntentQuoteResponse,
  solverQuoteResponseSchema,
  solverQuoteWireRequestSchema,
} from "../../core/schemas/solver.ts";
import { checkBudget, solverCall, toSolverError, unknownSolverError } from "./solver_call.ts";
import type { SolverClientConfig, SolverIntentQuoteRequest } from "./types.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

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
 * import { getQuote } from "./get_quote.ts";
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
