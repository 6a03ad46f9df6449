import assert from "node:assert/strict";
import { Keypair } from "@stellar/stellar-sdk";
import { createKeypairStellarWallet, type StellarWalletProvider } from "../../chains/stellar/mod.ts";
import type { SignatureRequestReason } from "../../services/sponsoring/mod.ts";
import { buildEnvelope, createHarness, NOW_MS } from "./_harness.ts";

function wallet(kp: Keypair): StellarWalletProvider {
  const r = createKeypairStellarWallet(kp);
  if (!r.ok) throw r.error;
  return r.value;
}

Deno.test("activateStellarAccount creates a new account with 0 native units and returns the hash", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const reasons: SignatureRequestReason[] = [];
  const r = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet(kp),
    onSignatureRequired: ({ reason }) => void reasons.push(reason),
  });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
  assert.equal(r.value.status, "activated");
  assert.match(r.value.hash ?? "", /^[0-9a-f]{64}$/);
  assert.deepEqual(reasons, ["initial"]);
  assert.equal(h.sim.state.activationsApplied, 1);
  assert.equal(h.sim.state.accounts.get(kp.publicKey())?.nativeStroops, 0n);
  const status = await h.service().getStellarAccountStatus(kp.publicKey());
  assert.ok(status.ok);
  assert.deepEqual(status.value, { active: true, spendableBalance: 0n, canAffordTrustline: false });
});

Deno.test("activateStellarAccount reads the sponsor live from the config endpoint", async () => {
  const h = createHarness({ sponsorKeypair: Keypair.random() });
  const kp = Keypair.random();
  const r = await h.service().activateStellarAccount({ address: kp.publicKey(), walletProvider: wallet(kp) });
  assert.ok(r.ok);
  assert.ok(h.log.some((x) => x.url.endsWith("/v1/sponsorships/stellar/config")));
  assert.ok(h.log.some((x) => x.url.endsWith(`/horizon/accounts/${h.sim.sponsorPublicKey}`)));
});

Deno.test("activateStellarAccount treats an existing account as success with status alreadyActive", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const first = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet(kp),
  });
  assert.ok(first.ok);
  const again = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet(kp),
  });
  assert.ok(again.ok);
  assert.deepEqual(again.value, { status: "alreadyActive" });
  assert.equal(h.sim.state.activationsApplied, 1);
});

Deno.test("activateStellarAccount rebuilds and prompts again with reason sequenceConflict after a 409", async () => {
  let calls = 0;
  const h = createHarness({ injectSequenceConflict: () => calls++ === 0 });
  const kp = Keypair.random();
  const reasons: SignatureRequestReason[] = [];
  let prompts = 0;
  const inner = wallet(kp);
  const counting: StellarWalletProvider = {
    getPublicKey: () => inner.getPublicKey(),
    signTransaction: (xdr, opts) => {
      prompts++;
      return inner.signTransaction(xdr, opts);
    },
  };
  const r = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: counting,
    onSignatureRequired: ({ reason }) => void reasons.push(reason),
  });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
  assert.equal(r.value.status, "activated");
  assert.deepEqual(reasons, ["initial", "sequenceConflict"]);
  assert.equal(prompts, 2);
  assert.equal(h.posts().length, 2);
  assert.equal(h.sim.state.sequenceConflicts, 1);
});

Deno.test("activateStellarAccount gives up after a second sequence conflict with nextAction retry", async () => {
  const h = createHarness({ injectSequenceConflict: () => true });
  const kp = Keypair.random();
  const r = await h.service().activateStellarAccount({ address: kp.publicKey(), walletProvider: wallet(kp) });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "ACTIVATION_FAILED");
  assert.equal(r.error.context.serverCode, "SEQUENCE_CONFLICT");
  assert.equal(r.error.context.nextAction, "retry");
  assert.equal(h.posts().length, 2);
});

