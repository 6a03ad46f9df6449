/**
 * Leverage yield: the golden vector of the deposit call list (with the leverage-yield partner fee), and offline
 * runs of a deposit, a withdraw and the position read against the in-process simulator.
 *
 * Vector inputs: vault `0x…00b0`, asset `0x…00c0`, amount 1000, fee 10 (1%) to `0x…00fe`, hub wallet `0x…00aa`.
 * Signatures: ERC-20 `transfer(address,uint256)` `0xa9059cbb` (0x…fe, 10); `approve(address,uint256)`
 * `0x095ea7b3` (0x…b0, 990 = `0x3de`); ERC-4626 `deposit(uint256,address)` `0x6e553f65` (990, 0x…aa).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { buildLeverageDepositCalls, LeverageYieldService } from "../../../services/leverage_yield/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

Deno.test("buildLeverageDepositCalls() sends the fee, approves and deposits the net (golden vectors)", () => {
  const calls = buildLeverageDepositCalls({
    vault: "0x00000000000000000000000000000000000000b0",
    asset: "0x00000000000000000000000000000000000000c0",
    amount: 1000n,
    fee: 10n,
    feeReceiver: "0x00000000000000000000000000000000000000fe",
    hubWallet: "0x00000000000000000000000000000000000000aa",
  });
  deepStrictEqual(calls.map((c) => c.data), [
    "0xa9059cbb00000000000000000000000000000000000000000000000000000000000000fe000000000000000000000000000000000000000000000000000000000000000a",
    "0x095ea7b300000000000000000000000000000000000000000000000000000000000000b000000000000000000000000000000000000000000000000000000000000003de",
    "0x6e553f6500000000000000000000000000000000000000000000000000000000000003de00000000000000000000000000000000000000000000000000000000000000aa",
  ]);
});

Deno.test("deposit(), withdraw() and getPosition() run against the simulator with a configured vault", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const vault = {
      name: "lev-usdc",
      address: "0x00000000000000000000000000000000000000b0",
      asset: "0x72E852545B024ddCbc5b70C1bCBDAA025164259C",
    };
    const config = new ConfigService({
      ...sim.clientConfig,
      leverageYield: {
        vaults: [vault],
        partnerFee: { address: "0x00000000000000000000000000000000000000fe", percentage: 100 },
      },
    });
    const ly = new LeverageYieldService({ ...deps, config });
    const r = await ly.deposit({
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      vault: "lev-usdc",
      token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      amount: 1_000_000n,
    }, { walletProvider: wallet("0x2105.base") });
    if (!r.ok) throw r.error;
    strictEqual(r.value.kind, "sent");
    const calls = decodeContractCalls(r.value.relayData.payload);
    strictEqual(calls.ok && calls.value.length, 3);
    const w = await ly.withdraw({
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      vault: vault.address,
      shares: 5n,
    }, { raw: true });
    strictEqual(w.ok && w.value.tx.data.slice(0, 10), "0x6ea9cec9");
    const position = await ly.getPosition({ chainKey: "0x2105.base", address: TEST_USER, vault: "lev-usdc" });
    if (!position.ok) throw position.error;
    strictEqual(position.value.assets, position.value.shares);
    const unknown = await ly.deposit({
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      vault: "nope",
      token: "0x",
      amount: 1n,
    });
    strictEqual(!unknown.ok && unknown.error.context.phase, "validate");
  } finally {
    sim.close();
  }
});
