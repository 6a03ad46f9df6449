import assert from "node:assert/strict";
import { extractExamples, toRunnable } from "./jsdoc_examples.ts";

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
