/**
 * The backend submit-tx path shared by the swaps and bridge sub-apps: creating a ledger job (idempotent) and
 * reading its status, with the 4xx rules both apps follow.
 * @module
 */
import type { Context } from "hono";
import { z } from "zod";
import { isSplitTxChain, isSpokeChainKey } from "../../core/chains/chain_keys.ts";
import type { PLATFORM_SUBMIT_TX_STATUSES } from "../../core/schemas/submit_tx_status.ts";
import type { SwapsSubmitTxStatusResponse } from "../../core/schemas/swaps_v2.ts";
import type { Ledger } from "../state/ledger.ts";
import type { JobKind, JobStatus, LedgerJob } from "../state/types.ts";
import { errorResponse, type Parsed } from "./http.ts";

/** What a submit-tx body carries that the ledger needs. */
export interface SubmitTxInput {
  txHash: string;
  srcChainKey: string;
  dstChainKey?: string | undefined;
  relayData?: { address: string; payload: string } | undefined;
}

/**
 * Query of `GET .../submit-tx/status`: `txHash` and `srcChainKey` both required (as the OpenAPI document and the
 * swaps twin say); the chain key is checked against the job.
 */
export const submitTxStatusQuerySchema: z.ZodType<{ txHash: string; srcChainKey: string }> = z
  .object({ txHash: z.string().min(1), srcChainKey: z.string().min(1) });

function unknownKey(c: Context, field: string, key: string): Response {
  return errorResponse(c, 400, "UNKNOWN_CHAIN_KEY", `Unknown chain key in ${field}: ${key}`, { field, key });
}

/**
 * Creates the job (or counts the repeat) and answers `{success: true, message}`; unknown chain keys and a
 * split-tx source without `relayData` are 400.
 */
export function submitJob(c: Context, ledger: Ledger, kind: JobKind, input: SubmitTxInput): Response {
  if (!isSpokeChainKey(input.srcChainKey)) return unknownKey(c, "srcChainKey", input.srcChainKey);
  if (input.dstChainKey !== undefined && !isSpokeChainKey(input.dstChainKey)) {
    return unknownKey(c, "dstChainKey", input.dstChainKey);
  }
  if (isSplitTxChain(input.srcChainKey) && input.relayData === undefined) {
    return errorResponse(
      c,
      400,
      "VALIDATION_FAILED",
      `relayData is required for split-tx chain ${input.srcChainKey}`,
      { field: "relayData" },
    );
  }
  const created = ledger.createJob(kind, {
    txHash: input.txHash,
    srcChainKey: input.srcChainKey,
    dstChainKey: input.dstChainKey,
    relayData: input.relayData,
  });
  const message = created ? "Transaction submitted" : "Transaction already submitted";
  return c.json({ success: true, message }, 200);
}

/** Looks the job up for a status query: 400 on an unknown `srcChainKey`, 404 JSON when there is no such job. */
export function findJob(
  c: Context,
  ledger: Ledger,
  kind: JobKind,
  query: { txHash: string; srcChainKey?: string | undefined },
): Parsed<LedgerJob> {
  if (query.srcChainKey !== undefined && !isSpokeChainKey(query.srcChainKey)) {
    return { ok: false, response: unknownKey(c, "srcChainKey", query.srcChainKey) };
  }
  const job = ledger.job(kind, query.txHash);
  if (!job || (query.srcChainKey !== undefined && job.srcChainKey !== query.srcChainKey)) {
    return {
      ok: false,
      response: errorResponse(c, 404, "NOT_FOUND", `No ${kind} submit-tx job for ${query.txHash}`, {
        txHash: query.txHash,
        srcChainKey: query.srcChainKey,
      }),
    };
  }
  return { ok: true, value: job };
}

/** A status in the platform backend's vocabulary. */
export type PlatformJobStatus = typeof PLATFORM_SUBMIT_TX_STATUSES[number];

/**
 * A ledger job's status as the platform's backend words it (docs/wire_inventory.md#submit-tx-status): a finished
 * job is `executed`, never SPEC's `solved`; an abandoned job (a fault profile outcome the platform has no word
 * for) is `failed`.
 */
export function platformJobStatus(status: JobStatus): PlatformJobStatus {
  if (status === "solved") return "executed";
  if (status === "abandoned") return "failed";
  return status;
}

/** The status fields both apps share: `{txHash, srcChainKey, status, failedAttempts, failureReason?}`. */
export function jobStatusBase(job: LedgerJob): {
  txHash: string;
  srcChainKey: string;
  status: PlatformJobStatus;
  failedAttempts: number;
  failureReason?: string;
} {
  return {
    txHash: job.txHash,
    srcChainKey: job.srcChainKey,
    status: platformJobStatus(job.status),
    failedAttempts: job.failedAttempts,
    ...(job.failureReason !== undefined ? { failureReason: job.failureReason } : {}),
  };
}

/** The step a failed job stopped at, from the ledger's failure reason (none for a planned failure). */
function failedAtStep(reason: string | undefined): string | undefined {
  if (reason === undefined || reason.startsWith("Simulated ")) return undefined;
  if (reason === "Source transaction not found") return "verifying";
  if (reason === "Intent not found on the hub") return "posting_execution";
  return "relaying";
}

/** The swaps status body: the shared fields, `failedAtStep`, and `result = {dstIntentTxHash, intent_hash?}`. */
export function swapStatusResponse(job: LedgerJob): SwapsSubmitTxStatusResponse {
  const step = failedAtStep(job.failureReason);
  const result = job.result;
  return {
    success: true,
    data: {
      ...jobStatusBase(job),
      ...(step !== undefined ? { failedAtStep: step } : {}),
      ...(result
        ? {
          result: {
            dstIntentTxHash: result.dstIntentTxHash,
            ...(result.intentHash !== undefined ? { intent_hash: result.intentHash } : {}),
          },
        }
        : {}),
    },
  };
}
