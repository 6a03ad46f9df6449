/**
 * The private-key EVM wallet's nonces (docs/chains/concurrency.md): viem's nonce manager hands out the next
 * nonce even when the node's pending count lags, a failed send resets it, and the sends of one key reach the
 * node one after another, in nonce order.
 */
import assert from "node:assert/strict";
import { type Hex, keccak256, parseTransaction } from "viem";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";

const KEY: Hex = `0x${"07".repeat(32)}`;
const TO: Hex = "0x1111111111111111111111111111111111111111";

interface FakeNode {
  fetch: FetchLike;
  /** The nonces of the raw txs the node was sent, in arrival order. */
  sent: number[];
  /** What `eth_getTransactionCount` answers. */
  pendingCount: number;
  /** Refuse the next raw tx with geth's `nonce too low`. */
  refuseNext: boolean;
  /** Hold the next `eth_estimateGas` answer until this resolves (used once). */
  hold?: Promise<void> | undefined;
}

/** A JSON-RPC node that answers what viem's prepareTransactionRequest asks, and records the sent nonces. */
function fakeNode(): FakeNode {
  const node: FakeNode = {
    sent: [],
    pendingCount: 0,
    refuseNext: false,
    fetch: async (input, init) => {
      const { id, method, params } = JSON.parse(String(init?.body ?? await new Request(input).text()));
      const answer = (result: unknown) => Response.json({ jsonrpc: "2.0", id, result });
      switch (method) {
        case "eth_chainId":
          return answer("0x2105");
        case "eth_getTransactionCount":
          return answer(`0x${node.pendingCount.toString(16)}`);
        case "eth_getBlockByNumber":
          return answer({ number: "0x1", baseFeePerGas: "0x1", timestamp: "0x1", transactions: [] });
        case "eth_maxPriorityFeePerGas":
          return answer("0x1");
        case "eth_estimateGas": {
          const hold = node.hold;
          node.hold = undefined;
          await hold;
          return answer("0x5208");
        }
        case "eth_sendRawTransaction": {
          const raw = params[0] as Hex;
          if (node.refuseNext) {
            node.refuseNext = false;
            return Response.json({ jsonrpc: "2.0", id, error: { code: -32000, message: "nonce too low" } });
          }
          node.sent.push(parseTransaction(raw).nonce ?? -1);
          return answer(keccak256(raw));
        }
        default:
          return Response.json({
            jsonrpc: "2.0",
            id,
            error: { code: -32601, message: `${method} not found` },
          });
      }
    },
  };
  return node;
}

function walletOn(node: FakeNode) {
  const wallet = createPrivateKeyEvmWallet({
    privateKey: KEY,
    rpcUrl: "http://evm.test",
    chainId: 8453,
    fetch: node.fetch,
    retryCount: 0,
  });
  assert.ok(wallet.ok);
  return wallet.value;
}

const tx = { to: TO, data: "0x" as Hex, value: 0n };

Deno.test("sends of one key take consecutive nonces from viem's nonce manager while the node's pending count lags", async () => {
  const node = fakeNode();
  const wallet = walletOn(node);
  for (let i = 0; i < 3; i++) await wallet.sendTransaction(tx);
  assert.deepEqual(node.sent, [0, 1, 2], "the node still answers a pending count of 0");
});

Deno.test("two wallets of one key on one node share the nonce manager", async () => {
  const node = fakeNode();
  await walletOn(node).sendTransaction(tx);
  await walletOn(node).sendTransaction(tx);
  assert.deepEqual(node.sent, [0, 1]);
});

Deno.test("a refused send resets the nonce manager: the next send reads the node's count again", async () => {
  const node = fakeNode();
  const wallet = walletOn(node);
  await wallet.sendTransaction(tx);
  node.refuseNext = true;
  node.pendingCount = 5;
  await assert.rejects(wallet.sendTransaction(tx), /nonce too low/);
  await wallet.sendTransaction(tx);
  assert.deepEqual(node.sent, [0, 5]);
});

Deno.test("concurrent sends of one key reach the node one after another, in nonce order", async () => {
  const node = fakeNode();
  const wallet = walletOn(node);
  let release = () => {};
  node.hold = new Promise<void>((resolve) => release = resolve);
  const first = wallet.sendTransaction(tx);
  const second = wallet.sendTransaction(tx);
  // The second send waits for the first (held in its gas estimate) instead of overtaking it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(node.sent, []);
  release();
  await Promise.all([first, second]);
  assert.deepEqual(node.sent, [0, 1]);
});
