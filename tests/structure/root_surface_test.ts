/**
 * The package's public surface, read from `deno doc --json` of every export of deno.json (issue 38, "a small
 * root"): the root holds at most {@link ROOT_LIMIT} names, each public declaration has one home among the
 * exports, every entry's module doc says what it is for, and the relay's building blocks are not on the root.
 * docs/sub_paths.md lists the entries.
 */
import assert from "node:assert/strict";

/** The most names `mod.ts` may export: what a dApp needs; building blocks go to a sub-path. */
export const ROOT_LIMIT = 150;

const root = new URL("../../", import.meta.url);
const exportsMap: Record<string, string> = JSON.parse(
  await Deno.readTextFile(new URL("deno.json", root)),
).exports;

interface DocSymbol {
  name: string;
  declarations: { location?: { filename?: string; line?: number } }[];
}
interface DocNode {
  module_doc?: { doc?: string };
  symbols: DocSymbol[];
}

/** entry key (`.`, `./relay`, ...) -> its documentation node, from one `deno doc --json` of all entries. */
async function readEntries(): Promise<Map<string, DocNode>> {
  const files = Object.values(exportsMap);
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["doc", "--json", ...files],
    cwd: root,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(out.success, new TextDecoder().decode(out.stderr));
  const nodes: Record<string, DocNode> = JSON.parse(new TextDecoder().decode(out.stdout)).nodes;
  const entries = new Map<string, DocNode>();
  for (const [key, file] of Object.entries(exportsMap)) {
    const node = nodes[new URL(file, root).href];
    assert.ok(node !== undefined, `no documentation node for ${key} (${file})`);
    entries.set(key, node);
  }
  return entries;
}

const entries = await readEntries();
const namesOf = (key: string): string[] => entries.get(key)!.symbols.map((s) => s.name);

/** Declarations exported by more than one entry: `name @ file:line -> [entries]`. */
export function sharedDeclarations(byEntry: ReadonlyMap<string, DocNode>): string[] {
  const homes = new Map<string, string[]>();
  for (const [key, node] of byEntry) {
    for (const s of node.symbols) {
      const at = s.declarations[0]?.location;
      const id = `${s.name} @ ${at?.filename ?? "?"}:${at?.line ?? "?"}`;
      homes.set(id, [...(homes.get(id) ?? []), key]);
    }
  }
  return [...homes].filter(([, keys]) => keys.length > 1).map(([id, keys]) => `${id} -> ${keys.join(", ")}`);
}

Deno.test("the package root exports at most 150 names", () => {
  const names = namesOf(".");
  assert.ok(names.length <= ROOT_LIMIT, `mod.ts exports ${names.length} names (limit ${ROOT_LIMIT})`);
  assert.ok(names.includes("XSwap") && names.includes("Result") && names.includes("ClientError"));
});

Deno.test("each public declaration has one home among the package's exports", () => {
  assert.deepEqual(sharedDeclarations(entries), []);
});

Deno.test("the one-home rule finds a declaration exported by two entries", () => {
  const at = { filename: "file:///x/a.ts", line: 3 };
  const twice = new Map<string, DocNode>([
    [".", { symbols: [{ name: "A", declarations: [{ location: at }] }] }],
    ["./relay", { symbols: [{ name: "A", declarations: [{ location: at }] }] }],
  ]);
  assert.deepEqual(sharedDeclarations(twice), ["A @ file:///x/a.ts:3 -> ., ./relay"]);
});

Deno.test("every export of deno.json has a module doc that says what it is for", () => {
  const bare = [...entries].filter(([, node]) => (node.module_doc?.doc ?? "").trim().length < 40).map(([k]) =>
    k
  );
  assert.deepEqual(bare, []);
});

Deno.test("the relay functions, their poll schedules and latency learners are not on the root", () => {
  const rootNames = new Set(namesOf("."));
  const relayOnRoot = namesOf("./relay").filter((n) => rootNames.has(n));
  assert.deepEqual(relayOnRoot, []);
  for (
    const internal of [
      "relayTxAndWaitPacket",
      "RelayLatencyEstimator",
      "TrackMilestoneLearner",
      "ServiceDeps",
    ]
  ) {
    assert.ok(!rootNames.has(internal), internal);
  }
});
