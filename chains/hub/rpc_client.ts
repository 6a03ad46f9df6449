import { type Chain, createClient, defineChain, http, type PublicClient, type Transport } from "viem";
import { call, getBalance, getBlock, getChainId, getTransactionReceipt, readContract } from "viem/actions";
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

/** A viem http transport honouring {@link RpcOptions}. */
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

/** A minimal viem chain for a numeric chain id (fees and gas come from the RPC). */
export function minimalChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `evm-${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * The public-client actions the library calls. Bound one by one on a bare viem `Client` (rather than
 * `createPublicClient`, which references every public action) so a browser bundle carries only these.
 */
export type RpcClient = Pick<
  PublicClient,
  "readContract" | "call" | "getBalance" | "getBlock" | "getChainId" | "getTransactionReceipt"
>;

/** A viem client over {@link rpcTransport} with the {@link RpcClient} actions. */
export function publicClient(rpcUrl: string, options: RpcOptions = {}): RpcClient {
  const client = createClient({ transport: rpcTransport(rpcUrl, options) });
  return {
    readContract: ((args: Parameters<typeof readContract>[1]) => readContract(client, args)) as RpcClient[
      "readContract"
    ],
    call: (args) => call(client, args),
    getBalance: (args) => getBalance(client, args),
    getBlock: ((args?: Parameters<typeof getBlock>[1]) => getBlock(client, args)) as RpcClient["getBlock"],
    getChainId: () => getChainId(client),
    getTransactionReceipt: (args) => getTransactionReceipt(client, args),
  };
}
