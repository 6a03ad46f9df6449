import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { encodeFunctionData, type Hex, keccak256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { hubWalletFactoryAbi } from "../../../core/abis/hub_wallet.ts";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import { deriveSimHubWallet } from "../../../simulator/hub_abi/hub_wallet.ts";
import type { SpokeTxRecord } from "../../../simulator/chains/evm/types.ts";
import { call, post } from "./_rpc.ts";

const KEY: Hex = `0x${"01".repeat(32)}`;
const account = privateKeyToAccount(KEY);
const FACTORY = "0xA0ed3047D358648F2C0583B415CffCA571FDB544";

function app(records: SpokeTxRecord[] = []) {
  return createEvmRpcApp({
    chains: { "0x2105.base": { chainId: 8453 }, sonic: { chainId: 146 } },
    now: () => 1_700_000_000_500,
    hubWalletFactory: FACTORY,
    onSpokeTx: (r) => records.push(r),
  });
}

function sign(nonce: number, overrides: { chainId?: number; to?: Hex; value?: bigint } = {}): Promise<Hex> {
  return account.signTransaction({
    chainId: overrides.chainId ?? 8453,
    type: "eip1559",
    to: overrides.to ?? `0x${"99".repeat(20)}`,
    value: overrides.value ?? 0n,
    nonce,
    gas: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1n,
  });
}

Deno.test("createEvmRpcApp() answers chain id, net_version, block number and the latest block at now", async () => {
  const a = app();
  assert.equal((await call(a, "0x2105.base", "eth_chainId")).result, "0x2105");
  assert.equal((await call(a, "sonic", "net_version")).result, "146");
  assert.equal((await call(a, "sonic", "eth_blockNumber")).result, "0xf4240");
  const block = (await call(a, "sonic", "eth_getBlockByNumber", ["latest", false])).result as Record<
    string,
    string
  >;
  assert.equal(BigInt(block.timestamp), 1_700_000_000n);
  assert.equal(block.number, "0xf4240");
  assert.ok(BigInt(block.baseFeePerGas) > 0n);
  assert.equal((await call(a, "sonic", "eth_getBlockByNumber", ["0xfffffff", false])).result, null);
});

Deno.test("createEvmRpcApp() answers fee, gas, balance and fee-history reads", async () => {
  const a = app();
  assert.ok(BigInt((await call(a, "sonic", "eth_gasPrice")).result as string) > 0n);
  assert.ok(BigInt((await call(a, "sonic", "eth_maxPriorityFeePerGas")).result as string) > 0n);
  assert.ok(
    BigInt((await call(a, "sonic", "eth_estimateGas", [{ to: FACTORY, data: "0x" }])).result as string) > 0n,
  );
  assert.equal(
    BigInt((await call(a, "sonic", "eth_getBalance", [account.address, "latest"])).result as string),
    10n ** 30n,
  );
  const history = (await call(a, "sonic", "eth_feeHistory", ["0x4", "latest", [25, 75]])).result as {
    baseFeePerGas: string[];
    gasUsedRatio: number[];
    reward: string[][];
  };
  assert.equal(history.baseFeePerGas.length, 5);
  assert.equal(history.gasUsedRatio.length, 4);
  assert.equal(history.reward[0].length, 2);
});

Deno.test("eth_call answers allowance, balanceOf and the hub wallet factory; anything else is 0x", async () => {
  const a = app();
  const allowance = encodeFunctionData({
    abi: erc20Abi,
    functionName: "allowance",
    args: [account.address, FACTORY],
  });
  assert.equal(
    BigInt((await call(a, "0x2105.base", "eth_call", [{ to: FACTORY, data: allowance }])).result as string),
    (1n << 256n) - 1n,
  );
  const user: Hex = `0x${"55".repeat(20)}`;
  const derive = encodeFunctionData({
    abi: hubWalletFactoryAbi,
    functionName: "getDeployedAddress",
    args: [23n, user],
  });
  const answer = (await call(a, "sonic", "eth_call", [{ to: FACTORY, data: derive }, "latest"]))
    .result as string;
  assert.equal(`0x${answer.slice(-40)}`, deriveSimHubWallet(23n, user).toLowerCase());
  assert.equal(
    (await call(a, "sonic", "eth_call", [{ to: `0x${"12".repeat(20)}`, data: derive }])).result,
    "0x",
  );
  assert.equal((await call(a, "sonic", "eth_call", [{ to: FACTORY, data: "0xdeadbeef" }])).result, "0x");
});

Deno.test("eth_sendRawTransaction recovers the sender, hashes the raw tx, mines it and reports it once", async () => {
  const records: SpokeTxRecord[] = [];
  const a = app(records);
  const raw = await sign(0);
  const sent = await call(a, "0x2105.base", "eth_sendRawTransaction", [raw]);
  assert.equal(sent.result, keccak256(raw));
  assert.equal(records.length, 1);
  assert.equal(records[0].from, account.address);
  assert.equal(records[0].blockNumber, 1_000_001n);
  assert.equal(
    (await call(a, "0x2105.base", "eth_getTransactionCount", [account.address, "pending"])).result,
    "0x1",
  );
  const again = await call(a, "0x2105.base", "eth_sendRawTransaction", [raw]);
  assert.equal(again.result, keccak256(raw), "re-sending the same raw tx is idempotent");
  assert.equal(records.length, 1);
  const receipt = (await call(a, "0x2105.base", "eth_getTransactionReceipt", [keccak256(raw)]))
    .result as Record<string, string>;
  assert.equal(receipt.status, "0x1");
  assert.equal(receipt.blockNumber, "0xf4241");
  const tx = (await call(a, "0x2105.base", "eth_getTransactionByHash", [keccak256(raw)])).result as Record<
    string,
    string
  >;
  assert.equal(tx.from.toLowerCase(), account.address.toLowerCase());
  assert.equal(tx.nonce, "0x0");
  assert.equal(
    (await call(a, "0x2105.base", "eth_getTransactionReceipt", [`0x${"00".repeat(32)}`])).result,
    null,
  );
  assert.equal(
    (await call(a, "sonic", "eth_getTransactionReceipt", [keccak256(raw)])).result,
    null,
    "per chain",
  );
});

Deno.test("eth_sendRawTransaction rejects wrong nonces, a wrong chain id and undecodable bytes as JSON-RPC errors", async () => {
  const records: SpokeTxRecord[] = [];
  const a = app(records);
  const high = await call(a, "0x2105.base", "eth_sendRawTransaction", [await sign(1)]);
  assert.equal(high.error?.code, -32000);
  assert.match(high.error?.message ?? "", /nonce too high/);
  await call(a, "0x2105.base", "eth_sendRawTransaction", [await sign(0)]);
  const low = await call(a, "0x2105.base", "eth_sendRawTransaction", [await sign(0, { value: 1n })]);
  assert.match(low.error?.message ?? "", /nonce too low/);
  const chain = await call(a, "0x2105.base", "eth_sendRawTransaction", [await sign(1, { chainId: 1 })]);
  assert.match(chain.error?.message ?? "", /invalid chain id/);
  for (const bad of ["0x", "0x02", "nothex", 42, null]) {
    const r = await call(a, "0x2105.base", "eth_sendRawTransaction", [bad]);
    assert.equal(r.error?.code, -32602, String(bad));
  }
  assert.equal(records.length, 1);
});

Deno.test("malformed bodies get JSON-RPC errors: parse error 400, invalid request 400, unknown method 200", async () => {
  const a = app();
  const parse = await post(a, "sonic", "{not json");
  assert.equal(parse.status, 400);
  assert.equal((parse.json as { error: { code: number } }).error.code, -32700);
  const envelope = await post(a, "sonic", JSON.stringify({ id: 1, method: "eth_chainId" }));
  assert.equal(envelope.status, 400);
  assert.equal((envelope.json as { error: { code: number } }).error.code, -32600);
  const empty = await post(a, "sonic", "[]");
  assert.equal(empty.status, 400);
  const unknown = await call(a, "sonic", "eth_fillTransaction", [{}]);
  assert.equal(unknown.error?.code, -32601);
  const params = await post(
    a,
    "sonic",
    JSON.stringify({ jsonrpc: "2.0", id: 2, method: "eth_call", params: {} }),
  );
  assert.equal((params.json as { error: { code: number } }).error.code, -32602);
  const chain = await post(a, "nope", JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }));
  assert.equal(chain.status, 404);
  const route = await a.request("/other", { method: "GET" });
  assert.equal(route.status, 404);
  assert.ok((await route.json()).error);
});

