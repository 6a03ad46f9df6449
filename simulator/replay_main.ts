/**
 * `deno task replay <recording.json>`: replays a recording (saved from `GET /__sim/recording`) against a fresh
 * simulator on the same seed and prints a summary and the state digest. `--expect-digest=<hex>` exits 1 when the
 * digest differs; `--json` prints the summary as JSON. Exit 2 on a missing or invalid file.
 * @module
 */
import { replayRecording, type ReplaySummary } from "./replay.ts";

/**
 * The summary lines `replay` prints.
 *
 * @param summary what the replay did
 * @returns the lines
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { summaryLines } from "./replay_main.ts";
 * const lines = summaryLines({
 *   requests: 2, statuses: { 200: 2 }, faults: {}, mismatches: [], truncated: false, digest: "ab",
 *   state: { counters: {} }, snapshot: { format: "xswap-simulator-snapshot", version: 1, seed: 1, parts: {} },
 * });
 * assert.ok(lines.includes("digest    ab"));
 * ```
 */
export function summaryLines(summary: ReplaySummary): string[] {
  return [
    `requests  ${summary.requests}${
      summary.truncated ? " (recording truncated: state at its last request)" : ""
    }`,
    `statuses  ${JSON.stringify(summary.statuses)}`,
    `faults    ${JSON.stringify(summary.faults)}`,
    `mismatch  ${summary.mismatches.length} request(s) answered differently than recorded`,
    ...summary.mismatches.slice(0, 10).map((m) =>
      `  #${m.seq} ${m.method} ${m.path}: ${m.recorded} -> ${m.replayed}`
    ),
    `counters  ${JSON.stringify(summary.state.counters)}`,
    `ledger    ${JSON.stringify(summary.state.stats)}`,
    `digest    ${summary.digest}`,
  ];
}

if (import.meta.main) {
  const file = Deno.args.find((a) => !a.startsWith("--"));
  const expect = Deno.args.find((a) => a.startsWith("--expect-digest="))?.slice("--expect-digest=".length);
  if (file === undefined) {
    console.error("usage: deno task replay <recording.json> [--expect-digest=<hex>] [--json]");
    Deno.exit(2);
  }
  let json: unknown;
  try {
    json = JSON.parse(await Deno.readTextFile(file));
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    Deno.exit(2);
  }
  const replayed = await replayRecording(json);
  if (!replayed.ok) {
    console.error(replayed.message);
    Deno.exit(2);
  }
  const { snapshot: _snapshot, ...rest } = replayed.value;
  if (Deno.args.includes("--json")) console.log(JSON.stringify(rest, null, 2));
  else console.log(summaryLines(replayed.value).join("\n"));
  if (expect !== undefined && expect !== replayed.value.digest) {
    console.error(`digest ${replayed.value.digest} differs from the expected ${expect}`);
    Deno.exit(1);
  }
}
