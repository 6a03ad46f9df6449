/**
 * The Sui adapter's failures and edges against the simulator's Sui JSON-RPC: malformed addresses, an unfunded
 * account, a coin type the chain does not list, an aborted write, a wallet that is not the sender, the
 * `rpc_url` alias, verification time-outs in virtual time, decimals; and the simulator's answers to bad input.
 */
import assert from "node:assert/strict";
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import { createSuiSpokeAdapter } from "../../../chains/sui/adapter.ts";
import { buildSuiSpokeTransaction } from "../../../chains/sui/spoke_tx.ts";
import type { SuiWalletProvider } from "../../../chains/sui/wallet.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { clientOptionsForSimulator, createSimulatorApp } from "../../../simulator/mod.ts";
import { SUI_SIM_UNFUNDED_ADDRESS } from "../../../simulator/chains/sui/rpc_app.ts";
import { withSuiClient } from "./_client.ts";
import { A, RPC_URL, SUI, SUI_PARAMS, suiFixture, suiWallet, USDC, USER } from "./_fixture.ts";

const UNLISTED = `0x${"77".repeat(32)}::fake::FAKE`;
const never = (): Promise<never> => Promise.reject(new Error("must not be asked to sign"));

function walletAt(address: string): SuiWalletProvider {
  return { getWalletAddress: () => Promise.resolve(address), signTransaction: never };
}

Deno.test("malformed Sui addresses fail INVALID_ADDRESS with chainKey sui and no I/O", async () => {
  const f = suiFixture();
  const results = [
    await f.adapter.getBalance("0x2", SUI),
    await f.adapter.getBalance(USER, "not-a-coin-type"),
    await f.adapter.sendHubCalls!({ srcAddress: "0x12", hubWallet: A, payload: "0x" }, f.wallet),
    await f.adapter.createSwapIntent({ ...SUI_PARAMS, inputToken: "0x12" }, f.wallet),
  ];
  for (const r of results) {
    assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS", JSON.stringify(r));
    assert.equal(r.error.context.chainKey, "sui");
  }
  assert.deepEqual(f.requests, []);
});

Deno.test("a swap from an unfunded account fails INVALID_AMOUNT (gas) before the wallet signs", async () => {
  const f = suiFixture();
  const r = await f.adapter.createSwapIntent(SUI_PARAMS, walletAt(SUI_SIM_UNFUNDED_ADDRESS));
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT", JSON.stringify(r));
  assert.deepEqual(
    [r.error.context.chainKey, r.error.context.field, r.error.context.balance],
    ["sui", "gas", "0"],
  );
  assert.ok(!f.requests.includes("sui_executeTransactionBlock"));
});

Deno.test("a swap of a coin the chain does not list fails INVALID_AMOUNT (nothing held) on the adapter", async () => {
  const f = suiFixture();
  const r = await f.adapter.createSwapIntent({ ...SUI_PARAMS, inputToken: UNLISTED }, f.wallet);
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT", JSON.stringify(r));
  assert.deepEqual([r.error.context.chainKey, r.error.context.token], ["sui", UNLISTED]);
  const d = await f.adapter.getDecimals(UNLISTED);
  assert.ok(!d.ok && d.error.code === "UNSUPPORTED_TOKEN" && d.error.context.chainKey === "sui");
});

Deno.test("XSwap swaps.swap() of a coin Sui does not list fails UNSUPPORTED_TOKEN with chainKey sui", async () => {
  await withSuiClient(async ({ client, settle }) => {
    const eth = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "ETH")!;
    const r = await settle(client.swaps.swap({
      params: {
        srcChainKey: "sui",
        dstChainKey: "0x2105.base",
        inputToken: UNLISTED,
        outputToken: eth.address,
        inputAmount: 1n,
        minOutputAmount: 1n,
        srcAddress: USER,
        dstAddress: A,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: suiWallet(),
    }));
    assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN", JSON.stringify(r));
    assert.equal(r.error.context.chainKey, "sui");
  });
});

