/**
 * The suite's test files, split into shards that each run in one isolate (see `docs/testing.md#shards`).
 *
 * Each test file loaded on its own costs a fresh isolate that compiles the library, the simulator and their
 * dependencies again: about 1.5 CPU-s per file, over 360 files most of the suite's time on a 2-core machine. A
 * shard imports its share of the files into one isolate, so the modules are compiled once per shard, and every
 * test still runs under the same sanitizers, under its own name, with the failing file in its stack trace.
 * @module
 */

/** How many shards the suite is split into (the `test` task passes one module per shard). */
export const SHARD_COUNT = 4;

/** Deno's test-file pattern: `*_test.ts`, `*.test.ts`, `test.ts` (and their tsx/mts/js forms). */
const TEST_FILE = /(^|[._])test\.(ts|tsx|mts|js|mjs|jsx)$/;

async function walk(dir: URL, prefix: string, out: string[]): Promise<void> {
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory) await walk(new URL(`${entry.name}/`, dir), `${path}/`, out);
    else if (entry.isFile && TEST_FILE.test(entry.name)) out.push(path);
  }
}

/**
 * Every test file under `tests/` (repository-relative, sorted), the shards' own folder left out.
 *
 * @example
 * ```ts
 * import { testFiles } from "./_test_files.ts";
 * const files = await testFiles();
 * if (!files.includes("tests/shards/shards_test.ts")) throw new Error("missing");
 * ```
 */
export async function testFiles(): Promise<string[]> {
  const out: string[] = [];
  await walk(new URL("../", import.meta.url), "tests/", out);
  return out.filter((f) => !f.startsWith("tests/shards/shard_")).sort();
}

/**
 * The files of shard `index` of `count`: files are dealt round-robin in sorted order, so each shard holds a
 * slice of every folder and the shards' running times stay close.
 *
 * @example
 * ```ts
 * import { shardOf } from "./_test_files.ts";
 * const files = ["a", "b", "c", "d", "e"];
 * if (shardOf(files, 1, 2).join() !== "b,d") throw new Error("round-robin");
 * ```
 */
export function shardOf(files: readonly string[], index: number, count: number): string[] {
  return files.filter((_, i) => i % count === index);
}

/** Imports the test files of shard `index`, registering their tests in this isolate. */
export async function runShard(index: number): Promise<void> {
  const root = new URL("../../", import.meta.url);
  for (const file of shardOf(await testFiles(), index, SHARD_COUNT)) {
    await import(new URL(file, root).href);
  }
}
