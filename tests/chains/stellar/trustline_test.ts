import assert from "node:assert/strict";
import { Keypair, Networks, TransactionBuilder } from "@stellar/stellar-sdk";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";

const USDC_STELLAR = "CCW67TSZV3SSS2HXMBQ5JFGCKJNXKZM7UQUWUZPUTHXSTZLEO7SJMI75";

interface World {
  sim: SimulatorApp;
  client: XSwap;
  keypair: Keypair;
  wallet: ReturnType<typeof stellarWallet>;
}

function stellarWallet(keypair: Keypair) {
  const w = createKeypairStellarWallet(keypair);
  if (!w.ok) throw w.error;
  return w.value;
}

/** A simulator, a client, and a Stellar account the sponsor activated (funded with `xlm` XLM when > 0). */
async function world(xlm = "10", options: Parameters<typeof createSimulatorApp>[0] = {}): Promise<World> {
  const sim = createSimulatorApp({ preset: "instant", ...options });
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
  const keypair = Keypair.random();
  const wallet = stellarWallet(keypair);
  const activated = await client.sponsoring.activateStellarAccount({
    address: keypair.publicKey(),
    walletProvider: wallet,
  });
  if (!activated.ok) throw activated.error;
  if (xlm !== "0") {
    const res = await sim.fetch(`${sim.urls.horizon}/__fund`, {
      method: "POST",
      body: JSON.stringify({ account: keypair.publicKey(), amount: xlm }),
    });
    assert.equal(res.status, 200);
    await res.body?.cancel();
  }
  return { sim, client, keypair, wallet };
}

async function horizonLines(w: World): Promise<{ asset_code?: string; limit?: string; balance: string }[]> {
  const res = await w.sim.fetch(`${w.sim.urls.horizon}/accounts/${w.keypair.publicKey()}`);
  return (await res.json()).balances;
}

function stellarAdapter(w: World) {
  const a = w.client.spoke.adapter("stellar");
  if (!a.ok) throw a.error;
  return a.value;
}

Deno.test("requestTrustline adds the USDC trustline through a changeTrust the simulated network applies", async () => {
  const w = await world();
  const adapter = stellarAdapter(w);
  const owner = w.keypair.publicKey();
  const before = await adapter.hasSufficientTrustline!({ owner, token: USDC_STELLAR, amount: 1n });
  assert.deepEqual(before, { ok: true, value: false });
  assert.deepEqual(await adapter.isAllowanceValid({ owner, token: USDC_STELLAR, amount: 1n }), before);
  const sent = await adapter.requestTrustline!(
    { srcAddress: owner, token: USDC_STELLAR, amount: 5n },
    w.wallet,
  );
  assert.ok(sent.ok && sent.value.kind === "sent", JSON.stringify(sent));
  const after = await adapter.hasSufficientTrustline!({ owner, token: USDC_STELLAR, amount: 10n ** 15n });
  assert.deepEqual(after, { ok: true, value: true });
  const usdc = (await horizonLines(w)).find((b) => b.asset_code === "USDC");
  assert.equal(usdc?.limit, "922337203685.4775807");
  w.sim.close();
});

Deno.test("requestTrustline with raw returns the unsigned changeTrust of the token's classic asset", async () => {
  const w = await world();
  const adapter = stellarAdapter(w);
  const owner = w.keypair.publicKey();
  const raw = await adapter.requestTrustline!({
    srcAddress: owner,
    token: USDC_STELLAR,
    amount: 5n,
    raw: true,
  });
  assert.ok(raw.ok && raw.value.kind === "raw");
  assert.equal(raw.value.tx.from, owner);
  assert.equal(raw.value.tx.value, 5n);
  const tx = TransactionBuilder.fromXDR(raw.value.tx.data, Networks.PUBLIC);
  assert.ok(!("innerTransaction" in tx));
  const op = tx.operations[0] as { type: string; line: { getCode(): string; getIssuer(): string } };
  assert.equal(op.type, "changeTrust");
  assert.equal(op.line.getCode(), "USDC");
  assert.equal(op.line.getIssuer(), "GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN");
  assert.equal(tx.signatures.length, 0);
  // nothing was sent: still no trustline
  assert.deepEqual(await adapter.hasSufficientTrustline!({ owner, token: USDC_STELLAR, amount: 1n }), {
    ok: true,
    value: false,
  });
  w.sim.close();
});

