/**
 * The simulated relayer relays what the source chain recorded, never what a client declares: `data` is read
 * only for the split-tx chains (Solana, Bitcoin), where the chain checks it against the tx's on-chain
 * verification hash (that check: tests/simulator/solana/rpc_app_test.ts and the Bitcoin swap tests).
 * @module
 */
import assert from "node:assert/strict";
import { createManualClock } from "../../simulator/state/clock.ts";
import { Ledger } from "../../simulator/state/ledger.ts";
import { hash, makeSim, post } from "./_helpers.ts";

const WALLET = "0x1111111111111111111111111111111111111111";
const ON_CHAIN = "0xaaaaaaaa";
const DECLARED = { address: "0x2222222222222222222222222222222222222222", payload: "0xbbbbbbbb" };
const relay = (action: string, params: Record<string, unknown>) => ({ action, params });

function recordDeposit(sim: ReturnType<typeof makeSim>, txHash: string): void {
  sim.ledger.recordSpokeTx({
    chainKey: "0x2105.base",
    txHash,
    from: "0x01",
    deposit: { token: "0x03", to: WALLET, amount: 5n, hubCalls: ON_CHAIN },
  });
}

Deno.test("an EVM deposit relays its on-chain hub calls, whatever payload and address the submit declares", async () => {
  const sim = makeSim();
  try {
    const tx = hash("d1");
    recordDeposit(sim, tx);
    const submitted = await post(
      sim,
      "/relayer",
      relay("submit", { chain_id: "30", tx_hash: tx, data: DECLARED }),
    );
    assert.equal(submitted.body.success, true);
    const packets = await post(
      sim,
      "/relayer",
      relay("get_transaction_packets", { chain_id: "30", tx_hash: tx }),
    );
    assert.equal(packets.body.data[0].payload, ON_CHAIN);
    assert.equal(packets.body.data[0].dst_address, WALLET);
  } finally {
    sim.close();
  }
});

Deno.test("a backend submit-tx job relays the on-chain payload, not its relayData", async () => {
  const sim = makeSim();
  try {
    const tx = hash("d2");
    recordDeposit(sim, tx);
    const job = await post(sim, "/v1/bridge/submit-tx", {
      txHash: tx,
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      relayData: DECLARED,
    }, { "x-api-key": "sim-key" });
    assert.equal(job.status, 200);
    sim.clock.advance(60_000);
    sim.ledger.sync();
    const packets = sim.ledger.packetsFor("30", tx);
    assert.equal(packets.length, 1);
    assert.equal(packets[0]!.payload, ON_CHAIN);
    assert.equal(packets[0]!.dst_address, WALLET);
  } finally {
    sim.close();
  }
});

Deno.test("a node's record of the tx (ICON, NEAR, Sui, Injective, Stellar messages) wins over declared data", () => {
  const ledger = new Ledger({
    clock: createManualClock(),
    relayRecordOf: (chainId, txHash) =>
      chainId === "1768124270" && txHash === "0xcc" ? { address: WALLET, payload: "0x0c0c" } : undefined,
  });
  ledger.recordSpokeTx({ chainKey: "0x1.icon", txHash: "0xcc", from: "hx01" });
  assert.equal(ledger.submitRelay("1768124270", "0xcc", DECLARED).success, true);
  const [packet] = ledger.packetsFor("1768124270", "0xcc");
  assert.deepEqual([packet?.payload, packet?.dst_address], ["0x0c0c", WALLET]);
});

Deno.test("a split-tx submit whose declared payload is not hex is refused, not a 500", async () => {
  const sim = makeSim();
  try {
    sim.ledger.recordSpokeTx({ chainKey: "solana", txHash: "5xSig", from: "So1" });
    const r = await post(
      sim,
      "/relayer",
      relay("submit", { chain_id: "1", tx_hash: "5xSig", data: { address: WALLET, payload: "not hex" } }),
    );
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { success: false, message: "data.payload is not 0x-prefixed hex" });
  } finally {
    sim.close();
  }
});

Deno.test("a split-tx source already resolved relays its record, not a later declaration", () => {
  const ledger = new Ledger({ clock: createManualClock() });
  ledger.recordSpokeTx({
    chainKey: "solana",
    txHash: "5xRes",
    from: "So1",
    deposit: { token: "So", to: WALLET, amount: 1n, hubCalls: ON_CHAIN },
  });
  assert.equal(ledger.submitRelay("1", "5xRes", DECLARED).success, true);
  assert.equal(ledger.packetsFor("1", "5xRes")[0]?.payload, ON_CHAIN);
});
