import assert from "node:assert/strict";
import { hexToString } from "viem";
import { decodeSpokeDepositCalldata } from "../../../chains/hub/contract_calls.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { decodeCreateIntentCalldata, getIntentHash } from "../../../chains/hub/intent.ts";
import { backendErrorBodySchema } from "../../../core/schemas/backend_error.ts";
import {
  swapsAllowanceResponseSchema,
  swapsApproveResponseSchema,
  swapsApproveResponseWireSchema,
  swapsCreateIntentResponseSchema,
  swapsCreateIntentResponseWireSchema,
  swapsQuoteResponseSchema,
  swapsQuoteResponseWireSchema,
  swapsTokensResponseSchema,
} from "../../../core/schemas/swaps_v2.ts";
import { deriveSimHubWallet, deriveSimRouterWallet } from "../../../simulator/hub_abi/hub_wallet.ts";
import { simHubWallet } from "../../../simulator/swaps/mod.ts";
import {
  allowanceBody,
  baseUsdc,
  call,
  FEE_RECEIVER,
  intentBody,
  quoteBody,
  RECEIVER,
  setup,
  token,
  USER,
} from "./_fixtures.ts";

Deno.test("GET /tokens lists the packaged swap tokens in the tokens response schema", async () => {
  const h = setup();
  const r = await call(h, "/tokens");
  assert.equal(r.status, 200);
  const { tokens } = swapsTokensResponseSchema.parse(r.json);
  assert.ok(tokens["0x2105.base"]?.some((t) => t.address === baseUsdc));
  assert.ok(tokens["injective-1"]?.some((t) => t.symbol === "INJ"));
});

Deno.test("GET /tokens serves an injected token list", async () => {
  const tokens = { sonic: [{ symbol: "X", name: "X", decimals: 6, address: "0x01", chainKey: "sonic" }] };
  const r = await call(setup({ tokens }), "/tokens");
  assert.deepEqual(r.json, { tokens });
});

Deno.test("POST /quote prices the default rate by decimals with a decimal-string amount", async () => {
  const h = setup();
  const r = await call(h, "/quote", quoteBody);
  assert.equal(r.status, 200);
  const wire = swapsQuoteResponseWireSchema.parse(r.json);
  assert.equal(wire.quotedAmount, "997000000000000000");
  const q = swapsQuoteResponseSchema.parse(r.json);
  assert.equal(q.expiresAt, h.ledger.now() + 30_000);
  assert.equal(typeof q.quoteId, "string");
});

Deno.test("POST /quote is net of a percentage partner fee", async () => {
  const h = setup({ quote: ({ amount }) => amount });
  const partnerFee = { address: FEE_RECEIVER, percentage: 250 };
  const r = await call(h, "/quote", { ...quoteBody, partnerFee });
  assert.equal(swapsQuoteResponseSchema.parse(r.json).quotedAmount, 975_000n);
  const fixed = await call(h, "/quote", {
    ...quoteBody,
    partnerFee: { address: FEE_RECEIVER, amount: "1000" },
  });
  assert.equal(swapsQuoteResponseSchema.parse(fixed.json).quotedAmount, 999_000n);
});

Deno.test("POST /quote exact_output answers the gross input including the fee", async () => {
  const h = setup({ quote: ({ amount }) => amount });
  const r = await call(h, "/quote", {
    ...quoteBody,
    quoteType: "exact_output",
    amount: "990",
    partnerFee: { address: FEE_RECEIVER, percentage: 100 },
  });
  assert.equal(swapsQuoteResponseSchema.parse(r.json).quotedAmount, 999n);
});

