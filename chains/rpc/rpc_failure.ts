/**
 * Internal: names a failed viem JSON-RPC call the way `core/http` names a failed `fetch`, so one transport
 * failure reads the same on every method — `NETWORK_ERROR` with its cause (connection refused, DNS lookup
 * failed, ...), `REQUEST_TIMEOUT`, or `HTTP_REQUEST_FAILED` with the HTTP status.
 * @module
 */
import { BaseError, HttpRequestError, TimeoutError } from "viem";
import { describeNetworkCause } from "../../core/http/network_cause.ts";

/** What went wrong with an RPC call: the error code, a few words for the message, and the HTTP status if any. */
export interface RpcFailure {
  code: "NETWORK_ERROR" | "REQUEST_TIMEOUT" | "HTTP_REQUEST_FAILED";
  what: string;
  status?: number;
}

/**
 * Classifies what a viem call threw. Anything that is not a transport failure (a JSON-RPC error object, a
 * revert) is `HTTP_REQUEST_FAILED` with the node's short message.
 */
export function rpcFailure(cause: unknown): RpcFailure {
  if (cause instanceof BaseError) {
    if (cause.walk((e) => e instanceof TimeoutError) !== null) {
      return { code: "REQUEST_TIMEOUT", what: "timed out" };
    }
    const http = cause.walk((e) => e instanceof HttpRequestError);
    if (http instanceof HttpRequestError) {
      if (http.status === undefined) {
        return { code: "NETWORK_ERROR", what: describeNetworkCause(http.cause ?? http) };
      }
      return { code: "HTTP_REQUEST_FAILED", what: `status ${http.status}`, status: http.status };
    }
    return { code: "HTTP_REQUEST_FAILED", what: cause.shortMessage };
  }
  return { code: "NETWORK_ERROR", what: describeNetworkCause(cause) };
}
