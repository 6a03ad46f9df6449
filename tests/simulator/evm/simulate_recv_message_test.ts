import assert from "node:assert/strict";
import { createPublicClient, encodeFunctionData, http, parseAbi } from "viem";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import { call } from "./_rpc.ts";

// The call shape is the platform SDK's deposit pre-flight (SpokeService.simulateRecvMessage in
// icon-project/sodax-sdks packages/sdk/src/shared/services/spoke/SpokeService.ts): an eth_call that must revert
// with a message containing "Simulation completed".
const abi = parseAbi(["function simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)"]);
const ASSET_MANAGER = "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0";

function app() {
  return createEvmRpcApp({ chains: { sonic: { chainId: 146 } }, now: () => 1_700_000_000_000 });
}

Deno.test("simulateRecvMessage reverts with 'Simulation completed' as the hub asset manager does, and viem reads the reason", async () => {
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
    args: [30n, "0x1234", "0xc0"],
  });
  await assert.rejects(
    client.call({ to: ASSET_MANAGER, data }),
    (e: Error) => e.message.includes("Simulation completed"),
  );
});

Deno.test("simulateRecvMessage with an empty payload reverts with another reason; malformed calldata is a JSON-RPC error", async () => {
  const rpc = app();
  const empty = encodeFunctionData({ abi, functionName: "simulateRecvMessage", args: [30n, "0x1234", "0x"] });
  const r1 = await call(rpc, "sonic", "eth_call", [{ to: ASSET_MANAGER, data: empty }, "latest"]);
  assert.equal(r1.error?.code, 3);
  assert.ok(!r1.error.message.includes("Simulation completed"));
  const r2 = await call(rpc, "sonic", "eth_call", [{ to: ASSET_MANAGER, data: "0xb889587e00" }, "latest"]);
  assert.match(r2.error?.message ?? "", /malformed calldata/);
});
