import assert from "node:assert/strict";
import { type Hex, keccak256, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { getHubRouterWalletAddress, getHubWalletAddress } from "../../../chains/hub/hub_provider.ts";
import { getSwapDeadline } from "../../../chains/hub/swap_deadline.ts";
import { verifyTxHash, waitForReceipt } from "../../../chains/evm/verify_tx_hash.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { deriveSimRouterWallet } from "../../../simulator/hub_abi/hub_wallet.ts";
import { addr, TEST_PRIVATE_KEY } from "./_fixtures.ts";
import { HUB, startSim } from "./_sim.ts";

const UNKNOWN_HASH: Hex = `0x${"ab".repeat(32)}`;

/** A virtual clock: sleeping advances it; no real waits. */
function virtualTime() {
  const t = { now: 0, sleeps: [] as number[] };
  return {
    t,
    now: () => t.now,
    sleep: (ms: number) => {
      t.sleeps.push(ms);
      t.now += ms;
      return Promise.resolve();
    },
  };
}

Deno.test("getSwapDeadline() adds the offset to the hub's latest block timestamp", async () => {
  const sim = startSim(1_700_000_000_999);
  const r = await getSwapDeadline(sim.rpc("sonic"), { fetch: sim.fetch, offset: 60n });
  assert.ok(r.ok && r.value === 1_700_000_060n);
  sim.clock.now += 10_000;
  const later = await getSwapDeadline(sim.rpc("sonic"), { fetch: sim.fetch });
  assert.ok(later.ok && later.value === 1_700_000_310n);
});

Deno.test("getSwapDeadline() rejects an offset ≤ 0 before any I/O", async () => {
  let calls = 0;
  const fetch = () => {
    calls++;
    return Promise.reject(new Error("no"));
  };
  for (const offset of [0n, -1n]) {
    const r = await getSwapDeadline("http://x", { offset, fetch });
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  }
  assert.equal(calls, 0);
});

Deno.test("getSwapDeadline() reports an unreachable hub as NETWORK_ERROR naming the cause", async () => {
  const r = await getSwapDeadline("http://x", {
    fetch: () => Promise.reject(new TypeError("connection refused")),
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "NETWORK_ERROR");
  assert.match(r.error.message, /hub block read failed: connection refused$/);
  assert.ok(r.error.cause instanceof Error);
});

Deno.test("getSwapDeadline() reports an HTTP error status as HTTP_REQUEST_FAILED with the status", async () => {
  const r = await getSwapDeadline("http://x", {
    fetch: () => Promise.resolve(new Response("no", { status: 404 })),
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, 404);
  assert.match(r.error.message, /status 404$/);
});

Deno.test("getHubRouterWalletAddress() answers the simulator's router derivation", async () => {
  const sim = startSim();
  const r = await getHubRouterWalletAddress({
    hubRpcUrl: sim.rpc("sonic"),
    walletRouter: HUB.walletRouter,
    user: addr("55"),
    fetch: sim.fetch,
  });
  assert.ok(r.ok && r.value === deriveSimRouterWallet(addr("55")));
});

Deno.test("getHubWalletAddress() fails as HTTP_REQUEST_FAILED when the factory address is wrong (empty result)", async () => {
  const sim = startSim();
  const r = await getHubWalletAddress({
    hubRpcUrl: sim.rpc("sonic"),
    hubWalletFactory: addr("99"),
    relayChainId: 23n,
    encodedUser: toHex(new Uint8Array(20)),
    fetch: sim.fetch,
  });
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
});

Deno.test("hub wallet derivation reports a closed hub port as NETWORK_ERROR naming the refused connection, with the hub key and URL", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const hubRpcUrl = `http://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/rpc/sonic`;
  listener.close();
  // retryCount 0: viem's transport retries would otherwise sleep for real between attempts.
  const spoke = await getHubWalletAddress({
    hubRpcUrl,
    hubWalletFactory: HUB.walletFactory,
    relayChainId: 23n,
    encodedUser: toHex(new Uint8Array(20)),
    retryCount: 0,
  });
  const hub = await getHubRouterWalletAddress({
    hubRpcUrl,
    walletRouter: HUB.walletRouter,
    user: addr("55"),
    retryCount: 0,
  });
  for (const r of [spoke, hub]) {
    assert.ok(!r.ok);
    assert.equal(r.error.code, "NETWORK_ERROR");
    assert.match(r.error.message, /connection refused$/);
    assert.equal(r.error.context.chainKey, "sonic");
    assert.equal(r.error.context.rpcUrl, hubRpcUrl);
  }
});

Deno.test("waitForReceipt() polls every interval until maxTimeoutMs, then TX_VERIFICATION_FAILED", async () => {
  const sim = startSim();
  const vt = virtualTime();
  const r = await waitForReceipt(sim.rpc("sonic"), UNKNOWN_HASH, {
    fetch: sim.fetch,
    pollingIntervalMs: 400,
    maxTimeoutMs: 1000,
    now: vt.now,
    sleep: vt.sleep,
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "TX_VERIFICATION_FAILED");
  assert.deepEqual(vt.t.sleeps, [400, 400, 200]);
  assert.equal(r.error.context.attempts, 4);
});

Deno.test("waitForReceipt() returns the receipt once the tx lands between polls", async () => {
  const sim = startSim();
  const account = privateKeyToAccount(TEST_PRIVATE_KEY);
  const raw = await account.signTransaction({
    chainId: 146,
    type: "eip1559",
    to: addr("99"),
    value: 0n,
    nonce: 0,
    gas: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1n,
  });
  const vt = virtualTime();
  let polls = 0;
  const r = await waitForReceipt(sim.rpc("sonic"), keccak256(raw), {
    fetch: (input, init) => {
      polls++;
      return sim.fetch(input, init);
    },
    pollingIntervalMs: 500,
    maxTimeoutMs: 10_000,
    now: vt.now,
    sleep: async (ms) => {
      await vt.sleep(ms);
      if (vt.t.sleeps.length === 2) {
        const res = await sim.fetch(sim.rpc("sonic"), {
          method: "POST",
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [raw] }),
        });
        assert.equal((await res.json()).result, keccak256(raw));
      }
    },
  });
  assert.ok(r.ok);
  assert.equal(r.value.status, "success");
  assert.equal(polls, 3);
  assert.equal(vt.t.now, 1000);
});

Deno.test("verifyTxHash() reports a reverted tx with context.status", async () => {
  const sim = startSim();
  const wallet = createPrivateKeyEvmWallet({
    privateKey: TEST_PRIVATE_KEY,
    rpcUrl: sim.rpc("sonic"),
    fetch: sim.fetch,
  });
  assert.ok(wallet.ok);
  const { encodeSpokeDepositCalldata } = await import("../../../chains/hub/contract_calls.ts");
  const data = encodeSpokeDepositCalldata({
    token: "0x0000000000000000000000000000000000000000",
    to: addr("11"),
    amount: 10n,
    data: "0x",
  });
  // the node refuses to estimate a reverting call (as geth does), so the wallet, which estimates, never sends it:
  // signed with its own gas limit, the tx is sent and mined reverted
  const gasless = await wallet.value.sendTransaction({ to: addr("aa"), data, value: 9n }).catch((e: Error) =>
    e
  );
  assert.match(String(gasless), /execution reverted: native deposit value 9 differs from amount 10/);
  const raw = await privateKeyToAccount(TEST_PRIVATE_KEY).signTransaction({
    to: addr("aa"),
    data,
    value: 9n,
    gas: 100_000n,
    nonce: 0,
    chainId: 146,
    maxFeePerGas: 10n ** 10n,
    maxPriorityFeePerGas: 10n ** 8n,
    type: "eip1559",
  });
  const sent = await sim.fetch(sim.rpc("sonic"), {
    method: "POST",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [raw] }),
  });
  const hash = (await sent.json()).result as Hex;
  assert.equal(sim.records[0].status, "reverted");
  assert.equal(sim.records[0].deposit, undefined);
  const r = await verifyTxHash(sim.rpc("sonic"), hash, { fetch: sim.fetch, maxTimeoutMs: 0 });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "TX_VERIFICATION_FAILED");
  assert.equal(r.error.context.status, "reverted");
});

Deno.test("verifyTxHash() stops with ABORTED when the signal aborts during a wait", async () => {
  const sim = startSim();
  const controller = new AbortController();
  const r = await verifyTxHash(sim.rpc("sonic"), UNKNOWN_HASH, {
    fetch: sim.fetch,
    maxTimeoutMs: 60_000,
    signal: controller.signal,
    sleep: (_ms, signal) => {
      controller.abort(new Error("user left"));
      return Promise.reject(signal?.reason);
    },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "ABORTED");
});
