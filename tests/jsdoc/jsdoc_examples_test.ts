import assert from "node:assert/strict";
import { extractExamples, extractMarkdownExamples, toRunnable } from "./jsdoc_examples.ts";

const root = new URL("../../", import.meta.url);

Deno.test("extractExamples takes the ts blocks of JSDoc comments and leaves out ignore blocks and plain comments", () => {
  const source = [
    "/**",
    " * Adds.",
    " * ```ts",
    " * const x = 1;",
    " * ```",
    " * ```ts ignore",
    " * never();",
    " * ```",
    " */",
    "// ```ts",
    "// not a jsdoc block",
    "// ```",
  ].join("\n");
  assert.deepEqual(extractExamples("a.ts", source), [{ file: "a.ts", line: 3, code: "const x = 1;" }]);
});

Deno.test("toRunnable turns every import form into a dynamic import resolved against the block's file", () => {
  const code = [
    'import assert from "node:assert/strict";',
    'import * as z from "zod";',
    'import { a, b as c, type T } from "./x.ts";',
    'import type { U } from "./u.ts";',
    'import d, { e } from "../y.ts";',
    'import "./side.ts";',
    "export const f = 1;",
  ].join("\n");
  const out = toRunnable({ file: "core/http/request.ts", line: 1, code }, root);
  const x = new URL("core/http/x.ts", root).href;
  assert.match(out, /const __m0 = await import\("node:assert\/strict"\); const assert = __m0\.default;/);
  assert.match(out, /const z = __m1;/);
  assert.ok(out.includes(`await import("${x}"); const { a, b: c } = __m2;`), out);
  assert.ok(!out.includes("u.ts"));
  assert.ok(out.includes(`const d = __m3.default; const { e } = __m3;`), out);
  assert.ok(
    out.includes(
      `await import("${new URL("core/side.ts", root).href.replace("core/side", "core/http/side")}");`,
    ),
  );
  assert.match(out, /^const f = 1;$/m);
});

Deno.test("a block whose assertion fails makes its test fail", async () => {
  const block = {
    file: "core/result.ts",
    line: 1,
    code: 'import assert from "node:assert/strict";\nassert.equal(1, 2);',
  };
  const source = `export async function run() {\n${toRunnable(block, root)}\n}`;
  const mod = await import(`data:application/typescript,${encodeURIComponent(source)}`);
  await assert.rejects(() => mod.run(), /Expected values to be strictly equal/);
});

Deno.test("extractMarkdownExamples takes the ts and js fences of a page, indented ones too, and leaves out ignore and other fences", () => {
  const page = [
    "# Page",
    "```ts",
    "const a = 1;",
    "```",
    "```sh",
    "echo '```ts'",
    "```",
    "```ts ignore",
    "never();",
    "```",
    "1. A step:",
    "   ```js",
    "   const b = 2;",
    "   ```",
  ].join("\n");
  assert.deepEqual(extractMarkdownExamples("p.md", page), [
    { file: "p.md", line: 2, code: "const a = 1;" },
    { file: "p.md", line: 12, code: "const b = 2;" },
  ]);
});

Deno.test("extractMarkdownExamples finds every runnable fence of README.md and docs/", async () => {
  const pages = ["README.md"];
  const walk = async (dir: string): Promise<void> => {
    for await (const e of Deno.readDir(new URL(dir, root))) {
      if (e.isDirectory) await walk(`${dir}${e.name}/`);
      else if (e.name.endsWith(".md")) pages.push(`${dir}${e.name}`);
    }
  };
  await walk("docs/");
  let fences = 0;
  let found = 0;
  for (const page of pages) {
    const text = await Deno.readTextFile(new URL(page, root));
    fences += text.split("\n").filter((l) =>
      /^\s*```(ts|typescript|js|javascript|tsx|jsx)(\s(?!.*ignore).*)?$/.test(l)
    ).length;
    found += extractMarkdownExamples(page, text).length;
  }
  assert.ok(found >= 50, `only ${found} blocks`);
  assert.equal(found, fences);
});
