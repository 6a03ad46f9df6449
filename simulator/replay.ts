/**
 * Replays a recording (`GET /__sim/recording`) against a fresh in-process simulator: same prefix, the recorded
 * start snapshot (seed, clock, faults, keys, ledger), a manual clock set to each request's recorded arrival time,
 * latency faults waited in virtual time, stalls released at once. Replaying a recording of a run on the same seed
 * rebuilds the same ledger: compare {@link stateDigest}s.
 *
 * Limits: requests are replayed one after the other in arrival order (concurrent requests whose effects
 * interleaved differently replay in arrival order); only the state in snapshots is rebuilt exactly (see
 * `SNAPSHOT_PARTS`).
 *
 * @example Record, replay, same digest
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * import { createManualClock } from "./state/clock.ts";
 * import { replayRecording, stateDigest } from "./replay.ts";
 * import { takeSnapshot } from "./scenarios/snapshot.ts";
 * const clock = createManualClock();
 * const sim = createSimulatorApp({ clock, seed: 7 });
 * await (await sim.fetch("/__sim/reset", { method: "POST", body: '{"seed":11}' })).body?.cancel();
 * const recording = await (await sim.fetch("/__sim/recording")).json();
 * const replayed = await replayRecording(recording);
 * assert.ok(replayed.ok);
 * assert.equal(replayed.value.digest, await stateDigest(takeSnapshot(sim.context)));
 * assert.equal(replayed.value.snapshot.seed, 11);
 * sim.close();
 * ```
 * @module
 */
import { createSimulatorApp, type SimulatorApp } from "./app.ts";
import { createManualClock } from "./state/clock.ts";
import { canonicalJson, type JsonValue } from "./scenarios/json_value.ts";
import { parseRecording, type Recording } from "./scenarios/recording.ts";
import type { RecordedRequest } from "./scenarios/request_recorder.ts";
import { type SimSnapshot, takeSnapshot } from "./scenarios/snapshot.ts";

/** What a replay did. */
export interface ReplaySummary {
  /** Requests replayed. */
  requests: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Faults injected during the replay, by kind. */
  faults: Record<string, number>;
  /** Requests whose status differs from the recorded one (in-flight ones excluded). */
  mismatches: Array<{ seq: number; method: string; path: string; recorded: number; replayed: number }>;
  /** Whether the recording was truncated (then the replay rebuilds the state at its last kept request). */
  truncated: boolean;
  /** {@link stateDigest} of the final state. */
  digest: string;
  /** Counters and sizes of the final state (`/__sim/state`). */
  state: Record<string, unknown>;
  /** The final snapshot. */
  snapshot: SimSnapshot;
}

/** Options of {@link replayRecording}. */
export interface ReplayOptions {
  /** Called with the replayed simulator before it is closed (assert on it in tests). @default none */
  inspect?: ((sim: SimulatorApp) => void | Promise<void>) | undefined;
}

/**
 * SHA-256 (hex) of the canonical JSON of a snapshot's ledger part: equal ledgers, equal digests.
 *
 * @param snapshot a snapshot
 * @returns 64 hex digits
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * import { stateDigest } from "./replay.ts";
 * import { takeSnapshot } from "./scenarios/snapshot.ts";
 * const a = createSimulatorApp({ seed: 1 }), b = createSimulatorApp({ seed: 1 });
 * assert.equal(await stateDigest(takeSnapshot(a.context)), await stateDigest(takeSnapshot(b.context)));
 * a.close();
 * b.close();
 * ```
 */
export async function stateDigest(snapshot: SimSnapshot): Promise<string> {
  const text = canonicalJson((snapshot.parts.ledger ?? null) as JsonValue);
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

function bodyOf(entry: RecordedRequest): BodyInit | undefined {
  if (entry.body !== undefined) return entry.body;
  if (entry.bodyBase64 !== undefined) return Uint8Array.from(atob(entry.bodyBase64), (c) => c.charCodeAt(0));
  return undefined;
}

/**
 * Replays a recording on a fresh in-process simulator.
 *
 * @param json a recording (parsed JSON of `GET /__sim/recording`)
 * @param options `inspect` hook
 * @returns the summary, or why the recording cannot be replayed
 * @example A non-recording is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { replayRecording } from "./replay.ts";
 * const r = await replayRecording({ requests: [] });
 * assert.ok(!r.ok && r.message.startsWith("Invalid recording"));
 * ```
 */
export async function replayRecording(
  json: unknown,
  options: ReplayOptions = {},
): Promise<{ ok: true; value: ReplaySummary } | { ok: false; message: string }> {
  const parsed = parseRecording(json);
  if (!parsed.ok) return parsed;
  const recording: Recording = parsed.value;
  const clock = createManualClock();
  const sim = createSimulatorApp({
    clock,
    seed: recording.seed,
    prefix: recording.options.prefix,
    sleep: (ms) => {
      clock.advance(ms);
      return Promise.resolve();
    },
    recordingBytes: 0,
  });
  try {
    const restored = sim.scenarios.restore(recording.start);
    if (!restored.ok) return { ok: false, message: restored.message };
    const statuses: Record<string, number> = {};
    const mismatches: ReplaySummary["mismatches"] = [];
    for (const entry of recording.requests) {
      clock.set(entry.at);
      const abort = new AbortController();
      if (entry.fault === "stall" || entry.status === null) abort.abort();
      const request = new Request(new URL(entry.path, sim.urls.origin), {
        method: entry.method,
        headers: entry.headers ?? {},
        body: bodyOf(entry) ?? null,
        signal: abort.signal,
      });
      const res = await sim.handle(request);
      await res.body?.cancel().catch(() => {});
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (entry.status !== null && entry.status !== res.status) {
        mismatches.push({
          seq: entry.seq,
          method: entry.method,
          path: entry.path,
          recorded: entry.status,
          replayed: res.status,
        });
      }
    }
    await options.inspect?.(sim);
    const snapshot = takeSnapshot(sim.context);
    const state = sim.counters();
    return {
      ok: true,
      value: {
        requests: recording.requests.length,
        statuses,
        faults: { ...sim.context.faults.injected },
        mismatches,
        truncated: recording.truncated,
        digest: await stateDigest(snapshot),
        state,
        snapshot,
      },
    };
  } finally {
    sim.close();
  }
}