Deno.test("POST /intent returns a real asset-manager transfer whose intent matches the response", async () => {
  const h = setup();
  const partnerFee = { address: FEE_RECEIVER, percentage: 100 };
  const r = await call(h, "/intent", { ...intentBody, partnerFee });
  assert.equal(r.status, 200);
  swapsCreateIntentResponseWireSchema.parse(r.json);
  const res = swapsCreateIntentResponseSchema.parse(r.json);
  assert.equal(res.tx.chainType, "EVM");
  if (res.tx.chainType !== "EVM") return;
  assert.equal(res.tx.to, "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3");
  assert.equal(res.tx.from.toLowerCase(), USER);
  assert.equal(res.tx.value, 0n);
  assert.equal(res.tx.chainId, 8453);
  const deposit = decodeSpokeDepositCalldata(res.tx.data as `0x${string}`);
  assert.ok(deposit.ok);
  assert.equal(deposit.value.amount, 1_000_000n);
  assert.equal(deposit.value.token.toLowerCase(), baseUsdc.toLowerCase());
  assert.equal(deposit.value.to.toLowerCase(), simHubWallet("0x2105.base", USER).toLowerCase());
  const calls = decodeContractCalls(deposit.value.data);
  assert.ok(calls.ok && calls.value.length === 2);
  const intent = decodeCreateIntentCalldata(calls.value[1]!.data);
  assert.ok(intent.ok);
  assert.equal(intent.value.inputAmount, 990_000n);
  assert.equal(res.intent.inputAmount, 990_000n);
  assert.equal(res.intent.srcChain, 30n);
  assert.equal(res.intent.dstChain, 4n);
  assert.equal(res.intent.dstAddress.toLowerCase(), RECEIVER);
  assert.equal(res.intentHash, getIntentHash(intent.value));
  assert.deepEqual(h.stats(), { createIntent: 1, approve: 0 });
});

Deno.test("POST /intent gives distinct deterministic intent ids", async () => {
  const a = setup();
  const b = setup();
  const ids = [];
  for (const h of [a, a, b]) {
    ids.push(
      swapsCreateIntentResponseSchema.parse((await call(h, "/intent", intentBody)).json).intent.intentId,
    );
  }
  assert.notEqual(ids[0], ids[1]);
  assert.equal(ids[0], ids[2]);
});

Deno.test("POST /intent from the hub calls createIntent directly with the native value", async () => {
  const h = setup();
  const s = token("sonic", "S");
  const r = await call(h, "/intent", { ...intentBody, tokenSrc: s, tokenSrcChainKey: "sonic" });
  const res = swapsCreateIntentResponseSchema.parse(r.json);
  assert.ok(res.tx.chainType === "EVM");
  assert.equal(res.tx.to, "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef");
  assert.equal(res.tx.value, 1_000_000n);
  assert.ok(res.tx.data.startsWith("0x016f02e3"));
  assert.equal(res.intent.inputToken, s);
});

Deno.test("POST /intent from Injective returns index-object msg bytes", async () => {
  const h = setup();
  const inj = "inj1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq";
  const r = await call(h, "/intent", {
    ...intentBody,
    tokenSrc: "inj",
    tokenSrcChainKey: "injective-1",
    srcAddress: inj,
  });
  assert.equal(r.status, 200);
  const wireTx = (r.json as { tx: { msg: Record<string, number> } }).tx;
  assert.equal(typeof wireTx.msg["0"], "number");
  const res = swapsCreateIntentResponseSchema.parse(r.json);
  assert.ok(res.tx.chainType === "INJECTIVE");
  const msg = JSON.parse(new TextDecoder().decode(res.tx.msg));
  assert.equal(msg.transfer.amount, "1000000");
  assert.equal(msg.transfer.to, simHubWallet("injective-1", inj));
  assert.equal(res.intent.srcChain, 19n);
  assert.equal(hexToString(res.intent.srcAddress as `0x${string}`), inj);
});

