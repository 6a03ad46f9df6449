/**
 * `verifySuiTx`: waits until a Sui transaction digest is executed successfully, polling
 * `sui_getTransactionBlock` (with effects) at the chain's `pollingConfig` — the platform SDK's
 * `waitForTransaction` with the injected sleep, clock and `AbortSignal`. A digest the node does not know yet is
 * polled again; effects with status `failure` fail at once.
 *
 * @example Executed at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { verifySuiTx } from "./verify_tx_hash.ts";
 * const client = createSuiRpcClient({ grpc_url: "http://sui.test" }, {
 *   fetch: () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { digest: "x", effects: { status: { status: "success" } } } })),
 * });
 * const r = await verifySuiTx(client, "EwB3u4S8XKqiJNi5cAYTQQ6UwbTmYsZMyEbMZgAUjkgc");
 * assert.ok(r.ok);
 * ```
 * @module
 */
import type { SuiJsonRpcClient } from "@mysten/sui/jsonRpc";
import { isValidTransactionDigest } from "@mysten/sui/utils";
import { ClientError } from "../../core/errors.ts";
import type { Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { pollVerification, type VerificationPoll } from "../spoke/verification_result.ts";
import { withSignal } from "./sui_write.ts";

/** Options of {@link verifySuiTx}. */
export interface VerifySuiTxOptions {
  /** Wait between polls in ms. @default 500 */
  pollingIntervalMs?: number | undefined;
  /** Overall bound in ms. @default 15000 */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Polls the digest until its effects are known.
 *
 * @param client the SDK client
 * @param digest the transaction digest (base58 of 32 bytes)
 * @param options interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a digest), `TX_VERIFICATION_FAILED` (failed on chain, or the bound
 *   passed: `context.reason` `failed` / `timeout`, the last RPC error as `cause`), `ABORTED`; `context.chainKey`
 *   is `sui`
 * @example A malformed digest
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { verifySuiTx } from "./verify_tx_hash.ts";
 * const r = await verifySuiTx(createSuiRpcClient({ grpc_url: "http://sui.test" }), "0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.chainKey === "sui");
 * ```
 */
export async function verifySuiTx(
  client: SuiJsonRpcClient,
  digest: string,
  options: VerifySuiTxOptions = {},
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "sui", txHash: digest };
  if (typeof digest !== "string" || !isValidTransactionDigest(digest)) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot verify tx: not a Sui transaction digest", { context }),
    );
  }
  const { pollingIntervalMs = 500, maxTimeoutMs = 15_000 } = options;
  const step = async (): Promise<VerificationPoll> => {
    try {
      const tx = await client.getTransactionBlock({
        digest,
        options: { showEffects: true },
        ...withSignal(options.signal),
      });
      const status = tx.effects?.status;
      if (status?.status === "failure") {
        return { done: true, failure: status.error ?? "failure" };
      }
      return status?.status === "success" ? { done: true } : { done: false };
    } catch (error) {
      return { done: false, error };
    }
  };
  return await pollVerification(step, {
    pollingIntervalMs,
    maxTimeoutMs,
    signal: options.signal,
    sleep: options.sleep,
    now: options.now,
  }, { context, pendingText: "not executed", failureKey: "txError" });
}
