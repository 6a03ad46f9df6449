/**
 * `createSuiRpcClient`: the `@mysten/sui` JSON-RPC client (`SuiJsonRpcClient`) the Sui adapter reads and
 * executes with, on the chain's effective endpoint (`resolveSuiGrpcUrl`: the deprecated `rpc_url` wins over
 * `grpc_url`, docs/rules/config.md#chain-config, docs/rules/config.md#deprecated-options). Its transport is
 * the library's shared spoke JSON-RPC call (`jsonRpcCall`: injected fetch, the retry policy for reads —
 * `sui_executeTransactionBlock` is a mutation and never retried —, a bound per call, injected backoff sleep);
 * a failed call rejects with that `ClientError`. Also maps the client's failures to `ClientError`s.
 *
 * @example The endpoint follows the rpc_url alias
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * const seen: string[] = [];
 * const client = createSuiRpcClient({ grpc_url: "http://a.test", rpc_url: "http://b.test" }, {
 *   fetch: (input) => {
 *     seen.push(String(input));
 *     return Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: "750" }));
 *   },
 * });
 * assert.equal(await client.getReferenceGasPrice(), 750n);
 * assert.deepEqual(seen, ["http://b.test"]);
 * ```
 * @module
 */
import { type JsonRpcTransport, SuiJsonRpcClient } from "@mysten/sui/jsonRpc";
import { resolveSuiGrpcUrl } from "../../core/config/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";

/** The endpoint fields of a Sui chain config. */
export interface SuiEndpointConfig {
  /** The endpoint (a Sui full node; the adapter speaks its JSON-RPC). */
  grpc_url: string;
  /** Deprecated alias of `grpc_url`; wins when set. @default undefined */
  rpc_url?: string | undefined;
}

/** Options of {@link createSuiRpcClient}. */
export interface SuiRpcClientOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep between retries of a read. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
}

/** The methods that change state: sent once, never retried. */
const MUTATIONS = new Set(["sui_executeTransactionBlock"]);

/**
 * Creates the client (no I/O).
 *
 * @param config `grpc_url` and the `rpc_url` alias
 * @param options injected fetch
 * @returns the SDK client
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * assert.equal(typeof createSuiRpcClient({ grpc_url: "http://sui.test" }).getBalance, "function");
 * ```
 */
export function createSuiRpcClient(
  config: SuiEndpointConfig,
  options: SuiRpcClientOptions = {},
): SuiJsonRpcClient {
  const url = resolveSuiGrpcUrl(config);
  const transport: JsonRpcTransport = {
    async request<T>(input: { method: string; params: unknown[]; signal?: AbortSignal }): Promise<T> {
      const res = await jsonRpcCall(url, input.method, input.params, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: input.signal,
        mutation: MUTATIONS.has(input.method),
      });
      if (!res.ok) throw res.error;
      return res.value as T;
    },
  };
  return new SuiJsonRpcClient({ network: "mainnet", transport });
}

/**
 * The error of a failed Sui RPC call: `ABORTED` when `signal` aborted it, otherwise `code` (the caller's
 * operation failure) with the method and the SDK error as `cause`.
 *
 * @param code the failure code of the operation
 * @param message the message (`Cannot <operation>: <method> failed`)
 * @param context error context (the chain key first)
 * @param cause what the SDK threw
 * @param signal the operation's signal @default undefined
 * @returns the error
 * @example An aborted read
 * ```ts
 * import assert from "node:assert/strict";
 * import { suiRpcError } from "./sui_client.ts";
 * const c = new AbortController();
 * c.abort();
 * assert.equal(suiRpcError("INTENT_CREATION_FAILED", "x", { chainKey: "sui" }, new Error("e"), c.signal).code, "ABORTED");
 * ```
 */
export function suiRpcError(
  code: ClientError["code"],
  message: string,
  contextFields: ErrorContextFields,
  cause: unknown,
  signal?: AbortSignal | undefined,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (signal?.aborted) {
    return new ClientError("ABORTED", message.replace(/:.*$/, ": aborted"), {
      context,
      cause: signal.reason,
    });
  }
  return new ClientError(code, message, { context, cause });
}
