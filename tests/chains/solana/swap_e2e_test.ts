/** Whole swaps Solana -> EVM against the in-process simulator, and the split-tx relay rule end to end. */
import assert from "node:assert/strict";
import { Keypair } from "@solana/web3.js";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { createKeypairSolanaWallet } from "../../../chains/solana/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { assertFilled, hubWalletOf, runSwap, startSwapSim } from "../_swap_flow.ts";

const SOL = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.solana.find((t) => t.symbol === "SOL")!;
const BNUSD_BASE = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) =>
  t.symbol === "bnUSD"
)!;
const RECEIVER = "0x6666666666666666666666666666666666666666";

async function setup() {
  const s = startSwapSim();
  const keypair = Keypair.generate();
  const wallet = createKeypairSolanaWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const creator = await hubWalletOf(s, "solana", keypair.publicKey.toBase58());
  const params = {
    dstChainKey: "0x2105.base" as const,
    inputToken: SOL.address,
    hubInputToken: SOL.hubAsset,
    hubOutputToken: BNUSD_BASE.hubAsset,
    inputAmount: 2_000_000_000n,
    feeAmount: 2_000_000n,
    feeReceiver: "0x2222222222222222222222222222222222222222",
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    dstAddress: RECEIVER,
    creator,
    intentsContract: DEFAULT_CLIENT_CONFIG.solver.intentsContract,
  };
  return { s, wallet: wallet.value, params, creator };
}

Deno.test("swap Solana -> Base: create on Solana, relay with data, execute, and the hub intent is filled", async () => {
  const { s, wallet, params, creator } = await setup();
  try {
    const run = await runSwap(s, "solana", params, wallet);
    assertFilled(s, run);
    const hub = s.sim.ledger.hubIntent(run.dstTxHash)!;
    assert.equal(hub.intent.creator, creator);
    assert.equal(hub.intent.srcChain, 1n);
    assert.equal(hub.intent.dstAddress, RECEIVER);
  } finally {
    s.sim.close();
  }
});

Deno.test("relay of a split-tx chain (Solana) forwards data: the relayer receives the hub address and payload", async () => {
  const { s, wallet, params } = await setup();
  try {
    const run = await runSwap(s, "solana", params, wallet);
    const submits = s.relayerBodies.filter((b) => b.action === "submit");
    assert.equal(submits.length, 1);
    assert.deepEqual(submits[0].params, {
      chain_id: "1",
      tx_hash: run.created.txHash,
      data: run.created.relayData,
    });
    assert.equal(
      s.sim.ledger.getSpokeTx("solana", run.created.txHash)?.deposit?.hubCalls,
      run.created.relayData.payload,
    );
  } finally {
    s.sim.close();
  }
});

Deno.test("the simulated relayer refuses a Solana payload that does not match the on-chain verification hash", async () => {
  const { s, wallet, params } = await setup();
  try {
    const router = createSpokeRouter(() => s.chains, { fetch: s.fetch });
    const adapter = router.adapter("solana");
    assert.ok(adapter.ok);
    const created = await adapter.value.createSwapIntent(params, wallet);
    assert.ok(created.ok);
    const forged = await relayTxAndWaitPacket({
      srcTxHash: created.value.txHash,
      data: { address: created.value.relayData.address, payload: "0xdeadbeef" },
      chainKey: "solana",
      relayerApiEndpoint: s.sim.urls.relayer,
      transport: { fetch: s.fetch },
      timeout: 5_000,
    });
    assert.ok(!forged.ok && forged.error.code === "SUBMIT_TX_FAILED");
    const missing = await relayTxAndWaitPacket({
      srcTxHash: created.value.txHash,
      chainKey: "solana",
      relayerApiEndpoint: s.sim.urls.relayer,
      transport: { fetch: s.fetch },
    });
    assert.ok(!missing.ok && missing.error.code === "VALIDATION_FAILED");
    assert.equal(s.sim.ledger.packetsFor("1", created.value.txHash).length, 0);
  } finally {
    s.sim.close();
  }
});
