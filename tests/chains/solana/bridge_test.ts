/**
 * A bridge from Solana (USDC on Solana -> USDC on Base, one hub vault) through `XSwap.bridge.bridge` against the
 * in-process simulator, as the platform's `BridgeService` bridges from Solana: raw (the platform's raw shape
 * `{from, to: asset manager program, value: amount, data: unsigned tx}`) and sent (the asset manager's deposit
 * carrying `keccak256` of the bridge's hub call list, relayed with the list, executed on the hub).
 */
import assert from "node:assert/strict";
import { Keypair, VersionedTransaction } from "@solana/web3.js";
import { keccak256 } from "viem";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { createKeypairSolanaWallet } from "../../../chains/solana/wallet_private_key.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";

const RECIPIENT = "0x00000000000000000000000000000000000000b0";

function paramsOf(client: Parameters<Parameters<typeof withSwapWorld>[0]>[0]["client"], srcAddress: string) {
  const usdc = (key: "solana" | "0x2105.base") =>
    client.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")!.address;
  return {
    srcChainKey: "solana" as const,
    srcAsset: usdc("solana"),
    amount: 3_000_000n,
    dstChainKey: "0x2105.base" as const,
    dstAsset: usdc("0x2105.base"),
    recipient: RECIPIENT,
    srcAddress,
  };
}

Deno.test("bridge() from Solana with raw: true returns the platform's raw shape: the unsigned deposit to the asset manager", async () => {
  await withSwapWorld(async ({ client, sim, settle }) => {
    const user = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey.toBase58();
    const r = await settle(client.bridge.bridge({ params: paramsOf(client, user), raw: true }));
    assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
    assert.ok(r.value.raw === true && "from" in r.value.tx);
    const { tx, relayData } = r.value;
    assert.equal(tx.from, user);
    const chain = client.instanceConfig.chains.solana;
    assert.equal(tx.to, chain.addresses.assetManager);
    assert.equal(tx.value, 3_000_000n);
    const parsed = VersionedTransaction.deserialize(Uint8Array.from(atob(tx.data), (c) => c.charCodeAt(0)));
    assert.equal(parsed.message.staticAccountKeys[0].toBase58(), user, "the user pays the fees");
    const calls = decodeContractCalls(relayData.payload as `0x${string}`);
    assert.ok(calls.ok && calls.value.length > 0);
    assert.equal(sim.ledger.counters.spokeTx.applied, 0, "nothing sent");
  });
});

Deno.test("bridge() from Solana deposits, and the relayed packet runs the bridge's call list on the hub", async () => {
  await withSwapWorld(async ({ client, sim, settle }) => {
    const keypair = Keypair.fromSeed(new Uint8Array(32).fill(8));
    const wallet = createKeypairSolanaWallet(keypair);
    if (!wallet.ok) throw wallet.error;
    const params = paramsOf(client, keypair.publicKey.toBase58());
    // The bridge service's wallet type names the EVM wallet; the source adapter signs with it as a Solana wallet.
    const walletProvider = wallet.value as unknown as EvmWalletProvider;
    const r = await settle(client.bridge.bridge({ params, walletProvider }));
    assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
    assert.ok(!("raw" in r.value));
    const tx = sim.ledger.getSpokeTx("solana", r.value.srcTxHash);
    assert.equal(tx?.deposit?.amount, 3_000_000n);
    assert.equal(tx?.deposit?.token, params.srcAsset);
    const [packet] = sim.ledger.packetsFor(String(getIntentRelayChainId("solana")), r.value.srcTxHash);
    assert.equal(packet?.dst_tx_hash, r.value.dstTxHash);
    assert.equal(
      keccak256(packet?.payload as `0x${string}`),
      keccak256(tx?.deposit?.hubCalls as `0x${string}`),
    );
  });
});
