// verificationResult: a failed transaction's description lands under the family's declared context key (Solana's
// and Sui's `txError`, Stacks' `txStatus`, `failure` by default), a failure without one under none, and the
// caller's context travels on every outcome.
import { deepStrictEqual, ok as assertOk } from "node:assert/strict";
import { verificationResult } from "../../../chains/spoke/verification_result.ts";

const settled = { kind: "done", value: undefined, attempts: 1 } as const;
const base = {
  context: { chainKey: "solana", txHash: "x" },
  maxTimeoutMs: 100,
  pendingText: "not confirmed",
};

for (
  const [failureKey, expected] of [
    [undefined, { failure: '{"InstructionError":[0,"Custom"]}' }],
    ["txError", { txError: '{"InstructionError":[0,"Custom"]}' }],
    ["txStatus", { txStatus: '{"InstructionError":[0,"Custom"]}' }],
  ] as const
) {
  Deno.test(`a failed transaction is described under ${failureKey ?? "failure (the default)"}`, () => {
    const r = verificationResult(settled, { InstructionError: [0, "Custom"] }, { ...base, failureKey });
    assertOk(!r.ok && r.error.code === "TX_VERIFICATION_FAILED");
    deepStrictEqual({ ...r.error.context }, {
      chainKey: "solana",
      txHash: "x",
      reason: "failed",
      ...expected,
    });
  });
}

Deno.test("a failed transaction without a description carries no description key", () => {
  const r = verificationResult(settled, true, { ...base, failureKey: "txError" });
  assertOk(!r.ok);
  deepStrictEqual({ ...r.error.context }, { chainKey: "solana", txHash: "x", reason: "failed" });
});
