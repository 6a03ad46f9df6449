import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { ConfigService, type XToken } from "../../../core/config/mod.ts";
import type { BridgeParams } from "../../../services/bridge/mod.ts";
import { getBridgeableTokens, isBridgeable } from "../../../services/bridge/mod.ts";
import { ARB_USDC, BASE_USDC, createHarness, drive, MANAGER, RECIPIENT, withClock } from "./_harness.ts";

const BASE_CBBTC = "0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf";
const base: BridgeParams = {
  srcChainKey: "0x2105.base",
  srcAsset: BASE_USDC,
  amount: 10n,
  dstChainKey: "0xa4b1.arbitrum",
  recipient: RECIPIENT,
};

const cases: [string, Record<string, unknown>, string, Record<string, unknown>][] = [
  ["an unknown source chain", { srcChainKey: "mars" }, "UNKNOWN_CHAIN_KEY", { field: "srcChainKey" }],
  ["an unknown destination chain", { dstChainKey: "venus" }, "UNKNOWN_CHAIN_KEY", { field: "dstChainKey" }],
  ["the hub as source", { srcChainKey: "sonic" }, "UNSUPPORTED_CHAIN_OPERATION", { field: "srcChainKey" }],
  ["the same chain on both ends", { dstChainKey: "0x2105.base" }, "VALIDATION_FAILED", {
    field: "dstChainKey",
  }],
  ["a zero amount", { amount: 0n }, "INVALID_AMOUNT", { field: "amount" }],
  ["a number amount", { amount: 10 }, "INVALID_AMOUNT", { field: "amount" }],
  ["an unknown source token", { srcAsset: RECIPIENT }, "UNSUPPORTED_TOKEN", { field: "srcAsset" }],
  ["an unknown destination token", { dstAsset: RECIPIENT }, "UNSUPPORTED_TOKEN", { field: "dstAsset" }],
  [
    "a destination token of another vault",
    { dstAsset: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9" },
    "UNSUPPORTED_TOKEN",
    { field: "dstAsset", reason: "notBridgeable" },
  ],
  [
    "an ambiguous default destination token",
    { srcAsset: BASE_CBBTC },
    "VALIDATION_FAILED",
    { field: "dstAsset" },
  ],
  ["a malformed recipient", { recipient: "0x12" }, "INVALID_ADDRESS", { field: "recipient" }],
  ["an empty recipient", { recipient: "" }, "INVALID_ADDRESS", { field: "recipient" }],
  ["a malformed srcAddress", { srcAddress: "nope" }, "INVALID_ADDRESS", { field: "srcAddress" }],
  [
    "a fee above 100%",
    { partnerFee: { address: RECIPIENT, percentage: 20_000 } },
    "INVALID_FEE",
    {},
  ],
];

Deno.test("bridge rejects bad input with a precise code before any request", async (t) => {
  await withClock(async (clock) => {
    const h = await createHarness();
    for (const [name, patch, code, context] of cases) {
      await t.step(name, async () => {
        const r = await drive(
          clock,
          h.service.bridge({ params: { ...base, ...patch } as BridgeParams, walletProvider: h.wallet }),
        );
        assert.ok(!r.ok);
        assert.equal(r.error.code, code, r.error.message);
        for (const [k, v] of Object.entries(context)) {
          assert.equal((r.error.context as Readonly<Record<string, unknown>>)[k], v);
        }
        assert.equal(r.error.context.phase, "validate");
      });
    }
    const timeout = await drive(
      clock,
      h.service.bridge({ params: base, walletProvider: h.wallet, extras: { timeout: -1 } }),
    );
    assert.ok(
      !timeout.ok && timeout.error.code === "VALIDATION_FAILED" && timeout.error.context.field === "timeout",
    );
    const notObject = await drive(clock, h.service.bridge({ params: null as unknown as BridgeParams }));
    assert.ok(!notObject.ok && notObject.error.code === "VALIDATION_FAILED");
    assert.deepEqual(h.sim.requests(), []);
    h.sim.close();
  });
});

Deno.test("bridge refuses a srcAddress that is not the wallet's before sending", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    // RECIPIENT's allowance is granted, so the refusal comes from the wallet, not the allowance check
    const manager = h.sim.context.balances.allowance("0x2105.base", h.address, BASE_USDC, MANAGER);
    h.sim.context.balances.approve("0x2105.base", RECIPIENT, BASE_USDC, MANAGER, manager);
    const r = await drive(
      clock,
      h.service.bridge({ params: { ...base, srcAddress: RECIPIENT }, walletProvider: h.wallet }),
    );
    assert.ok(!r.ok);
    assert.equal(r.error.code, "WALLET_ERROR");
    assert.equal(r.error.context.phase, "deposit");
    assert.equal(h.sim.ledger.counters.spokeTx.applied, 0);
    h.sim.close();
  });
});

