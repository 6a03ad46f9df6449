/**
 * The packaged chain and token modules are the generator's output for the reference data in the repository:
 * `deno task gen` on unchanged input changes no byte.
 * @module
 */
import assert from "node:assert/strict";
import { GENERATED_FILES, generateFromFiles } from "../../../core/config/_gen/generate.ts";

const CONFIG_DIR = new URL("../../../core/config/", import.meta.url);

Deno.test("the generator reproduces _default_chains.ts and _default_tokens.ts byte for byte from core/config/_gen", async () => {
  const generated = await generateFromFiles();
  for (const key of ["chains", "tokens"] as const) {
    const committed = await Deno.readTextFile(new URL(GENERATED_FILES[key], CONFIG_DIR));
    assert.ok(
      generated[key] === committed,
      `${GENERATED_FILES[key]} differs from the generator's output: run deno task gen`,
    );
  }
});
