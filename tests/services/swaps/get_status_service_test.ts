import assert from "node:assert/strict";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { withSwapWorld } from "./_harness.ts";

const FAR = Number.MAX_SAFE_INTEGER;

Deno.test("getStatus reports SOLVED with the last fill hash once the whole input is filled", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock }) => {
    const r = await settle(
      client.swaps.swap({ params: params({ allowPartialFill: true }), walletProvider: wallet }),
    );
    assert.ok(r.ok);
    const req = { intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash };
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await settle(client.swaps.getStatus(req));
      assert.ok(s.ok);
      seen.push(s.value.status);
      if (s.value.status !== SolverIntentStatusCode.SOLVED) assert.equal(s.value.fill_tx_hash, undefined);
      await clock.tickAsync(1_000);
    }
    assert.ok(seen.includes(SolverIntentStatusCode.STARTED_NOT_FINISHED), "partial fills are visible");
    assert.equal(seen.at(-1), SolverIntentStatusCode.SOLVED);
    const solved = await settle(client.swaps.getStatus(req));
    assert.ok(solved.ok && solved.value.fill_tx_hash);
    const packet = await settle(client.swaps.getSolvedIntentPacket({
      chainId: "0x38.bsc",
      fillTxHash: solved.value.fill_tx_hash,
      timeout: 10_000,
    }));
    assert.ok(packet.ok && packet.value.status === "executed" && packet.value.dst_tx_hash.startsWith("0x"));
  }, { faults: { profile: { solver: { partialFills: 3, firstFillMs: 1_000, fillIntervalMs: 1_000 } } } });
});

Deno.test("getStatus turns NOT_FOUND into SOLVED when the backend records a full fill", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    await clock.tickAsync(5_000);
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }));
    assert.ok(s.ok);
    assert.equal(s.value.status, SolverIntentStatusCode.SOLVED);
    assert.ok(s.value.fill_tx_hash?.startsWith("0x"));
  }, { faults: { solverNotFound: [{ untilMs: FAR }] } });
});

Deno.test("getStatus never reports a partial fill as SOLVED, even from the backend record", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle, clock }) => {
    const r = await settle(
      client.swaps.swap({ params: params({ allowPartialFill: true }), walletProvider: wallet }),
    );
    assert.ok(r.ok);
    await clock.tickAsync(1_500);
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }));
    assert.ok(s.ok);
    assert.equal(s.value.status, SolverIntentStatusCode.NOT_FOUND);
  }, {
    faults: {
      solverNotFound: [{ untilMs: FAR }],
      profile: { solver: { partialFills: 3, firstFillMs: 1_000, fillIntervalMs: 100_000 } },
    },
  });
});

Deno.test("getStatus fails instead of answering NOT_FOUND when the backend record is unreadable", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }));
    assert.ok(!s.ok);
    assert.ok("code" in s.error && s.error.code === "EXTERNAL_API_ERROR");
    assert.equal(s.error.context.api, "backend");
  }, {
    faults: {
      solverNotFound: [{ untilMs: FAR }],
      rules: [{ route: "GET /be/intent/tx/*", error5xx: 1 }],
    },
  });
});

Deno.test("getStatus keeps NOT_FOUND when the backend has no record (404)", async () => {
  await withSwapWorld(async ({ client, settle }) => {
    const s = await settle(client.swaps.getStatus({ intent_tx_hash: `0x${"ab".repeat(32)}` }));
    assert.ok(s.ok);
    assert.equal(s.value.status, SolverIntentStatusCode.NOT_FOUND);
  });
});

Deno.test("getDetailedStatus reports UNKNOWN when the solver exceeds the request budget", async () => {
  await withSwapWorld(async ({ client, settle }) => {
    const s = await settle(client.swaps.getDetailedStatus({ intent_tx_hash: `0x${"ab".repeat(32)}` }, {
      requestBudgetMs: 1_000,
    }));
    assert.ok(!s.ok);
    assert.ok("detail" in s.error && s.error.detail.code === -999);
  }, { faults: { rules: [{ route: "POST /intent/status", latencyMs: 5_000 }] } });
});
