/**
 * `readHubReceipt`: one hub `eth_getTransactionReceipt` through viem, as a Result; a receipt the node does not have
 * (yet) is `ok(undefined)`, not a failure.
 *
 * @example An unreachable hub is a lookup failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { readHubReceipt } from "./read_hub_receipt.ts";
 * const r = await readHubReceipt("http://hub.invalid", `0x${"ab".repeat(32)}`, {
 *   fetch: () => Promise.reject(new TypeError("offline")), retryCount: 0,
 * });
 * assert.ok(!r.ok && r.error.context.phase === "lookup");
 * ```
 * @module
 */
import { BaseError, type Hex, type TransactionReceipt, TransactionReceiptNotFoundError } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";

/**
 * Reads the receipt of a hub tx.
 *
 * @param rpcUrl the hub JSON-RPC endpoint
 * @param hash the tx hash
 * @param options injected fetch, retries, timeout @default {}
 * @returns the receipt, `undefined` when the node has none; failures (phase `lookup`): the transport codes of
 *   `rpcFailure` (`NETWORK_ERROR`, `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED`)
 */
export async function readHubReceipt(
  rpcUrl: string,
  hash: Hex,
  options: RpcOptions = {},
): Promise<Result<TransactionReceipt | undefined, ClientError>> {
  try {
    return ok(await publicClient(rpcUrl, options).getTransactionReceipt({ hash }));
  } catch (cause) {
    if (
      cause instanceof BaseError && cause.walk((e) => e instanceof TransactionReceiptNotFoundError) !== null
    ) {
      return ok(undefined);
    }
    const failure = rpcFailure(cause);
    return err(
      new ClientError(failure.code, `Cannot read hub receipt: ${failure.what}`, {
        context: {
          phase: "lookup",
          chainKey: HUB_CHAIN_KEY,
          rpcUrl,
          txHash: hash,
          ...(failure.status === undefined ? {} : { status: failure.status }),
        },
        cause,
      }),
    );
  }
}
