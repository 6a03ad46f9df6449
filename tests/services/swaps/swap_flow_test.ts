import assert from "node:assert/strict";
import type { SwapProgressEvent } from "../../../services/swaps/mod.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { withSwapWorld } from "./_harness.ts";

const counters = (c: Record<string, unknown>) =>
  c.counters as Record<string, { applied: number; repeated: number }>;

Deno.test("swap solves through the backend submit-tx path by default, each mutation applied once", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
    const phases: string[] = [];
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: { onProgress: (e: SwapProgressEvent) => phases.push(e.phase) },
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.equal(r.value.path, "backend");
    assert.deepEqual(phases.filter((p) => p !== "backendStatus"), ["created", "submitted", "solved"]);
    const c = counters(sim.counters());
    assert.equal(c.swapSubmitTx.applied, 1);
    assert.equal(c.relaySubmit.applied, 1);
    assert.equal(c.solverExecute.applied, 1);
  });
});

Deno.test("swap falls back to the client relay when the backend rejects the submission", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
    const phases: string[] = [];
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: { onProgress: (e) => phases.push(e.phase) },
    }));
    assert.ok(r.ok);
    assert.equal(r.value.path, "client");
    assert.ok(phases.includes("fallback") && phases.includes("relayed") && phases.includes("executed"));
    const c = counters(sim.counters());
    assert.equal(c.swapSubmitTx.applied, 0);
    assert.equal(c.relaySubmit.applied, 1);
    assert.equal(c.solverExecute.applied, 1);
  }, {
    faults: { schedules: [{ route: "POST /swaps/submit-tx", fault: "error5xx", status: 500, count: 1 }] },
  });
});

for (const ending of ["failed", "abandoned"] as const) {
  Deno.test(`swap falls back to the client relay when the backend job ends ${ending}`, async () => {
    await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
      const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
      assert.ok(r.ok);
      assert.equal(r.value.path, "client");
      const c = counters(sim.counters());
      assert.equal(c.swapSubmitTx.applied, 1);
      assert.equal(c.solverExecute.applied, 1);
    }, {
      faults: {
        profile: { submitTx: ending === "failed" ? { failProbability: 1 } : { abandonProbability: 1 } },
      },
    });
  });
}

Deno.test("swap falls back when the backend status poll times out, and the re-relay is idempotent", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle, clock }) => {
    const started = Date.now();
    const phases: SwapProgressEvent[] = [];
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: { timeout: 5_000, onProgress: (e) => phases.push(e) },
    }));
    assert.ok(r.ok);
    assert.equal(r.value.path, "client");
    const fallback = phases.find((e) => e.phase === "fallback");
    assert.ok(fallback && fallback.phase === "fallback" && fallback.error?.code === "REQUEST_TIMEOUT");
    assert.ok(Date.now() - started >= 5_000);
    await clock.tickAsync(60_000);
    sim.ledger.sync();
    const c = counters(sim.counters());
    assert.equal(c.relaySubmit.applied, 1, "one packet per source tx");
    assert.equal(c.solverExecute.applied, 1, "one execution per intent");
  }, { faults: { profile: { submitTx: { verifyMs: 30_000 } } } });
});

Deno.test("swap with the backend option off makes no submit-tx call", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(r.ok);
    assert.equal(r.value.path, "client");
    assert.equal(counters(sim.counters()).swapSubmitTx.applied, 0);
    assert.equal(sim.requests().filter((q) => q.path.includes("/swaps/submit-tx")).length, 0);
  }, { client: { swaps: { useBackendSubmitTx: false } } });
});

Deno.test("the fallback relay gets a fresh timeout that starts after verification", async () => {
  const run = (relayMs: number) =>
    withSwapWorld(async ({ client, wallet, params, settle }) => {
      const r = await settle(
        client.swaps.swap({ params: params(), walletProvider: wallet, extras: { timeout: 5_000 } }),
      );
      if (relayMs < 5_000) {
        assert.ok(r.ok, "a relay shorter than the timeout succeeds although backend + relay exceed it");
        assert.equal(r.value.path, "client");
      } else {
        assert.ok(!r.ok);
        assert.equal(r.error.code, "EXTERNAL_API_ERROR");
        assert.equal(r.error.message, "RELAY_TIMEOUT");
        assert.equal(r.error.context.relayCode, "RELAY_TIMEOUT");
        assert.equal((r.error.context.backendError as { code: string }).code, "REQUEST_TIMEOUT");
      }
    }, {
      faults: {
        profile: {
          submitTx: { verifyMs: 600_000 },
          relay: { validatingMs: 0, executingMs: 0, executedMs: relayMs },
        },
      },
    });
  await run(4_000);
  await run(7_000);
});

Deno.test("a solver refusal of /execute is EXTERNAL_API_ERROR tagged POST_EXECUTION_FAILED", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXTERNAL_API_ERROR");
    assert.equal(r.error.message, "POST_EXECUTION_FAILED");
    assert.equal(typeof r.error.context.solverCode, "number");
    assert.ok(r.error.context.solverDetail);
  }, {
    client: { swaps: { useBackendSubmitTx: false } },
    faults: { schedules: [{ route: "POST /intent/execute", fault: "error5xx", status: 500, count: 10 }] },
  });
});