Deno.test("a token swap reads the sender's coins; decimals and balances come from the node", async () => {
  const f = suiFixture();
  const r = await f.adapter.createSwapIntent({ ...SUI_PARAMS, inputToken: USDC }, f.wallet);
  assert.ok(r.ok, r.ok ? "" : r.error.message);
  assert.equal(f.ledger.getSpokeTx("sui", r.value.txHash)?.deposit?.token, USDC);
  assert.deepEqual(await f.adapter.getDecimals(USDC), { ok: true, value: 6 });
  assert.deepEqual(await f.adapter.getBalance(SUI_SIM_UNFUNDED_ADDRESS, SUI), { ok: true, value: 0n });
  const allowance = await f.adapter.getAllowance(USER, USDC, USER);
  assert.ok(!allowance.ok && allowance.error.code === "UNSUPPORTED_CHAIN_OPERATION");
});

Deno.test("a signal aborted during the reads fails ABORTED and nothing is executed", async () => {
  const controller = new AbortController();
  const f = suiFixture();
  const wallet: SuiWalletProvider = {
    getWalletAddress: () => {
      queueMicrotask(() => controller.abort(new Error("stop")));
      return Promise.resolve(USER);
    },
    signTransaction: never,
  };
  const r = await f.adapter.createSwapIntent({ ...SUI_PARAMS, signal: controller.signal }, wallet);
  assert.ok(!r.ok && r.error.code === "ABORTED", JSON.stringify(r));
  assert.ok(!f.requests.includes("sui_executeTransactionBlock"));
});

Deno.test("sendHubCalls() refuses a wallet that is not the source address, and needs none in raw mode", async () => {
  const f = suiFixture();
  const other = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(8)).toSuiAddress();
  const wrong = await f.adapter.sendHubCalls!({ srcAddress: other, hubWallet: A, payload: "0x" }, f.wallet);
  assert.ok(
    !wrong.ok && wrong.error.code === "VALIDATION_FAILED" && wrong.error.context.field === "walletProvider",
  );
  const raw = await f.adapter.sendHubCalls!(
    { srcAddress: other, hubWallet: A, payload: "0x", raw: true },
    undefined,
  );
  assert.ok(raw.ok && raw.value.raw && raw.value.tx.family === "SUI");
  assert.ok(raw.value.tx.tx.to.endsWith("::connectionv3::send_message_ua"));
});

Deno.test("the deprecated rpc_url wins over grpc_url", async () => {
  const f = suiFixture();
  const adapter = createSuiSpokeAdapter(
    { ...DEFAULT_CLIENT_CONFIG.chains.sui, grpc_url: "http://nowhere.invalid/", rpc_url: RPC_URL },
    {
      fetch: (input, init) =>
        String(input) === RPC_URL ? f.fetch(input, init) : Promise.reject(new TypeError("unreachable")),
    },
  );
  const r = await adapter.getBalance(USER, SUI);
  assert.ok(r.ok && r.value > 0n);
});

Deno.test("verifyTxHash() of a digest the node never saw times out in virtual time with TX_VERIFICATION_FAILED", async () => {
  const f = suiFixture();
  const r = await f.adapter.verifyTxHash("EwB3u4S8XKqiJNi5cAYTQQ6UwbTmYsZMyEbMZgAUjkgc", {
    maxTimeoutMs: 2_000,
  });
  assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED", JSON.stringify(r));
  assert.equal(r.error.context.reason, "timeout");
  assert.equal(r.error.context.chainKey, "sui");
});

