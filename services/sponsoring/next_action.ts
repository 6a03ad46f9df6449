/**
 * `error.context.nextAction` of every failed sponsoring Result (docs/rules/sponsoring.md#next-action; the
 * values are this project's): what the caller should do next. The mapping lives here, in one table.
 *
 * @example Classify a sponsor outage
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientError } from "../../core/errors.ts";
 * import { nextActionFor } from "./next_action.ts";
 * assert.ok(nextActionFor(clientError("HTTP_REQUEST_FAILED", "x", { status: 503 })) === "backoff");
 * assert.ok(nextActionFor(clientError("INVALID_ADDRESS", "x")) === "fixInput");
 * ```
 * @module
 */
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";

/**
 * What to do after a failed sponsoring call:
 * - `retry`: repeat the same call now; the failure was momentary. Wallet declined or failed (`WALLET_ERROR`),
 *   network error, a second sequence conflict in a row (`SEQUENCE_CONFLICT`), a time window that passed or has
 *   not started (`TX_TOO_LATE`, `TX_TOO_EARLY`: the retry rebuilds from a fresh config), any other 409.
 * - `backoff`: wait (honour `context.retryAfterMs` when set), then repeat; the sponsor or the ledger API is
 *   overloaded or down. 429, every 5xx (the key-verification 503 once the transport's own retries are spent),
 *   `REQUEST_TIMEOUT`.
 * - `fixInput`: change the input first; repeating the same call fails the same way. `INVALID_ADDRESS`,
 *   `INVALID_URL`, `VALIDATION_FAILED`, `INTEGRATION_ERROR` (the wallet signed with a key other than `address`,
 *   or altered the transaction), and envelope rejections (`BAD_SIGNATURE`, `WRONG_NETWORK`, `INVALID_BODY`,
 *   `INVALID_ENVELOPE`, `WRONG_OPERATIONS`, `WRONG_SPONSOR`, `WRONG_STARTING_BALANCE`, `FEE_OUT_OF_BAND`,
 *   `INVALID_TIME_BOUNDS`) and other 4xx.
 * - `contactOperator`: only the sponsor's operator can fix it. 401/403 (key missing, invalid or suspended), an
 *   answer the client cannot read (`PARSE_ERROR`, `RESPONSE_VALIDATION_FAILED`, `RESPONSE_TOO_LARGE` whatever its
 *   status), a redirect to another origin (`CROSS_ORIGIN_REDIRECT`: the key is never sent there), an unusable sponsor config
 *   (`INVALID_CONFIG`), a sponsor account missing from the ledger.
 */
export type NextAction = "retry" | "backoff" | "fixInput" | "contactOperator";

/** Every {@link NextAction}, in the order above. */
export const NEXT_ACTIONS: readonly NextAction[] = ["retry", "backoff", "fixInput", "contactOperator"];

const RETRY_SERVER_CODES = new Set(["SEQUENCE_CONFLICT", "TX_TOO_LATE", "TX_TOO_EARLY"]);

/**
 * The next action for an error, from its `code`, `context.status` and the server's `context.serverCode`. An
 * existing `context.nextAction` wins.
 *
 * @param error the failure
 * @returns the next action
 *
 * @example A rejected signature needs another wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientError } from "../../core/errors.ts";
 * import { nextActionFor } from "./next_action.ts";
 * const e = clientError("ACTIVATION_FAILED", "x", { status: 400, serverCode: "BAD_SIGNATURE" });
 * assert.ok(nextActionFor(e) === "fixInput");
 * ```
 */
export function nextActionFor(error: ClientError): NextAction {
  const ctx = error.context;
  if (typeof ctx.nextAction === "string" && (NEXT_ACTIONS as readonly string[]).includes(ctx.nextAction)) {
    return ctx.nextAction as NextAction;
  }
  if (typeof ctx.serverCode === "string" && RETRY_SERVER_CODES.has(ctx.serverCode)) return "retry";
  if (error.code === "CROSS_ORIGIN_REDIRECT" || error.code === "RESPONSE_TOO_LARGE") return "contactOperator";
  const status = typeof ctx.status === "number" ? ctx.status : undefined;
  if (status !== undefined) {
    if (status === 401 || status === 403) return "contactOperator";
    if (status === 429 || status >= 500) return "backoff";
    if (status === 409 || status === 408) return status === 409 ? "retry" : "backoff";
    if (status >= 400) return "fixInput";
  }
  switch (error.code) {
    case "WALLET_ERROR":
    case "NETWORK_ERROR":
    case "ABORTED":
      return "retry";
    case "REQUEST_TIMEOUT":
      return "backoff";
    case "INVALID_ADDRESS":
    case "INVALID_URL":
    case "VALIDATION_FAILED":
    case "INTEGRATION_ERROR":
      return "fixInput";
    default:
      return "contactOperator";
  }
}

/**
 * Returns a copy of `error` whose context carries `nextAction` (computed by {@link nextActionFor} unless given)
 * plus `extra` fields.
 *
 * @param error the failure
 * @param extra more context (`phase`, `address`, ...)
 * @param action an explicit next action
 * @returns a new `ClientError` with the same code, message and cause
 *
 * @example Tag a transport error
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientError } from "../../core/errors.ts";
 * import { withNextAction } from "./next_action.ts";
 * const e = withNextAction(clientError("NETWORK_ERROR", "x"), { phase: "config" });
 * assert.ok(e.context.nextAction === "retry" && e.context.phase === "config");
 * ```
 */
export function withNextAction(
  error: ClientError,
  extraFields: ErrorContextFields = {},
  action?: NextAction,
): ClientError {
  const extra = extraFields as Readonly<Record<string, unknown>>;
  const merged = new ClientError(error.code, error.message, { context: { ...error.context, ...extra } });
  return new ClientError(error.code, error.message, {
    context: { ...merged.context, nextAction: action ?? nextActionFor(merged) },
    cause: error.cause,
  });
}
