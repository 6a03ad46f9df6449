import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { type ClientError, clientError } from "../../../core/errors.ts";
import { err, ok, type Result } from "../../../core/result.ts";
import type { IntentRecord } from "../../../core/schemas/intent_record.ts";
import { SolverIntentErrorCode, SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import {
  applyIntentRecord,
  resolveIntentStatus,
  type SolverStatusResult,
} from "../../../services/swaps/status.ts";

function rec(remainingInput: bigint, fills: string[]): IntentRecord {
  return {
    intentHash: "0x01",
    txHash: "0xhub",
    chainId: 146,
    open: remainingInput > 0n,
    intentState: { exists: true, remainingInput, receivedOutput: 1n, pendingPayment: false },
    fills: fills.map((fillTxHash) => ({ fillTxHash, inputAmount: 1n, outputAmount: 1n })),
  };
}
const httpErr = (status: number): ClientError =>
  clientError("HTTP_REQUEST_FAILED", `status ${status}`, { status });

const notFound: SolverStatusResult = ok({ status: SolverIntentStatusCode.NOT_FOUND });
const started: SolverStatusResult = ok({ status: SolverIntentStatusCode.STARTED_NOT_FINISHED });
const solved: SolverStatusResult = ok({ status: SolverIntentStatusCode.SOLVED, fill_tx_hash: "0xsolver" });
const failedSolver: SolverStatusResult = err({
  detail: { code: SolverIntentErrorCode.UNKNOWN, message: "down" },
});

type Expect = { status: number; fill?: string } | { error: "solver" } | {
  error: "EXTERNAL_API_ERROR";
  status?: number;
};
const table: [string, SolverStatusResult, Result<IntentRecord, ClientError> | "unread", Expect][] = [
  ["NOT_FOUND + full fill -> SOLVED with the last fill hash", notFound, ok(rec(0n, ["0xa", "0xb"])), {
    status: 3,
    fill: "0xb",
  }],
  ["failed solver + full fill -> SOLVED", failedSolver, ok(rec(0n, ["0xa"])), { status: 3, fill: "0xa" }],
  ["NOT_FOUND + partial fill -> NOT_FOUND", notFound, ok(rec(5n, ["0xa"])), { status: -1 }],
  ["NOT_FOUND + no fill -> NOT_FOUND", notFound, ok(rec(5n, [])), { status: -1 }],
  ["NOT_FOUND + remainingInput 0 without fills -> NOT_FOUND", notFound, ok(rec(0n, [])), { status: -1 }],
  ["NOT_FOUND + 404 -> NOT_FOUND", notFound, err(httpErr(404)), { status: -1 }],
  ["failed solver + 404 -> solver failure", failedSolver, err(httpErr(404)), { error: "solver" }],
  ["failed solver + partial fill -> solver failure", failedSolver, ok(rec(3n, ["0xa"])), { error: "solver" }],
  ["NOT_FOUND + 500 -> EXTERNAL_API_ERROR", notFound, err(httpErr(500)), {
    error: "EXTERNAL_API_ERROR",
    status: 500,
  }],
  [
    "NOT_FOUND + transport failure -> EXTERNAL_API_ERROR",
    notFound,
    err(clientError("NETWORK_ERROR", "reset")),
    { error: "EXTERNAL_API_ERROR" },
  ],
  [
    "NOT_FOUND + unusable body -> EXTERNAL_API_ERROR",
    notFound,
    err(clientError("RESPONSE_VALIDATION_FAILED", "shape", { status: 200 })),
    { error: "EXTERNAL_API_ERROR", status: 200 },
  ],
  ["failed solver + 503 -> solver failure as-is", failedSolver, err(httpErr(503)), { error: "solver" }],
  ["STARTED_NOT_FINISHED -> unchanged, record unread", started, "unread", { status: 2 }],
  ["SOLVED -> unchanged, record unread", solved, "unread", { status: 3, fill: "0xsolver" }],
];

for (const [name, solver, record, expected] of table) {
  Deno.test(`getStatus rules: ${name}`, async () => {
    let reads = 0;
    const r = await resolveIntentStatus({
      solver,
      readRecord: () => {
        reads++;
        return Promise.resolve(record === "unread" ? err(httpErr(500)) : record);
      },
    });
    assert.equal(reads, record === "unread" ? 0 : 1);
    if ("status" in expected && !("error" in expected)) {
      assert.ok(r.ok);
      assert.equal(r.value.status, expected.status);
      assert.equal(r.value.fill_tx_hash, expected.fill);
    } else if (expected.error === "solver") {
      assert.ok(!r.ok);
      assert.equal(r.error, solver.ok ? undefined : solver.error);
    } else {
      assert.ok(!r.ok);
      assert.ok(r.error instanceof Error);
      const e = r.error as ClientError;
      assert.equal(e.code, "EXTERNAL_API_ERROR");
      assert.equal(e.context.api, "backend");
      assert.equal(e.context.status, expected.status);
      assert.ok(e.cause !== undefined);
    }
  });
}

Deno.test("getStatus rules: a reader that throws counts as an unreadable record", async () => {
  const r = await resolveIntentStatus({
    solver: notFound,
    readRecord: () => Promise.reject(new Error("boom")),
  });
  assert.ok(!r.ok && (r.error as ClientError).code === "EXTERNAL_API_ERROR");
});

Deno.test("getStatus rules: a partial fill is never reported SOLVED, a full one always is", () => {
  const solverArb = fc.constantFrom(notFound, failedSolver);
  fc.assert(
    fc.property(
      solverArb,
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.array(fc.integer({ min: 0, max: 0xffffff }).map((n) => `0x${n.toString(16)}`), { maxLength: 5 }),
      (solver, remaining, fills) => {
        const r = applyIntentRecord(solver, ok(rec(remaining, fills)));
        const full = remaining === 0n && fills.length > 0;
        const isSolved = r.ok && r.value.status === SolverIntentStatusCode.SOLVED;
        if (full) return isSolved && r.value.fill_tx_hash === fills.at(-1);
        return !isSolved &&
          (r.ok
            ? r.value.status === SolverIntentStatusCode.NOT_FOUND
            : r.error === (solver.ok ? null : solver.error));
      },
    ),
    { numRuns: 500 },
  );
});
