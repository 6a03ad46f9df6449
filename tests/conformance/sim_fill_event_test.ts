/**
 * Issue 19 item 15 (docs/rules/swaps.md#fill-events): the simulated hub emits one fill event per fill. The
 * receipt of each fill tx on the hub JSON-RPC carries the intents contract's `IntentFilled(intentHash,
 * intentState)` log, decoded here with viem and the intents ABI (event layout from the platform SDK's
 * `intents.abi.ts`), its state cumulative.
 */
import assert from "node:assert/strict";
import { decodeEventLog, type Hex } from "viem";
import { intentsAbi } from "../../core/abis/intents.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { intentRecordSchema } from "../../core/schemas/intent_record.ts";
import { get, hash, makeSim, post, sampleIntent } from "../simulator/_helpers.ts";

async function receipt(sim: ReturnType<typeof makeSim>, chainKey: string, txHash: string) {
  const r = await post(sim, `/rpc/${chainKey}`, {
    jsonrpc: "2.0",
    id: 1,
    method: "eth_getTransactionReceipt",
    params: [txHash],
  });
  return r.body.result;
}

Deno.test("each partial fill's hub receipt carries one IntentFilled log with the state after that fill", async () => {
  const sim = makeSim();
  try {
    sim.setFaults({ profile: { solver: { partialFills: 2, firstFillMs: 100, fillIntervalMs: 100 } } });
    const tx = hash("0c");
    sim.ledger.recordSpokeTx({
      chainKey: "sonic",
      txHash: tx,
      from: "0x01",
      intent: sampleIntent({ allowPartialFill: true, inputAmount: 1_000n }),
    });
    await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
    sim.clock.advance(200);
    const record = intentRecordSchema.parse((await get(sim, `/v1/be/intent/tx/${tx}`)).body);
    assert.equal(record.fills.length, 2);
    const remaining: bigint[] = [];
    for (const fill of record.fills) {
      const r = await receipt(sim, "sonic", fill.fillTxHash);
      assert.ok(r !== null, `no receipt for fill ${fill.fillTxHash}`);
      assert.equal(r.status, "0x1");
      assert.equal(r.logs.length, 1);
      const log = r.logs[0];
      assert.equal(log.address.toLowerCase(), DEFAULT_CLIENT_CONFIG.solver.intentsContract.toLowerCase());
      const decoded = decodeEventLog({ abi: intentsAbi, data: log.data as Hex, topics: log.topics });
      assert.equal(decoded.eventName, "IntentFilled");
      const args = decoded.args as { intentHash: Hex; intentState: { remainingInput: bigint } };
      assert.equal(args.intentHash.toLowerCase(), record.intentHash?.toLowerCase());
      remaining.push(args.intentState.remainingInput);
    }
    assert.deepEqual(remaining, [500n, 0n]);
  } finally {
    sim.close();
  }
});

Deno.test("a fill tx hash has no receipt on a spoke chain, and an unknown hash none on the hub", async () => {
  const sim = makeSim();
  try {
    assert.equal(await receipt(sim, "sonic", hash("77")), null);
    sim.setFaults({ profile: { solver: { partialFills: 1, firstFillMs: 10, fillIntervalMs: 10 } } });
    const tx = hash("0d");
    sim.ledger.recordSpokeTx({ chainKey: "sonic", txHash: tx, from: "0x01", intent: sampleIntent() });
    await post(sim, "/v1/intent/execute", { intent_tx_hash: tx });
    sim.clock.advance(50);
    const record = intentRecordSchema.parse((await get(sim, `/v1/be/intent/tx/${tx}`)).body);
    assert.equal(record.fills.length, 1);
    assert.equal(await receipt(sim, "0x2105.base", record.fills[0].fillTxHash), null);
    assert.ok(await receipt(sim, "sonic", record.fills[0].fillTxHash));
  } finally {
    sim.close();
  }
});
