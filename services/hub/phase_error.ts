/**
 * Phase tagging of hub-service errors (`context.phase`: `validate`, `lookup`, `allowanceCheck`, `approve`,
 * `intentCreation`, `submit`, `relay`) and the mapping of relay failures.
 *
 * @example Tag a validation failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { invalid } from "./phase_error.ts";
 * const e = invalid("INVALID_AMOUNT", "supply", "amount must be > 0", { field: "amount" });
 * assert.ok(e.code === "INVALID_AMOUNT" && e.context.phase === "validate" && e.context.action === "supply");
 * ```
 * @module
 */
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { mapRelayError, relayFailurePhase } from "../relay/map_relay_error.ts";

/** A phase of a hub-service operation. */
export type HubPhase =
  | "validate"
  | "lookup"
  | "allowanceCheck"
  | "approve"
  | "intentCreation"
  | "submit"
  | "relay";

/**
 * A `validate`-phase error: `Cannot {action}: {reason}`.
 *
 * @param code the error code
 * @param action the operation (`supply`, `stake`, ...)
 * @param reason what is wrong
 * @param context extra context (`field`, `value`, ...) @default {}
 * @returns the error
 * @example Unknown token
 * ```ts
 * import assert from "node:assert/strict";
 * import { invalid } from "./phase_error.ts";
 * assert.ok(invalid("UNSUPPORTED_TOKEN", "borrow", "no such token").message === "Cannot borrow: no such token");
 * ```
 */
export function invalid(
  code: ErrorCode,
  action: string,
  reason: string,
  contextFields: ErrorContextFields = {},
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError(code, `Cannot ${action}: ${reason}`, {
    context: { ...context, action, phase: "validate" },
  });
}

/** `inPhase` of `core/errors.ts`, re-exported beside the hub phases it is called with. */
export { inPhase } from "../../core/errors.ts";

/**
 * Returns a relay-layer failure raw (docs/rules/errors.md#relay-errors: modules other than swap propagate the
 * relay layer's errors): the code and message stay `SUBMIT_TX_FAILED` / `RELAY_TIMEOUT` /
 * `HTTP_REQUEST_FAILED`, the cause stays the underlying failure; the hub phase (`submit` for a failure of the
 * submission, `relay` for one of the wait), the operation and `context.relayCode` are added. `ABORTED` passes
 * through. The mapping itself is `mapRelayError`.
 *
 * @param error the relay error
 * @param action the operation
 * @param context extra context (tx hash, chain) @default {}
 * @returns the error, with its relay code kept
 * @example A timeout stays a timeout
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { relayError } from "./phase_error.ts";
 * const e = relayError(new ClientError("RELAY_TIMEOUT", "RELAY_TIMEOUT"), "supply");
 * assert.ok(e.code === "RELAY_TIMEOUT" && e.context.phase === "relay" && e.context.relayCode === "RELAY_TIMEOUT");
 * ```
 */
export function relayError(
  error: ClientError,
  action: string,
  contextFields: ErrorContextFields = {},
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  // The relay layer names the relayer action it was calling (`submit`, `get_transaction_packets`).
  const relayAction = error.context.action;
  return mapRelayError(error, {
    style: "propagate",
    context: {
      ...context,
      ...(relayAction === undefined ? {} : { relayAction }),
      action,
      phase: relayFailurePhase(error),
    },
  });
}

/**
 * The first field of `params` that is not a string (an optional field may be `undefined`), as a `validate`-phase
 * error with the field's code; `undefined` when all are strings. Run it before anything formats or compares the
 * values, so hostile input (symbols, objects whose `toString` throws) never throws.
 *
 * @param action the operation, for the message and context
 * @param params the caller's parameters (anything)
 * @param fields the fields that must be strings, each with the code its failure carries
 * @param optional fields that may also be `undefined` @default []
 * @returns the error, or `undefined`
 * @example A chain key that is a number
 * ```ts
 * import assert from "node:assert/strict";
 * import { nonStringField } from "./phase_error.ts";
 * const e = nonStringField("withdraw", { srcChainKey: 8453 }, { srcChainKey: "UNKNOWN_CHAIN_KEY" });
 * assert.ok(e?.code === "UNKNOWN_CHAIN_KEY" && e.context.field === "srcChainKey");
 * ```
 */
export function nonStringField(
  action: string,
  params: unknown,
  fields: Readonly<Record<string, ErrorCode>>,
  optional: readonly string[] = [],
): ClientError | undefined {
  const p = (typeof params === "object" && params !== null ? params : {}) as Record<string, unknown>;
  for (const [field, code] of Object.entries(fields)) {
    if (p[field] === undefined && optional.includes(field)) continue;
    if (typeof p[field] !== "string") return invalid(code, action, `${field} must be a string`, { field });
  }
  return undefined;
}
