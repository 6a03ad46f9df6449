/**
 * Internal: maps the transport's `ClientError` to a {@link SwapsApiError}.
 * @module
 */
import type { ClientError, ErrorCode } from "../core/errors.ts";
import { redactUrl } from "../core/http/redact_url.ts";
import { SwapsApiError, type SwapsApiErrorCode, type SwapsApiErrorContext } from "./errors.ts";

const CODE_MAP: Partial<Record<ErrorCode, SwapsApiErrorCode>> = {
  NETWORK_ERROR: "NETWORK_ERROR",
  ABORTED: "NETWORK_ERROR",
  REQUEST_TIMEOUT: "TIMEOUT_ERROR",
  HTTP_REQUEST_FAILED: "HTTP_ERROR",
  PARSE_ERROR: "PARSE_ERROR",
  RESPONSE_VALIDATION_FAILED: "VALIDATION_ERROR",
  VALIDATION_FAILED: "VALIDATION_ERROR",
  // the wire client's code set is fixed (docs/rules/wire_client.md#errors): a refused redirect is a non-2xx answer
  CROSS_ORIGIN_REDIRECT: "HTTP_ERROR",
};

/** A body over the cap: unreadable as JSON when the status was 2xx, else a non-2xx answer (docs/rules/wire_client.md#errors). */
function codeOf(error: ClientError): SwapsApiErrorCode {
  if (error.code === "RESPONSE_TOO_LARGE") {
    const status = error.context.status;
    return typeof status === "number" && status >= 200 && status < 300 ? "PARSE_ERROR" : "HTTP_ERROR";
  }
  return CODE_MAP[error.code] ?? "VALIDATION_ERROR";
}

/** Where the failed call went. */
export interface CallSite {
  operation: string;
  path: string;
}

/** Builds the thrown error from a transport error; `cause` is the transport's cause, else the ClientError. */
export function toSwapsApiError(error: ClientError, site: CallSite): SwapsApiError {
  const c = error.context;
  const context = {
    ...c,
    endpoint: typeof c.url === "string" ? redactUrl(c.url) : "",
    method: typeof c.method === "string" ? c.method : "",
    path: site.path,
    operation: site.operation,
    attempts: typeof c.attempts === "number" ? c.attempts : 0,
  } as SwapsApiErrorContext;
  delete (context as Record<string, unknown>).url;
  const message = typeof c.message === "string" ? `${error.message} (${c.message})` : error.message;
  return new SwapsApiError(codeOf(error), message, {
    context,
    cause: error.cause ?? error,
  });
}
