/** Bitcoin adapter rules beyond the shared contract: address types, dust, funds, raw mode, hostile wallets. */
import assert from "node:assert/strict";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import { BITCOIN_PARAMS, bitcoinFixture, KEY_1 } from "./_fixture.ts";

const key = createPrivateKeyBitcoinWallet(KEY_1);
if (!key.ok) throw key.error;
const KEY_WALLET = key.value;

Deno.test("createSwapIntent() refuses a Taproot wallet with UNSUPPORTED_CHAIN_OPERATION naming the address type", async () => {
  const f = bitcoinFixture();
  const taproot = {
    ...KEY_WALLET,
    getWalletAddress: () => Promise.resolve("bc1pcz4pyrfgv7v6tx8a404mafyvt73cnm80yuv8tqwrywxmqxpja8ys4pjyl5"),
  };
  const r = await f.adapter.createSwapIntent(BITCOIN_PARAMS, taproot);
  assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
  assert.equal(r.error.context.addressType, "P2TR");
  assert.equal(r.error.context.chainKey, "bitcoin");
  assert.deepEqual(r.error.context.supported, ["P2WPKH"]);
});

Deno.test("createSwapIntent() reports a wallet that returns a non-address as WALLET_ERROR", async () => {
  const f = bitcoinFixture();
  const hostile = { ...KEY_WALLET, getWalletAddress: () => Promise.resolve(42 as unknown as string) };
  const r = await f.adapter.createSwapIntent(BITCOIN_PARAMS, hostile);
  assert.ok(!r.ok && r.error.code === "WALLET_ERROR");
});

Deno.test("createSwapIntent() refuses an amount below the 546-sat dust threshold", async () => {
  const f = bitcoinFixture();
  const r = await f.adapter.createSwapIntent(
    { ...BITCOIN_PARAMS, inputAmount: 545n, feeAmount: 0n },
    KEY_WALLET,
  );
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && r.error.context.reason === "dust");
});

Deno.test("createSwapIntent() reports insufficient funds with what is available", async () => {
  const f = bitcoinFixture();
  const r = await f.adapter.createSwapIntent({ ...BITCOIN_PARAMS, inputAmount: 100_000_000n }, KEY_WALLET);
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
  assert.equal(r.error.context.reason, "insufficient funds");
  assert.equal(r.error.context.available, "100000000");
});

Deno.test("createSwapIntent() leaves a change output and pays the node's fee rate", async () => {
  const f = bitcoinFixture();
  const r = await f.adapter.createSwapIntent(BITCOIN_PARAMS, KEY_WALLET);
  assert.ok(r.ok);
  const tx = f.chain.tx(r.value.txHash);
  assert.ok(tx);
  assert.equal(tx.tx.outputsLength, 3, "payment, commitment, change");
  const change = tx.tx.getOutput(2).amount!;
  const fee = 100_000_000n - BITCOIN_PARAMS.inputAmount - change;
  assert.ok(fee >= 5n * BigInt(tx.tx.vsize) && fee < 10n * BigInt(tx.tx.vsize), `fee ${fee} at 5 sat/vB`);
});
