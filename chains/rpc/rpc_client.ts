import {
  type Address,
  assertRequest,
  type Chain,
  type Client,
  createClient,
  decodeFunctionResult,
  defineChain,
  encodeFunctionData,
  getContractError,
  type Hex,
  http,
  type PublicClient,
  type ReadContractParameters,
  type Transport,
} from "viem";
import { getBlock, getChainId, getTransactionReceipt } from "viem/actions";
import { getCallError } from "viem/utils";
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
export type RpcClient =
  & Pick<PublicClient, "readContract" | "getBlock" | "getChainId" | "getTransactionReceipt">
  & {
    /** The native balance at the latest block (`eth_getBalance`), as viem's `getBalance` reads it. */
    getBalance(args: { address: Address }): Promise<bigint>;
  };

/**
 * viem's `readContract` for a plain read (`{address, abi, functionName, args}` at the latest block), built from
 * the viem pieces its `call` action runs for such a read: `encodeFunctionData`, `assertRequest`, one `eth_call`
 * with `[{data, to}, "latest"]`, `decodeFunctionResult`, and the same errors (`getCallError`, then
 * `getContractError`). viem's `call` action itself is not used: it also carries what a plain read never takes
 * (deployless and multicall bytecodes, multicall batching, state and block overrides, CCIP-read). The library
 * never reads through an offchain (CCIP) lookup.
 */
async function readContract(client: Client, args: ReadContractParameters): Promise<unknown> {
  const { abi, address, args: fnArgs, functionName } = args;
  const data = encodeFunctionData(
    { abi, args: fnArgs, functionName } as Parameters<typeof encodeFunctionData>[0],
  );
  const fail = (error: unknown) =>
    getContractError(error as Parameters<typeof getContractError>[0], {
      abi,
      address,
      args: fnArgs,
      docsPath: "/docs/contract/readContract",
      functionName,
    });
  let result: Hex;
  try {
    assertRequest({ to: address });
    result = await client.request({ method: "eth_call", params: [{ data, to: address }, "latest"] });
  } catch (error) {
    // as viem's `call`: an abort is passed on as it is, anything else becomes a CallExecutionError
    const aborted = (error as { name?: unknown } | null)?.name === "AbortError";
    throw fail(
      aborted ? error : getCallError(error as Parameters<typeof getCallError>[0], { data, to: address }),
    );
  }
  try {
    return decodeFunctionResult(
      { abi, args: fnArgs, functionName, data: result || "0x" } as Parameters<typeof decodeFunctionResult>[0],
    );
  } catch (error) {
    throw fail(error);
  }
}

/** A viem client over {@link rpcTransport} with the {@link RpcClient} actions. */
export function publicClient(rpcUrl: string, options: RpcOptions = {}): RpcClient {
  const client = createClient({ transport: rpcTransport(rpcUrl, options) });
  return {
    readContract: ((args: ReadContractParameters) => readContract(client, args)) as RpcClient["readContract"],
    // viem's getBalance without its multicall branch (which runs viem's `call`; this client never batches)
    getBalance: async ({ address }) =>
      BigInt(await client.request({ method: "eth_getBalance", params: [address, "latest"] })),
    getBlock: ((args?: Parameters<typeof getBlock>[1]) => getBlock(client, args)) as RpcClient["getBlock"],
    getChainId: () => getChainId(client),
    getTransactionReceipt: (args) => getTransactionReceipt(client, args),
  };
}
