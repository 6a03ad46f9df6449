/**
 * `deno task build:node`: bundles the library's exports (except `./simulator` and `./simulate`, which serve with `Deno.serve`; the
 * package's `xswap-simulate` bin runs the simulator on Node instead)
 * into `dist/` as ESM for Node 20+, npm dependencies kept external, and writes `dist/package.json` (name,
 * version, exports map with a `types` condition per export, the npm dependencies the core entries import as
 * `dependencies` and every chain family's SDK as an optional peer dependency, see `package_deps.ts`, with the
 * ranges of deno.json), and the type declarations in `dist/types/` (TypeScript's emitter).
 *
 * Fails when the output references a Deno-only global, so library code paths stay runnable on Node.
 * `--sourcemap` also writes a linked source map beside each chunk (the bundle-size report uses it to credit a
 * Vite build's bytes to our sources; the published package ships none).
 * @module
 */

/** The TypeScript compiler that writes the declarations (npm, through npx: Node's own tool, pinned). */
const TYPESCRIPT = "typescript@5.9.3";

import { packageName, splitDependencies } from "./package_deps.ts";
import { rewritePeerImports } from "./peer_imports.ts";

/** Exports whose static imports are the package's hard dependencies (the rest are chain families). */
const CORE_EXPORTS = [".", "./wire", "./chains/evm", "./chains/icon"];

/**
 * Small pure npm packages bundled into dist/ instead of installed: the core needs a few of their functions
 * (base58, bech32, sha256, hmac), and an install of the whole package costs more than the code used.
 */
const INLINED = new Set(["@scure/base", "@noble/hashes"]);

/** The npm bin that starts the simulator on Node, and its bundle (every dependency inlined). */
const BIN_NAME = "xswap-simulate";
const BIN_PATH = "bin/xswap-simulate.js";

/** Exports left out of the Node build. */
const NODE_EXCLUDED_EXPORTS = new Set(["./simulator", "./simulate"]);

interface DenoJson {
  name: string;
  version: string;
  license: string;
  exports: Record<string, string>;
  imports: Record<string, string>;
}

const root = new URL("../", import.meta.url);
const dist = new URL("dist/", root);
const denoJson: DenoJson = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));

/** npm package name -> version range, from the `npm:` entries of the imports map. */
const npmRanges = new Map<string, string>();
for (const [key, value] of Object.entries(denoJson.imports)) {
  const m = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(value);
  if (m && !key.endsWith("/")) npmRanges.set(m[1], m[2]);
}

const entries = Object.entries(denoJson.exports).filter(([key]) => !NODE_EXCLUDED_EXPORTS.has(key));
/**
 * Modules bundled as entries of their own (not package exports): the root entry re-exports them and the lazily
 * loaded hub services use them, so as plain modules esbuild would put them into a chunk the root imports
 * statically, where no downstream bundler (Vite/Rollup) can leave them out of a page that never calls them. As
 * entries they get chunks of their own, which an app's bundler drops when unused (the EVM-only app built by
 * Vite from the package: 103.0 -> 100.5 KB gzipped).
 */
const SPLIT_ENTRIES = [
  "./services/money_market/format/mod.ts",
  "./services/staking/constants.ts",
  "./services/staking/penalty.ts",
  "./services/dex/pool_id.ts",
  "./services/migration/baln_lockup.ts",
  "./services/bridge/bridgeable_tokens.ts",
];
const externals = [...npmRanges.keys()].filter((name) => !INLINED.has(name)).flatMap((
  name,
) => [`--external=${name}`, `--external=${name}/*`]);

await Deno.remove(dist, { recursive: true }).catch(() => undefined);
const bundle = await new Deno.Command(Deno.execPath(), {
  args: [
    "bundle",
    "--outdir=dist",
    "--code-splitting",
    "--format=esm",
    ...(Deno.args.includes("--sourcemap") ? ["--sourcemap=linked"] : []),
    ...externals,
    ...entries.map(([, path]) => path),
    ...SPLIT_ENTRIES,
  ],
  cwd: root,
  stdout: "inherit",
  stderr: "inherit",
}).output();
if (!bundle.success) Deno.exit(bundle.code || 1);

