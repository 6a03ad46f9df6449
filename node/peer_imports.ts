/**
 * Rewrites the bundle's named imports of optional peer packages (the chain family SDKs) into namespace imports
 * checked on load: `import { A, B as C } from "pkg";` becomes
 * `import * as __peer0 from "pkg"; const { A, B: C } = __xswapPeer(__peer0, "pkg", ["A", "B"]);`.
 *
 * Why: a bundler that meets a missing optional peer substitutes an empty module (Vite in production: `export
 * default {}`), and a *named* import of an empty module fails the whole app's build ("PublicKey is not exported"),
 * even for an EVM-only app that never loads the family. A namespace import builds; on load the check throws
 * `Cannot find package 'pkg'` (code `ERR_MODULE_NOT_FOUND`), which the lazy family loader turns into
 * `CHAIN_SDK_MISSING`. In Node the import of a missing package fails as before, with the same code.
 * @module
 */

/** The check each rewritten file defines once. */
const CHECK = "const __xswapPeer = (ns, pkg, names) => {\n" +
  "  for (const name of names) {\n" +
  "    if (!(name in ns)) {\n" +
  "      throw Object.assign(new Error(`Cannot find package '${pkg}' (no export ${name}): it is not installed`), " +
  '{ code: "ERR_MODULE_NOT_FOUND" });\n' +
  "    }\n" +
  "  }\n" +
  "  return ns;\n" +
  "};\n";

const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";?[ \t]*$/gm;

/**
 * Rewrites one bundled file.
 *
 * @param text the file's code
 * @param isPeer tells whether an import specifier belongs to an optional peer package
 * @returns the rewritten code and how many imports were rewritten
 */
export function rewritePeerImports(
  text: string,
  isPeer: (specifier: string) => boolean,
): { text: string; rewritten: number } {
  let n = 0;
  const out = text.replace(NAMED_IMPORT, (line, list: string, specifier: string) => {
    if (!isPeer(specifier)) return line;
    const bindings = list.split(",").map((s) => s.trim()).filter((s) => s !== "").map((s) => {
      const m = /^(\S+)(?:\s+as\s+(\S+))?$/.exec(s);
      if (!m) throw new Error(`cannot rewrite import binding "${s}" of ${specifier}`);
      return { name: m[1], local: m[2] ?? m[1] };
    });
    const ns = `__peer${n++}`;
    const pattern = bindings.map((b) => (b.name === b.local ? b.name : `${b.name}: ${b.local}`)).join(", ");
    const names = JSON.stringify(bindings.map((b) => b.name));
    return `import * as ${ns} from "${specifier}";\n` +
      `const { ${pattern} } = __xswapPeer(${ns}, ${JSON.stringify(specifier)}, ${names});`;
  });
  if (n === 0) return { text, rewritten: 0 };
  // Before the first use (a const is not hoisted); the imports after it are hoisted by ESM anyway.
  const lines = out.split("\n");
  lines.splice(lines.findIndex((l) => l.includes("= __xswapPeer(")), 0, CHECK.trimEnd());
  return { text: lines.join("\n"), rewritten: n };
}
