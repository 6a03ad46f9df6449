/**
 * ERC-20 allowances on the simulated EVM chains: they start at zero (unless `unlimitedAllowances`), `approve`
 * sets what `allowance` reads, deposits and `transferFrom` spend it and revert with the ERC-20 vocabulary when it
 * is short.
 */
import assert from "node:assert/strict";
import { encodeFunctionData, erc20Abi, type Hex, maxUint256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { encodeSpokeDepositCalldata } from "../../../chains/hub/contract_calls.ts";
import { createSimulatorApp } from "../../../simulator/app.ts";
import { SIMULATED_CONFIG } from "../../../simulator/client_config/simulated_deployments.ts";

const account = privateKeyToAccount(`0x${"0c".repeat(32)}`);
const CHAIN = "0x2105.base";
const USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const MANAGER = SIMULATED_CONFIG.chains[CHAIN].addresses.assetManager as Hex;

async function rpc(
  sim: ReturnType<typeof createSimulatorApp>,
  method: string,
  params: unknown[],
  chainKey: string = CHAIN,
) {
  const res = await sim.fetch(`/rpc/${chainKey}`, {
    method: "POST",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return await res.json();
}

async function send(
  sim: ReturnType<typeof createSimulatorApp>,
  nonce: number,
  to: Hex,
  data: Hex,
  value = 0n,
  chain: { key: string; id: number } = { key: CHAIN, id: 8453 },
) {
  const raw = await account.signTransaction({
    chainId: chain.id,
    nonce,
    to,
    data,
    value,
    gas: 500_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 100_000_000n,
    type: "eip1559",
  });
  const sent = await rpc(sim, "eth_sendRawTransaction", [raw], chain.key);
  return (await rpc(sim, "eth_getTransactionReceipt", [sent.result], chain.key)).result;
}

function allowanceOf(sim: ReturnType<typeof createSimulatorApp>, spender: Hex = MANAGER) {
  return async () =>
    BigInt(
      (await rpc(sim, "eth_call", [{
        to: USDC,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: "allowance",
          args: [account.address, spender],
        }),
      }, "latest"])).result,
    );
}

/** The revert reasons of the mined txs (the EVM store's snapshot). */
function revertReasons(sim: ReturnType<typeof createSimulatorApp>): string[] {
  return [
    ...JSON.stringify(sim.context.stores.evm.snapshot(), (_k, v) => typeof v === "bigint" ? String(v) : v)
      .matchAll(/"revertReason":"([^"]*)"/g),
  ].map((
    m,
  ) => m[1]);
}

const deposit = (amount: bigint) =>
  encodeSpokeDepositCalldata({ token: USDC, to: `0x${"d0".repeat(20)}`, amount, data: "0x" });

Deno.test("allowances start at zero: a deposit without an approve is mined reverted with the ERC-20 reason", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    assert.equal(await allowanceOf(sim)(), 0n);
    const receipt = await send(sim, 0, MANAGER, deposit(1n));
    assert.equal(receipt.status, "0x0");
    assert.ok(revertReasons(sim).includes("ERC20: insufficient allowance (have 0, need 1)"));
    assert.equal(sim.context.balances.balanceOf(CHAIN, account.address, USDC), 10n ** 30n);
  } finally {
    sim.close();
  }
});

Deno.test("unlimitedAllowances grants every allowance nobody set, and an explicit approve still counts", async () => {
  const sim = createSimulatorApp({ clock: "system", unlimitedAllowances: true });
  try {
    const allowance = allowanceOf(sim);
    assert.equal(await allowance(), maxUint256);
    assert.equal((await send(sim, 0, MANAGER, deposit(5n))).status, "0x1");
    assert.equal(await allowance(), maxUint256, "an unlimited allowance is never spent");
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [MANAGER, 2n] });
    assert.equal((await send(sim, 1, USDC, approve)).status, "0x1");
    assert.equal((await send(sim, 2, MANAGER, deposit(3n))).status, "0x0");
  } finally {
    sim.close();
  }
});

Deno.test("transferFrom spends the caller's allowance and reverts when it is short", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    // the account pulls from a fresh owner who approved nobody: reverted, nothing moves
    const owner = `0x${"0e".repeat(20)}` as Hex;
    const pull = encodeFunctionData({
      abi: erc20Abi,
      functionName: "transferFrom",
      args: [owner, account.address, 7n],
    });
    const receipt = await send(sim, 0, USDC, pull);
    assert.equal(receipt.status, "0x0");
    assert.ok(revertReasons(sim).some((r) => r.startsWith("ERC20: insufficient allowance (have 0")));
    assert.equal(sim.context.balances.balanceOf(CHAIN, owner, USDC), 10n ** 30n);
    sim.context.balances.approve(CHAIN, owner, USDC, account.address, 10n);
    assert.equal((await send(sim, 1, USDC, pull)).status, "0x1");
    assert.equal(sim.context.balances.allowance(CHAIN, owner, USDC, account.address), 3n);
    assert.equal(sim.context.balances.balanceOf(CHAIN, owner, USDC), 10n ** 30n - 7n);
  } finally {
    sim.close();
  }
});

Deno.test("approve sets the allowance a deposit spends; a deposit beyond it is mined reverted", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const allowance = allowanceOf(sim);
    assert.equal(await allowance(), 0n);
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [MANAGER, 500n] });
    assert.equal((await send(sim, 0, USDC, approve)).status, "0x1");
    assert.equal(await allowance(), 500n);
    assert.equal((await send(sim, 1, MANAGER, deposit(600n))).status, "0x0");
    assert.equal(await allowance(), 500n);
    assert.equal((await send(sim, 2, MANAGER, deposit(300n))).status, "0x1");
    assert.equal(await allowance(), 200n);
    const balance = await rpc(sim, "eth_call", [{
      to: USDC,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [account.address] }),
    }, "latest"]);
    assert.equal(BigInt(balance.result), 10n ** 30n - 300n);
    const native = await rpc(sim, "eth_getBalance", [account.address, "latest"]);
    assert.ok(BigInt(native.result) < 10n ** 30n, "three txs paid gas");
  } finally {
    sim.close();
  }
});
