/**
 * Issue 20 item 5: the simulator decodes what it receives independently of the library's encoders, so an
 * encoding bug on the client side cannot cancel out against the same code on the simulator side. The two sides
 * meet only on the wire: no file under `simulator/` may import the library's `chains/`, `services/`, `wire/` or
 * its `mod.ts` (`core/` — the ABIs in `core/abis/`, the shared zod schemas, the chain table — is allowed).
 *
 * The scanner reads every import specifier of a module's text, JSDoc examples included (they run as doc tests):
 * static and type-only imports, re-exports, side-effect imports, `import()` calls and `typeof import()` types.
 */
import assert from "node:assert/strict";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const FORBIDDEN_DIRS = ["chains/", "services/", "wire/"];
const FORBIDDEN_FILES = ["mod.ts"];
const SELF_PACKAGE = "@xswap/client";

/** One import of a module: the specifier, or `undefined` for an `import()` of a computed value. */
interface ImportSite {
  specifier: string | undefined;
  text: string;
}

/** Every import specifier in `source`. */
function importSites(source: string): ImportSite[] {
  const sites: ImportSite[] = [];
  const patterns = [
    /\b(?:import|export)\b[^;"'`]*?\bfrom\s*(["'])([^"']+)\1/g,
    /\bimport\s*(["'])([^"']+)\1/g,
    /\bimport\s*\(\s*(["'`])([^"'`$]+)\1\s*[,)]/g,
  ];
  for (const pattern of patterns) {
    for (const m of source.matchAll(pattern)) sites.push({ specifier: m[2], text: m[0] });
  }
  for (const m of source.matchAll(/\bimport\s*\(\s*(?!["'`][^"'`$]+["'`]\s*[,)])([^)\s]*)/g)) {
    sites.push({ specifier: undefined, text: m[0] });
  }
  return sites;
}

/** Why `specifier`, imported by the module at `fromFile`, reaches into the library; `undefined` when it does not. */
function violation(fromFile: string, specifier: string | undefined): string | undefined {
  if (specifier === undefined) return "a computed import() cannot be checked";
  if (specifier === SELF_PACKAGE || specifier.startsWith(`${SELF_PACKAGE}/`)) {
    return "imports the library package";
  }
  let target: string;
  if (specifier.startsWith("file://")) target = fileURLToPath(specifier);
  else if (specifier.startsWith(".") || specifier.startsWith("/")) {
    target = resolve(dirname(fromFile), specifier);
  } else return undefined;
  const rel = relative(ROOT, target).replaceAll("\\", "/");
  if (FORBIDDEN_FILES.includes(rel)) return `imports the library's ${rel}`;
  const dir = FORBIDDEN_DIRS.find((d) => rel.startsWith(d));
  return dir === undefined ? undefined : `imports the library's ${rel}`;
}

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs|jsx|mts)$/.test(entry.name)) yield path;
  }
}

Deno.test("no file under simulator/ imports the library's chains/, services/, wire/ or mod.ts", async () => {
  const found: string[] = [];
  let files = 0;
  for await (const file of sourceFiles(join(ROOT, "simulator"))) {
    files++;
    for (const site of importSites(await Deno.readTextFile(file))) {
      const why = violation(file, site.specifier);
      if (why !== undefined) found.push(`${relative(ROOT, file)}: ${why} (${site.text})`);
    }
  }
  assert.ok(files > 50, `expected the simulator's sources, found ${files} files`);
  assert.deepEqual(found, [], `the simulator must decode independently:\n${found.join("\n")}`);
});

Deno.test("the import scanner finds static, type-only, re-export, side-effect and dynamic imports", () => {
  const source = [
    'import { a } from "../chains/evm/intent.ts";',
    'import type { B } from "../services/swaps/swap.ts";',
    "import {\n  c,\n  d,\n} from '../wire/mod.ts';",
    'export * from "../mod.ts";',
    'import "../chains/solana/mod.ts";',
    'const m = await import("../chains/icon/deposit_data.ts");',
    'type T = typeof import("../services/mod.ts").X;',
    "const n = await import(path);",
    ' * import { e } from "../chains/stellar/mod.ts";',
    'import { ok } from "../core/result.ts";',
    'import { z } from "zod";',
  ].join("\n");
  const from = join(ROOT, "simulator", "x.ts");
  const reasons = importSites(source).map((s) => violation(from, s.specifier)).filter((r) => r !== undefined);
  assert.equal(reasons.length, 9);
  assert.ok(reasons.includes("a computed import() cannot be checked"));
  assert.equal(violation(from, "../core/abis/intents.ts"), undefined);
  assert.equal(violation(from, "./evm/mod.ts"), undefined, "the simulator's own mod.ts files are fine");
  assert.equal(
    violation(join(ROOT, "simulator", "evm", "x.ts"), "../../mod.ts"),
    "imports the library's mod.ts",
  );
});
