/**
 * Issue 19 item 8: the config generator is a parameterised development tool: no machine-specific absolute path in
 * its source, a pure `generateDefaults` that reproduces the packaged files, and it is excluded from publishing.
 */
import assert from "node:assert/strict";
import { generateDefaults } from "../../core/config/_gen/generate.ts";

const root = new URL("../../", import.meta.url);

Deno.test("deno.json publish.exclude keeps every _gen/ generator out of the package", async () => {
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", root))) as {
    publish: { exclude: string[] };
  };
  assert.ok(config.publish.exclude.includes("**/_gen/"), JSON.stringify(config.publish.exclude));
});

Deno.test("the generator source carries no absolute machine path", async () => {
  const source = await Deno.readTextFile(new URL("core/config/_gen/generate.ts", root));
  assert.doesNotMatch(source, /["'`](\/work|\/home|\/tmp|\/Users|[A-Z]:\\\\)/);
});

Deno.test("generateDefaults() is pure and emits both modules with the extra chains", () => {
  const out = generateDefaults({ chains: {} }, { tokens: {} });
  assert.match(out.chains, /export const RAW_PACKAGED_CHAINS/);
  assert.match(out.chains, /"hedera"/);
  assert.match(out.tokens, /export const RAW_PACKAGED_TOKENS/);
});
