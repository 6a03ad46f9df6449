/**
 * The repository's own import graph, read from the source: every relative `import`, `export … from` and
 * `import("…")` of the library and the simulator (comments and JSDoc examples left out). Used by the structure
 * test and by `deno task structure`, which prints what it finds.
 * @module
 */

/** A module path relative to the repository root, e.g. `chains/hub/intent.ts`. */
export type ModulePath = string;

/** Module → the repository modules it imports. */
export type ImportGraph = ReadonlyMap<ModulePath, readonly ModulePath[]>;

/** The folders (and root files) whose modules form the graph. */
export const GRAPH_ROOTS: readonly string[] = [
  "mod.ts",
  "core",
  "chains",
  "services",
  "wire",
  "journal",
  "simulator",
];

const IMPORT =
  /(?:^|[;\s}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Drops block comments and whole-line `//` comments, so imports inside JSDoc examples do not count. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Joins and normalises a path (`a/b/../c` → `a/c`). */
export function normalize(path: string): ModulePath {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") out.pop();
    else if (part !== "." && part !== "") out.push(part);
  }
  return out.join("/");
}

/** The repository modules one source text imports, resolved against the importing module's folder. */
export function importsOf(module: ModulePath, source: string): ModulePath[] {
  const dir = module.split("/").slice(0, -1).join("/");
  const found: ModulePath[] = [];
  for (const match of stripComments(source).matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]!;
    if (specifier.startsWith("./") || specifier.startsWith("../")) {
      found.push(normalize(`${dir}/${specifier}`));
    }
  }
  return found;
}

async function walk(root: URL, path: string, out: ModulePath[]): Promise<void> {
  const info = await Deno.stat(new URL(path, root));
  if (info.isFile) {
    if (path.endsWith(".ts") && !path.endsWith(".d.ts")) out.push(path);
    return;
  }
  for await (const entry of Deno.readDir(new URL(`${path}/`, root))) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    await walk(root, `${path}/${entry.name}`, out);
  }
}

/** Reads the import graph of the repository at `root` (a folder URL ending in `/`). */
export async function readImportGraph(
  root: URL,
  roots: readonly string[] = GRAPH_ROOTS,
): Promise<ImportGraph> {
  const modules: ModulePath[] = [];
  for (const path of roots) await walk(root, path, modules);
  const graph = new Map<ModulePath, ModulePath[]>();
  for (const module of modules.sort()) {
    graph.set(module, importsOf(module, await Deno.readTextFile(new URL(module, root))));
  }
  return graph;
}
