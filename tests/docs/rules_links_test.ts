/**
 * The repository stands alone: code comments cite this repository's own pages, never a section of a document a
 * reader does not have. Every `docs/rules/<page>.md#<anchor>` and `docs/wire_inventory.md#<anchor>` citation
 * names a page and a heading that exist, every repository path a rule names in its `Code:` line exists, and no
 * source line cites a `SPEC` section or a `wire-facts` number.
 * @module
 */
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);
const RULES = new URL("docs/rules/", root);
const SCANNED = [
  "core/",
  "chains/",
  "services/",
  "wire/",
  "simulator/",
  "tests/",
  "bench/",
  "docs/",
  "mod.ts",
];

/** The anchor a Markdown heading gets (GitHub's rule: lower case, punctuation dropped, spaces to hyphens). */
export function slugOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-");
}

async function pages(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const e of Deno.readDir(RULES)) {
    if (e.isFile && e.name.endsWith(".md")) out.set(e.name, await Deno.readTextFile(new URL(e.name, RULES)));
  }
  return out;
}

const anchorsOf = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugOf(m[1])));

async function filesUnder(path: string): Promise<string[]> {
  const url = new URL(path, root);
  if (!path.endsWith("/")) return [path];
  const out: string[] = [];
  for await (const e of Deno.readDir(url)) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const child = `${path}${e.name}${e.isDirectory ? "/" : ""}`;
    if (e.isDirectory) out.push(...await filesUnder(child));
    else if (/\.(ts|md)$/.test(e.name)) out.push(child);
  }
  return out;
}

const scannedFiles = async (): Promise<string[]> => (await Promise.all(SCANNED.map(filesUnder))).flat();

Deno.test("slugOf turns a heading into its GitHub anchor", () => {
  assert.equal(slugOf("Swap flow"), "swap-flow");
  assert.equal(slugOf("Post-execution"), "post-execution");
  assert.equal(slugOf("API config resolution"), "api-config-resolution");
});

Deno.test("every docs/rules and wire inventory citation in the repository names an existing page and heading", async () => {
  const anchors = new Map([...await pages()].map(([name, text]) => [`rules/${name}`, anchorsOf(text)]));
  anchors.set(
    "wire_inventory.md",
    anchorsOf(await Deno.readTextFile(new URL("docs/wire_inventory.md", root))),
  );
  const broken: string[] = [];
  for (const file of await scannedFiles()) {
    const text = await Deno.readTextFile(new URL(file, root));
    // `docs/rules/<page>.md#<anchor>` in code; `(rules/<page>.md#<anchor>)`, also from `../`, in a Markdown link;
    // `docs/wire_inventory.md#<anchor>` in code.
    const cites = [
      ...[...text.matchAll(/(?:docs\/|\.\.\/|\()rules\/([a-z_]+\.md)(?:#([A-Za-z0-9_-]+))?/g)]
        .map((m) => [m[0], `rules/${m[1]}`, m[2]]),
      ...[...text.matchAll(/docs\/wire_inventory\.md#([A-Za-z0-9_-]+)/g)]
        .map((m) => [m[0], "wire_inventory.md", m[1]]),
    ];
    for (const [cite, page, anchor] of cites) {
      if (!anchors.has(page!) || (anchor !== undefined && !anchors.get(page!)!.has(anchor))) {
        broken.push(`${file}: ${cite}`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

Deno.test("every file a rule names in its Code: line exists", async () => {
  const missing: string[] = [];
  for (const [name, text] of await pages()) {
    for (const line of text.split(/\n(?=\S)/).filter((l) => l.startsWith("Code:"))) {
      // Repository paths only (a bare `file.ts` in parentheses is relative to the folder named before it).
      for (const m of line.matchAll(/`([a-z_][\w.-]*\/[\w/.-]*)`/g)) {
        try {
          await Deno.stat(new URL(m[1], root));
        } catch {
          missing.push(`${name}: ${m[1]}`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
});

Deno.test("no source line (comment, test name or message) cites a SPEC section or a wire-facts number", async () => {
  const outside: string[] = [];
  for (const file of (await scannedFiles()).filter((f) => f.endsWith(".ts"))) {
    const lines = (await Deno.readTextFile(new URL(file, root))).split("\n");
    lines.forEach((line, i) => {
      if (/\bSPEC \d|wire-facts \d/.test(line)) outside.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(outside, [], "cite docs/rules/<page>.md#<anchor> or docs/wire_inventory.md#<anchor>");
});
