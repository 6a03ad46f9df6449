/**
 * Issue 22 part B: partner fees follow the hub. A swap whose intent carries a partner fee (the swap example,
 * `examples/swap.ts`, with `swaps.partnerFee`) accrues the fee to the receiver in the intent's input hub asset, read
 * back as its `balanceOf`; a claim through the protocol intents contract takes the claimed amount off; the hub
 * partner example (`examples/hub/partner.ts`) claims a whole fee balance, which then reads zero.
 */
import assert from "node:assert/strict";
import { privateKeyToAddress } from "viem/accounts";
import { runPartner } from "../../../examples/hub/partner.ts";
import { runSwap } from "../../../examples/swap.ts";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

const PARTNER_KEY = `0x${"05".repeat(32)}` as const;
const partner = privateKeyToAddress(PARTNER_KEY);

function setup() {
  const sim = createSimulatorApp({ preset: "instant", seed: 3, clock: createManualClock(1_760_000_000_000) });
  const options = { ...sim.clientConfig, fetch: sim.fetch };
  const client = new XSwap(options);
  const balanceOf = async (token: string) => {
    const r = await client.partners.fetchBalances({ partner });
    if (!r.ok) throw r.error;
    return r.value.find((b) => b.token.toLowerCase() === token.toLowerCase())?.balance ?? 0n;
  };
  return { sim, options, client, balanceOf };
}

Deno.test("a swap with a partner fee accrues the fee to the receiver, and a claim takes it off", async () => {
  const { sim, options, client, balanceOf } = setup();
  try {
    const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const before = await balanceOf(usdc.hubAsset);
    // 1% of the example's 1 USDC (6 decimals).
    await quiet(() => runSwap({ ...options, swaps: { partnerFee: { address: partner, percentage: 100 } } }));
    const accrued = await balanceOf(usdc.hubAsset);
    assert.equal(accrued - before, 10_000n);

    const wallet = createPrivateKeyEvmWallet({
      privateKey: PARTNER_KEY,
      rpcUrl: client.instanceConfig.hub.rpcUrl,
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const claimed = await client.partners.claim({ partner, token: usdc.hubAsset, amount: 10_000n }, {
      walletProvider: wallet.value,
    });
    if (!claimed.ok) throw claimed.error;
    assert.equal(await balanceOf(usdc.hubAsset), before);
  } finally {
    sim.close();
  }
});

Deno.test("the partner example's claim of a whole fee balance leaves it at zero", async () => {
  const { sim, options, client } = setup();
  try {
    const listed = async () => {
      const r = await client.partners.fetchBalances({ partner });
      if (!r.ok) throw r.error;
      return r.value.map((b) => b.token.toLowerCase());
    };
    const before = await listed();
    await quiet(() => runPartner(options));
    const after = await listed();
    // Balances of zero are not listed: exactly one token (the claimed one) dropped out.
    assert.equal(after.length, before.length - 1);
    const claimed = before.find((t) => !after.includes(t))!;
    assert.equal(sim.context.positions.balanceOf(claimed, partner), 0n);
  } finally {
    sim.close();
  }
});
