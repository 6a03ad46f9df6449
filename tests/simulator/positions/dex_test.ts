/**
 * Issue 22 part B: CL positions follow the hub. The hub dex example (`examples/hub/dex.ts`) mints a position
 * (the simulator's first mint: id 1) and increases it in-process: `getPosition(1)` reads the example's pool,
 * ticks and both liquidity additions. A decrease takes liquidity off; a claim of rewards (a zero decrease)
 * collects, moving the fee-growth snapshot to the simulator's time; a decrease beyond the liquidity changes nothing.
 */
import assert from "node:assert/strict";
import { runDex } from "../../../examples/hub/dex.ts";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { simPosition } from "../../../simulator/state/seed/dex.ts";
import { simFeeGrowthX128 } from "../../../simulator/state/positions/dex.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

const WS = "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38";
const BNUSD = "0xE801CA34E19aBCbFeA12025378D19c4FBE250131";

Deno.test("the dex example's mint and increase read back as position 1", async () => {
  const clock = createManualClock(1_760_000_000_000);
  const sim = createSimulatorApp({ preset: "instant", seed: 3, clock });
  try {
    const options = { ...sim.clientConfig, fetch: sim.fetch };
    const client = new XSwap(options);
    const seeded = await client.dex.getPosition(1n);
    assert.ok(seeded.ok && seeded.value.liquidity === simPosition(1n)[3]);
    await quiet(() => runDex(options));
    const position = await client.dex.getPosition(1n);
    if (!position.ok) throw position.error;
    assert.equal(position.value.poolKey.currency0.toLowerCase(), WS.toLowerCase());
    assert.equal(position.value.poolKey.currency1.toLowerCase(), BNUSD.toLowerCase());
    assert.equal(position.value.tickLower, -600);
    assert.equal(position.value.tickUpper, 600);
    assert.equal(position.value.liquidity, 2n * 10n ** 15n); // minted 1e15, increased by 1e15
    // Position 2 was never minted: still the seeded one.
    const other = await client.dex.getPosition(2n);
    assert.ok(other.ok && other.value.liquidity === simPosition(2n)[3]);
  } finally {
    sim.close();
  }
});

Deno.test("a decrease takes liquidity off, a claim of rewards collects, an overdraft changes nothing", async () => {
  const clock = createManualClock(1_760_000_000_000);
  const sim = createSimulatorApp({ preset: "instant", seed: 3, clock });
  try {
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const base = client.instanceConfig.chains["0x2105.base"];
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"09".repeat(32)}`,
      rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const walletProvider = wallet.value;
    const sender = { srcChainKey: "0x2105.base", srcAddress: await walletProvider.getAddress() };
    const read = async () => {
      const r = await client.dex.getPosition(7n);
      if (!r.ok) throw r.error;
      return r.value;
    };
    const start = await read(); // seeded: 7e18 liquidity
    const decreased = await client.dex.decreaseLiquidity({ ...sender, tokenId: 7n, liquidity: 10n ** 18n }, {
      walletProvider,
    });
    if (!decreased.ok) throw decreased.error;
    assert.equal((await read()).liquidity, start.liquidity - 10n ** 18n);

    clock.advance(3_600_000);
    const claimed = await client.dex.claimRewards({ ...sender, tokenId: 7n }, { walletProvider });
    if (!claimed.ok) throw claimed.error;
    const collected = await read();
    assert.equal(collected.liquidity, start.liquidity - 10n ** 18n);
    assert.equal(collected.feeGrowthInside0LastX128, simFeeGrowthX128(Math.floor(clock.now() / 1000)));

    const store = sim.context.positions.dex;
    assert.equal(store.applyModifyLiquidities("0x1234", 0), 0);
    assert.equal(store.modify(7n, -(10n ** 30n), 0), false);
    assert.equal((await read()).liquidity, start.liquidity - 10n ** 18n);
  } finally {
    sim.close();
  }
});