Deno.test("POST /allowance answers {valid} and ignores a partnerFee", async () => {
  const reader = (q: { amount: bigint }) => q.amount >= 10n ? 5n : 100n;
  const h = setup({ readAllowance: reader });
  const partnerFee = { address: FEE_RECEIVER, percentage: 100 };
  const low = await call(h, "/allowance", { ...allowanceBody, amount: "9", partnerFee });
  assert.deepEqual(swapsAllowanceResponseSchema.parse(low.json), { valid: true });
  const high = await call(h, "/allowance", { ...allowanceBody, amount: "10" });
  assert.deepEqual(high.json, { valid: false });
  const native = await call(h, "/allowance", { ...allowanceBody, tokenSrc: token("0x2105.base", "ETH") });
  assert.deepEqual(native.json, { valid: true });
});

Deno.test("POST /approve returns an unsigned ERC-20 approve of the asset manager and is counted", async () => {
  const h = setup();
  const r = await call(h, "/approve", {
    ...allowanceBody,
    partnerFee: { address: FEE_RECEIVER, amount: "1" },
  });
  assert.equal(r.status, 200);
  swapsApproveResponseWireSchema.parse(r.json);
  const { tx } = swapsApproveResponseSchema.parse(r.json);
  assert.ok(tx.chainType === "EVM");
  assert.equal(tx.to, baseUsdc);
  assert.equal(tx.value, 0n);
  assert.equal(
    tx.data,
    "0x095ea7b3000000000000000000000000348be44f63a458be9c1b13d6fd8e99048f297bc300000000000000000000000000000000000000000000000000000000000f4240",
  );
  assert.deepEqual(h.stats(), { createIntent: 0, approve: 1 });
  h.reset();
  assert.deepEqual(h.stats(), { createIntent: 0, approve: 0 });
});

