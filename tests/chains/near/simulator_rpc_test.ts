/**
 * The simulated NEAR node as mounted on the simulator's one server (`/near`): it refuses a transaction signed by a
 * key that is not the account's and one whose signature does not match, answers malformed input with a NEAR error
 * or a JSON 400 (never a 500), goes through the fault layer and the request log like every route, is listed in
 * the OpenAPI document, and is where `clientOptionsForSimulator` points NEAR.
 */
import assert from "node:assert/strict";
import {
  actions,
  base64Encode,
  baseDecode,
  createTransaction,
  KeyPair,
  KeyPairSigner,
  type KeyPairString,
  SignedTransaction,
} from "near-api-js";
import { createSimulatorApp } from "../../../simulator/app.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { clientOptionsForSimulator } from "../../../simulator/client_config/urls.ts";
import { SIM_NEAR_TEST_ACCOUNT } from "../../../simulator/chains/near/rpc_app.ts";

function sim() {
  return createSimulatorApp({ clock: createManualClock(), preset: "calm" });
}

async function rpc(s: ReturnType<typeof sim>, method: string, params: unknown) {
  const res = await s.fetch("/near", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return { status: res.status, body: await res.json() };
}

async function signedBy(key: KeyPair, tamper = false, nonce = 1n, dstChainId = 146): Promise<string> {
  const tx = createTransaction(
    SIM_NEAR_TEST_ACCOUNT.accountId,
    key.getPublicKey(),
    "connection.sodax.near",
    nonce,
    [actions.functionCall("send_message", {
      dst_address: Array(20).fill(1),
      dst_chain_id: dstChainId,
      payload: [],
    })],
    baseDecode("11111111111111111111111111111111"),
  );
  const { signedTransaction } = await new KeyPairSigner(key).signTransaction(tx);
  if (!tamper) return base64Encode(signedTransaction.encode());
  const other = createTransaction(tx.signerId, tx.publicKey, tx.receiverId, 2n, tx.actions, tx.blockHash);
  return base64Encode(
    new SignedTransaction({ transaction: other, signature: signedTransaction.signature }).encode(),
  );
}

Deno.test("send_tx refuses a key that is not the account's and a signature that does not match the transaction", async () => {
  const s = sim();
  try {
    const stranger = await rpc(s, "send_tx", {
      signed_tx_base64: await signedBy(KeyPair.fromRandom("ed25519")),
    });
    assert.equal(stranger.status, 200);
    assert.equal(stranger.body.error.cause.name, "INVALID_TRANSACTION");
    assert.ok(
      "AccessKeyNotFound" in
        stranger.body.error.cause.info.TxExecutionError.InvalidTxError.InvalidAccessKeyError,
    );
    const own = KeyPair.fromString(SIM_NEAR_TEST_ACCOUNT.privateKey as KeyPairString);
    const tampered = await rpc(s, "send_tx", { signed_tx_base64: await signedBy(own, true) });
    assert.deepEqual(tampered.body.error.cause.info.TxExecutionError.InvalidTxError, {
      InvalidSignature: null,
    });
    const good = await rpc(s, "send_tx", { signed_tx_base64: await signedBy(own) });
    assert.ok("SuccessValue" in good.body.result.status, JSON.stringify(good.body));
    const status = await rpc(s, "tx", {
      tx_hash: good.body.result.transaction.hash,
      sender_account_id: "x.near",
    });
    assert.deepEqual(status.body.result.status, { SuccessValue: "" });
    assert.equal(s.ledger.counters.spokeTx.applied, 1);
  } finally {
    s.close();
  }
});

Deno.test("send_tx refuses another transaction at a nonce the access key already used, InvalidNonce as nearcore", async () => {
  const s = sim();
  try {
    const own = KeyPair.fromString(SIM_NEAR_TEST_ACCOUNT.privateKey as KeyPairString);
    const first = await rpc(s, "send_tx", { signed_tx_base64: await signedBy(own, false, 5n) });
    assert.ok("SuccessValue" in first.body.result.status, JSON.stringify(first.body));
    for (const [nonce, dst] of [[5n, 147], [4n, 146]] as const) {
      const reused = await rpc(s, "send_tx", { signed_tx_base64: await signedBy(own, false, nonce, dst) });
      assert.equal(reused.body.error.cause.name, "INVALID_TRANSACTION");
      assert.deepEqual(reused.body.error.cause.info.TxExecutionError.InvalidTxError, {
        InvalidNonce: { tx_nonce: Number(nonce), ak_nonce: 5 },
      });
    }
    assert.equal(s.ledger.counters.spokeTx.applied, 1);
  } finally {
    s.close();
  }
});

Deno.test("malformed NEAR RPC input is a NEAR error or a JSON 400, never a 500", async () => {
  const s = sim();
  try {
    for (
      const [method, params] of [
        ["send_tx", { signed_tx_base64: "!!!" }],
        ["send_tx", {}],
        ["query", { request_type: "view_account" }],
        ["query", { request_type: "nope", account_id: "a.near" }],
        ["tx", { tx_hash: "4dHV5KRQqbqb6UkLmuhtYuH1HyyYK3EPb2v4CWS73WgB", sender_account_id: "a.near" }],
        ["no_such_method", {}],
      ] as const
    ) {
      const r = await rpc(s, method, params);
      assert.equal(r.status, 200, method);
      assert.equal(typeof r.body.error?.cause?.name, "string", `${method}: ${JSON.stringify(r.body)}`);
    }
    const notJson = await s.fetch("/near", { method: "POST", body: "{" });
    assert.equal(notJson.status, 400);
    assert.equal(typeof (await notJson.json()).error.message, "string");
  } finally {
    s.close();
  }
});

Deno.test("the /near route goes through the fault layer and the request log, and is listed in the OpenAPI document", async () => {
  const s = sim();
  try {
    s.setFaults({ schedules: [{ route: "POST /near", count: 1, fault: "error5xx", status: 503 }] });
    const params = {
      request_type: "view_account",
      finality: "final",
      account_id: SIM_NEAR_TEST_ACCOUNT.accountId,
    };
    const faulted = await s.fetch("/near", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "query", params }),
    });
    assert.equal(faulted.status, 503);
    await faulted.body?.cancel();
    const served = await rpc(s, "query", params);
    assert.equal(served.body.result.amount, (10n ** 27n).toString());
    const logged = s.requests().filter((q) => q.path === "/near");
    assert.equal(logged.length, 2);
    assert.ok(logged[0].fault !== undefined);
    const doc = await (await s.fetch("/v1/openapi.json")).json();
    assert.ok(doc.paths["/near"]?.post, "the NEAR RPC is documented");
  } finally {
    s.close();
  }
});

