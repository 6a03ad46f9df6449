import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { toJsonBody } from "../../core/http/request.ts";
import {
  bytesToIndexObject,
  chainTxSchema,
  chainTxWireSchema,
  indexBytesSchema,
  SUBMIT_TX_STATUSES,
  swapsCreateIntentParamsSchema,
  swapsCreateIntentRequestWireSchema,
  swapsQuoteRequestWireSchema,
  swapsSubmitTxStatusResponseSchema,
} from "../../core/schemas/swaps_v2.ts";
import { ALL_CHAIN_KEYS } from "../../core/chains/chain_keys.ts";
import { CREATE, QUOTE } from "./_fixtures.ts";

function wire(value: unknown): unknown {
  const r = toJsonBody(value);
  assert.ok(r.ok);
  return JSON.parse(r.value);
}

Deno.test("swaps_v2 property: any domain create-intent parameters encode to a body the wire schema accepts", () => {
  const amount = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });
  const fee = fc.oneof(
    fc.constant(undefined),
    fc.record({ address: fc.constant("0xfe"), percentage: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ address: fc.constant("0xfe"), amount }),
  );
  const key = fc.constantFrom(...ALL_CHAIN_KEYS);
  fc.assert(fc.property(amount, amount, amount, fee, key, key, (a, min, deadline, partnerFee, src, dst) => {
    const params = {
      ...CREATE,
      amount: a,
      minOutputAmount: min,
      deadline,
      tokenSrcChainKey: src,
      tokenDstChainKey: dst,
      partnerFee,
    };
    assert.ok(swapsCreateIntentParamsSchema.safeParse(params).success);
    const body = wire(params);
    const parsed = swapsCreateIntentRequestWireSchema.safeParse(body);
    assert.ok(parsed.success, JSON.stringify(body));
    assert.equal(BigInt(parsed.data.amount), a);
  }));
});

Deno.test("swaps_v2 quote wire schema rejects numbers, negatives and mixed fee shapes", () => {
  const base = wire(QUOTE) as Record<string, unknown>;
  assert.ok(swapsQuoteRequestWireSchema.safeParse(base).success);
  for (
    const bad of [{ amount: 5 }, { amount: "-5" }, { amount: "1.5" }, { quoteType: "exact" }, {
      partnerFee: { address: "0xfe", percentage: 1, amount: "2" },
    }]
  ) {
    assert.equal(
      swapsQuoteRequestWireSchema.safeParse({ ...base, ...bad }).success,
      false,
      JSON.stringify(bad),
    );
  }
});

Deno.test("swaps_v2 property: bytes survive the index-object encoding", () => {
  fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
    const onWire = JSON.parse(JSON.stringify(bytesToIndexObject(bytes)));
    assert.deepEqual(onWire, JSON.parse(JSON.stringify(bytes)));
    assert.deepEqual(indexBytesSchema.parse(onWire), bytes);
  }));
});

Deno.test("swaps_v2 index bytes reject gaps and values above 255", () => {
  assert.equal(indexBytesSchema.safeParse({ "0": 1, "2": 2 }).success, false);
  assert.equal(indexBytesSchema.safeParse({ "0": 256 }).success, false);
  assert.equal(indexBytesSchema.safeParse({ "00": 1 }).success, false);
  assert.deepEqual(indexBytesSchema.parse([1, 2]), new Uint8Array([1, 2]));
});

Deno.test("swaps_v2 chain tx: EVM value to bigint, generic shape keeps extra keys, unknown chainType refused", () => {
  const evm = chainTxSchema.parse({ chainType: "EVM", from: "0x01", to: "0x02", value: "7", data: "0x" });
  assert.ok(evm.chainType === "EVM" && evm.value === 7n);
  const sol = chainTxSchema.parse({ chainType: "SOLANA", from: "So1", data: "AQID", blockhash: "abc" });
  assert.ok(sol.chainType === "SOLANA" && sol.blockhash === "abc");
  assert.equal(chainTxWireSchema.safeParse({ chainType: "COSMOS", from: "a", data: "b" }).success, false);
  assert.equal(
    chainTxWireSchema.safeParse({ chainType: "EVM", from: "0x01", to: "0x02", value: 7, data: "0x" }).success,
    false,
  );
});

Deno.test("swaps_v2 submit-tx status accepts every documented status and refuses others", () => {
  const data = { txHash: "0x1", srcChainKey: "sonic", failedAttempts: 0 };
  for (const status of SUBMIT_TX_STATUSES) {
    assert.ok(
      swapsSubmitTxStatusResponseSchema.safeParse({ success: true, data: { ...data, status } }).success,
    );
  }
  assert.equal(
    swapsSubmitTxStatusResponseSchema.safeParse({ success: true, data: { ...data, status: "done" } }).success,
    false,
  );
});
