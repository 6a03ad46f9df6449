/**
 * Issue 22 part B: money-market writes delivered to the hub change what the hub reads answer. The hub
 * money-market example (`examples/hub/money_market.ts`) supplies 25 USDC from Base in-process; reading back with
 * the library's own read path at the simulator's time shows exactly the supplied amount; borrow, repay and
 * withdraw move the debt and the supply the same way; a price set through `POST /__sim/price` is what the reads
 * value the reserve at.
 */
import assert from "node:assert/strict";
import { privateKeyToAddress } from "viem/accounts";
import { runMoneyMarket } from "../../../examples/hub/money_market.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { getUserSummary } from "../../../services/money_market/reserves_data.ts";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { SIM_RESERVES_TIMESTAMP } from "../../../simulator/state/seed/money_market.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";

const SODA_USDC = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";
const BASE = "0x2105.base";
/** 30 days after the seeded reserves' last update: writes accrue their indexes first. */
const T0 = (SIM_RESERVES_TIMESTAMP + 30 * 86_400) * 1000;

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

function setup(clock: ManualClock) {
  const sim = createSimulatorApp({ preset: "instant", seed: 3, clock });
  const options = { ...sim.clientConfig, fetch: sim.fetch };
  const config = new ConfigService(sim.clientConfig);
  const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
  /** The library's summary read at the simulator's time. */
  const summary = async (srcAddress: string) => {
    const r = await getUserSummary({ config, hub, now: () => clock.now() }, {
      srcChainKey: BASE,
      srcAddress,
    });
    if (!r.ok) throw r.error;
    return r.value;
  };
  const usdcRow = async (srcAddress: string) =>
    (await summary(srcAddress)).positions.find((r) =>
      r.underlyingAsset.toLowerCase() === SODA_USDC.toLowerCase()
    );
  return { sim, options, client: new XSwap(options), summary, usdcRow };
}

Deno.test("the money-market example's supply shows in getUserSummary as exactly the supplied amount", async () => {
  const clock = createManualClock(T0);
  const { sim, options, usdcRow, summary } = setup(clock);
  try {
    const me = privateKeyToAddress(`0x${"04".repeat(32)}`);
    const before = await usdcRow(me);
    const collateralBefore = Number((await summary(me)).totalCollateralUSD);
    await quiet(() => runMoneyMarket(options));
    const after = await usdcRow(me);
    assert.ok(after !== undefined);
    const supplied = after.supplyBalance - (before?.supplyBalance ?? 0n);
    // 25 USDC (6 decimals) is 25e18 in the 18-decimal vault; scaling by the index and back rounds by at most 1 wei.
    assert.ok(supplied >= 25n * 10n ** 18n - 1n && supplied <= 25n * 10n ** 18n + 1n, `supplied ${supplied}`);
    const collateralAfter = Number((await summary(me)).totalCollateralUSD);
    assert.ok(
      Math.abs(collateralAfter - collateralBefore - 25) < 1e-6,
      `${collateralBefore} -> ${collateralAfter}`,
    );
  } finally {
    sim.close();
  }
});

Deno.test("borrow, repay and withdraw move the debt and the supply read back from the hub", async () => {
  const clock = createManualClock(T0);
  const { sim, client, usdcRow } = setup(clock);
  try {
    const base = client.instanceConfig.chains[BASE];
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"06".repeat(32)}`,
      rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const walletProvider = wallet.value;
    const me = await walletProvider.getAddress();
    const usdc = base.supportedTokens.find((t) => t.symbol === "USDC")!;
    const at = (amount: bigint) => ({ srcChainKey: BASE, srcAddress: me, token: usdc.address, amount });
    const unit = 10n ** 12n; // 6-decimal USDC in the 18-decimal vault
    const start = (await usdcRow(me))!;

    const steps: ["supply" | "borrow" | "repay" | "withdraw", bigint, bigint, bigint][] = [
      ["supply", 100_000_000n, 100_000_000n * unit, 0n],
      ["borrow", 10_000_000n, 0n, 10_000_000n * unit],
      ["repay", 4_000_000n, 0n, -4_000_000n * unit],
      ["withdraw", 50_000_000n, -50_000_000n * unit, 0n],
    ];
    let previous = start;
    for (const [action, amount, supplyChange, debtChange] of steps) {
      clock.advance(60_000);
      if (action === "supply" || action === "repay") {
        const approved = await client.moneyMarket.approve({ ...at(amount), action }, { walletProvider });
        if (!approved.ok) throw approved.error;
      }
      const sent = await client.moneyMarket[action](at(amount), { walletProvider });
      if (!sent.ok) throw sent.error;
      const row = (await usdcRow(me))!;
      // Interest accrues on the earlier balances over the minute: allow a few wei per 1e18 of balance.
      const near = (actual: bigint, wanted: bigint): boolean =>
        actual - wanted >= -2n && actual - wanted <= 10n ** 15n;
      assert.ok(
        near(row.supplyBalance - previous.supplyBalance, supplyChange),
        `${action}: supply ${previous.supplyBalance} -> ${row.supplyBalance}`,
      );
      assert.ok(
        near(row.debtBalance - previous.debtBalance, debtChange),
        `${action}: debt ${previous.debtBalance} -> ${row.debtBalance}`,
      );
      previous = row;
    }
  } finally {
    sim.close();
  }
});

Deno.test("a price set through POST /__sim/price is the price the money-market reads report", async () => {
  const clock = createManualClock(T0);
  const { sim, client } = setup(clock);
  try {
    const set = await sim.fetch("/__sim/price", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ asset: "sodaETH", usd: "2500.5" }),
    });
    assert.equal(set.status, 200);
    assert.equal((await set.json()).priceInMarketReferenceCurrency, "250050000000");
    const reserves = await client.moneyMarket.getReservesHumanized();
    if (!reserves.ok) throw reserves.error;
    const eth = reserves.value.reserves.find((r) => r.symbol === "sodaETH")!;
    assert.equal(eth.priceInMarketReferenceCurrency, "2500.5");
  } finally {
    sim.close();
  }
});

Deno.test("POST /__sim/price answers 4xx for an unknown reserve or a bad body", async () => {
  const { sim } = setup(createManualClock(T0));
  try {
    const post = (body: string) =>
      sim.fetch("/__sim/price", { method: "POST", headers: { "content-type": "application/json" }, body });
    const unknown = await post(JSON.stringify({ asset: "NOPE", usd: 1 }));
    assert.equal(unknown.status, 404);
    assert.match((await unknown.json()).message, /NOPE/);
    for (
      const bad of ["{", JSON.stringify({ asset: "sodaETH" }), JSON.stringify({ asset: "sodaETH", usd: -1 })]
    ) {
      const res = await post(bad);
      assert.equal(res.status, 400, bad);
      await res.body?.cancel();
    }
  } finally {
    sim.close();
  }
});
