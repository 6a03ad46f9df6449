/**
 * The backend's intent record in both forms (docs/wire_inventory.md#intent-record): the platform's
 * `IntentResponse` (`intentHash, txHash, logIndex, chainId, blockNumber, open, intent, events`, no fill state) and
 * ours (plus `intentState` and `fills`). A platform record shows no known fill, so getStatus keeps the solver's
 * answer instead of failing on an unreadable record.
 */
import assert from "node:assert/strict";
import { ok } from "../../../core/result.ts";
import { intentRecordSchema, isFullyFilled } from "../../../core/schemas/intent_record.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { applyIntentRecord } from "../../../services/swaps/status.ts";

const PLATFORM_RECORD = {
  intentHash: "0x01",
  txHash: "0x02",
  logIndex: 3,
  chainId: 146,
  blockNumber: 100,
  open: true,
  intent: {
    intentId: "7",
    creator: "0xc0",
    inputToken: "0x02",
    outputToken: "0x03",
    inputAmount: "1000",
    minOutputAmount: "900",
    deadline: "0",
    allowPartialFill: false,
    srcChain: 30,
    dstChain: 4,
    srcAddress: "0x04",
    dstAddress: "0x05",
    solver: "0x00",
    data: "0x",
  },
  events: [{ name: "IntentCreated" }],
};

Deno.test("the platform's IntentResponse parses as a record with no known fill", () => {
  const r = intentRecordSchema.parse(PLATFORM_RECORD);
  assert.equal(r.intentState, undefined);
  assert.deepEqual(r.fills, []);
  assert.equal(r.logIndex, 3);
  assert.equal(r.intent?.dstChain, 4);
  assert.equal(isFullyFilled(r), false);
});

Deno.test("getStatus keeps the solver's NOT_FOUND over a platform record (no fill state), rather than failing", () => {
  const record = intentRecordSchema.parse(PLATFORM_RECORD);
  const r = applyIntentRecord(ok({ status: SolverIntentStatusCode.NOT_FOUND }), ok(record));
  assert.ok(r.ok && r.value.status === SolverIntentStatusCode.NOT_FOUND);
});

Deno.test("our record with a full fill still reads as fully filled", () => {
  const r = intentRecordSchema.parse({
    ...PLATFORM_RECORD,
    intentState: { exists: true, remainingInput: "0", receivedOutput: "10", pendingPayment: false },
    fills: [{ fillTxHash: "0xf", inputAmount: "1000", outputAmount: "10" }],
  });
  assert.ok(isFullyFilled(r));
});
