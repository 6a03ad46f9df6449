/**
 * Staking: golden calldata vectors of the stake, unstake, instant-unstake, claim and cancel-unstake hub call
 * lists, and offline runs of a stake and the staking-info read against the in-process simulator.
 *
 * Vector inputs: Base SODA (hub asset `0x17fF8Ad5…CD17`, SODA vault `0x21685E34…d834`, 18 decimals), amount 1e18
 * (`0x0de0b6b3a7640000`), hub wallet `0x…00aa`, the packaged staking router `0xE287Cd56…9367`, xSODA
 * `0xADC6561C…78d9`, staked SODA `0x4333B324…Ac68`. Each vector is the 4-byte selector (keccak256 of the
 * signature) followed by the ABI-encoded arguments, one 32-byte word each:
 * - ERC-20 `approve(address,uint256)` `0x095ea7b3`; vault `deposit(address,uint256)` `0x47e7ef24`,
 *   `withdraw(address,uint256)` `0xf3fef3a3`.
 * - stake: router `stake(uint256,address,uint128)` `0xb456f389` with (1e18, 0x…aa, 0). The contract's
 *   `minReceive` is a `uint128` (sodax-frontend `packages/sdk/src/shared/abis/stakingRouter.abi.ts`); a `uint128`
 *   encodes as one word, so only the selector differs from the earlier `uint256` guess `0x6e9c931c`.
 * - unstake: ERC-4626 `redeem(uint256,address,address)` `0xba087652` with (1e18, 0x…aa, 0x…aa); staked SODA
 *   `unstake(address,uint256)` `0xc2a672e0` with (0x…aa, 1e18).
 * - instant unstake (SDKS `StakingService.buildInstantUnstakeData`): xSODA `approve(router, 1e18)`, then router
 *   `unstake(uint256,uint256,address,uint256,bytes)` `0x2599d893` with (amount 1e18, minAmount 0.99e18
 *   `0x0dbd2fc137a30000`, SODA hub asset, chainID 30 = Base's relay chain id `0x1e`, to = the 20 address bytes
 *   of 0x…aa). `to` is dynamic: its head word is the offset `0xa0` (5 head words), then the length `0x14` and the
 *   bytes right-padded to a word.
 * - claim: staked SODA `claim(uint256)` `0x379607f5` with (7).
 * - cancel unstake (SDKS `StakingService.buildCancelUnstakeData`): staked SODA `cancelUnstakeRequest(uint256)`
 *   `0x540df83c` with (7); staked SODA `approve(xSODA, 1e18)`; xSODA ERC-4626 `deposit(uint256,address)`
 *   `0x6e553f65` with (1e18, 0x…aa).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import {
  buildCancelUnstakeCalls,
  buildClaimCalls,
  buildInstantUnstakeCalls,
  buildStakeCalls,
  buildUnstakeCalls,
  StakingService,
} from "../../../services/staking/mod.ts";
import { SIM_VAULT_TOTAL } from "../../../simulator/chains/evm/eth_call.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const W = "0x00000000000000000000000000000000000000aa" as const;
const SODA = {
  hubAsset: "0x17fF8Ad5EBe6CA8B15751067cD0c89f0E580CD17",
  vault: "0x21685E341DE7844135329914Be6Bd8D16982d834",
  decimals: 18,
} as const;
const ONE = 10n ** 18n;
const STAKE_VECTORS = [
  "0x095ea7b300000000000000000000000021685e341de7844135329914be6bd8d16982d8340000000000000000000000000000000000000000000000000de0b6b3a7640000",
  "0x47e7ef2400000000000000000000000017ff8ad5ebe6ca8b15751067cd0c89f0e580cd170000000000000000000000000000000000000000000000000de0b6b3a7640000",
  "0x095ea7b3000000000000000000000000e287cd568543d880e0f0dfadce18b449307593670000000000000000000000000000000000000000000000000de0b6b3a7640000",
  "0xb456f3890000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa0000000000000000000000000000000000000000000000000000000000000000",
];
const UNSTAKE_VECTORS = [
  "0xba0876520000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa00000000000000000000000000000000000000000000000000000000000000aa",
  "0xc2a672e000000000000000000000000000000000000000000000000000000000000000aa0000000000000000000000000000000000000000000000000de0b6b3a7640000",
];
const CLAIM = "0x379607f50000000000000000000000000000000000000000000000000000000000000007";
const INSTANT_UNSTAKE_VECTORS = [
  "0x095ea7b3000000000000000000000000e287cd568543d880e0f0dfadce18b449307593670000000000000000000000000000000000000000000000000de0b6b3a7640000",
  "0x2599d893" +
  "0000000000000000000000000000000000000000000000000de0b6b3a7640000" +
  "0000000000000000000000000000000000000000000000000dbd2fc137a30000" +
  "00000000000000000000000017ff8ad5ebe6ca8b15751067cd0c89f0e580cd17" +
  "000000000000000000000000000000000000000000000000000000000000001e" +
  "00000000000000000000000000000000000000000000000000000000000000a0" +
  "0000000000000000000000000000000000000000000000000000000000000014" +
  "00000000000000000000000000000000000000aa000000000000000000000000",
];
const CANCEL_VECTORS = [
  "0x540df83c0000000000000000000000000000000000000000000000000000000000000007",
  "0x095ea7b3000000000000000000000000adc6561cc8fc31767b4917ccc97f510d411378d90000000000000000000000000000000000000000000000000de0b6b3a7640000",
  "0x6e553f650000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa",
];

Deno.test("buildStakeCalls() deposits SODA in its vault and stakes the share (golden vectors)", () => {
  const calls = buildStakeCalls(
    { soda: SODA, amount: ONE, minReceive: 0n, hubWallet: W },
    "0xE287Cd568543d880e0F0DfaDCE18B44930759367",
  );
  deepStrictEqual(calls.map((c) => c.data), STAKE_VECTORS);
});

Deno.test("buildUnstakeCalls() and buildClaimCalls() match their golden vectors", () => {
  const contracts = {
    xSoda: "0xADC6561Cc8FC31767B4917CCc97F510D411378d9",
    stakedSoda: "0x4333B324102d00392038ca92537DfbB8CB0DAc68",
    hubAssetManager: "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0",
  } as const;
  deepStrictEqual(
    buildUnstakeCalls({ shares: ONE, assets: ONE, hubWallet: W }, contracts).map((c) => c.data),
    UNSTAKE_VECTORS,
  );
  const claim = buildClaimCalls(
    { requestId: 7n, amount: ONE, soda: SODA, to: { spoke: TEST_USER.toLowerCase() as `0x${string}` } },
    contracts,
  );
  strictEqual(claim[0].data, CLAIM);
  strictEqual(claim[2].address, contracts.hubAssetManager);
});

Deno.test("buildInstantUnstakeCalls() and buildCancelUnstakeCalls() match their golden vectors", () => {
  const contracts = {
    xSoda: "0xADC6561Cc8FC31767B4917CCc97F510D411378d9",
    stakedSoda: "0x4333B324102d00392038ca92537DfbB8CB0DAc68",
    stakingRouter: "0xE287Cd568543d880e0F0DfaDCE18B44930759367",
  } as const;
  const instant = buildInstantUnstakeCalls({
    amount: ONE,
    minAmount: 99n * 10n ** 16n,
    sodaHubAsset: SODA.hubAsset,
    dstRelayChainId: 30n,
    dstAddress: W,
  }, contracts);
  deepStrictEqual(instant.map((c) => c.data), INSTANT_UNSTAKE_VECTORS);
  deepStrictEqual(instant.map((c) => c.address), [contracts.xSoda, contracts.stakingRouter]);
  const cancel = buildCancelUnstakeCalls({ requestId: 7n, amount: ONE, hubWallet: W }, contracts);
  deepStrictEqual(cancel.map((c) => c.data), CANCEL_VECTORS);
  deepStrictEqual(cancel.map((c) => c.address), [
    contracts.stakedSoda,
    contracts.stakedSoda,
    contracts.xSoda,
  ]);
});

Deno.test("stake() from Base deposits SODA and relays through the simulator", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const staking = new StakingService(deps);
    const stake = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, amount: ONE };
    const approved = await staking.approve(stake, { walletProvider: wallet("0x2105.base") });
    if (!approved.ok) throw approved.error;
    const r = await staking.stake(stake, { walletProvider: wallet("0x2105.base") });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent") throw new Error("not sent");
    const recorded = sim.ledger.getSpokeTx("0x2105.base", r.value.srcTxHash);
    strictEqual(recorded?.deposit?.token, "0xdc5B4b00F98347E95b9F94911213DAB4C687e1e3");
    const calls = decodeContractCalls(r.value.relayData.payload);
    strictEqual(calls.ok && calls.value.length, 4);
  } finally {
    sim.close();
  }
});

Deno.test("unstake() reads convertToAssets and sends a message; getStakingInfo() decodes xSODA reads", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const r = await staking.unstake({ srcChainKey: "0x2105.base", srcAddress: TEST_USER, amount: 5n }, {
      raw: true,
    });
    if (!r.ok) throw r.error;
    strictEqual(r.value.tx.data.slice(0, 10), "0x6ea9cec9");
    const info = await staking.getStakingInfo({ chainKey: "0x2105.base", address: TEST_USER });
    if (!info.ok) throw info.error;
    strictEqual(info.value.totalStaked, SIM_VAULT_TOTAL);
    strictEqual(info.value.sodaValue, info.value.xSodaBalance);
  } finally {
    sim.close();
  }
});

Deno.test("staking writes reject bad amounts in the validate phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const r = await staking.stake({ srcChainKey: "0x2105.base", srcAddress: TEST_USER, amount: -1n }, {
      raw: true,
    });
    strictEqual(!r.ok && r.error.code, "INVALID_AMOUNT");
    strictEqual(!r.ok && r.error.context.phase, "validate");
    const c = await staking.claim({
      srcChainKey: "0x2105.base",
      srcAddress: "x.near",
      requestId: 1n,
      amount: 1n,
    }, {
      raw: true,
    });
    strictEqual(!c.ok && c.error.context.phase, "validate");
  } finally {
    sim.close();
  }
});
