/**
 * The JSON-RPC envelope of the simulated NEAR node. NEAR's errors are structured: `{name, cause: {name, info},
 * code, message, data}` (e.g. `HANDLER_ERROR` / `UNKNOWN_ACCOUNT`), which {@link NearRpcError} carries. A body
 * that is not JSON is a 400; a call error is a 200 with an `error`, as on the real node.
 * @module
 */
import type { Context } from "hono";
import { readTextWithin } from "../../http/body_limits.ts";

/** Thrown by a method handler; becomes a NEAR JSON-RPC error. */
export class NearRpcError extends Error {
  override readonly name = "NearRpcError";
  /**
   * @param kind `HANDLER_ERROR` (the request was understood and refused) or `REQUEST_VALIDATION_ERROR`
   * @param cause the NEAR cause name (`UNKNOWN_ACCOUNT`, `INVALID_TRANSACTION`, ...)
   * @param message a human-readable description (the node's `data` text)
   * @param info the cause's `info` object
   */
  constructor(
    readonly kind: "HANDLER_ERROR" | "REQUEST_VALIDATION_ERROR",
    readonly causeName: string,
    message: string,
    readonly info: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A refusal of malformed params (`REQUEST_VALIDATION_ERROR` / `PARSE_ERROR`). */
export function badParams(message: string): NearRpcError {
  return new NearRpcError("REQUEST_VALIDATION_ERROR", "PARSE_ERROR", message, { error_message: message });
}

/** A method handler. */
export type NearRpcHandler = (params: unknown) => unknown;

const MAX_BODY_BYTES = 1_000_000;

function errorBody(id: unknown, e: NearRpcError): Record<string, unknown> {
  return {
    jsonrpc: "2.0",
    id,
    error: {
      name: e.kind,
      cause: { name: e.causeName, info: e.info },
      code: -32000,
      message: "Server error",
      data: e.message,
    },
  };
}

/**
 * Answers one NEAR JSON-RPC request.
 *
 * @param c the hono context
 * @param methods the handlers by method name
 * @returns the JSON-RPC response
 */
export async function handleNearRpc(
  c: Context,
  methods: Readonly<Record<string, NearRpcHandler>>,
): Promise<Response> {
  const text = await readTextWithin(c, MAX_BODY_BYTES);
  if (text === undefined) return c.json({ message: "Body too large", code: "TOO_LARGE" }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return c.json({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid request" } }, 400);
  }
  const req = body as Record<string, unknown>;
  const id = typeof req.id === "string" || typeof req.id === "number" ? req.id : null;
  if (req.jsonrpc !== "2.0" || typeof req.method !== "string") {
    return c.json({ jsonrpc: "2.0", id, error: { code: -32600, message: "Invalid request" } }, 400);
  }
  const handler = Object.hasOwn(methods, req.method) ? methods[req.method] : undefined;
  if (handler === undefined) {
    return c.json(
      errorBody(
        id,
        new NearRpcError("REQUEST_VALIDATION_ERROR", "METHOD_NOT_FOUND", `Method not found: ${req.method}`),
      ),
    );
  }
  try {
    return c.json({ jsonrpc: "2.0", id, result: handler(req.params) });
  } catch (cause) {
    if (cause instanceof NearRpcError) return c.json(errorBody(id, cause));
    return c.json(
      errorBody(id, new NearRpcError("HANDLER_ERROR", "INTERNAL_ERROR", `Internal error: ${String(cause)}`)),
    );
  }
}
