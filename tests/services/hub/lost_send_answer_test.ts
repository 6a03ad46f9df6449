/**
 * Nothing lost: when a source chain accepts a hub-service transaction but its answer to the send never reaches the
 * client, the failure still names the transaction (`context.srcTxHash`) so the user can follow it up.
 * @module
 */
import assert from "node:assert/strict";
import { Keypair as SolanaKeypair } from "@solana/web3.js";
import { Keypair as StellarKeypair } from "@stellar/stellar-sdk";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { createKeypairSolanaWallet } from "../../../chains/solana/wallet_private_key.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { createSimulatorApp, type SimFetch } from "../../../simulator/mod.ts";

/** A simulator whose `sendTransaction` answers on `path` are lost after the node applied them. */
function lossyWorld(path: string) {
  const sim = createSimulatorApp({ preset: "instant" });
  const fetch: SimFetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = typeof init?.body === "string" ? init.body : "";
    if (url.includes(path) && body.includes('"sendTransaction"')) {
      await (await sim.fetch(input, init)).body?.cancel();
      throw new TypeError("error sending request: connection reset (test)");
    }
    return sim.fetch(input, init);
  };
  const config = new ConfigService(sim.clientConfig);
  const deps: ServiceDeps = {
    config,
    backendApi: {} as ServiceDeps["backendApi"],
    spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch }),
    hub: new HubProvider(() => config.instanceConfig.hub, { fetch }),
    fetch,
    sleep: () => Promise.resolve(),
  };
  return { sim, deps };
}

Deno.test("a Solana supply whose send answer is lost fails with the srcTxHash the node recorded", async () => {
  const { sim, deps } = lossyWorld("/solana");
  try {
    const kp = SolanaKeypair.generate();
    const wallet = createKeypairSolanaWallet(kp);
    if (!wallet.ok) throw wallet.error;
    const r = await new MoneyMarketService(deps).supply({
      srcChainKey: "solana",
      srcAddress: kp.publicKey.toBase58(),
      token: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
      amount: 1_000_000n,
    }, { walletProvider: wallet.value });
    assert.ok(!r.ok);
    const srcTxHash = r.error.context.srcTxHash;
    assert.equal(typeof srcTxHash, "string");
    assert.ok(
      sim.ledger.getSpokeTx("solana", srcTxHash as string),
      "the node recorded the tx the error names",
    );
  } finally {
    sim.close();
  }
});

Deno.test("a Stellar borrow whose send answer is lost fails with the srcTxHash the node recorded", async () => {
  const { sim, deps } = lossyWorld("/soroban");
  try {
    const kp = StellarKeypair.random();
    const wallet = createKeypairStellarWallet(kp);
    if (!wallet.ok) throw wallet.error;
    const r = await new MoneyMarketService(deps).borrow({
      srcChainKey: "stellar",
      srcAddress: kp.publicKey(),
      token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      amount: 1_000n,
      dstChainKey: "0x2105.base",
      dstAddress: "0x00000000000000000000000000000000000000b0",
    }, { walletProvider: wallet.value });
    assert.ok(!r.ok);
    const srcTxHash = r.error.context.srcTxHash;
    assert.match(String(srcTxHash), /^[0-9a-f]{64}$/);
    assert.ok(
      sim.ledger.getSpokeTx("stellar", srcTxHash as string),
      "the node recorded the tx the error names",
    );
  } finally {
    sim.close();
  }
});
