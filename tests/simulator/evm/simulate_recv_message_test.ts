// The hub pre-simulation as the platform SDK sends it (SpokeService.simulateDeposit / simulateRecvMessage in
// icon-project/sodax-sdks packages/sdk/src/shared/services/spoke/SpokeService.ts): an eth_call of
// simulateRecvMessage that always reverts, with "Simulation completed" when the hub would accept the message.
// The payloads are built here with viem (RLP, ABI), not with the library's encoders.
import assert from "node:assert/strict";
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseAbiParameters,
  toRlp,
} from "viem";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import { call } from "./_rpc.ts";

const abi = parseAbi([
  "function simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)",
  "function createIntent((uint256 intentId, address creator, address inputToken, address outputToken, uint256 inputAmount, uint256 minOutputAmount, uint256 deadline, bool allowPartialFill, uint256 srcChain, uint256 dstChain, bytes srcAddress, bytes dstAddress, address solver, bytes data) intent)",
]);
const ASSET_MANAGER = "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0";
const HUB_WALLET: Address = "0x1111111111111111111111111111111111111111";
const USER: Hex = "0x2222222222222222222222222222222222222222";
const NOW_S = 1_700_000_000n;
const BASE = 30n; // Base's relay chain id

function app() {
  return createEvmRpcApp({ chains: { sonic: { chainId: 146 } }, now: () => Number(NOW_S) * 1000 });
}