Deno.test("a changeTrust the account cannot pay the fee of is refused and leaves no trustline", async () => {
  const w = await world("0"); // sponsored, no XLM of its own
  const adapter = stellarAdapter(w);
  const owner = w.keypair.publicKey();
  const sent = await adapter.requestTrustline!(
    { srcAddress: owner, token: USDC_STELLAR, amount: 5n },
    w.wallet,
  );
  assert.ok(!sent.ok, JSON.stringify(sent));
  assert.deepEqual(await adapter.hasSufficientTrustline!({ owner, token: USDC_STELLAR, amount: 1n }), {
    ok: true,
    value: false,
  });
  w.sim.close();
});

Deno.test("a changeTrust the account cannot reserve for fails op_low_reserve: TX_VERIFICATION_FAILED, no trustline", async () => {
  const w = await world("0.00002"); // the fee, not the 0.5 XLM reserve
  const adapter = stellarAdapter(w);
  const owner = w.keypair.publicKey();
  const sent = await adapter.requestTrustline!(
    { srcAddress: owner, token: USDC_STELLAR, amount: 5n },
    w.wallet,
  );
  assert.ok(!sent.ok && sent.error.code === "TX_VERIFICATION_FAILED", JSON.stringify(sent));
  assert.deepEqual(await adapter.hasSufficientTrustline!({ owner, token: USDC_STELLAR, amount: 1n }), {
    ok: true,
    value: false,
  });
  w.sim.close();
});

Deno.test("the simulated network refuses a changeTrust below the base fee, with a stale sequence or unsigned", async () => {
  const w = await world();
  const adapter = stellarAdapter(w);
  const owner = w.keypair.publicKey();
  const raw = await adapter.requestTrustline!({
    srcAddress: owner,
    token: USDC_STELLAR,
    amount: 5n,
    raw: true,
  });
  assert.ok(raw.ok && raw.value.kind === "raw");
  const send = async (envelope: string) => {
    const res = await w.sim.fetch(`${w.sim.urls.origin}/soroban`, {
      method: "POST",
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "sendTransaction",
        params: { transaction: envelope },
      }),
    });
    return (await res.json()).result as { status: string };
  };
  assert.equal((await send(raw.value.tx.data)).status, "ERROR"); // unsigned
  const tx = TransactionBuilder.fromXDR(raw.value.tx.data, Networks.PUBLIC);
  const cheap = TransactionBuilder.cloneFrom(tx as never, { fee: "50", networkPassphrase: Networks.PUBLIC })
    .build();
  cheap.sign(w.keypair);
  assert.equal((await send(cheap.toXDR())).status, "ERROR"); // txINSUFFICIENT_FEE
  (tx as { sign(k: Keypair): void }).sign(w.keypair);
  assert.equal((await send(tx.toXDR())).status, "PENDING");
  assert.equal((await send(tx.toXDR())).status, "DUPLICATE");
  w.sim.close();
});

Deno.test("hasSufficientTrustline needs no trustline for XLM, answers false for an account Horizon does not know", async () => {
  const w = await world();
  const adapter = stellarAdapter(w);
  const stranger = Keypair.random().publicKey();
  const xlm = w.client.instanceConfig.chains.stellar.nativeToken;
  assert.deepEqual(await adapter.hasSufficientTrustline!({ owner: stranger, token: xlm, amount: 1n }), {
    ok: true,
    value: true,
  });
  assert.deepEqual(
    await adapter.hasSufficientTrustline!({ owner: stranger, token: USDC_STELLAR, amount: 1n }),
    {
      ok: true,
      value: false,
    },
  );
  w.sim.close();
});

