/**
 * Issue 22 part B: staking writes delivered to the hub change what the hub reads answer. The hub staking example
 * (`examples/hub/staking.ts`) stakes 10 SODA from Base and instantly unstakes 1 xSODA in-process: the staking
 * info reads 9 xSODA more. An unstake opens a request at the simulator's time; a claim before the minimum
 * unstaking period changes nothing; after `POST /__sim/clock/advance` past the unstaking period the claim closes
 * it; a cancellation closes it at once and stakes its SODA again.
 */
import assert from "node:assert/strict";
import { privateKeyToAddress } from "viem/accounts";
import { runStaking } from "../../../examples/hub/staking.ts";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { SIM_STAKING_CONFIG } from "../../../simulator/state/seed/staking.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";

const BASE = "0x2105.base";
const ONE = 10n ** 18n;

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

function setup() {
  const clock = createManualClock(1_760_000_000_000);
  const sim = createSimulatorApp({ preset: "instant", seed: 3, clock });
  const options = { ...sim.clientConfig, fetch: sim.fetch };
  return { sim, clock, options, client: new XSwap(options) };
}

Deno.test("the staking example's stake and instant unstake show in the staking info", async () => {
  const { sim, options, client } = setup();
  try {
    const me = privateKeyToAddress(`0x${"03".repeat(32)}`);
    const read = async () => {
      const info = await client.staking.getStakingInfo({ chainKey: BASE, address: me });
      if (!info.ok) throw info.error;
      return info.value;
    };
    const before = await read();
    await quiet(() => runStaking(options));
    const after = await read();
    // 10 SODA staked 1:1, then 1 xSODA instantly unstaked.
    assert.equal(after.xSodaBalance - before.xSodaBalance, 9n * ONE);
    assert.equal(after.totalXSoda - before.totalXSoda, 9n * ONE);
    assert.equal(after.totalStaked - before.totalStaked, 9n * ONE);
  } finally {
    sim.close();
  }
});

Deno.test("an unstake request opens at the simulator's time and is claimable once the clock passes the unstaking period", async () => {
  const { sim, clock, client } = setup();
  try {
    const base = client.instanceConfig.chains[BASE];
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"07".repeat(32)}`,
      rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const walletProvider = wallet.value;
    const me = await walletProvider.getAddress();
    const sender = { srcChainKey: BASE, srcAddress: me };
    const requests = async () => {
      const r = await client.staking.getUnstakingInfo({ chainKey: BASE, address: me });
      if (!r.ok) throw r.error;
      return r.value.requests;
    };
    const seeded = await requests();
    const xSoda = async () => {
      const r = await client.staking.getStakingInfo({ chainKey: BASE, address: me });
      if (!r.ok) throw r.error;
      return r.value.xSodaBalance;
    };
    const sharesBefore = await xSoda();

    const unstaked = await client.staking.unstake({ ...sender, amount: 2n * ONE }, { walletProvider });
    if (!unstaked.ok) throw unstaked.error;
    assert.equal(sharesBefore - (await xSoda()), 2n * ONE);
    const opened = (await requests()).filter((r) => !seeded.some((s) => s.id === r.id));
    assert.equal(opened.length, 1);
    assert.equal(opened[0].amount, 2n * ONE);
    assert.equal(opened[0].startTime, BigInt(Math.floor(clock.now() / 1000)));

    const claim = () =>
      client.staking.claim({ ...sender, requestId: opened[0].id, amount: 2n * ONE }, { walletProvider });
    const early = await claim();
    if (!early.ok) throw early.error;
    assert.ok((await requests()).some((r) => r.id === opened[0].id), "claimed before the minimum period");

    const advance = await sim.fetch("/__sim/clock/advance", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ms: Number(SIM_STAKING_CONFIG.unstakingPeriod) * 1000 }),
    });
    assert.equal(advance.status, 200);
    await advance.body?.cancel();
    const late = await claim();
    if (!late.ok) throw late.error;
    assert.ok(
      !(await requests()).some((r) => r.id === opened[0].id),
      "still open after the unstaking period",
    );
    assert.deepEqual((await requests()).map((r) => r.id), seeded.map((r) => r.id));
  } finally {
    sim.close();
  }
});

Deno.test("cancelling an unstake request closes it and stakes its SODA again", async () => {
  const { sim, client } = setup();
  try {
    const base = client.instanceConfig.chains[BASE];
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"08".repeat(32)}`,
      rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const walletProvider = wallet.value;
    const me = await walletProvider.getAddress();
    const info = async () => {
      const [requests, staking] = await Promise.all([
        client.staking.getUnstakingInfo({ chainKey: BASE, address: me }),
        client.staking.getStakingInfo({ chainKey: BASE, address: me }),
      ]);
      if (!requests.ok) throw requests.error;
      if (!staking.ok) throw staking.error;
      return { requests: requests.value.requests, shares: staking.value.xSodaBalance };
    };
    const before = await info();
    const seeded = before.requests[0];
    const cancelled = await client.staking.cancelUnstake(
      { srcChainKey: BASE, srcAddress: me, requestId: seeded.id },
      { walletProvider },
    );
    if (!cancelled.ok) throw cancelled.error;
    const after = await info();
    assert.ok(!after.requests.some((r) => r.id === seeded.id));
    assert.equal(after.shares - before.shares, seeded.amount);
  } finally {
    sim.close();
  }
});
