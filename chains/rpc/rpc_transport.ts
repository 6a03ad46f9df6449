/**
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
 * @module
 */
import { type Chain, defineChain, http, type Transport } from "viem";
import type { FetchLike } from "../../core/http/types.ts";
import { DEFAULT_RETRY_POLICY } from "../../core/http/retry_policy.ts";
import { cappedRpcFetch } from "./capped_rpc_fetch.ts";

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
 * A viem http transport honouring {@link RpcOptions}.
 *
 * @param rpcUrl the JSON-RPC endpoint
 * @param options injected fetch, retries, timeout
 * @returns the transport
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rpcTransport } from "./rpc_transport.ts";
 * const transport = rpcTransport("http://localhost:8545", { timeoutMs: 1000 });
 * assert.equal(transport({}).config.timeout, 1000);
 * ```
 */
export function rpcTransport(rpcUrl: string, options: RpcOptions = {}): Transport {
  const { fetch, retryCount = DEFAULT_RETRY_POLICY.limit, timeoutMs = 10_000 } = options;
  return http(rpcUrl, {
    retryCount,
    retryDelay: DEFAULT_RETRY_POLICY.baseDelayMs,
    timeout: timeoutMs,
    // The body is read whole with `text()`; the cap is applied before, with viem's error (capped_rpc_fetch.ts).
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
