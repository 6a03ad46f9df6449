/**
 * Per-module size report of a bundle: reads each chunk's external source map and credits every minified byte to
 * the source it came from, then groups the sources by npm package (`zod@4.6.7`) or by our own top folder
 * (`core/config`). The gzipped column compresses each group's bytes alone, so it estimates what removing the
 * group would save (the groups' gzipped sizes do not add up to the bundle's).
 * @module
 */

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Decodes one source-map segment (base64 VLQ) into its numbers.
 *
 * @param segment e.g. `AAAA`
 * @returns the decoded fields
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeVlq } from "./_breakdown.ts";
 * assert.deepEqual(decodeVlq("AACA"), [0, 0, 1, 0]);
 * assert.deepEqual(decodeVlq("gBD"), [16, -1]);
 * ```
 */
export function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0, shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >> 1) : value >> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/**
 * The group a source belongs to: `name@version` for an npm package in Deno's `node_modules/.deno`, else the
 * first two path segments under the repository root (`core/config`), or the file at the top.
 *
 * @param source a source path from the map
 * @returns the group's label
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { groupOf } from "./_breakdown.ts";
 * assert.equal(groupOf("../node_modules/.deno/zod@4.6.7/node_modules/zod/v4/core/api.js"), "zod@4.6.7");
 * assert.equal(groupOf("../core/config/_default_tokens.ts"), "core/config");
 * ```
 */
export function groupOf(source: string): string {
  const npm = /node_modules\/\.deno\/([^/]+)\//.exec(source);
  if (npm) return npm[1].replace(/^(@[^+]+)\+/, "$1/");
  const parts = shortName(source).split("/");
  return parts.slice(0, Math.min(parts.length, 2)).join("/");
}

const TOP = /(?:^|\/)((?:core|chains|services|bench|simulator|wire)\/.*|mod\.ts)$/;

/**
 * A source's path inside its package (`v4/core/schemas.js`) or the repository (`core/config/_default_tokens.ts`).
 *
 * @param source a source path from the map
 * @returns the short name
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shortName } from "./_breakdown.ts";
 * assert.equal(shortName("../../work/x/core/http/request.ts"), "core/http/request.ts");
 * assert.equal(shortName("../node_modules/.deno/viem@2.57.20/node_modules/viem/_esm/errors/rpc.js"), "errors/rpc.js");
 * ```
 */
export function shortName(source: string): string {
  const npm =
    /node_modules\/\.deno\/[^/]+\/node_modules\/(?:@[^/]+\/)?[^/]+\/(?:_esm\/|dist\/(?:esm\/)?)?(.*)$/
      .exec(source);
  if (npm) return npm[1];
  return TOP.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, "");
}

/** Minified bytes per source of the chunks `files` in `dir` (each with a `.map` beside it). */
export async function bytesBySource(dir: string, files: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const code = await Deno.readTextFile(`${dir}/${file}`);
    const map = JSON.parse(await Deno.readTextFile(`${dir}/${file}.map`)) as {
      sources: string[];
      mappings: string;
    };
    const lines = code.split("\n");
    let source = 0;
    map.mappings.split(";").forEach((group, i) => {
      const line = lines[i] ?? "";
      let column = 0;
      const starts: Array<[number, number | undefined]> = [];
      for (const segment of group.split(",")) {
        if (segment === "") continue;
        const v = decodeVlq(segment);
        column += v[0];
        if (v.length > 1) source += v[1];
        starts.push([column, v.length > 1 ? source : undefined]);
      }
      starts.forEach(([from, src], k) => {
        const to = k + 1 < starts.length ? starts[k + 1][0] : line.length;
        const name = src === undefined ? "(glue)" : map.sources[src];
        const list = out.get(name) ?? [];
        list.push(line.slice(from, to));
        out.set(name, list);
      });
    });
  }
  return out;
}

/** One line of the report. */
export interface BreakdownRow {
  group: string;
  /** Minified bytes credited to the group. */
  raw: number;
  /** The group's bytes gzipped alone. */
  gzip: number;
  /** Its largest sources with their minified bytes. */
  top: Array<[string, number]>;
}

/** Groups the bytes of `files` (see {@link bytesBySource}) and gzips each group alone, largest first. */
export async function breakdown(
  dir: string,
  files: readonly string[],
  gzipSize: (bytes: Uint8Array) => Promise<number>,
): Promise<BreakdownRow[]> {
  const groups = new Map<string, Map<string, string[]>>();
  for (const [source, pieces] of await bytesBySource(dir, files)) {
    const g = groupOf(source);
    const m = groups.get(g) ?? new Map<string, string[]>();
    m.set(source, pieces);
    groups.set(g, m);
  }
  return await breakdownRows(groups, gzipSize);
}

/**
 * The report's rows of bytes already grouped (group -> source -> pieces of minified code): each group's bytes,
 * gzipped alone, and its three largest sources, largest group first.
 *
 * @param groups the pieces of code by group and source
 * @param gzipSize the gzipped size of some bytes
 * @param name the name a source is listed under @default {@link shortName}
 * @returns the rows
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakdownRows } from "./_breakdown.ts";
 * const groups = new Map([["core/http", new Map([["../core/http/request.ts", ["abc", "de"]]])]]);
 * const rows = await breakdownRows(groups, (b) => Promise.resolve(b.length));
 * assert.deepEqual(rows, [{ group: "core/http", raw: 5, gzip: 5, top: [["core/http/request.ts", 5]] }]);
 * ```
 */
export async function breakdownRows(
  groups: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>,
  gzipSize: (bytes: Uint8Array) => Promise<number>,
  name: (source: string) => string = shortName,
): Promise<BreakdownRow[]> {
  const rows: BreakdownRow[] = [];
  for (const [group, sources] of groups) {
    const text = [...sources.values()].map((p) => p.join("")).join("");
    const bytes = new TextEncoder().encode(text);
    const top = [...sources].map(([s, p]): [string, number] => [
      name(s),
      new TextEncoder().encode(p.join("")).length,
    ]).sort((a, b) => b[1] - a[1]).slice(0, 3);
    rows.push({ group, raw: bytes.length, gzip: await gzipSize(bytes), top });
  }
  return rows.sort((a, b) => b.raw - a.raw);
}
