import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { decodeFunctionData, type Hex } from "viem";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { buildSwapIntentTx, type BuildSwapIntentTxParams } from "../../../chains/evm/swap_intent.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { decodePartnerFeeData } from "../../../chains/hub/intent.ts";
import { decodeCreateIntentCalldata, getIntentHash } from "../../../chains/hub/intent.ts";
import { decodeSpokeDepositCalldata } from "../../../chains/hub/contract_calls.ts";
import { addr, VECTOR_HASH } from "./_fixtures.ts";

const NATIVE = "0x0000000000000000000000000000000000000000";

function params(overrides: Partial<BuildSwapIntentTxParams> = {}): BuildSwapIntentTxParams {
  return {
    srcChainKey: "0xa4b1.arbitrum",
    dstChainKey: "0x38.bsc",
    inputToken: addr("77"),
    hubInputToken: addr("33"),
    hubOutputToken: addr("44"),
    inputAmount: 1_000_000n,
    feeAmount: 1000n,
    feeReceiver: addr("22"),
    minOutputAmount: 500n,
    deadline: 1700000300n,
    allowPartialFill: false,
    srcAddress: `0x${"55".repeat(20)}`,
    dstAddress: `0x${"66".repeat(20)}`,
    creator: addr("11"),
    assetManager: addr("aa"),
    intentsContract: addr("bb"),
    nativeToken: NATIVE,
    intentId: 1n,
    ...overrides,
  };
}

Deno.test("buildSwapIntentTx() from a spoke yields the wire-facts intent (hash of the 6.4 vector)", () => {
  const r = buildSwapIntentTx(params());
  assert.ok(r.ok);
  assert.equal(r.value.intent.inputAmount, 999_000n);
  assert.equal(r.value.intent.srcChain, 23n);
  assert.equal(r.value.intent.dstChain, 4n);
  assert.equal(r.value.feeAmount, 1000n);
  assert.equal(getIntentHash(r.value.intent), VECTOR_HASH);
});

Deno.test("buildSwapIntentTx() from a spoke deposits the gross amount with approve(gross) then createIntent", () => {
  const r = buildSwapIntentTx(params());
  assert.ok(r.ok);
  const { tx, relayData, intent } = r.value;
  assert.equal(tx.to, addr("aa"));
  assert.equal(tx.value, 0n);
  assert.equal(tx.data.slice(0, 10), "0xc6b4180b");
  const deposit = decodeSpokeDepositCalldata(tx.data);
  assert.ok(deposit.ok);
  assert.equal(deposit.value.token, addr("77"));
  assert.equal(deposit.value.to, addr("11").toLowerCase());
  assert.equal(deposit.value.amount, 1_000_000n);
  assert.equal(deposit.value.data, relayData.payload);
  assert.equal(relayData.address, addr("11"));
  const calls = decodeContractCalls(relayData.payload);
  assert.ok(calls.ok);
  assert.equal(calls.value.length, 2);
  assert.equal(calls.value[0].address, addr("33"));
  const approve = decodeFunctionData({ abi: erc20Abi, data: calls.value[0].data });
  assert.equal(approve.functionName, "approve");
  assert.deepEqual(approve.args, [addr("bb"), 1_000_000n]);
  assert.equal(calls.value[1].address, addr("bb"));
  const created = decodeCreateIntentCalldata(calls.value[1].data);
  assert.ok(created.ok);
  assert.deepEqual(created.value, intent);
});

Deno.test("buildSwapIntentTx() sends the gross amount as value when the input token is native", () => {
  const r = buildSwapIntentTx(params({ inputToken: NATIVE }));
  assert.ok(r.ok);
  assert.equal(r.value.tx.value, 1_000_000n);
});

Deno.test("buildSwapIntentTx() from the hub calls createIntent directly and relays its calldata", () => {
  const r = buildSwapIntentTx(params({ srcChainKey: "sonic", inputToken: NATIVE }));
  assert.ok(r.ok);
  const { tx, intent, relayData } = r.value;
  assert.equal(tx.to, addr("bb"));
  assert.equal(tx.value, 1_000_000n);
  assert.equal(tx.data.slice(0, 10), "0x016f02e3");
  assert.equal(relayData.payload, tx.data);
  assert.equal(intent.inputToken, NATIVE);
  assert.equal(intent.srcChain, 146n);
});

Deno.test("buildSwapIntentTx() puts gross − fee in the intent and (fee, receiver) in its data, for any fee ≤ gross", () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      (gross, f) => {
        const fee = f % (gross + 1n);
        const r = buildSwapIntentTx(params({ inputAmount: gross, feeAmount: fee }));
        assert.ok(r.ok);
        assert.equal(r.value.intent.inputAmount + r.value.feeAmount, gross);
        const data = decodePartnerFeeData(r.value.intent.data);
        assert.ok(data.ok);
        // A configured fee (a receiver) writes its envelope even at 0, as the platform does.
        assert.deepEqual(data.value, { fee, receiver: addr("22") });
      },
    ),
    { numRuns: 100 },
  );
});

Deno.test("buildSwapIntentTx() reports each bad input with a precise code", () => {
  const cases: [Partial<BuildSwapIntentTxParams>, string][] = [
    [{ inputAmount: 0n }, "INVALID_AMOUNT"],
    [{ minOutputAmount: -1n }, "INVALID_AMOUNT"],
    [{ intentId: 1n << 256n }, "INVALID_AMOUNT"],
    [{ feeAmount: 1_000_001n }, "INVALID_FEE"],
    [{ feeReceiver: undefined }, "INVALID_ADDRESS"],
    [{ creator: "0x12" as Hex }, "INVALID_ADDRESS"],
    [{ srcAddress: "not an address" }, "INVALID_ADDRESS"],
    [{ srcChainKey: "nope" }, "UNKNOWN_CHAIN_KEY"],
    [{ dstChainKey: "nope" }, "UNKNOWN_CHAIN_KEY"],
    [{ srcChainKey: "solana" }, "UNSUPPORTED_CHAIN_OPERATION"],
    [
      { dstChainKey: "solana", dstAddress: "11111111111111111111111111111111" },
      "UNSUPPORTED_CHAIN_OPERATION",
    ],
  ];
  for (const [overrides, code] of cases) {
    const r = buildSwapIntentTx(params(overrides));
    assert.ok(!r.ok, JSON.stringify(overrides, (_k, v) => typeof v === "bigint" ? v.toString() : v));
    assert.equal(r.error.code, code);
  }
});

Deno.test("buildSwapIntentTx() takes pre-encoded destination bytes for a non-EVM destination", () => {
  const solanaKey: Hex = `0x${"ab".repeat(32)}`;
  const r = buildSwapIntentTx(
    params({ dstChainKey: "solana", dstAddress: "whatever", encodedDstAddress: solanaKey }),
  );
  assert.ok(r.ok);
  assert.equal(r.value.intent.dstAddress, solanaKey);
  assert.equal(r.value.intent.dstChain, 1n);
});
