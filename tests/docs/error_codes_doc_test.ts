// docs/errors.md names every code the library produces, and never calls a produced code reserved or unused.
// "Produced" is read from the source: a code literal passed to a constructor or helper (`new ClientError("X"`,
// `clientError("X"`, `fail("X"`), assigned or returned (`code: "X"`, `? "X" :`), or a mapper's value; a code
// only compared (`=== "X"`, `case "X":`) does not count.
import assert from "node:assert/strict";
import { ERROR_CODES } from "../../core/errors.ts";

const root = new URL("../../", import.meta.url).pathname;
const SOURCE_DIRS = ["core", "chains", "services"];
const NEVER_PRODUCED = /reserved|not produced|never produced/i;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of Deno.readDirSync(`${root}${dir}`)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* sourceFiles(path);
    else if (entry.name.endsWith(".ts") && path !== "core/errors.ts") yield path;
  }
}

/** The source without comments (JSDoc examples and prose name codes they do not produce). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[\s;{}()])\/\/.*$/gm, "$1");
}

/** Codes produced by the source text (see the file header). */
export function producedCodes(text: string): Set<string> {
  const known = new Set<string>(ERROR_CODES);
  const out = new Set<string>();
  const producing = /(?:\w\(|(?<!\?)\?(?!\?)|[:,[]|(?<![=!<>])=(?!=)|\breturn)\s*"([A-Z][A-Z_]+)"/g;
  for (const m of code(text).matchAll(producing)) if (known.has(m[1])) out.add(m[1]);
  return out;
}

/** The rows of the code tables (header `| Code | When | What to do |`), by code; other tables (the detail keys per
 * code) name codes too but say nothing of when a code is produced. */
function docRows(): Map<string, string> {
  const doc = Deno.readTextFileSync(`${root}docs/errors.md`);
  const rows = new Map<string, string>();
  let inCodeTable = false;
  for (const line of doc.split("\n")) {
    if (!line.startsWith("|")) inCodeTable = false;
    else if (/^\|\s*Code\s*\|\s*When\s*\|/.test(line)) inCodeTable = true;
    const m = /^\|\s*`([A-Z_]+)`\s*\|/.exec(line);
    if (inCodeTable && m && !rows.has(m[1])) rows.set(m[1], line);
  }
  return rows;
}

const produced = new Map<string, string>();
for (const file of SOURCE_DIRS.flatMap((d) => [...sourceFiles(d)])) {
  for (const c of producedCodes(Deno.readTextFileSync(`${root}${file}`))) {
    if (!produced.has(c)) produced.set(c, file);
  }
}

Deno.test("the source scan sees constructor, helper and mapper sites, and ignores comparisons and comments", () => {
  const sample = [
    'new ClientError("WALLET_ERROR", "x");',
    'return fail("EXECUTION_FAILED", "x", {});',
    'const code = aborted ? "ABORTED" : "NETWORK_ERROR";',
    'const MAP = { REQUEST_TIMEOUT: "REQUEST_TIMEOUT" };',
    'if (e.code === "UNKNOWN") {}',
    'const name = cause.name ?? "UNKNOWN_ACCOUNT" ?? "INVALID_URL";',
    'switch (c) { case "INVALID_FEE": break; }',
    '// new ClientError("ACTIVATION_FAILED")',
    '/** fails with `new ClientError("INTEGRATION_ERROR"` */',
  ].join("\n");
  assert.deepEqual(
    [...producedCodes(sample)].sort(),
    ["ABORTED", "EXECUTION_FAILED", "NETWORK_ERROR", "REQUEST_TIMEOUT", "WALLET_ERROR"],
  );
});

Deno.test("docs/errors.md has a row for every code the library produces", () => {
  const rows = docRows();
  for (const [c, file] of produced) {
    assert.ok(rows.has(c), `docs/errors.md has no row for ${c} (produced in ${file})`);
  }
});

Deno.test("docs/errors.md calls no produced code reserved or never produced", () => {
  const rows = docRows();
  const wrong = [...produced].filter(([c]) => NEVER_PRODUCED.test(rows.get(c) ?? ""));
  assert.deepEqual(
    wrong.map(([c, file]) => `${c} (produced in ${file})`),
    [],
    "docs/errors.md calls these reserved",
  );
});

Deno.test("every code of ERROR_CODES is documented", () => {
  const rows = docRows();
  for (const c of ERROR_CODES) assert.ok(rows.has(c), `docs/errors.md has no row for ${c}`);
});
