/**
 * The simulated Soroban RPC with the platform SDK's Stellar deposit: its `transfer` argument order and its
 * Horizon-loaded account sequence. The deposit operation is built here with `@stellar/stellar-sdk`'s
 * `Contract.call` in the order of the platform SDK source (`StellarBaseSpokeProvider.buildDepositCall` of
 * `@sodax/sdk` 1.3.0-beta, `StellarSpokeService` of the current source: from, token, amount u128, to bytes, data
 * bytes), not with our library's encoder.
 */
import assert from "node:assert/strict";
import {
  Account,
  Address,
  Contract,
  Keypair,
  nativeToScVal,
  Networks,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { bytesToHex, hexToBytes } from "viem";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createStellarRpcApp,
  DEFAULT_STELLAR_ASSET_MANAGER,
  INITIAL_SEQUENCE,
} from "../../../simulator/chains/stellar/rpc_app.ts";

const XLM = "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA";
const HUB_WALLET = "0x1111111111111111111111111111111111111111";

function setup(shared?: Map<string, bigint>) {
  const ledger = new Ledger({ clock: createManualClock() });
  const app = createStellarRpcApp({
    ledger,
    accountSequences: shared === undefined ? undefined : {
      get: (id) => shared.get(id),
      set: (id, seq) => void shared.set(id, seq),
    },
  });
  const call = async (method: string, params?: unknown) =>
    await (await app.request("/", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    })).json();
  return { ledger, call };
}

/** The platform SDK's deposit call: transfer(from, token, amount: u128, to: bytes, data: bytes). */
function platformDeposit(source: Keypair, seq: bigint): Transaction {
  const op = new Contract(DEFAULT_STELLAR_ASSET_MANAGER).call(
    "transfer",
    nativeToScVal(Address.fromString(source.publicKey()), { type: "address" }),
    nativeToScVal(Address.fromString(XLM), { type: "address" }),
    nativeToScVal(25n, { type: "u128" }),
    nativeToScVal(hexToBytes(HUB_WALLET), { type: "bytes" }),
    nativeToScVal(Uint8Array.from([0xab, 0xcd]), { type: "bytes" }),
  );
  const tx = new TransactionBuilder(new Account(source.publicKey(), String(seq)), {
    fee: "100",
    networkPassphrase: Networks.PUBLIC,
  }).addOperation(op).setTimeout(60).build();
  tx.sign(source);
  return tx;
}

Deno.test("sendTransaction reads the platform SDK's transfer order (amount third) as a deposit", async () => {
  const { ledger, call } = setup();
  const kp = Keypair.random();
  const sent = await call("sendTransaction", { transaction: platformDeposit(kp, INITIAL_SEQUENCE).toXDR() });
  assert.equal(sent.result.status, "PENDING");
  const recorded = ledger.getSpokeTx("stellar", sent.result.hash);
  assert.equal(recorded?.deposit?.amount, 25n);
  assert.equal(recorded?.deposit?.to.toLowerCase(), HUB_WALLET);
  assert.equal(recorded?.from, kp.publicKey());
});

Deno.test("an account with a shared (Horizon) sequence is checked and advanced there", async () => {
  const kp = Keypair.random();
  const horizonSequence = 50_000_000n << 32n;
  const shared = new Map([[kp.publicKey(), horizonSequence]]);
  const { call } = setup(shared);
  const stale = await call("sendTransaction", { transaction: platformDeposit(kp, INITIAL_SEQUENCE).toXDR() });
  assert.equal(stale.result.status, "ERROR");
  const sent = await call("sendTransaction", { transaction: platformDeposit(kp, horizonSequence).toXDR() });
  assert.equal(sent.result.status, "PENDING");
  assert.equal(shared.get(kp.publicKey()), horizonSequence + 1n);
  // An account the shared store does not know keeps the app's own sequence.
  const other = Keypair.random();
  const own = await call("sendTransaction", {
    transaction: platformDeposit(other, INITIAL_SEQUENCE).toXDR(),
  });
  assert.equal(own.result.status, "PENDING");
  assert.equal(shared.has(other.publicKey()), false);
});

Deno.test("sendTransaction refuses the old transfer order (to before amount): no deposit is recorded", async () => {
  const { ledger, call } = setup();
  const kp = Keypair.random();
  const op = new Contract(DEFAULT_STELLAR_ASSET_MANAGER).call(
    "transfer",
    nativeToScVal(Address.fromString(kp.publicKey()), { type: "address" }),
    nativeToScVal(Address.fromString(XLM), { type: "address" }),
    nativeToScVal(hexToBytes(HUB_WALLET), { type: "bytes" }),
    nativeToScVal(25n, { type: "u128" }),
    nativeToScVal(Uint8Array.from([0xab, 0xcd]), { type: "bytes" }),
  );
  const tx = new TransactionBuilder(new Account(kp.publicKey(), String(INITIAL_SEQUENCE)), {
    fee: "100",
    networkPassphrase: Networks.PUBLIC,
  }).addOperation(op).setTimeout(60).build();
  tx.sign(kp);
  const sent = await call("sendTransaction", { transaction: tx.toXDR() });
  assert.notEqual(sent.result?.status, "PENDING");
  assert.equal(ledger.getSpokeTx("stellar", bytesToHex(tx.hash()).slice(2))?.deposit, undefined);
  assert.equal(ledger.getSpokeTx("stellar", String(sent.result?.hash ?? ""))?.deposit, undefined);
});
