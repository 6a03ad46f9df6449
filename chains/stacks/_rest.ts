/**
 * One Stacks node / Hiro API request over the library's transport (injected fetch, overall timeout, retries of
 * reads only), with `chainKey: "stacks"` in every failure's context.
 *
 * @example Read a JSON answer from a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { stacksRequest } from "./_rest.ts";
 * const fetch = () => Promise.resolve(Response.json({ n: 1 }));
 * const r = await stacksRequest("http://node.test", "GET", "/x", z.object({ n: z.number() }), { fetch });
 * assert.ok(r.ok && r.value.n === 1);
 * ```
 * @module
 */
import { STACKS_RPC_TIMEOUT_MS } from "../../core/timing.ts";
export { STACKS_RPC_TIMEOUT_MS } from "../../core/timing.ts";
import type * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";

/** Transport options of {@link stacksRequest}. */
export interface StacksRequestOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** JSON body (POST). @default undefined */
  body?: unknown;
}

/**
 * Calls `path` on the node at `rpcUrl` and validates the JSON answer.
 *
 * @param rpcUrl the node / API root (no trailing path)
 * @param method `GET` or `POST`
 * @param path the route (`/extended/v1/...`, `/v2/...`)
 * @param schema what a 2xx answer must satisfy
 * @param options fetch, sleep, signal, body
 * @returns the answer; the transport's failures with `chainKey` added to their context
 * @example A 404 carries the chain key
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { stacksRequest } from "./_rest.ts";
 * const fetch = () => Promise.resolve(Response.json({ error: "not found" }, { status: 404 }));
 * const r = await stacksRequest("http://node.test", "GET", "/extended/v1/tx/0x00", z.unknown(), { fetch });
 * assert.ok(!r.ok && r.error.context.status === 404 && r.error.context.chainKey === "stacks");
 * ```
 */
export async function stacksRequest<S extends z.core.$ZodType>(
  rpcUrl: string,
  method: "GET" | "POST",
  path: string,
  schema: S,
  options: StacksRequestOptions = {},
): Promise<Result<z.output<S>, ClientError>> {
  const res = await httpRequest({
    url: `${rpcUrl.replace(/\/+$/, "")}${path}`,
    method,
    body: options.body,
    schema,
    kind: "read",
    timeoutMs: STACKS_RPC_TIMEOUT_MS,
    signal: options.signal,
  }, { fetch: options.fetch, sleep: options.sleep });
  if (res.ok) return res;
  const e = res.error;
  return err(
    new ClientError(e.code, e.message, { context: { ...e.context, chainKey: "stacks" }, cause: e.cause }),
  );
}
