/**
 * Recovery: the golden vector of the withdrawal call and offline runs of the balance read and a withdrawal
 * against the in-process simulator.
 *
 * Vector: hub asset manager `transfer(address,bytes,uint256,bytes)` (selector `0xc6b4180b`) with (Base USDC hub
 * asset `0x72E85254…259C`, the 20 bytes of user `0x1a642f0E…14F1`, 5_000_000 = `0x4c4b40`, empty bytes),
 * abi-encoded as: token word, offset 0x80 of `to`, amount word, offset 0xc0 of `data`, `to` (length 0x14 + padded
 * bytes), `data` (length 0).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { RecoveryService } from "../../../services/recovery/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const WITHDRAW_CALL =
  "0xc6b4180b00000000000000000000000072e852545b024ddcbc5b70c1bcbdaa025164259c000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000004c4b4000000000000000000000000000000000000000000000000000000000000000c000000000000000000000000000000000000000000000000000000000000000141a642f0e3c3af545e7acbd38b07251b3990914f10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000";

Deno.test("withdrawHubAsset() sends a message whose only hub call is the asset manager transfer (golden vector)", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const recovery = new RecoveryService(deps);
    const r = await recovery.withdrawHubAsset({
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      amount: 5_000_000n,
    }, { walletProvider: wallet("0x2105.base") });
    if (!r.ok) throw r.error;
    strictEqual(r.value.kind, "sent");
    strictEqual(r.value.tx.data.slice(0, 10), "0x6ea9cec9");
    const calls = decodeContractCalls(r.value.relayData.payload);
    deepStrictEqual(calls.ok && calls.value.map((c) => [c.address, c.data]), [
      ["0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0", WITHDRAW_CALL],
    ]);
  } finally {
    sim.close();
  }
});

Deno.test("fetchHubAssetBalances() reads balanceOf(hubWallet) for every hub asset of the chain", async () => {
  const { sim, deps } = simDeps();
  try {
    const recovery = new RecoveryService(deps);
    const r = await recovery.fetchHubAssetBalances({ chainKey: "0x2105.base", address: TEST_USER });
    if (!r.ok) throw r.error;
    const chainTokens = deps.config.getChainConfig("0x2105.base").supportedTokens;
    strictEqual(r.value.length, chainTokens.length);
    strictEqual(r.value.every((b) => b.balance === 10n ** 30n), true);
  } finally {
    sim.close();
  }
});

Deno.test("withdrawHubAsset() refuses an unknown token and a zero amount before any I/O", async () => {
  const { sim, deps } = simDeps();
  try {
    const recovery = new RecoveryService(deps);
    const base = {
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    };
    const zero = await recovery.withdrawHubAsset({ ...base, amount: 0n }, { raw: true });
    strictEqual(!zero.ok && zero.error.code, "INVALID_AMOUNT");
    const unknown = await recovery.withdrawHubAsset({
      ...base,
      token: "0x1111111111111111111111111111111111111111",
      amount: 1n,
    }, { raw: true });
    strictEqual(!unknown.ok && unknown.error.code, "UNSUPPORTED_TOKEN");
    strictEqual(!unknown.ok && unknown.error.context.phase, "validate");
  } finally {
    sim.close();
  }
});