async function swapBaseUsdcToStellar(w: World, amount: bigint): Promise<void> {
  const evm = createPrivateKeyEvmWallet({
    privateKey: `0x${"05".repeat(32)}`,
    rpcUrl: w.sim.urls.rpc("0x2105.base"),
    fetch: w.sim.fetch,
  });
  if (!evm.ok) throw evm.error;
  const me = await evm.value.getAddress();
  const usdcBase = w.client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
  const params = {
    srcChainKey: "0x2105.base",
    dstChainKey: "stellar",
    inputToken: usdcBase.address,
    outputToken: USDC_STELLAR,
    inputAmount: amount,
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: w.keypair.publicKey(),
    deadline: 0n,
    allowPartialFill: false,
  } as const;
  const approved = await w.client.swaps.approve({ params, walletProvider: evm.value });
  if (!approved.ok) throw approved.error;
  const swap = await w.client.swaps.swap({ params, walletProvider: evm.value });
  if (!swap.ok) throw swap.error;
  const done = await w.client.swaps.track(swap.value, { timeout: 120_000 });
  if (!done.ok) throw done.error;
}

Deno.test("a swap to Stellar USDC credits the trustline once the account has one", async () => {
  const w = await world();
  const adapter = stellarAdapter(w);
  const owner = w.keypair.publicKey();
  const sent = await adapter.requestTrustline!(
    { srcAddress: owner, token: USDC_STELLAR, amount: 5n },
    w.wallet,
  );
  assert.ok(sent.ok, JSON.stringify(sent));
  await swapBaseUsdcToStellar(w, 1_000_000n);
  const usdc = (await horizonLines(w)).find((b) => b.asset_code === "USDC");
  assert.ok(usdc !== undefined && usdc.balance !== "0.0000000", JSON.stringify(usdc));
  w.sim.close();
});

Deno.test("a swap to Stellar USDC without the trustline credits nothing, as the asset contract's transfer traps", async () => {
  const w = await world();
  const adapter = stellarAdapter(w);
  const before = await adapter.getBalance(w.keypair.publicKey(), USDC_STELLAR);
  await swapBaseUsdcToStellar(w, 1_000_000n);
  const lines = await horizonLines(w);
  assert.equal(lines.find((b) => b.asset_code === "USDC"), undefined);
  assert.deepEqual(await adapter.getBalance(w.keypair.publicKey(), USDC_STELLAR), before); // nothing moved
  w.sim.close();
});

Deno.test("swaps.isAllowanceValid and swaps.approve on a Stellar source are the input token's trustline check and request", async () => {
  const w = await world();
  const owner = w.keypair.publicKey();
  const params = {
    srcChainKey: "stellar",
    dstChainKey: "0x2105.base",
    inputToken: USDC_STELLAR,
    outputToken:
      w.client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!.address,
    inputAmount: 1_000n,
    minOutputAmount: 1n,
    srcAddress: owner,
    dstAddress: "0x1111111111111111111111111111111111111111",
    deadline: 0n,
    allowPartialFill: false,
  } as const;
  assert.deepEqual(await w.client.swaps.isAllowanceValid({ params }), { ok: true, value: false });
  const raw = await w.client.swaps.approve({ params, raw: true });
  assert.ok(raw.ok && raw.value.kind === "raw" && "token" in raw.value && raw.value.token === USDC_STELLAR);
  const noWallet = await w.client.swaps.approve({ params });
  assert.ok(!noWallet.ok && noWallet.error.code === "VALIDATION_FAILED");
  const approved = await w.client.swaps.approve({ params, walletProvider: w.wallet });
  assert.ok(
    approved.ok && approved.value.kind === "sent",
    approved.ok ? "" : JSON.stringify(approved.error.toJSON()),
  );
  assert.deepEqual(await w.client.swaps.isAllowanceValid({ params }), { ok: true, value: true });
  w.sim.close();
});

Deno.test("bridge.isAllowanceValid and bridge.approve on a Stellar source are the trustline check and request", async () => {
  const w = await world();
  const owner = w.keypair.publicKey();
  const params = {
    srcChainKey: "stellar",
    srcAsset: USDC_STELLAR,
    amount: 1_000n,
    dstChainKey: "0x2105.base",
    recipient: "0x1111111111111111111111111111111111111111",
    srcAddress: owner,
  } as const;
  assert.deepEqual(await w.client.bridge.isAllowanceValid({ params }), { ok: true, value: false });
  const approved = await w.client.bridge.approve({ params, walletProvider: w.wallet });
  assert.ok(
    approved.ok && approved.value.kind === "sent",
    approved.ok ? "" : JSON.stringify(approved.error.toJSON()),
  );
  assert.deepEqual(await w.client.bridge.isAllowanceValid({ params }), { ok: true, value: true });
  w.sim.close();
});
