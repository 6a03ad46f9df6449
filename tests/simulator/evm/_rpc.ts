/** Helpers to call the EVM RPC app in-process. */
import type { Hono } from "hono";

/** POSTs a raw body to `/rpc/:chainKey`; returns status and parsed JSON (or null). */
export async function post(
  app: Hono,
  chainKey: string,
  body: string,
): Promise<{ status: number; json: unknown }> {
  const res = await app.request(`/rpc/${chainKey}`, { method: "POST", body });
  const text = await res.text();
  return { status: res.status, json: text === "" ? null : JSON.parse(text) };
}

/** Calls one method and returns the JSON-RPC response object. */
export async function call(
  app: Hono,
  chainKey: string,
  method: string,
  params: unknown[] = [],
): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const { json } = await post(app, chainKey, JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }));
  return json as { result?: unknown; error?: { code: number; message: string } };
}
