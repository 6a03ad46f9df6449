/**
 * Reading a code-split browser bundle: the static-import closure of an entry chunk (what a page downloads before
 * the entry runs; dynamic `import()` chunks are left out), gzip sizes with `CompressionStream`, and the `node:`
 * specifiers a chunk still imports.
 *
 * @example The closure follows static imports only
 * ```ts
 * import assert from "node:assert/strict";
 * import { staticImports } from "./_chunks.ts";
 * const code = 'import{a as b}from"./chunk-A.js";import"./chunk-B.js";const c=()=>import("./lazy-C.js");';
 * assert.deepEqual(staticImports(code), ["./chunk-A.js", "./chunk-B.js"]);
 * ```
 * @module
 */

/**
 * The relative static `import` / `export ... from` specifiers of a bundled chunk.
 *
 * @param code the chunk's code
 * @returns the specifiers, in order
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (
    const m of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\.?\/[^"']+)["']/g,
    )
  ) {
    found.push(m[1]);
  }
  return found;
}

/**
 * The `node:` specifiers a chunk imports or requires (a browser cannot load them).
 *
 * @param code the chunk's code
 * @returns the distinct specifiers
 * @example A leftover built-in
 * ```ts
 * import assert from "node:assert/strict";
 * import { nodeSpecifiers } from "./_chunks.ts";
 * assert.deepEqual(nodeSpecifiers('import{Buffer as x}from"node:buffer";'), ["node:buffer"]);
 * ```
 */
export function nodeSpecifiers(code: string): string[] {
  return [...new Set([...code.matchAll(/["'](node:[a-z_/]+)["']/g)].map((m) => m[1]))];
}

/**
 * The gzip size of `bytes` (default level, as a static server sends it).
 *
 * @param bytes the file
 * @returns its gzipped length
 * @example Repetitive text shrinks
 * ```ts
 * import assert from "node:assert/strict";
 * import { gzipSize } from "./_chunks.ts";
 * assert.ok((await gzipSize(new TextEncoder().encode("a".repeat(10_000)))) < 200);
 * ```
 */
export async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(
    new CompressionStream("gzip"),
  );
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Size of a set of chunks. */
export interface ChunkSet {
  /** The chunk file names (relative to the output directory). */
  files: string[];
  /** Sum of the minified sizes. */
  raw: number;
  /** Sum of the gzipped sizes (each chunk is a separate download). */
  gzip: number;
  /** `node:` specifiers found in them. */
  nodeSpecifiers: string[];
}

/**
 * The static closure of `entry` in the output directory `dir`.
 *
 * @param dir the bundle's output directory
 * @param entry the entry chunk's path relative to `dir`
 * @returns the chunk file names (entry first)
 */
export async function closure(dir: string, entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await Deno.readTextFile(`${dir}/${file}`);
    const base = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
    for (const spec of staticImports(code)) {
      await visit(new URL(spec, `file:///${base}`).pathname.slice(1));
    }
  };
  await visit(entry);
  return [...seen];
}

/**
 * Measures a set of chunks.
 *
 * @param dir the bundle's output directory
 * @param files chunk paths relative to `dir`
 * @returns sizes and `node:` specifiers
 */
export async function measure(dir: string, files: readonly string[]): Promise<ChunkSet> {
  let raw = 0;
  let gzip = 0;
  const node = new Set<string>();
  for (const file of files) {
    const bytes = await Deno.readFile(`${dir}/${file}`);
    raw += bytes.length;
    gzip += await gzipSize(bytes);
    for (const s of nodeSpecifiers(new TextDecoder().decode(bytes))) node.add(s);
  }
  return { files: [...files], raw, gzip, nodeSpecifiers: [...node] };
}
