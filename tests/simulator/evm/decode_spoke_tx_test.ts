import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { getAddress, type Hex, toHex } from "viem";
import { buildEvmBridgeDeposit } from "../../../chains/hub/bridge_hub_calls.ts";
import { buildSwapIntentTx } from "../../../chains/evm/swap_intent.ts";
import { encodeCreateIntentCalldata, getIntentHash } from "../../../chains/hub/intent.ts";
import { encodeSpokeDepositCalldata } from "../../../chains/hub/contract_calls.ts";
import { decodeSpokeTx } from "../../../simulator/chains/evm/decode_spoke_tx.ts";

const NATIVE = "0x0000000000000000000000000000000000000000";
const a = (byte: string) => getAddress(`0x${byte.repeat(20)}`);

function swapTx(inputToken: Hex, inputAmount: bigint, feeAmount: bigint) {
  const r = buildSwapIntentTx({
    srcChainKey: "0x2105.base",
    dstChainKey: "0xa4b1.arbitrum",
    inputToken,
    hubInputToken: a("33"),
    hubOutputToken: a("44"),
    inputAmount,
    feeAmount,
    feeReceiver: a("22"),
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: true,
    srcAddress: a("55"),
    dstAddress: a("66"),
    creator: a("11"),
    assetManager: a("aa"),
    intentsContract: a("bb"),
    nativeToken: NATIVE,
    intentId: 42n,
  });
  assert.ok(r.ok);
  return r.value;
}

Deno.test("decodeSpokeTx() finds the deposit and the intent of any swap-intent tx the builder makes", () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 1n, max: 10n ** 36n }), fc.boolean(), (gross, native) => {
      const built = swapTx(native ? NATIVE : a("77"), gross, gross / 100n);
      const d = decodeSpokeTx(built.tx.to, built.tx.data, built.tx.value);
      assert.equal(d.status, "success");
      assert.equal(d.deposit?.amount, gross);
      assert.equal(d.deposit?.to, a("11").toLowerCase());
      assert.deepEqual(d.intent, built.intent);
      assert.equal(d.intentHash, getIntentHash(built.intent));
    }),
    { numRuns: 50 },
  );
});

Deno.test("decodeSpokeTx() marks a native deposit whose value differs from its amount as reverted, with no effects", () => {
  const built = swapTx(NATIVE, 1000n, 0n);
  const d = decodeSpokeTx(built.tx.to, built.tx.data, 999n);
  assert.equal(d.status, "reverted");
  assert.match(d.revertReason ?? "", /differs/);
  assert.equal(d.deposit, undefined);
  assert.equal(d.intent, undefined);
  const token = swapTx(a("77"), 1000n, 0n);
  assert.equal(decodeSpokeTx(token.tx.to, token.tx.data, 1n).status, "reverted");
});

Deno.test("decodeSpokeTx() keeps a deposit whose call list is not decodable, without an intent", () => {
  const data = encodeSpokeDepositCalldata({ token: a("77"), to: a("11"), amount: 5n, data: "0x1234" });
  const d = decodeSpokeTx(a("aa"), data, 0n);
  assert.equal(d.status, "success");
  assert.equal(d.deposit?.hubCalls, "0x1234");
  assert.equal(d.intent, undefined);
});

Deno.test("decodeSpokeTx() reports the bridge leg of a bridge deposit", () => {
  const r = buildEvmBridgeDeposit({
    srcChainKey: "0x2105.base",
    dstChainKey: "0xa4b1.arbitrum",
    inputToken: a("77"),
    hubInputToken: a("33"),
    hubOutputToken: a("44"),
    amount: 9n,
    feeAmount: 0n,
    srcAddress: a("55"),
    dstAddress: a("66"),
    creator: a("11"),
    assetManager: a("aa"),
    hubAssetManager: a("cc"),
    hubVault: a("dd"),
    nativeToken: NATIVE,
  });
  assert.ok(r.ok);
  const d = decodeSpokeTx(r.value.tx.to, r.value.tx.data, r.value.tx.value);
  assert.deepEqual(d.bridgeTransfer, { token: a("44"), to: a("66").toLowerCase(), amount: 9n });
  assert.equal(d.intent, undefined);
});

Deno.test("decodeSpokeTx() decodes a direct createIntent and reverts a truncated one", () => {
  const built = swapTx(a("77"), 10n, 0n);
  const direct = encodeCreateIntentCalldata(built.intent);
  const ok = decodeSpokeTx(a("bb"), direct, 0n);
  assert.equal(ok.intentHash, getIntentHash(built.intent));
  assert.equal(ok.deposit, undefined);
  const truncated = decodeSpokeTx(a("bb"), direct.slice(0, 200) as Hex, 0n);
  assert.equal(truncated.status, "reverted");
});

Deno.test("decodeSpokeTx() never throws on arbitrary calldata", () => {
  fc.assert(
    fc.property(
      fc.constantFrom("0xc6b4180b", "0x016f02e3", "0x", "0x095ea7b3"),
      fc.uint8Array({ maxLength: 400 }),
      fc.bigInt({ min: 0n, max: 10n ** 20n }),
      (selector, tail, value) => {
        const data = `${selector}${toHex(tail).slice(2)}` as Hex;
        const d = decodeSpokeTx(a("aa"), data, value);
        assert.ok(d.status === "success" || d.status === "reverted");
      },
    ),
    { numRuns: 300 },
  );
});
