/**
 * Whole-simulator snapshots: {@link takeSnapshot} writes every part of `SNAPSHOT_PARTS` (clock, faults, API
 * keys, ledger, request log, balances, positions, and each simulated node's records) with the seed as versioned
 * JSON; {@link restoreSnapshot} checks a snapshot whole,
 * resets the simulator to its seed and restores every part. Snapshot → restore → snapshot gives the same JSON
 * (on a manual clock; a system clock keeps running).
 *
 * @example Snapshot, change, restore
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { createManualClock } from "../state/clock.ts";
 * import { restoreSnapshot, takeSnapshot } from "./snapshot.ts";
 * const sim = createSimulatorApp({ clock: createManualClock(), seed: 5 });
 * sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
 * const before = takeSnapshot(sim.context);
 * sim.reset(9);
 * assert.ok(restoreSnapshot(sim.context, before).ok);
 * assert.equal(sim.ledger.getSpokeTx("0x2105.base", "0xaa")?.from, "0x01");
 * assert.deepEqual(takeSnapshot(sim.context), before);
 * sim.close();
 * ```
 * @module
 */
import { z } from "zod";
import { describeIssues } from "../http/respond.ts";
import type { SimContext } from "../context/sim_context.ts";
import { SNAPSHOT_PARTS, type SnapshotPart } from "./snapshot_parts.ts";
import type { JsonValue } from "./json_value.ts";

/** The `format` field of every snapshot. */
export const SNAPSHOT_FORMAT = "xswap-simulator-snapshot";
/** The snapshot version this simulator writes and reads. */
export const SNAPSHOT_VERSION = 1;

/** A whole-simulator snapshot. */
export interface SimSnapshot {
  /** Always {@link SNAPSHOT_FORMAT}. */
  format: typeof SNAPSHOT_FORMAT;
  /** Always {@link SNAPSHOT_VERSION}. */
  version: typeof SNAPSHOT_VERSION;
  /** The simulator's seed. */
  seed: number;
  /** Each part's JSON, by part name. */
  parts: Record<string, JsonValue>;
}

/** The outcome of {@link restoreSnapshot}. */
export type RestoreOutcome =
  | { ok: true; seed: number; restored: string[]; ignored: string[] }
  | { ok: false; message: string };

const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ])
);

const envelopeSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  seed: z.number().int().refine(Number.isSafeInteger, "seed must be a safe integer"),
  parts: z.record(z.string(), jsonValue),
});

/**
 * Writes the whole state of a simulator.
 *
 * @param ctx the simulator's shared state (`sim.context`)
 * @param parts the parts to write. @default SNAPSHOT_PARTS
 * @returns the snapshot (plain JSON)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { takeSnapshot } from "./snapshot.ts";
 * const sim = createSimulatorApp({ seed: 3 });
 * const snap = takeSnapshot(sim.context);
 * assert.ok(snap.seed === 3 && "ledger" in snap.parts && "faults" in snap.parts);
 * sim.close();
 * ```
 */
export function takeSnapshot(ctx: SimContext, parts: readonly SnapshotPart[] = SNAPSHOT_PARTS): SimSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    seed: ctx.seed(),
    parts: Object.fromEntries(parts.map((p) => [p.name, p.snapshot(ctx)])),
  };
}

/**
 * Checks a snapshot whole, then resets the simulator to its seed and restores every part it holds. A bad
 * snapshot changes nothing; parts this simulator does not know are reported as `ignored`.
 *
 * @param ctx the simulator's shared state (`sim.context`)
 * @param snapshot parsed JSON of a snapshot
 * @param parts the parts to restore. @default SNAPSHOT_PARTS
 * @returns the parts restored and ignored, or why nothing was restored
 * @example A wrong version changes nothing
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { restoreSnapshot } from "./snapshot.ts";
 * const sim = createSimulatorApp({ seed: 3 });
 * const r = restoreSnapshot(sim.context, { format: "xswap-simulator-snapshot", version: 99, seed: 1, parts: {} });
 * assert.ok(!r.ok && r.message.includes("version"));
 * assert.equal(sim.context.seed(), 3);
 * sim.close();
 * ```
 */
export function restoreSnapshot(
  ctx: SimContext,
  snapshot: unknown,
  parts: readonly SnapshotPart[] = SNAPSHOT_PARTS,
): RestoreOutcome {
  const envelope = envelopeSchema.safeParse(snapshot);
  if (!envelope.success) {
    return { ok: false, message: `Invalid snapshot: ${describeIssues(envelope.error.issues)}` };
  }
  const { seed, parts: json } = envelope.data;
  for (const part of parts) {
    const value = json[part.name];
    const problem = value === undefined ? undefined : part.check?.(value);
    if (problem !== undefined) return { ok: false, message: `Invalid snapshot part ${problem}` };
  }
  ctx.reset(seed);
  const restored: string[] = [];
  try {
    for (const part of parts) {
      const value = json[part.name];
      if (value === undefined) continue;
      part.restore(ctx, value);
      restored.push(part.name);
    }
  } catch (error) {
    ctx.reset(seed);
    return {
      ok: false,
      message: `Snapshot part could not be restored (simulator reset to seed ${seed}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    };
  }
  const known = new Set(parts.map((p) => p.name));
  return { ok: true, seed, restored, ignored: Object.keys(json).filter((k) => !known.has(k)) };
}
