/**
 * The positions store on its own: its JSON round-trips (every book, and the reads answer the same after
 * `fromJSON`), bad JSON is refused without a change, actions the contracts would revert change nothing, a hub
 * user's wallet-router `route(calls)` applies in its router wallet, and the simulator's reset forgets it.
 * Calldata is encoded with viem from the contracts' ABIs.
 */
import assert from "node:assert/strict";
import { encodeAbiParameters, encodeFunctionData, type Hex, maxUint256 } from "viem";
import { aavePoolAbi } from "../../../core/abis/aave_pool.ts";
import {
  CL_ACTIONS,
  clPositionManagerAbi,
  POOL_KEY_COMPONENTS,
} from "../../../core/abis/cl_position_manager.ts";
import { protocolIntentsAbi } from "../../../core/abis/protocol_intents.ts";
import { stakedSodaAbi, stakingRouterAbi } from "../../../core/abis/staking.ts";
import { walletRouterRouteAbi } from "../../../core/abis/wallet_router_route.ts";
import { HUB_CALLS_PARAMETERS } from "../../../simulator/hub_abi/onward_transfers.ts";
import { deriveSimRouterWallet } from "../../../simulator/hub_abi/hub_wallet.ts";
import { EMPTY_POSITIONS_JSON, PositionsStore } from "../../../simulator/state/positions/mod.ts";
import { makeSim, post } from "../_helpers.ts";

const WALLET = "0x1111111111111111111111111111111111111111" as const;
const USDC_VAULT = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833" as const;
const NOW_MS = 1_770_000_000_000;
const ONE = 10n ** 18n;

function callList(calls: { address: Hex; data: Hex }[]): Hex {
  return encodeAbiParameters(HUB_CALLS_PARAMETERS, [calls.map((c) => ({ ...c, value: 0n }))]);
}

function busyStore(): PositionsStore {
  const store = new PositionsStore();
  const c = store.contracts;
  const pool = (functionName: "supply" | "borrow", amount: bigint) =>
    encodeFunctionData(
      {
        abi: aavePoolAbi,
        functionName,
        args: functionName === "supply"
          ? [USDC_VAULT, amount, WALLET, 0]
          : [USDC_VAULT, amount, 2n, 0, WALLET],
      } as Parameters<typeof encodeFunctionData>[0],
    );
  const mint = encodeAbiParameters(
    [
      { type: "bytes" },
      { type: "bytes[]" },
    ],
    [`0x0${CL_ACTIONS.CL_MINT_POSITION}`, [
      encodeAbiParameters(
        [
          { type: "tuple", components: POOL_KEY_COMPONENTS },
          { type: "int24" },
          { type: "int24" },
          { type: "uint256" },
          { type: "uint128" },
          { type: "uint128" },
          { type: "address" },
          { type: "bytes" },
        ],
        [
          {
            currency0: "0x0000000000000000000000000000000000000001",
            currency1: "0x0000000000000000000000000000000000000002",
            hooks: "0x0000000000000000000000000000000000000000",
            poolManager: "0x0000000000000000000000000000000000000003",
            fee: 500,
            parameters: `0x${"0".repeat(56)}000a0000`,
          },
          -60,
          60,
          ONE,
          ONE,
          ONE,
          WALLET,
          "0x",
        ],
      ),
    ]],
  );
  const applied = store.applyHubCallList(
    WALLET,
    callList([
      { address: c.lendingPool, data: pool("supply", 100n * ONE) },
      { address: c.lendingPool, data: pool("borrow", 10n * ONE) },
      {
        address: c.stakingRouter,
        data: encodeFunctionData({
          abi: stakingRouterAbi,
          functionName: "stake",
          args: [5n * ONE, WALLET, 0n],
        }),
      },
      {
        address: c.stakedSoda,
        data: encodeFunctionData({ abi: stakedSodaAbi, functionName: "unstake", args: [WALLET, 2n * ONE] }),
      },
      {
        address: c.clPositionManager,
        data: encodeFunctionData({
          abi: clPositionManagerAbi,
          functionName: "modifyLiquidities",
          args: [mint, 1n],
        }),
      },
    ]),
    NOW_MS,
  );
  assert.equal(applied, 5);
  const fee = encodeAbiParameters([{ type: "uint256" }, { type: "address" }], [7n, WALLET]);
  assert.ok(store.applyIntent({ inputToken: USDC_VAULT, data: `0x01${fee.slice(2)}` }));
  store.setPrice(USDC_VAULT, 99_000_000n);
  return store;
}

Deno.test("the positions JSON round-trips through fromJSON, and the reads answer the same", () => {
  const store = busyStore();
  const json = JSON.parse(JSON.stringify(store.toJSON()));
  const copy = PositionsStore.fromJSON(json);
  assert.deepEqual(copy.toJSON(), store.toJSON());
  assert.deepEqual(copy.moneyMarket.userReserves(WALLET), store.moneyMarket.userReserves(WALLET));
  assert.deepEqual(
    copy.moneyMarket.reservesData((a) => copy.priceOf(a)),
    store.moneyMarket.reservesData((a) => store.priceOf(a)),
  );
  assert.deepEqual(copy.staking.openRequests(WALLET), store.staking.openRequests(WALLET));
  assert.deepEqual(copy.dex.position(1n), store.dex.position(1n));
  assert.equal(copy.balanceOf(store.contracts.xSoda, WALLET), store.balanceOf(store.contracts.xSoda, WALLET));
  assert.equal(copy.balanceOf(USDC_VAULT, WALLET), store.balanceOf(USDC_VAULT, WALLET));
  // Every bigint travels as a decimal string.
  const text = JSON.stringify(store.toJSON());
  assert.ok(!/"liquidityIndex":\d/.test(text) && text.includes(`"nextTokenId":"2"`));
});

