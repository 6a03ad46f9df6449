/**
 * The "Error codes" table of docs/spec_choices.md lists exactly the codes of `ERROR_CODES`, each with a "when"
 * and a "what to do"; and the page has one section per rule of issue 19.
 */
import assert from "node:assert/strict";
import { ERROR_CODES } from "../../mod.ts";

const page = await Deno.readTextFile(new URL("../../docs/spec_choices.md", import.meta.url));

Deno.test("docs/spec_choices.md lists every error code once, with when and what to do", () => {
  const section = page.slice(page.indexOf("## Error codes"));
  const rows = [...section.matchAll(/^\| `([A-Z_]+)`\s*\|(.*)\|(.*)\|\s*$/gm)];
  assert.deepEqual(rows.map((r) => r[1]).sort(), [...ERROR_CODES].sort());
  for (const [, code, when, todo] of rows) {
    assert.ok(when.trim().length > 10 && todo.trim().length > 5, code);
  }
});

Deno.test("docs/spec_choices.md has a section for each of the 16 rules", () => {
  for (let i = 1; i <= 16; i++) assert.match(page, new RegExp(`^## ${i}\\. `, "m"), `section ${i}`);
});
