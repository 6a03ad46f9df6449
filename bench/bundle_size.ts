/**
 * `deno task bench:size`: browser bundle sizes. Builds the EVM-only app as a dApp team does, with Vite from the
 * packed npm package (`bench/bundle/_vite_app.ts`; needs npm and the registry or its cache; `--no-vite` skips
 * it), and bundles with `deno bundle --platform=browser --minify --code-splitting` the same app (`bench/bundle/evm_app.ts`:
 * `new XSwap`, `getQuote`, `swap` with an EIP-1193 wallet), the root entry `mod.ts` and each chain family's entry
 * (`chains/<family>/mod.ts`); measures what a page downloads before each runs (the entry's static-import closure,
 * gzip per chunk with `CompressionStream`), each family's cost on top of the EVM app, and the platform SDK's
 * `new Sodax()` (from `bench/.ref`, installed by `deno task bench:compare`; skipped when absent).
 *
 * Writes `bench/BUNDLE_SIZE.md` and `bench/bundle_size.json` (not with `--check`). Flags: `--check` (the CI size gate: fails when any row
 * grows more than 10% over `bench/bundle_size_baseline.json`, or when the EVM app or `mod.ts` closure imports a
 * `node:` built-in, or when the Vite-built EVM app is over its 100 kB budget: 100,000 bytes, kB = 1,000 bytes as
 * Vite prints it), `--baseline` (writes
 * the baseline from this run), `--no-reference` (skips the Sodax bundle), `--no-vite` (skips the Vite row).
 * @module
 */
import { breakdown, type BreakdownRow } from "./bundle/_breakdown.ts";
import { closure, gzipSize, measure } from "./bundle/_chunks.ts";
import { type ViteApp, viteEvmApp } from "./bundle/_vite_app.ts";
import { lazyModules, viemCcipModules } from "./bundle/_spill.ts";

/** The budget row: the EVM-only app as a dApp team builds it, with Vite from the npm package. */
export const VITE_APP_ROW =
  "EVM-only app, Vite 7 from the npm package (new XSwap, getQuote, swap, EIP-1193 wallet)";
/** The same app bundled from the source by `deno bundle` (esbuild). */
export const DENO_APP_ROW = "EVM-only app, deno bundle of the source (same app)";

/**
 * The Vite-built EVM-only app's budget, gzipped (`--check` fails over it). Issue 32 set 100 KB; the never-throws
 * guards, the hardened transport, the approval check and the backend reads took the app to 107.0 KB and the gate
 * to 110 KB; issue 41's cuts (status, track, resume, reconcile, the client relay, the approval's send, the root's
 * relay functions and the data API reads load on first use: docs/browser.md#size) brought it to 98.2 KB, and the
 * gate back to 100 KB (102,400 bytes) while the 95 kB target is open. The parity operations merged after it
 * (the swap's hub pre-simulation, the config lookups, the synchronous dex pool lookups, Erc20 encoders, the
 * trustline approval, the safe error JSON) put it back at 107.7 KB with the pre-simulation's encoders loading on
 * use: the gate is 110 KB again, a regression open in issue 41. Issue 41's second round of cuts (no `parseAbi` in
 * the hub pre-simulation, the dex pool lookups, the sponsoring service, the oracle schemas and the track milestone
 * learner load on use, and the npm package declares `"sideEffects": false`) took it to 100.3 KB (102,677 bytes;
 * Vite prints 102.7 kB) and the gate to 101 KB (103,424 bytes). Round three (the EVM RPC reads load viem's
 * client on first use, `chains/rpc/rpc_client.ts`; the hub reads tell viem's contract errors apart by name; the
 * track's ETA loads with `track`; the packaged token table is tuples: docs/browser.md#size) took it from 101,703
 * to 86,590 bytes: the gate is now issue 39's 100 kB, in the unit Vite prints: **100,000 bytes (kB = 1,000
 * bytes, as Vite prints it)**, and issue 41's 95 kB (95,000 bytes) target is met. The bytes are the
 * sum of `CompressionStream("gzip")` sizes of the page's first chunks (`gzipSize`); Vite's own log compresses
 * with other settings and prints a little less for the same chunk.
 */
