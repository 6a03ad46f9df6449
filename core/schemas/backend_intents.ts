/**
 * Wire schemas of the data API's intent lists (docs/wire_inventory.md#backend-data-api-reads): a user's intents
 * (`GET {base_url}/be/intent/user/{userAddress}`) and the solver orderbook (`GET {base_url}/be/solver/orderbook`).
 * Shapes from the platform SDK's `UserIntentsResponse` and `OrderbookResponse`
 * (`packages/sdk/src/backendApi/BackendApiService.ts`); each item of a user's list is the intent record of
 * `intent_record.ts`, and the orderbook's intent state has its bigints revived.
 *
 * @example A page of a user's intents
 * ```ts
 * import assert from "node:assert/strict";
 * import { userIntentsResponseSchema } from "./backend_intents.ts";
 * const page = userIntentsResponseSchema.parse({
 *   total: 3, offset: 2, limit: 2,
 *   items: [{ intentHash: "0x01", txHash: "0x02", chainId: 146, open: true, logIndex: 0, blockNumber: 7, events: [] }],
 * });
 * assert.ok(page.items[0].fills.length === 0 && page.total === 3);
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { withJitObjects } from "./jit_objects.ts";
import {
  type IntentRecord,
  intentRecordSchema,
  type IntentState,
  intentStateSchema,
  type RecordedIntent,
} from "./intent_record.ts";

const count = z.number().check(z.int(), z.nonnegative());

/** One page of a user's intents. */
export interface UserIntentsPage {
  /** Intents of the user in the date range, over all pages. */
  total: number;
  /** Index of the first item of this page. */
  offset: number;
  /** Page size the backend applied. */
  limit: number;
  /** The intents of this page, in the backend's order (undocumented; the simulator's: oldest first). */
  items: IntentRecord[];
}

/**
 * Schema of a page of a user's intents: the records' object nodes use zod's JIT parser (`jit_objects.ts`; a
 * history page of 50 records validates in about a third of the interpreted parse's time).
 */
export const userIntentsResponseSchema: z.ZodMiniType<UserIntentsPage, unknown> = z.object({
  total: count,
  offset: count,
  limit: count,
  items: z.array(withJitObjects(intentRecordSchema)),
});

/** The intent fields of an orderbook entry (those of a record), with its hash, hub tx and hub block. */
export interface OrderbookIntent extends RecordedIntent {
  /** Hash of the intent. */
  intentHash: string;
  /** Hub tx that registered it. */
  txHash: string;
  /** Hub block of that tx. */
  blockNumber: number;
}

/** One open intent of the orderbook. */
export interface OrderbookEntry {
  /** The hub contract's state of the intent (bigints revived). */
  intentState: IntentState;
  /** The intent. */
  intentData: OrderbookIntent;
}

/** A page of the solver orderbook. */
export interface OrderbookPage {
  /** Open intents over all pages. */
  total: number;
  /** The entries of this page. */
  data: OrderbookEntry[];
}

const orderbookIntentSchema: z.ZodMiniType<OrderbookIntent> = z.object({
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
  intentHash: z.string(),
  txHash: z.string(),
  blockNumber: z.number(),
});

/** Schema of a page of the solver orderbook. */
export const orderbookResponseSchema: z.ZodMiniType<OrderbookPage, unknown> = z.object({
  total: count,
  data: z.array(z.object({ intentState: intentStateSchema, intentData: orderbookIntentSchema })),
});
