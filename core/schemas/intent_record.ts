/**
 * Wire schema of the backend's durable intent record (`GET {base_url}/be/intent/tx/{hubTxHash}`), read by
 * `getStatus` when the solver answers NOT_FOUND or fails (docs/rules/swaps.md#get-status).
 *
 * Design where the spec is silent: the platform's record (`IntentResponse`: `intentHash, txHash, logIndex, chainId,
 * blockNumber, open, intent, events`) plus `intentState` (the hub contract's `IntentState`, bigints as decimal
 * strings) and `fills`, one entry per hub fill event. Both forms parse: a record without `intentState` and
 * `fills` (the platform's) shows no known fill (docs/wire_inventory.md#intent-record). A 404 means no record.
 *
 * @example A fully filled record
 * ```ts
 * import assert from "node:assert/strict";
 * import { intentRecordSchema, isFullyFilled } from "./intent_record.ts";
 * const rec = intentRecordSchema.parse({
 *   intentHash: "0x01", txHash: "0x02", chainId: 146, open: false,
 *   intentState: { exists: true, remainingInput: "0", receivedOutput: "10", pendingPayment: false },
 *   fills: [{ fillTxHash: "0x03", inputAmount: "5", outputAmount: "10" }],
 * });
 * assert.ok(isFullyFilled(rec));
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { bigintFromWire } from "./_bigint.ts";

/** The hub contract's intent state. */
export const intentStateSchema: z.ZodMiniType<IntentState, unknown> = z.object({
  exists: z.boolean(),
  remainingInput: bigintFromWire,
  receivedOutput: bigintFromWire,
  pendingPayment: z.boolean(),
});
/** The hub contract's intent state (bigints revived). */
export interface IntentState {
  /** Whether the hub contract knows the intent. */
  exists: boolean;
  /** Input not yet consumed by fills; `0` once fully filled. */
  remainingInput: bigint;
  /** Output delivered so far. */
  receivedOutput: bigint;
  /** Whether a fill's payment is still in flight. */
  pendingPayment: boolean;
}

/** One hub fill event. */
export const intentFillSchema: z.ZodMiniType<IntentFill, unknown> = z.object({
  fillTxHash: z.string(),
  inputAmount: bigintFromWire,
  outputAmount: bigintFromWire,
  timestamp: z.optional(z.number().check(z.int())),
});
/** One hub fill event. */
export interface IntentFill {
  /** Hub-chain tx hash of the fill. */
  fillTxHash: string;
  /** Input consumed by this fill. */
  inputAmount: bigint;
  /** Output delivered by this fill. */
  outputAmount: bigint;
  /** Fill time in UNIX seconds, when known. */
  timestamp?: number | undefined;
}

/** The intent fields of the record (bigints as decimal strings on the wire). */
export const recordedIntentSchema: z.ZodMiniType<RecordedIntent> = z.object({
  intentId: z.string(),
  creator: z.string(),
  inputToken: z.string(),
  outputToken: z.string(),
  inputAmount: z.string(),
  minOutputAmount: z.string(),
  deadline: z.string(),
  allowPartialFill: z.boolean(),
  srcChain: z.number(),
  dstChain: z.number(),
  srcAddress: z.string(),
  dstAddress: z.string(),
  solver: z.string(),
  data: z.string(),
});

/** The intent fields of a record. */
export interface RecordedIntent {
  /** Intent id chosen by the creator. */
  intentId: string;
  /** Hub wallet that created the intent. */
  creator: string;
  /** Input token (hub asset). */
  inputToken: string;
  /** Output token (hub asset). */
  outputToken: string;
  /** Input amount (smallest unit). */
  inputAmount: string;
  /** Minimum acceptable output (smallest unit). */
  minOutputAmount: string;
  /** UNIX seconds after which it cannot be filled; `0` = none. */
  deadline: string;
  /** Whether several fills are allowed. */
  allowPartialFill: boolean;
  /** Relay chain id of the source chain. */
  srcChain: number;
  /** Relay chain id of the destination chain. */
  dstChain: number;
  /** Sender on the source chain (encoded bytes, hex). */
  srcAddress: string;
  /** Receiver on the destination chain (encoded bytes, hex). */
  dstAddress: string;
  /** Solver allowed to fill; the zero address = any. */
  solver: string;
  /** Extra data (hex), e.g. the encoded partner fee. */
  data: string;
}

/** The intent record. */
export const intentRecordSchema: z.ZodMiniType<IntentRecord, unknown> = z.object({
  intentHash: z.string(),
  txHash: z.string(),
  chainId: z.number(),
  open: z.boolean(),
  blockNumber: z.optional(z.number()),
  logIndex: z.optional(z.number()),
  intent: z.optional(recordedIntentSchema),
  intentState: z.optional(intentStateSchema),
  fills: z._default(z.array(intentFillSchema), []),
  events: z.optional(z.array(z.unknown())),
});
/** The intent record (bigints revived). */
export interface IntentRecord {
  /** Hash of the intent. */
  intentHash: string;
  /** Hub-chain tx hash that registered the intent. */
  txHash: string;
  /** Chain id of the hub chain. */
  chainId: number;
  /** Whether the intent is still open (not fully filled nor cancelled). */
  open: boolean;
  /** Hub block of the registration, when known. */
  blockNumber?: number | undefined;
  /** The intent's fields, when recorded. */
  intent?: RecordedIntent | undefined;
  /** Index of the creation log in its hub tx (the platform's record has it). */
  logIndex?: number | undefined;
  /** The hub contract's state of the intent; absent from the platform's record (then no fill is known). */
  intentState?: IntentState | undefined;
  /** One entry per hub fill event, oldest first; `[]` when the record carries none (the platform's record). */
  fills: IntentFill[];
  /** The platform's untyped event list, when sent. */
  events?: unknown[] | undefined;
}

/**
 * Tells whether a record shows a fill that consumed the whole input (`remainingInput == 0` and at least one fill).
 *
 * @example A partial fill is not full
 * ```ts
 * import assert from "node:assert/strict";
 * import { isFullyFilled, type IntentRecord } from "./intent_record.ts";
 * const rec = {
 *   intentHash: "0x1", txHash: "0x2", chainId: 146, open: true, fills: [],
 *   intentState: { exists: true, remainingInput: 5n, receivedOutput: 0n, pendingPayment: false },
 * } satisfies IntentRecord;
 * assert.ok(!isFullyFilled(rec));
 * ```
 */
export function isFullyFilled(record: IntentRecord): boolean {
  return record.intentState?.remainingInput === 0n && record.fills.length > 0;
}
