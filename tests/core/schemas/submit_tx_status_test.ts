/**
 * The submit-tx status vocabularies (docs/wire_inventory.md#submit-tx-status): the platform's backend walks
 * `pending -> verifying -> verified -> relaying -> relayed -> posting_execution -> executed | failed`; SPEC names
 * `solved` and `abandoned`. Both parse, both success names count as success, and both result field names carry
 * the hub tx hash.
 */
import assert from "node:assert/strict";
import { bridgeSubmitTxStatusResponseSchema } from "../../../core/schemas/bridge.ts";
import {
  isSolvedSubmitTxStatus,
  isTerminalSubmitTxStatus,
  PLATFORM_SUBMIT_TX_STATUSES,
  SUBMIT_TX_STATUSES,
} from "../../../core/schemas/submit_tx_status.ts";
import { swapsSubmitTxStatusResponseSchema } from "../../../core/schemas/swaps_v2.ts";

const base = { txHash: "0xabc", srcChainId: "146", srcChainKey: "0x38.bsc", failedAttempts: 0 };

Deno.test("swaps submit-tx status parses every status of the platform's set", () => {
  for (const status of PLATFORM_SUBMIT_TX_STATUSES) {
    const r = swapsSubmitTxStatusResponseSchema.safeParse({ success: true, data: { ...base, status } });
    assert.ok(r.success, status);
  }
});

Deno.test("swaps submit-tx status reads the platform's executed result with packetData and intent_hash", () => {
  const r = swapsSubmitTxStatusResponseSchema.parse({
    success: true,
    data: {
      ...base,
      status: "executed",
      failedAttempts: 1,
      result: {
        dstIntentTxHash: "0xdef",
        packetData: { src_chain_id: 146, dst_chain_id: 42161 },
        intent_hash: "0x1",
      },
    },
  });
  assert.equal(r.data.status, "executed");
  assert.ok(isSolvedSubmitTxStatus(r.data.status));
  assert.deepEqual(r.data.result, {
    dstIntentTxHash: "0xdef",
    packetData: { src_chain_id: 146, dst_chain_id: 42161 },
    intent_hash: "0x1",
  });
});

Deno.test("swaps submit-tx status reads failedAtStep and failureReason of a failed job", () => {
  const r = swapsSubmitTxStatusResponseSchema.parse({
    success: true,
    data: {
      ...base,
      status: "failed",
      failedAtStep: "relaying",
      failureReason: "relay timeout",
      failedAttempts: 3,
    },
  });
  assert.equal(r.data.failedAtStep, "relaying");
  assert.equal(r.data.failureReason, "relay timeout");
  assert.ok(isTerminalSubmitTxStatus(r.data.status) && !isSolvedSubmitTxStatus(r.data.status));
});

Deno.test("a submit-tx result with neither dstIntentTxHash nor dstTxHash is refused (as the platform's guard does)", () => {
  const data = { ...base, status: "executed", result: { packetData: {} } };
  assert.equal(swapsSubmitTxStatusResponseSchema.safeParse({ success: true, data }).success, false);
  assert.equal(bridgeSubmitTxStatusResponseSchema.safeParse({ success: true, data }).success, false);
});

Deno.test("both result field names carry the hub tx hash on the swaps and the bridge status", () => {
  const swap = swapsSubmitTxStatusResponseSchema.parse({
    success: true,
    data: { ...base, status: "solved", result: { dstTxHash: "0xa1" } },
  });
  assert.equal(swap.data.result?.dstIntentTxHash, "0xa1");
  const bridge = bridgeSubmitTxStatusResponseSchema.parse({
    success: true,
    data: { ...base, status: "executed", failedAtStep: "relaying", result: { dstIntentTxHash: "0xa2" } },
  });
  assert.equal(bridge.data.result?.dstTxHash, "0xa2");
  assert.equal(bridge.data.failedAtStep, "relaying");
});

Deno.test("success and terminal statuses of both vocabularies", () => {
  const solved = SUBMIT_TX_STATUSES.filter(isSolvedSubmitTxStatus);
  const terminal = SUBMIT_TX_STATUSES.filter(isTerminalSubmitTxStatus);
  assert.deepEqual(solved, ["executed", "solved"]);
  assert.deepEqual(terminal, ["executed", "solved", "failed", "abandoned"]);
});
