/** The Node build's optional peer imports: named imports become namespace imports checked on load. */
import assert from "node:assert/strict";
import { rewritePeerImports } from "../../node/peer_imports.ts";
import { sdkLoadFailure } from "../../chains/spoke/sdk_load_failure.ts";

const isPeer = (specifier: string) => specifier.startsWith("@solana/");
const asModule = (code: string) => `data:text/javascript;base64,${btoa(code)}`;

Deno.test("rewritePeerImports turns a peer's named imports into a checked namespace and leaves others alone", () => {
  const source = [
    'import { bytesToHex } from "viem";',
    'import { PublicKey, Transaction as Transaction2 } from "@solana/web3.js";',
    "export const f = () => new PublicKey(bytesToHex(new Uint8Array()));",
  ].join("\n");
  const out = rewritePeerImports(source, isPeer);
  assert.equal(out.rewritten, 1);
  assert.ok(out.text.includes('import { bytesToHex } from "viem";'));
  assert.ok(out.text.includes('import * as __peer0 from "@solana/web3.js";'));
  assert.ok(out.text.includes(
    'const { PublicKey, Transaction: Transaction2 } = __xswapPeer(__peer0, "@solana/web3.js", ["PublicKey","Transaction"]);',
  ));
  assert.deepEqual(rewritePeerImports('import { a } from "viem";', isPeer), {
    text: 'import { a } from "viem";',
    rewritten: 0,
  });
});

Deno.test("a rewritten module loads against the real exports and fails as a missing package against a bundler's stub", async () => {
  const real = asModule("export class PublicKey {}");
  const stub = asModule("export default {};"); // what Vite puts in place of a missing optional peer
  const code = (peer: string) =>
    rewritePeerImports(
      `import { PublicKey } from "${peer}";\nexport const ok = typeof PublicKey;`,
      () => true,
    ).text;
  assert.equal((await import(asModule(code(real)))).ok, "function");
  const failed = await import(asModule(code(stub))).then(() => undefined, (e: unknown) => e);
  assert.ok(failed instanceof Error && (failed as { code?: string }).code === "ERR_MODULE_NOT_FOUND");
  // The message names the missing specifier first, as the family loader reads it.
  const named = rewritePeerImports('import { PublicKey } from "@solana/web3.js";', isPeer).text
    .replace('"@solana/web3.js";', `"${stub}";`)
    .replace(`__xswapPeer(__peer0, "${stub}"`, '__xswapPeer(__peer0, "@solana/web3.js"');
  const e = await import(asModule(named)).then(() => undefined, (e: unknown) => e);
  const r = sdkLoadFailure(e, { family: "SOLANA", chainKey: "solana", action: "use chain solana" });
  assert.equal(r.code, "CHAIN_SDK_MISSING");
  assert.equal(r.context.package, "@solana/web3.js");
});