Deno.test("swap rejects bad input with a precise code before any request", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
    const cases: [Parameters<typeof params>[0], string][] = [
      [{ srcChainKey: "0xdead" as never }, "UNKNOWN_CHAIN_KEY"],
      [{ inputToken: "0x000000000000000000000000000000000000dEaD" }, "UNSUPPORTED_TOKEN"],
      [{ inputAmount: 0n }, "INVALID_AMOUNT"],
      [{ srcAddress: "not-an-address" }, "INVALID_ADDRESS"],
      [
        { partnerFee: { address: "0x2222222222222222222222222222222222222222", percentage: 10_001 } },
        "INVALID_FEE",
      ],
      [{ deadline: -1 }, "VALIDATION_FAILED"],
    ];
    for (const [overrides, code] of cases) {
      const r = await settle(client.swaps.swap({ params: params(overrides), walletProvider: wallet }));
      assert.ok(!r.ok);
      assert.equal(r.error.code, code);
      assert.equal(r.error.context.phase, "validate");
    }
    assert.equal(sim.requests().length, 0);
  });
});

Deno.test("an aborted swap stops with ABORTED and no fallback", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const controller = new AbortController();
    const phases: string[] = [];
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: {
        signal: controller.signal,
        onProgress: (e) => {
          phases.push(e.phase);
          if (e.phase === "submitted") controller.abort();
        },
      },
    }));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "ABORTED");
    assert.ok(!phases.includes("fallback"));
  }, { faults: { profile: { submitTx: { verifyMs: 30_000 } } } });
});

Deno.test("extras.apiKey is sent on the backend submit-tx leg", async () => {
  await withSwapWorld(async ({ client, sim, wallet, params, settle }) => {
    const r = await settle(
      client.swaps.swap({ params: params(), walletProvider: wallet, extras: { apiKey: "per-call" } }),
    );
    assert.ok(r.ok);
    const submit = sim.requests().find((q) => q.path.endsWith("/swaps/submit-tx"));
    assert.equal(submit?.apiKey, "per-call");
  }, { client: {} });
});

Deno.test("a stalled solver /execute ends the swap with a failure instead of hanging", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(client.swaps.swap({ params: params(), walletProvider: wallet }), 1_000);
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXTERNAL_API_ERROR");
    assert.equal(r.error.message, "POST_EXECUTION_FAILED");
  }, {
    client: { swaps: { useBackendSubmitTx: false } },
    faults: { rules: [{ route: "POST /intent/execute", stall: 1 }] },
  });
});

/** Rewrites the simulator's submit-tx status answers into the platform's vocabulary (`executed`, no `solved`). */
function platformStatusVocabulary(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes("/swaps/submit-tx/status") || !res.ok) return res;
    const body = await res.json();
    if (body.data.status === "solved") body.data.status = "executed";
    if (body.data.result) body.data.result.packetData = { src_chain_id: 30 };
    return Response.json(body);
  };
}

Deno.test("swap solves through the backend when the backend speaks the platform's status set (executed)", async () => {
  await withSwapWorld(async ({ sim, wallet, params, settle }) => {
    const client = new XSwap({ ...sim.clientConfig, fetch: platformStatusVocabulary(sim.fetch) });
    const statuses: string[] = [];
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: {
        onProgress: (e: SwapProgressEvent) => e.phase === "backendStatus" && statuses.push(e.status),
      },
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.equal(r.value.path, "backend");
    assert.equal(statuses.at(-1), "executed");
    assert.equal(counters(sim.counters()).solverExecute.applied, 1);
  });
});

Deno.test("a backend job failed in the platform's words hands failedAtStep, failureReason and failedAttempts to the fallback event", async () => {
  await withSwapWorld(async ({ sim, wallet, params, settle }) => {
    const failing: typeof globalThis.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes("/swaps/submit-tx/status")) return sim.fetch(input, init);
      const query = new URL(url).searchParams;
      return Promise.resolve(Response.json({
        success: true,
        data: {
          txHash: query.get("txHash"),
          srcChainKey: query.get("srcChainKey"),
          status: "failed",
          failedAtStep: "relaying",
          failureReason: "relay timeout",
          failedAttempts: 3,
        },
      }));
    };
    const client = new XSwap({ ...sim.clientConfig, fetch: failing });
    let context: Readonly<Record<string, unknown>> | undefined;
    const r = await settle(client.swaps.swap({
      params: params(),
      walletProvider: wallet,
      extras: {
        onProgress: (e: SwapProgressEvent) =>
          e.phase === "fallback" &&
          (context = e.error?.context as Readonly<Record<string, unknown>> | undefined),
      },
    }));
    assert.ok(r.ok);
    assert.equal(r.value.path, "client");
    assert.equal(context?.status, "failed");
    assert.equal(context?.failedAtStep, "relaying");
    assert.equal(context?.failureReason, "relay timeout");
    assert.equal(context?.failedAttempts, 3);
  });
});

Deno.test("createLimitOrder places an intent without a deadline and solves like a swap", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const { deadline: _d, ...order } = params({ deadline: 1_700_000_300n });
    const r = await settle(client.swaps.createLimitOrder({ params: order, walletProvider: wallet }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.equal(r.value.intent.deadline, 0n);
  });
});
