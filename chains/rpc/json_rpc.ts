/**
 * `jsonRpcCall`: one JSON-RPC 2.0 call over the library's transport (injected fetch, overall timeout, retries of
 * reads only), used by the Solana and Soroban spokes. Node errors (`{error: {code, message}}`) come back as
 * `HTTP_REQUEST_FAILED` values with `context.rpcCode` and `context.rpcMessage`.
 *
 * @example Read a value from a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { jsonRpcCall } from "./json_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: 42 }));
 * const r = await jsonRpcCall("http://node.test", "getSlot", [], { fetch });
 * assert.ok(r.ok && r.value === 42);
 * ```
 * @module
 */
import { DEFAULT_RPC_TIMEOUT_MS } from "../../core/timing.ts";
export { DEFAULT_RPC_TIMEOUT_MS } from "../../core/timing.ts";
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** Options of {@link jsonRpcCall}. */
export interface JsonRpcOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Whether the call changes state (never retried). @default false */
  mutation?: boolean | undefined;
  /** Bound of the call in ms. @default DEFAULT_RPC_TIMEOUT_MS */
  timeoutMs?: number | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
}

const envelopeSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) })),
});

let nextId = 1;

/**
 * Posts one JSON-RPC 2.0 request (`{jsonrpc, id, method, params}`) over the library's transport and parses the
 * answer with `envelope`, the family's envelope schema (its `error` member differs between families). Shared by
 * {@link jsonRpcCall} and the NEAR spoke's call, which keeps NEAR's structured error cause.
 *
 * @param url the node's JSON-RPC endpoint
 * @param method the method
 * @param params positional or named parameters
 * @param envelope the zod schema of the answer
 * @param options fetch, mutation flag, timeout, signal, sleep @default {}
 * @returns the parsed envelope, or the transport's failure
 * @example The envelope as the family's schema reads it
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "../../core/schemas/zod.ts";
 * import { postJsonRpc } from "./json_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, error: { name: "HANDLER_ERROR" } }));
 * const envelope = z.object({ result: z.optional(z.unknown()), error: z.optional(z.object({ name: z.string() })) });
 * const r = await postJsonRpc("http://node.test", "query", {}, envelope, { fetch });
 * assert.ok(r.ok && r.value.error?.name === "HANDLER_ERROR");
 * ```
 */
export function postJsonRpc<S extends z.core.$ZodType>(
  url: string,
  method: string,
  params: readonly unknown[] | Record<string, unknown>,
  envelope: S,
  options: JsonRpcOptions = {},
): Promise<Result<z.infer<S>, ClientError>> {
  return httpRequest({
    url,
    method: "POST",
    body: { jsonrpc: "2.0", id: nextId++, method, params },
    schema: envelope,
    kind: options.mutation ? "mutation" : "read",
    timeoutMs: options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
    signal: options.signal,
  }, { fetch: options.fetch, sleep: options.sleep });
}

/**
 * Calls `method` with `params` at `url`.
 *
 * @param url the node's JSON-RPC endpoint
 * @param method the method
 * @param params positional (Solana) or named (Soroban) parameters
 * @param options fetch, mutation flag, timeout, signal, sleep
 * @returns the `result` member; transport errors as the transport returns them, a node error as
 *   `HTTP_REQUEST_FAILED` with `context.rpcCode`/`rpcMessage`
 * @example A node error
 * ```ts
 * import assert from "node:assert/strict";
 * import { jsonRpcCall } from "./json_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, error: { code: -32601, message: "no" } }));
 * const r = await jsonRpcCall("http://node.test", "nope", [], { fetch });
 * assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.rpcCode === -32601);
 * ```
 */
export async function jsonRpcCall(
  url: string,
  method: string,
  params: readonly unknown[] | Record<string, unknown>,
  options: JsonRpcOptions = {},
): Promise<Result<unknown, ClientError>> {
  const res = await postJsonRpc(url, method, params, envelopeSchema, options);
  if (!res.ok) return res;
  const { result, error } = res.value;
  if (error !== undefined) {
    return err(
      new ClientError("HTTP_REQUEST_FAILED", `Cannot call ${method}: node error ${error.code}`, {
        context: { method, rpcCode: error.code, rpcMessage: error.message, rpcData: error.data },
      }),
    );
  }
  return ok(result);
}
