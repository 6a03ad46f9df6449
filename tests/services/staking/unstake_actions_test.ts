/**
 * instantUnstake, cancelUnstake and the stake allowance against the in-process simulator: the hub call lists
 * they send (decoded from the relay payload), their minimum-out and request lookups, and their input errors.
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { type Address, decodeFunctionData, type Hex } from "viem";
import { stakingRouterAbi } from "../../../core/abis/staking.ts";
import { erc4626Abi } from "../../../core/abis/erc4626.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { StakingService } from "../../../services/staking/mod.ts";
import { simUnstakeRequests } from "../../../simulator/state/seed/staking.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const ONE = 10n ** 18n;
const BASE = "0x2105.base";

function routerUnstakeArgs(payload: Hex): readonly unknown[] {
  const calls = decodeContractCalls(payload);
  if (!calls.ok) throw calls.error;
  strictEqual(calls.value.length, 2);
  strictEqual(calls.value[0].data.slice(0, 10), "0x095ea7b3");
  const decoded = decodeFunctionData({ abi: stakingRouterAbi, data: calls.value[1].data });
  strictEqual(decoded.functionName, "unstake");
  return decoded.args ?? [];
}

Deno.test("instantUnstake() from Base sends the router unstake with the estimate less 1% by default", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const staking = new StakingService(deps);
    const r = await staking.instantUnstake({ srcChainKey: BASE, srcAddress: TEST_USER, amount: ONE }, {
      walletProvider: wallet(BASE),
    });
    if (!r.ok) throw r.error;
    strictEqual(r.value.kind, "sent");
    const [amount, minAmount, , chainId, to] = routerUnstakeArgs(r.value.relayData.payload);
    strictEqual(amount, ONE);
    strictEqual(minAmount, 99n * 10n ** 16n * 99n / 100n);
    strictEqual(chainId, 30n);
    strictEqual(to, TEST_USER.toLowerCase());
  } finally {
    sim.close();
  }
});

Deno.test("instantUnstake() takes an explicit minAmount or slippageBps, and from the hub targets relay chain 146", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const explicit = await staking.instantUnstake(
      { srcChainKey: BASE, srcAddress: TEST_USER, amount: ONE, minAmount: 7n },
      { raw: true },
    );
    if (!explicit.ok) throw explicit.error;
    strictEqual(routerUnstakeArgs(explicit.value.relayData.payload)[1], 7n);
    const exact = await staking.instantUnstake(
      { srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE, slippageBps: 0 },
      { raw: true },
    );
    if (!exact.ok) throw exact.error;
    const args = routerUnstakeArgs(exact.value.relayData.payload);
    deepStrictEqual([args[1], args[3]], [99n * 10n ** 16n, 146n]);
  } finally {
    sim.close();
  }
});

Deno.test("instantUnstake() rejects bad amounts and slippage in the validate phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const base = { srcChainKey: BASE, srcAddress: TEST_USER };
    const cases: [Parameters<StakingService["instantUnstake"]>[0], string][] = [
      [{ ...base, amount: 0n }, "INVALID_AMOUNT"],
      [{ ...base, amount: ONE, minAmount: -1n }, "INVALID_AMOUNT"],
      [{ ...base, amount: ONE, minAmount: 1n, slippageBps: 5 }, "VALIDATION_FAILED"],
      [{ ...base, amount: ONE, slippageBps: 10_001 }, "VALIDATION_FAILED"],
      [{ ...base, amount: ONE, slippageBps: 1.5 }, "VALIDATION_FAILED"],
    ];
    for (const [params, code] of cases) {
      const r = await staking.instantUnstake(params, { raw: true });
      strictEqual(!r.ok && r.error.code, code);
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
  } finally {
    sim.close();
  }
});

Deno.test("cancelUnstake() stakes the pending request's own amount again as xSODA", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const staking = new StakingService(deps);
    const hubWallet = await deps.hub.getUserHubWalletAddress(BASE, TEST_USER);
    if (!hubWallet.ok) throw hubWallet.error;
    const request = simUnstakeRequests(hubWallet.value).at(-1)!;
    const r = await staking.cancelUnstake(
      { srcChainKey: BASE, srcAddress: TEST_USER, requestId: request.id },
      {
        walletProvider: wallet(BASE),
      },
    );
    if (!r.ok) throw r.error;
    strictEqual(r.value.kind, "sent");
    const calls = decodeContractCalls(r.value.relayData.payload);
    if (!calls.ok) throw calls.error;
    deepStrictEqual(calls.value.map((c) => c.data.slice(0, 10)), ["0x540df83c", "0x095ea7b3", "0x6e553f65"]);
    const deposit = decodeFunctionData({ abi: erc4626Abi, data: calls.value[2].data });
    deepStrictEqual(deposit.args, [request.request.amount, hubWallet.value as Address]);
  } finally {
    sim.close();
  }
});

Deno.test("cancelUnstake() of an unknown request fails in the lookup phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const r = await staking.cancelUnstake({ srcChainKey: BASE, srcAddress: TEST_USER, requestId: 1n }, {
      raw: true,
    });
    strictEqual(!r.ok && r.error.code, "VALIDATION_FAILED");
    strictEqual(!r.ok && r.error.context.phase, "lookup");
    strictEqual(!r.ok && r.error.context.requestId, "1");
    const neg = await staking.cancelUnstake({ srcChainKey: BASE, srcAddress: TEST_USER, requestId: -1n });
    strictEqual(!neg.ok && neg.error.code, "INVALID_AMOUNT");
  } finally {
    sim.close();
  }
});

Deno.test("isAllowanceValid() and approve() target SODA and the asset manager (the hub wallet on the hub)", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const valid = await staking.isAllowanceValid({ srcChainKey: BASE, srcAddress: TEST_USER, amount: ONE });
    strictEqual(valid.ok && valid.value, false, "allowances start at zero");
    const base = deps.config.getChainConfig(BASE);
    const approve = await staking.approve({ srcChainKey: BASE, srcAddress: TEST_USER, amount: ONE }, {
      raw: true,
    });
    if (!approve.ok) throw approve.error;
    strictEqual(approve.value.tx.to, base.supportedTokens.find((t) => t.symbol === "SODA")?.address);
    strictEqual(approve.value.tx.data.slice(34, 74), base.addresses.assetManager?.slice(2).toLowerCase());
    const onHub = await staking.approve({ srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE }, {
      raw: true,
    });
    if (!onHub.ok) throw onHub.error;
    const hubWallet = await deps.hub.getUserHubWalletAddress("sonic", TEST_USER);
    strictEqual(onHub.value.tx.data.slice(34, 74), hubWallet.ok && hubWallet.value.slice(2).toLowerCase());
    const bad = await staking.isAllowanceValid({ srcChainKey: BASE, srcAddress: TEST_USER, amount: 0n });
    strictEqual(!bad.ok && bad.error.code, "INVALID_AMOUNT");
  } finally {
    sim.close();
  }
});

Deno.test("stake() rejects a minReceive that does not fit the router's uint128", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new StakingService(deps).stake(
      { srcChainKey: BASE, srcAddress: TEST_USER, amount: ONE, minReceive: 1n << 128n },
      { raw: true },
    );
    strictEqual(!r.ok && r.error.code, "INVALID_AMOUNT");
    strictEqual(!r.ok && r.error.context.field, "minReceive");
  } finally {
    sim.close();
  }
});
