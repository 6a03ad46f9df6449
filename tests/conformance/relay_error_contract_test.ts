/**
 * The error contract of relay failures (docs/rules/errors.md#relay-errors; issue 19 item 1): the swap wraps
 * them as `EXTERNAL_API_ERROR` with `context.relayCode` and the relay code as phase tag on `message`; bridge
 * and hub services propagate the relay layer's `SUBMIT_TX_FAILED` / `RELAY_TIMEOUT` / `HTTP_REQUEST_FAILED`
 * raw; one mapper; codes exported from mod.ts.
 */
import assert from "node:assert/strict";
import { ClientError } from "../../mod.ts";
import { mapRelayError, RELAY_ERROR_CODES } from "../../services/relay/mod.ts";
import { relayError } from "../../services/hub/phase_error.ts";
import { BASE_USDC, createHarness, drive, RECIPIENT, withClock } from "../services/bridge/_harness.ts";
import { withSwapWorld } from "../services/swaps/_harness.ts";

Deno.test("mod.ts exports RELAY_ERROR_CODES with the three relay tags", () => {
  assert.deepEqual(Object.values(RELAY_ERROR_CODES).sort(), [
    "HTTP_REQUEST_FAILED",
    "RELAY_TIMEOUT",
    "SUBMIT_TX_FAILED",
  ]);
});

Deno.test("mapRelayError() wraps every relay code as EXTERNAL_API_ERROR for a swap, cause kept", () => {
  for (const code of Object.values(RELAY_ERROR_CODES)) {
    const relay = new ClientError(code, code, { context: { relayCode: code }, cause: new Error("why") });
    const e = mapRelayError(relay, { style: "swap", context: { phase: "relay", srcTxHash: "0xaa" } });
    assert.deepEqual([e.code, e.message, e.context.relayCode, e.context.phase, e.context.srcTxHash], [
      "EXTERNAL_API_ERROR",
      code,
      code,
      "relay",
      "0xaa",
    ]);
    assert.equal(e.cause, relay);
  }
});

Deno.test("mapRelayError() propagates every relay code raw, the reason still on cause.message", () => {
  for (const code of Object.values(RELAY_ERROR_CODES)) {
    const relay = new ClientError(code, code, { cause: new Error("relayer said no") });
    const e = mapRelayError(relay, { context: { phase: "relay" } });
    assert.deepEqual([e.code, e.message, e.context.relayCode], [code, code, code]);
    assert.equal((e.cause as Error).message, "relayer said no");
  }
});

Deno.test("mapRelayError() passes an abort through unchanged in both styles", () => {
  const aborted = new ClientError("ABORTED", "aborted");
  assert.equal(mapRelayError(aborted, { style: "swap" }), aborted);
  assert.equal(mapRelayError(aborted), aborted);
});

Deno.test("hub services propagate a relay network failure as HTTP_REQUEST_FAILED, not RELAY_FAILED", () => {
  const e = relayError(
    new ClientError("HTTP_REQUEST_FAILED", "HTTP_REQUEST_FAILED", { context: { status: 400 } }),
    "supply",
    { srcTxHash: "0xaa" },
  );
  assert.deepEqual([e.code, e.message, e.context.relayCode, e.context.phase, e.context.action], [
    "HTTP_REQUEST_FAILED",
    "HTTP_REQUEST_FAILED",
    "HTTP_REQUEST_FAILED",
    "relay",
    "supply",
  ]);
});

Deno.test("bridge propagates a relayer polling refusal raw as HTTP_REQUEST_FAILED", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    try {
      h.sim.setFaults({
        schedules: [{
          route: "POST /relayer#get_transaction_packets",
          fault: "error5xx",
          status: 400,
          count: 50,
        }],
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
          extras: { useBackendSubmitTx: false, timeout: 10_000 },
        }),
      );
      assert.ok(!r.ok);
      assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
      assert.equal(r.error.message, "HTTP_REQUEST_FAILED");
      assert.equal(r.error.context.relayCode, "HTTP_REQUEST_FAILED");
      assert.equal(r.error.context.phase, "relay");
    } finally {
      h.sim.close();
    }
  });
});

Deno.test("swap wraps a relay timeout as EXTERNAL_API_ERROR tagged RELAY_TIMEOUT, relay error as cause", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(
      client.swaps.swap({ params: params(), walletProvider: wallet, extras: { timeout: 5_000 } }),
    );
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXTERNAL_API_ERROR");
    assert.equal(r.error.message, "RELAY_TIMEOUT");
    assert.equal(r.error.context.relayCode, "RELAY_TIMEOUT");
    assert.equal(r.error.context.phase, "relay");
    assert.ok(r.error.cause instanceof ClientError && r.error.cause.code === "RELAY_TIMEOUT");
  }, {
    client: { swaps: { useBackendSubmitTx: false } },
    faults: { profile: { relay: { validatingMs: 0, executingMs: 0, executedMs: 3_600_000 } } },
  });
});

Deno.test("swap labels a refused relay submission with phase submit, as the hub services and the platform do", async () => {
  await withSwapWorld(async ({ client, wallet, params, settle }) => {
    const r = await settle(
      client.swaps.swap({ params: params(), walletProvider: wallet, extras: { timeout: 5_000 } }),
    );
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXTERNAL_API_ERROR");
    assert.equal(r.error.context.phase, "submit");
    const hub = relayError(r.error.cause as ClientError, "supply");
    assert.equal(hub.context.phase, r.error.context.phase, "one label for the same relay failure");
  }, {
    client: { swaps: { useBackendSubmitTx: false } },
    faults: { rules: [{ route: "POST /relayer#submit", error5xx: 1 }] },
  });
});
