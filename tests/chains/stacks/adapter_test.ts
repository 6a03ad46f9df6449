/**
 * Stacks adapter behaviour against the in-process simulator's `/stacks` node: bad input (malformed address, an
 * account without the funds, a token the chain does not list) fails with a precise code and `chainKey: "stacks"`,
 * raw mode returns the unsigned contract call and sends nothing, and the node refuses forged or replayed
 * transactions and reports reverted calls.
 */
import assert from "node:assert/strict";
import { Cl, makeContractCall, PostConditionMode } from "@stacks/transactions";
import { decodeHubPayload } from "../../../chains/hub/decode_hub_payload.ts";
import { readStacksTokenDecimals } from "../../../chains/stacks/mod.ts";
import { A, BNUSD, OTHER_KEY, STACKS, STACKS_PARAMS, stacksFixture, STX, USER_KEY } from "./_fixture.ts";

const D = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0";
const HUB = "0x00000000000000000000000000000000000000c1";

function broadcasts(sim: { requests(): { path: string }[] }): number {
  return sim.requests().filter((r) => r.path === "/stacks/v2/transactions").length;
}

Deno.test("createSwapIntent() from an account without the funds fails INVALID_AMOUNT before signing", async () => {
  const f = await stacksFixture();
  try {
    const r = await f.adapter.createSwapIntent({ ...STACKS_PARAMS, inputAmount: 10n ** 12n + 1n }, f.wallet);
    assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT", JSON.stringify(r));
    assert.equal(r.error.context.chainKey, "stacks");
    assert.equal(r.error.context.reason, "insufficient balance");
    assert.equal(r.error.context.balance, String(10n ** 12n));
    assert.equal(broadcasts(f.sim), 0);
  } finally {
    f.sim.close();
  }
});

Deno.test("createSwapIntent() of a token the chain does not list fails UNSUPPORTED_TOKEN without a broadcast", async () => {
  const f = await stacksFixture();
  try {
    const r = await f.adapter.createSwapIntent({ ...STACKS_PARAMS, inputToken: `${D}.not-listed` }, f.wallet);
    assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
    assert.deepEqual([r.error.context.chainKey, r.error.context.field], ["stacks", "inputToken"]);
    assert.equal(broadcasts(f.sim), 0);
  } finally {
    f.sim.close();
  }
});

Deno.test("createSwapIntent() of a malformed token and sendHubCalls() from a malformed address fail INVALID_ADDRESS", async () => {
  const f = await stacksFixture();
  try {
    const bad = await f.adapter.createSwapIntent({ ...STACKS_PARAMS, inputToken: A }, f.wallet);
    assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS" && bad.error.context.chainKey === "stacks");
    const before = f.sim.requests().length;
    for (const srcAddress of [A, `${D}.bnusd`, "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8"]) {
      const r = await f.adapter.sendHubCalls!({ srcAddress, hubWallet: HUB, payload: "0xc0" }, f.wallet);
      assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS", srcAddress);
      assert.deepEqual([r.error.context.chainKey, r.error.context.field], ["stacks", "srcAddress"]);
    }
    assert.equal(f.sim.requests().length, before, "no I/O");
  } finally {
    f.sim.close();
  }
});

Deno.test("sendHubCalls() refuses a wallet that is not srcAddress with WALLET_ERROR", async () => {
  const f = await stacksFixture();
  const other = await stacksFixture({}, OTHER_KEY);
  try {
    const r = await f.adapter.sendHubCalls!(
      { srcAddress: other.address, hubWallet: HUB, payload: "0x" },
      f.wallet,
    );
    assert.ok(!r.ok && r.error.code === "WALLET_ERROR" && r.error.context.chainKey === "stacks");
  } finally {
    f.sim.close();
    other.sim.close();
  }
});

Deno.test("sendHubCalls() in raw mode returns the unsigned deposit call and its payload, and sends nothing", async () => {
  const f = await stacksFixture();
  try {
    const r = await f.adapter.sendHubCalls!({
      srcAddress: f.address,
      hubWallet: HUB,
      payload: "0xc0",
      deposit: { token: BNUSD, amount: 2_500n },
      raw: true,
    }, undefined);
    assert.ok(r.ok && r.value.raw && r.value.tx.family === "STACKS");
    const { contractCall, payload } = r.value.tx;
    assert.deepEqual(
      [contractCall.contractAddress, contractCall.contractName, contractCall.functionName],
      [D, "asset-manager-impl", "transfer"],
    );
    assert.ok(payload.startsWith("0x0216") && payload.includes("c0"));
    assert.deepEqual(r.value.relayData, {
      address: "0x00000000000000000000000000000000000000C1",
      payload: "0xc0",
    });
    assert.equal(broadcasts(f.sim), 0);
  } finally {
    f.sim.close();
  }
});

