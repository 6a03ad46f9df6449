/**
 * zod schemas of the snapshot parts the simulator restores (after `fromJsonValue` turned `{"$bigint"}` objects
 * back into bigints): a snapshot from a file or a request is checked whole before anything changes.
 *
 * @example Check a ledger part
 * ```ts
 * import assert from "node:assert/strict";
 * import { ledgerSnapshotSchema } from "./snapshot_schemas.ts";
 * assert.ok(!ledgerSnapshotSchema.safeParse({ seed: 1 }).success);
 * ```
 * @module
 */
import { z } from "zod";
import { FAULT_PRESET_NAMES } from "../faults/presets.ts";

const int = z.number().int();
const ms = z.number().finite();
const str = z.string();
const opt = <T extends z.ZodType>(t: T) => t.optional();

/** An intent tuple (the ledger's and the EVM receipts' `intent`). */
export const intentSchema = z.object({
  intentId: z.bigint(),
  creator: str,
  inputToken: str,
  outputToken: str,
  inputAmount: z.bigint(),
  minOutputAmount: z.bigint(),
  deadline: z.bigint(),
  allowPartialFill: z.boolean(),
  srcChain: z.bigint(),
  dstChain: z.bigint(),
  srcAddress: str,
  dstAddress: str,
  solver: str,
  data: str,
}).strict();

const spokeTxSchema = z.object({
  chainKey: str,
  txHash: str,
  from: str,
  intent: opt(intentSchema),
  intentHash: opt(str),
  deposit: opt(z.object({ token: str, to: str, amount: z.bigint(), hubCalls: str }).strict()),
  message: opt(z.object({ to: str, payload: str }).strict()),
  hubCalls: opt(str),
}).strict();

const relayTimings = z.object({ validatingMs: ms, executingMs: ms, executedMs: ms }).strict();

const packetSchema = z.object({
  connSn: int,
  srcChainId: int,
  srcTxHash: str,
  srcAddress: str,
  dstChainId: int,
  dstAddress: str,
  dstTxHash: str,
  payload: str,
  submittedAt: ms,
  timings: relayTimings,
  delivered: z.boolean(),
  asset: z.object({ token: str, amount: z.bigint() }).strict().optional(),
  submittedFromHub: z.boolean().optional(),
}).strict();

const fillSchema = z.object({ at: ms, fillTxHash: str, inputAmount: z.bigint(), outputAmount: z.bigint() })
  .strict();

const hubIntentSchema = z.object({
  hubTxHash: str,
  intentHash: str,
  intent: intentSchema,
  srcChainKey: str,
  srcTxHash: str,
  registeredAt: ms,
  execution: opt(
    z.object({ requestedAt: ms, failed: z.boolean(), plannedFills: z.array(fillSchema), materialised: int })
      .strict(),
  ),
  cancelled: opt(z.object({ at: ms, refund: z.bigint() }).strict()),
}).strict();

const jobSchema = z.object({
  kind: z.enum(["swap", "bridge"]),
  txHash: str,
  srcChainKey: str,
  dstChainKey: opt(str),
  createdAt: ms,
  status: z.enum([
    "pending",
    "verifying",
    "verified",
    "relaying",
    "relayed",
    "posting_execution",
    "solved",
    "failed",
    "abandoned",
  ]),
  planned: z.enum(["ok", "failed", "abandoned"]),
  failureReason: opt(str),
  failedAttempts: int,
  relayData: opt(z.object({ address: str, payload: str }).strict()),
  relaySubmitted: opt(z.boolean()),
  result: opt(z.object({ dstIntentTxHash: str, intentHash: opt(str) }).strict()),
}).strict();

const counter = z.object({ applied: int.min(0), repeated: int.min(0) }).strict();

/** The ledger part (`Ledger.toSnapshot`). */
export const ledgerSnapshotSchema = z.object({
  seed: int,
  rng: int.min(0),
  connSn: int.min(0),
  spokeTxs: z.array(spokeTxSchema),
  packets: z.array(packetSchema),
  hubIntents: z.array(hubIntentSchema),
  filling: z.array(str),
  jobs: z.array(jobSchema),
  openJobs: z.array(str),
  events: z.array(
    z.object({ at: ms, type: str, ref: str, detail: opt(z.record(z.string(), z.unknown())) }).strict(),
  ),
  counters: z.object({
    spokeTx: counter,
    relaySubmit: counter,
    solverExecute: counter,
    swapSubmitTx: counter,
    bridgeSubmitTx: counter,
  }).strict(),
}).strict();

const rate = opt(z.number().min(0).max(1));
const latency = opt(z.union([ms.min(0), z.object({ min: ms.min(0), max: ms.min(0) }).strict()]));
const faultKind = z.enum(["keyVerification503", "error5xx", "drop", "stall", "lost"]);

/** The faults part (`FaultEngine.toSnapshot`). */
export const faultsSnapshotSchema = z.object({
  seed: int,
  preset: z.enum(FAULT_PRESET_NAMES),
  rng: int.min(0),
  injected: z.object({ keyVerification503: int, error5xx: int, drop: int, stall: int, lost: int }).strict(),
  config: z.object({
    rules: z.array(
      z.object({
        route: str.min(1),
        latencyMs: latency,
        keyVerification503: rate,
        error5xx: rate,
        drop: rate,
        stall: rate,
        lost: rate,
      }).strict(),
    ),
    schedules: z.array(
      z.object({
        route: str.min(1),
        count: opt(int),
        fault: faultKind,
        status: opt(int.min(400).max(599)),
        headers: opt(z.record(z.string(), z.string())),
        latencyMs: opt(ms.min(0)),
      }).strict(),
    ),
    solverNotFound: z.array(z.object({ fromMs: opt(ms), untilMs: ms, intentTxHash: opt(str) }).strict()),
    profile: z.object({
      relay: relayTimings,
      solver: z.object({
        firstFillMs: ms,
        fillIntervalMs: ms,
        partialFills: int.min(1),
        failProbability: z.number().min(0).max(1),
      }).strict(),
      submitTx: z.object({
        verifyMs: ms,
        failProbability: z.number().min(0).max(1),
        abandonProbability: z.number().min(0).max(1),
      }).strict(),
    }).strict(),
    sponsoringSequenceConflicts: int.min(0),
    unminedSpokeTxs: int.min(0),
  }).strict(),
}).strict();

/** The API-keys part (`ApiKeyRegistry.snapshot`). */
export const authSnapshotSchema = z.object({
  apiKeys: z.array(z.object({ key: str, org: opt(str) }).strict()),
  suspendedOrgs: z.array(str),
  allowAnyKey: z.boolean(),
}).strict();

/** The request-log part (`RequestLog.toSnapshot`). */
export const requestLogSnapshotSchema = z.object({
  total: int.min(0),
  entries: z.array(
    z.object({
      seq: int.min(1),
      at: ms,
      method: str,
      path: str,
      route: str,
      apiKey: z.string().nullable(),
      status: int.nullable(),
      fault: faultKind.nullable(),
    }).strict(),
  ),
  routeCounts: z.record(z.string(), int.min(0)),
}).strict();

/** The clock part. */
export const clockSnapshotSchema = z.object({ now: ms, kind: z.enum(["manual", "system"]) }).strict();
