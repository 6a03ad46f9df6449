/**
 * Internal: input checks of the backend client (failures are `VALIDATION_FAILED` with `context.field`).
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { isSpokeChainKey } from "../../core/chains/mod.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";

/** Query of a submit-tx status read. */
export interface SubmitTxStatusQuery {
  /** The source-chain tx hash handed to submit-tx. */
  txHash: string;
  /** Its chain key. @default undefined (not sent) */
  srcChainKey?: string | undefined;
}

/** A `VALIDATION_FAILED` error for `field`. */
export function invalid(field: string, reason: string): ClientError {
  return clientError("VALIDATION_FAILED", `Cannot send request: ${field} ${reason}`, { field, reason });
}

/** Parses `value` with `schema`; the first issue names the field. */
export function check<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): Result<z.output<S>, ClientError> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? "";
  return err(clientError("VALIDATION_FAILED", `Cannot send request: invalid ${field || "body"}`, {
    field,
    reason: issue?.message ?? "invalid",
    issues: parsed.error.issues,
  }, parsed.error));
}

/** The query string of a submit-tx status read. */
export function statusQuery(query: SubmitTxStatusQuery): Result<string, ClientError> {
  if (typeof query?.txHash !== "string" || query.txHash === "") {
    return err(invalid("txHash", "must be a non-empty string"));
  }
  const qs = new URLSearchParams({ txHash: query.txHash });
  if (query.srcChainKey !== undefined) {
    if (!isSpokeChainKey(query.srcChainKey)) return err(invalid("srcChainKey", "must be a known chain key"));
    qs.set("srcChainKey", query.srcChainKey);
  }
  return { ok: true, value: qs.toString() };
}
