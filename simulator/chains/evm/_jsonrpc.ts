/** JSON-RPC 2.0 envelope helpers of the EVM RPC. */

/** Standard JSON-RPC error codes. */
export const RPC_ERRORS = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  /** Geth's generic server error (nonce too low, wrong chain, ...). */
  SERVER: -32000,
} as const;

/** A JSON-RPC id. */
export type RpcId = string | number | null;

/** A JSON-RPC response object. */
export type RpcResponse =
  | { jsonrpc: "2.0"; id: RpcId; result: unknown }
  | { jsonrpc: "2.0"; id: RpcId; error: { code: number; message: string; data?: unknown } };

/** Thrown by method handlers; turned into a JSON-RPC error. */
export class RpcError extends Error {
  override readonly name = "RpcError";
  constructor(readonly code: number, message: string, readonly data?: unknown) {
    super(message);
  }
}

/** An error response. */
export function errorResponse(id: RpcId, code: number, message: string, data?: unknown): RpcResponse {
  return { jsonrpc: "2.0", id, error: data === undefined ? { code, message } : { code, message, data } };
}

/** A valid request, after envelope checks. */
export interface RpcRequest {
  id: RpcId;
  method: string;
  params: readonly unknown[];
  /** No `id` member: a notification, which gets no response. */
  notification: boolean;
}

/** Checks one request object; returns the request or an error response. */
export function parseRequest(value: unknown): RpcRequest | RpcResponse {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return errorResponse(null, RPC_ERRORS.INVALID_REQUEST, "Invalid request: not an object");
  }
  const obj = value as Record<string, unknown>;
  const rawId = obj.id;
  const id: RpcId = typeof rawId === "string" || typeof rawId === "number" ? rawId : null;
  if (rawId !== undefined && rawId !== null && id === null) {
    return errorResponse(null, RPC_ERRORS.INVALID_REQUEST, "Invalid request: id must be a string or number");
  }
  if (obj.jsonrpc !== "2.0") {
    return errorResponse(id, RPC_ERRORS.INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0"');
  }
  if (typeof obj.method !== "string" || obj.method === "") {
    return errorResponse(id, RPC_ERRORS.INVALID_REQUEST, "Invalid request: method must be a string");
  }
  if (obj.params !== undefined && !Array.isArray(obj.params)) {
    return errorResponse(id, RPC_ERRORS.INVALID_PARAMS, "Invalid params: params must be an array");
  }
  return {
    id,
    method: obj.method,
    params: (obj.params as unknown[] | undefined) ?? [],
    notification: !("id" in obj),
  };
}

/** Serialises a response body (bigints are never present: handlers return hex quantities). */
export function toJson(body: unknown): string {
  return JSON.stringify(body);
}