Deno.test("bridge sends extras.apiKey on the backend submit-tx leg", async () => {
  await withClock(async (clock) => {
    const h = await createHarness({ client: { apiKey: "wrong-key" } });
    const r = await drive(
      clock,
      h.service.bridge({ params: base, walletProvider: h.wallet, extras: { apiKey: "sim-key" } }),
    );
    assert.ok(r.ok && r.value.path === "backend", r.ok ? "" : r.error.message);
    const keys = h.sim.requests().filter((e) => e.path.includes("/bridge/")).map((e) => e.apiKey);
    assert.ok(keys.length >= 2 && keys.every((k) => k === "sim-key"));
    h.sim.close();
  });
});

const config = new ConfigService();
const tokens: XToken[] = Object.values(config.instanceConfig.chains).flatMap((c) => [...c.supportedTokens]);

Deno.test("isBridgeable is exactly 'same hub vault' and getBridgeableTokens lists those tokens", () => {
  fc.assert(
    fc.property(fc.nat(tokens.length - 1), fc.nat(tokens.length - 1), (i, j) => {
      const [src, dst] = [tokens[i], tokens[j]];
      const route = {
        srcChainKey: src.chainKey,
        srcAsset: src.address,
        dstChainKey: dst.chainKey,
        dstAsset: dst.address,
      };
      const r = isBridgeable(config, route);
      assert.ok(r.ok);
      assert.equal(r.value, src.vault.toLowerCase() === dst.vault.toLowerCase());
      const list = getBridgeableTokens(config, src.chainKey, dst.chainKey, src.address);
      assert.ok(list.ok);
      assert.equal(list.value.some((t) => t.address.toLowerCase() === dst.address.toLowerCase()), r.value);
      assert.ok(list.value.every((t) => t.vault.toLowerCase() === src.vault.toLowerCase()));
    }),
  );
});

Deno.test("getBridgeableTokens names the bad field", () => {
  const unknown = getBridgeableTokens(config, "mars", "0x38.bsc", BASE_USDC);
  assert.ok(!unknown.ok && unknown.error.code === "UNKNOWN_CHAIN_KEY");
  const token = getBridgeableTokens(config, "0x2105.base", "0x38.bsc", RECIPIENT);
  assert.ok(
    !token.ok && token.error.code === "UNSUPPORTED_TOKEN" && token.error.context.field === "srcAsset",
  );
  const dst = isBridgeable(config, {
    srcChainKey: "0x2105.base",
    srcAsset: BASE_USDC,
    dstChainKey: "0xa4b1.arbitrum",
    dstAsset: RECIPIENT,
  });
  assert.ok(!dst.ok && dst.error.context.field === "dstAsset");
  const ok = isBridgeable(config, {
    srcChainKey: "0x2105.base",
    srcAsset: BASE_USDC,
    dstChainKey: "0xa4b1.arbitrum",
    dstAsset: ARB_USDC,
  });
  assert.ok(ok.ok && ok.value);
});