Deno.test("the simulator's /sui answers malformed JSON with a JSON 400 and a transaction signed by another key with a JSON-RPC error", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const bad = await sim.fetch("/sui", { method: "POST", body: "{nope" });
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error.code, -32700);
    const call = async (params: unknown[]) =>
      await (await sim.fetch("/sui", {
        method: "POST",
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "sui_executeTransactionBlock", params }),
      })).json();
    assert.equal((await call(["AAAA", ["AA=="]])).error.code, -32602);
    const tx = buildSuiSpokeTransaction(USER, {
      kind: "message",
      packageId: `0x${"c3".repeat(32)}`,
      module: "connectionv3",
      connection: { objectId: `0x${"d4".repeat(32)}`, initialSharedVersion: 1 },
      dstChainId: 146n,
      to: A,
      payload: "0x",
    }, {
      price: 750n,
      budget: 1_000n,
      payment: [{
        objectId: `0x${"0c".repeat(32)}`,
        version: 1,
        digest: "9cJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi",
      }],
    });
    const bytes = await tx.build();
    const impostor = await Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(8)).signTransaction(bytes);
    const refused = await call([impostor.bytes, [impostor.signature]]);
    assert.equal(refused.error.code, -32002);
    assert.match(refused.error.message, /signer is not the sender/);
    const doc = await (await sim.fetch("/v1/openapi.json")).json();
    assert.ok("/sui" in doc.paths);
    assert.equal(sim.clientConfig.chains?.sui?.grpc_url, `${sim.urls.origin}/sui`);
    assert.equal(
      clientOptionsForSimulator("http://127.0.0.1:8787").chains?.sui?.grpc_url,
      "http://127.0.0.1:8787/sui",
    );
  } finally {
    sim.close();
  }
});

Deno.test("faults and the request log apply to /sui: a scheduled 503 on a read is retried", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    sim.setFaults({ schedules: [{ route: "POST /sui", fault: "error5xx", status: 503, count: 1 }] });
    const adapter = createSuiSpokeAdapter(
      { ...DEFAULT_CLIENT_CONFIG.chains.sui, grpc_url: `${sim.urls.origin}/sui` },
      { fetch: sim.fetch, sleep: () => Promise.resolve() },
    );
    const read = await adapter.getBalance(USER, SUI);
    assert.ok(read.ok && read.value > 0n);
    assert.equal(sim.requests().filter((e) => e.path === "/sui").length, 2);
    const hubWallet = "0x2222222222222222222222222222222222222222";
    sim.setFaults({ schedules: [{ route: "POST /sui", fault: "error5xx", status: 503, count: 1 }] });
    const raw = await adapter.sendHubCalls!(
      { srcAddress: USER, hubWallet, payload: "0x", raw: true },
      undefined,
    );
    assert.ok(raw.ok, "the raw build's object read was retried");
  } finally {
    sim.close();
  }
});

Deno.test("a 503 answer to sui_executeTransactionBlock is not retried: INTENT_CREATION_FAILED after one attempt", async () => {
  const f = suiFixture();
  let executes = 0;
  const adapter = createSuiSpokeAdapter({ ...DEFAULT_CLIENT_CONFIG.chains.sui, grpc_url: RPC_URL }, {
    sleep: () => Promise.resolve(),
    fetch: (input, init) => {
      if (typeof init?.body === "string" && init.body.includes("sui_executeTransactionBlock")) {
        executes++;
        return Promise.resolve(new Response("busy", { status: 503 }));
      }
      return f.fetch(input, init);
    },
  });
  const r = await adapter.createSwapIntent(SUI_PARAMS, f.wallet);
  assert.ok(!r.ok && r.error.code === "INTENT_CREATION_FAILED", JSON.stringify(r));
  assert.equal(r.error.context.method, "sui_executeTransactionBlock");
  assert.equal(executes, 1);
});

Deno.test("verifyTxHash() stops ABORTED when its signal aborts", async () => {
  const f = suiFixture();
  const controller = new AbortController();
  controller.abort(new Error("stop"));
  const r = await f.adapter.verifyTxHash("EwB3u4S8XKqiJNi5cAYTQQ6UwbTmYsZMyEbMZgAUjkgc", {
    signal: controller.signal,
  });
  assert.ok(!r.ok && r.error.code === "ABORTED" && r.error.context.chainKey === "sui", JSON.stringify(r));
});