Deno.test("swaps routes reject bad input with a 4xx {message, code}", async (t) => {
  const fee = (f: unknown) => ({ ...intentBody, partnerFee: f });
  const cases: [string, string, unknown, number, string][] = [
    ["quote: malformed JSON", "/quote", "{nope", 400, "INVALID_JSON"],
    ["quote: missing amount", "/quote", { ...quoteBody, amount: undefined }, 400, "VALIDATION_FAILED"],
    ["quote: numeric amount", "/quote", { ...quoteBody, amount: 5 }, 400, "VALIDATION_FAILED"],
    ["quote: bad quoteType", "/quote", { ...quoteBody, quoteType: "exact" }, 400, "VALIDATION_FAILED"],
    ["quote: unknown chain", "/quote", { ...quoteBody, tokenDstChainKey: "mars" }, 400, "UNKNOWN_CHAIN_KEY"],
    ["quote: unknown token", "/quote", { ...quoteBody, tokenSrc: "0x01" }, 400, "UNSUPPORTED_TOKEN"],
    ["quote: zero amount", "/quote", { ...quoteBody, amount: "0" }, 400, "INVALID_AMOUNT"],
    [
      "quote: fee above amount",
      "/quote",
      { ...quoteBody, partnerFee: { address: FEE_RECEIVER, amount: "2000000" } },
      400,
      "INVALID_FEE",
    ],
    [
      "quote: fee bad address",
      "/quote",
      { ...quoteBody, partnerFee: { address: "x", percentage: 1 } },
      400,
      "INVALID_FEE",
    ],
    [
      "quote: fee both shapes",
      "/quote",
      { ...quoteBody, partnerFee: { address: FEE_RECEIVER, percentage: 1, amount: "1" } },
      400,
      "VALIDATION_FAILED",
    ],
    [
      "quote: exact_output 100% fee",
      "/quote",
      { ...quoteBody, quoteType: "exact_output", partnerFee: { address: FEE_RECEIVER, percentage: 10000 } },
      400,
      "INVALID_FEE",
    ],
    [
      "intent: missing srcAddress",
      "/intent",
      { ...intentBody, srcAddress: undefined },
      400,
      "VALIDATION_FAILED",
    ],
    ["intent: bad srcAddress", "/intent", { ...intentBody, srcAddress: "0x12" }, 400, "INVALID_ADDRESS"],
    ["intent: bad dstAddress", "/intent", { ...intentBody, dstAddress: "bob" }, 400, "INVALID_ADDRESS"],
    ["intent: bad solver", "/intent", { ...intentBody, solver: "solver" }, 400, "INVALID_ADDRESS"],
    ["intent: zero amount", "/intent", { ...intentBody, amount: "0" }, 400, "INVALID_AMOUNT"],
    [
      "intent: fee above amount",
      "/intent",
      fee({ address: FEE_RECEIVER, amount: "2000000" }),
      400,
      "INVALID_FEE",
    ],
    ["intent: unknown dst token", "/intent", { ...intentBody, tokenDst: baseUsdc }, 400, "UNSUPPORTED_TOKEN"],
    ["allowance: array body", "/allowance", [], 400, "VALIDATION_FAILED"],
    [
      "allowance: unknown chain",
      "/allowance",
      { ...allowanceBody, tokenSrcChainKey: "x" },
      400,
      "UNKNOWN_CHAIN_KEY",
    ],
    ["allowance: bad owner", "/allowance", { ...allowanceBody, srcAddress: "me" }, 400, "INVALID_ADDRESS"],
    [
      "approve: native token",
      "/approve",
      { ...allowanceBody, tokenSrc: token("0x2105.base", "ETH") },
      400,
      "UNSUPPORTED_CHAIN_OPERATION",
    ],
    [
      "approve: non-EVM token",
      "/approve",
      { ...allowanceBody, tokenSrc: "inj", tokenSrcChainKey: "injective-1" },
      400,
      "UNSUPPORTED_CHAIN_OPERATION",
    ],
    ["approve: empty body", "/approve", "", 400, "INVALID_JSON"],
    [
      "submit-tx: unknown chain",
      "/submit-tx",
      { txHash: "0x1", srcChainKey: "mars" },
      400,
      "UNKNOWN_CHAIN_KEY",
    ],
    ["submit-tx: missing txHash", "/submit-tx", { srcChainKey: "sonic" }, 400, "VALIDATION_FAILED"],
    [
      "submit-tx: split-tx without relayData",
      "/submit-tx",
      { txHash: "0x1", srcChainKey: "solana" },
      400,
      "VALIDATION_FAILED",
    ],
    [
      "submit-tx: bad intent",
      "/submit-tx",
      { txHash: "0x1", srcChainKey: "sonic", intent: { intentId: 1 } },
      400,
      "VALIDATION_FAILED",
    ],
    ["status: missing srcChainKey", "/submit-tx/status?txHash=0x1", undefined, 400, "VALIDATION_FAILED"],
    [
      "status: unknown chain",
      "/submit-tx/status?txHash=0x1&srcChainKey=mars",
      undefined,
      400,
      "UNKNOWN_CHAIN_KEY",
    ],
    ["status: no job", "/submit-tx/status?txHash=0x1&srcChainKey=sonic", undefined, 404, "NOT_FOUND"],
    ["unknown route", "/swap", undefined, 404, "NOT_FOUND"],
  ];
  for (const [name, path, body, status, code] of cases) {
    await t.step(name, async () => {
      const h = setup();
      const r = await call(h, path, body);
      assert.equal(r.status, status, JSON.stringify(r.json));
      assert.equal(backendErrorBodySchema.parse(r.json).code, code, JSON.stringify(r.json));
      assert.deepEqual(h.stats(), { createIntent: 0, approve: 0 });
    });
  }
});

Deno.test("a throwing rate function is a 4xx, not a 500", async () => {
  const h = setup({
    quote: () => {
      throw new Error("no liquidity");
    },
  });
  const r = await call(h, "/quote", quoteBody);
  assert.equal(r.status, 400);
  assert.equal(backendErrorBodySchema.parse(r.json).code, "VALIDATION_FAILED");
});

Deno.test("simHubWallet agrees with the simulated hub wallet factory and wallet router", () => {
  assert.equal(simHubWallet("0x2105.base", USER), deriveSimHubWallet(30n, USER));
  assert.equal(simHubWallet("sonic", USER), deriveSimRouterWallet(USER));
});
