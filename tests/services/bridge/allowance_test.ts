/**
 * `bridge.isAllowanceValid` / `bridge.approve` and the bridge flow's allowance check against the in-process
 * simulator (allowances start at zero): the Base asset manager is the spender, a raw approval is the ERC-20
 * `approve` tx, `bridge` fails `INSUFFICIENT_ALLOWANCE` before sending and delivers once approved.
 */
import assert from "node:assert/strict";
import { decodeFunctionData, erc20Abi } from "viem";
import type { BridgeParams } from "../../../services/bridge/mod.ts";
import { ARB_USDC, BASE_USDC, createHarness, drive, MANAGER, RECIPIENT, withClock } from "./_harness.ts";

const params: BridgeParams = {
  srcChainKey: "0x2105.base",
  srcAsset: BASE_USDC,
  amount: 1_000_000n,
  dstChainKey: "0xa4b1.arbitrum",
  dstAsset: ARB_USDC,
  recipient: RECIPIENT,
};

Deno.test("bridge without an approve fails INSUFFICIENT_ALLOWANCE before sending; approve then bridge delivers", async () => {
  await withClock(async (clock) => {
    const h = await createHarness({ approved: false });
    try {
      const refused = await drive(clock, h.service.bridge({ params, walletProvider: h.wallet }));
      assert.ok(!refused.ok && refused.error.code === "INSUFFICIENT_ALLOWANCE");
      assert.equal(refused.error.context.spender, MANAGER);
      assert.equal(refused.error.context.required, "1000000");
      assert.equal(refused.error.context.current, "0");
      assert.equal(h.sim.ledger.counters.spokeTx.applied, 0, "nothing sent");
      const before = await drive(clock, h.service.isAllowanceValid({ params, walletProvider: h.wallet }));
      assert.ok(before.ok && before.value === false);
      const approved = await drive(clock, h.service.approve({ params, walletProvider: h.wallet }));
      assert.ok(
        approved.ok && approved.value.kind === "sent",
        JSON.stringify(!approved.ok && approved.error.toJSON()),
      );
      const after = await drive(
        clock,
        h.service.isAllowanceValid({ params: { ...params, srcAddress: h.address } }),
      );
      assert.ok(after.ok && after.value === true);
      const sent = await drive(clock, h.service.bridge({ params, walletProvider: h.wallet }));
      assert.ok(sent.ok, JSON.stringify(!sent.ok && sent.error.toJSON()));
    } finally {
      h.sim.close();
    }
  });
});

Deno.test("bridge.approve with raw: true is the ERC-20 approve(assetManager, amount) from the sender", async () => {
  await withClock(async () => {
    const h = await createHarness({ approved: false });
    try {
      const r = await h.service.approve({ params: { ...params, srcAddress: h.address }, raw: true });
      assert.ok(r.ok && r.value.kind === "raw" && "spender" in r.value); // an ERC-20 approval, not a trustline
      assert.equal(r.value.tx.to, BASE_USDC);
      assert.equal(r.value.tx.from, h.address);
      const call = decodeFunctionData({ abi: erc20Abi, data: r.value.tx.data });
      assert.deepEqual([call.functionName, ...(call.args ?? [])], ["approve", MANAGER, 1_000_000n]);
      assert.equal(h.sim.ledger.counters.spokeTx.applied, 0);
    } finally {
      h.sim.close();
    }
  });
});

Deno.test("a raw bridge is not checked: nothing is sent, so nothing can revert", async () => {
  await withClock(async () => {
    const h = await createHarness({ approved: false });
    try {
      const r = await h.service.bridge({ params: { ...params, srcAddress: h.address }, raw: true });
      assert.ok(r.ok && r.value.raw === true, JSON.stringify(!r.ok && r.error.toJSON()));
    } finally {
      h.sim.close();
    }
  });
});

Deno.test("bridge allowance needs a sender: no srcAddress and no wallet is VALIDATION_FAILED", async () => {
  await withClock(async () => {
    const h = await createHarness();
    try {
      const r = await h.service.isAllowanceValid({ params });
      assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "srcAddress");
    } finally {
      h.sim.close();
    }
  });
});
