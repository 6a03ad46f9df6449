import assert from "node:assert/strict";
import { createPublicClient, http, parseEventLogs } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { intentsAbi } from "../../../core/abis/intents.ts";
import { createEvmSpokeAdapter } from "../../../chains/evm/adapter.ts";
import { encodeEvmAddress as encodeAddress } from "../../../chains/address/encode_address.ts";
import { getHubWalletAddress } from "../../../chains/hub/hub_provider.ts";
import { getIntentHash } from "../../../chains/hub/intent.ts";
import { getSwapDeadline } from "../../../chains/hub/swap_deadline.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { deriveSimHubWallet } from "../../../simulator/hub_abi/hub_wallet.ts";
import { addr, TEST_PRIVATE_KEY } from "./_fixtures.ts";
import { ARB_ASSET_MANAGER, HUB, startSim } from "./_sim.ts";

const ARB = "0xa4b1.arbitrum";
const NATIVE = "0x0000000000000000000000000000000000000000";

function setup() {
  const sim = startSim();
  const wallet = createPrivateKeyEvmWallet({
    privateKey: TEST_PRIVATE_KEY,
    rpcUrl: sim.rpc(ARB),
    fetch: sim.fetch,
  });
  assert.ok(wallet.ok);
  const adapter = createEvmSpokeAdapter({
    chainKey: ARB,
    rpcUrl: sim.rpc(ARB),
    chainId: 42161,
    assetManager: ARB_ASSET_MANAGER,
    nativeToken: NATIVE,
    pollingConfig: { pollingIntervalMs: 10, maxTimeoutMs: 0 },
  }, { fetch: sim.fetch });
  return { sim, wallet: wallet.value, adapter };
}

function swapParams(creator: string, overrides: Partial<SpokeSwapIntentParams> = {}): SpokeSwapIntentParams {
  return {
    dstChainKey: "0x38.bsc",
    inputToken: addr("77"),
    hubInputToken: addr("33"),
    hubOutputToken: addr("44"),
    inputAmount: 1_000_000n,
    feeAmount: 1000n,
    feeReceiver: addr("22"),
    minOutputAmount: 500n,
    deadline: 1_700_000_300n,
    allowPartialFill: false,
    dstAddress: addr("66"),
    creator,
    intentsContract: HUB.intents,
    ...overrides,
  };
}

Deno.test("createSwapIntent() sends a signed deposit the simulator decodes into the same intent and hash", async () => {
  const { sim, wallet, adapter } = setup();
  const user = await wallet.getAddress();
  assert.equal(user, privateKeyToAccount(TEST_PRIVATE_KEY).address);
  const encoded = encodeAddress(ARB, user);
  assert.ok(encoded.ok);
  const creator = await getHubWalletAddress({
    hubRpcUrl: sim.rpc("sonic"),
    hubWalletFactory: HUB.walletFactory,
    relayChainId: 23n,
    encodedUser: encoded.value,
    fetch: sim.fetch,
  });
  assert.ok(creator.ok);
  assert.equal(creator.value, deriveSimHubWallet(23n, encoded.value));
  const deadline = await getSwapDeadline(sim.rpc("sonic"), { fetch: sim.fetch });
  assert.ok(deadline.ok);
  assert.equal(deadline.value, 1_700_000_300n);

  const r = await adapter.createSwapIntent(swapParams(creator.value, { deadline: deadline.value }), wallet);
  assert.ok(r.ok, r.ok ? "" : r.error.message);
  assert.equal(sim.records.length, 1);
  const [record] = sim.records;
  assert.equal(record.txHash, r.value.txHash);
  assert.equal(record.chainKey, ARB);
  assert.equal(record.from, user);
  assert.equal(record.to, ARB_ASSET_MANAGER);
  assert.equal(record.status, "success");
  assert.equal(record.deposit?.amount, 1_000_000n);
  assert.equal(record.deposit?.hubCalls, r.value.relayData.payload);
  assert.deepEqual(record.intent, r.value.intent);
  assert.equal(record.intentHash, getIntentHash(r.value.intent));
  assert.equal(r.value.intent.inputAmount, 999_000n);
  assert.equal(r.value.relayData.address, creator.value);

  const verified = await adapter.verifyTxHash(r.value.txHash);
  assert.ok(verified.ok);
});

Deno.test("createSwapIntent() twice from one wallet uses consecutive nonces", async () => {
  const { sim, wallet, adapter } = setup();
  for (let i = 0; i < 2; i++) {
    const r = await adapter.createSwapIntent(swapParams(addr("11"), { intentId: BigInt(i) }), wallet);
    assert.ok(r.ok, r.ok ? "" : r.error.message);
  }
  assert.equal(sim.records.length, 2);
  assert.equal(sim.records[1].blockNumber, sim.records[0].blockNumber + 1n);
  const client = createPublicClient({ transport: http(sim.rpc(ARB), { fetchFn: sim.fetch, retryCount: 0 }) });
  const tx = await client.getTransaction({ hash: sim.records[1].txHash });
  assert.equal(tx.nonce, 1);
  assert.equal(tx.input, sim.records[1].data);
});

