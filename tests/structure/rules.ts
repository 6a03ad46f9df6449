/**
 * The structure rules, as pure functions over an import graph: no import loop, no import from a lower layer to
 * a higher one, no import of another folder's `_`-private module, and the simulator apart from the library
 * except for the shared data and schemas of `core/`. docs/architecture.md explains each rule.
 * @module
 */
import type { ImportGraph, ModulePath } from "./import_graph.ts";

/** One broken rule: which, where, and a sentence a reader can act on. */
export interface Violation {
  readonly rule: "loop" | "layer" | "private" | "apart";
  readonly from: ModulePath;
  readonly to: ModulePath;
  readonly message: string;
}

/** Import loops: every strongly connected group of two or more modules (Tarjan), each listed once. */
export function findLoops(graph: ImportGraph): ModulePath[][] {
  let counter = 0;
  const index = new Map<ModulePath, number>();
  const low = new Map<ModulePath, number>();
  const stack: ModulePath[] = [];
  const onStack = new Set<ModulePath>();
  const loops: ModulePath[][] = [];
  const visit = (v: ModulePath): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: ModulePath[] = [];
      let w: ModulePath;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) loops.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

/**
 * A layer table: path prefixes (a folder ending in `/`, or one file) with their rank. A module takes the rank of
 * its longest matching prefix; a module may import only modules of a rank at or below its own. Modules no prefix
 * matches are not ranked by this table.
 */
export type LayerTable = ReadonlyArray<readonly [prefix: string, rank: number]>;

/**
 * The rank of a module in a table, or undefined when no entry matches. Entries are folders (`"core/http/"`): the
 * longest one that holds the module decides; `"./"` ranks the files at the repository's root (`mod.ts`).
 */
export function rankOf(table: LayerTable, module: ModulePath): number | undefined {
  let best: { length: number; rank: number } | undefined;
  for (const [folder, rank] of table) {
    const matches = folder === "./" ? !module.includes("/") : module.startsWith(folder);
    if (matches && (best === undefined || folder.length > best.length)) {
      best = { length: folder.length, rank };
    }
  }
  return best?.rank;
}

/** Entries of a layer table that name a file instead of a folder: layers are ranked by folder only. */
export function fileEntries(table: LayerTable): string[] {
  return table.map(([entry]) => entry).filter((entry) => !entry.endsWith("/"));
}

/**
 * The folder a module belongs to when folders are compared: its first two path segments (`core/http`,
 * `simulator/state`); a file directly in a top folder belongs to that folder (`simulator`), a root file to `.`.
 */
export function folderOf(module: ModulePath): string {
  const parts = module.split("/");
  if (parts.length === 1) return ".";
  return parts.length === 2 ? parts[0] : `${parts[0]}/${parts[1]}`;
}

/** Loops between folders: the module graph collapsed to {@link folderOf}, then {@link findLoops}. */
export function findFolderLoops(graph: ImportGraph): ModulePath[][] {
  const folders = new Map<ModulePath, ModulePath[]>();
  for (const [from, imports] of graph) {
    const a = folderOf(from);
    const targets = new Set(folders.get(a) ?? []);
    for (const to of imports) {
      const b = folderOf(to);
      if (b !== a && graph.has(to)) targets.add(b);
    }
    folders.set(a, [...targets]);
  }
  return findLoops(folders);
}

/** Imports from a module to one of a higher rank, within each table. */
export function findLayerViolations(graph: ImportGraph, tables: readonly LayerTable[]): Violation[] {
  const found: Violation[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      for (const table of tables) {
        const a = rankOf(table, from);
        const b = rankOf(table, to);
        if (a !== undefined && b !== undefined && b > a) {
          found.push({ rule: "layer", from, to, message: `${from} (rank ${a}) imports ${to} (rank ${b})` });
        }
      }
    }
  }
  return found;
}

/**
 * The folder that owns a private module: the folder holding its first `_`-named segment. `a/_b/c.ts` and
 * `a/_c.ts` are both private to `a/`. Undefined for a public module.
 */
export function privateOwner(module: ModulePath): string | undefined {
  const parts = module.split("/");
  const i = parts.findIndex((part) => part.startsWith("_"));
  return i < 0 ? undefined : parts.slice(0, i).join("/");
}

/** Imports of a `_`-private module from outside the folder that owns it. */
export function findPrivateViolations(graph: ImportGraph): Violation[] {
  const found: Violation[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      const owner = privateOwner(to);
      if (owner === undefined) continue;
      const inside = owner === "" || from.startsWith(`${owner}/`);
      if (!inside) {
        found.push({ rule: "private", from, to, message: `${from} imports ${to}, private to ${owner}/` });
      }
    }
  }
  return found;
}

/**
 * Imports across the line between two parts: modules under `part` may import modules outside it only when they
 * match one of `allowed` (prefixes as in a layer table); modules outside it may not import it at all.
 */
export function findApartViolations(
  graph: ImportGraph,
  part: string,
  allowed: readonly string[],
  scope: readonly string[],
): Violation[] {
  const inPart = (m: ModulePath) => m.startsWith(part);
  const inScope = (m: ModulePath) => scope.some((p) => p.endsWith("/") ? m.startsWith(p) : m === p);
  const isAllowed = (m: ModulePath) => allowed.some((p) => p.endsWith("/") ? m.startsWith(p) : m === p);
  const found: Violation[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      if (inPart(from) && !inPart(to) && inScope(to) && !isAllowed(to)) {
        found.push({
          rule: "apart",
          from,
          to,
          message: `${from} imports ${to}: ${part} may only import ${allowed.join(", ")}`,
        });
      } else if (!inPart(from) && inScope(from) && inPart(to)) {
        found.push({
          rule: "apart",
          from,
          to,
          message: `${from} imports ${to}: the library never imports ${part}`,
        });
      }
    }
  }
  return found;
}
