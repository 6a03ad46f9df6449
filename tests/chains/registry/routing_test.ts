/** Spoke routing by chain family: every chain key routes to an adapter of its family. */
import assert from "node:assert/strict";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { ALL_CHAIN_KEYS, getChainType } from "../../../core/chains/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";

const router = createSpokeRouter(() => DEFAULT_CLIENT_CONFIG.chains);

Deno.test("adapter() routes solana and stellar to their family adapters", () => {
  const solana = router.adapter("solana");
  assert.ok(solana.ok && solana.value.family === "SOLANA" && solana.value.chainKey === "solana");
  const stellar = router.adapter("stellar");
  assert.ok(stellar.ok && stellar.value.family === "STELLAR" && stellar.value.chainKey === "stellar");
  assert.ok(solana.value.isValidAddress("11111111111111111111111111111111"));
  assert.ok(stellar.value.isValidAddress(DEFAULT_CLIENT_CONFIG.chains.stellar.addresses.assetManager));
});

Deno.test("adapter() routes every chain key to an adapter of its family, the non-EVM SDK families lazily", () => {
  for (const key of ALL_CHAIN_KEYS) {
    const r = router.adapter(key);
    assert.ok(r.ok, key);
    assert.equal(r.value.family, getChainType(key), key);
    assert.equal(r.value.chainKey, key);
  }
});

Deno.test("adapter() builds one adapter per chain configuration and rebuilds after the configuration changes", () => {
  let chains = DEFAULT_CLIENT_CONFIG.chains;
  const r = createSpokeRouter(() => chains);
  const first = r.adapter("solana");
  assert.ok(first.ok);
  const again = r.adapter("solana");
  assert.ok(again.ok && again.value === first.value);
  chains = { ...chains, solana: { ...chains.solana, rpcUrl: "http://other.test" } };
  const rebuilt = r.adapter("solana");
  assert.ok(rebuilt.ok && rebuilt.value !== first.value);
});

Deno.test("adapter() refuses an unknown chain key with UNKNOWN_CHAIN_KEY", () => {
  const r = router.adapter("atlantis");
  assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
});
