/**
 * Wire schemas of the bridge API's backend relay path (`POST {base_url}/bridge/submit-tx` and
 * `GET {base_url}/bridge/submit-tx/status?txHash=&srcChainKey=`). The spec leaves the bodies open; this is the
 * design both the client and the simulator follow.
 *
 * @example Read a solved status
 * ```ts
 * import assert from "node:assert/strict";
 * import { bridgeSubmitTxStatusResponseSchema } from "./bridge.ts";
 * const s = bridgeSubmitTxStatusResponseSchema.parse({
 *   success: true,
 *   data: { txHash: "0x1", srcChainKey: "0x2105.base", status: "solved", failedAttempts: 0,
 *     result: { dstTxHash: "0x2" } },
 * });
 * assert.ok(s.data.status === "solved");
 * ```
 * @module
 */
import * as z from "zod";
import { type RelayExtraData, relayExtraDataSchema } from "./relayer.ts";

/** Statuses of a backend submit-tx job; `solved` is success, `failed` and `abandoned` are terminal failures. */
export const SUBMIT_TX_STATUSES = [
  "pending",
  "verifying",
  "relaying",
  "relayed",
  "posting_execution",
  "solved",
  "failed",
  "abandoned",
] as const;
/** A submit-tx job status. */
export type SubmitTxStatus = typeof SUBMIT_TX_STATUSES[number];

/** Tells whether a submit-tx status is terminal. */
export function isTerminalSubmitTxStatus(status: SubmitTxStatus): boolean {
  return status === "solved" || status === "failed" || status === "abandoned";
}

/** `POST /bridge/submit-tx` body. */
export const bridgeSubmitTxRequestSchema: z.ZodType<BridgeSubmitTxRequest> = z.object({
  txHash: z.string().min(1),
  srcChainKey: z.string().min(1),
  dstChainKey: z.string().min(1),
  walletAddress: z.string().min(1).optional(),
  relayData: relayExtraDataSchema.optional(),
});
/** `POST /bridge/submit-tx` body. */
export interface BridgeSubmitTxRequest {
  /** Source-chain tx hash of the bridge deposit. */
  txHash: string;
  /** Source chain key. */
  srcChainKey: string;
  /** Destination chain key. */
  dstChainKey: string;
  /** The user's wallet on the source chain, when needed. */
  walletAddress?: string | undefined;
  /** Split-tx chains only: the hub destination and payload. */
  relayData?: RelayExtraData | undefined;
}

/** `POST /bridge/submit-tx` response. */
export const bridgeSubmitTxResponseSchema: z.ZodType<{ success: boolean; message: string }> = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** `GET /bridge/submit-tx/status` response. */
export const bridgeSubmitTxStatusResponseSchema: z.ZodType<BridgeSubmitTxStatusResponse> = z.object({
  success: z.boolean(),
  data: z.object({
    txHash: z.string(),
    srcChainKey: z.string(),
    status: z.enum(SUBMIT_TX_STATUSES),
    failedAttempts: z.number().int(),
    failureReason: z.string().optional(),
    result: z.object({ dstTxHash: z.string() }).optional(),
  }),
});
/** `GET /bridge/submit-tx/status` response. */
export interface BridgeSubmitTxStatusResponse {
  /** Whether the status could be read. */
  success: boolean;
  /** Processing state: status, failed attempts, failure reason, and on success the destination tx hash. */
  data: {
    txHash: string;
    srcChainKey: string;
    status: SubmitTxStatus;
    failedAttempts: number;
    failureReason?: string | undefined;
    result?: { dstTxHash: string } | undefined;
  };
}
