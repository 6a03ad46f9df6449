/**
 * `simulate --state=<file>`: the simulator's state kept in one file, in the snapshot format of
 * `GET /__sim/snapshot` (see `snapshot.ts`). At start the file is loaded when it exists (a missing file starts a
 * fresh simulator; a file that is not a snapshot is refused and left as it is); then the state is written at
 * start, every interval and on exit. Every write goes to `<file>.tmp` first and is renamed over the file, so a
 * process killed at any moment (`kill -9`) leaves either the previous complete file or the new one, never a
 * torn one (rename replaces a file atomically on one filesystem).
 *
 * @example Keep a simulator's state in a file (an in-memory file system here)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { createStateKeeper, loadStateFile, type StateFileSystem } from "./state_file.ts";
 * const files = new Map<string, string>();
 * const fs: StateFileSystem = {
 *   readTextFile: (p) => files.has(p) ? Promise.resolve(files.get(p)!) : Promise.reject(Object.assign(new Error("gone"), { name: "NotFound" })),
 *   writeTextFile: (p, text) => Promise.resolve(void files.set(p, text)),
 *   rename: (from, to) => Promise.resolve(void (files.set(to, files.get(from)!), files.delete(from))),
 * };
 * const first = createSimulatorApp({ seed: 7 });
 * first.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
 * assert.equal(await createStateKeeper({ context: first.context, path: "sim.json", fs }).save(), undefined);
 * first.close();
 * const second = createSimulatorApp();
 * assert.deepEqual(await loadStateFile(second.scenarios, "sim.json", fs), { ok: true, loaded: true });
 * assert.equal(second.ledger.getSpokeTx("0x2105.base", "0xaa")?.from, "0x01");
 * second.close();
 * ```
 * @module
 */
import type { SimContext } from "../context/sim_context.ts";
import type { ScenarioSession } from "./scenarios_app.ts";
import { takeSnapshot } from "./snapshot.ts";

/** The file operations the state file needs (Deno's or `node:fs/promises`', given by the runtime). */
export interface StateFileSystem {
  /** Reads a whole text file; rejects with a not-found error (`NotFound` / `ENOENT`) when it does not exist. */
  readTextFile(path: string): Promise<string>;
  /** Creates or replaces a text file with `text` (flushed to disk when the runtime can). */
  writeTextFile(path: string, text: string): Promise<void>;
  /** Renames `from` to `to`, replacing `to` (atomic on one filesystem). */
  rename(from: string, to: string): Promise<void>;
}

/** The default seconds between two writes of the state file (`--state-interval`). */
export const DEFAULT_STATE_INTERVAL_S = 30;

/**
 * Whether an error says the file does not exist (Deno's `NotFound`, Node's `ENOENT`).
 *
 * @param error what a read rejected with
 * @returns true for a missing file
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isMissingFile } from "./state_file.ts";
 * assert.ok(isMissingFile(new Deno.errors.NotFound("x")) && isMissingFile({ code: "ENOENT" }));
 * assert.ok(!isMissingFile(new Deno.errors.PermissionDenied("x")));
 * ```
 */
export function isMissingFile(error: unknown): boolean {
  return (error instanceof Error && error.name === "NotFound") ||
    (error as { code?: unknown } | null)?.code === "ENOENT";
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes `text` to `path` atomically: to `<path>.tmp` first, then renamed over `path`.
 *
 * @param fs the file operations
 * @param path the file
 * @param text its new content
 * @returns when the rename is done
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { writeFileAtomically } from "./state_file.ts";
 * const ops: string[] = [];
 * await writeFileAtomically({
 *   readTextFile: () => Promise.resolve(""),
 *   writeTextFile: (p) => Promise.resolve(void ops.push(`write ${p}`)),
 *   rename: (from, to) => Promise.resolve(void ops.push(`rename ${from} ${to}`)),
 * }, "s.json", "{}");
 * assert.deepEqual(ops, ["write s.json.tmp", "rename s.json.tmp s.json"]);
 * ```
 */
export async function writeFileAtomically(fs: StateFileSystem, path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp`;
  await fs.writeTextFile(temporary, text);
  await fs.rename(temporary, path);
}