Deno.test("a batch answers each request in order, with per-item errors and no reply to notifications", async () => {
  const a = app();
  const { status, json } = await post(
    a,
    "sonic",
    JSON.stringify([
      { jsonrpc: "2.0", id: "a", method: "eth_chainId" },
      { jsonrpc: "2.0", method: "eth_blockNumber" },
      { jsonrpc: "2.0", id: 2, method: "nope" },
      7,
    ]),
  );
  assert.equal(status, 200);
  const items = json as { id: unknown; result?: unknown; error?: { code: number } }[];
  assert.deepEqual(items.map((i) => i.id), ["a", 2, null]);
  assert.equal(items[0].result, "0x92");
  assert.equal(items[1].error?.code, -32601);
  assert.equal(items[2].error?.code, -32600);
});

Deno.test("no body, method or params sent to the RPC ever yields a 5xx or a non-JSON-RPC answer", async () => {
  const a = app();
  const methods = [
    "eth_chainId",
    "eth_call",
    "eth_sendRawTransaction",
    "eth_getBlockByNumber",
    "eth_feeHistory",
    "eth_getTransactionReceipt",
    "eth_getTransactionCount",
    "eth_estimateGas",
    "eth_getBalance",
    "x",
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.record({
          jsonrpc: fc.constantFrom("2.0", "1.0"),
          id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          method: fc.constantFrom(...methods),
          params: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.jsonValue()),
        }).map((o) => JSON.stringify(o)),
      ),
      async (body) => {
        const { status, json } = await post(a, "sonic", body);
        assert.ok(status < 500, `status ${status} for ${body}`);
        if (status !== 204) {
          const items = Array.isArray(json) ? json : [json];
          for (const item of items) assert.equal((item as { jsonrpc: string }).jsonrpc, "2.0");
        }
      },
    ),
    { numRuns: 300 },
  );
});
