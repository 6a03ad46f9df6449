// Multicall3 on the simulated EVM chains (simulator/chains/evm/multicall3.ts), as the platform SDK reaches it:
// viem's publicClient.multicall against the chain's `contracts.multicall3` (PartnerFeeClaimService
// .fetchAssetsBalances, getATokensBalances, getTokenInfos in @sodax/sdk). The calldata is built here with viem's
// own Multicall3 ABI, never with the library's encoders.
import assert from "node:assert/strict";
import {
  type Address,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  multicall3Abi,
  parseAbi,
} from "viem";
import { sonic } from "viem/chains";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import { MULTICALL3_ADDRESS } from "../../../simulator/chains/evm/multicall3.ts";
import { call } from "./_rpc.ts";

const TOKENS: Address[] = [
  "0x3333333333333333333333333333333333333333",
  "0x4444444444444444444444444444444444444444",
  "0x5555555555555555555555555555555555555555",
];
const USER: Address = "0x2222222222222222222222222222222222222222";
const ASSET_MANAGER: Address = "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0";
const simulateAbi = parseAbi([
  "function simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)",
]);
// Multicall3's older batch function (viem's multicall3Abi lists only aggregate3 and two reads).
const aggregateAbi = parseAbi([
  "function aggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes[] returnData)",
]);
// Always reverts (the hub pre-simulation's nature): a call that fails inside the batch.
const REVERTING: Hex = encodeFunctionData({
  abi: simulateAbi,
  functionName: "simulateRecvMessage",
  args: [30n, "0x12", "0x"],
});
const BALANCE_OF: Hex = encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [USER] });

function app() {
  return createEvmRpcApp({
    chains: { sonic: { chainId: 146 } },
    now: () => 1_700_000_000_000,
    defaultBalance: 1234n,
  });
}

function aggregate3(calls: { target: Address; allowFailure: boolean; callData: Hex }[]): Hex {
  return encodeFunctionData({ abi: multicall3Abi, functionName: "aggregate3", args: [calls] });
}

Deno.test("viem's multicall on the simulated hub reads what the direct eth_calls read, through one aggregate3", async () => {
  const rpc = app();
  const bodies: string[] = [];
  const client = createPublicClient({
    chain: sonic,
    transport: http("http://sim.local/rpc/sonic", {
      fetchFn: async (input, init) => {
        bodies.push(String(init?.body ?? ""));
        return await rpc.request(new Request(input, init));
      },
      retryCount: 0,
    }),
  });
  assert.equal(sonic.contracts.multicall3.address.toLowerCase(), MULTICALL3_ADDRESS.toLowerCase());
  const batched = await client.multicall({
    contracts: TOKENS.map((address) => ({ address, abi: erc20Abi, functionName: "balanceOf", args: [USER] })),
    allowFailure: false,
  });
  assert.equal(bodies.length, 1);
  assert.ok(bodies[0].toLowerCase().includes(MULTICALL3_ADDRESS.toLowerCase()));
  const direct = await Promise.all(
    TOKENS.map((address) =>
      client.readContract({ address, abi: erc20Abi, functionName: "balanceOf", args: [USER] })
    ),
  );
  assert.deepEqual(batched, direct);
  assert.deepEqual(batched, [1234n, 1234n, 1234n]);
});

Deno.test("aggregate3: a reverting call reverts the whole batch unless allowFailure, then it is success false with its revert data", async () => {
  const strict = await call(app(), "sonic", "eth_call", [{
    to: MULTICALL3_ADDRESS,
    data: aggregate3([
      { target: TOKENS[0], allowFailure: false, callData: BALANCE_OF },
      { target: ASSET_MANAGER, allowFailure: false, callData: REVERTING },
    ]),
  }, "latest"]);
  assert.equal(strict.error?.code, 3);
  assert.match(strict.error?.message ?? "", /Multicall3: call failed/);

  const lenient = await call(app(), "sonic", "eth_call", [{
    to: MULTICALL3_ADDRESS,
    data: aggregate3([
      { target: TOKENS[0], allowFailure: false, callData: BALANCE_OF },
      { target: ASSET_MANAGER, allowFailure: true, callData: REVERTING },
    ]),
  }, "latest"]);
  assert.equal(lenient.error, undefined, JSON.stringify(lenient));
  const [ok, failed] = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: "aggregate3",
    data: lenient.result as Hex,
  });
  assert.deepEqual([ok.success, BigInt(ok.returnData)], [true, 1234n]);
  assert.equal(failed.success, false);
  // Error(string) selector: the inner revert's data, as the contract returns it
  assert.ok(failed.returnData.startsWith("0x08c379a0"), failed.returnData);
});

Deno.test("Multicall3 is strict: malformed calldata and functions it does not serve revert; elsewhere aggregate3 is no Multicall3", async () => {
  const malformed = await call(app(), "sonic", "eth_call", [{
    to: MULTICALL3_ADDRESS,
    data: `${aggregate3([]).slice(0, 10)}00ff`,
  }, "latest"]);
  assert.equal(malformed.error?.code, 3);
  assert.match(malformed.error?.message ?? "", /malformed aggregate3 calldata/);

  const other = await call(app(), "sonic", "eth_call", [{
    to: MULTICALL3_ADDRESS,
    data: encodeFunctionData({
      abi: aggregateAbi,
      functionName: "aggregate",
      args: [[{ target: TOKENS[0], callData: BALANCE_OF }]],
    }),
  }, "latest"]);
  assert.equal(other.error?.code, 3);
  assert.match(other.error?.message ?? "", /only aggregate3/);

  // The same calldata to any other address is not a batch: no contract there answers it.
  const elsewhere = await call(app(), "sonic", "eth_call", [{
    to: TOKENS[1],
    data: aggregate3([{ target: TOKENS[0], allowFailure: false, callData: BALANCE_OF }]),
  }, "latest"]);
  assert.equal(elsewhere.result, "0x");
});
