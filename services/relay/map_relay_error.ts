/**
 * The one mapping of relay-layer failures onto the error contract of docs/rules/errors.md#relay-errors.
 *
 * - Style `"swap"` (the swap module): a relay failure becomes `EXTERNAL_API_ERROR`; `error.message` is the relay
 *   code as a phase tag (`RELAY_TIMEOUT`, `SUBMIT_TX_FAILED`, `HTTP_REQUEST_FAILED`), `context.relayCode` holds it
 *   too and `error.cause` is the relay layer's error.
 * - Style `"propagate"` (bridge, hub services and every other module): the relay layer's error travels raw; its
 *   `code` and `message` stay `SUBMIT_TX_FAILED` / `RELAY_TIMEOUT` / `HTTP_REQUEST_FAILED` and its `cause` stays
 *   the underlying failure (so `error.cause.message` still holds a refused submission's reason). Only the
 *   caller's context (phase, action, tx hash) is merged in.
 *
 * Errors that are not relay failures (the caller's `ABORTED`, a bad chain key or relay data caught before any
 * request) are never re-coded: an abort is returned as is, input errors only gain the caller's context.
 *
 * @example A relay timeout, seen by a swap and by a bridge
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { mapRelayError } from "./map_relay_error.ts";
 * const timeout = new ClientError("RELAY_TIMEOUT", "RELAY_TIMEOUT", { context: { relayCode: "RELAY_TIMEOUT" } });
 * const swap = mapRelayError(timeout, { style: "swap" });
 * assert.deepEqual([swap.code, swap.message, swap.context.relayCode], ["EXTERNAL_API_ERROR", "RELAY_TIMEOUT", "RELAY_TIMEOUT"]);
 * assert.equal(swap.cause, timeout);
 * const bridge = mapRelayError(timeout, { context: { phase: "relay" } });
 * assert.deepEqual([bridge.code, bridge.message, bridge.context.phase], ["RELAY_TIMEOUT", "RELAY_TIMEOUT", "relay"]);
 * ```
 * @module
 */
import { carriedContext, ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { RELAY_ERROR_CODES, type RelayErrorCode } from "./constants.ts";

/** How a module surfaces a relay failure: wrapped (`"swap"`) or raw (`"propagate"`). */
export type RelayErrorStyle = "swap" | "propagate";

/** Options of {@link mapRelayError}. */
export interface MapRelayErrorOptions {
  /** `"swap"` wraps as `EXTERNAL_API_ERROR`; `"propagate"` keeps the relay layer's code. @default "propagate" */
  style?: RelayErrorStyle | undefined;
  /** Caller context merged over the relay error's own (phase, action, chain, tx hash). @default {} */
  context?: ErrorContextFields | undefined;
}

const RELAY_CODES: ReadonlySet<string> = new Set(Object.values(RELAY_ERROR_CODES));

/**
 * Tells whether an error is a relay-layer failure, and which one.
 *
 * @param error any error value
 * @returns the relay code (`SUBMIT_TX_FAILED`, `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED`), or `undefined`
 * @example Only relay codes count
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { relayCodeOf } from "./map_relay_error.ts";
 * assert.equal(relayCodeOf(new ClientError("SUBMIT_TX_FAILED", "SUBMIT_TX_FAILED")), "SUBMIT_TX_FAILED");
 * assert.equal(relayCodeOf(new ClientError("ABORTED", "stopped")), undefined);
 * ```
 */
export function relayCodeOf(error: ClientError): RelayErrorCode | undefined {
  return RELAY_CODES.has(error.code) ? error.code as RelayErrorCode : undefined;
}

/**
 * The phase a relay failure belongs to, one label for every module (swaps, bridge, hub services), as the
 * platform's `mapRelayError` tags it: `submit` for a failure of the submission (`SUBMIT_TX_FAILED`, or any failure
 * of the relayer's `submit` action), `relay` for one of the wait for the packet.
 *
 * @param error the relay layer's error
 * @returns `"submit"` or `"relay"`
 * @example A refused submission and a timeout
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { relayFailurePhase } from "./map_relay_error.ts";
 * assert.equal(relayFailurePhase(new ClientError("SUBMIT_TX_FAILED", "SUBMIT_TX_FAILED")), "submit");
 * assert.equal(relayFailurePhase(new ClientError("RELAY_TIMEOUT", "RELAY_TIMEOUT")), "relay");
 * ```
 */
export function relayFailurePhase(error: ClientError): "submit" | "relay" {
  return error.code === "SUBMIT_TX_FAILED" || error.context.action === "submit" ? "submit" : "relay";
}

/**
 * Maps a relay-layer failure for the calling module (see the module doc for the two styles).
 *
 * @param error the error `relayTxAndWaitPacket` (or another relay function) returned
 * @param options the style and the caller's context @default {}
 * @returns the error to return: `EXTERNAL_API_ERROR` (style `"swap"`), the relay code (style `"propagate"`), or
 *   the input error's own code when it is not a relay failure
 * @example A refused submission keeps its reason on `cause.message` when propagated
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { mapRelayError } from "./map_relay_error.ts";
 * const refused = new ClientError("SUBMIT_TX_FAILED", "SUBMIT_TX_FAILED", { cause: new Error("unknown tx") });
 * const e = mapRelayError(refused, { context: { action: "supply" } });
 * assert.equal(e.code, "SUBMIT_TX_FAILED");
 * assert.equal((e.cause as Error).message, "unknown tx");
 * assert.equal(e.context.relayCode, "SUBMIT_TX_FAILED");
 * ```
 */
export function mapRelayError(error: ClientError, options: MapRelayErrorOptions = {}): ClientError {
  const { style = "propagate" } = options;
  const context = (options.context ?? {}) as Readonly<Record<string, unknown>>;
  if (error.code === "ABORTED") return error;
  const relayCode = relayCodeOf(error);
  if (relayCode === undefined || style === "propagate") {
    return new ClientError(error.code, error.message, {
      context: carriedContext<typeof error.code>({
        ...error.context,
        ...context,
        ...(relayCode === undefined ? {} : { relayCode }),
      }),
      cause: error.cause,
    });
  }
  return new ClientError("EXTERNAL_API_ERROR", relayCode, {
    context: {
      ...context,
      api: "relay",
      relayCode,
      ...pick(error.context as Readonly<Record<string, unknown>>, [
        "status",
        "timeoutMs",
        "chainId",
        "txHash",
      ]),
    },
    cause: error,
  });
}

function pick(source: Readonly<Record<string, unknown>>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}
