/**
 * The library's JSON-RPC transports: the viem http transport its EVM clients share, and `jsonRpcCall` for the
 * other families' nodes.
 *
 * The viem http transport the library's EVM clients share ({@link rpcTransport}: retries, timeout, the capped
 * response read) and a minimal viem chain for a numeric chain id ({@link minimalChain}).
 *
 * @example A transport and a chain for a local node
 * ```ts
 * import assert from "node:assert/strict";
 * import { minimalChain, rpcTransport } from "./rpc_transport.ts";
 * const chain = minimalChain(8453, "http://localhost:8545");
 * assert.equal(chain.id, 8453);
 * assert.equal(typeof rpcTransport("http://localhost:8545", { retryCount: 0 }), "function");
 * ```
 *
 * `cappedRpcFetch`: the fetch the EVM adapter's viem transports use, with viem's response size cap applied
 * before viem reads the body. The transports read every answer with `text()` (`maxResponseBodySize: false`):
 * viem's capped read goes through the body's stream reader chunk by chunk, and in Deno that reader machinery
 * (a fresh, zeroed 64 KiB buffer per socket read, the reader's lock and release) costs more than the whole
 * read of an RPC answer's small JSON. The cap stays viem's, with viem's error: an answer whose `Content-Length`
 * is above it is refused with `ResponseBodyTooLargeError` before its body is read, and an answer without a
 * length gets a body that fails with that error as soon as it passes the cap. An abort of the request's signal
 * cancels that body's source, whatever the fetch does with the signal.
 *
 * `jsonRpcCall`: one JSON-RPC 2.0 call over the library's transport (injected fetch, overall timeout, retries of
 * reads only), used by the Solana and Soroban spokes. Node errors (`{error: {code, message}}`) come back as
 * `HTTP_REQUEST_FAILED` values with `context.rpcCode` and `context.rpcMessage`.
 *
 * @example Read a value from a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { jsonRpcCall } from "./rpc_transport.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: 42 }));
 * const r = await jsonRpcCall("http://node.test", "getSlot", [], { fetch });
 * assert.ok(r.ok && r.value === 42);
 * ```
 * @module
 */
import { type Chain, defineChain, http, ResponseBodyTooLargeError, type Transport } from "viem";
import { DEFAULT_RPC_TIMEOUT_MS } from "../../core/timing.ts";
export { DEFAULT_RPC_TIMEOUT_MS } from "../../core/timing.ts";
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { DEFAULT_RETRY_POLICY } from "../../core/http/retry_policy.ts";

/** Largest RPC answer read, in bytes (viem's default response size cap). */
export const RPC_MAX_RESPONSE_BYTES = 10_485_760;

/**
 * Wraps a fetch so that an RPC answer longer than `maxBytes` fails with viem's `ResponseBodyTooLargeError`.
 * An answer of known length within the cap is returned untouched.
 *
 * @param fetchFn the fetch to call; resolved at each call when it is a getter (`() => globalThis.fetch`)
 * @param maxBytes the cap in bytes
 * @returns a fetch with the same answers, or a refusal past the cap
 * @example The same answer within the cap; a refusal past it, with or without a length
 * ```ts
 * import assert from "node:assert/strict";
 * import { cappedRpcFetch } from "./rpc_transport.ts";
 * const answer = new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}', {
 *   headers: { "content-length": "39" },
 * });
 * assert.equal(await cappedRpcFetch(() => () => Promise.resolve(answer), 39)("http://rpc"), answer);
 * await answer.body?.cancel();
 * const long = new Response("x".repeat(40), { headers: { "content-length": "40" } });
 * await assert.rejects(
 *   cappedRpcFetch(() => () => Promise.resolve(long), 39)("http://rpc"),
 *   { name: "ResponseBodyTooLargeError" },
 * );
 * const unknown = new Response(ReadableStream.from([new TextEncoder().encode("x".repeat(40))]));
 * const res = await cappedRpcFetch(() => () => Promise.resolve(unknown), 39)("http://rpc");
 * await assert.rejects(res.text(), { name: "ResponseBodyTooLargeError" });
 * ```
 */
