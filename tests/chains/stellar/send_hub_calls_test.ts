/**
 * The Stellar adapter's `sendHubCalls` against the in-process Soroban RPC: a connection `send_message` (its relay
 * data reaches the relayer through the message log) and an asset-manager deposit, sent and raw; input, wallet and
 * configuration failures.
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { Keypair, Networks, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { createStellarSpokeAdapter } from "../../../chains/stellar/adapter.ts";
import { decodeDepositOperation } from "../../../chains/stellar/deposit_call.ts";
import { decodeMessageOperation } from "../../../chains/stellar/message_call.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { createStellarMessageLog } from "../../../simulator/chains/stellar/message_log.ts";
import {
  createStellarRpcApp,
  DEFAULT_STELLAR_ASSET_MANAGER,
  DEFAULT_STELLAR_CONNECTION,
} from "../../../simulator/chains/stellar/rpc_app.ts";
import { A, XLM } from "./_fixture.ts";

const PAYLOAD = "0xdeadbeef";

function fixture() {
  const messages = createStellarMessageLog();
  // the relayer reads a message's payload from the node's log, as the composed simulator wires it
  const ledger = new Ledger({
    clock: createManualClock(),
    relayRecordOf: (id, tx) => messages.relayDataOf(id, tx),
  });
  const app = createStellarRpcApp({ ledger, messages });
  const fetch: FetchLike = (input, init) => Promise.resolve(app.request(input, init));
  const keypair = Keypair.random();
  const wallet = createKeypairStellarWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const adapter = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_STELLAR_ASSET_MANAGER, connection: DEFAULT_STELLAR_CONNECTION },
  }, { fetch });
  return { ledger, messages, from: keypair.publicKey(), wallet: wallet.value, send: adapter.sendHubCalls! };
}

function operationOf(xdr: string) {
  const tx = TransactionBuilder.fromXDR(xdr, Networks.PUBLIC) as Transaction;
  const env = tx.toEnvelope();
  if (env.type !== "envelopeTypeTx") throw new Error("expected a v1 envelope");
  return { tx, op: env.value.tx.operations[0]! };
}

Deno.test("sendHubCalls() sends send_message and the relayer finds its payload in the message log", async () => {
  const { send, wallet, from, ledger, messages } = fixture();
  const r = await send({ srcAddress: from, hubWallet: A, payload: PAYLOAD }, wallet);
  if (!r.ok || r.value.raw) throw new Error("expected a sent tx");
  const recorded = ledger.getSpokeTx("stellar", r.value.txHash);
  deepStrictEqual([recorded?.from, recorded?.deposit], [from, undefined]);
  const data = messages.relayDataOf("27", r.value.txHash);
  strictEqual(data?.address.toLowerCase(), A);
  strictEqual(data?.payload, PAYLOAD);
  strictEqual(ledger.submitRelay("27", r.value.txHash).success, true);
  strictEqual(ledger.packetsFor("27", r.value.txHash)[0]?.payload, PAYLOAD);
});

Deno.test("sendHubCalls() with a deposit calls the asset manager's transfer with the payload", async () => {
  const { send, wallet, from, ledger, messages } = fixture();
  const r = await send({
    srcAddress: from,
    hubWallet: A,
    payload: PAYLOAD,
    deposit: { token: XLM, amount: 9n },
  }, wallet);
  if (!r.ok || r.value.raw) throw new Error("expected a sent tx");
  const deposit = ledger.getSpokeTx("stellar", r.value.txHash)?.deposit;
  deepStrictEqual([deposit?.token, deposit?.amount, deposit?.hubCalls], [XLM, 9n, PAYLOAD]);
  strictEqual(messages.relayDataOf("27", r.value.txHash), undefined);
});

Deno.test("sendHubCalls() raw returns the unsigned assembled envelope of either call", async () => {
  const { send, from } = fixture();
  const message = await send({ srcAddress: from, hubWallet: A, payload: PAYLOAD, raw: true }, undefined);
  if (!message.ok || !message.value.raw || message.value.tx.family !== "STELLAR") {
    throw new Error("expected raw");
  }
  const m = operationOf(message.value.tx.xdr);
  strictEqual(m.tx.signatures.length, 0);
  const decoded = decodeMessageOperation(m.op);
  deepStrictEqual(decoded.ok && [decoded.value.connection, decoded.value.from, decoded.value.dstChainId], [
    DEFAULT_STELLAR_CONNECTION,
    from,
    146n,
  ]);
  const deposit = await send({
    srcAddress: from,
    hubWallet: A,
    payload: PAYLOAD,
    deposit: { token: XLM, amount: 2n },
    raw: true,
  }, undefined);
  if (!deposit.ok || !deposit.value.raw || deposit.value.tx.family !== "STELLAR") {
    throw new Error("expected raw");
  }
  const d = decodeDepositOperation(operationOf(deposit.value.tx.xdr).op);
  deepStrictEqual(d.ok && [d.value.assetManager, d.value.token, d.value.amount, d.value.payload], [
    DEFAULT_STELLAR_ASSET_MANAGER,
    XLM,
    2n,
    PAYLOAD,
  ]);
});

Deno.test("sendHubCalls() refuses bad input, a foreign wallet, a rejecting wallet and a missing contract", async () => {
  const { send, from, wallet } = fixture();
  const base = { srcAddress: from, hubWallet: A, payload: PAYLOAD };
  const cases: [Parameters<typeof send>[0], string, string][] = [
    [{ ...base, srcAddress: DEFAULT_STELLAR_CONNECTION }, "INVALID_ADDRESS", "srcAddress"],
    [{ ...base, hubWallet: "0x12" }, "INVALID_ADDRESS", "hubWallet"],
    [{ ...base, deposit: { token: from, amount: 1n } }, "INVALID_ADDRESS", "deposit.token"],
    [{ ...base, deposit: { token: XLM, amount: 1n << 128n } }, "INVALID_AMOUNT", "deposit.amount"],
  ];
  for (const [params, code, field] of cases) {
    const r = await send({ ...params, raw: true }, undefined);
    deepStrictEqual(!r.ok && [r.error.code, r.error.context.field], [code, field]);
  }
  const other = createKeypairStellarWallet(Keypair.random());
  if (!other.ok) throw other.error;
  const foreign = await send(base, other.value);
  deepStrictEqual(!foreign.ok && [foreign.error.code, foreign.error.context.field], [
    "VALIDATION_FAILED",
    "walletProvider",
  ]);
  const rejecting = { ...wallet, signTransaction: () => Promise.reject(new Error("declined")) };
  const rejected = await send(base, rejecting);
  strictEqual(!rejected.ok && rejected.error.code, "WALLET_ERROR");
  const bare = createStellarSpokeAdapter({ sorobanRpcUrl: "http://sim.local/", addresses: {} });
  const missing = await bare.sendHubCalls!(
    { ...base, deposit: { token: XLM, amount: 1n }, raw: true },
    undefined,
  );
  deepStrictEqual(!missing.ok && [missing.error.code, missing.error.context.field], [
    "INVALID_CONFIG",
    "addresses.assetManager",
  ]);
});
