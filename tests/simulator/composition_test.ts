import assert from "node:assert/strict";
import { keccak256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { get, hash, makeSim, post, sampleIntent } from "./_helpers.ts";

const KEY = { "x-api-key": "sim-key" };

Deno.test("a raw tx sent to the EVM JSON-RPC is recorded in the shared ledger and relayable", async () => {
  const sim = makeSim();
  const account = privateKeyToAccount(`0x${"11".repeat(32)}`);
  const raw = await account.signTransaction({
    chainId: 8453,
    type: "eip1559",
    to: `0x${"99".repeat(20)}`,
    value: 0n,
    nonce: 0,
    gas: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1n,
  });
  const sent = await post(sim, "/rpc/0x2105.base", {
    jsonrpc: "2.0",
    id: 1,
    method: "eth_sendRawTransaction",
    params: [raw],
  });
  assert.equal(sent.body.result, keccak256(raw));
  assert.equal(sim.ledger.getSpokeTx("0x2105.base", keccak256(raw))?.from, account.address);
  const submitted = await post(sim, "/relayer", {
    action: "submit",
    params: { chain_id: "30", tx_hash: keccak256(raw) },
  });
  assert.equal(submitted.body.success, true);
});

Deno.test("swaps submit-tx relays and post-executes in the background, then the solver reports SOLVED", async () => {
  const sim = makeSim();
  const spokeTx = hash("5a");
  sim.ledger.recordSpokeTx({
    chainKey: "0x2105.base",
    txHash: spokeTx,
    from: "0x01",
    intent: sampleIntent(),
  });
  const { srcChain, dstChain, ...amounts } = sampleIntent();
  const intent = {
    ...Object.fromEntries(
      Object.entries(amounts).map(([k, v]) => [k, typeof v === "bigint" ? v.toString() : v]),
    ),
    srcChain: Number(srcChain),
    dstChain: Number(dstChain),
  };
  const body = {
    txHash: spokeTx,
    srcChainKey: "0x2105.base",
    walletAddress: "0x01",
    intent,
    relayData: "0x",
  };
  const r = await post(sim, "/v1/swaps/submit-tx", body, KEY);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.success, true);
  sim.clock.advance(5_000);
  const status = await get(sim, `/v1/swaps/submit-tx/status?txHash=${spokeTx}&srcChainKey=0x2105.base`, KEY);
  assert.equal(status.body.data.status, "executed");
  const hubTx: string = status.body.data.result.dstIntentTxHash;
  const solver = await post(sim, "/v1/intent/status", { intent_tx_hash: hubTx });
  assert.equal(solver.body.status, 3);
  const record = await get(sim, `/v1/be/intent/tx/${hubTx}`);
  assert.equal(record.body.intentState.remainingInput, "0");
  assert.deepEqual(sim.ledger.counters.swapSubmitTx, { applied: 1, repeated: 0 });
});

Deno.test("reset rebuilds the chain services with the same seeded sponsor", async () => {
  const sim = makeSim({ seed: 3 });
  const before =
    (await get(sim, "/v1/sponsorships/stellar/config", { "x-api-key": "sim-key" })).body.sponsorAccount;
  assert.equal(before, sim.sponsorPublicKey());
  sim.reset();
  assert.equal(
    (await get(sim, "/v1/sponsorships/stellar/config", { "x-api-key": "sim-key" })).body.sponsorAccount,
    before,
  );
  sim.reset(4);
  assert.notEqual(sim.sponsorPublicKey(), before);
  const horizon = await get(sim, `/horizon/accounts/${sim.sponsorPublicKey()}`);
  assert.equal(horizon.status, 200);
});