Deno.test("createBridgeDeposit() in raw mode returns the call as from/to/value/data with the contract call", async () => {
  const f = await stacksFixture();
  try {
    const r = await f.adapter.createBridgeDeposit!({
      dstChainKey: "sonic",
      inputToken: STX,
      hubInputToken: A,
      hubOutputToken: A,
      hubVault: A,
      amount: 7n,
      srcAddress: f.address,
      dstAddress: A,
      creator: A,
      hubAssetManager: A,
      raw: true,
    }, undefined);
    assert.ok(r.ok && r.value.raw && "from" in r.value.tx);
    assert.deepEqual(
      [r.value.tx.from, r.value.tx.to, r.value.tx.value],
      [f.address, `${D}.asset-manager-impl`, 7n],
    );
    assert.equal(r.value.tx.contractCall?.functionArgs[0], "0x09", "native STX is none");
    assert.equal(broadcasts(f.sim), 0);
  } finally {
    f.sim.close();
  }
});

Deno.test("getBalance() reads STX and SIP-010 balances, less what deposits moved; an unknown token is 0", async () => {
  const f = await stacksFixture();
  try {
    const created = await f.adapter.createSwapIntent({ ...STACKS_PARAMS, inputToken: BNUSD }, f.wallet);
    assert.ok(created.ok);
    assert.deepEqual(await f.adapter.getBalance(f.address, BNUSD), {
      ok: true,
      value: 10n ** 12n - 1_000_000n,
    });
    assert.deepEqual(await f.adapter.getBalance(f.address, STX), { ok: true, value: 10n ** 12n });
    assert.deepEqual(await f.adapter.getBalance(f.address, `${D}.other`), { ok: true, value: 0n });
    const tx = f.sim.ledger.getSpokeTx("stacks", created.value.txHash);
    const decoded = decodeHubPayload(tx!.deposit!.hubCalls);
    assert.ok(decoded.ok && decoded.value?.intentHash === tx!.intentHash);
  } finally {
    f.sim.close();
  }
});

Deno.test("the node refuses a forged signature and a replayed nonce as the real node does (400, reason)", async () => {
  const f = await stacksFixture();
  try {
    const call = {
      contractAddress: D,
      contractName: "connection-v3",
      functionName: "send-message",
      functionArgs: [Cl.uint(146), Cl.bufferFromHex(HUB), Cl.bufferFromHex("c0")],
      postConditionMode: PostConditionMode.Allow,
      network: "mainnet" as const,
      fee: 1_000n,
    };
    const tx = await makeContractCall({ ...call, senderKey: USER_KEY, nonce: 0n });
    const hex = tx.serialize();
    const post = (body: string) =>
      f.sim.fetch("/stacks/v2/transactions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tx: body }),
      });
    const tampered = await makeContractCall({
      ...call,
      functionArgs: [Cl.uint(146), Cl.bufferFromHex(HUB), Cl.bufferFromHex("c1")],
      senderKey: OTHER_KEY,
      nonce: 0n,
    });
    tampered.auth.spendingCondition = tx.auth.spendingCondition; // the user's signature over another payload
    const sigRes = await post(tampered.serialize());
    assert.equal(sigRes.status, 400);
    assert.equal((await sigRes.json()).reason, "SignatureValidation");
    const okRes = await post(hex);
    assert.equal(okRes.status, 200);
    assert.equal(await okRes.json(), tx.txid());
    const replay = await makeContractCall({ ...call, senderKey: USER_KEY, nonce: 0n, fee: 2_000n });
    const nonceRes = await post(replay.serialize());
    assert.equal(nonceRes.status, 400);
    assert.deepEqual(await nonceRes.json().then((b) => [b.reason, b.reason_data.expected]), ["BadNonce", 1]);
    const garbage = await post("zz");
    assert.equal(garbage.status, 400);
    await garbage.body?.cancel();
    const trunc = await post(hex.slice(0, 40));
    assert.equal((await trunc.json()).reason, "Deserialization");
  } finally {
    f.sim.close();
  }
});

