// Multicall3's aggregate3 on the simulated EVM chains: each call answered as its own eth_call is, a reverting
// call failing the batch unless it allows failure (the platform SDK 1.3.0-beta batches hub reads this way).
import assert from "node:assert/strict";
import { decodeFunctionResult, encodeFunctionData, type Hex, multicall3Abi } from "viem";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { hubWalletFactoryAbi } from "../../../core/abis/hub_wallet.ts";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import { MULTICALL3_ADDRESS } from "../../../simulator/chains/evm/multicall3.ts";
import { call } from "./_rpc.ts";

const FACTORY = "0xA0ed3047D358648F2C0583B415CffCA571FDB544";
const USER: Hex = `0x${"55".repeat(20)}`;

function app() {
  return createEvmRpcApp({
    chains: { "0x2105.base": { chainId: 8453 }, sonic: { chainId: 146 } },
    now: () => 1_700_000_000_500,
    hubWalletFactory: FACTORY,
  });
}

const allowance = encodeFunctionData({ abi: erc20Abi, functionName: "allowance", args: [USER, FACTORY] });
const derive = encodeFunctionData({
  abi: hubWalletFactoryAbi,
  functionName: "getDeployedAddress",
  args: [23n, USER],
});
/** A known read with its arguments cut off: the read reverts (malformed calldata). */
const truncated = derive.slice(0, 20) as Hex;

function batch(calls: { target: Hex; allowFailure: boolean; callData: Hex }[]): Hex {
  return encodeFunctionData({ abi: multicall3Abi, functionName: "aggregate3", args: [calls] });
}

Deno.test("aggregate3 answers each call as its own eth_call answers it, in order", async () => {
  const a = app();
  const calls = [
    { target: FACTORY as Hex, allowFailure: false, callData: allowance },
    { target: FACTORY as Hex, allowFailure: false, callData: derive },
    { target: `0x${"12".repeat(20)}` as Hex, allowFailure: false, callData: "0xdeadbeef" as Hex },
  ];
  const single = await Promise.all(
    calls.map(async (c) => (await call(a, "sonic", "eth_call", [{ to: c.target, data: c.callData }])).result),
  );
  const answer = await call(a, "sonic", "eth_call", [
    { to: MULTICALL3_ADDRESS, data: batch(calls) },
    "latest",
  ]);
  const results = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: "aggregate3",
    data: answer.result as Hex,
  });
  assert.deepEqual(results.map((r) => r.success), [true, true, true]);
  assert.deepEqual(results.map((r) => r.returnData), single);
});

Deno.test("aggregate3: a reverting call with allowFailure answers success false; without it the batch reverts", async () => {
  const a = app();
  const alone = await call(a, "sonic", "eth_call", [{ to: FACTORY, data: truncated }]);
  assert.match(alone.error?.message ?? "", /execution reverted/);
  const tolerant = await call(a, "sonic", "eth_call", [{
    to: MULTICALL3_ADDRESS,
    data: batch([
      { target: FACTORY, allowFailure: true, callData: truncated },
      { target: FACTORY, allowFailure: true, callData: allowance },
    ]),
  }]);
  const results = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: "aggregate3",
    data: tolerant.result as Hex,
  });
  assert.deepEqual(results[0], { success: false, returnData: "0x" });
  assert.equal(results[1]?.success, true);
  const strict = await call(a, "sonic", "eth_call", [{
    to: MULTICALL3_ADDRESS,
    data: batch([{ target: FACTORY, allowFailure: false, callData: truncated }]),
  }]);
  assert.match(strict.error?.message ?? "", /execution reverted: Multicall3: call failed/);
});

Deno.test("aggregate3 with malformed arguments reverts; another address with its selector answers 0x", async () => {
  const a = app();
  const bad = await call(a, "sonic", "eth_call", [{ to: MULTICALL3_ADDRESS, data: "0x82ad56cb0000" }]);
  assert.match(bad.error?.message ?? "", /execution reverted/);
  const elsewhere = await call(a, "sonic", "eth_call", [{ to: `0x${"12".repeat(20)}`, data: batch([]) }]);
  assert.equal(elsewhere.result, "0x");
});
