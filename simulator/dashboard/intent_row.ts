/**
 * One row of the dashboard: an intent followed from its source transaction to its final state, with its
 * timeline, relay packets, fills, status polls and injected faults, and the rule that derives its status.
 *
 * @example A fully filled intent is solved
 * ```ts
 * import assert from "node:assert/strict";
 * import { deriveRowStatus, newIntentRow } from "./intent_row.ts";
 * const row = newIntentRow("0xaa", "0x2105.base", 0);
 * row.inputAmount = "10";
 * row.filledAmount = "10";
 * row.fills = 1;
 * assert.ok(deriveRowStatus(row) === "solved");
 * const write = newIntentRow("0xbb", "0x2105.base", 0); // a hub-service write: no intent, one packet
 * write.packets.push({ chainId: "30", txHash: "0xbb", role: "source", status: "executed" });
 * assert.ok(deriveRowStatus(write) === "delivered");
 * ```
 * @module
 */
import type { FaultKind } from "../faults/types.ts";

/** The status of a row, from first sight to its final state. */
export type IntentRowStatus =
  | "created"
  | "submitted"
  | "relaying"
  | "on_hub"
  | "executing"
  | "partially_filled"
  | "solved"
  | "delivered"
  | "failed"
  | "abandoned";

/** The statuses after which a row no longer changes (unless the client retries). */
export const FINAL_ROW_STATUSES: readonly IntentRowStatus[] = ["solved", "delivered", "failed", "abandoned"];

/** One line of a row's timeline. */
export interface TimelineEntry {
  /** Simulator clock time (ms). */
  at: number;
  /** `ledger`: a state change; `packet`: a relay packet state; `request`: a call; `fault`: an injected fault. */
  kind: "ledger" | "packet" | "request" | "fault";
  /** What happened. */
  text: string;
}

/** A relay packet of a row: the source packet (spoke to hub) or a fill's packet (hub to destination). */
export interface RowPacket {
  /** Relay chain id the packet was looked up by. */
  chainId: string;
  /** Source tx hash of the packet. */
  txHash: string;
  /** `source` or `fill`. */
  role: "source" | "fill";
  /** Connection sequence number, when known. */
  connSn?: number | undefined;
  /** Last state seen: pending, validating, executing, executed. */
  status: string;
}

/** A request as the dashboard saw it. */
export interface TappedRequest {
  /** Simulator clock time of arrival (ms). */
  at: number;
  /** HTTP method. */
  method: string;
  /** Normalised route (`POST /intent/status`, `POST /relayer#submit`). */
  route: string;
  /** Status answered (null while in flight). */
  status: number | null;
  /** Fault injected, if any. */
  fault: FaultKind | null;
  /** Hash-like tokens of its path and body. */
  tokens: string[];
  /** JSON-RPC method or relayer action. */
  call?: string | undefined;
}

/** An intent row. */
export interface IntentRow {
  /** The source tx hash (lower-cased hex), the row's identity. */
  key: string;
  /** `swap` or `bridge` once a backend job names it, else `intent`. */
  kind: "swap" | "bridge" | "intent";
  /** Source chain key. */
  srcChainKey: string;
  /** Destination chain key, once the hub intent is known. */
  dstChainKey?: string | undefined;
  /** True once the source tx is known to create a solver intent (a swap). @default false */
  swapIntent?: boolean | undefined;
  /** Hub tx hash that created the intent. */
  hubTxHash?: string | undefined;
  /** Intent hash. */
  intentHash?: string | undefined;
  /** Derived status. */
  status: IntentRowStatus;
  /** Clock time of the first sight. */
  createdAt: number;
  /** Clock time of the last change. */
  updatedAt: number;
  /** Input amount of the intent (decimal string), once known. */
  inputAmount?: string | undefined;
  /** Sum of the input amounts filled so far (decimal string). */
  filledAmount: string;
  /** Number of fills. */
  fills: number;
  /** Relay packets. */
  packets: RowPacket[];
  /** Status polls received for this intent, per route. */
  polls: { total: number; byRoute: Record<string, number>; lastAt?: number | undefined };
  /** Requests tied to this intent. */
  requests: number;
  /** Faults injected on requests tied to this intent. */
  faults: number;
  /** Backend submit-tx job state. */
  job?: "pending" | "solved" | "failed" | "abandoned" | undefined;
  /** Solver state after `/execute`. */
  solver?: "executing" | "failed" | undefined;
  /** Why the row failed, when known. */
  failure?: string | undefined;
  /** Timeline, oldest first, at most {@link MAX_TIMELINE} entries. */
  timeline: TimelineEntry[];
}

/** Most timeline entries kept per row (the oldest requests go first). */
export const MAX_TIMELINE = 120;

/**
 * Creates an empty row.
 *
 * @param key the source tx hash
 * @param srcChainKey its chain
 * @param at clock time of first sight
 * @returns the row, status `created`
 */
export function newIntentRow(key: string, srcChainKey: string, at: number): IntentRow {
  return {
    key,
    kind: "intent",
    srcChainKey,
    status: "created",
    createdAt: at,
    updatedAt: at,
    filledAmount: "0",
    fills: 0,
    packets: [],
    polls: { total: 0, byRoute: {} },
    requests: 0,
    faults: 0,
    timeline: [],
  };
}

/**
 * Derives a row's status: solved when the fills cover the input; partially filled while they do not; else the
 * solver's, the backend job's, then the relay's progress. A row that never becomes a solver intent (a bridge or
 * a hub-service write: no intent hash) is delivered once every relay packet it sent has executed, or once its
 * backend job solved.
 *
 * @param row the row
 * @returns its status
 */
export function deriveRowStatus(row: IntentRow): IntentRowStatus {
  if (row.fills > 0) {
    const done = row.inputAmount !== undefined && BigInt(row.filledAmount) >= BigInt(row.inputAmount);
    return done ? "solved" : "partially_filled";
  }
  if (row.solver === "failed") return "failed";
  if (row.solver === "executing") return "executing";
  const noIntent = row.swapIntent !== true && row.kind !== "swap" && row.intentHash === undefined &&
    row.hubTxHash === undefined;
  const delivered = row.packets.length > 0 && row.packets.every((p) => p.status === "executed");
  if (noIntent && (delivered || (row.job === "solved" && row.kind === "bridge"))) return "delivered";
  if (row.job === "failed" || row.job === "abandoned") return row.job;
  if (row.hubTxHash !== undefined) return "on_hub";
  if (row.packets.length > 0) return "relaying";
  return row.job === undefined ? "created" : "submitted";
}

/**
 * Adds a timeline entry in clock order, dropping the oldest request entries past {@link MAX_TIMELINE}.
 *
 * @param row the row
 * @param entry the entry
 */
export function addTimelineEntry(row: IntentRow, entry: TimelineEntry): void {
  let i = row.timeline.length;
  while (i > 0 && row.timeline[i - 1].at > entry.at) i--;
  row.timeline.splice(i, 0, entry);
  row.updatedAt = Math.max(row.updatedAt, entry.at);
  while (row.timeline.length > MAX_TIMELINE) {
    const old = row.timeline.findIndex((e) => e.kind === "request");
    row.timeline.splice(old >= 0 ? old : 0, 1);
  }
}
