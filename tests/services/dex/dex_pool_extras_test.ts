/**
 * The dex's mint event, reward configuration, Permit2 approval and pool-asset lookups: `getMintPositionEvent` reads
 * the `MintPosition` log of the hub tx an `addLiquidity` produced (the simulator's receipt of the relayed call
 * list), `getPoolRewardConfig` the hook's configuration of a pool after a position changed there (a manual clock
 * fixes the time), `permit2Approve` / `getAssetsForPool` / `isSodaAsXSodaInPool` are configuration work.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { decodeFunctionData, getAddress, maxUint160, maxUint48, zeroAddress } from "viem";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { permit2Abi } from "../../../core/abis/permit2.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { DexService, getDexPoolId } from "../../../services/dex/mod.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { simRewardRate } from "../../../simulator/chains/evm/hub_reads/dex_rewards.ts";
import { TEST_USER } from "../hub/_sim_deps.ts";

const BASE = "0x2105.base";
const HOOK = "0x00000000000000000000000000000000000000d0";
const POOL = {
  currency0: "0x00000000000000000000000000000000000000c0",
  currency1: "0x00000000000000000000000000000000000000c1",
  hooks: zeroAddress,
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;
const HOOKED = { ...POOL, hooks: HOOK } as const;
const T0 = 1_780_000_000_000;

function setup() {
  const clock = createManualClock(T0);
  const sim = createSimulatorApp({ preset: "instant", clock });
  const config = new ConfigService({ ...sim.clientConfig, dex: { dexPools: { TEST: POOL, HOOKED } } });
  const deps: ServiceDeps = {
    config,
    backendApi: {} as ServiceDeps["backendApi"],
    spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
    hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
    fetch: sim.fetch,
    sleep: () => Promise.resolve(),
  };
  const w = createPrivateKeyEvmWallet({
    privateKey: `0x${"01".repeat(32)}`,
    rpcUrl: sim.urls.rpc(BASE),
    fetch: sim.fetch,
  });
  if (!w.ok) throw w.error;
  return { sim, deps, clock, dex: new DexService(deps), wallet: w.value };
}

const mint = (pool: string) => ({
  srcChainKey: BASE,
  srcAddress: TEST_USER,
  pool,
  tickLower: -600,
  tickUpper: 600,
  liquidity: 1000n,
  amount0Max: 500n,
  amount1Max: 500n,
});

Deno.test("getMintPositionEvent() reads the id each addLiquidity's hub tx minted, and getPosition() finds it", async () => {
  const { sim, dex, wallet } = setup();
  try {
    const ids: bigint[] = [];
    for (let i = 0; i < 2; i++) {
      const added = await dex.addLiquidity(mint("TEST"), { walletProvider: wallet });
      if (!added.ok) throw added.error;
      assertOk(added.value.kind === "sent");
      const event = await dex.getMintPositionEvent(added.value.hubTxHash);
      if (!event.ok) throw event.error;
      ids.push(event.value.tokenId);
    }
    deepStrictEqual(ids, [1n, 2n]);
    const position = await dex.getPosition(ids[1]!);
    if (!position.ok) throw position.error;
    strictEqual(position.value.liquidity, 1000n);
    strictEqual(position.value.poolKey.currency1, getAddress(POOL.currency1));
  } finally {
    sim.close();
  }
});

Deno.test("getMintPositionEvent() of a hub tx that minted nothing fails in the lookup phase", async () => {
  const { sim, deps, dex, wallet } = setup();
  try {
    const mm = new MoneyMarketService(deps);
    const toggled = await mm.setUserUseReserveAsCollateral(
      {
        srcChainKey: BASE,
        srcAddress: TEST_USER,
        token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        useAsCollateral: false,
      },
      { walletProvider: wallet },
    );
    if (!toggled.ok) throw toggled.error;
    assertOk(toggled.value.kind === "sent");
    const r = await dex.getMintPositionEvent(toggled.value.hubTxHash);
    assertOk(!r.ok);
    strictEqual(r.error.code, "RESPONSE_VALIDATION_FAILED");
    strictEqual(r.error.context.phase, "lookup");
  } finally {
    sim.close();
  }
});

Deno.test("getMintPositionEvent() polls for a receipt the hub does not have until the caller aborts", async () => {
  const { sim, deps } = setup();
  try {
    const ac = new AbortController();
    let polls = 0;
    const dex = new DexService({
      ...deps,
      sleep: () => {
        if (++polls === 3) ac.abort();
        return Promise.resolve();
      },
    });
    const r = await dex.getMintPositionEvent(`0x${"ab".repeat(32)}`, {
      signal: ac.signal,
      pollIntervalMs: 0,
    });
    assertOk(!r.ok);
    strictEqual(r.error.code, "ABORTED");
    strictEqual(polls, 3);
  } finally {
    sim.close();
  }
});

Deno.test("getPoolRewardConfig() answers zeros until a position changes in the pool, then the hook's configuration", async () => {
  const { sim, dex, wallet, clock } = setup();
  try {
    const before = await dex.getPoolRewardConfig("HOOKED");
    if (!before.ok) throw before.error;
    deepStrictEqual(before.value, {
      rewardCurrency: zeroAddress,
      rewardRatePerSecond: 0n,
      lastActionTimestamp: 0n,
    });
    clock.advance(42_000);
    const added = await dex.addLiquidity(mint("HOOKED"), { walletProvider: wallet });
    if (!added.ok) throw added.error;
    const after = await dex.getPoolRewardConfig(HOOKED);
    if (!after.ok) throw after.error;
    deepStrictEqual(after.value, {
      rewardCurrency: getAddress(POOL.currency0),
      rewardRatePerSecond: simRewardRate(getDexPoolId(HOOKED)),
      lastActionTimestamp: BigInt((T0 + 42_000) / 1000),
    });
    const noHook = await dex.getPoolRewardConfig("TEST");
    assertOk(!noHook.ok && noHook.error.code === "VALIDATION_FAILED");
    strictEqual(noHook.error.context.field, "poolKey.hooks");
  } finally {
    sim.close();
  }
});

Deno.test("permit2Approve() is Permit2.approve(token, contract, maxUint160, maxUint48) then token.approve(Permit2, maxUint160)", async () => {
  const config = new ConfigService();
  const dex = new DexService({ config } as ServiceDeps);
  const permit2 = config.instanceConfig.dex.concentratedLiquidityConfig.permit2;
  const manager = config.instanceConfig.dex.concentratedLiquidityConfig.clPositionManager;
  const r = await dex.permit2Approve(POOL.currency0, manager);
  if (!r.ok) throw r.error;
  deepStrictEqual(r.value.map((c) => c.address), [permit2, POOL.currency0]);
  deepStrictEqual(decodeFunctionData({ abi: permit2Abi, data: r.value[0]!.data }).args, [
    getAddress(POOL.currency0),
    manager,
    maxUint160,
    Number(maxUint48),
  ]);
  deepStrictEqual(decodeFunctionData({ abi: erc20Abi, data: r.value[1]!.data }).args, [permit2, maxUint160]);
  const bad = await dex.permit2Approve("nope", manager);
  assertOk(!bad.ok && bad.error.code === "INVALID_ADDRESS" && bad.error.context.field === "token");
});

Deno.test("getAssetsForPool() maps xSODA to the chain's SODA and stata tokens and vaults to the chain's tokens", async () => {
  const config = new ConfigService();
  const dex = new DexService({ config } as ServiceDeps);
  const xSoda = config.instanceConfig.hub.addresses.xSoda as `0x${string}`;
  // Currencies sort by address: the sodaUSDC vault (0xAbbb...) before xSODA (0xADC6...).
  const pool = {
    ...POOL,
    currency0: "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833" as const,
    currency1: xSoda,
  };
  for (const chainKey of [BASE, "solana"]) {
    const r = await dex.getAssetsForPool(chainKey, pool);
    if (!r.ok) throw r.error;
    deepStrictEqual([r.value.token0.symbol, r.value.token1.symbol], ["USDC", "SODA"]);
    strictEqual(r.value.token1.chainKey, chainKey);
  }
  const stata = await dex.getAssetsForPool(BASE, {
    ...POOL,
    currency0: "0xac8540fee419c7ceb985889eaba1e84b42a53e8a",
    currency1: xSoda,
  });
  assertOk(stata.ok && stata.value.token0.symbol === "SODA");
  const unknown = await dex.getAssetsForPool(BASE, POOL);
  assertOk(!unknown.ok && unknown.error.code === "UNSUPPORTED_TOKEN");
});

Deno.test("isSodaAsXSodaInPool() is true only for the chain's SODA into xSODA, and deposit() refuses that pair", async () => {
  const { sim, dex, deps } = setup();
  try {
    const xSoda = deps.config.instanceConfig.hub.addresses.xSoda;
    const soda = deps.config.instanceConfig.chains[BASE]!.supportedTokens.find((t) => t.symbol === "SODA")!;
    const yes = await dex.isSodaAsXSodaInPool({ chainKey: BASE, asset: soda.address, poolToken: xSoda });
    assertOk(yes.ok && yes.value === true);
    const usdc = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
    const no = await dex.isSodaAsXSodaInPool({ chainKey: BASE, asset: usdc, poolToken: xSoda });
    assertOk(no.ok && no.value === false);
    const notToken = await dex.isSodaAsXSodaInPool({
      chainKey: BASE,
      asset: POOL.currency0,
      poolToken: xSoda,
    });
    assertOk(!notToken.ok && notToken.error.code === "UNSUPPORTED_TOKEN");
    const deposit = await dex.deposit(
      { srcChainKey: BASE, srcAddress: TEST_USER, token: soda.address, amount: 1n, poolToken: xSoda },
      { raw: true },
    );
    assertOk(!deposit.ok && deposit.error.code === "UNSUPPORTED_TOKEN");
    strictEqual(deposit.error.context.phase, "validate");
    assertOk(deposit.error.message.includes("staking.stake"), deposit.error.message);
  } finally {
    sim.close();
  }
});

Deno.test("getMintPositionEvent() reads the MintPosition log of a mint sent on the hub itself", async () => {
  const { sim, deps } = setup();
  try {
    const w = createPrivateKeyEvmWallet({
      privateKey: `0x${"01".repeat(32)}`,
      rpcUrl: sim.urls.rpc("sonic"),
      fetch: sim.fetch,
    });
    if (!w.ok) throw w.error;
    const dex = new DexService(deps);
    const added = await dex.addLiquidity({ ...mint("TEST"), srcChainKey: "sonic" }, {
      walletProvider: w.value,
    });
    if (!added.ok) throw added.error;
    assertOk(added.value.kind === "sent");
    const event = await dex.getMintPositionEvent(added.value.hubTxHash);
    if (!event.ok) throw event.error;
    strictEqual(event.value.tokenId, 1n);
  } finally {
    sim.close();
  }
});
