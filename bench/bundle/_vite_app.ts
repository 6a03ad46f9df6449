/**
 * The EVM-only app as a dApp team builds it: the npm package (`deno task build:node`, `npm pack`) installed into a
 * fresh npm project beside Vite 7, `bench/bundle/evm_app.ts` with its imports pointed at `@xswap/client`, and
 * `vite build`. What a page downloads before the app runs is the entry chunk and the chunks `index.html`
 * preloads; the chunks Vite splits off at the package's dynamic imports (family adapters, hub services, the
 * `/config/all` schemas, the Stellar activation) load only when a page calls into them, which this app's
 * quote and swap from Base do not. Each byte of those chunks is credited to its source through Vite's source
 * map and, for the package's chunks, through the package's own maps (built with `--sourcemap` here only).
 * Needs npm and the npm registry (or npm's cache).
 * @module
 */
import { type BreakdownRow, breakdownRows, decodeVlq, groupOf, shortName } from "./_breakdown.ts";
import { gzipSize, measure } from "./_chunks.ts";

/** The Vite row: sizes of the chunks loaded before the app runs, and their breakdown. */
export interface ViteApp {
  raw: number;
  gzip: number;
  files: string[];
  nodeSpecifiers: string[];
  breakdown: BreakdownRow[];
  viteVersion: string;
}

const NPM_ENV = {
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_update_notifier: "false",
  npm_config_prefer_offline: "true",
  npm_config_loglevel: "error",
};

async function run(cmd: string, args: string[], cwd: string): Promise<string> {
  const out = await new Deno.Command(cmd, { args, cwd, env: NPM_ENV, stdout: "piped", stderr: "piped" })
    .output();
  const text = new TextDecoder().decode(out.stdout);
  if (!out.success) {
    throw new Error(`${cmd} ${args.join(" ")} failed:\n${text}\n${new TextDecoder().decode(out.stderr)}`);
  }
  return text;
}

/** Segments of one source map: per generated line, `[column, source index, original line, original column]`. */
type Segments = Array<Array<[number, number, number, number] | [number]>>;

function segmentsOf(mappings: string): Segments {
  let source = 0, line = 0, column = 0;
  return mappings.split(";").map((group) => {
    let gen = 0;
    const out: Array<[number, number, number, number] | [number]> = [];
    for (const s of group.split(",")) {
      if (s === "") continue;
      const v = decodeVlq(s);
      gen += v[0];
      if (v.length < 4) {
        out.push([gen]);
        continue;
      }
      source += v[1];
      line += v[2];
      column += v[3];
      out.push([gen, source, line, column]);
    }
    return out;
  });
}

interface LoadedMap {
  sources: string[];
  segments: Segments;
}

async function loadMap(path: string): Promise<LoadedMap | undefined> {
  try {
    const map = JSON.parse(await Deno.readTextFile(path)) as { sources: string[]; mappings: string };
    return { sources: map.sources, segments: segmentsOf(map.mappings) };
  } catch {
    return undefined;
  }
}

/** The source of `(line, column)` of a generated file through its map (the last segment at or before it). */
function sourceAt(map: LoadedMap, line: number, column: number): string | undefined {
  const segs = map.segments[line] ?? [];
  let hit: [number, number, number, number] | [number] | undefined;
  for (const s of segs) {
    if (s[0] > column) break;
    hit = s;
  }
  return hit !== undefined && hit.length === 4 ? map.sources[hit[1]] : undefined;
}

/** `viem@2.57.20` for a Vite source under `node_modules/viem/...`, read from that package's package.json. */
async function packageLabel(app: string, source: string, cache: Map<string, string>): Promise<string> {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (m === null) return shortName(source);
  const known = cache.get(m[1]);
  if (known !== undefined) return known;
  let label = m[1];
  try {
    const pkg = JSON.parse(await Deno.readTextFile(`${app}/node_modules/${m[1]}/package.json`));
    label = `${m[1]}@${pkg.version}`;
  } catch {
    // keep the bare name
  }
  cache.set(m[1], label);
  return label;
}

