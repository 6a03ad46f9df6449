import assert from "node:assert/strict";
import { SHARD_COUNT, shardOf, testFiles } from "./_test_files.ts";

const root = new URL("../../", import.meta.url);

Deno.test("every test file under tests/ runs in exactly one shard", async () => {
  const files = await testFiles();
  const dealt = Array.from({ length: SHARD_COUNT }, (_, i) => shardOf(files, i, SHARD_COUNT));
  assert.deepEqual(dealt.flat().sort(), files);
  assert.equal(new Set(dealt.flat()).size, files.length);
  for (const shard of dealt) assert.ok(shard.length >= Math.floor(files.length / SHARD_COUNT));
});

Deno.test("the test files found include every folder's tests and no shard module", async () => {
  const files = await testFiles();
  for (
    const f of [
      "tests/shards/shards_test.ts",
      "tests/jsdoc/markdown_examples_test.ts",
      "tests/properties/swap_faults_test.ts",
      "tests/structure/structure_test.ts",
    ]
  ) assert.ok(files.includes(f), f);
  assert.ok(!files.some((f) => /^tests\/shards\/shard_\d+\.ts$/.test(f)));
  assert.ok(!files.some((f) => f.endsWith("/jsdoc_examples.ts")), "a helper module is not a test file");
});

Deno.test("the test task runs one module per shard, each with its own index", async () => {
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
  const task: string = config.tasks.test;
  const listed = [...task.matchAll(/tests\/shards\/shard_(\d+)\.ts/g)].map((m) => Number(m[1]));
  assert.deepEqual(listed, Array.from({ length: SHARD_COUNT }, (_, i) => i));
  for (const i of listed) {
    const source = await Deno.readTextFile(new URL(`tests/shards/shard_${i}.ts`, root));
    assert.match(source, new RegExp(`runShard\\(${i}\\);`));
  }
  assert.doesNotMatch(task, / tests\/ /, "the task does not also run every file in its own isolate");
});
