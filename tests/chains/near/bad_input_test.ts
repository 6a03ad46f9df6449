/**
 * Bad input from NEAR fails as values with a precise code and `chainKey: "near"` in the context: malformed account
 * ids and tokens (no I/O), an account the simulated chain does not know (unfunded), a deposit above the balance,
 * and a token the chain does not list.
 */
import assert from "node:assert/strict";
import { KeyPair } from "near-api-js";
import { createPrivateKeyNearWallet } from "../../../chains/near/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { createNearSpokeAdapter } from "../../../chains/near/adapter.ts";
import { readNearTokenDecimals } from "../../../chains/near/token_reads.ts";
import { A, NEAR, NEAR_PARAMS, nearFixture, RPC_URL, USER } from "./_fixture.ts";

Deno.test("a malformed NEAR account id or token fails INVALID_ADDRESS with chainKey near and no I/O", async () => {
  let calls = 0;
  const adapter = createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains.near, {
    fetch: () => {
      calls++;
      return Promise.reject(new Error("no I/O expected"));
    },
  });
  const results = [
    await adapter.getBalance("Alice.near", NEAR),
    await adapter.getBalance(USER, "not a token!"),
    await adapter.sendHubCalls!({ srcAddress: "Bad.Account", hubWallet: A, payload: "0x" }, undefined),
    await adapter.sendHubCalls!({ srcAddress: USER, hubWallet: "alice.near", payload: "0x" }, undefined),
    await adapter.createBridgeDeposit!({
      dstChainKey: "0x2105.base",
      inputToken: "NEAR",
      hubInputToken: A,
      hubOutputToken: A,
      hubVault: A,
      amount: 1n,
      srcAddress: "bad account",
      dstAddress: A,
      creator: A,
      hubAssetManager: A,
      raw: true,
    }, undefined),
  ];
  for (const r of results) {
    assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS", JSON.stringify(r));
    assert.equal(r.error.context.chainKey, "near");
  }
  const f = nearFixture();
  const swap = await f.adapter.createSwapIntent({ ...NEAR_PARAMS, inputToken: "Not A Token" }, f.wallet);
  assert.ok(!swap.ok && swap.error.code === "INVALID_ADDRESS" && swap.error.context.chainKey === "near");
  assert.equal(swap.error.context.field, "inputToken");
  assert.equal(calls, 0);
  const wallet = createPrivateKeyNearWallet({
    accountId: "UPPER.near",
    privateKey: "ed25519:x",
    rpcUrl: RPC_URL,
  });
  assert.ok(
    !wallet.ok && wallet.error.code === "INVALID_ADDRESS" && wallet.error.context.chainKey === "near",
  );
});

Deno.test("an account the chain does not know (unfunded) cannot create an intent: WALLET_ERROR with the node's cause", async () => {
  const f = nearFixture();
  const ghost = createPrivateKeyNearWallet({
    accountId: "ghost.near",
    privateKey: KeyPair.fromRandom("ed25519").toString(),
    rpcUrl: RPC_URL,
    fetch: f.fetch,
  });
  assert.ok(ghost.ok);
  const r = await f.adapter.createSwapIntent(NEAR_PARAMS, ghost.value);
  assert.ok(!r.ok && r.error.code === "WALLET_ERROR", JSON.stringify(r));
  assert.equal(r.error.context.chainKey, "near");
  assert.equal(r.error.context.rpcCause, "UNKNOWN_ACCOUNT");
  assert.deepEqual(await f.adapter.getBalance("ghost.near", NEAR), { ok: true, value: 0n });
  assert.equal(f.ledger.counters.spokeTx.applied, 0);
});

Deno.test("a native deposit above the account's balance is refused by the node: WALLET_ERROR, nothing recorded", async () => {
  const f = nearFixture();
  const balance = await f.adapter.getBalance(USER, NEAR);
  assert.ok(balance.ok);
  const r = await f.adapter.createSwapIntent({ ...NEAR_PARAMS, inputAmount: balance.value + 1n }, f.wallet);
  assert.ok(!r.ok && r.error.code === "WALLET_ERROR", JSON.stringify(r));
  assert.equal(r.error.context.chainKey, "near");
  assert.equal(r.error.context.rpcCause, "INVALID_TRANSACTION");
  assert.equal(f.ledger.counters.spokeTx.applied, 0);
});

Deno.test("a token the chain does not list fails UNSUPPORTED_TOKEN with chainKey near", async () => {
  const f = nearFixture();
  for (const token of ["no-such-token.near", USER]) {
    const r = await f.adapter.getBalance(USER, token);
    assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN", JSON.stringify(r));
    assert.equal(r.error.context.chainKey, "near");
    assert.equal(r.error.context.token, token);
  }
  const listed = await f.adapter.getBalance(USER, "wrap.near");
  assert.ok(listed.ok && listed.value > 0n);
  const decimals = await readNearTokenDecimals(RPC_URL, "no-such-token.near", { fetch: f.fetch });
  assert.ok(
    !decimals.ok && decimals.error.code === "UNSUPPORTED_TOKEN" && decimals.error.context.chainKey === "near",
  );
  assert.deepEqual(await readNearTokenDecimals(RPC_URL, "wrap.near", { fetch: f.fetch }), {
    ok: true,
    value: 24,
  });
});
