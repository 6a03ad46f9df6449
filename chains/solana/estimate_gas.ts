/**
 * `estimateSolanaGas`: the Solana adapter's `estimateGas`, one `simulateTransaction` of the unsigned transaction
 * (the platform's `SolanaSpokeService.estimateGas`: web3.js `Connection.simulateTransaction` with `encoding: base64`
 * at `confirmed`, no signature check) answering the compute units consumed.
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateSolanaGas } from "./estimate_gas.ts";
 * const r = await estimateSolanaGas("http://x", { family: "STELLAR", xdr: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import {
  estimateAborted,
  estimateReverted,
  notFamilyTx,
  type SolanaGasEstimate,
  type SpokeEstimateGasTx,
  taggedRawTx,
} from "../spoke/gas_estimate.ts";

/** Options of {@link estimateSolanaGas}. */
export interface EstimateSolanaGasOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Simulates an unsigned Solana transaction and answers the compute units it consumed.
 *
 * @param rpcUrl the node's JSON-RPC endpoint
 * @param tx `{family: "SOLANA", transaction}` (the serialized transaction, base64) as a raw hub write returns it
 * @param options fetch, sleep, signal @default {}
 * @returns `unitsConsumed` (`undefined` when the node omits it); failures: `VALIDATION_FAILED`, `ABORTED`,
 *   `EXECUTION_FAILED` (the simulation failed: `context.reason` the node's `err`, `cause` its `{err, logs}`),
 *   `RESPONSE_VALIDATION_FAILED`, or the transport's codes
 */
export async function estimateSolanaGas(
  rpcUrl: string,
  tx: SpokeEstimateGasTx,
  options: EstimateSolanaGasOptions = {},
): Promise<Result<SolanaGasEstimate, ClientError>> {
  const raw = taggedRawTx(tx, "SOLANA");
  if (raw === undefined || typeof raw.transaction !== "string" || !BASE64.test(raw.transaction)) {
    return err(notFamilyTx("solana", '{family: "SOLANA", transaction: base64}'));
  }
  const aborted = estimateAborted("solana", options.signal);
  if (aborted) return err(aborted);
  const r = await jsonRpcCall(rpcUrl, "simulateTransaction", [raw.transaction, {
    encoding: "base64",
    commitment: "confirmed",
  }], { fetch: options.fetch, sleep: options.sleep, signal: options.signal });
  if (!r.ok) return r;
  const value = (r.value as { value?: unknown } | null)?.value as
    | { err?: unknown; logs?: unknown; unitsConsumed?: unknown }
    | null
    | undefined;
  if (typeof value !== "object" || value === null) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot estimate gas on solana: no simulation value", {
        context: { chainKey: "solana", method: "simulateTransaction", body: r.value },
      }),
    );
  }
  if (value.err !== null && value.err !== undefined) {
    return err(estimateReverted("solana", JSON.stringify(value.err), { err: value.err, logs: value.logs }));
  }
  const units = value.unitsConsumed;
  if (units !== undefined && units !== null && (typeof units !== "number" || !Number.isSafeInteger(units))) {
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot estimate gas on solana: unitsConsumed is not a number",
        {
          context: { chainKey: "solana", method: "simulateTransaction", body: r.value },
        },
      ),
    );
  }
  return ok(typeof units === "number" ? units : undefined);
}