function createIntentCall(
  over: Partial<{ creator: Address; srcChain: bigint; deadline: bigint; inputAmount: bigint }> = {},
): Hex {
  const intent = {
    intentId: 1n,
    creator: over.creator ?? HUB_WALLET,
    inputToken: "0x3333333333333333333333333333333333333333" as Address,
    outputToken: "0x4444444444444444444444444444444444444444" as Address,
    inputAmount: over.inputAmount ?? 900n,
    minOutputAmount: 1n,
    deadline: over.deadline ?? NOW_S + 300n,
    allowPartialFill: false,
    srcChain: over.srcChain ?? BASE,
    dstChain: 4n,
    srcAddress: USER,
    dstAddress: USER,
    solver: "0x0000000000000000000000000000000000000000" as Address,
    data: "0x" as Hex,
  };
  const createIntent = encodeFunctionData({ abi, functionName: "createIntent", args: [intent] });
  return encodeAbiParameters(parseAbiParameters("(address to, uint256 value, bytes data)[]"), [[
    { to: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef", value: 0n, data: createIntent },
  ]]);
}

function deposit(calls: Hex, amount: Hex = "0x03e8"): Hex {
  return toRlp(["0x5555555555555555555555555555555555555555", USER, HUB_WALLET, amount, calls]);
}

async function simulate(to: string, srcChainId: bigint, srcAddress: Hex, payload: Hex) {
  const data = encodeFunctionData({
    abi,
    functionName: "simulateRecvMessage",
    args: [srcChainId, srcAddress, payload],
  });
  return await call(app(), "sonic", "eth_call", [{ to, data }, "latest"]);
}

Deno.test("simulateRecvMessage of a well-formed deposit reverts 'Simulation completed', and viem reads the reason", async () => {
  const rpc = app();
  const client = createPublicClient({
    transport: http("http://sim.local/rpc/sonic", {
      fetchFn: async (input, init) => await rpc.request(new Request(input, init)),
      retryCount: 0,
    }),
  });
  const data = encodeFunctionData({
    abi,
    functionName: "simulateRecvMessage",
    args: [BASE, "0x1234", deposit(createIntentCall())],
  });
  await assert.rejects(
    client.call({ to: ASSET_MANAGER, data }),
    (e: Error) => e.message.includes("Simulation completed"),
  );
});

Deno.test("simulateRecvMessage refuses what the hub would refuse, each with its own reason", async () => {
  const cases: [string, Promise<{ error?: { code: number; message: string } }>][] = [
    ["unknown source chain", simulate(ASSET_MANAGER, 999_999n, "0x12", deposit("0x"))],
    ["unknown source chain", simulate(ASSET_MANAGER, 146n, "0x12", deposit("0x"))],
    ["empty source address", simulate(ASSET_MANAGER, BASE, "0x", deposit("0x"))],
    ["empty payload", simulate(ASSET_MANAGER, BASE, "0x12", "0x")],
    ["transfer must be", simulate(ASSET_MANAGER, BASE, "0x12", "0xc0")],
    ["transfer amount is zero", simulate(ASSET_MANAGER, BASE, "0x12", deposit("0x", "0x"))],
    [
      "creator is not the receiving hub wallet",
      simulate(ASSET_MANAGER, BASE, "0x12", deposit(createIntentCall({ creator: USER }))),
    ],
    [
      "srcChain is not the message's source chain",
      simulate(ASSET_MANAGER, BASE, "0x12", deposit(createIntentCall({ srcChain: 4n }))),
    ],
    [
      "deadline passed",
      simulate(ASSET_MANAGER, BASE, "0x12", deposit(createIntentCall({ deadline: NOW_S - 1n }))),
    ],
    [
      "inputAmount exceeds the deposit",
      simulate(ASSET_MANAGER, BASE, "0x12", deposit(createIntentCall({ inputAmount: 1001n }))),
    ],
    ["non-empty hub call list", simulate(HUB_WALLET, BASE, USER, "0x1234")],
  ];
  for (const [reason, pending] of cases) {
    const r = await pending;
    assert.equal(r.error?.code, 3, reason);
    assert.ok(r.error.message.includes(reason), `${reason}: ${r.error.message}`);
    assert.ok(!r.error.message.includes("Simulation completed"), reason);
  }
  const message = await simulate(HUB_WALLET, BASE, USER, createIntentCall());
  assert.match(message.error?.message ?? "", /Simulation completed/);
  const malformed = await call(app(), "sonic", "eth_call", [
    { to: ASSET_MANAGER, data: "0xb889587e00" },
    "latest",
  ]);
  assert.match(malformed.error?.message ?? "", /malformed calldata/);
});

Deno.test("eth_call checks its block tag and state override set as geth does", async () => {
  const rpc = app();
  const data = "0x70a082310000000000000000000000001111111111111111111111111111111111111111";
  const to = "0x3333333333333333333333333333333333333333";
  const ok = await call(rpc, "sonic", "eth_call", [{ to, data }, "latest", {
    [HUB_WALLET]: {
      balance: "0x1",
      nonce: "0x2",
      code: "0x6000",
      state: { ["0x" + "00".repeat(32)]: "0x" + "11".repeat(32) },
    },
  }]);
  assert.equal(ok.error, undefined);
  const unknownField = await call(rpc, "sonic", "eth_call", [{ to, data }, "latest", {
    [HUB_WALLET]: { storage: {} },
  }]);
  assert.equal(unknownField.error?.code, -32602);
  assert.match(unknownField.error.message, /unknown field "storage"/);
  const both = await call(rpc, "sonic", "eth_call", [{ to, data }, "latest", {
    [HUB_WALLET]: { state: {}, stateDiff: {} },
  }]);
  assert.equal(both.error?.code, -32000);
  const badBalance = await call(rpc, "sonic", "eth_call", [{ to, data }, "latest", {
    [HUB_WALLET]: { balance: "10" },
  }]);
  assert.equal(badBalance.error?.code, -32602);
  const badAccount = await call(rpc, "sonic", "eth_call", [{ to, data }, "latest", { nope: {} }]);
  assert.equal(badAccount.error?.code, -32602);
  const badTag = await call(rpc, "sonic", "eth_call", [{ to, data }, "tomorrow"]);
  assert.equal(badTag.error?.code, -32602);
  const tooMany = await call(rpc, "sonic", "eth_call", [{ to, data }, "latest", {}, {}]);
  assert.equal(tooMany.error?.code, -32602);
});