const used = new Set<string>();
const problems: string[] = [];
for await (const file of walk(dist)) {
  const text = await Deno.readTextFile(file);
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^".][^"]*)"/gm)) {
    if (m[1].startsWith("node:")) continue;
    const name = m[1].startsWith("@") ? m[1].split("/").slice(0, 2).join("/") : m[1].split("/")[0];
    if (!npmRanges.has(name)) problems.push(`${file.pathname}: imports ${m[1]}, not an npm dependency`);
    used.add(name);
  }
  if (/\bDeno\.[a-zA-Z]/.test(text.replace(/^\s*(\/\/|\*).*$/gm, ""))) {
    problems.push(`${file.pathname}: uses a Deno-only global`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  Deno.exit(1);
}

const deps = await splitDependencies(
  dist,
  entries.filter(([key]) => CORE_EXPORTS.includes(key)).map(([, path]) => path.replace(/\.ts$/, ".js")),
  used,
  npmRanges,
);
if (deps.problems.length > 0) {
  console.error(deps.problems.join("\n"));
  Deno.exit(1);
}

let rewritten = 0;
for await (const file of walk(dist)) {
  const out = rewritePeerImports(
    await Deno.readTextFile(file),
    (specifier) => packageName(specifier) in deps.peerDependencies,
  );
  if (out.rewritten > 0) await Deno.writeTextFile(file, out.text);
  rewritten += out.rewritten;
}
console.log(`optional peer imports made namespace imports checked on load: ${rewritten}`);

await bundleBin();
await emitDeclarations(entries.map(([, path]) => path));

const exportsMap = Object.fromEntries(
  entries.map(([key, path]) => {
    const base = path.replace(/^\.\//, "").replace(/\.ts$/, "");
    return [key, { types: `./types/${base}.d.ts`, import: `./${base}.js` }];
  }),
);
const packageJson = {
  name: denoJson.name,
  version: denoJson.version,
  license: denoJson.license,
  type: "module",
  // No module of the package has an effect a bundler must keep when nothing it exports is used: lets a dApp's
  // bundler drop whole chunks reached only through unused re-exports (docs/browser.md#size).
  sideEffects: false,
  engines: { node: ">=20" },
  bin: { [BIN_NAME]: `./${BIN_PATH}` },
  exports: exportsMap,
  dependencies: deps.dependencies,
  peerDependencies: deps.peerDependencies,
  peerDependenciesMeta: deps.peerDependenciesMeta,
};
await Deno.writeTextFile(new URL("package.json", dist), `${JSON.stringify(packageJson, null, 2)}\n`);
console.log(
  `dist/ ready: ${Object.keys(exportsMap).join(", ")}; dependencies: ${
    Object.keys(deps.dependencies).join(", ")
  }; optional peers: ${Object.keys(deps.peerDependencies).join(", ")}`,
);

/**
 * Bundles `node/simulate.ts` (the simulator on a Node http server) into one minified file with every npm
 * dependency inlined, so `npx xswap-simulate` runs in an app that installed no chain family SDK. Fails when the
 * bundle imports anything but a `node:` built-in or references a `Deno.*` global.
 */
async function bundleBin(): Promise<void> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "bundle",
      "--format=esm",
      "--minify",
      "--packages=bundle",
      `--output=dist/${BIN_PATH}`,
      "node/simulate.ts",
    ],
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!out.success) Deno.exit(out.code || 1);
  const text = await Deno.readTextFile(new URL(BIN_PATH, dist));
  const bare = [...text.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?from\s*)?["']([^"']+)["']/g)].map((
    m,
  ) => m[1]).filter((s) => !s.startsWith("node:"));
  const deno = /\bDeno\.[a-zA-Z]/.test(text);
  if (!text.startsWith("#!/usr/bin/env node\n") || bare.length > 0 || deno) {
    console.error(`dist/${BIN_PATH}: no node shebang, uses a Deno global, or imports ${bare.join(", ")}`);
    Deno.exit(1);
  }
}

async function* walk(dir: URL, suffix = ".js"): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
    if (entry.isDirectory) yield* walk(url, suffix);
    else if (entry.name.endsWith(suffix)) yield url;
  }
}

/**
 * Writes `dist/types/**.d.ts` for the entry points with TypeScript's own declaration emitter (`tsc
 * --emitDeclarationOnly`; `deno bundle` has no declaration output), then points their relative `.ts`
 * specifiers at the `.js` names Node resolution maps to the `.d.ts` files.
 */
async function emitDeclarations(paths: string[]): Promise<void> {
  const rootPath = decodeURIComponent(root.pathname);
  const config = new URL("tsconfig.types.json", dist);
  await Deno.writeTextFile(
    config,
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2023", "DOM", "DOM.Iterable"],
        types: [],
        strict: true,
        exactOptionalPropertyTypes: true,
        noImplicitOverride: true,
        declaration: true,
        emitDeclarationOnly: true,
        allowImportingTsExtensions: true,
        noCheck: true,
        skipLibCheck: true,
        rootDir: rootPath,
        outDir: `${rootPath}dist/types`,
      },
      files: paths.map((path) => `${rootPath}${path.replace(/^\.\//, "")}`),
    }),
  );
  const tsc = await new Deno.Command("npx", {
    args: ["-y", "-p", TYPESCRIPT, "tsc", "-p", decodeURIComponent(config.pathname)],
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  await Deno.remove(config);
  if (!tsc.success) {
    console.error("tsc could not emit the declarations");
    Deno.exit(tsc.code || 1);
  }
  let files = 0;
  for await (const file of walk(new URL("types/", dist), ".d.ts")) {
    const text = await Deno.readTextFile(file);
    const rewritten = text.replace(
      /((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+?)\.ts\2/g,
      (_, lead: string, q: string, spec: string) => `${lead}${q}${spec}.js${q}`,
    );
    await Deno.writeTextFile(file, rewritten);
    files++;
  }
  console.log(`dist/types/: ${files} declaration files`);
}