async function breakdownOf(app: string, dir: string, files: readonly string[]): Promise<BreakdownRow[]> {
  const pkgDir = `${app}/node_modules/@xswap/client/`;
  const inner = new Map<string, LoadedMap | undefined>();
  const labels = new Map<string, string>();
  const groups = new Map<string, Map<string, string[]>>();
  const credit = (group: string, source: string, piece: string) => {
    const g = groups.get(group) ?? new Map<string, string[]>();
    const list = g.get(source) ?? [];
    list.push(piece);
    g.set(source, list);
    groups.set(group, g);
  };
  for (const file of files) {
    const code = await Deno.readTextFile(`${dir}/${file}`);
    const map = await loadMap(`${dir}/${file}.map`);
    if (map === undefined) throw new Error(`no source map for ${file}`);
    const lines = code.split("\n");
    for (let i = 0; i < map.segments.length; i++) {
      const segs = map.segments[i], line = lines[i] ?? "";
      for (let k = 0; k < segs.length; k++) {
        const s = segs[k];
        const piece = line.slice(s[0], k + 1 < segs.length ? segs[k + 1][0] : line.length);
        if (s.length !== 4) {
          credit("(glue)", "(glue)", piece);
          continue;
        }
        const source = map.sources[s[1]];
        const own = /node_modules\/@xswap\/client\/(.+\.js)$/.exec(source);
        if (own === null) {
          credit(await packageLabel(app, source, labels), source, piece);
          continue;
        }
        if (!inner.has(own[1])) inner.set(own[1], await loadMap(`${pkgDir}${own[1]}.map`));
        const innerMap = inner.get(own[1]);
        const original = innerMap === undefined ? undefined : sourceAt(innerMap, s[2], s[3]);
        if (original === undefined) credit("@xswap/client (unmapped)", own[1], piece);
        else credit(groupOf(original), original, piece);
      }
    }
  }
  return await breakdownRows(
    groups,
    gzipSize,
    (s) => shortName(s).replace(/^.*node_modules\/(?:@[^/]+\/)?[^/]+\/(?:_esm\/)?/, ""),
  );
}

/** The entry chunk and the chunks `index.html` preloads, as paths relative to the build's `dist/`. */
function initialChunks(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)) out.add(m[1]);
  return [...out];
}

/**
 * Builds and measures the EVM-only app with Vite from the packed package.
 *
 * @param root the repository root (absolute, with a trailing slash)
 * @returns the row, or throws when npm or the build fails
 * @example
 * ```ts ignore
 * const vite = await viteEvmApp("/path/to/repo/");
 * console.log(vite.gzip);
 * ```
 */
export async function viteEvmApp(root: string): Promise<ViteApp> {
  const work = await Deno.makeTempDir({ prefix: "bundle-size-vite-" });
  try {
    await run(Deno.execPath(), [
      "run",
      "--allow-read",
      "--allow-write=dist",
      "--allow-run",
      "--allow-env",
      "node/build.ts",
      "--sourcemap",
    ], root);
    const tgz = (await run("npm", ["pack", "./dist", "--pack-destination", work], root)).trim().split("\n")
      .at(-1)!;
    const app = `${work}/app`;
    await Deno.mkdir(`${app}/web`, { recursive: true });
    await Deno.writeTextFile(
      `${app}/package.json`,
      '{ "name": "evm-app", "private": true, "type": "module" }\n',
    );
    await run("npm", ["i", `../${tgz}`, "vite@7"], app);
    const source = (await Deno.readTextFile(`${root}bench/bundle/evm_app.ts`))
      .replace('"../../chains/evm/mod.ts"', '"@xswap/client/chains/evm"')
      .replace('"../../mod.ts"', '"@xswap/client"');
    await Deno.writeTextFile(`${app}/web/evm_app.ts`, source);
    await Deno.writeTextFile(
      `${app}/web/main.ts`,
      'import { evmApp } from "./evm_app.ts";\n' +
        "(globalThis as { run?: unknown }).run = evmApp;\n",
    );
    await Deno.writeTextFile(
      `${app}/web/index.html`,
      '<!doctype html>\n<html><body><script type="module" src="./main.ts"></script></body></html>\n',
    );
    await run("npx", ["vite", "build", "web", "--sourcemap"], app);
    const dist = `${app}/web/dist`;
    const files = initialChunks(await Deno.readTextFile(`${dist}/index.html`));
    const sizes = await measure(dist, files);
    const viteVersion = JSON.parse(await Deno.readTextFile(`${app}/node_modules/vite/package.json`)).version;
    return {
      raw: sizes.raw,
      gzip: sizes.gzip,
      files,
      nodeSpecifiers: sizes.nodeSpecifiers,
      breakdown: await breakdownOf(app, dist, files),
      viteVersion,
    };
  } finally {
    await Deno.remove(work, { recursive: true }).catch(() => undefined);
    // dist/ was built with source maps for the breakdown; the package is built without them
    await Deno.remove(`${root}dist`, { recursive: true }).catch(() => undefined);
  }
}
