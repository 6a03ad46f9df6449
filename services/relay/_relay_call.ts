/**
 * Internal: one relayer call (`POST {apiUrl}` with `{action, params}`), input validation and the mapping of
 * transport failures to the relay tags.
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { RequestKind, TransportOptions } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { RELAY_ERROR_CODES } from "./constants.ts";
import { describeValue } from "../../core/describe_value.ts";

/** Options shared by the single-request relay functions. */
export interface RelayRequestOptions {
  /** Bound of the whole call in ms, retries included. @default undefined (unbounded) */
  timeoutMs?: number | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** Fetch, retry policy, sleep and jitter of the transport. @default {} (global fetch, default policy) */
  transport?: TransportOptions | undefined;
}

/** Validates `params` with `schema`; a failure is `VALIDATION_FAILED` with `context.field` and `reason`. */
export function checkParams<S extends z.core.$ZodType>(
  schema: S,
  params: unknown,
  action: string,
): Result<z.output<S>, ClientError> {
  const parsed = z.safeParse(schema, params);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? "";
  return err(clientError("VALIDATION_FAILED", `Cannot ${action}: invalid ${field || "params"}`, {
    field,
    reason: issue?.message ?? "invalid",
    issues: parsed.error.issues,
  }, parsed.error));
}

/** Sends one relayer action; returns the transport's result untouched (errors are the transport's). */
export async function relayCall<S extends z.core.$ZodType>(
  apiUrl: string,
  action: string,
  params: unknown,
  schema: S,
  kind: RequestKind,
  options: RelayRequestOptions,
): Promise<Result<z.output<S>, ClientError>> {
  try {
    new URL(apiUrl);
  } catch (cause) {
    return err(clientError("INVALID_URL", `Cannot ${action}: relayer URL is not absolute`, {
      url: describeValue(apiUrl),
      field: "apiUrl",
    }, cause));
  }
  return await httpRequest({
    url: apiUrl,
    method: "POST",
    body: { action, params },
    schema,
    kind,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  }, options.transport ?? {});
}

/** Tells whether an error is the caller's abort or a local input check (passed through unchanged). */
export function isPassThrough(error: ClientError): boolean {
  return error.code === "ABORTED" || error.code === "VALIDATION_FAILED" || error.code === "INVALID_URL";
}

/**
 * Wraps a transport failure as the relay tag `HTTP_REQUEST_FAILED` (code and message), keeping the transport
 * error as `cause` and its code as `context.transportCode`. Aborts and input errors pass through unchanged.
 */
export function relayHttpError(error: ClientError, action: string): ClientError {
  if (isPassThrough(error)) return error;
  const context: Record<string, unknown> = {
    relayCode: RELAY_ERROR_CODES.HTTP_REQUEST_FAILED,
    action,
    transportCode: error.code,
  };
  if (error.context.status !== undefined) context.status = error.context.status;
  if (error.context.url !== undefined) context.url = error.context.url;
  return clientError("HTTP_REQUEST_FAILED", RELAY_ERROR_CODES.HTTP_REQUEST_FAILED, context, error);
}
