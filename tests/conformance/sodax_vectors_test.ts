// Golden vectors from the platform SDK itself: tests/fixtures/sodax_vectors.json is written by
// conformance/record_vectors.ts, which calls @sodax/sdk@1.3.0-beta's own functions (EvmSolverService.
// constructCreateIntentData, SonicSpokeService.createSwapIntent, EvmSpokeService.deposit, MoneyMarketService.
// buildSupplyData, EvmSolverService.getIntentHash) with fixed inputs and a fixed Math.random. Nothing here is derived
// from our own encoder. Our builders take the same inputs (hub assets and contracts from OUR packaged config, so
// the config is checked too) and must produce the same bytes.
//
// Differences between SPEC and that SDK: none in the bytes these builders produce (intent tuple, partner-fee
// data, hub call list, asset-manager transfer, hub createIntent, money-market supply list). The wire differences
// (quote body, data API base, config/all shape, ...) are listed in docs/sodax_sdk.md; where they matter for what
// our library sends, SPEC wins and tests/conformance/sodax_wire_differences_test.ts pins our side.
import assert from "node:assert/strict";
import type { Address, Hex } from "viem";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import {
  buildSwapIntentTx,
  encodeContractCalls,
  encodeSpokeDepositCalldata,
  getIntentHash,
  type Intent,
} from "../../chains/evm/mod.ts";
import { buildSupplyCalls } from "../../services/money_market/build_calls.ts";

interface WireIntent {
  intentId: string;
  creator: Address;
  inputToken: Address;
  outputToken: Address;
  inputAmount: string;
  minOutputAmount: string;
  deadline: string;
  allowPartialFill: boolean;
  srcChain: string;
  dstChain: string;
  srcAddress: Hex;
  dstAddress: Hex;
  solver: Address;
  data: Hex;
}
interface WireTx {
  from: Address;
  to: Address;
  value: string;
  data: Hex;
}
interface SwapVector {
  params: {
    inputToken: Address;
    outputToken: Address;
    inputAmount: string;
    minOutputAmount: string;
    deadline: string;
    allowPartialFill: boolean;
    srcChain: string;
    dstChain: string;
    srcAddress: Address;
    dstAddress: Address;
  };
  creator: Address;
  partnerFee?: { address: Address; percentage: number };
  feeAmount: string;
  intent: WireIntent;
  intentHash: Hex;
  relayData: { address: Address; payload: Hex };
  tx: WireTx;
}
interface Vectors {
  source: string;
  contracts: { intentsContract: Address; baseAssetManager: Address; lendingPool: Address };
  spokeSwap: SwapVector;
  hubSwap: SwapVector;
  deposit: { tx: WireTx };
  moneyMarketSupply: {
    amount: string;
    hubAsset: { asset: Address; decimal: number; vault: Address };
    onBehalfOf: Address;
    payload: Hex;
    tx: WireTx;
  };
}

const vectors: Vectors = JSON.parse(
  await Deno.readTextFile(new URL("../fixtures/sodax_vectors.json", import.meta.url)),
);
const config = DEFAULT_CLIENT_CONFIG;

function token(chainKey: string, address: string) {
  const chain = config.chains[chainKey as keyof typeof config.chains];
  const found = chain.supportedTokens.find((t) => t.address.toLowerCase() === address.toLowerCase());
  assert.ok(found, `our packaged config lists ${address} on ${chainKey}`);
  return found;
}

function toIntent(w: WireIntent): Intent {
  return {
    ...w,
    intentId: BigInt(w.intentId),
    inputAmount: BigInt(w.inputAmount),
    minOutputAmount: BigInt(w.minOutputAmount),
    deadline: BigInt(w.deadline),
    srcChain: BigInt(w.srcChain),
    dstChain: BigInt(w.dstChain),
  };
}

