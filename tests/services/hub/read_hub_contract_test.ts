// readHubContract() names a transport failure the way every other EVM read does (chains/rpc/rpc_failure.ts):
// a closed port is NETWORK_ERROR "... connection refused", an HTTP error status is HTTP_REQUEST_FAILED with the
// status, and every failure carries the hub chain key and the RPC URL in its context.
import assert from "node:assert/strict";
import { HUB_CHAIN_KEY } from "../../../core/chains/mod.ts";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { readHubContract } from "../../../chains/hub/read_hub_contract.ts";

const BALANCE_OF = {
  address: "0x1111111111111111111111111111111111111111",
  abi: erc20Abi,
  functionName: "balanceOf",
  args: ["0x2222222222222222222222222222222222222222"],
} as const;

function closedPortUrl(): string {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return `http://127.0.0.1:${port}/rpc`;
}

Deno.test("readHubContract() reports a closed port as NETWORK_ERROR naming the refused connection, with the hub key and URL", async () => {
  const rpcUrl = closedPortUrl();
  // retryCount 0: viem's transport retries would otherwise sleep for real between attempts.
  const r = await readHubContract(rpcUrl, BALANCE_OF, { retryCount: 0 });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "NETWORK_ERROR");
  assert.match(r.error.message, /^Cannot read hub balanceOf: eth_call failed: connection refused$/);
  assert.equal(r.error.context.chainKey, HUB_CHAIN_KEY);
  assert.equal(r.error.context.rpcUrl, rpcUrl);
  assert.equal(r.error.context.phase, "lookup");
  assert.equal(r.error.context.status, undefined);
});

Deno.test("readHubContract() reports an HTTP error status as HTTP_REQUEST_FAILED with the status in the context", async () => {
  const r = await readHubContract("http://hub.example/rpc", BALANCE_OF, {
    retryCount: 0,
    fetch: () => Promise.resolve(new Response("no", { status: 404 })),
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, 404);
  assert.match(r.error.message, /status 404$/);
  assert.equal(r.error.context.chainKey, HUB_CHAIN_KEY);
  assert.equal(r.error.context.rpcUrl, "http://hub.example/rpc");
});

Deno.test("readHubContract() keeps a JSON-RPC error answer as HTTP_REQUEST_FAILED with the node's message", async () => {
  const r = await readHubContract("http://hub.example/rpc", BALANCE_OF, {
    retryCount: 0,
    fetch: (_input, init) => {
      const { id } = JSON.parse(String(init?.body));
      return Promise.resolve(
        Response.json({ jsonrpc: "2.0", id, error: { code: -32603, message: "node down" } }),
      );
    },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, undefined);
  assert.equal(r.error.context.chainKey, HUB_CHAIN_KEY);
});