Deno.test("activateStellarAccount fails fast with INTEGRATION_ERROR when the wallet key is not the address", async () => {
  const h = createHarness();
  const address = Keypair.random().publicKey();
  const reasons: SignatureRequestReason[] = [];
  const r = await h.service().activateStellarAccount({
    address,
    walletProvider: wallet(Keypair.random()),
    onSignatureRequired: ({ reason }) => void reasons.push(reason),
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "INTEGRATION_ERROR");
  assert.equal(r.error.context.nextAction, "fixInput");
  assert.equal(r.error.context.address, address);
  assert.deepEqual(reasons, ["initial"]);
  assert.equal(h.posts().length, 0, "no POST is made");
  assert.equal(h.sim.state.activationRequests, 0);
});

Deno.test("activateStellarAccount rejects a wallet that alters the transaction, before any POST", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const other = createHarness().sim;
  const tampering: StellarWalletProvider = {
    getPublicKey: () => Promise.resolve(kp.publicKey()),
    signTransaction: async (_xdr, opts) => {
      const cfg = await (await other.app.request("/config")).json();
      return buildEnvelope({
        sponsor: cfg.sponsorAccount,
        newAccount: kp,
        sequence: "1",
        passphrase: opts.networkPassphrase,
      });
    },
  };
  const r = await h.service().activateStellarAccount({ address: kp.publicKey(), walletProvider: tampering });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "INTEGRATION_ERROR");
  assert.equal(h.posts().length, 0);
});

Deno.test("activateStellarAccount maps a declining wallet to WALLET_ERROR with nextAction retry", async () => {
  const h = createHarness();
  const kp = Keypair.random();
  const r = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: {
      getPublicKey: () => Promise.resolve(kp.publicKey()),
      signTransaction: () => Promise.reject(new Error("user declined")),
    },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "WALLET_ERROR");
  assert.equal(r.error.context.nextAction, "retry");
  assert.equal(h.posts().length, 0);
});

Deno.test("activateStellarAccount reports a 503 sponsor as nextAction backoff (config read retried, then given up)", async () => {
  const h = createHarness({ injectUnavailable: () => true });
  const kp = Keypair.random();
  const r = await h.service().activateStellarAccount({ address: kp.publicKey(), walletProvider: wallet(kp) });
  assert.ok(!r.ok);
  assert.equal(r.error.context.status, 503);
  assert.equal(r.error.context.nextAction, "backoff");
  assert.equal(r.error.context.phase, "config");
  assert.equal(h.log.filter((x) => x.url.endsWith("/config")).length, 4, "1 attempt + 3 read retries");
  assert.equal(h.posts().length, 0);
});

Deno.test("activateStellarAccount does not retry a 503 on the activation POST and says backoff", async () => {
  let down = false;
  const h = createHarness({ injectUnavailable: () => down });
  const kp = Keypair.random();
  const r = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet(kp),
    onSignatureRequired: () => {
      down = true;
    },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.phase, "submit");
  assert.equal(r.error.context.nextAction, "backoff");
  assert.equal(h.posts().length, 1);
});

Deno.test("activateStellarAccount rejects an invalid address with INVALID_ADDRESS and makes no request", async () => {
  const h = createHarness();
  for (const address of ["", "GABC", "SBX", Keypair.random().secret(), 42 as unknown as string]) {
    const r = await h.service().activateStellarAccount({ address, walletProvider: wallet(Keypair.random()) });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "INVALID_ADDRESS");
    assert.equal(r.error.context.nextAction, "fixInput");
  }
  assert.equal(h.log.length, 0);
});

Deno.test("activateStellarAccount reports a missing or suspended key as nextAction contactOperator", async () => {
  const h = createHarness({
    requireApiKey: (k) => k === undefined ? "missing" : k === "held" ? "suspended" : "ok",
  });
  const kp = Keypair.random();
  const missing = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet(kp),
  });
  assert.ok(!missing.ok);
  assert.equal(missing.error.context.status, 401);
  assert.equal(missing.error.context.nextAction, "contactOperator");
  const suspended = await h.service({ apiKey: "held" }).activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet(kp),
  });
  assert.ok(!suspended.ok);
  assert.equal(suspended.error.context.status, 403);
  assert.equal(suspended.error.context.nextAction, "contactOperator");
});

Deno.test("activateStellarAccount maps a server envelope rejection to ACTIVATION_FAILED with the server code", async () => {
  let t = NOW_MS;
  const h = createHarness({ now: () => t });
  const kp = Keypair.random();
  const r = await h.service().activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: {
      getPublicKey: () => Promise.resolve(kp.publicKey()),
      signTransaction: (xdr, opts) => {
        t += 400_000; // the user takes longer than the config's 300 s window
        return wallet(kp).signTransaction(xdr, opts);
      },
    },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "ACTIVATION_FAILED");
  assert.equal(r.error.context.status, 400);
  assert.equal(r.error.context.serverCode, "TX_TOO_LATE");
  assert.equal(r.error.context.nextAction, "retry");
});
