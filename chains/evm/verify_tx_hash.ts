/**
 * Waiting for an EVM transaction receipt: `waitForReceipt` polls `eth_getTransactionReceipt` on an injected clock;
 * `verifyTxHash` turns a successful receipt into `true`.
 *
 * @example Verify a tx the simulator accepted
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { verifyTxHash } from "./verify_tx_hash.ts";
 * const app = createEvmRpcApp({ chains: { base: { chainId: 8453 } }, now: () => 0 });
 * const r = await verifyTxHash("http://sim/rpc/base", `0x${"ab".repeat(32)}`, {
 *   fetch: (input, init) => Promise.resolve(app.request(input, init)),
 *   maxTimeoutMs: 0,
 * });
 * assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED");
 * ```
 * @module
 */
import type { Hex, TransactionReceipt } from "viem";
import { ClientError } from "../../core/errors.ts";
import { setTimeoutSleep } from "../../core/http/request.ts";
import type { Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";

/** Options of {@link waitForReceipt} and {@link verifyTxHash}. */
export interface WaitForReceiptOptions extends RpcOptions {
  /** Wait between polls in ms. @default 1000 */
  pollingIntervalMs?: number | undefined;
  /** Overall bound of the wait in ms; `0` polls once. @default 60000 */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait (reported as `ABORTED`). @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Polls for the receipt of `hash` until it exists or `maxTimeoutMs` elapses.
 *
 * @param rpcUrl the chain's JSON-RPC endpoint
 * @param hash the tx hash
 * @param options see {@link WaitForReceiptOptions}
 * @returns the receipt (reverted ones included), or `TX_VERIFICATION_FAILED` on timeout, `ABORTED` on abort
 * @example Time out on a virtual clock
 * ```ts
 * import assert from "node:assert/strict";
 * import { waitForReceipt } from "./verify_tx_hash.ts";
 * let t = 0;
 * const r = await waitForReceipt("http://localhost:8545", `0x${"ab".repeat(32)}`, {
 *   fetch: () => Promise.reject(new TypeError("offline")),
 *   pollingIntervalMs: 100,
 *   maxTimeoutMs: 300,
 *   now: () => t,
 *   sleep: (ms) => {
 *     t += ms;
 *     return Promise.resolve();
 *   },
 * });
 * assert.ok(!r.ok && r.error.context.attempts === 4);
 * ```
 */
export async function waitForReceipt(
  rpcUrl: string,
  hash: Hex,
  options: WaitForReceiptOptions = {},
): Promise<Result<TransactionReceipt, ClientError>> {
  const {
    pollingIntervalMs = 1000,
    maxTimeoutMs = 60_000,
    signal,
    sleep = setTimeoutSleep,
    now = Date.now,
  } = options;
  const client = publicClient(rpcUrl, options);
  const started = now();
  let attempts = 0;
  let lastError: unknown;
  while (true) {
    if (signal?.aborted) return err(aborted(rpcUrl, hash, signal.reason));
    attempts++;
    try {
      return ok(await client.getTransactionReceipt({ hash }));
    } catch (cause) {
      lastError = cause;
    }
    const remaining = started + maxTimeoutMs - now();
    if (remaining <= 0) {
      return err(
        new ClientError("TX_VERIFICATION_FAILED", "Cannot verify tx: no receipt within the timeout", {
          context: { rpcUrl, hash, attempts, maxTimeoutMs },
          cause: lastError,
        }),
      );
    }
    try {
      await sleep(Math.min(pollingIntervalMs, remaining), signal);
    } catch (cause) {
      return err(aborted(rpcUrl, hash, cause));
    }
  }
}

/**
 * Waits for the receipt of `hash` and checks it succeeded.
 *
 * @param rpcUrl the chain's JSON-RPC endpoint
 * @param hash the tx hash
 * @param options see {@link WaitForReceiptOptions}
 * @returns `true`, or `TX_VERIFICATION_FAILED` (timeout, or `context.status` "reverted"), `ABORTED`
 * @example An aborted wait
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifyTxHash } from "./verify_tx_hash.ts";
 * const r = await verifyTxHash("http://localhost:8545", `0x${"ab".repeat(32)}`, {
 *   signal: AbortSignal.abort(),
 * });
 * assert.ok(!r.ok && r.error.code === "ABORTED");
 * ```
 */
export async function verifyTxHash(
  rpcUrl: string,
  hash: Hex,
  options: WaitForReceiptOptions = {},
): Promise<Result<true, ClientError>> {
  const receipt = await waitForReceipt(rpcUrl, hash, options);
  if (!receipt.ok) return receipt;
  if (receipt.value.status !== "success") {
    return err(
      new ClientError("TX_VERIFICATION_FAILED", "Cannot verify tx: it reverted", {
        context: {
          rpcUrl,
          hash,
          status: receipt.value.status,
          blockNumber: receipt.value.blockNumber.toString(),
        },
      }),
    );
  }
  return ok(true);
}

function aborted(rpcUrl: string, hash: Hex, cause: unknown): ClientError {
  return new ClientError("ABORTED", "Cannot verify tx: aborted", { context: { rpcUrl, hash }, cause });
}