Deno.test("createSwapIntent() from the hub calls createIntent and the receipt carries IntentCreated", async () => {
  const sim = startSim();
  const wallet = createPrivateKeyEvmWallet({
    privateKey: TEST_PRIVATE_KEY,
    rpcUrl: sim.rpc("sonic"),
    fetch: sim.fetch,
  });
  assert.ok(wallet.ok);
  const adapter = createEvmSpokeAdapter({
    chainKey: "sonic",
    rpcUrl: sim.rpc("sonic"),
    chainId: 146,
    assetManager: "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0",
    nativeToken: NATIVE,
  }, { fetch: sim.fetch });
  const r = await adapter.createSwapIntent(swapParams(addr("11"), { inputToken: NATIVE }), wallet.value);
  assert.ok(r.ok, r.ok ? "" : r.error.message);
  assert.equal(sim.records[0].to, HUB.intents);
  assert.equal(sim.records[0].value, 1_000_000n);
  assert.equal(sim.records[0].intentHash, getIntentHash(r.value.intent));
  const client = createPublicClient({
    transport: http(sim.rpc("sonic"), { fetchFn: sim.fetch, retryCount: 0 }),
  });
  const receipt = await client.getTransactionReceipt({ hash: r.value.txHash as `0x${string}` });
  const [log] = parseEventLogs({ abi: intentsAbi, logs: receipt.logs, eventName: "IntentCreated" });
  assert.equal(log.args.intentHash, getIntentHash(r.value.intent));
});

Deno.test("createSwapIntent() wraps a throwing wallet as WALLET_ERROR with the phase and cause", async () => {
  const { adapter } = setup();
  const boom = new Error("user rejected");
  const wallet: EvmWalletProvider = {
    getAddress: () => Promise.resolve(addr("55")),
    sendTransaction: () => Promise.reject(boom),
  };
  const r = await adapter.createSwapIntent(swapParams(addr("11")), wallet);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "WALLET_ERROR");
  assert.equal(r.error.context.phase, "sendTransaction");
  assert.equal(r.error.cause, boom);
  const noAddress = await adapter.createSwapIntent(swapParams(addr("11")), {
    ...wallet,
    getAddress: () => Promise.reject(boom),
  });
  assert.ok(!noAddress.ok && noAddress.error.context.phase === "getAddress");
});

Deno.test("createSwapIntent() reports a wallet that returns no hash as INTENT_CREATION_FAILED", async () => {
  const { adapter } = setup();
  const r = await adapter.createSwapIntent(swapParams(addr("11")), {
    getAddress: () => Promise.resolve(addr("55")),
    sendTransaction: () => Promise.resolve("0x1234"),
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "INTENT_CREATION_FAILED");
});

Deno.test("createSwapIntent() re-sends the same signed tx after a transient RPC failure and records it once", async () => {
  const { sim, wallet, adapter } = setup();
  sim.fail.next = true;
  const r = await adapter.createSwapIntent(swapParams(addr("11")), wallet);
  assert.ok(r.ok, "the wallet's transport retried eth_sendRawTransaction");
  assert.equal(sim.records.length, 1);
});

Deno.test("createSwapIntent() surfaces the node's rejection of the tx as HTTP_REQUEST_FAILED (not WALLET_ERROR) and records nothing", async () => {
  const { sim, adapter } = setup();
  const noRetry = createPrivateKeyEvmWallet({
    privateKey: TEST_PRIVATE_KEY,
    rpcUrl: sim.rpc(ARB),
    fetch: sim.fetch,
    retryCount: 0,
  });
  assert.ok(noRetry.ok);
  const wallet = noRetry.value;
  sim.fail.next = true;
  const r = await adapter.createSwapIntent(swapParams(addr("11")), wallet);
  assert.ok(!r.ok);
  // the wallet signed; the node refused it: a node failure, not one to ask the user about again
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.phase, "sendTransaction");
  assert.equal(sim.records.length, 0);
  const again = await adapter.createSwapIntent(swapParams(addr("11")), wallet);
  assert.ok(again.ok, "the refused tx did not consume the nonce");
});

Deno.test("createSwapIntent() stops before signing when the signal is already aborted", async () => {
  const { sim, wallet, adapter } = setup();
  const controller = new AbortController();
  controller.abort(new Error("stop"));
  const r = await adapter.createSwapIntent(swapParams(addr("11"), { signal: controller.signal }), wallet);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "ABORTED");
  assert.equal(sim.records.length, 0);
});

Deno.test("createSwapIntent() returns validation failures from the builder without calling the wallet", async () => {
  const { adapter } = setup();
  let sent = 0;
  const wallet: EvmWalletProvider = {
    getAddress: () => Promise.resolve(addr("55")),
    sendTransaction: () => {
      sent++;
      return Promise.resolve(`0x${"00".repeat(32)}` as const);
    },
  };
  const r = await adapter.createSwapIntent(swapParams(addr("11"), { feeAmount: 2_000_000n }), wallet);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "INVALID_FEE");
  const bad = await adapter.createSwapIntent(swapParams(addr("11"), { encodedDstAddress: "zz" }), wallet);
  assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS");
  assert.equal(sent, 0);
});

Deno.test("isValidAddress() accepts 20-byte hex addresses only", () => {
  const { adapter } = setup();
  assert.equal(adapter.isValidAddress(addr("55")), true);
  assert.equal(adapter.isValidAddress(addr("55").toLowerCase()), true);
  assert.equal(adapter.isValidAddress("0x1234"), false);
  assert.equal(adapter.family, "EVM");
});

Deno.test("createPrivateKeyEvmWallet() rejects a malformed key or URL as INVALID_CONFIG", () => {
  const badKey = createPrivateKeyEvmWallet({ privateKey: "0x00", rpcUrl: "http://x" });
  assert.ok(!badKey.ok && badKey.error.code === "INVALID_CONFIG");
  const badUrl = createPrivateKeyEvmWallet({ privateKey: TEST_PRIVATE_KEY, rpcUrl: "not a url" });
  assert.ok(!badUrl.ok && badUrl.error.context.field === "rpcUrl");
});
