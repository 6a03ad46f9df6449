/**
 * The split-tx rules of the Bitcoin spoke against the in-process simulator: the on-chain tx carries only the
 * commitment, the relayer receives the payload as `data`, refuses a submit without `data`
 * (docs/rules/errors.md#relay-errors `SUBMIT_TX_FAILED`) or with a payload that does not hash to the
 * commitment, and the node refuses a tx whose signature does not verify.
 *
 * Golden values: the commitment script `6a 5c 21 31 <hash32>` is the platform SDK's own layout
 * (`BitcoinSpokeService.buildDepositPsbt`: `script.compile([OP_RETURN, OP_12, 0x31 ‖ data])` in bitcoinjs-lib);
 * key 1's address `bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4` and its script `0014751e…3bd6` are the BIP-173
 * published test vector.
 */
import assert from "node:assert/strict";
import { Transaction } from "@scure/btc-signer";
import { base64, hex } from "@scure/base";
import { keccak256 } from "viem";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { relayTxAndWaitPacket, submitTransaction } from "../../../services/relay/mod.ts";
import { assertFilled, hubWalletOf, runSwap, startSwapSim, type SwapSim } from "../_swap_flow.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

const BTC = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.bitcoin.find((t) => t.symbol === "BTC")!;
const BNUSD_BASE = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) =>
  t.symbol === "bnUSD"
)!;

async function setup() {
  const s: SwapSim = startSwapSim();
  const bitcoin = s.chains.bitcoin;
  s.chains = {
    ...s.chains,
    bitcoin: {
      ...bitcoin,
      rpcUrl: `${s.sim.urls.origin}/bitcoin/api`,
      exchange: { ...bitcoin.exchange, walletMode: "USER" },
    },
  };
  const wallet = createPrivateKeyBitcoinWallet(KEY_1);
  if (!wallet.ok) throw wallet.error;
  const creator = await hubWalletOf(s, "bitcoin", ADDRESS_1);
  const params = {
    dstChainKey: "0x2105.base" as const,
    inputToken: BTC.address,
    hubInputToken: BTC.hubAsset,
    hubOutputToken: BNUSD_BASE.hubAsset,
    inputAmount: 200_000n,
    feeAmount: 200n,
    feeReceiver: "0x2222222222222222222222222222222222222222",
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    dstAddress: "0x6666666666666666666666666666666666666666",
    creator,
    intentsContract: DEFAULT_CLIENT_CONFIG.solver.intentsContract,
  };
  return { s, wallet: wallet.value, params };
}

async function rawTx(s: SwapSim, txid: string): Promise<Transaction> {
  const res = await s.sim.fetch(`/bitcoin/api/tx/${txid}/hex`);
  return Transaction.fromRaw(hex.decode(await res.text()), { allowUnknownOutputs: true });
}

Deno.test("the Bitcoin tx carries only keccak256(payload) in OP_RETURN; the relayer gets the payload as data", async () => {
  const { s, wallet, params } = await setup();
  try {
    const run = await runSwap(s, "bitcoin", params, wallet);
    assertFilled(s, run);
    const tx = await rawTx(s, run.created.txHash);
    const scripts = Array.from({ length: tx.outputsLength }, (_, i) => hex.encode(tx.getOutput(i).script!));
    const hash = keccak256(run.created.relayData.payload as `0x${string}`).slice(2);
    assert.ok(scripts.includes(`6a5c2131${hash}`), "OP_RETURN OP_12 <0x31 || hash>");
    assert.ok(
      !scripts.some((x) => x.includes(run.created.relayData.payload.slice(2, 80))),
      "no payload on chain",
    );
    const submits = s.relayerBodies.filter((b) => b.action === "submit");
    assert.deepEqual(submits[0]?.params, {
      chain_id: "627463",
      tx_hash: run.created.txHash,
      data: run.created.relayData,
    });
  } finally {
    s.sim.close();
  }
});

Deno.test("the simulated relayer refuses a Bitcoin submit without data with SUBMIT_TX_FAILED", async () => {
  const { s, wallet, params } = await setup();
  try {
    const adapter = (await import("../../../chains/registry/routing.ts")).createSpokeRouter(() => s.chains, {
      fetch: s.fetch,
    })
      .adapter("bitcoin");
    assert.ok(adapter.ok);
    const created = await adapter.value.createSwapIntent(params, wallet);
    assert.ok(created.ok, created.ok ? "" : created.error.message);
    const bare = await submitTransaction(
      { chain_id: "627463", tx_hash: created.value.txHash },
      s.sim.urls.relayer,
      {
        transport: { fetch: s.fetch },
      },
    );
    assert.ok(!bare.ok);
    assert.equal(bare.error.code, "SUBMIT_TX_FAILED");
    assert.equal(bare.error.message, "SUBMIT_TX_FAILED");
    assert.match(
      String((bare.error.cause as Error | undefined)?.message ?? JSON.stringify(bare.error.context)),
      /data/,
    );
    const forged = await relayTxAndWaitPacket({
      srcTxHash: created.value.txHash,
      data: { address: created.value.relayData.address, payload: "0xdeadbeef" },
      chainKey: "bitcoin",
      relayerApiEndpoint: s.sim.urls.relayer,
      transport: { fetch: s.fetch },
      timeout: 5_000,
    });
    assert.ok(!forged.ok && forged.error.code === "SUBMIT_TX_FAILED");
    assert.equal(s.sim.ledger.packetsFor("627463", created.value.txHash).length, 0);
  } finally {
    s.sim.close();
  }
});

Deno.test("the simulated node refuses a tx whose witness signature does not verify", async () => {
  const { s } = await setup();
  try {
    const honest = createPrivateKeyBitcoinWallet(KEY_1);
    assert.ok(honest.ok);
    const utxos = await (await s.sim.fetch(`/bitcoin/api/address/${ADDRESS_1}/utxo`)).json();
    const tx = new Transaction({ allowUnknownOutputs: true });
    const script = hex.decode("0014751e76e8199196d454941c45d1b3a323f1433bd6");
    tx.addInput({
      txid: utxos[0].txid,
      index: utxos[0].vout,
      witnessUtxo: { script, amount: BigInt(utxos[0].value) },
    });
    tx.addOutputAddress(ADDRESS_1, 1_000n);
    const signed = Transaction.fromPSBT(
      base64.decode(await honest.value.signPsbt(base64.encode(tx.toPSBT()))),
    );
    const good = signed.hex;
    // Pay 1001 sats instead of the signed 1000: the DER signature stays well-formed but no longer verifies.
    assert.equal(good.split("e803000000000000").length, 2);
    const bad = good.replace("e803000000000000", "e903000000000000");
    const refused = await s.sim.fetch("/bitcoin/api/tx", { method: "POST", body: bad });
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /signature verification failed/);
    const accepted = await s.sim.fetch("/bitcoin/api/tx", { method: "POST", body: good });
    assert.equal(accepted.status, 200);
    assert.equal(await accepted.text(), signed.id);
  } finally {
    s.sim.close();
  }
});