Deno.test("a deposit the contract rejects is abort_by_response and verifyTxHash() fails TX_VERIFICATION_FAILED", async () => {
  const f = await stacksFixture();
  try {
    const sent = await f.wallet.callContract({
      contractAddress: D,
      contractName: "asset-manager-impl",
      functionName: "transfer",
      functionArgs: [
        Cl.none(),
        Cl.bufferFromHex(HUB),
        Cl.uint(5),
        Cl.bufferFromHex(""),
        Cl.contractPrincipal(D, "x"),
      ]
        .map((a) => `0x${Cl.serialize(a)}`),
      postConditionMode: "allow",
    });
    const r = await f.adapter.verifyTxHash(sent.txid);
    assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "failed");
    assert.equal(r.error.context.chainKey, "stacks");
    assert.equal(
      f.sim.ledger.getSpokeTx("stacks", `0x${sent.txid}`),
      undefined,
      "not recorded for the relayer",
    );
  } finally {
    f.sim.close();
  }
});

Deno.test("verifyTxHash() of an unknown txid times out on virtual time with TX_VERIFICATION_FAILED", async () => {
  const f = await stacksFixture();
  try {
    const r = await f.adapter.verifyTxHash(`0x${"ab".repeat(32)}`, { maxTimeoutMs: 30_000 });
    assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "timeout");
    assert.equal(r.error.context.attempts, 4, "polled at 0, 10, 20 and 30 s of the chain's polling interval");
    const c = new AbortController();
    c.abort();
    const aborted = await f.adapter.verifyTxHash(`0x${"ab".repeat(32)}`, { signal: c.signal });
    assert.ok(!aborted.ok && aborted.error.code === "ABORTED");
  } finally {
    f.sim.close();
  }
});

Deno.test("a simulator reset forgets Stacks nonces and balances", async () => {
  const f = await stacksFixture();
  try {
    const created = await f.adapter.createSwapIntent(STACKS_PARAMS, f.wallet);
    assert.ok(created.ok);
    assert.deepEqual(await f.adapter.getBalance(f.address, STX), {
      ok: true,
      value: 10n ** 12n - 1_000_000n,
    });
    f.sim.reset();
    assert.deepEqual(await f.adapter.getBalance(f.address, STX), { ok: true, value: 10n ** 12n });
    const again = await f.adapter.createSwapIntent(STACKS_PARAMS, f.wallet);
    assert.ok(again.ok, "nonce 0 is accepted again");
    assert.equal(STACKS.chain.key, "stacks");
  } finally {
    f.sim.close();
  }
});

Deno.test("readStacksTokenDecimals() reads SIP-010 get-decimals from the node; STX is 6", async () => {
  const f = await stacksFixture();
  try {
    const sbtc = STACKS.supportedTokens.find((t) => t.symbol === "sBTC")!;
    const opts = { fetch: f.sim.fetch };
    assert.deepEqual(await readStacksTokenDecimals(f.chain.rpcUrl, sbtc.address, opts), {
      ok: true,
      value: 8,
    });
    assert.deepEqual(await readStacksTokenDecimals(f.chain.rpcUrl, STX, opts), { ok: true, value: 6 });
    const unknown = await readStacksTokenDecimals(f.chain.rpcUrl, `${D}.not-listed`, opts);
    assert.ok(!unknown.ok && unknown.error.code === "RESPONSE_VALIDATION_FAILED");
    const bad = await readStacksTokenDecimals(f.chain.rpcUrl, A, opts);
    assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS" && bad.error.context.chainKey === "stacks");
  } finally {
    f.sim.close();
  }
});

Deno.test("createSwapIntent() reports a wallet returning a hostile value or a contract principal as WALLET_ERROR", async () => {
  const f = await stacksFixture();
  try {
    const hostile = { toString: {} } as unknown as string;
    for (const returned of [hostile, BNUSD]) {
      const r = await f.adapter.createSwapIntent(STACKS_PARAMS, {
        getWalletAddress: () => Promise.resolve(returned),
        callContract: () => Promise.reject(new Error("unreachable")),
      });
      assert.ok(!r.ok && r.error.code === "WALLET_ERROR" && r.error.context.chainKey === "stacks");
    }
    const noTxid = await f.adapter.createSwapIntent(STACKS_PARAMS, {
      getWalletAddress: () => f.wallet.getWalletAddress(),
      callContract: () => Promise.resolve({ txid: hostile }),
    });
    assert.ok(
      !noTxid.ok && noTxid.error.code === "WALLET_ERROR" && noTxid.error.context.returned !== undefined,
    );
  } finally {
    f.sim.close();
  }
});
