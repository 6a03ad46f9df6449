/** The simulated Soroban RPC: sequences, signatures, deposit decoding, statuses, ledger entries. */
import assert from "node:assert/strict";
import { Account, Keypair, Networks, type Transaction, TransactionBuilder, xdr } from "@stellar/stellar-sdk";
import { buildDepositOperation } from "../../../chains/stellar/deposit_call.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createStellarRpcApp,
  DEFAULT_STELLAR_ASSET_MANAGER,
  INITIAL_SEQUENCE,
} from "../../../simulator/chains/stellar/rpc_app.ts";

const XLM = "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA";

function setup() {
  const ledger = new Ledger({ clock: createManualClock() });
  const app = createStellarRpcApp({ ledger });
  const call = async (method: string, params?: unknown) =>
    await (await app.request("/", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    })).json();
  return { ledger, call };
}

function deposit(
  source: Keypair,
  options: { seq?: bigint; from?: string; sign?: boolean; network?: string; fee?: string } = {},
): Transaction {
  const tx = new TransactionBuilder(
    new Account(source.publicKey(), String(options.seq ?? INITIAL_SEQUENCE)),
    {
      fee: options.fee ?? "100",
      networkPassphrase: options.network ?? Networks.PUBLIC,
    },
  ).addOperation(buildDepositOperation({
    assetManager: DEFAULT_STELLAR_ASSET_MANAGER,
    from: options.from ?? source.publicKey(),
    token: XLM,
    to: "0x1111111111111111111111111111111111111111",
    amount: 7n,
    payload: "0x",
  })).setTimeout(60).build();
  if (options.sign ?? true) tx.sign(source);
  return tx;
}

Deno.test("sendTransaction accepts a signed deposit at the next sequence, then answers DUPLICATE and SUCCESS", async () => {
  const { ledger, call } = setup();
  const kp = Keypair.random();
  const tx = deposit(kp);
  const sent = await call("sendTransaction", { transaction: tx.toXDR() });
  assert.equal(sent.result.status, "PENDING");
  assert.equal((await call("sendTransaction", { transaction: tx.toXDR() })).result.status, "DUPLICATE");
  assert.equal((await call("getTransaction", { hash: sent.result.hash })).result.status, "SUCCESS");
  assert.equal((await call("getTransaction", { hash: "cd".repeat(32) })).result.status, "NOT_FOUND");
  const recorded = ledger.getSpokeTx("stellar", sent.result.hash);
  assert.equal(recorded?.deposit?.amount, 7n);
  assert.equal(recorded?.from, kp.publicKey());
});

/** The result code of an ERROR answer's `errorResultXdr`, as stellar-core names it (`txBadSeq`, ...). */
function resultCode(errorResultXdr: string): string {
  return xdr.TransactionResult.fromXDR(errorResultXdr, "base64").result.type;
}

Deno.test("sendTransaction answers ERROR for a stale sequence, a missing signature and a deposit from another account", async () => {
  const { ledger, call } = setup();
  const kp = Keypair.random();
  for (
    const [tx, code] of [
      [deposit(kp, { seq: INITIAL_SEQUENCE + 5n }), "txBadSeq"],
      [deposit(kp, { sign: false }), "txBadAuth"],
      [deposit(kp, { from: Keypair.random().publicKey() }), "txFailed"],
    ] as const
  ) {
    const r = await call("sendTransaction", { transaction: tx.toXDR() });
    assert.equal(r.result.status, "ERROR");
    assert.equal(resultCode(r.result.errorResultXdr), code);
  }
  assert.equal(ledger.stats().spokeTxs, 0);
});

Deno.test("sendTransaction refuses another envelope at a sequence already used with txBadSeq, as stellar-core", async () => {
  const { ledger, call } = setup();
  const kp = Keypair.random();
  const first = deposit(kp);
  assert.equal((await call("sendTransaction", { transaction: first.toXDR() })).result.status, "PENDING");
  const sameSequence = deposit(kp, { fee: "200" });
  assert.notEqual(sameSequence.toXDR(), first.toXDR());
  const r = await call("sendTransaction", { transaction: sameSequence.toXDR() });
  assert.equal(r.result.status, "ERROR");
  assert.equal(resultCode(r.result.errorResultXdr), "txBadSeq");
  assert.equal(ledger.stats().spokeTxs, 1);
});

Deno.test("sendTransaction of an envelope for another network is invalid params", async () => {
  const { call } = setup();
  const r = await call("sendTransaction", { transaction: "not xdr" });
  assert.equal(r.error.code, -32602);
  const testnet = deposit(Keypair.random(), { network: Networks.TESTNET });
  const t = await call("sendTransaction", { transaction: testnet.toXDR() });
  assert.equal(t.result.status, "ERROR", "signed for TESTNET, the PUBLIC hash does not verify");
});

Deno.test("getLedgerEntries returns a funded account at the tracked sequence and skips other keys", async () => {
  const { call } = setup();
  const kp = Keypair.random();
  const key = xdr.LedgerKey.account(new xdr.LedgerKeyAccount({ accountId: kp.xdrAccountId() })).toXDR(
    "base64",
  );
  const before = await call("getLedgerEntries", { keys: [key, "garbage"] });
  assert.equal(before.result.entries.length, 1);
  const entry = xdr.LedgerEntryData.fromXDR(before.result.entries[0].xdr, "base64");
  assert.ok(entry.type === "account" && entry.account.seqNum === INITIAL_SEQUENCE);
  await call("sendTransaction", { transaction: deposit(kp).toXDR() });
  const after = await call("getLedgerEntries", { keys: [key] });
  const next = xdr.LedgerEntryData.fromXDR(after.result.entries[0].xdr, "base64");
  assert.ok(next.type === "account" && next.account.seqNum === INITIAL_SEQUENCE + 1n);
  assert.equal((await call("getLedgerEntries", {})).error.code, -32602);
});

Deno.test("simulateTransaction returns a minimal footprint the SDK can assemble", async () => {
  const { call } = setup();
  const r = await call("simulateTransaction", {
    transaction: deposit(Keypair.random(), { sign: false }).toXDR(),
  });
  assert.equal(typeof r.result.transactionData, "string");
  assert.equal(r.result.results.length, 1);
  assert.equal((await call("getNetwork")).result.passphrase, Networks.PUBLIC);
});
