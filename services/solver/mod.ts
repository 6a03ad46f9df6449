/**
 * `@xswap/client/solver`, the solver API client (docs/rules/swaps.md#solver-api): `getQuote`, `postExecution`, `getStatus` as plain
 * functions over a {@link SolverClientConfig}. Failures are `SolverErrorResponse` values (`{detail: {code,
 * message}}`), never throws; the only key sent is the configured global one
 * (docs/rules/auth.md#key-precedence tier 4). The status vocabulary a dApp reads from `xswap.swaps.getStatus`
 * (`SolverIntentStatusCode`, `SolverIntentStatusResponse`) is the root's.
 *
 * @example Ask for a status
 * ```ts
 * import assert from "node:assert/strict";
 * import { SolverIntentStatusCode } from "../../mod.ts";
 * import { getStatus } from "./mod.ts";
 * const fetch = () => Promise.resolve(Response.json({ status: -1 }));
 * const r = await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "http://solver.test/intent", fetch });
 * assert.ok(r.ok && r.value.status === SolverIntentStatusCode.NOT_FOUND);
 * ```
 * @module
 */
export type { SolverClientConfig, SolverIntentQuoteRequest } from "./types.ts";
export { getQuote } from "./solver_calls.ts";
export { postExecution } from "./solver_calls.ts";
export { getStatus } from "./solver_calls.ts";
export {
  type SolverErrorResponse,
  type SolverExecutionRequest,
  type SolverExecutionResponse,
  SolverIntentErrorCode,
  type SolverIntentQuoteResponse,
  type SolverIntentStatusRequest,
} from "../../core/schemas/solver.ts";
export { QUOTE_TYPES, type QuoteType } from "../../core/schemas/solver.ts";
