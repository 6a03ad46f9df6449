// docs/parity.md names, for every public method of the platform SDK and every hook of its React kit, the function
// of this library that meets the same need, or why there is none. These tests resolve every name against the real
// public surface (mod.ts, the sub-path exports of deno.json, the members of `new XSwap()` and of its spoke
// adapters) and check the rows and counts (`_parity_table.ts`), then show each check failing on a broken table.
import assert from "node:assert/strict";
import { XSwap } from "../../mod.ts";
import { parityProblems, parseRows } from "./_parity_table.ts";

const root = new URL("../../", import.meta.url);
const doc = await Deno.readTextFile(new URL("docs/parity.md", root));
const exportsMap: Record<string, string> = JSON.parse(
  await Deno.readTextFile(new URL("deno.json", root)),
).exports;

/**
 * `undefined` when `path` leads from `value` to a member (a method, a getter, a constant), else what is missing.
 * A getter may answer `undefined` (`config.backendConfigVersion` before `initialize()`); it still exists.
 */
function walk(value: unknown, path: readonly string[]): string | undefined {
  let v = value;
  for (const p of path) {
    if (v === null || (typeof v !== "object" && typeof v !== "function") || !(p in v)) {
      return `no member ${p}`;
    }
    v = (v as Record<string, unknown>)[p];
  }
  return undefined;
}

const client = new XSwap();
const modules = new Map<string, unknown>();
async function load(specifier: string): Promise<unknown> {
  if (!modules.has(specifier)) modules.set(specifier, await import(new URL(specifier, root).href));
  return modules.get(specifier);
}

/** Resolves one "our function" name against the public surface; `undefined` when it exists. */
async function resolve(name: string): Promise<string | undefined> {
  const adapter = /^xswap\.spoke\.adapter\(([^)]+)\)\.(\w+)$/.exec(name);
  if (adapter) {
    const a = client.spoke.adapter(adapter[1]!);
    if (!a.ok) return `no adapter (${a.error.code})`;
    const method = (a.value as unknown as Record<string, unknown>)[adapter[2]!];
    return typeof method === "function" ? undefined : "not a method of the adapter";
  }
  if (name.startsWith("xswap.")) return walk(client, name.slice("xswap.".length).split("."));
  // `<sub-path>:<export>`: an export of `@xswap/client/<sub-path>` (`relay:submitTransaction`, `chains/evm:getIntentHash`)
  const sub = /^([a-z][\w-]*(?:\/[\w-]+)?):(.+)$/.exec(name);
  if (sub) {
    const target = exportsMap[`./${sub[1]}`];
    if (target === undefined) return "not a sub-path export of deno.json";
    return walk(await load(target), sub[2]!.split("."));
  }
  return walk(await load(exportsMap["."]!), name.split("."));
}

Deno.test("docs/parity.md: every named function exists, every row has an equivalent or a reason, the counts match the rows", async () => {
  const rows = parseRows(doc);
  assert.ok(rows.filter((r) => r.section === "Services").length >= 290, "the services table lost rows");
  assert.ok(rows.filter((r) => r.section === "Spoke families").length >= 100, "the spoke table lost rows");
  assert.ok(rows.filter((r) => r.section === "dapp-kit hooks").length >= 100, "the hooks table lost rows");
  assert.deepEqual(await parityProblems(doc, resolve), []);
});

Deno.test("docs/parity.md's resolver refuses names that are not public: a missing method, a private module, an unknown adapter", async () => {
  assert.equal(await resolve("xswap.backendApi.getUserIntents"), undefined);
  assert.equal(await resolve("chains/evm:getIntentHash"), undefined);
  assert.equal(await resolve("xswap.spoke.adapter(solana).sendHubCalls"), undefined);
  assert.notEqual(await resolve("xswap.swaps.noSuchMethod"), undefined);
  assert.notEqual(await resolve("chains/address:encodeStellarAddress"), undefined);
  assert.notEqual(await resolve("xswap.spoke.adapter(0x2105.base).sendHubCalls"), undefined);
  assert.notEqual(await resolve("noSuchExport"), undefined);
  assert.equal(await resolve("relay:submitTransaction"), undefined);
  assert.notEqual(await resolve("submitTransaction"), undefined, "the relay functions left the root");
  assert.notEqual(await resolve("nosuchpath:submitTransaction"), undefined);
});

Deno.test("the parity checks fail on a row without equivalent or reason, a partial without its difference, a bad status and wrong counts", async () => {
  const table = (rows: string[], counts: string) =>
    [
      "## Counts",
      "",
      "| Part | Rows | direct | partial | none | with a difference or reason |",
      "| --- | --- | --- | --- | --- | --- |",
      counts,
      "| Spoke families | 0 | 0 | 0 | 0 | 0 |",
      counts.replace("Services", "Services and spoke families"),
      "| dapp-kit hooks | 0 | 0 | 0 | 0 | 0 |",
      "",
      "## Services",
      "",
      "| Platform file | Method | Our function | Status | Difference or reason |",
      "| --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n");
  const exists = () => Promise.resolve(undefined);
  const good = table(
    ["| `a.ts` | `A.m` | `xswap.swaps.swap` | direct | |"],
    "| Services | 1 | 1 | 0 | 0 | 0 |",
  );
  assert.deepEqual(await parityProblems(good, exists), []);
  const cases: [string, string, RegExp][] = [
    [
      "| `a.ts` | `A.m` |  | none | |",
      "| Services | 1 | 0 | 0 | 1 | 0 |",
      /neither an equivalent nor a reason/,
    ],
    [
      "| `a.ts` | `A.m` | `x` | partial | |",
      "| Services | 1 | 0 | 1 | 0 | 0 |",
      /partial without the difference/,
    ],
    ["| `a.ts` | `A.m` |  | direct | why |", "| Services | 1 | 1 | 0 | 0 | 1 |", /direct without a function/],
    ["| `a.ts` | `A.m` | `x` | same | |", "| Services | 1 | 0 | 0 | 0 | 0 |", /status "same"/],
    ["| `a.ts` | `A.m` | `x` | direct | |", "| Services | 2 | 2 | 0 | 0 | 0 |", /counts of Services:/],
  ];
  for (const [row, counts, problem] of cases) {
    const problems = await parityProblems(table([row], counts), exists);
    assert.ok(problems.some((p) => problem.test(p)), `${row}: ${problems.join("; ")}`);
  }
  const duplicate = table(
    ["| `a.ts` | `A.m` | `x` | direct | |", "| `a.ts` | `A.m` | `x` | direct | |"],
    "| Services | 2 | 2 | 0 | 0 | 0 |",
  );
  assert.ok((await parityProblems(duplicate, exists)).some((p) => p.includes("duplicate row")));
  const missing = table(["| `a.ts` | `A.m` | `nope` | direct | |"], "| Services | 1 | 1 | 0 | 0 | 0 |");
  assert.ok(
    (await parityProblems(missing, () => Promise.resolve("no member nope"))).some((p) => p.includes("nope")),
  );
});
