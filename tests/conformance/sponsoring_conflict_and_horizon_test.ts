/**
 * Issue 19 item 7: sponsored activation re-prompts with `sequenceConflict` on the sponsor's `SEQUENCE_CONFLICT`
 * code whatever the HTTP status (not only on 409), and the sponsoring Horizon URL follows the instance
 * configuration after `initialize()` instead of the value captured at construction.
 */
import assert from "node:assert/strict";
import { Keypair } from "@stellar/stellar-sdk";
import { createKeypairStellarWallet } from "../../chains/stellar/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { toConfigAllPayload } from "../../core/schemas/config_all.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { XSwap } from "../../mod.ts";
import type { SignatureRequestReason } from "../../services/sponsoring/mod.ts";
import { createHarness } from "../sponsoring/_harness.ts";

for (const status of [400, 422, 503]) {
  Deno.test(`activateStellarAccount re-prompts with sequenceConflict on SEQUENCE_CONFLICT under status ${status}`, async () => {
    const h = createHarness();
    let posts = 0;
    const fetch: FetchLike = (input, init) => {
      if ((init?.method ?? "GET") === "POST" && posts++ === 0) {
        return Promise.resolve(
          Response.json({ message: "sequence moved, rebuild", code: "SEQUENCE_CONFLICT" }, { status }),
        );
      }
      return h.fetch(input, init);
    };
    const kp = Keypair.random();
    const wallet = createKeypairStellarWallet(kp);
    if (!wallet.ok) throw wallet.error;
    const reasons: SignatureRequestReason[] = [];
    const r = await h.service({ fetch, retry: { keyVerificationLimit: 0, limit: 0 } }).activateStellarAccount(
      {
        address: kp.publicKey(),
        walletProvider: wallet.value,
        onSignatureRequired: ({ reason }) => void reasons.push(reason),
      },
    );
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.equal(r.value.status, "activated");
    assert.deepEqual(reasons, ["initial", "sequenceConflict"]);
  });
}

Deno.test("a non-conflict 400 from the sponsor is not retried as a sequence conflict", async () => {
  const h = createHarness();
  const fetch: FetchLike = (input, init) =>
    (init?.method ?? "GET") === "POST"
      ? Promise.resolve(Response.json({ message: "bad signature", code: "BAD_SIGNATURE" }, { status: 400 }))
      : h.fetch(input, init);
  const kp = Keypair.random();
  const wallet = createKeypairStellarWallet(kp);
  if (!wallet.ok) throw wallet.error;
  const reasons: SignatureRequestReason[] = [];
  const r = await h.service({ fetch }).activateStellarAccount({
    address: kp.publicKey(),
    walletProvider: wallet.value,
    onSignatureRequired: ({ reason }) => void reasons.push(reason),
  });
  assert.ok(!r.ok);
  assert.deepEqual(reasons, ["initial"]);
});

Deno.test("client.sponsoring reads accounts from the Horizon URL initialize() brought in", async () => {
  const fresh = "http://horizon.after-initialize.test";
  const payload = toConfigAllPayload({
    ...DEFAULT_CLIENT_CONFIG,
    chains: {
      ...DEFAULT_CLIENT_CONFIG.chains,
      stellar: { ...DEFAULT_CLIENT_CONFIG.chains.stellar, horizonRpcUrl: fresh },
    },
  });
  const urls: string[] = [];
  const fetch: FetchLike = (input) => {
    const url = String(input);
    urls.push(url);
    if (url.endsWith("/be/config/all")) return Promise.resolve(Response.json(payload));
    return Promise.resolve(Response.json({ status: 404, title: "Resource Missing" }, { status: 404 }));
  };
  const client = new XSwap({ fetch });
  const init = await client.initialize();
  assert.ok(init.ok, JSON.stringify(!init.ok && init.error.toJSON()));
  assert.equal(client.instanceConfig.chains.stellar.horizonRpcUrl, fresh);
  const active = await client.sponsoring.isStellarAccountActive(Keypair.random().publicKey());
  assert.ok(active.ok, JSON.stringify(!active.ok && active.error.toJSON()));
  assert.equal(active.value, false);
  assert.ok(urls.some((u) => u.startsWith(`${fresh}/accounts/`)), urls.join("\n"));
});
