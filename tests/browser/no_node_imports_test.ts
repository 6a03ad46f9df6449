/**
 * The library's code paths (core, services, chains, wire and the root entry) import no `node:` built-in, so a
 * browser bundle needs no polyfill. Doc-comment examples (which run under `deno test --doc` and may use
 * `node:assert/strict`) are not code paths and are skipped. The bundle-level check (no `node:` specifier in a
 * `deno bundle --platform=browser` of `mod.ts`) is in `bundle_size_test.ts`.
 * @module
 */
import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);
const LIBRARY_FOLDERS = ["core", "services", "chains", "wire"];

async function* typescriptFiles(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* typescriptFiles(url);
    else if (entry.name.endsWith(".ts")) yield url;
  }
}

/** Import specifiers of a module's code (static, re-export and dynamic), comments removed. */
function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) found.push(m[1]);
  return found;
}

Deno.test("importSpecifiers finds static, type, re-export and dynamic imports and skips doc examples", () => {
  const source = [
    '/** ```ts\n * import assert from "node:assert/strict";\n * ``` */',
    'import { a } from "./a.ts";',
    'import type { B } from "node:buffer";',
    'export { c } from "viem";',
    'const d = await import("./d.ts");',
  ].join("\n");
  assert.deepEqual(importSpecifiers(source), ["./a.ts", "node:buffer", "viem", "./d.ts"]);
});

Deno.test("no library module (core, services, chains, wire, mod.ts) imports a node: built-in", async () => {
  const offenders: string[] = [];
  const files: URL[] = [new URL("mod.ts", ROOT)];
  for (const folder of LIBRARY_FOLDERS) {
    for await (const file of typescriptFiles(new URL(`${folder}/`, ROOT))) files.push(file);
  }
  for (const file of files) {
    const source = await Deno.readTextFile(file);
    for (const specifier of importSpecifiers(source)) {
      if (specifier.startsWith("node:")) {
        offenders.push(`${file.pathname.slice(ROOT.pathname.length)}: ${specifier}`);
      }
    }
  }
  assert.ok(files.length > 100, `scanned only ${files.length} files`);
  assert.deepEqual(offenders, []);
});
