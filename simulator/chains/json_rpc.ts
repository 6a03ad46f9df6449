/**
 * JSON-RPC 2.0 envelope handling shared by the JSON-RPC apps of the chains (Solana, Soroban, ICON, Sui; single and
 * batch requests). The EVM and NEAR apps keep their own envelope rules (`evm/_jsonrpc.ts`, `near/_jsonrpc.ts`):
 * their nodes answer notifications, params and errors differently.
 * @module
 */
import type { Context } from "hono";
import { readTextWithin } from "../http/body_limits.ts";

/** Standard JSON-RPC error codes. */
export const RPC_ERRORS = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
} as const;

/** Thrown by a method handler; becomes a JSON-RPC error response. */
export class RpcFault extends Error {
  override readonly name = "RpcFault";
  constructor(readonly code: number, message: string, readonly data?: unknown) {
    super(message);
  }
}

/** A method handler: positional or named params in, a JSON result out. */
export type RpcHandler = (params: unknown) => unknown;

/** Largest accepted body in bytes. */
export const MAX_BODY_BYTES = 1_000_000;

type Id = string | number | null;

function reply(
  id: Id,
  body: { result: unknown } | { error: { code: number; message: string; data?: unknown } },
) {
  return { jsonrpc: "2.0" as const, id, ...body };
}

function one(methods: Readonly<Record<string, RpcHandler>>, value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return reply(null, {
      error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Invalid request: not an object" },
    });
  }
  const req = value as Record<string, unknown>;
  const id: Id = typeof req.id === "string" || typeof req.id === "number" ? req.id : null;
  if (req.jsonrpc !== "2.0" || typeof req.method !== "string") {
    return reply(id, { error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Invalid request" } });
  }
  const handler = Object.hasOwn(methods, req.method) ? methods[req.method] : undefined;
  if (handler === undefined) {
    return reply(id, {
      error: { code: RPC_ERRORS.METHOD_NOT_FOUND, message: `Method not found: ${req.method}` },
    });
  }
  try {
    return reply(id, { result: handler(req.params) });
  } catch (cause) {
    if (cause instanceof RpcFault) {
      const error = cause.data === undefined
        ? { code: cause.code, message: cause.message }
        : { code: cause.code, message: cause.message, data: cause.data };
      return reply(id, { error });
    }
    return reply(id, {
      error: { code: RPC_ERRORS.INTERNAL, message: "Internal error", data: String(cause) },
    });
  }
}

/** Answers one HTTP request of JSON-RPC calls: a parse error is a 400, per-call errors are 200 like real nodes. */
export async function handleJsonRpc(
  c: Context,
  methods: Readonly<Record<string, RpcHandler>>,
): Promise<Response> {
  const text = await readTextWithin(c, MAX_BODY_BYTES);
  if (text === undefined) {
    return c.json(
      reply(null, { error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Body too large" } }),
      413,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json(reply(null, { error: { code: RPC_ERRORS.PARSE, message: "Parse error" } }), 400);
  }
  if (!Array.isArray(body)) return c.json(one(methods, body));
  if (body.length === 0 || body.length > 100) {
    return c.json(
      reply(null, { error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Bad batch size" } }),
      400,
    );
  }
  return c.json(body.map((item) => one(methods, item)));
}
