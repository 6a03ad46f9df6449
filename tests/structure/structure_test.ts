/**
 * The repository's structure, checked on every run: no import loop, no import from a lower layer to a higher
 * one, no import of another folder's `_`-private module, and the simulator apart from the library except for
 * `core/`'s schemas, ABIs and tables. docs/architecture.md describes the layers.
 */
import assert from "node:assert/strict";
import { type ImportGraph, importsOf, readImportGraph } from "./import_graph.ts";
import { LIBRARY_LAYERS, SIMULATOR_LAYERS, SIMULATOR_MAY_IMPORT } from "./layers.ts";
import {
  fileEntries,
  findApartViolations,
  findFolderLoops,
  findLayerViolations,
  findLoops,
  findPrivateViolations,
  folderOf,
  privateOwner,
  rankOf,
} from "./rules.ts";

const root = new URL("../../", import.meta.url);
const LIBRARY_SCOPE = ["mod.ts", "core/", "chains/", "services/", "wire/", "journal/"];
const graph = await readImportGraph(root);

const lines = (found: readonly { message: string }[]) => found.map((v) => v.message).join("\n");

Deno.test("the repository has no import loop", () => {
  const loops = findLoops(graph);
  assert.deepEqual(loops, [], loops.map((l) => l.join(" -> ")).join("\n"));
});

Deno.test("no folder imports a folder that imports it back", () => {
  const loops = findFolderLoops(graph);
  assert.deepEqual(loops, [], loops.map((l) => l.join(" -> ")).join("\n"));
});

Deno.test("the layer tables rank folders, never single files", () => {
  assert.deepEqual([...fileEntries(LIBRARY_LAYERS), ...fileEntries(SIMULATOR_LAYERS)], []);
});

Deno.test("no module imports a module of a higher layer", () => {
  const found = findLayerViolations(graph, [LIBRARY_LAYERS, SIMULATOR_LAYERS]);
  assert.deepEqual(found, [], lines(found));
});

Deno.test("no module imports another folder's _-private module", () => {
  const found = findPrivateViolations(graph);
  assert.deepEqual(found, [], lines(found));
});

Deno.test("the simulator meets the library only through core's schemas, ABIs and tables", () => {
  const found = findApartViolations(graph, "simulator/", SIMULATOR_MAY_IMPORT, LIBRARY_SCOPE);
  assert.deepEqual(found, [], lines(found));
});

Deno.test("every library and simulator module has a rank", () => {
  const unranked = [...graph.keys()].filter((m) =>
    rankOf(LIBRARY_LAYERS, m) === undefined && rankOf(SIMULATOR_LAYERS, m) === undefined
  );
  assert.deepEqual(unranked, []);
});

// The checks themselves can fail: each rule finds its violation in a small graph made for it.
const g = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

Deno.test("the loop rule finds a three-module loop and a self import", () => {
  const loops = findLoops(g({ "a.ts": ["b.ts"], "b.ts": ["c.ts"], "c.ts": ["a.ts"], "d.ts": ["d.ts"] }));
  assert.deepEqual(loops.map((l) => l.join(",")).sort(), ["a.ts,b.ts,c.ts", "d.ts"]);
});

Deno.test("the layer rule finds core importing a service, a family importing the registry, core's root importing a core folder", () => {
  const found = findLayerViolations(
    g({
      "core/x.ts": ["services/y.ts"],
      "chains/evm/a.ts": ["chains/registry/routing.ts"],
      "services/z.ts": ["core/x.ts"],
      "core/errors.ts": ["core/schemas/solver.ts"],
      "mod.ts": ["services/client/xswap.ts"],
    }),
    [LIBRARY_LAYERS],
  );
  assert.deepEqual(found.map((v) => v.from), ["core/x.ts", "chains/evm/a.ts", "core/errors.ts"]);
});

Deno.test("the folder loop rule finds two folders importing each other through different modules", () => {
  assert.equal(folderOf("mod.ts"), ".");
  assert.equal(folderOf("simulator/app.ts"), "simulator");
  assert.equal(folderOf("core/http/deep/x.ts"), "core/http");
  const loops = findFolderLoops(g({
    "core/http/request.ts": ["core/config/number_option.ts"],
    "core/config/number_option.ts": [],
    "core/config/validate.ts": ["core/http/issues.ts"],
    "core/http/issues.ts": [],
    "core/fee/a.ts": ["core/fee/b.ts"],
    "core/fee/b.ts": ["core/fee/a.ts"],
  }));
  assert.deepEqual(loops, [["core/config", "core/http"]]);
});

Deno.test("a file entry in a layer table is found", () => {
  assert.deepEqual(fileEntries([["core/", 0], ["chains/routing.ts", 50], ["./", 100]]), [
    "chains/routing.ts",
  ]);
});

Deno.test("the private rule allows the owning folder and refuses any other", () => {
  assert.equal(privateOwner("chains/evm/_validate.ts"), "chains/evm");
  assert.equal(privateOwner("simulator/_env.ts"), "simulator");
  assert.equal(privateOwner("chains/evm/validate.ts"), undefined);
  const found = findPrivateViolations(g({
    "chains/evm/a.ts": ["chains/evm/_v.ts"],
    "chains/evm/sub/b.ts": ["chains/evm/_v.ts"],
    "chains/sui/c.ts": ["chains/evm/_v.ts"],
  }));
  assert.deepEqual(found.map((v) => v.from), ["chains/sui/c.ts"]);
});

Deno.test("the apart rule refuses the simulator importing a service and the library importing the simulator", () => {
  const found = findApartViolations(
    g({
      "simulator/a.ts": ["core/schemas/s.ts", "services/swaps/x.ts", "core/http/y.ts"],
      "services/b.ts": ["simulator/a.ts"],
    }),
    "simulator/",
    SIMULATOR_MAY_IMPORT,
    LIBRARY_SCOPE,
  );
  assert.deepEqual(found.map((v) => v.to), ["services/swaps/x.ts", "core/http/y.ts", "simulator/a.ts"]);
});

Deno.test("imports inside comments and JSDoc examples do not count", () => {
  const source = [
    "/**",
    ' * import { x } from "../../mod.ts";',
    " */",
    '// import { y } from "./y.ts";',
    'import { z } from "./z.ts";',
    'export { w } from "../w.ts";',
    'const lazy = () => import("./lazy.ts");',
    'import type { T } from "npm:zod";',
  ].join("\n");
  assert.deepEqual(importsOf("chains/evm/a.ts", source), [
    "chains/evm/z.ts",
    "chains/w.ts",
    "chains/evm/lazy.ts",
  ]);
});
