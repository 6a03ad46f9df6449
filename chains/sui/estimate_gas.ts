/**
 * `estimateSuiGas`: the Sui adapter's `estimateGas`, one `sui_devInspectTransactionBlock` of the raw
 * `TransactionKind` with its sender (the platform's `SuiSpokeService.estimateGas`: `devInspectTransactionBlock`
 * of `Transaction.fromKind(tx.data)`), answering the run's `effects.gasUsed`.
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateSuiGas } from "./estimate_gas.ts";
 * const r = await estimateSuiGas("http://x", { family: "SOLANA", transaction: "AA==" });
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
  type SpokeEstimateGasTx,
  type SuiGasEstimate,
  unsignedTxOf,
} from "../spoke/gas_estimate.ts";

/** Options of {@link estimateSuiGas}. */
export interface EstimateSuiGasOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SUI_ADDRESS = /^0x[0-9a-fA-F]{1,64}$/;
const AMOUNT = /^\d{1,30}$/;

/**
 * Dev-inspects an unsigned Sui transaction kind and answers its gas summary.
 *
 * @param url the node's JSON-RPC endpoint
 * @param tx `{family: "SUI", tx}` or the bare `tx` (`from` the sender, `data` the BCS `TransactionKind`, base64)
 * @param options fetch, sleep, signal @default {}
 * @returns `effects.gasUsed`; failures: `VALIDATION_FAILED`, `ABORTED`, `EXECUTION_FAILED` (the run failed:
 *   `context.reason` the node's error), `RESPONSE_VALIDATION_FAILED`, or the transport's codes
 */
export async function estimateSuiGas(
  url: string,
  tx: SpokeEstimateGasTx,
  options: EstimateSuiGasOptions = {},
): Promise<Result<SuiGasEstimate, ClientError>> {
  const family = (tx as { family?: unknown }).family;
  const call = family === undefined || family === "SUI" ? unsignedTxOf(tx) : undefined;
  if (call === undefined || !SUI_ADDRESS.test(call.from) || !BASE64.test(call.data)) {
    return err(notFamilyTx("sui", "a Sui tx {from: sender, data: TransactionKind base64}"));
  }
  const aborted = estimateAborted("sui", options.signal);
  if (aborted) return err(aborted);
  const r = await jsonRpcCall(url, "sui_devInspectTransactionBlock", [call.from, call.data, null, null], {
    fetch: options.fetch,
    sleep: options.sleep,
    signal: options.signal,
  });
  if (!r.ok) return r;
  const answer = r.value as {
    effects?: { status?: { status?: unknown; error?: unknown }; gasUsed?: Record<string, unknown> };
    error?: unknown;
  } | null;
  const status = answer?.effects?.status;
  if (typeof answer?.error === "string" || (status !== undefined && status.status !== "success")) {
    const reason = typeof answer?.error === "string" ? answer.error : String(status?.error ?? "failure");
    return err(estimateReverted("sui", reason, answer));
  }
  const gas = answer?.effects?.gasUsed;
  const keys = ["computationCost", "nonRefundableStorageFee", "storageCost", "storageRebate"] as const;
  if (gas === undefined || !keys.every((k) => typeof gas[k] === "string" && AMOUNT.test(gas[k] as string))) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot estimate gas on sui: no effects.gasUsed", {
        context: { chainKey: "sui", method: "sui_devInspectTransactionBlock", body: answer },
      }),
    );
  }
  return ok({
    computationCost: gas.computationCost as string,
    nonRefundableStorageFee: gas.nonRefundableStorageFee as string,
    storageCost: gas.storageCost as string,
    storageRebate: gas.storageRebate as string,
  });
}
