/**
 * The journal stores keep one contract: `get` of a missing key is `undefined`, `set` replaces, `delete` of a
 * missing key is fine, `list` holds exactly the keys set. The file store writes atomically (temp file, then a
 * rename: no temporary file is left, and one a crash left is never listed). The file store's test needs write
 * access to the temporary folder (`deno task test:crash` grants it; the suite's SIGKILL test uses the file store
 * in its client processes).
 */
import assert from "node:assert/strict";
import { createFileJournalStore } from "../../../journal/file_store.ts";
import {
  createLocalStorageJournalStore,
  type JournalStorage,
} from "../../../services/journal/local_storage_store.ts";
import { createMemoryJournalStore } from "../../../services/journal/memory_store.ts";
import type { JournalStore } from "../../../services/journal/types.ts";

function fakeStorage(items = new Map<string, string>()): JournalStorage {
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

async function contract(store: JournalStore): Promise<void> {
  assert.equal(await store.get("a"), undefined);
  await store.set("a", "1");
  await store.set("b", "2");
  await store.set("a", "3");
  assert.equal(await store.get("a"), "3");
  assert.deepEqual([...await store.list()].sort(), ["a", "b"]);
  await store.delete("a");
  await store.delete("missing");
  assert.deepEqual([...await store.list()], ["b"]);
}

Deno.test("the memory store keeps the store contract", async () => {
  await contract(createMemoryJournalStore());
});

Deno.test("the localStorage store keeps the contract and touches only its prefix", async () => {
  const items = new Map([["theirs", "x"]]);
  const store = createLocalStorageJournalStore({ storage: fakeStorage(items), prefix: "j." });
  assert.ok(store.ok);
  await contract(store.value);
  assert.deepEqual([...items.keys()].sort(), ["j.b", "theirs"]);
  const none = createLocalStorageJournalStore({ storage: null as never });
  assert.ok(!none.ok && none.error.code === "INVALID_CONFIG");
});

const TMP = Deno.env.get("TMPDIR") ?? "/tmp";
const canWrite = Deno.permissions.querySync({ name: "write", path: TMP }).state === "granted";

Deno.test({
  name: "the file store keeps the contract, leaves no temporary file and never lists one",
  ignore: !canWrite,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "xswap-journal-" });
    try {
      const store = createFileJournalStore({ dir: `${dir}/j` });
      assert.ok(store.ok);
      await contract(store.value);
      assert.deepEqual([...Deno.readDirSync(`${dir}/j`)].map((e) => e.name), ["b.json"]);
      await Deno.writeTextFile(`${dir}/j/c.json.tmp-1`, "{part"); // a crash mid-write
      assert.deepEqual([...await store.value.list()], ["b"]);
      await assert.rejects(async () => await store.value.set("../x", "1"), /letters, digits/);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
