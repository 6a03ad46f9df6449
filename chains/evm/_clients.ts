import { type Chain, createPublicClient, defineChain, http, type PublicClient, type Transport } from "viem";
import type { FetchLike } from "../../core/http/types.ts";
import { DEFAULT_RETRY_POLICY } from "../../core/http/retry_policy.ts";

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

/** A viem http transport honouring {@link RpcOptions}. */
export function rpcTransport(rpcUrl: string, options: RpcOptions = {}): Transport {
  const { fetch, retryCount = DEFAULT_RETRY_POLICY.limit, timeoutMs = 10_000 } = options;
  return http(rpcUrl, {
    retryCount,
    retryDelay: DEFAULT_RETRY_POLICY.baseDelayMs,
    timeout: timeoutMs,
    ...(fetch !== undefined ? { fetchFn: fetch } : {}),
  });
}

/** A minimal viem chain for a numeric chain id (fees and gas come from the RPC). */
export function minimalChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `evm-${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** A viem public client over {@link rpcTransport}. */
export function publicClient(rpcUrl: string, options: RpcOptions = {}): PublicClient {
  return createPublicClient({ transport: rpcTransport(rpcUrl, options) });
}