Deno.test("clientOptionsForSimulator points NEAR's rpcUrl at the simulator's /near", () => {
  const options = clientOptionsForSimulator("http://127.0.0.1:8787");
  assert.equal(
    (options.chains as Record<string, { rpcUrl?: string }>).near?.rpcUrl,
    "http://127.0.0.1:8787/near",
  );
});

Deno.test("a simulator reset forgets the NEAR node's transactions and nonces with the ledger", async () => {
  const s = sim();
  try {
    const own = KeyPair.fromString(SIM_NEAR_TEST_ACCOUNT.privateKey as KeyPairString);
    const sent = await rpc(s, "send_tx", { signed_tx_base64: await signedBy(own) });
    const hash = sent.body.result.transaction.hash;
    s.reset(3);
    const status = await rpc(s, "tx", { tx_hash: hash, sender_account_id: "x.near" });
    assert.equal(status.body.error.cause.name, "UNKNOWN_TRANSACTION");
    const key = await rpc(s, "query", {
      request_type: "view_access_key",
      finality: "final",
      account_id: SIM_NEAR_TEST_ACCOUNT.accountId,
      public_key: SIM_NEAR_TEST_ACCOUNT.publicKey,
    });
    assert.equal(key.body.result.nonce, 0);
    const again = await rpc(s, "send_tx", { signed_tx_base64: await signedBy(own) });
    assert.ok("SuccessValue" in again.body.result.status, "the same nonce is accepted again after the reset");
  } finally {
    s.close();
  }
});
