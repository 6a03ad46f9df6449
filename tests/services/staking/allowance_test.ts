/**
 * Staking allowances by action: the stake deposit (SODA), and the xSODA a hub-sourced `unstake` / `instantUnstake`
 * pulls from the user (spender their hub wallet); spoke-sourced unstakes need none.
 *
 * How the vectors were derived: the platform SDK (icon-project/sodax-sdks `packages/sdk/src/staking/
 * StakingService.ts`, `isAllowanceValid` / `approve`) checks token `hub.addresses.xSoda` when the action is
 * `unstake` / `instantUnstake` and the source is the hub, owner `srcAddress`, spender
 * `getUserHubWalletAddress(srcAddress, "sonic")`. Inputs: the test wallet `TEST_USER` (`0x1a64…14F1`), its hub
 * wallet as the simulator derives it (`0xd490C688…71f6`), the packaged xSODA `0xADC6561C…78d9`, amount 1e18
 * (`0x0de0b6b3a7640000`). ERC-20 `approve(address,uint256)` is `0x095ea7b3` + spender word + amount word;
 * `allowance(address,address)` is `0xdd62ed3e` + owner word + spender word (keccak256 of the signatures).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { type Hex, maxUint256, toHex } from "viem";
import { StakingService } from "../../../services/staking/mod.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const ONE = 10n ** 18n;
const BASE = "0x2105.base";
const HUB_WALLET = "0xd490C688342dAC78B1003FF8dB73C065887471f6";
const XSODA = "0xADC6561Cc8FC31767B4917CCc97F510D411378d9";
const APPROVE_HUB_WALLET_1E18 =
  "0x095ea7b3000000000000000000000000d490c688342dac78b1003ff8db73c065887471f60000000000000000000000000000000000000000000000000de0b6b3a7640000";
const ALLOWANCE_USER_HUB_WALLET =
  "0xdd62ed3e0000000000000000000000001a642f0e3c3af545e7acbd38b07251b3990914f1000000000000000000000000d490c688342dac78b1003ff8db73c065887471f6";

/** Wraps a fetch, recording every JSON-RPC `eth_call` it carries (`to` lowercased, `data`). */
function recording(inner: FetchLike): { fetch: FetchLike; ethCalls: { to: string; data: Hex }[] } {
  const ethCalls: { to: string; data: Hex }[] = [];
  const fetch: FetchLike = (input, init) => {
    if (typeof init?.body === "string") {
      const body = JSON.parse(init.body);
      for (const req of Array.isArray(body) ? body : [body]) {
        if (req?.method === "eth_call") {
          ethCalls.push({ to: String(req.params[0].to).toLowerCase(), data: req.params[0].data });
        }
      }
    }
    return inner(input, init);
  };
  return { fetch, ethCalls };
}

for (const action of ["unstake", "instantUnstake"] as const) {
  Deno.test(`approve() for a hub-sourced ${action} approves xSODA to the user's hub wallet (golden calldata)`, async () => {
    const { sim, deps } = simDeps();
    try {
      const r = await new StakingService(deps).approve(
        { srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE, action },
        { raw: true },
      );
      if (!r.ok) throw r.error;
      strictEqual(r.value.kind, "raw");
      strictEqual(r.value.tx.to, XSODA);
      strictEqual(r.value.tx.from.toLowerCase(), TEST_USER.toLowerCase());
      strictEqual(r.value.tx.value, 0n);
      strictEqual(r.value.tx.data, APPROVE_HUB_WALLET_1E18);
    } finally {
      sim.close();
    }
  });

  Deno.test(`isAllowanceValid() for a hub-sourced ${action} reads xSODA.allowance(user, hub wallet)`, async () => {
    const { sim, deps } = simDeps();
    try {
      const rec = recording(sim.fetch);
      const r = await new StakingService({ ...deps, fetch: rec.fetch }).isAllowanceValid(
        { srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE, action },
      );
      strictEqual(r.ok && r.value, false, "allowances start at zero");
      deepStrictEqual(rec.ethCalls, [{ to: XSODA.toLowerCase(), data: ALLOWANCE_USER_HUB_WALLET }]);
    } finally {
      sim.close();
    }
  });

  Deno.test(`a spoke-sourced ${action} needs no approval: valid without I/O, approve refused`, async () => {
    const { sim, deps } = simDeps();
    try {
      const rec = recording(sim.fetch);
      const staking = new StakingService({ ...deps, fetch: rec.fetch });
      const params = { srcChainKey: BASE, srcAddress: TEST_USER, amount: ONE, action };
      const valid = await staking.isAllowanceValid(params);
      strictEqual(valid.ok && valid.value, true);
      strictEqual(rec.ethCalls.length, 0);
      const approve = await staking.approve(params, { raw: true });
      strictEqual(!approve.ok && approve.error.code, "UNSUPPORTED_CHAIN_OPERATION");
      strictEqual(!approve.ok && approve.error.context.phase, "approve");
      const badAddress = await staking.isAllowanceValid({ ...params, srcAddress: "0x12" });
      strictEqual(!badAddress.ok && badAddress.error.code, "INVALID_ADDRESS");
    } finally {
      sim.close();
    }
  });
}

