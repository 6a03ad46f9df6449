/**
 * Runs the JSDoc `@example` blocks of the library and the simulator as tests, a few modules in all instead of one
 * module per block (`deno test --doc` starts one module per block, about 0.36 CPU-s each on a 2-core machine,
 * 6.5 minutes for ~950 blocks). Each block becomes one `Deno.test` named `<file>:<line>`: its `import`
 * declarations turn into `await import(...)` of the same modules (relative specifiers resolved against the
 * block's own file, bare ones through the import map), `import type` lines are dropped (the blocks are
 * type-checked by `deno check --doc-only` in `deno task test`), and the body runs as written.
 * @module
 */

/** One fenced `ts` block of a JSDoc comment. */
export interface ExampleBlock {
  /** Repository-relative path of the source file. */
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The block's code, comment stars removed. */
  readonly code: string;
}

const FENCE_OPEN = /^```(ts|typescript|js|javascript|tsx|jsx)(\s.*)?$/;

/** The fenced code blocks inside the `/** … *\/` comments of one source text (`ignore` blocks left out). */
export function extractExamples(file: string, source: string): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  const lines = source.split("\n");
  let inComment = false;
  let open: { line: number; code: string[]; ignore: boolean } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (!inComment) {
      if (raw.trimStart().startsWith("/**")) inComment = true;
      else continue;
    }
    if (raw.includes("*/")) {
      inComment = false;
      open = undefined;
      continue;
    }
    const text = raw.replace(/^\s*\*\s?/, "");
    if (open === undefined) {
      const m = FENCE_OPEN.exec(text.trim());
      if (m) open = { line: i + 1, code: [], ignore: (m[2] ?? "").includes("ignore") };
    } else if (text.trim() === "```") {
      if (!open.ignore) blocks.push({ file, line: open.line, code: open.code.join("\n") });
      open = undefined;
    } else open.code.push(text);
  }
  return blocks;
}

/** The fenced code blocks of a Markdown text that `deno test --doc` runs (`ignore` blocks left out). */
export function extractMarkdownExamples(file: string, source: string): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  const lines = source.split("\n");
  let open: { line: number; code: string[]; ignore: boolean; indent: string } | undefined;
  let otherFence = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const trimmed = raw.trim();
    if (open === undefined) {
      if (!trimmed.startsWith("```")) continue;
      if (otherFence) {
        if (trimmed === "```") otherFence = false;
        continue;
      }
      const m = FENCE_OPEN.exec(trimmed);
      if (m) {
        open = {
          line: i + 1,
          code: [],
          ignore: (m[2] ?? "").includes("ignore"),
          indent: /^\s*/.exec(raw)![0],
        };
      } else otherFence = true;
    } else if (trimmed === "```") {
      if (!open.ignore) blocks.push({ file, line: open.line, code: open.code.join("\n") });
      open = undefined;
    } else open.code.push(raw.startsWith(open.indent) ? raw.slice(open.indent.length) : raw);
  }
  return blocks;
}

const IMPORT_DECL =
  /^\s*import\s+(type\s+)?([\s\S]*?)\s*from\s*["']([^"']+)["'];?|^\s*import\s*["']([^"']+)["'];?/gm;

/** The module a block's specifier names: relative ones against the block's file, others unchanged. */
function resolveSpecifier(specifier: string, fileUrl: URL): string {
  return specifier.startsWith(".") ? new URL(specifier, fileUrl).href : specifier;
}

/** One import clause (`a`, `* as ns`, `{ a, b as c, type T }`, `a, { b }`) as `const` bindings of `mod`. */
function bindClause(clause: string, mod: string): string {
  const out: string[] = [];
  const named = /\{([\s\S]*)\}/.exec(clause);
  const head = clause.replace(/\{[\s\S]*\}/, "").replace(/,\s*$/, "").trim().replace(/,$/, "").trim();
  for (const part of head.split(",").map((p) => p.trim()).filter(Boolean)) {
    const ns = /^\*\s+as\s+(\w+)$/.exec(part);
    out.push(ns ? `const ${ns[1]} = ${mod};` : `const ${part} = ${mod}.default;`);
  }
  if (named) {
    const names = named[1]!.split(",").map((n) => n.trim()).filter((n) => n && !n.startsWith("type "))
      .map((n) => n.replace(/^(\S+)\s+as\s+(\S+)$/, "$1: $2"));
    if (names.length > 0) out.push(`const { ${names.join(", ")} } = ${mod};`);
  }
  return out.join(" ");
}

/** A block's code with its imports turned into dynamic imports, ready to run inside an async function. */
export function toRunnable(block: ExampleBlock, root: URL): string {
  const fileUrl = new URL(block.file, root);
  let n = 0;
  return block.code.replace(IMPORT_DECL, (_all, typeOnly, clause, from, bare) => {
    if (bare !== undefined) return `await import(${JSON.stringify(resolveSpecifier(bare, fileUrl))});`;
    if (typeOnly) return "";
    const mod = `__m${n++}`;
    return `const ${mod} = await import(${JSON.stringify(resolveSpecifier(from, fileUrl))}); ${
      bindClause(clause, mod)
    }`;
  }).replace(/^(\s*)export\s+(?=(const|let|function|class|async|interface|type)\b)/gm, "$1");
}

async function sourceFiles(root: URL, path: string, ext: string, out: string[]): Promise<void> {
  const info = await Deno.stat(new URL(path, root));
  if (info.isFile) {
    if (path.endsWith(ext)) out.push(path);
    return;
  }
  for await (const entry of Deno.readDir(new URL(`${path}/`, root))) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    await sourceFiles(root, `${path}/${entry.name}`, ext, out);
  }
}

/**
 * Registers one `Deno.test` per JSDoc example under `paths` (repository-relative folders or files). The blocks of
 * all files are compiled into one module, imported once.
 */
export function registerExamples(paths: readonly string[]): Promise<number> {
  return register(paths, ".ts", extractExamples);
}

/**
 * Registers one `Deno.test` per TypeScript or JavaScript code block of the Markdown files under `paths`, as
 * `deno test --doc` would run them, in one module.
 */
export function registerMarkdownExamples(paths: readonly string[]): Promise<number> {
  return register(paths, ".md", extractMarkdownExamples);
}

async function register(
  paths: readonly string[],
  ext: string,
  extract: (file: string, source: string) => ExampleBlock[],
): Promise<number> {
  const root = new URL("../../", import.meta.url);
  const files: string[] = [];
  for (const path of paths) await sourceFiles(root, path, ext, files);
  const blocks: ExampleBlock[] = [];
  for (const file of files.sort()) {
    blocks.push(...extract(file, await Deno.readTextFile(new URL(file, root))));
  }
  const body = blocks.map((block, i) =>
    `export async function example${i}() {\n${toRunnable(block, root)}\n}`
  ).join("\n");
  const module = await import(`data:application/typescript;base64,${encodeBase64(body)}`);
  blocks.forEach((block, i) => {
    Deno.test(`${block.file}:${block.line}`, () => module[`example${i}`]());
  });
  return blocks.length;
}

function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
