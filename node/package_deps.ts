/**
 * The npm dependencies of the Node build, split the way an EVM-only app needs them: `dependencies` are the packages
 * the core entries (`.`, `./wire`, `./chains/evm`, `./chains/icon`) import statically, walked through the bundle's
 * chunks; every other package the bundle imports belongs to a lazily loaded chain family and becomes an optional
 * peer dependency (`peerDependenciesMeta[name].optional`), with the range and family of `FAMILY_SDKS`. A package
 * that is neither is a build error, so a new family import cannot slip into the hard dependencies unseen.
 * @module
 */
import { FAMILY_SDKS } from "../chains/spoke/family_sdks.ts";

/** The dependency fields of dist/package.json. */
export interface PackageDeps {
  /** Installed with the package. */
  dependencies: Record<string, string>;
  /** The family SDKs, optional. */
  peerDependencies: Record<string, string>;
  /** `{ name: { optional: true } }` for every peer. */
  peerDependenciesMeta: Record<string, { optional: true }>;
  /** What is wrong (empty when the split is clean). */
  problems: string[];
}

/** Static `import`/`export ... from "x"` and bare `import "x"` (never a dynamic `import()`). */
const STATIC_IMPORT = /^\s*(?:import|export)\b(?:[^;"'()]*?\bfrom)?\s*"([^"]+)"/gm;

/**
 * Splits the bundle's npm imports into hard dependencies and optional family peers.
 *
 * @param distDir the bundle folder (file URL ending in `/`)
 * @param coreEntries the entry files whose static imports are hard dependencies (relative to `distDir`)
 * @param used every npm package the bundle imports
 * @param ranges npm package -> range, from deno.json
 * @returns the three package.json fields and the problems found
 */
export async function splitDependencies(
  distDir: URL,
  coreEntries: readonly string[],
  used: ReadonlySet<string>,
  ranges: ReadonlyMap<string, string>,
): Promise<PackageDeps> {
  const hard = new Set<string>();
  const seen = new Set<string>();
  const visit = async (file: URL): Promise<void> => {
    if (seen.has(file.href)) return;
    seen.add(file.href);
    const text = await Deno.readTextFile(file);
    for (const m of text.matchAll(STATIC_IMPORT)) {
      if (m[1].startsWith(".")) await visit(new URL(m[1], file));
      else if (!m[1].startsWith("node:")) hard.add(packageName(m[1]));
    }
  };
  for (const entry of coreEntries) await visit(new URL(entry, distDir));
  const familyOf = new Map(
    Object.entries(FAMILY_SDKS).flatMap(([family, sdk]) =>
      sdk.packages.map((p) => [p.name, { family, ...p }])
    ),
  );
  const out: PackageDeps = { dependencies: {}, peerDependencies: {}, peerDependenciesMeta: {}, problems: [] };
  for (const name of [...used].sort()) {
    const family = familyOf.get(name);
    if (hard.has(name)) {
      out.dependencies[name] = ranges.get(name) ?? "*";
    } else if (family) {
      out.peerDependencies[name] = family.range;
      out.peerDependenciesMeta[name] = { optional: true };
    } else {
      out.problems.push(`${name} is imported only by lazily loaded code but is in no family of FAMILY_SDKS`);
    }
  }
  return out;
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