/** The outcome of {@link loadStateFile}: whether a state was loaded, or the one line saying why not. */
export type LoadStateOutcome = { ok: true; loaded: boolean } | { ok: false; message: string };

/**
 * Loads a state file into a simulator when it exists (`--state` at start). A missing file is a fresh start; a
 * file that cannot be read or is not a snapshot is refused (and never overwritten by the caller).
 *
 * @param session the simulator's scenario session (`sim.scenarios`: its restore restarts the recording)
 * @param path the state file
 * @param fs the file operations
 * @returns loaded or fresh, or the line to print
 * @example A missing file starts fresh
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { loadStateFile } from "./state_file.ts";
 * const sim = createSimulatorApp();
 * const fs = {
 *   readTextFile: () => Promise.reject(new Deno.errors.NotFound("no file")),
 *   writeTextFile: () => Promise.resolve(),
 *   rename: () => Promise.resolve(),
 * };
 * assert.deepEqual(await loadStateFile(sim.scenarios, "new.json", fs), { ok: true, loaded: false });
 * sim.close();
 * ```
 */
export async function loadStateFile(
  session: Pick<ScenarioSession, "restore">,
  path: string,
  fs: StateFileSystem,
): Promise<LoadStateOutcome> {
  let text: string;
  try {
    text = await fs.readTextFile(path);
  } catch (error) {
    if (isMissingFile(error)) return { ok: true, loaded: false };
    return { ok: false, message: `Cannot read the state file ${path}: ${describe(error)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The state file ${path} is not JSON (left as it is): ${describe(error)}` };
  }
  const restored = session.restore(json);
  return restored.ok
    ? { ok: true, loaded: true }
    : { ok: false, message: `The state file ${path} is not a snapshot (left as it is): ${restored.message}` };
}

/** Options of {@link createStateKeeper}. */
export interface StateKeeperOptions {
  /** The simulator's shared state (`sim.context`). */
  context: SimContext;
  /** The state file. */
  path: string;
  /** The file operations. */
  fs: StateFileSystem;
}

/** Writes a simulator's state to its file, one write at a time. */
export interface StateKeeper {
  /** Writes the current state atomically; resolves with `undefined`, or the line saying why it could not. */
  save(): Promise<string | undefined>;
  /**
   * Saves every `intervalMs` (after any write in flight) until {@link StateKeeper.stop}; `0` saves never.
   * Failures are passed to `onError`.
   */
  every(intervalMs: number, onError: (message: string) => void): void;
  /** Stops the periodic writes. */
  stop(): void;
}

/**
 * Creates the writer of a state file. Writes never overlap: a save waits for the one in flight.
 *
 * @param options context, path, file operations
 * @returns the keeper
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * import { createStateKeeper } from "./state_file.ts";
 * const sim = createSimulatorApp({ seed: 3 });
 * const written: string[] = [];
 * const keeper = createStateKeeper({
 *   context: sim.context,
 *   path: "s.json",
 *   fs: { readTextFile: () => Promise.resolve(""), writeTextFile: (_p, t) => Promise.resolve(void written.push(t)), rename: () => Promise.resolve() },
 * });
 * assert.equal(await keeper.save(), undefined);
 * assert.equal(JSON.parse(written[0]).seed, 3);
 * sim.close();
 * ```
 */
export function createStateKeeper(options: StateKeeperOptions): StateKeeper {
  const { context, path, fs } = options;
  let last: Promise<string | undefined> = Promise.resolve(undefined);
  let timer: ReturnType<typeof setInterval> | undefined;
  const save = (): Promise<string | undefined> => {
    last = last.then(async () => {
      try {
        await writeFileAtomically(fs, path, JSON.stringify(takeSnapshot(context)));
        return undefined;
      } catch (error) {
        return `Cannot write the state file ${path}: ${describe(error)}`;
      }
    });
    return last;
  };
  return {
    save,
    every(intervalMs, onError) {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      if (intervalMs <= 0) return;
      timer = setInterval(() => {
        void save().then((problem) => problem === undefined ? undefined : onError(problem));
      }, intervalMs);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