function ourSwap(v: SwapVector) {
  const p = v.params;
  const src = token(p.srcChain, p.inputToken);
  const dst = token(p.dstChain, p.outputToken);
  const srcChain = config.chains[p.srcChain as keyof typeof config.chains];
  const feeAmount = BigInt(v.feeAmount);
  const r = buildSwapIntentTx({
    srcChainKey: p.srcChain,
    dstChainKey: p.dstChain,
    inputToken: p.inputToken,
    hubInputToken: src.hubAsset as Address,
    hubOutputToken: p.dstChain === "sonic" ? p.outputToken : dst.hubAsset as Address,
    inputAmount: BigInt(p.inputAmount),
    feeAmount,
    feeReceiver: v.partnerFee?.address,
    minOutputAmount: BigInt(p.minOutputAmount),
    deadline: BigInt(p.deadline),
    allowPartialFill: p.allowPartialFill,
    srcAddress: p.srcAddress,
    dstAddress: p.dstAddress,
    creator: v.creator,
    // A hub source has no asset manager (the tx goes straight to the intents contract); any address will do.
    assetManager: ((srcChain.addresses as Record<string, string>).assetManager ??
      config.hub.addresses.assetManager) as Address,
    intentsContract: config.solver.intentsContract as Address,
    nativeToken: srcChain.nativeToken as Address,
    intentId: BigInt(v.intent.intentId),
  });
  assert.ok(r.ok, JSON.stringify(r, (_k, x) => typeof x === "bigint" ? `${x}` : x));
  return r.value;
}

function sameTx(ours: { to: string; value: bigint; data: string }, theirs: WireTx): void {
  assert.equal(ours.to.toLowerCase(), theirs.to.toLowerCase());
  assert.equal(ours.value, BigInt(theirs.value));
  assert.equal(ours.data, theirs.data);
}

Deno.test("sodax vectors: the fixture says which SDK produced it", () => {
  assert.match(vectors.source, /^@sodax\/sdk@1\.3\.0-beta/);
  assert.equal(vectors.contracts.intentsContract, config.solver.intentsContract);
});

Deno.test("buildSwapIntentTx from an EVM spoke with a 1% partner fee matches the platform SDK: intent, hash, hub call list, deposit tx", () => {
  const v = vectors.spokeSwap;
  const ours = ourSwap(v);
  assert.deepEqual(ours.intent, toIntent(v.intent));
  assert.equal(ours.feeAmount, BigInt(v.feeAmount));
  assert.equal(getIntentHash(ours.intent), v.intentHash);
  assert.equal(ours.relayData.address.toLowerCase(), v.relayData.address.toLowerCase());
  assert.equal(ours.relayData.payload, v.relayData.payload);
  sameTx(ours.tx, v.tx);
});

Deno.test("buildSwapIntentTx on the hub (native input, partial fills) matches the platform SDK: createIntent calldata, value, relay payload", () => {
  const v = vectors.hubSwap;
  const ours = ourSwap(v);
  assert.deepEqual(ours.intent, toIntent(v.intent));
  assert.equal(getIntentHash(ours.intent), v.intentHash);
  assert.equal(ours.relayData.payload, v.relayData.payload);
  sameTx(ours.tx, v.tx);
});

Deno.test("encodeSpokeDepositCalldata of a plain native deposit matches the platform SDK's EvmSpokeService.deposit", () => {
  const v = vectors.deposit.tx;
  const data = encodeSpokeDepositCalldata({
    token: "0x0000000000000000000000000000000000000000",
    to: "0x2222222222222222222222222222222222222222",
    amount: BigInt(v.value),
    data: "0x",
  });
  assert.equal(data, v.data);
  assert.equal(v.to.toLowerCase(), vectors.contracts.baseAssetManager.toLowerCase());
});

Deno.test("buildSupplyCalls for Base USDC matches the platform SDK's buildSupplyData, and the deposit carrying it", () => {
  const v = vectors.moneyMarketSupply;
  const usdc = token("0x2105.base", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
  assert.equal(usdc.hubAsset.toLowerCase(), v.hubAsset.asset.toLowerCase());
  assert.equal(usdc.vault.toLowerCase(), v.hubAsset.vault.toLowerCase());
  const mm = config.moneyMarket;
  const calls = buildSupplyCalls(
    {
      asset: { hubAsset: usdc.hubAsset as Address, vault: usdc.vault as Address, decimals: usdc.decimals },
      amount: BigInt(v.amount),
      onBehalfOf: v.onBehalfOf,
    },
    {
      lendingPool: mm.lendingPool as Address,
      bnUSD: mm.bnUSD as Address,
      bnUSDVault: mm.bnUSDVault as Address,
      hubAssetManager: config.hub.addresses.assetManager as Address,
    },
  );
  const payload = encodeContractCalls(calls);
  assert.equal(payload, v.payload);
  const data = encodeSpokeDepositCalldata({
    token: usdc.address as Address,
    to: v.onBehalfOf,
    amount: BigInt(v.amount),
    data: payload,
  });
  assert.equal(data, v.tx.data);
});
