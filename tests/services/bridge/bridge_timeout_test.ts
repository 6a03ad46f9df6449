import assert from "node:assert/strict";
import type { BridgeExtras } from "../../../services/bridge/mod.ts";
import {
  BASE_USDC,
  type Clock,
  createHarness,
  drive,
  type Harness,
  RECIPIENT,
  withClock,
} from "./_harness.ts";

const VERIFY_MS = 30_000;
const TIMEOUT_MS = 5_000;

async function run(clock: Clock, h: Harness, extras: BridgeExtras) {
  const started = clock.now;
  let verifiedAt = -1;
  let settledAt = -1;
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
      extras: {
        ...extras,
        timeout: TIMEOUT_MS,
        onProgress: (e) => {
          if (e.phase === "verified") verifiedAt = clock.now;
        },
      },
    }).then((v) => {
      settledAt = clock.now;
      return v;
    }),
  );
  return { r, started, verifiedAt, settledAt };
}

Deno.test("the fallback relay's timeout does not bound verification", async () => {
  await withClock(async (clock) => {
    const h = await createHarness({ receiptDelayMs: VERIFY_MS });
    const { r, started, verifiedAt } = await run(clock, h, { useBackendSubmitTx: false });
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.equal(r.value.path, "client");
    assert.ok(verifiedAt - started >= VERIFY_MS, `verified after ${verifiedAt - started} ms`);
    h.sim.close();
  });
});

Deno.test("the fallback relay gets a fresh timeout that starts after verification", async () => {
  await withClock(async (clock) => {
    const h = await createHarness({ receiptDelayMs: VERIFY_MS });
    h.sim.setFaults({ profile: { relay: { validatingMs: 0, executingMs: 0, executedMs: 3_600_000 } } });
    const { r, started, verifiedAt, settledAt } = await run(clock, h, { useBackendSubmitTx: false });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "RELAY_TIMEOUT");
    assert.equal(r.error.message, "RELAY_TIMEOUT");
    assert.equal(r.error.context.relayCode, "RELAY_TIMEOUT");
    assert.ok(verifiedAt - started >= VERIFY_MS);
    const waited = settledAt - verifiedAt;
    assert.ok(waited >= TIMEOUT_MS && waited <= TIMEOUT_MS + 1_000, `relay waited ${waited} ms`);
    h.sim.close();
  });
});

Deno.test("after a backend poll timeout the relay's timeout restarts after verification", async () => {
  await withClock(async (clock) => {
    const h = await createHarness({ receiptDelayMs: VERIFY_MS });
    h.sim.setFaults({
      profile: {
        submitTx: { verifyMs: 3_600_000 },
        relay: { validatingMs: 0, executingMs: 0, executedMs: 3_600_000 },
      },
    });
    const { r, started, verifiedAt, settledAt } = await run(clock, h, {});
    assert.ok(!r.ok);
    assert.equal(r.error.code, "RELAY_TIMEOUT");
    assert.equal((r.error.context.backendError as { code: string }).code, "REQUEST_TIMEOUT");
    assert.ok(verifiedAt - started >= TIMEOUT_MS + VERIFY_MS, `verified after ${verifiedAt - started} ms`);
    const waited = settledAt - verifiedAt;
    assert.ok(waited >= TIMEOUT_MS && waited <= TIMEOUT_MS + 1_000, `relay waited ${waited} ms`);
    h.sim.close();
  });
});
