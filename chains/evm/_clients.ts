import { type Chain, createPublicClient, defineChain, http, type PublicClient, type Transport } from "viem";
import type { FetchLike } from "../../core/http/types.ts";

/** Transport settings shared by the adapter's viem clients. */
export interface RpcOptions {
  /** Injected fetch (e.g. a hono `app.request`). @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** viem transport retries of a failed RPC request; the flows above own retries. @default 0 */
  retryCount?: number | undefined;
  /** Per-request timeout of the viem transport in ms. @default 10000 */
  timeoutMs?: number | undefined;
}

/** A viem http transport honouring {@link RpcOptions}. */
export function rpcTransport(rpcUrl: string, options: RpcOptions = {}): Transport {
  const { fetch, retryCount = 0, timeoutMs = 10_000 } = options;
  return http(rpcUrl, {
    retryCount,
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
