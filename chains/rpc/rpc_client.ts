/**
 * The library's EVM JSON-RPC reads ({@link publicClient}): `readContract`, `getBalance`, `getBlock`, `getChainId`
 * and `getTransactionReceipt` over the shared viem transport (`rpc_transport.ts`). The viem client behind them
 * (`_viem_rpc_client.ts`: viem's client, request builder, RPC and node error classes, block and receipt
 * formatters) loads with the first call, so a page that has not read a chain yet does not download it
 * (docs/browser.md#size). Each action is viem's, with viem's values and errors.
 *
 * @example A read through an injected fetch
 * ```ts
 * import assert from "node:assert/strict";
 * import { publicClient } from "./rpc_client.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 0, result: "0x2105" }));
 * assert.equal(await publicClient("http://rpc.test", { fetch, retryCount: 0 }).getChainId(), 0x2105);
 * ```
 * @module
 */
import type { RpcClient } from "./_viem_rpc_client.ts";
import type { RpcOptions } from "./rpc_transport.ts";

export type { RpcClient } from "./_viem_rpc_client.ts";
export type { RpcOptions } from "./rpc_transport.ts";

/**
 * A viem client over the shared transport with the {@link RpcClient} actions. Synchronous: the viem client is
 * made on the first call of an action (one dynamic `import()`; a failed load rejects that call with the import
 * error, which each caller reports as it reports a transport failure, and the next call loads again).
 *
 * @param rpcUrl the JSON-RPC endpoint
 * @param options injected fetch, retries, timeout
 * @returns the actions
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { publicClient } from "./rpc_client.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 0, result: "0x10" }));
 * const client = publicClient("http://rpc.test", { fetch, retryCount: 0 });
 * assert.equal(await client.getBalance({ address: "0x1111111111111111111111111111111111111111" }), 16n);
 * ```
 */
export function publicClient(rpcUrl: string, options: RpcOptions = {}): RpcClient {
  let loaded: Promise<RpcClient> | undefined;
  const client = (): Promise<RpcClient> =>
    loaded ??= import("./_viem_rpc_client.ts").then((m) => m.viemRpcClient(rpcUrl, options), (cause) => {
      loaded = undefined; // the next call tries the load again
      throw cause;
    });
  return {
    readContract:
      (async (args: Parameters<RpcClient["readContract"]>[0]) =>
        (await client()).readContract(args)) as RpcClient["readContract"],
    getBalance: async (args) => (await client()).getBalance(args),
    getBlock:
      (async (args?: Parameters<RpcClient["getBlock"]>[0]) => (await client()).getBlock(args)) as RpcClient[
        "getBlock"
      ],
    getChainId: async () => (await client()).getChainId(),
    getTransactionReceipt: async (args) => (await client()).getTransactionReceipt(args),
  };
}
