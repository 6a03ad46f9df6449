import assert from "node:assert/strict";
import { decodeEventLog, type Hex } from "viem";
import { intentsAbi } from "../../../core/abis/intents.ts";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import type { HubIntentLog } from "../../../simulator/chains/evm/types.ts";
import { call } from "./_rpc.ts";

// The platform SDK's swaps.getIntent(hubTxHash) (EvmSolverService.getIntent in @sodax/sdk) runs viem's
// waitForTransactionReceipt (eth_getTransactionByHash, then eth_getTransactionReceipt) on the hub tx of a relayed
// intent and parses its IntentCreated log; the simulator made that tx itself, so it answers both from the ledger.
const HUB_TX: Hex = `0x${"ab".repeat(32)}`;
const INTENTS = "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef";
const created: HubIntentLog = {
  txHash: HUB_TX,
  intentsContract: INTENTS,
  from: "0x1111111111111111111111111111111111111111",
  intentHash: `0x${"cd".repeat(32)}`,
  intent: {
    intentId: 7n,
    creator: "0x1111111111111111111111111111111111111111",
    inputToken: "0x2222222222222222222222222222222222222222",
    outputToken: "0x3333333333333333333333333333333333333333",
    inputAmount: 1000n,
    minOutputAmount: 900n,
    deadline: 0n,
    allowPartialFill: false,
    srcChain: 30n,
    dstChain: 23n,
    srcAddress: "0x4444444444444444444444444444444444444444",
    dstAddress: "0x5555555555555555555555555555555555555555",
    solver: "0x0000000000000000000000000000000000000000",
    data: "0x",
  },
};

function app() {
  return createEvmRpcApp({
    chains: { sonic: { chainId: 146 } },
    now: () => 1_700_000_000_000,
    hubIntents: (chainKey, hash) => (chainKey === "sonic" && hash === HUB_TX ? created : undefined),
  });
}

Deno.test("a relayed hub intent's tx has a transaction and a receipt whose IntentCreated log decodes to the intent", async () => {
  const rpc = app();
  const tx = await call(rpc, "sonic", "eth_getTransactionByHash", [HUB_TX]);
  assert.equal((tx.result as { hash: string }).hash, HUB_TX);
  const receipt = await call(rpc, "sonic", "eth_getTransactionReceipt", [HUB_TX]);
  const logs =
    (receipt.result as { status: string; logs: { address: string; topics: Hex[]; data: Hex }[] }).logs;
  assert.equal((receipt.result as { status: string }).status, "0x1");
  assert.equal(logs.length, 1);
  assert.equal(logs[0].address, INTENTS);
  const decoded = decodeEventLog({ abi: intentsAbi, topics: logs[0].topics as [Hex], data: logs[0].data });
  assert.equal(decoded.eventName, "IntentCreated");
  assert.deepEqual(decoded.args, { intentHash: created.intentHash, intent: created.intent });
});

Deno.test("an unknown hub tx still has no transaction and no receipt", async () => {
  const rpc = app();
  const other = `0x${"ef".repeat(32)}`;
  assert.equal((await call(rpc, "sonic", "eth_getTransactionByHash", [other])).result, null);
  assert.equal((await call(rpc, "sonic", "eth_getTransactionReceipt", [other])).result, null);
});
