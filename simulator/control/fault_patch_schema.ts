/**
 * Validation of the control API's `POST /__sim/faults` body: a {@link FaultConfigPatch} whose NOT_FOUND windows
 * may be relative (`forMs` from now) instead of absolute (`untilMs`).
 *
 * @example Parse a schedule
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseFaultPatch } from "./fault_patch_schema.ts";
 * const r = parseFaultPatch({ schedules: [{ route: "POST /intent/execute", fault: "drop", count: 2 }] }, 0);
 * assert.ok(r.ok && r.value.schedules?.[0].count === 2);
 * ```
 * @module
 */
import { z } from "zod";
import type { FaultConfigPatch } from "../faults/fault_engine.ts";
import { FAULT_PRESET_NAMES } from "../faults/presets.ts";
import { describeIssues } from "../http/respond.ts";

const rate = z.number().min(0).max(1).optional();
const ms = z.number().finite().min(0);
const latency = z.union([ms, z.object({ min: ms, max: ms })]).optional();
const faultKind = z.enum(["keyVerification503", "error5xx", "drop", "stall", "lost"]);

const patchSchema = z.strictObject({
  preset: z.enum(FAULT_PRESET_NAMES).optional(),
  rules: z.array(z.object({
    route: z.string().min(1),
    latencyMs: latency,
    keyVerification503: rate,
    error5xx: rate,
    drop: rate,
    stall: rate,
    lost: rate,
  })).optional(),
  schedules: z.array(z.object({
    route: z.string().min(1),
    count: z.number().int().min(1).optional(),
    fault: faultKind,
    status: z.number().int().min(400).max(599).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    latencyMs: ms.optional(),
  })).optional(),
  clearSchedules: z.boolean().optional(),
  sponsoringSequenceConflicts: z.number().int().min(0).max(1_000_000).optional(),
  unminedSpokeTxs: z.number().int().min(0).max(1_000_000).optional(),
  solverNotFound: z.array(
    z.object({
      fromMs: ms.optional(),
      untilMs: ms.optional(),
      forMs: ms.optional(),
      intentTxHash: z.string().min(1).optional(),
    }).refine(
      (w) => (w.untilMs === undefined) !== (w.forMs === undefined),
      "give exactly one of untilMs, forMs",
    ),
  )
    .optional(),
  profile: z.object({
    relay: z.object({ validatingMs: ms, executingMs: ms, executedMs: ms }).partial().optional(),
    solver: z.object({
      firstFillMs: ms,
      fillIntervalMs: ms,
      partialFills: z.number().int().min(1).max(100),
      failProbability: z.number().min(0).max(1),
    }).partial().optional(),
    submitTx: z.object({
      verifyMs: ms,
      failProbability: z.number().min(0).max(1),
      abandonProbability: z.number().min(0).max(1),
    }).partial().optional(),
  }).optional(),
});

/**
 * Validates a fault patch body.
 *
 * @param raw the JSON body
 * @param now clock time, for relative windows
 * @returns the patch, or a message
 */
export function parseFaultPatch(
  raw: unknown,
  now: number,
): { ok: true; value: FaultConfigPatch } | { ok: false; message: string } {
  const parsed = patchSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error.issues) };
  const { solverNotFound, ...rest } = parsed.data;
  const value: FaultConfigPatch = rest;
  if (solverNotFound !== undefined) {
    value.solverNotFound = solverNotFound.map((w) => ({
      fromMs: w.fromMs,
      untilMs: w.untilMs ?? now + (w.forMs ?? 0),
      intentTxHash: w.intentTxHash,
    }));
  }
  return { ok: true, value };
}
