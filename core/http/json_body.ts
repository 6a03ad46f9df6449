/**
 * JSON encoding of request bodies: bigints become decimal strings.
 *
 * @example Encode a bigint amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { toJsonBody } from "./json_body.ts";
 * const r = toJsonBody({ amount: 10n ** 20n });
 * assert.ok(r.ok && r.value === '{"amount":"100000000000000000000"}');
 * ```
 * @module
 */
import { type ClientError, clientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";

/**
 * Serialises `value` as JSON, writing every bigint as its decimal string. Values JSON cannot encode (cycles)
 * give a failed Result with code `VALIDATION_FAILED`, never a throw.
 *
 * @param value the body
 * @returns the JSON text, or `VALIDATION_FAILED`
 *
 * @example A cycle is an error value
 * ```ts
 * import assert from "node:assert/strict";
 * import { toJsonBody } from "./json_body.ts";
 * const a: Record<string, unknown> = {};
 * a.self = a;
 * assert.ok(!toJsonBody(a).ok);
 * ```
 */
export function toJsonBody(value: unknown): Result<string, ClientError> {
  try {
    return ok(JSON.stringify(value, (_key, v: unknown) => typeof v === "bigint" ? v.toString() : v));
  } catch (cause) {
    return err(clientError("VALIDATION_FAILED", "Cannot encode request body as JSON", {}, cause));
  }
}
