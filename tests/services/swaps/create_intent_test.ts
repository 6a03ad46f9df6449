/**
 * `swaps.createIntent` / `createLimitOrderIntent` on every family against the in-process simulator: sent without
 * relaying and then delivered with `swaps.resume`; raw (the family's own unsigned form, nothing sent); and the
 * hub pre-simulation that runs first unless `skipSimulation`.
 * @module
 */
import assert from "node:assert/strict";
import { decodeFunctionData, type Hex, parseAbi } from "viem";
import { getChainType, type SpokeChainKey } from "../../../core/chains/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { walletAddressOf, XSwap } from "../../../mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import { testWallet } from "../../../examples/every_chain.ts";

/** One chain key per family, the hub included. */
const SOURCES: SpokeChainKey[] = [
  "0x2105.base",
  "sonic",
  "0x1.icon",
  "solana",
  "stellar",
  "sui",
  "injective-1",
  "near",
  "stacks",
  "bitcoin",
];

const SIMULATE_SELECTOR = "b889587e";
const createIntentAbi = parseAbi([
  "function createIntent((uint256 intentId, address creator, address inputToken, address outputToken, uint256 inputAmount, uint256 minOutputAmount, uint256 deadline, bool allowPartialFill, uint256 srcChain, uint256 dstChain, bytes srcAddress, bytes dstAddress, address solver, bytes data) intent)",
]);

interface World {
  sim: SimulatorApp;
  client: XSwap;
  /** Hub `simulateRecvMessage` calls seen so far. */
  simulations: () => number;
  close: () => void;
}

function world(): World {
  const sim = createSimulatorApp({ preset: "instant", seed: 11 });
  let simulations = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (
      url.includes("/rpc/sonic") && typeof init?.body === "string" && init.body.includes(SIMULATE_SELECTOR)
    ) {
      simulations++;
    }
    return await sim.fetch(input, init);
  };
  const client = new XSwap({ ...sim.clientConfig, fetch });
  return { sim, client, simulations: () => simulations, close: () => sim.close() };
}

