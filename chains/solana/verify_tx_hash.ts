/**
 * `verifySolanaTx`: waits until a Solana signature is `confirmed` (or `finalized`) without error, polling
 * `getSignatureStatuses` with history search.
 *
 * @example Confirmed at once
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifySolanaTx } from "./verify_tx_hash.ts";
 * const fetch = () => Promise.resolve(Response.json({
 *   jsonrpc: "2.0", id: 1,
 *   result: { context: { slot: 1 }, value: [{ slot: 1, confirmations: null, err: null, confirmationStatus: "finalized" }] },
 * }));
 * const sig = "5".repeat(88);
 * const r = await verifySolanaTx("http://sol.test", sig, { fetch });
 * assert.ok(r.ok);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, type Result } from "../../core/result.ts";
import { decodeBase58 } from "../address/base58.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import { pollVerification, type VerificationPoll } from "../spoke/verification_result.ts";

/** Options of {@link verifySolanaTx}. */
export interface VerifySolanaTxOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Wait between polls in ms. @default 750 */
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

interface SignatureStatus {
  err: unknown;
  confirmationStatus?: string | null;
}

/**
 * Whether `signature` looks like a Solana transaction signature (base58 of 64 bytes).
 *
 * @param signature the candidate
 * @returns true when well-formed
 * @example Too short
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSolanaSignature } from "./verify_tx_hash.ts";
 * assert.ok(!isSolanaSignature("5xL"));
 * ```
 */
export function isSolanaSignature(signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature)) return false;
  return decodeBase58(signature)?.length === 64;
}

/**
 * Polls the signature's status until it is confirmed.
 *
 * @param rpcUrl the Solana JSON-RPC endpoint
 * @param signature the transaction signature (base58)
 * @param options fetch, interval, bound, signal, sleep, clock
 * @returns `true`; `VALIDATION_FAILED` (not a signature), `TX_VERIFICATION_FAILED` (the tx failed on chain, or
 *   the bound passed: `context.reason` `failed` / `timeout`, last RPC error as `cause`), `ABORTED`
 * @example Malformed signature
 * ```ts
 * import assert from "node:assert/strict";
 * import { verifySolanaTx } from "./verify_tx_hash.ts";
 * const r = await verifySolanaTx("http://sol.test", "0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function verifySolanaTx(
  rpcUrl: string,
  signature: string,
  options: VerifySolanaTxOptions = {},
): Promise<Result<true, ClientError>> {
  const context = { chainKey: "solana", txHash: signature };
  if (!isSolanaSignature(signature)) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot verify tx: not a Solana signature", { context }),
    );
  }
  const { pollingIntervalMs = 750, maxTimeoutMs = 15_000 } = options;
  const step = async (): Promise<VerificationPoll> => {
    const res = await jsonRpcCall(
      rpcUrl,
      "getSignatureStatuses",
      [[signature], { searchTransactionHistory: true }],
      { fetch: options.fetch, signal: options.signal, sleep: options.sleep },
    );
    if (!res.ok) return { done: false, error: res.error };
    const status = readStatus(res.value);
    if (status === undefined) return { done: false };
    if (status.err !== null && status.err !== undefined) {
      return { done: true, failure: status.err };
    }
    const level = status.confirmationStatus;
    return level === "confirmed" || level === "finalized" ? { done: true } : { done: false };
  };
  return await pollVerification(step, {
    pollingIntervalMs,
    maxTimeoutMs,
    signal: options.signal,
    sleep: options.sleep,
    now: options.now,
  }, { context, pendingText: "not confirmed", failureKey: "txError" });
}

function readStatus(result: unknown): SignatureStatus | undefined {
  if (typeof result !== "object" || result === null) return undefined;
  const value = (result as { value?: unknown }).value;
  if (!Array.isArray(value)) return undefined;
  const first = value[0];
  return typeof first === "object" && first !== null && "err" in first ? first as SignatureStatus : undefined;
}
