/**
 * The viem side of {@link RpcClient}: a bare viem `Client` over the shared transport with the few public actions
 * the library calls. Loaded on the first RPC call (`rpc_client.ts`'s `publicClient`), so a page that has not
 * read a chain yet does not carry viem's client, request builder, RPC and node error classes or formatters.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { viemRpcClient } from "./_viem_rpc_client.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 0, result: "0x2105" }));
 * assert.equal(await viemRpcClient("http://rpc.test", { fetch, retryCount: 0 }).getChainId(), 0x2105);
 * ```
 * @module
 */
import {
  type Address,
  assertRequest,
  type Client,
  createClient,
  decodeFunctionResult,
  encodeFunctionData,
  getContractError,
  type Hex,
  type PublicClient,
  type ReadContractParameters,
} from "viem";
import { getBlock, getChainId, getTransactionReceipt } from "viem/actions";
import { getCallError } from "viem/utils";
import { type RpcOptions, rpcTransport } from "./rpc_transport.ts";

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

/**
 * A viem client over {@link rpcTransport} with the {@link RpcClient} actions.
 *
 * @param rpcUrl the JSON-RPC endpoint
 * @param options injected fetch, retries, timeout
 * @returns the actions
 */
export function viemRpcClient(rpcUrl: string, options: RpcOptions = {}): RpcClient {
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
