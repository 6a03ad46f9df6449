/**
 * What esbuild's code splitting "spills" into an entry's static closure: code only a lazily imported chunk runs.
 *
 * esbuild (`deno bundle --code-splitting`) shakes trees by statement over the whole build, but puts a module's
 * kept code into a chunk chosen by which entries reach the module through any import, used or not. A module the
 * page reaches statically (through `mod.ts`'s re-exports, or through viem's and zod's barrels) therefore brings
 * into the page's chunks every part of it that any lazy chunk uses: a family adapter's hashing, a hub service's
 * money-market helpers. viem does the same to itself: its `call` action holds `import("../../utils/ccip.js")`,
 * every such target is an entry of the build, so all of ccip's exports are kept, and ccip's `offchainLookup`
 * calls `call`, which keeps `call` and its deployless and multicall bytecodes in any page that imports viem.
 *
 * The diagnostic rows bundle the page with those lazy modules marked external: what is left is the code the
 * page's own imports use (what a bundler that keeps only code reachable from used code would ship).
 * @module
 */

/** One module of `deno info --json`'s graph (the fields read here). */
export interface InfoModule {
  specifier: string;
  dependencies?: Array<{ isDynamic?: boolean; code?: { specifier?: string } }>;
}

/**
 * The local modules that `modules` import with a dynamic `import()` (file paths).
 *
 * @param modules the `modules` of `deno info --json`
 * @returns the distinct paths, sorted
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dynamicLocalImports } from "./_spill.ts";
 * const modules = [{
 *   specifier: "file:///r/chains/routing.ts",
 *   dependencies: [
 *     { isDynamic: true, code: { specifier: "file:///r/chains/solana/adapter.ts" } },
 *     { code: { specifier: "file:///r/chains/evm/adapter.ts" } },
 *     { isDynamic: true, code: { specifier: "npm:viem@2" } },
 *   ],
 * }];
 * assert.deepEqual(dynamicLocalImports(modules), ["/r/chains/solana/adapter.ts"]);
 * ```
 */
export function dynamicLocalImports(modules: readonly InfoModule[]): string[] {
  const found = new Set<string>();
  for (const m of modules) {
    for (const dep of m.dependencies ?? []) {
      const spec = dep.code?.specifier;
      if (dep.isDynamic && spec?.startsWith("file://")) found.add(decodeURIComponent(new URL(spec).pathname));
    }
  }
  return [...found].sort();
}

/** The library's lazily imported modules reachable from `entry` (run from `root`). */
export async function lazyModules(root: string, entry: string): Promise<string[]> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd: root,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(`deno info failed:\n${new TextDecoder().decode(out.stderr)}`);
  const graph = JSON.parse(new TextDecoder().decode(out.stdout)) as { modules: InfoModule[] };
  return dynamicLocalImports(graph.modules);
}

/** viem's CCIP-read module of every viem installed under `root`'s `node_modules` (throws when there is none). */
export async function viemCcipModules(root: string): Promise<string[]> {
  const store = `${root}node_modules/.deno`;
  const found: string[] = [];
  const entries = await Array.fromAsync(Deno.readDir(store)).catch(() => []);
  for (const e of entries) {
    if (!e.name.startsWith("viem@")) continue;
    const path = `${store}/${e.name}/node_modules/viem/_esm/utils/ccip.js`;
    const real = await Deno.realPath(path).catch(() => undefined);
    // both spellings: esbuild may see the module through a symlinked node_modules
    if (real !== undefined) found.push(...new Set([path, real]));
  }
  if (found.length === 0) throw new Error(`viem's utils/ccip.js not found under ${store}`);
  return found.sort();
}
