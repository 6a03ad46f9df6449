/**
 * Bridge deposits and hub-call messages from Bitcoin against the in-process simulator: built as PSBTs with the
 * OP_RETURN commitment of the hub call list, relayed with `data`, and executed on the hub; raw builds need no
 * wallet; trading-wallet mode refuses a message without deposit.
 */
import assert from "node:assert/strict";
import { Transaction } from "@scure/btc-signer";
import { base64, hex } from "@scure/base";
import { keccak256 } from "viem";
import { createBitcoinSpokeAdapter } from "../../../chains/bitcoin/adapter.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { hubWalletOf, startSwapSim, type SwapSim } from "../_swap_flow.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

const BTC = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.bitcoin.find((t) => t.symbol === "BTC")!;
const RECEIVER = "0x6666666666666666666666666666666666666666";

function adapterOf(s: SwapSim, walletMode: "USER" | "TRADING" = "USER") {
  const base = DEFAULT_CLIENT_CONFIG.chains.bitcoin;
  return createBitcoinSpokeAdapter({
    ...base,
    rpcUrl: `${s.sim.urls.origin}/bitcoin/api`,
    exchange: { apiUrl: `${s.sim.urls.origin}/bitcoin/exchange`, walletMode },
  }, { fetch: s.fetch });
}

function bridgeParams(creator: string, raw = false) {
  const a = DEFAULT_CLIENT_CONFIG.hub.addresses.assetManager;
  return {
    dstChainKey: "sonic" as const,
    inputToken: BTC.address,
    hubInputToken: BTC.hubAsset,
    hubOutputToken: BTC.hubAsset,
    hubVault: BTC.vault,
    amount: 50_000n,
    srcAddress: ADDRESS_1,
    dstAddress: RECEIVER,
    creator,
    hubAssetManager: a,
    raw,
  };
}

async function relay(s: SwapSim, txHash: string, data: { address: string; payload: string }) {
  const packet = await relayTxAndWaitPacket({
    srcTxHash: txHash,
    data,
    chainKey: "bitcoin",
    relayerApiEndpoint: s.sim.urls.relayer,
    sleep: (ms) => Promise.resolve(s.clock.advance(ms)),
    now: () => s.clock.now(),
    transport: { fetch: s.fetch },
  });
  assert.ok(packet.ok, packet.ok ? "" : `${packet.error.code}: ${packet.error.message}`);
  return packet.value;
}

const wallet = () => {
  const w = createPrivateKeyBitcoinWallet(KEY_1);
  if (!w.ok) throw w.error;
  return w.value;
};

Deno.test("a bridge deposit from Bitcoin pays the asset manager, commits to the call list and is executed on the hub", async () => {
  const s = startSwapSim();
  try {
    const creator = await hubWalletOf(s, "bitcoin", ADDRESS_1);
    const r = await adapterOf(s).createBridgeDeposit!(bridgeParams(creator), wallet());
    assert.ok(r.ok && !r.value.raw, r.ok ? "" : r.error.message);
    const packet = await relay(s, r.value.txHash, r.value.relayData);
    assert.equal(packet.status, "executed");
    const spoke = s.sim.ledger.getSpokeTx("bitcoin", r.value.txHash);
    assert.equal(spoke?.deposit?.amount, 50_000n);
    assert.equal(spoke?.deposit?.hubCalls, r.value.relayData.payload);
  } finally {
    s.sim.close();
  }
});

Deno.test("a raw bridge deposit needs no wallet and returns the unsigned PSBT in the platform's raw shape", async () => {
  const s = startSwapSim();
  try {
    const creator = await hubWalletOf(s, "bitcoin", ADDRESS_1);
    const r = await adapterOf(s).createBridgeDeposit!(bridgeParams(creator, true), undefined);
    assert.ok(r.ok && r.value.raw && "family" in r.value, r.ok ? "" : r.error.message);
    assert.equal(r.value.tx.data, r.value.psbt);
    assert.equal(r.value.tx.to, DEFAULT_CLIENT_CONFIG.chains.bitcoin.addresses.assetManager);
    const tx = Transaction.fromPSBT(base64.decode(r.value.psbt), { allowUnknownOutputs: true });
    const scripts = Array.from({ length: tx.outputsLength }, (_, i) => hex.encode(tx.getOutput(i).script!));
    const hash = keccak256(r.value.relayData.payload as `0x${string}`).slice(2);
    assert.ok(scripts.includes(`6a5c2131${hash}`));
    assert.equal(tx.getOutput(0).amount, 50_000n);
    assert.equal(s.sim.ledger.stats().spokeTxs, 0, "nothing was broadcast");
  } finally {
    s.sim.close();
  }
});

Deno.test("sendHubCalls without deposit is a commitment-only tx whose call list the relayer delivers to the hub wallet", async () => {
  const s = startSwapSim();
  try {
    const hubWallet = await hubWalletOf(s, "bitcoin", ADDRESS_1);
    const payload = "0x" + "00".repeat(31) + "20" + "00".repeat(32);
    const r = await adapterOf(s).sendHubCalls!({ srcAddress: ADDRESS_1, hubWallet, payload }, wallet());
    assert.ok(r.ok && !r.value.raw, r.ok ? "" : r.error.message);
    const packet = await relay(s, r.value.txHash, r.value.relayData);
    assert.equal(packet.dst_address.toLowerCase(), hubWallet.toLowerCase());
    assert.equal(packet.payload, payload);
  } finally {
    s.sim.close();
  }
});

Deno.test("sendHubCalls refuses a message without deposit in trading-wallet mode", async () => {
  const s = startSwapSim();
  try {
    const r = await adapterOf(s, "TRADING").sendHubCalls!({
      srcAddress: ADDRESS_1,
      hubWallet: RECEIVER,
      payload: "0x",
    }, wallet());
    assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
    assert.equal(r.error.context.chainKey, "bitcoin");
  } finally {
    s.sim.close();
  }
});

Deno.test("sendHubCalls reports a node that refuses the broadcast as INTENT_CREATION_FAILED with the node's error as cause, not EXECUTION_FAILED", async () => {
  const s = startSwapSim();
  try {
    const hubWallet = await hubWalletOf(s, "bitcoin", ADDRESS_1);
    const refusing: typeof fetch = (input, init) =>
      init?.method === "POST" && String(input).endsWith("/bitcoin/api/tx")
        ? Promise.resolve(new Response("sendrawtransaction RPC error: bad-txns", { status: 400 }))
        : s.fetch(input, init);
    const adapter = createBitcoinSpokeAdapter({
      ...DEFAULT_CLIENT_CONFIG.chains.bitcoin,
      rpcUrl: `${s.sim.urls.origin}/bitcoin/api`,
      exchange: { apiUrl: `${s.sim.urls.origin}/bitcoin/exchange`, walletMode: "USER" },
    }, { fetch: refusing });
    const payload = "0x" + "00".repeat(31) + "20" + "00".repeat(32);
    const r = await adapter.sendHubCalls!({ srcAddress: ADDRESS_1, hubWallet, payload }, wallet());
    assert.ok(!r.ok);
    assert.equal(r.error.code, "INTENT_CREATION_FAILED");
    assert.equal(r.error.context.chainKey, "bitcoin");
    assert.match(r.error.message, /broadcast failed/);
    const cause = r.error.cause as { code?: string; context?: { status?: number } };
    assert.equal(cause.code, "HTTP_REQUEST_FAILED");
    assert.equal(cause.context?.status, 400);
  } finally {
    s.sim.close();
  }
});