Deno.test("isAllowanceValid() without action checks the stake's SODA deposit (the default)", async () => {
  const { sim, deps } = simDeps();
  try {
    const rec = recording(sim.fetch);
    const r = await new StakingService({ ...deps, fetch: rec.fetch }).isAllowanceValid(
      { srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE },
    );
    strictEqual(r.ok && r.value, false, "allowances start at zero");
    strictEqual(rec.ethCalls.length, 1);
    const soda = deps.config.getChainConfig("sonic").supportedTokens.find((t) => t.symbol === "SODA");
    strictEqual(rec.ethCalls[0].to, soda?.address.toLowerCase());
    strictEqual(rec.ethCalls[0].data, ALLOWANCE_USER_HUB_WALLET);
  } finally {
    sim.close();
  }
});

Deno.test("isAllowanceValid() and approve() refuse an unknown action and a non-positive unstake amount", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    const bad = await staking.isAllowanceValid({
      srcChainKey: "sonic",
      srcAddress: TEST_USER,
      amount: ONE,
      action: "claim" as "unstake",
    });
    strictEqual(!bad.ok && bad.error.code, "VALIDATION_FAILED");
    strictEqual(!bad.ok && bad.error.context.field, "action");
    const zero = await staking.approve(
      { srcChainKey: "sonic", srcAddress: TEST_USER, amount: 0n, action: "unstake" },
      { raw: true },
    );
    strictEqual(!zero.ok && zero.error.code, "INVALID_AMOUNT");
    strictEqual(!zero.ok && zero.error.context.field, "amount");
  } finally {
    sim.close();
  }
});

Deno.test("approve() then unstake() from the hub both go through against the simulator", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const staking = new StakingService(deps);
    const params = { srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE } as const;
    const approved = await staking.approve({ ...params, action: "unstake" }, {
      walletProvider: wallet("sonic"),
    });
    if (!approved.ok) throw approved.error;
    strictEqual(approved.value.kind, "sent");
    const unstaked = await staking.unstake(params, { walletProvider: wallet("sonic") });
    if (!unstaked.ok) throw unstaked.error;
    strictEqual(unstaked.value.kind, "sent");
  } finally {
    sim.close();
  }
});

Deno.test("a hub-sourced unstake approve encodes approve(hubWallet, amount) on xSODA for any amount", async () => {
  const { sim, deps } = simDeps();
  try {
    const staking = new StakingService(deps);
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: maxUint256 }),
        fc.constantFrom("unstake" as const, "instantUnstake" as const),
        async (amount, action) => {
          const r = await staking.approve(
            { srcChainKey: "sonic", srcAddress: TEST_USER, amount, action },
            { raw: true },
          );
          if (!r.ok) throw r.error;
          strictEqual(r.value.tx.to, XSODA);
          strictEqual(
            r.value.tx.data,
            `0x095ea7b3${HUB_WALLET.slice(2).toLowerCase().padStart(64, "0")}${
              toHex(amount, { size: 32 }).slice(2)
            }`,
          );
        },
      ),
      { numRuns: 25 },
    );
  } finally {
    sim.close();
  }
});
