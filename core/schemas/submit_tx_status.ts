/**
 * The status vocabulary of a backend submit-tx job (swaps and bridge), and the `result` of a finished job. Two
 * vocabularies meet here (docs/wire_inventory.md#submit-tx-status): the platform's backend walks `pending ->
 * verifying -> verified -> relaying -> relayed -> posting_execution -> executed | failed`; SPEC names `solved`
 * as success and `failed` or `abandoned` as terminal. The client accepts both: `solved` and `executed` are both
 * success. The result's hub tx hash arrives as `dstIntentTxHash` (the platform's name) or `dstTxHash`; both parse.
 *
 * @example Both success names
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSolvedSubmitTxStatus, submitTxResultSchema } from "./submit_tx_status.ts";
 * assert.ok(isSolvedSubmitTxStatus("executed") && isSolvedSubmitTxStatus("solved"));
 * const r = submitTxResultSchema.parse({ dstTxHash: "0xab" });
 * assert.ok(r.dstIntentTxHash === "0xab");
 * ```
 * @module
 */
import * as z from "./zod.ts";

/** The platform backend's submit-tx statuses, in the order a job walks them (`failed` may end any step). */
export const PLATFORM_SUBMIT_TX_STATUSES = [
  "pending",
  "verifying",
  "verified",
  "relaying",
  "relayed",
  "posting_execution",
  "executed",
  "failed",
] as const;

/**
 * Every submit-tx status the client accepts: the platform's set plus SPEC's `solved` (success) and `abandoned`
 * (terminal failure).
 */
export const SUBMIT_TX_STATUSES = [
  "pending",
  "verifying",
  "verified",
  "relaying",
  "relayed",
  "posting_execution",
  "executed",
  "solved",
  "failed",
  "abandoned",
] as const;
/** A submit-tx job status. */
export type SubmitTxStatus = typeof SUBMIT_TX_STATUSES[number];

/**
 * Tells whether a submit-tx status means the job succeeded: SPEC's `solved` or the platform's `executed`.
 *
 * @param status a submit-tx status
 * @returns true for `solved` and `executed`
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isSolvedSubmitTxStatus } from "./submit_tx_status.ts";
 * assert.ok(isSolvedSubmitTxStatus("executed") && !isSolvedSubmitTxStatus("relayed"));
 * ```
 */
export function isSolvedSubmitTxStatus(status: SubmitTxStatus): boolean {
  return status === "solved" || status === "executed";
}

/**
 * Tells whether a submit-tx status is terminal: success (`solved`, `executed`) or failure (`failed`, `abandoned`).
 *
 * @param status a submit-tx status
 * @returns true when the job will not move on
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isTerminalSubmitTxStatus } from "./submit_tx_status.ts";
 * assert.ok(isTerminalSubmitTxStatus("failed") && !isTerminalSubmitTxStatus("verified"));
 * ```
 */
export function isTerminalSubmitTxStatus(status: SubmitTxStatus): boolean {
  return isSolvedSubmitTxStatus(status) || status === "failed" || status === "abandoned";
}

/** A finished job's result, either vocabulary normalised. */
export interface SubmitTxResult {
  /** The hub tx hash of the relayed source tx (wire `dstIntentTxHash` or `dstTxHash`). */
  dstIntentTxHash: string;
  /** The relay packet, when the backend includes it. */
  packetData?: Record<string, unknown> | undefined;
  /** The intent hash (swaps), when the backend includes it. */
  intent_hash?: string | undefined;
}

/** The `result` of a submit-tx status: `dstIntentTxHash` or `dstTxHash`, optional `packetData` and `intent_hash`. */
export const submitTxResultSchema: z.ZodMiniType<SubmitTxResult> = z.pipe(
  z.object({
    dstIntentTxHash: z.optional(z.string()),
    dstTxHash: z.optional(z.string()),
    packetData: z.optional(z.record(z.string(), z.unknown())),
    intent_hash: z.optional(z.string()),
  }).check(z.refine((r) => r.dstIntentTxHash !== undefined || r.dstTxHash !== undefined, {
    message: "result needs dstIntentTxHash or dstTxHash",
  })),
  z.transform((r) => ({
    dstIntentTxHash: (r.dstIntentTxHash ?? r.dstTxHash) as string,
    ...(r.packetData !== undefined ? { packetData: r.packetData } : {}),
    ...(r.intent_hash !== undefined ? { intent_hash: r.intent_hash } : {}),
  })),
);
