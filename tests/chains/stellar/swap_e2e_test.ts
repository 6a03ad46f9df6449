/** Whole swaps Stellar -> EVM against the in-process simulator; Stellar is not split-tx, so no relay data is sent. */
import assert from "node:assert/strict";
import { Keypair } from "@stellar/stellar-sdk";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { assertFilled, hubWalletOf, runSwap, startSwapSim } from "../_swap_flow.ts";

const XLM = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.stellar.find((t) => t.symbol === "XLM")!;
const ETH_BASE = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) => t.symbol === "ETH")!;
const RECEIVER = "0x6666666666666666666666666666666666666666";

async function setup() {
  const s = startSwapSim();
  const keypair = Keypair.random();
  const wallet = createKeypairStellarWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const creator = await hubWalletOf(s, "stellar", keypair.publicKey());
  const params = {
    dstChainKey: "0x2105.base" as const,
    inputToken: XLM.address,
    hubInputToken: XLM.hubAsset,
    hubOutputToken: ETH_BASE.hubAsset,
    inputAmount: 50_000_000n,
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    dstAddress: RECEIVER,
    creator,
    intentsContract: DEFAULT_CLIENT_CONFIG.solver.intentsContract,
  };
  return { s, wallet: wallet.value, params, creator };
}

Deno.test("swap Stellar -> Base: create on Soroban, relay, execute, and the hub intent is filled", async () => {
  const { s, wallet, params, creator } = await setup();
  try {
    const run = await runSwap(s, "stellar", params, wallet);
    assertFilled(s, run);
    const hub = s.sim.ledger.hubIntent(run.dstTxHash)!;
    assert.equal(hub.intent.creator, creator);
    assert.equal(hub.intent.srcChain, 27n);
    assert.equal(hub.intent.inputAmount, params.inputAmount);
  } finally {
    s.sim.close();
  }
});

Deno.test("relay of a non-split chain (Stellar) does not forward data even though the caller supplies it", async () => {
  const { s, wallet, params } = await setup();
  try {
    const run = await runSwap(s, "stellar", params, wallet);
    const submits = s.relayerBodies.filter((b) => b.action === "submit");
    assert.equal(submits.length, 1);
    assert.deepEqual(submits[0].params, { chain_id: "27", tx_hash: run.created.txHash });
    const packet = s.sim.ledger.packetsFor("27", run.created.txHash)[0];
    assert.equal(
      packet.payload,
      run.created.relayData.payload,
      "the relayer took the payload from the chain",
    );
  } finally {
    s.sim.close();
  }
});
