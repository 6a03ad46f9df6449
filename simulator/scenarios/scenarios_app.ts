/**
 * The scenario routes of the control API (mounted at `/__sim`, never faulted, never logged nor recorded):
 * `GET /snapshot` (the whole state as versioned JSON), `POST /restore` (a snapshot; 400 with a message when it is
 * not one, nothing changed), `GET /recording` (the start snapshot and every request since, for `deno task
 * replay`). A restore restarts the recording from the restored state.
 *
 * @example Snapshot and restore over HTTP
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { SNAPSHOT_PARTS } from "./snapshot_parts.ts";
 * const sim = createSimulatorApp({ seed: 4 });
 * const snap = await (await sim.fetch("/__sim/snapshot")).json();
 * const res = await sim.fetch("/__sim/restore", { method: "POST", body: JSON.stringify(snap) });
 * assert.deepEqual(await res.json(), { ok: true, seed: 4, restored: SNAPSHOT_PARTS.map((p) => p.name), ignored: [] });
 * const bad = await sim.fetch("/__sim/restore", { method: "POST", body: "{}" });
 * assert.equal(bad.status, 400);
 * await bad.body?.cancel();
 * sim.close();
 * ```
 * @module
 */
import { Hono } from "hono";
import { jsonError, readJsonBody } from "../http/respond.ts";
import { isManualClock, type SimContext } from "../context/sim_context.ts";
import { type Recording, RECORDING_FORMAT, RECORDING_VERSION } from "./recording.ts";
import type { RequestRecorder } from "./request_recorder.ts";
import { restoreSnapshot, type SimSnapshot, takeSnapshot } from "./snapshot.ts";

/** The recording session of one simulator: its start snapshot and recorder. */
export interface ScenarioSession {
  /**
   * The recorder the simulator's `handle` feeds (internal).
   * @ignore
   */
  recorder: RequestRecorder;
  /** The current recording. */
  recording(): Recording;
  /** Restores a snapshot and restarts the recording from it. */
  restore(snapshot: unknown): ReturnType<typeof restoreSnapshot>;
}

/**
 * Creates the recording session of a simulator; the recording starts from the state at this call.
 *
 * @param ctx the simulator's shared state
 * @param recorder the recorder `handle` feeds
 * @param initialPreset preset name written into recordings (the start snapshot has the real fault config)
 * @returns the session
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { createScenarioSession } from "./scenarios_app.ts";
 * import { RequestRecorder } from "./request_recorder.ts";
 * const sim = createSimulatorApp({ seed: 8 });
 * const session = createScenarioSession(sim.context, new RequestRecorder(), "calm");
 * assert.equal(session.recording().seed, 8);
 * sim.close();
 * ```
 */
export function createScenarioSession(
  ctx: SimContext,
  recorder: RequestRecorder,
  initialPreset: string,
): ScenarioSession {
  let start: SimSnapshot = takeSnapshot(ctx);
  let preset = initialPreset;
  return {
    recorder,
    recording: () => ({
      format: RECORDING_FORMAT,
      version: RECORDING_VERSION,
      seed: start.seed,
      options: { prefix: ctx.prefix, preset, clock: isManualClock(ctx.clock) ? "manual" : "system" },
      start,
      requests: recorder.requests(),
      truncated: recorder.dropped > 0,
      dropped: recorder.dropped,
    }),
    restore: (snapshot) => {
      const outcome = restoreSnapshot(ctx, snapshot);
      if (outcome.ok) {
        start = takeSnapshot(ctx);
        preset = ctx.faults.presetName;
        recorder.clear();
      }
      return outcome;
    },
  };
}

/**
 * Creates the scenario sub-app (mount it at `/__sim`).
 *
 * @param ctx the simulator's shared state
 * @param session the recording session
 * @returns the hono app
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * const sim = createSimulatorApp({ seed: 2 });
 * const recording = await (await sim.fetch("/__sim/recording")).json();
 * assert.ok(recording.format === "xswap-simulator-recording" && recording.requests.length === 0);
 * sim.close();
 * ```
 */
export function createScenariosApp(ctx: SimContext, session: ScenarioSession): Hono {
  const app = new Hono();
  app.get("/snapshot", (c) => c.json(takeSnapshot(ctx)));
  app.post("/restore", async (c) => {
    const raw = await readJsonBody(c);
    if (!raw.ok) {
      return jsonError(400, "Invalid JSON: send a snapshot from GET /__sim/snapshot", "INVALID_JSON");
    }
    const outcome = session.restore(raw.value);
    if (!outcome.ok) return jsonError(400, outcome.message, "INVALID_SNAPSHOT");
    return c.json(outcome);
  });
  app.get("/recording", (c) => c.json(session.recording()));
  return app;
}
