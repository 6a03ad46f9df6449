import assert from "node:assert/strict";
import type { BridgeExtras } from "../../../services/bridge/mod.ts";
import type { FaultConfigPatch } from "../../../simulator/mod.ts";
import {
  ARB_USDC,
  BASE_USDC,
  createHarness,
  drive,
  type HarnessOptions,
  RECIPIENT,
  withClock,
} from "./_harness.ts";

interface Trigger {
  name: string;
  faults?: FaultConfigPatch;
  harness?: HarnessOptions;
  extras?: BridgeExtras;
  /** Whether a backend job is created (false when the option is off). */
  backend: boolean;
  /** Code of the backend error reported through the `fallback` event. */
  backendCode?: string;
}

const triggers: Trigger[] = [
  {
    name: "a refused submission (400)",
    faults: { schedules: [{ route: "POST /bridge/submit-tx", fault: "error5xx", status: 400 }] },
    backend: false,
    backendCode: "HTTP_REQUEST_FAILED",
  },
  {
    name: "a transport failure of the submission",
    faults: { schedules: [{ route: "POST /bridge/submit-tx", fault: "drop" }] },
    backend: false,
    backendCode: "NETWORK_ERROR",
  },
  {
    name: "a terminal failed status",
    faults: { profile: { submitTx: { failProbability: 1 } } },
    backend: true,
    backendCode: "EXTERNAL_API_ERROR",
  },
  {
    name: "an abandoned status",
    faults: { profile: { submitTx: { abandonProbability: 1 } } },
    backend: true,
    backendCode: "EXTERNAL_API_ERROR",
  },
  {
    name: "a poll timeout",
    faults: { profile: { submitTx: { verifyMs: 600_000 } } },
    extras: { timeout: 5_000 },
    backend: true,
    backendCode: "REQUEST_TIMEOUT",
  },
  {
    name: "a 401 on the status poll",
    faults: { schedules: [{ route: "GET /bridge/submit-tx/status", fault: "error5xx", status: 401 }] },
    backend: true,
    backendCode: "HTTP_REQUEST_FAILED",
  },
  {
    name: "the option off in the configuration",
    harness: { client: { bridge: { useBackendSubmitTx: false } } },
    backend: false,
  },
  { name: "the option off for the call", extras: { useBackendSubmitTx: false }, backend: false },
];

for (const t of triggers) {
  Deno.test(`bridge falls back to the client relay on ${t.name}`, async () => {
    await withClock(async (clock) => {
      const h = await createHarness(t.harness);
      if (t.faults) h.sim.setFaults(t.faults);
      const fallbacks: string[] = [];
      const r = await drive(
        clock,
        h.service.bridge({
          params: {
            srcChainKey: "0x2105.base",
            srcAsset: BASE_USDC,
            amount: 5_000_000n,
            dstChainKey: "0xa4b1.arbitrum",
            dstAsset: ARB_USDC,
            recipient: RECIPIENT,
          },
          walletProvider: h.wallet,
          extras: {
            ...t.extras,
            onProgress: (e) => {
              if (e.phase === "fallback") fallbacks.push(e.error?.code ?? "");
            },
          },
        }),
      );
      assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
      assert.equal(r.value.path, "client");
      assert.ok(r.value.dstTxHash.startsWith("0x"));
      assert.deepEqual(fallbacks, t.backendCode === undefined ? [] : [t.backendCode]);
      assert.equal(h.sim.ledger.counters.bridgeSubmitTx.applied, t.backend ? 1 : 0);
      assert.equal(h.sim.ledger.counters.relaySubmit.applied, 1);
      h.sim.close();
    });
  });
}

Deno.test("bridge re-relays idempotently after the backend already relayed the deposit", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    h.sim.setFaults({ profile: { relay: { validatingMs: 500, executingMs: 1_000, executedMs: 3_000 } } });
    const r = await drive(
      clock,
      h.service.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: BASE_USDC,
          amount: 5_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          recipient: RECIPIENT,
        },
        walletProvider: h.wallet,
        extras: { timeout: 2_500 },
      }),
    );
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.equal(r.value.path, "client");
    assert.equal(h.sim.ledger.counters.relaySubmit.applied, 1);
    assert.ok(h.sim.ledger.counters.relaySubmit.repeated >= 1);
    const job = h.sim.ledger.job("bridge", r.value.srcTxHash);
    assert.equal(job?.status, "solved");
    assert.equal(job?.result?.dstIntentTxHash, r.value.dstTxHash);
    h.sim.close();
  });
});

Deno.test("a failed fallback keeps the relay code and the backend error", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    h.sim.setFaults({
      profile: { submitTx: { failProbability: 1 } },
      rules: [{ route: "POST /relayer#submit", error5xx: 1 }],
    });
    const r = await drive(
      clock,
      h.service.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: BASE_USDC,
          amount: 5_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          recipient: RECIPIENT,
        },
        walletProvider: h.wallet,
        extras: { timeout: 10_000 },
      }),
    );
    assert.ok(!r.ok);
    assert.ok(
      ["SUBMIT_TX_FAILED", "RELAY_TIMEOUT", "HTTP_REQUEST_FAILED"].includes(r.error.code),
      r.error.code,
    );
    assert.equal(r.error.context.relayCode, r.error.message);
    // the relayer refused the submission: the hub services' and the platform's label
    assert.equal(r.error.context.phase, "submit");
    const backendError = r.error.context.backendError as { code: string };
    assert.equal(backendError.code, "EXTERNAL_API_ERROR");
    h.sim.close();
  });
});
