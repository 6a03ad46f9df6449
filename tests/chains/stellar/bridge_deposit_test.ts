/**
 * The Stellar bridge deposit (`chains/stellar/bridge_deposit.ts`) through `xswap.bridge` against the in-process
 * simulator: sent, it is the asset manager's Soroban deposit carrying the bridge's hub call list, relayed to the
 * hub; raw, it is the unsigned envelope. Before it, a bridge from Stellar failed UNSUPPORTED_CHAIN_OPERATION
 * (found by the wire diff, `bridge.stellar`).
 * @module
 */
import assert from "node:assert/strict";
import { Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import { decodeFunctionData, type Hex } from "viem";
import { XSwap } from "../../../mod.ts";
import { assetManagerAbi } from "../../../core/abis/asset_manager.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";

const RECEIVER = "0x2222222222222222222222222222222222222222";

function setup() {
  const sim = createSimulatorApp({ preset: "instant" });
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
  const keypair = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(9));
  const wallet = createKeypairStellarWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const usdc = (chainKey: "stellar" | "0xa4b1.arbitrum") => {
    const t = client.instanceConfig.chains[chainKey].supportedTokens.find((x) => x.symbol === "USDC");
    if (!t) throw new Error(`no USDC on ${chainKey}`);
    return t.address;
  };
  const params = {
    srcChainKey: "stellar" as const,
    srcAsset: usdc("stellar"),
    amount: 1_000_000n,
    dstChainKey: "0xa4b1.arbitrum" as const,
    dstAsset: usdc("0xa4b1.arbitrum"),
    recipient: RECEIVER,
  };
  return { sim, client, keypair, wallet: wallet.value, params };
}

Deno.test("a bridge from Stellar deposits through the asset manager and reaches the hub with the bridge's call list", async () => {
  const { sim, client, wallet, params } = setup();
  try {
    const r = await client.bridge.bridge({ params, walletProvider: wallet });
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.match(r.value.srcTxHash, /^[0-9a-f]{64}$/);
    assert.match(r.value.dstTxHash, /^0x[0-9a-f]{64}$/);
    const calls = decodeContractCalls((r.value.resumeToken.relayData?.payload ?? "0x") as Hex);
    assert.ok(calls.ok);
    // approve, vault deposit, vault withdraw, asset manager transfer to the receiver on Arbitrum
    assert.equal(calls.value.length, 4);
    const send = decodeFunctionData({ abi: assetManagerAbi, data: calls.value[3].data });
    assert.equal(send.args[1], RECEIVER);
    // 1 USDC of 7 decimals on Stellar is 0.1 USDC: 100000 in Arbitrum's 6
    assert.equal(send.args[2], 100_000n);
  } finally {
    sim.close();
  }
});

Deno.test("a raw bridge from Stellar answers the unsigned envelope and sends nothing", async () => {
  const { sim, client, keypair, params } = setup();
  try {
    const r = await client.bridge.bridge({
      params: { ...params, srcAddress: keypair.publicKey() },
      raw: true,
    });
    assert.ok(r.ok && r.value.raw, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    const tx = r.value.tx;
    if (!("from" in tx)) throw new Error("not the summarised unsigned tx");
    assert.equal(tx.from, keypair.publicKey());
    const envelope = TransactionBuilder.fromXDR(tx.data, "Public Global Stellar Network ; September 2015");
    assert.equal(envelope.signatures.length, 0);
    assert.equal(sim.ledger.counters.spokeTx.applied, 0);
  } finally {
    sim.close();
  }
});
