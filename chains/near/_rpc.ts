/**
 * `nearRpcCall`: one NEAR JSON-RPC call over the shared HTTP layer (injected fetch, retries of reads, timeout,
 * abort). A node error keeps NEAR's structured cause: `context.rpcCause` is `error.cause.name` (`UNKNOWN_ACCOUNT`,
 * `NO_CONTRACT_CODE`, `UNKNOWN_TRANSACTION`, `INVALID_TRANSACTION`, ...), so callers can tell "absent" from
 * "broken".
 *
 * @example A node error keeps its cause
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearRpcCall } from "./_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({
 *   jsonrpc: "2.0", id: 1,
 *   error: { name: "HANDLER_ERROR", cause: { name: "UNKNOWN_ACCOUNT", info: {} }, code: -32000, message: "Server error" },
 * }));
 * const r = await nearRpcCall("http://near.test", "query", {}, { fetch });
 * assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.rpcCause === "UNKNOWN_ACCOUNT");
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type JsonRpcOptions, postJsonRpc } from "../rpc/rpc_transport.ts";

/** Options of {@link nearRpcCall}: those of every JSON-RPC call (fetch, mutation, timeout, signal, sleep). */
export type NearRpcOptions = JsonRpcOptions;

const envelopeSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({
    code: z.optional(z.number()),
    message: z.optional(z.string()),
    name: z.optional(z.string()),
    cause: z.optional(z.object({ name: z.string(), info: z.optional(z.unknown()) })),
    data: z.optional(z.unknown()),
  })),
});

/**
 * Calls `method` on the NEAR node at `url`.
 *
 * @param url the JSON-RPC endpoint
 * @param method the method (`query`, `send_tx`, `tx`, `block`, ...)
 * @param params its params (NEAR takes an object for all of these)
 * @param options fetch, mutation, timeout, signal, sleep
 * @returns the `result`; the transport's failure, or `HTTP_REQUEST_FAILED` for a node error (`context.rpcCause`,
 *   `rpcCode`, `rpcMessage`, `rpcData`)
 * @example A result
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearRpcCall } from "./_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { amount: "5" } }));
 * const r = await nearRpcCall("http://near.test", "query", { request_type: "view_account" }, { fetch });
 * assert.deepEqual(r, { ok: true, value: { amount: "5" } });
 * ```
 */
export async function nearRpcCall(
  url: string,
  method: string,
  params: Record<string, unknown> | readonly unknown[],
  options: NearRpcOptions = {},
): Promise<Result<unknown, ClientError>> {
  const res = await postJsonRpc(url, method, params, envelopeSchema, options);
  if (!res.ok) return res;
  const { result, error } = res.value;
  if (error !== undefined) {
    const cause = error.cause?.name ?? error.name ?? "UNKNOWN";
    return err(
      new ClientError("HTTP_REQUEST_FAILED", `Cannot call ${method}: node error ${cause}`, {
        context: {
          chainKey: "near",
          method,
          rpcCause: cause,
          rpcCode: error.code,
          rpcMessage: error.message,
          rpcData: error.data,
        },
      }),
    );
  }
  return ok(result);
}