async function paramsFor(w: World, chainKey: SpokeChainKey) {
  const wallet = testWallet(w.client, chainKey, { fetch: w.sim.fetch });
  if (!wallet.ok) throw wallet.error;
  const dstChainKey: SpokeChainKey = chainKey === "0x2105.base" ? "0xa4b1.arbitrum" : "0x2105.base";
  // Stellar swaps its native XLM: a classic asset needs the account's trustline first (docs/chains/stellar.md)
  const tokens = w.client.config.getSupportedSwapTokens(chainKey);
  const input = chainKey === "stellar" ? tokens.find((t) => t.symbol === "XLM")! : tokens[0]!;
  const output = w.client.config.getSupportedSwapTokens(dstChainKey).find((t) => t.symbol === "USDC")!;
  const me = await walletAddressOf(wallet.value);
  const deadline = await w.client.swaps.getSwapDeadline();
  if (!deadline.ok) throw deadline.error;
  const params = {
    srcChainKey: chainKey,
    dstChainKey,
    inputToken: input.address,
    outputToken: output.address,
    inputAmount: getChainType(chainKey) === "BITCOIN" ? 10n ** 5n : 10n ** BigInt(input.decimals),
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: "0x00000000000000000000000000000000000000b0",
    deadline: deadline.value,
    allowPartialFill: false,
  };
  const allowed = await w.client.swaps.isAllowanceValid({ params });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await w.client.swaps.approve({ params, walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  return { params, wallet: wallet.value };
}

function createdIntentOf(payload: string, hubSource: boolean) {
  if (hubSource) return decodeFunctionData({ abi: createIntentAbi, data: payload as Hex }).args[0];
  const calls = decodeContractCalls(payload as Hex);
  assert.ok(calls.ok);
  const create = calls.value.find((c) =>
    c.data.startsWith("0xfd9de7e0") || c.data.length > 10 && (() => {
        try {
          return decodeFunctionData({ abi: createIntentAbi, data: c.data }).functionName === "createIntent";
        } catch {
          return false;
        }
      })()
  );
  assert.ok(create, "the payload carries createIntent");
  return decodeFunctionData({ abi: createIntentAbi, data: create.data }).args[0];
}

Deno.test("createIntent sends the intent without relaying it on every family, and swaps.resume then delivers it", async () => {
  const w = world();
  try {
    for (const chainKey of SOURCES) {
      const { params, wallet } = await paramsFor(w, chainKey);
      const relayedBefore = w.sim.ledger.counters.relaySubmit.applied;
      const simulatedBefore = w.simulations();
      const created = await w.client.swaps.createIntent({ params, walletProvider: wallet });
      assert.ok(created.ok, `${chainKey}: ${created.ok ? "" : JSON.stringify(created.error.toJSON())}`);
      assert.equal(created.value.kind, "sent", chainKey);
      if (created.value.kind !== "sent") continue;
      assert.equal(created.value.family, getChainType(chainKey));
      assert.equal(w.sim.ledger.counters.relaySubmit.applied, relayedBefore, `${chainKey}: nothing relayed`);
      // the hub pre-simulation ran first, except on the hub itself (nothing is relayed from it)
      assert.equal(w.simulations() - simulatedBefore, chainKey === "sonic" ? 0 : 1, chainKey);
      const onHub = createdIntentOf(created.value.relayData.payload, chainKey === "sonic");
      assert.equal(onHub.intentId, created.value.intent.intentId);
      assert.equal(created.value.intent.deadline, BigInt(params.deadline));
      const delivered = await w.client.swaps.resume(created.value.resumeToken);
      assert.ok(delivered.ok, `${chainKey}: ${delivered.ok ? "" : JSON.stringify(delivered.error.toJSON())}`);
    }
  } finally {
    w.close();
  }
});

Deno.test("createIntent with raw returns the family's unsigned form on every family and sends nothing", async () => {
  const w = world();
  try {
    for (const chainKey of SOURCES) {
      const { params } = await paramsFor(w, chainKey);
      const spokeBefore = w.sim.ledger.counters.spokeTx.applied;
      const created = await w.client.swaps.createIntent({ params, raw: true });
      assert.ok(created.ok, `${chainKey}: ${created.ok ? "" : JSON.stringify(created.error.toJSON())}`);
      assert.equal(created.value.kind, "raw");
      if (created.value.kind !== "raw") continue;
      assert.equal(created.value.family, getChainType(chainKey));
      assert.equal(created.value.rawTx.family, getChainType(chainKey), chainKey);
      assert.equal(w.sim.ledger.counters.spokeTx.applied, spokeBefore, `${chainKey}: nothing sent`);
      const onHub = createdIntentOf(created.value.relayData.payload, chainKey === "sonic");
      assert.equal(onHub.intentId, created.value.intent.intentId, chainKey);
      assert.equal(onHub.creator.toLowerCase(), created.value.relayData.address.toLowerCase());
    }
  } finally {
    w.close();
  }
});

Deno.test("createLimitOrderIntent creates an intent without a deadline", async () => {
  const w = world();
  try {
    const { params, wallet } = await paramsFor(w, "solana");
    const { deadline: _deadline, ...withoutDeadline } = params;
    const raw = await w.client.swaps.createLimitOrderIntent({ params: withoutDeadline, raw: true });
    assert.ok(raw.ok && raw.value.intent.deadline === 0n);
    const sent = await w.client.swaps.createLimitOrderIntent({
      params: withoutDeadline,
      walletProvider: wallet,
    });
    assert.ok(sent.ok && sent.value.kind === "sent" && sent.value.intent.deadline === 0n);
  } finally {
    w.close();
  }
});

Deno.test("an intent the hub would refuse fails the pre-simulation with nothing sent; skipSimulation sends it", async () => {
  const w = world();
  try {
    for (const chainKey of ["0x2105.base", "solana"] as const) {
      const { params, wallet } = await paramsFor(w, chainKey);
      // a deadline already passed on the hub's clock: the hub would refuse the createIntent
      const stale = { ...params, deadline: 1n };
      const spokeBefore = w.sim.ledger.counters.spokeTx.applied;
      const refused = await w.client.swaps.createIntent({ params: stale, walletProvider: wallet });
      assert.ok(!refused.ok);
      assert.equal(refused.error.code, "INTENT_CREATION_FAILED");
      assert.equal(refused.error.context.phase, "simulation");
      assert.equal(refused.error.context.reason, "SIMULATION_FAILED");
      assert.equal(refused.error.context.revertReason, "createIntent: deadline passed");
      assert.equal(w.sim.ledger.counters.spokeTx.applied, spokeBefore, "nothing sent");
      const rawRefused = await w.client.swaps.createIntent({ params: stale, raw: true });
      assert.ok(!rawRefused.ok && rawRefused.error.context.reason === "SIMULATION_FAILED");
      const simulatedBefore = w.simulations();
      const skipped = await w.client.swaps.createIntent({
        params: stale,
        walletProvider: wallet,
        skipSimulation: true,
      });
      assert.ok(skipped.ok && skipped.value.kind === "sent", chainKey);
      assert.equal(w.simulations(), simulatedBefore, "no simulation with skipSimulation");
      assert.equal(w.sim.ledger.counters.spokeTx.applied, spokeBefore + 1);
    }
  } finally {
    w.close();
  }
});

Deno.test("createIntent without a wallet and without raw is refused before any request", async () => {
  const w = world();
  try {
    const { params } = await paramsFor(w, "0x2105.base");
    const r = await w.client.swaps.createIntent({ params });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.equal(r.error.context.field, "walletProvider");
  } finally {
    w.close();
  }
});