export const EVM_APP_BUDGET_BYTES = 100_000;
/** The growth over the baseline that fails the gate. */
export const MAX_GROWTH = 0.1;

const ROOT = new URL("../", import.meta.url).pathname;
const FAMILIES: Record<string, string> = {
  SOLANA: "chains/solana/mod.ts",
  STELLAR: "chains/stellar/mod.ts",
  ICON: "chains/icon/mod.ts",
  SUI: "chains/sui/mod.ts",
  INJECTIVE: "chains/injective/mod.ts",
  NEAR: "chains/near/mod.ts",
  STACKS: "chains/stacks/mod.ts",
  BITCOIN: "chains/bitcoin/mod.ts",
};
const EVM_APP = "bench/bundle/evm_app.ts";
const REF_DIR = `${ROOT}bench/.ref`;

/** One measured row. */
interface Row {
  name: string;
  raw: number;
  gzip: number;
  chunks: number;
  nodeSpecifiers: string[];
}

async function bundle(args: string[], cwd: string): Promise<void> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["bundle", ...args],
    cwd,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  if (!out.success) throw new Error(`deno bundle failed:\n${new TextDecoder().decode(out.stderr)}`);
}

const js = (entry: string): string => entry.replace(/\.ts$/, ".js");
const externalArgs = (paths: readonly string[]): string[] => paths.flatMap((p) => ["--external", p]);
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
/** Bytes as the budget is written: exact bytes and decimal kB (1,000 bytes, as Vite prints sizes). */
const bytesAndKB = (n: number): string => `${n.toLocaleString("en-US")} bytes (${(n / 1000).toFixed(1)} kB)`;