Deno.test("restore refuses JSON that is not a positions value and keeps the state", () => {
  const store = busyStore();
  const before = store.toJSON();
  for (
    const bad of [null, {}, { ...before, version: 2 }, {
      ...before,
      staking: { ...before.staking, nextId: "-1" },
    }]
  ) {
    assert.throws(() => store.restore(bad), TypeError);
  }
  assert.deepEqual(store.toJSON(), before);
  store.restore(EMPTY_POSITIONS_JSON);
  assert.deepEqual(store.toJSON(), EMPTY_POSITIONS_JSON);
});

Deno.test("actions the contracts would revert change nothing", () => {
  const store = new PositionsStore();
  const mm = store.moneyMarket;
  const now = NOW_MS / 1000;
  assert.equal(mm.supply("0x0000000000000000000000000000000000000bad", ONE, WALLET, now), false);
  const debtor = "0x2222222222222222222222222222222222222222";
  mm.repay(USDC_VAULT, maxUint256, debtor, now); // repays the seeded debt, if any, in full
  assert.equal(mm.userReserves(debtor).find((r) => r.underlyingAsset === USDC_VAULT)!.scaledVariableDebt, 0n);
  assert.equal(mm.repay(USDC_VAULT, ONE, debtor, now), false);
  assert.equal(mm.withdraw(USDC_VAULT, 10n ** 40n, WALLET, now), false);
  assert.equal(mm.borrow(USDC_VAULT, 10n ** 40n, WALLET, now), false);
  assert.equal(store.staking.claim(WALLET, 123n, now), false);
  assert.equal(store.staking.burn(WALLET, 10n, 5n), false);
  assert.equal(store.applyHubCallList(WALLET, "0xdeadbeef", NOW_MS), 0);
  assert.equal(
    store.applyHubCallList(
      WALLET,
      callList([{ address: store.contracts.lendingPool, data: "0x1234" }]),
      NOW_MS,
    ),
    0,
  );
  assert.equal(store.applyIntent({ inputToken: USDC_VAULT, data: "0x" }), false);
  // A failed withdraw left the seeded wallet row as it was.
  const row = mm.userReserves(WALLET).find((r) => r.underlyingAsset === USDC_VAULT)!;
  assert.ok(row.scaledATokenBalance >= 0n);
  // Withdrawing everything (maxUint256) empties the supply.
  assert.ok(mm.supply(USDC_VAULT, ONE, WALLET, now));
  assert.ok(mm.withdraw(USDC_VAULT, maxUint256, WALLET, now));
  assert.equal(
    mm.userReserves(WALLET).find((r) => r.underlyingAsset === USDC_VAULT)!.scaledATokenBalance,
    0n,
  );
});

Deno.test("a hub user's route(calls) applies in its router wallet; a direct fee claim applies for the partner", () => {
  const store = new PositionsStore();
  const user = "0x5555555555555555555555555555555555555555" as const;
  const router = deriveSimRouterWallet(user);
  const stake = encodeFunctionData({
    abi: stakingRouterAbi,
    functionName: "stake",
    args: [3n * ONE, router, 0n],
  });
  const data = encodeFunctionData({
    abi: walletRouterRouteAbi,
    functionName: "route",
    args: [[{ addr: store.contracts.stakingRouter, value: 0n, data: stake }]],
  });
  assert.equal(store.applyHubTx({ from: user, to: store.contracts.walletRouter, data }, NOW_MS), 1);
  assert.equal(store.staking.sharesDelta(router), 3n * ONE);
  const claim = encodeFunctionData({
    abi: protocolIntentsAbi,
    functionName: "createIntentAutoSwap",
    args: [user, USDC_VAULT, 4n, 0n],
  });
  assert.equal(store.applyHubTx({ from: user, to: store.contracts.protocolIntents, data: claim }, NOW_MS), 1);
  assert.equal(store.fees.delta(USDC_VAULT, user), -4n);
});

Deno.test("GET /__sim/positions shows the store and POST /__sim/reset forgets it", async () => {
  const sim = makeSim({ preset: "instant" });
  try {
    sim.context.positions.setPrice(USDC_VAULT, 1n);
    const shown = await (await sim.fetch("/__sim/positions")).json();
    assert.equal(shown.prices[USDC_VAULT.toLowerCase()], "1");
    const reset = await post(sim, "/__sim/reset", {});
    assert.equal(reset.status, 200);
    assert.deepEqual(await (await sim.fetch("/__sim/positions")).json(), EMPTY_POSITIONS_JSON);
  } finally {
    sim.close();
  }
});
