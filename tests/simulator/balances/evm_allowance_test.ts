/** ERC-20 allowances on the simulated EVM chains: `approve` sets what `allowance` reads and deposits spend. */
import assert from "node:assert/strict";
import { encodeFunctionData, erc20Abi, type Hex, maxUint256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { encodeSpokeDepositCalldata } from "../../../chains/hub/spoke_deposit.ts";
import { createSimulatorApp } from "../../../simulator/app.ts";
import { SIMULATED_CONFIG } from "../../../simulator/client_config/simulated_deployments.ts";

const account = privateKeyToAccount(`0x${"0c".repeat(32)}`);
const CHAIN = "0x2105.base";
const USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const MANAGER = SIMULATED_CONFIG.chains[CHAIN].addresses.assetManager as Hex;

async function rpc(sim: ReturnType<typeof createSimulatorApp>, method: string, params: unknown[]) {
  const res = await sim.fetch(`/rpc/${CHAIN}`, {
    method: "POST",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return await res.json();
}

async function send(sim: ReturnType<typeof createSimulatorApp>, nonce: number, to: Hex, data: Hex) {
  const raw = await account.signTransaction({
    chainId: 8453,
    nonce,
    to,
    data,
    gas: 500_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 100_000_000n,
    type: "eip1559",
  });
  const sent = await rpc(sim, "eth_sendRawTransaction", [raw]);
  return (await rpc(sim, "eth_getTransactionReceipt", [sent.result])).result;
}

Deno.test("approve sets the allowance a deposit spends; a deposit beyond it is mined reverted", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const allowance = async () =>
      BigInt(
        (await rpc(sim, "eth_call", [{
          to: USDC,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: "allowance",
            args: [account.address, MANAGER],
          }),
        }, "latest"])).result,
      );
    assert.equal(await allowance(), maxUint256);
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [MANAGER, 500n] });
    assert.equal((await send(sim, 0, USDC, approve)).status, "0x1");
    assert.equal(await allowance(), 500n);
    const deposit = (amount: bigint) =>
      encodeSpokeDepositCalldata({ token: USDC, to: `0x${"d0".repeat(20)}`, amount, data: "0x" });
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