export function cappedRpcFetch(
  fetchFn: () => FetchLike,
  maxBytes: number = RPC_MAX_RESPONSE_BYTES,
): FetchLike {
  return async (input, init) => {
    const res = await fetchFn()(input, init);
    if (res.body === null) return res;
    const header = res.headers.get("content-length");
    if (header !== null && header !== "") {
      const size = Number(header);
      if (size <= maxBytes) return res;
      if (Number.isFinite(size)) {
        await res.body.cancel();
        throw new ResponseBodyTooLargeError({ maxSize: maxBytes, size });
      }
    }
    let size = 0;
    const capped = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxBytes) controller.error(new ResponseBodyTooLargeError({ maxSize: maxBytes, size }));
          else controller.enqueue(chunk);
        },
      }),
      // an abort (viem's timeout) cancels the source even when the fetch ignores its signal
      // (docs/rules/http.md#cancellation)
      init?.signal ? { signal: init.signal } : {},
    );
    return new Response(capped, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** Transport settings shared by the adapter's viem clients. */
export interface RpcOptions {
  /** Injected fetch (e.g. a hono `app.request`). @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /**
   * viem transport retries of a failed RPC request (5xx, 408/429, network errors, timeouts; never a JSON-RPC
   * refusal such as a revert). Every RPC call the library makes is idempotent: reads, gas and fee estimates,
   * nonce reads, and re-sending the same signed transaction (its hash and nonce are fixed).
   * @default DEFAULT_RETRY_POLICY.limit (3)
   */
  retryCount?: number | undefined;
  /** Per-request timeout of the viem transport in ms. @default 10000 */
  timeoutMs?: number | undefined;
}

/**
 * Largest JSON-RPC batch {@link rpcTransport} sends when batching is on and no size is given (viem's default is
 * 1,000; a batch of 100 raw transactions stays under a 1 MB request body).
 */
export const RPC_DEFAULT_BATCH_SIZE = 100;

/**
 * JSON-RPC batching of a transport: off, on (at most {@link RPC_DEFAULT_BATCH_SIZE} calls per batch), or on with a
 * batch size (1 to 1,000). viem's `http` `batch` option: the calls the client issues within one tick go out as
 * one JSON-RPC batch array (per-call answers and errors, as a node returns them).
 */
export type RpcBatchOption = boolean | { batchSize?: number | undefined };

/**
 * A viem http transport honouring {@link RpcOptions}.
 *
 * @param rpcUrl the JSON-RPC endpoint
 * @param options injected fetch, retries, timeout
 * @param batch JSON-RPC batching ({@link RpcBatchOption}); the node must accept batch arrays. @default false
 * @returns the transport
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rpcTransport } from "./rpc_transport.ts";
 * const transport = rpcTransport("http://localhost:8545", { timeoutMs: 1000 });
 * assert.equal(transport({}).config.timeout, 1000);
 * ```
 */
export function rpcTransport(
  rpcUrl: string,
  options: RpcOptions = {},
  batch: RpcBatchOption = false,
): Transport {
  const { fetch, retryCount = DEFAULT_RETRY_POLICY.limit, timeoutMs = 10_000 } = options;
  return http(rpcUrl, {
    batch: batch === false
      ? false
      : { batchSize: (batch === true ? undefined : batch.batchSize) ?? RPC_DEFAULT_BATCH_SIZE },
    retryCount,
    retryDelay: DEFAULT_RETRY_POLICY.baseDelayMs,
    timeout: timeoutMs,
    // The body is read whole with `text()`; the cap is applied before, with viem's error (`cappedRpcFetch` above).
    maxResponseBodySize: false,
    fetchFn: cappedRpcFetch(() => fetch ?? globalThis.fetch),
  });
}

/**
 * A minimal viem chain for a numeric chain id (fees and gas come from the RPC).
 *
 * @param chainId the EVM chain id
 * @param rpcUrl the JSON-RPC endpoint
 * @returns the chain
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { minimalChain } from "./rpc_transport.ts";
 * assert.equal(minimalChain(56, "http://localhost:8545").name, "evm-56");
 * ```
 */
export function minimalChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `evm-${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

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
 * import { postJsonRpc } from "./rpc_transport.ts";
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
 * import { jsonRpcCall } from "./rpc_transport.ts";
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
