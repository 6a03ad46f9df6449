import assert from "node:assert/strict";
import { encodeAbiParameters } from "viem";
import { createEvmSpokeAdapter } from "../../../chains/evm/adapter.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { ARB_ASSET_MANAGER, startSim } from "./_sim.ts";

const NATIVE = "0x0000000000000000000000000000000000000000";
const TOKEN = "0x7777777777777777777777777777777777777777";
const OWNER = "0x1111111111111111111111111111111111111111";

function adapterWith(fetch: FetchLike, rpcUrl = "http://sim.local/rpc/0xa4b1.arbitrum") {
  return createEvmSpokeAdapter({
    chainKey: "0xa4b1.arbitrum",
    rpcUrl,
    assetManager: ARB_ASSET_MANAGER,
    nativeToken: NATIVE,
  }, { fetch });
}

/** A JSON-RPC stub answering every `eth_call` with `value` and recording the calls. */
function ethCallStub(value: bigint): { fetch: FetchLike; calls: { method: string; params: unknown }[] } {
  const calls: { method: string; params: unknown }[] = [];
  const fetch: FetchLike = (_input, init) => {
    const body = JSON.parse(String(init?.body));
    calls.push({ method: body.method, params: body.params });
    const result = encodeAbiParameters([{ type: "uint256" }], [value]);
    return Promise.resolve(Response.json({ jsonrpc: "2.0", id: body.id, result }));
  };
  return { fetch, calls };
}

Deno.test("EVM getBalance reads eth_getBalance for the native coin and balanceOf for a token", async () => {
  const sim = startSim();
  const adapter = adapterWith(sim.fetch);
  const native = await adapter.getBalance(OWNER, NATIVE);
  const token = await adapter.getBalance(OWNER, TOKEN);
  assert.deepEqual(native, { ok: true, value: 10n ** 30n });
  assert.deepEqual(token, { ok: true, value: 10n ** 30n });
});

Deno.test("EVM isAllowanceValid compares the ERC-20 allowance toward the asset manager by default", async () => {
  const stub = ethCallStub(5n);
  const adapter = adapterWith(stub.fetch);
  assert.deepEqual(await adapter.isAllowanceValid({ owner: OWNER, token: TOKEN, amount: 5n }), {
    ok: true,
    value: true,
  });
  assert.deepEqual(await adapter.isAllowanceValid({ owner: OWNER, token: TOKEN, amount: 6n }), {
    ok: true,
    value: false,
  });
  const data = (stub.calls[0]?.params as [{ data: string; to: string }])[0];
  assert.equal(data.to.toLowerCase(), TOKEN);
  assert.ok(data.data.toLowerCase().includes(ARB_ASSET_MANAGER.slice(2).toLowerCase()));
});

Deno.test("EVM getAllowance reads the given spender and answers maxUint256 for the native coin", async () => {
  const stub = ethCallStub(42n);
  const adapter = adapterWith(stub.fetch);
  const spender = "0x2222222222222222222222222222222222222222";
  assert.deepEqual(await adapter.getAllowance(OWNER, TOKEN, spender), { ok: true, value: 42n });
  assert.ok((stub.calls[0]?.params as [{ data: string }])[0].data.includes(spender.slice(2)));
  const native = await adapter.getAllowance(OWNER, NATIVE, spender);
  assert.deepEqual(native, { ok: true, value: 2n ** 256n - 1n });
  assert.equal(stub.calls.length, 1);
});

Deno.test("EVM reads refuse malformed input without any I/O", async () => {
  const stub = ethCallStub(1n);
  const adapter = adapterWith(stub.fetch);
  const balance = await adapter.getBalance(OWNER, "not-a-token");
  assert.ok(
    !balance.ok && balance.error.code === "INVALID_ADDRESS" && balance.error.context.field === "token",
  );
  const allowance = await adapter.getAllowance(OWNER, TOKEN, "0x12");
  assert.ok(!allowance.ok && allowance.error.context.field === "spender");
  const amount = await adapter.isAllowanceValid({ owner: OWNER, token: TOKEN, amount: -1n });
  assert.ok(!amount.ok && amount.error.code === "INVALID_AMOUNT");
  assert.equal(stub.calls.length, 0);
});

Deno.test("EVM reads report an unreachable node as NETWORK_ERROR with the cause", async () => {
  const adapter = adapterWith(() => Promise.reject(new TypeError("connection refused")));
  const r = await adapter.getBalance(OWNER, TOKEN);
  assert.ok(!r.ok && r.error.code === "NETWORK_ERROR" && r.error.cause !== undefined);
  assert.match(r.error.message, /connection refused/);
  assert.equal(r.error.context.chainKey, "0xa4b1.arbitrum");
});

Deno.test("EVM reads keep an HTTP error status as HTTP_REQUEST_FAILED with the status in the context", async () => {
  const adapter = adapterWith(() => Promise.resolve(new Response("bad gateway", { status: 502 })));
  const r = await adapter.getBalance(OWNER, TOKEN);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, 502);
});
