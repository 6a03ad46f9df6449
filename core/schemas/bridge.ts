/**
 * Wire schemas of the bridge API's backend relay path (`POST {base_url}/bridge/submit-tx` and
 * `GET {base_url}/bridge/submit-tx/status?txHash=&srcChainKey=`). The spec leaves the bodies open and the
 * platform has no bridge submit-tx; this design mirrors the swaps one (docs/wire_inventory.md#bridge-submit-tx),
 * and the status reads accept both status vocabularies (docs/wire_inventory.md#submit-tx-status).
 *
 * @example Read a finished status in the platform's words
 * ```ts
 * import assert from "node:assert/strict";
 * import { bridgeSubmitTxStatusResponseSchema } from "./bridge.ts";
 * const s = bridgeSubmitTxStatusResponseSchema.parse({
 *   success: true,
 *   data: { txHash: "0x1", srcChainKey: "0x2105.base", status: "executed", failedAttempts: 0,
 *     result: { dstIntentTxHash: "0x2" } },
 * });
 * assert.ok(s.data.status === "executed" && s.data.result?.dstTxHash === "0x2");
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { type RelayExtraData, relayExtraDataSchema } from "./relayer.ts";
import { SUBMIT_TX_STATUSES, submitTxResultSchema, type SubmitTxStatus } from "./submit_tx_status.ts";

export {
  isSolvedSubmitTxStatus,
  isTerminalSubmitTxStatus,
  PLATFORM_SUBMIT_TX_STATUSES,
  SUBMIT_TX_STATUSES,
  type SubmitTxResult,
  submitTxResultSchema,
  type SubmitTxStatus,
} from "./submit_tx_status.ts";

/** `POST /bridge/submit-tx` body. */
export const bridgeSubmitTxRequestSchema: z.ZodMiniType<BridgeSubmitTxRequest> = z.object({
  txHash: z.string().check(z.minLength(1)),
  srcChainKey: z.string().check(z.minLength(1)),
  dstChainKey: z.string().check(z.minLength(1)),
  walletAddress: z.optional(z.string().check(z.minLength(1))),
  relayData: z.optional(relayExtraDataSchema),
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
export const bridgeSubmitTxResponseSchema: z.ZodMiniType<{ success: boolean; message: string }> = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** `GET /bridge/submit-tx/status` response. */
export const bridgeSubmitTxStatusResponseSchema: z.ZodMiniType<BridgeSubmitTxStatusResponse> = z.object({
  success: z.boolean(),
  data: z.object({
    txHash: z.string(),
    srcChainKey: z.string(),
    status: z.enum(SUBMIT_TX_STATUSES),
    failedAttempts: z.number().check(z.int()),
    failedAtStep: z.optional(z.string()),
    failureReason: z.optional(z.string()),
    result: z.optional(z.pipe(submitTxResultSchema, z.transform((r) => ({ dstTxHash: r.dstIntentTxHash })))),
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
    failedAtStep?: string | undefined;
    failureReason?: string | undefined;
    /** On success: the hub tx hash (wire `dstTxHash`, or the platform's `dstIntentTxHash`). */
    result?: { dstTxHash: string } | undefined;
  };
}
