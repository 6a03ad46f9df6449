/**
 * `signAndSendTransaction` of the Stellar sub-path against the simulated Soroban RPC: a raw `send_message` envelope
 * signed by the wallet is sent and applied (the ledger records it); an envelope the node refuses fails as a value.
 * @module
 */
import assert from "node:assert/strict";
import { Keypair, Networks } from "@stellar/stellar-sdk";
import { createStellarSpokeAdapter } from "../../../chains/stellar/adapter.ts";
import { signAndSendTransaction } from "../../../chains/stellar/mod.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { createStellarMessageLog } from "../../../simulator/chains/stellar/message_log.ts";
import {
  createStellarRpcApp,
  DEFAULT_STELLAR_ASSET_MANAGER,
  DEFAULT_STELLAR_CONNECTION,
} from "../../../simulator/chains/stellar/rpc_app.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { A } from "./_fixture.ts";

function fixture() {
  const clock = createManualClock();
  const messages = createStellarMessageLog();
  const ledger = new Ledger({ clock, relayRecordOf: (id, tx) => messages.relayDataOf(id, tx) });
  const app = createStellarRpcApp({ ledger, messages });
  const fetch: FetchLike = (input, init) => Promise.resolve(app.request(input, init));
  const keypair = Keypair.random();
  const wallet = createKeypairStellarWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const adapter = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_STELLAR_ASSET_MANAGER, connection: DEFAULT_STELLAR_CONNECTION },
  }, { fetch });
  const sleep = (ms: number) => Promise.resolve(clock.advance(ms));
  return { ledger, fetch, sleep, from: keypair.publicKey(), wallet: wallet.value, adapter };
}

Deno.test("signAndSendTransaction() signs a raw envelope with the wallet, sends it and waits until applied", async () => {
  const f = fixture();
  const raw = await f.adapter.sendHubCalls!({
    srcAddress: f.from,
    hubWallet: A,
    payload: "0xdeadbeef",
    raw: true,
  }, undefined);
  if (!raw.ok || !raw.value.raw || raw.value.tx.family !== "STELLAR") {
    throw new Error("expected a raw envelope");
  }
  const hash = await signAndSendTransaction(
    "http://sim.local/",
    f.wallet,
    raw.value.tx.xdr,
    Networks.PUBLIC,
    {
      fetch: f.fetch,
      sleep: f.sleep,
    },
  );
  assert.ok(hash.ok, hash.ok ? "" : hash.error.message);
  assert.equal(f.ledger.getSpokeTx("stellar", hash.value)?.from, f.from);
});

Deno.test("signAndSendTransaction() fails as a value when the node refuses the envelope (signed for another network)", async () => {
  const f = fixture();
  const raw = await f.adapter.sendHubCalls!({
    srcAddress: f.from,
    hubWallet: A,
    payload: "0xdeadbeef",
    raw: true,
  }, undefined);
  if (!raw.ok || !raw.value.raw || raw.value.tx.family !== "STELLAR") {
    throw new Error("expected a raw envelope");
  }
  const r = await signAndSendTransaction("http://sim.local/", f.wallet, raw.value.tx.xdr, Networks.TESTNET, {
    fetch: f.fetch,
    sleep: f.sleep,
  });
  assert.ok(!r.ok);
  assert.notEqual(r.error.code, "UNKNOWN");
});
