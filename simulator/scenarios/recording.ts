/**
 * A recording: where a run started (a snapshot plus the gateway prefix) and every state-changing request after
 * it, with bodies and virtual arrival times — what `GET /__sim/recording` exports and `deno task replay` replays.
 *
 * @example Check a recording
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRecording } from "./recording.ts";
 * const r = parseRecording({ format: "xswap-simulator-recording", version: 1 });
 * assert.ok(!r.ok && r.message.startsWith("Invalid recording"));
 * ```
 * @module
 */
import { z } from "zod";
import { describeIssues } from "../http/respond.ts";
import type { RecordedRequest } from "./request_recorder.ts";
import { type SimSnapshot, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from "./snapshot.ts";

/** The `format` field of every recording. */
export const RECORDING_FORMAT = "xswap-simulator-recording";
/** The recording version this simulator writes and reads. */
export const RECORDING_VERSION = 1;

/** A recorded run. */
export interface Recording {
  /** Always {@link RECORDING_FORMAT}. */
  format: typeof RECORDING_FORMAT;
  /** Always {@link RECORDING_VERSION}. */
  version: typeof RECORDING_VERSION;
  /** Seed at the start of the recording. */
  seed: number;
  /** What a replaying simulator needs besides the snapshot: the gateway prefix, the start preset and clock kind. */
  options: { prefix: string; preset: string; clock: "manual" | "system" };
  /** State at the start (the simulator's creation or its last restore). */
  start: SimSnapshot;
  /** Requests after the start, in arrival order. */
  requests: RecordedRequest[];
  /** Whether the byte budget ran out (then `requests` is a prefix of the run: it still replays exactly). */
  truncated: boolean;
  /** Requests not kept after the budget ran out. */
  dropped: number;
}

const recordedRequestSchema = z.object({
  seq: z.number().int().min(1),
  at: z.number().finite(),
  method: z.string().regex(/^[A-Z]+$/),
  path: z.string().startsWith("/"),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.string().optional(),
  bodyBase64: z.string().optional(),
  status: z.number().int().nullable(),
  fault: z.string().nullable(),
}).strict();

const recordingSchema = z.object({
  format: z.literal(RECORDING_FORMAT),
  version: z.literal(RECORDING_VERSION),
  seed: z.number().int(),
  options: z.object({ prefix: z.string(), preset: z.string(), clock: z.enum(["manual", "system"]) }),
  start: z.object({
    format: z.literal(SNAPSHOT_FORMAT),
    version: z.literal(SNAPSHOT_VERSION),
    seed: z.number().int(),
    parts: z.record(z.string(), z.unknown()),
  }),
  requests: z.array(recordedRequestSchema),
  truncated: z.boolean(),
  dropped: z.number().int().min(0),
});

/**
 * Checks parsed JSON as a recording.
 *
 * @param json parsed JSON
 * @returns the recording, or why it is not one
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseRecording } from "./recording.ts";
 * assert.ok(!parseRecording(null).ok);
 * ```
 */
export function parseRecording(
  json: unknown,
): { ok: true; value: Recording } | { ok: false; message: string } {
  const parsed = recordingSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, message: `Invalid recording: ${describeIssues(parsed.error.issues)}` };
  }
  return { ok: true, value: parsed.data as Recording };
}
