/**
 * `bridge.buildBridgeData` is the hub call list a raw bridge deposit carries (`relayData.payload`), for a spoke
 * and a hub destination, with and without a partner fee, and refuses what `bridge` refuses, as failure values.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { ARB_USDC, BASE_USDC, RECIPIENT } from "./_harness.ts";

const SENDER = "0x1111111111111111111111111111111111111111";

Deno.test("bridge.buildBridgeData equals the relayData payload of the raw bridge deposit, to a spoke and to the hub, fee or not", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const sonicUsdc = client.config.getSupportedSwapTokens("sonic").find((t) => t.symbol === "USDC")?.address;
    assertOk(sonicUsdc !== undefined);
    const fee = { address: "0x3333333333333333333333333333333333333333", percentage: 100 } as const;
    const cases = [
      { dstChainKey: "0xa4b1.arbitrum", dstAsset: ARB_USDC },
      { dstChainKey: "0xa4b1.arbitrum", dstAsset: ARB_USDC, partnerFee: fee },
      { dstChainKey: "sonic", dstAsset: sonicUsdc },
    ] as const;
    for (const c of cases) {
      const params = {
        srcChainKey: "0x2105.base",
        srcAsset: BASE_USDC,
        amount: 5_000_000n,
        recipient: RECIPIENT,
        ...c,
      } as const;
      const data = await client.bridge.buildBridgeData(params);
      if (!data.ok) throw data.error;
      const raw = await client.bridge.bridge({ params: { ...params, srcAddress: SENDER }, raw: true });
      if (!raw.ok) throw raw.error;
      strictEqual(data.value, raw.value.relayData.payload, JSON.stringify(c));
      assertOk(decodeContractCalls(data.value).ok);
    }
    const build = async (c: (typeof cases)[number]) => {
      const r = await client.bridge.buildBridgeData({
        srcChainKey: "0x2105.base",
        srcAsset: BASE_USDC,
        amount: 5_000_000n,
        recipient: RECIPIENT,
        ...c,
      });
      if (!r.ok) throw r.error;
      return decodeContractCalls(r.value);
    };
    const [feeCalls, plainCalls] = [await build(cases[1]), await build(cases[0])];
    assertOk(feeCalls.ok && plainCalls.ok);
    strictEqual(feeCalls.value.length, plainCalls.value.length + 1); // the fee transfer
  } finally {
    sim.close();
  }
});

Deno.test("bridge.buildBridgeData refuses what bridge refuses, before any I/O, as failure values", async () => {
  const client = new XSwap({ fetch: () => Promise.reject(new Error("no I/O expected")) });
  const base = {
    srcChainKey: "0x2105.base",
    srcAsset: BASE_USDC,
    amount: 1n,
    dstChainKey: "0xa4b1.arbitrum",
    recipient: RECIPIENT,
  } as const;
  const codes = (await Promise.all([
    client.bridge.buildBridgeData({ ...base, amount: 0n }),
    client.bridge.buildBridgeData({ ...base, dstChainKey: "mars" as never }),
    client.bridge.buildBridgeData({ ...base, srcAsset: "0x0000000000000000000000000000000000000bad" }),
    client.bridge.buildBridgeData({ ...base, recipient: "nope" }),
  ])).map((r) => r.ok ? "ok" : r.error.code);
  deepStrictEqual(codes, ["INVALID_AMOUNT", "UNKNOWN_CHAIN_KEY", "UNSUPPORTED_TOKEN", "INVALID_ADDRESS"]);
});