/** Bundles `entries` in one code-split run into a temporary directory and hands it to `read`. */
async function inBundle<T>(
  entries: string[],
  read: (dir: string) => Promise<T>,
  extra: string[] = [],
): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "bundle-size-" });
  try {
    await bundle(
      ["--platform=browser", "--minify", "--code-splitting", ...extra, "--outdir", dir, ...entries],
      ROOT,
    );
    return await read(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function row(name: string, dir: string, files: string[]): Promise<Row> {
  const m = await measure(dir, files);
  return { name, raw: m.raw, gzip: m.gzip, chunks: files.length, nodeSpecifiers: m.nodeSpecifiers };
}

// The EVM app and mod.ts are each bundled alone, as an app's own build would be (in a shared multi-entry build,
// a chunk keeps whatever any entry uses of a module). Family costs come from one build of the EVM app with every
// family entry: the chunks a family entry loads that the EVM app does not.
async function measureOurs(): Promise<Row[]> {
  const rows: Row[] = [];
  rows.push(
    await inBundle(
      [EVM_APP],
      async (dir) =>
        row(
          DENO_APP_ROW,
          dir,
          await closure(dir, "evm_app.js"),
        ),
    ),
  );
  // Diagnostic rows: the same app with the lazily imported modules external (see bench/bundle/_spill.ts).
  const diagnostic = async (name: string, paths: string[]) =>
    rows.push(
      await inBundle(
        [EVM_APP],
        async (dir) => row(name, dir, await closure(dir, "evm_app.js")),
        externalArgs(paths),
      ),
    );
  await diagnostic(
    "diagnostic: EVM-only app, the library's lazy modules external",
    await lazyModules(ROOT, EVM_APP),
  );
  await diagnostic(
    "diagnostic: EVM-only app, those and viem's CCIP module external (no spill)",
    await spillModules(),
  );
  rows.push(
    await inBundle(
      ["mod.ts"],
      async (dir) => row("mod.ts (whole root entry, static closure)", dir, await closure(dir, "mod.js")),
    ),
  );
  await inBundle([EVM_APP, ...Object.values(FAMILIES)], async (dir) => {
    const app = await closure(dir, js(EVM_APP));
    for (const [family, entry] of Object.entries(FAMILIES)) {
      const extra = (await closure(dir, js(entry))).filter((f) => !app.includes(f));
      rows.push(await row(`+ ${family} (chains/${family.toLowerCase()} on top of the EVM app)`, dir, extra));
    }
  });
  return rows;
}

/** The EVM app's static closure by package and folder (a separate build with external source maps). */
async function evmAppBreakdown(external: string[] = []): Promise<BreakdownRow[]> {
  return await inBundle(
    [EVM_APP],
    async (dir) => await breakdown(dir, await closure(dir, "evm_app.js"), gzipSize),
    ["--sourcemap=external", ...externalArgs(external)],
  );
}

/** The modules the "no spill" diagnostic marks external: the library's lazy modules and viem's CCIP module. */
async function spillModules(): Promise<string[]> {
  return [...await lazyModules(ROOT, EVM_APP), ...await viemCcipModules(ROOT)];
}

function breakdownTable(rows: readonly BreakdownRow[], own: readonly BreakdownRow[]): string[] {
  const total = rows.reduce((a, r) => a + r.raw, 0);
  const ownRaw = new Map(own.map((r) => [r.group, r.raw]));
  return [
    "## EVM-only app under deno bundle: where the bytes are",
    "",
    "Every minified byte of the EVM app's static closure credited to its source through the chunks' source maps",
    '(`bench/bundle/_breakdown.ts`), grouped by npm package or by our folder. "gzipped alone" compresses the',
    "group's bytes by themselves: about what dropping the group saves (the column does not add up to the total).",
    '"without spill" is the group\'s minified size in the no-spill diagnostic build: the rest of the group is code',
    "only lazy chunks (or viem's CCIP read) run.",
    "",
    "| package or folder | minified | share | gzipped alone | without spill | largest sources |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) =>
      `| ${r.group} | ${kb(r.raw)} | ${(100 * r.raw / total).toFixed(1)}% | ${kb(r.gzip)} | ${
        kb(ownRaw.get(r.group) ?? 0)
      } | ${r.top.map(([s, n]) => `${s} ${kb(n)}`).join(", ")} |`
    ),
    "",
  ];
}

async function measureReference(): Promise<Row | undefined> {
  const present = await Deno.stat(`${REF_DIR}/node_modules/@sodax/sdk/package.json`).then(
    () => true,
    () => false,
  );
  if (!present) return undefined;
  const dir = await Deno.makeTempDir({ prefix: "bundle-size-ref-" });
  try {
    await Deno.writeTextFile(
      `${REF_DIR}/sodax_app.mjs`,
      'import { Sodax } from "@sodax/sdk";\nexport const sodax = new Sodax();\n',
    );
    await bundle(
      [
        "--no-config",
        "--node-modules-dir=manual",
        "--platform=browser",
        "--minify",
        "-o",
        `${dir}/sodax.js`,
        "sodax_app.mjs",
      ],
      REF_DIR,
    );
    const m = await measure(dir, ["sodax.js"]);
    return {
      name: "reference: @sodax/sdk new Sodax()",
      raw: m.raw,
      gzip: m.gzip,
      chunks: 1,
      nodeSpecifiers: m.nodeSpecifiers,
    };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * Whether the EVM-only app is over its budget (a report line, or `undefined`).
 *
 * @param rows this run
 * @returns the line to print
 * @example Under budget
 * ```ts
 * import assert from "node:assert/strict";
 * import { budgetReport, VITE_APP_ROW } from "./bundle_size.ts";
 * assert.equal(budgetReport([{ name: VITE_APP_ROW, gzip: 1000 }]), undefined);
 * assert.equal(budgetReport([{ name: VITE_APP_ROW, gzip: 100_000 }]), undefined);
 * assert.equal(
 *   budgetReport([{ name: VITE_APP_ROW, gzip: 100_001 }]),
 *   "EVM-only app is 100,001 bytes (100.0 kB) gzipped, over the 100,000 bytes (100.0 kB) budget",
 * );
 * ```
 */
export function budgetReport(rows: ReadonlyArray<{ name: string; gzip: number }>): string | undefined {
  const app = rows.find((r) => r.name === VITE_APP_ROW);
  return app && app.gzip > EVM_APP_BUDGET_BYTES
    ? `EVM-only app is ${bytesAndKB(app.gzip)} gzipped, over the ${bytesAndKB(EVM_APP_BUDGET_BYTES)} budget`
    : undefined;
}

/**
 * The size gate: the growth limit against a baseline, and no `node:` in the EVM app or `mod.ts`.
 *
 * @param rows this run
 * @param baseline the committed rows (by name), when any
 * @returns the failures (empty = pass)
 * @example A row that grew 20%
 * ```ts
 * import assert from "node:assert/strict";
 * import { gateFailures } from "./bundle_size.ts";
 * const row = { name: "x", raw: 0, gzip: 120, chunks: 1, nodeSpecifiers: [] };
 * assert.equal(gateFailures([row], { x: 100 }).length, 1);
 * assert.equal(gateFailures([row], { x: 115 }).length, 0);
 * ```
 */
export function gateFailures(
  rows: ReadonlyArray<{ name: string; gzip: number; nodeSpecifiers: string[] }>,
  baseline: Readonly<Record<string, number>> = {},
): string[] {
  const failures: string[] = [];
  for (const row of rows) {
    const before = baseline[row.name];
    if (before !== undefined && row.gzip > before * (1 + MAX_GROWTH)) {
      failures.push(
        `${row.name} grew from ${kb(before)} to ${kb(row.gzip)} gzipped (over ${MAX_GROWTH * 100}%)`,
      );
    }
    if (
      (row.name.startsWith("EVM-only app") || row.name.startsWith("mod.ts")) && row.nodeSpecifiers.length > 0
    ) {
      failures.push(`${row.name} imports ${row.nodeSpecifiers.join(", ")}`);
    }
  }
  return failures;
}

function viteTable(vite: ViteApp | undefined): string[] {
  if (vite === undefined) return [];
  const total = vite.breakdown.reduce((a, r) => a + r.raw, 0);
  return [
    "## EVM-only app built by Vite: where the bytes are",
    "",
    `The budget row: \`deno task build:node\`, \`npm pack\`, the tarball and Vite ${vite.viteVersion} installed into a fresh`,
    "npm project, `bench/bundle/evm_app.ts` importing `@xswap/client` and `@xswap/client/chains/evm`, `vite build`",
    "(`bench/bundle/_vite_app.ts`). Counted: the chunks `index.html` loads before the app runs (" +
    vite.files.map((f) => `\`${f.replace(/-[\w-]{8}\.js$/, ".js")}\``).join(", ") +
    "); the chunks Vite splits off at the package's dynamic imports (family adapters, hub services, the",
    "`/config/all` schemas, the Stellar activation) load only when a page calls into them, which this app's quote and",
    "swap from Base do not. Bytes credited through Vite's source map and the package's own maps; gzipped alone as above.",
    "",
    "| package or folder | minified | share | gzipped alone | largest sources |",
    "|---|---|---|---|---|",
    ...vite.breakdown.map((r) =>
      `| ${r.group} | ${kb(r.raw)} | ${(100 * r.raw / total).toFixed(1)}% | ${kb(r.gzip)} | ${
        r.top.map(([s, n]) => `${s} ${kb(n)}`).join(", ")
      } |`
    ),
    "",
  ];
}

function table(
  rows: Row[],
  took: number,
  parts: readonly BreakdownRow[],
  own: readonly BreakdownRow[],
  vite: ViteApp | undefined,
): string {
  const lines = [
    "# Browser bundle sizes",
    "",
    `Generated by \`deno task bench:size\` on ${new Date().toISOString()} in ${
      Math.round(took / 1000)
    } s with Deno ${Deno.version.deno}:`,
    "the EVM-only app as a dApp team builds it (Vite from the packed npm package, first row), and every row after it",
    "by `deno bundle --platform=browser --minify --code-splitting` from the source; gzip per chunk (`CompressionStream`).",
    "A row counts the chunks a page loads before the entry runs (static imports); lazily loaded family adapters are",
    "not counted until that family is used (their rows). Sizes in this file are KB = KiB (1,024 bytes). Budget: the",
    `Vite-built EVM-only app at most ${
      bytesAndKB(EVM_APP_BUDGET_BYTES)
    } gzipped (kB = 1,000 bytes, as Vite prints it); it is`,
    `${
      rows[0]?.name === VITE_APP_ROW ? bytesAndKB(rows[0].gzip) : "not measured in this run"
    }. The CI gate (\`.ci/bundle_size\`) fails over that budget and on more than 10% growth of any row over`,
    "`bench/bundle_size_baseline.json`.",
    "",
    "Under `deno bundle`, the EVM app's static closure also holds code that only lazy chunks run (esbuild's spill, `bench/bundle/_spill.ts`):",
    "esbuild keeps code by statement but places a module's kept code by which entries reach the module at all, so a",
    "module the page reaches through `mod.ts`'s re-exports or viem's and zod's barrels brings along whatever part of",
    "it a family adapter or a hub service uses; and viem's `call` (with its deployless and multicall bytecodes) stays",
    'in any page that imports viem, because viem\'s own `import("../../utils/ccip.js")` in `call` is an entry of the',
    "build and ccip calls `call`. The two diagnostic rows bundle the same app with those lazy modules external: the",
    "last one is the code the app's own calls use.",
    "",
    "| bundle | minified | gzipped | chunks | node: imports |",
    "|---|---|---|---|---|",
    ...rows.map((r) =>
      `| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.chunks} | ${r.nodeSpecifiers.join(", ") || "none"} |`
    ),
    "",
    ...viteTable(vite),
    ...breakdownTable(parts, own),
  ];
  return lines.join("\n");
}

if (import.meta.main) {
  const args = new Set(Deno.args);
  const started = performance.now();
  const vite = args.has("--no-vite") ? undefined : await viteEvmApp(ROOT);
  const rows = [
    ...(vite === undefined ? [] : [{
      name: VITE_APP_ROW,
      raw: vite.raw,
      gzip: vite.gzip,
      chunks: vite.files.length,
      nodeSpecifiers: vite.nodeSpecifiers,
    }]),
    ...await measureOurs(),
  ];
  const reference = args.has("--no-reference") ? undefined : await measureReference();
  if (reference) rows.push(reference);
  const parts = args.has("--check") ? [] : await evmAppBreakdown();
  const own = args.has("--check") ? [] : await evmAppBreakdown(await spillModules());
  const took = performance.now() - started;
  if (!args.has("--check")) {
    await Deno.writeTextFile(`${ROOT}bench/BUNDLE_SIZE.md`, table(rows, took, parts, own, vite));
    await Deno.writeTextFile(`${ROOT}bench/bundle_size.json`, JSON.stringify(rows, null, 2) + "\n");
  }
  for (const r of rows) console.log(`${r.name}: ${kb(r.raw)} minified, ${kb(r.gzip)} gzipped`);
  const ours = rows.filter((r) => r !== reference);
  if (args.has("--baseline")) {
    const baseline = Object.fromEntries(ours.map((r) => [r.name, r.gzip]));
    await Deno.writeTextFile(
      `${ROOT}bench/bundle_size_baseline.json`,
      JSON.stringify(baseline, null, 2) + "\n",
    );
    console.log("baseline written: bench/bundle_size_baseline.json");
  }
  if (args.has("--check")) {
    const baseline = JSON.parse(await Deno.readTextFile(`${ROOT}bench/bundle_size_baseline.json`)) as Record<
      string,
      number
    >;
    const budget = budgetReport(ours);
    const failures = [...gateFailures(ours, baseline), ...(budget === undefined ? [] : [budget])];
    for (const f of failures) console.error(`SIZE GATE: ${f}`);
    console.log(failures.length === 0 ? "size gate: pass" : `size gate: ${failures.length} failure(s)`);
    if (failures.length > 0) Deno.exit(1);
  }
}
