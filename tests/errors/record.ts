/**
 * Records the codes each guarded public function fails with while the given test files run, and merges them into
 * tests/errors/observed_codes.json (`{"swaps.swap": ["ABORTED", ...], ...}`): the file
 * declared_codes_test.ts checks against each method's declared codes. Run it after changing what a service
 * returns:
 *
 * ```sh
 * deno run --allow-read --allow-write --allow-run --allow-env tests/errors/record.ts tests/services/swaps/ tests/services/bridge/
 * ```
 *
 * The tests run with `XSWAP_RECORD_ERROR_CODES` set: tests/_preload.ts then observes every failure leaving a
 * guarded function (`observeGuardedFailures`). Failing tests do not stop the recording.
 * @module
 */
const root = new URL("../../", import.meta.url).pathname;
const out = new URL("./observed_codes.json", import.meta.url);
const raw = await Deno.makeTempFile({ prefix: "xswap-codes-" });
const targets = Deno.args.length > 0 ? Deno.args : ["tests/services/"];
const run = await new Deno.Command(Deno.execPath(), {
  args: [
    "test",
    "--no-check",
    "--preload",
    "tests/_preload.ts",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    `--allow-write=${raw}`,
    "--allow-run",
    ...targets,
  ],
  cwd: root,
  env: { XSWAP_RECORD_ERROR_CODES: raw },
  stdout: "null",
  stderr: "null",
}).output();
let merged: Record<string, string[]> = {};
try {
  merged = JSON.parse(Deno.readTextFileSync(out));
} catch {
  // first recording
}
const sets = new Map(Object.entries(merged).map(([k, v]) => [k, new Set(v)]));
for (const line of Deno.readTextFileSync(raw).split("\n")) {
  const [name, code] = line.split("\t");
  if (!name || !code) continue;
  if (!sets.has(name)) sets.set(name, new Set());
  sets.get(name)!.add(code);
}
await Deno.remove(raw);
const sorted = Object.fromEntries(
  [...sets].sort(([a], [b]) => a < b ? -1 : 1).map(([k, v]) => [k, [...v].sort()]),
);
Deno.writeTextFileSync(out, JSON.stringify(sorted, null, 2) + "\n");
console.log(`recorded ${sets.size} functions (tests exited ${run.code})`);
