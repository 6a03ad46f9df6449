/** A family whose SDK package is not installed answers CHAIN_SDK_MISSING naming the package, never a crash. */
import assert from "node:assert/strict";
import { createLazySpokeAdapter } from "../../../chains/spoke/lazy_adapter.ts";
import { FAMILY_SDKS, installCommand } from "../../../chains/spoke/family_sdks.ts";
import { sdkLoadFailure } from "../../../chains/spoke/sdk_load_failure.ts";

/** The error Node's ESM loader rejects a dynamic import with when a bare package is not installed. */
function nodeNotFound(pkg: string, from = "/app/node_modules/@xswap/client/adapter-X.js"): Error {
  return Object.assign(new Error(`Cannot find package '${pkg}' imported from ${from}`), {
    code: "ERR_MODULE_NOT_FOUND",
  });
}

Deno.test("a Solana adapter without @solana/web3.js fails with CHAIN_SDK_MISSING naming the package, range and command", async () => {
  let loads = 0;
  const adapter = createLazySpokeAdapter({
    chainKey: "solana",
    family: "SOLANA",
    isValidAddress: () => true,
    load: () => {
      loads++;
      return Promise.reject(nodeNotFound("@solana/web3.js"));
    },
  });
  const r = await adapter.getBalance(
    "11111111111111111111111111111111",
    "So11111111111111111111111111111111111111112",
  );
  assert.ok(!r.ok);
  assert.equal(r.error.code, "CHAIN_SDK_MISSING");
  assert.deepEqual(r.error.context, {
    chainKey: "solana",
    family: "SOLANA",
    package: "@solana/web3.js",
    range: "^1.99.0",
    install: "npm i @solana/web3.js@^1.99.0 buffer@^6.0.3",
    node: ">=20",
  });
  assert.match(r.error.message, /@solana\/web3\.js is not installed/);
  const again = await adapter.getBalance("11111111111111111111111111111111", "x");
  assert.ok(!again.ok && again.error.code === "CHAIN_SDK_MISSING" && loads === 2, "a failed load is retried");
});

Deno.test("sdkLoadFailure reads the missing package from Node, Deno and bundler messages", () => {
  const cases: [Error, string, string][] = [
    [nodeNotFound("@mysten/sui"), "SUI", "@mysten/sui"],
    [
      new Error(
        "Could not find a matching package for 'npm:near-api-js@^7.3.1' in the node_modules directory.",
      ),
      "NEAR",
      "near-api-js",
    ],
    [
      new Error(`Failed to resolve import "@stacks/network/dist/x" from "src/main.ts".`),
      "STACKS",
      "@stacks/network",
    ],
    [
      Object.assign(new Error("Cannot find module '@scure/btc-signer'"), { code: "MODULE_NOT_FOUND" }),
      "BITCOIN",
      "@scure/btc-signer",
    ],
  ];
  for (const [cause, family, pkg] of cases) {
    const e = sdkLoadFailure(cause, { family: family as "SUI", action: "use it" });
    assert.equal(e.code, "CHAIN_SDK_MISSING", cause.message);
    assert.equal(e.context.package, pkg);
    assert.equal(e.cause, cause);
  }
});

Deno.test("sdkLoadFailure keeps UNSUPPORTED_CHAIN_OPERATION for a missing transitive package, another family's or a non-module failure", () => {
  const causes: [unknown, "NEAR" | "EVM"][] = [
    [nodeNotFound("borsh", "/app/node_modules/near-api-js/lib/index.js"), "NEAR"],
    [nodeNotFound("@solana/web3.js"), "NEAR"],
    [new TypeError("Failed to fetch dynamically imported module: https://app.test/adapter.js"), "NEAR"],
    ["not an error", "NEAR"],
    [nodeNotFound("viem"), "EVM"],
  ];
  for (const [cause, family] of causes) {
    const e = sdkLoadFailure(cause, { family, chainKey: "near", action: "use chain near" });
    assert.equal(e.code, "UNSUPPORTED_CHAIN_OPERATION", String(cause));
    assert.deepEqual(e.context, { chainKey: "near", family });
  }
});

Deno.test("FAMILY_SDKS ranges are the ranges of deno.json's imports", async () => {
  const denoJson = JSON.parse(await Deno.readTextFile(new URL("../../../deno.json", import.meta.url)));
  for (const [family, sdk] of Object.entries(FAMILY_SDKS)) {
    for (const { name, range } of sdk.packages) {
      assert.equal(denoJson.imports[name], `npm:${name}@${range}`, `${family} ${name}`);
    }
  }
});

Deno.test("docs/node.md's family table gives each family's install command and Node minimum from FAMILY_SDKS", async () => {
  const page = await Deno.readTextFile(new URL("../../../docs/node.md", import.meta.url));
  for (const family of Object.keys(FAMILY_SDKS) as (keyof typeof FAMILY_SDKS)[]) {
    const row = page.split("\n").find((l) => l.includes(`\`${installCommand(family)}\``));
    assert.ok(row, `docs/node.md has no row installing ${family} with ${installCommand(family)}`);
    const node = FAMILY_SDKS[family].node.replace(/^>=/, "").replace(/\.0$/, "");
    assert.ok(row.split("|")[3].trim() === node, `${family}: Node ${node} in "${row}"`);
  }
});
