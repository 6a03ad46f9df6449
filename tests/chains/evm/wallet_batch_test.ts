/**
 * The private-key EVM wallet's opt-in JSON-RPC batching (`batch`, docs/chains/concurrency.md#json-rpc-batching):
 * off by default (every call its own request), on it sends the calls viem issues together as one batch array
 * that the simulated node answers call by call, and a bad `batch` is refused at creation.
 */
import assert from "node:assert/strict";
import { parseTransaction } from "viem";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { startSim } from "./_sim.ts";

const TO = "0x1111111111111111111111111111111111111111";

/** The simulator's fetch, recording each request's JSON-RPC methods (an array for a batch). */
function recording(fetch: FetchLike): { fetch: FetchLike; bodies: (string | string[])[] } {
  const bodies: (string | string[])[] = [];
  return {
    bodies,
    fetch: (input, init) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(Array.isArray(body) ? body.map((c: { method: string }) => c.method) : body.method);
      return fetch(input, init);
    },
  };
}

function wallet(fetch: FetchLike, seed: string, batch?: boolean | { batchSize?: number }) {
  const made = createPrivateKeyEvmWallet({
    privateKey: `0x${seed.repeat(32)}`,
    rpcUrl: "http://sim.local/rpc/0xa4b1.arbitrum",
    chainId: 42161,
    fetch,
    retryCount: 0,
    ...(batch === undefined ? {} : { batch }),
  });
  assert.ok(made.ok);
  return made.value;
}

Deno.test("a private-key wallet sends each JSON-RPC call as its own request by default", async () => {
  const sim = startSim();
  const rec = recording(sim.fetch);
  const hash = await wallet(rec.fetch, "21").sendTransaction({ to: TO, data: "0x", value: 1n });
  assert.match(hash, /^0x[0-9a-f]{64}$/);
  assert.ok(rec.bodies.every((b) => typeof b === "string"), JSON.stringify(rec.bodies));
  assert.ok(rec.bodies.includes("eth_getBlockByNumber") && rec.bodies.includes("eth_maxPriorityFeePerGas"));
});

Deno.test("with batch, a send's block and priority-fee reads go out as one batch the node answers call by call", async () => {
  const sim = startSim();
  const rec = recording(sim.fetch);
  const w = wallet(rec.fetch, "22", true);
  // the client's first send learns whether the node has eth_fillTransaction and EIP-1559 fees (a block read)
  const first = await w.sendTransaction({ to: TO, data: "0x", value: 1n });
  rec.bodies.length = 0;
  const second = await w.sendTransaction({ to: TO, data: "0x", value: 2n });
  assert.match(second, /^0x[0-9a-f]{64}$/);
  assert.notEqual(second, first);
  assert.deepEqual(rec.bodies, [
    ["eth_getTransactionCount"],
    ["eth_getBlockByNumber", "eth_maxPriorityFeePerGas"],
    ["eth_estimateGas"],
    ["eth_sendRawTransaction"],
  ]);
});

Deno.test("with batch, concurrent sends of two wallets on one endpoint share batches and each tx is accepted once", async () => {
  const sim = startSim();
  const sent: string[] = [];
  const rec = recording((input, init) => {
    const body = JSON.parse(String(init?.body));
    for (const c of Array.isArray(body) ? body : [body]) {
      if (c.method === "eth_sendRawTransaction") sent.push(String(parseTransaction(c.params[0]).nonce));
    }
    return sim.fetch(input, init);
  });
  const [a, b] = [wallet(rec.fetch, "23", { batchSize: 10 }), wallet(rec.fetch, "24", { batchSize: 10 })];
  await a.sendTransaction({ to: TO, data: "0x", value: 1n });
  sent.length = 0;
  rec.bodies.length = 0;
  const hashes = await Promise.all([
    a.sendTransaction({ to: TO, data: "0x", value: 1n }),
    b.sendTransaction({ to: TO, data: "0x", value: 1n }),
  ]);
  assert.equal(new Set(hashes).size, 2);
  assert.deepEqual(sent.toSorted(), ["0", "1"]);
  assert.ok(rec.bodies.some((x) => Array.isArray(x) && x.length > 2), JSON.stringify(rec.bodies));
});

Deno.test("a batch size out of 1..1000 or a batch that is not a boolean or object is INVALID_CONFIG", () => {
  for (const batch of [{ batchSize: 0 }, { batchSize: 1001 }, { batchSize: 2.5 }, "yes", null]) {
    const made = createPrivateKeyEvmWallet({
      privateKey: `0x${"25".repeat(32)}`,
      rpcUrl: "http://sim.local/rpc/0xa4b1.arbitrum",
      batch: batch as never,
    });
    assert.ok(!made.ok && made.error.code === "INVALID_CONFIG", JSON.stringify(batch));
    assert.ok(String(made.error.context.field).startsWith("batch"), JSON.stringify(batch));
  }
});
