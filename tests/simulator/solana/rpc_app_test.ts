/** The simulated Solana JSON-RPC: signature checks, deposit decoding, statuses, the split-tx resolver, envelopes. */
import assert from "node:assert/strict";
import { ComputeBudgetProgram, Keypair, SystemProgram, Transaction } from "@solana/web3.js";
import { keccak256 } from "viem";
import { createDepositInstruction } from "../../../chains/solana/deposit_instruction.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createSolanaRpcApp,
  DEFAULT_SOLANA_ASSET_MANAGER,
  DEFAULT_SOLANA_CONNECTION,
} from "../../../simulator/chains/solana/rpc_app.ts";

const HUB_WALLET = "0x1111111111111111111111111111111111111111";
const SOL = "11111111111111111111111111111111";
const PAYLOAD = "0x1234" as const;

function setup() {
  const ledger = new Ledger({ clock: createManualClock() });
  const app = createSolanaRpcApp({ ledger });
  const call = async (method: string, params?: unknown) => {
    const res = await app.request("/", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return await res.json();
  };
  return { ledger, app, call };
}

function depositTx(user: Keypair, options: { forge?: boolean; program?: string } = {}): string {
  const tx = new Transaction({ feePayer: user.publicKey, blockhash: SOL, lastValidBlockHeight: 10 });
  tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }));
  tx.add(createDepositInstruction({
    programId: options.program ?? DEFAULT_SOLANA_ASSET_MANAGER,
    connection: DEFAULT_SOLANA_CONNECTION,
    user: user.publicKey.toBase58(),
    token: SOL,
    to: HUB_WALLET,
    amount: 5n,
    verificationHash: keccak256(PAYLOAD),
  }));
  tx.partialSign(user);
  if (options.forge) tx.signatures[0].signature![0] ^= 0xff;
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString("base64");
}

Deno.test("sendTransaction records a signed deposit once and getSignatureStatuses finalizes it", async () => {
  const { ledger, call } = setup();
  const user = Keypair.generate();
  const raw = depositTx(user);
  const sent = await call("sendTransaction", [raw, { encoding: "base64" }]);
  assert.equal(typeof sent.result, "string");
  const again = await call("sendTransaction", [raw, { encoding: "base64" }]);
  assert.equal(again.result, sent.result);
  assert.equal(ledger.counters.spokeTx.applied, 1);
  assert.equal(ledger.getSpokeTx("solana", sent.result)?.from, user.publicKey.toBase58());
  const statuses = await call("getSignatureStatuses", [[sent.result, "1".repeat(88)]]);
  assert.equal(statuses.result.value[0].confirmationStatus, "finalized");
  assert.equal(statuses.result.value[1], null);
});

Deno.test("sendTransaction refuses a bad signature and a tx without an asset-manager deposit, recording nothing", async () => {
  const { ledger, call } = setup();
  const user = Keypair.generate();
  const forged = await call("sendTransaction", [depositTx(user, { forge: true })]);
  assert.equal(forged.error.code, -32002);
  const other = await call("sendTransaction", [
    depositTx(user, { program: SystemProgram.programId.toBase58() }),
  ]);
  assert.equal(other.error.code, -32002);
  assert.match(other.error.message, /asset manager/);
  assert.equal(ledger.stats().spokeTxs, 0);
});

Deno.test("the split-tx resolver checks data.address and data.payload against the deposit before learning the intent", async () => {
  const { ledger, call } = setup();
  const sent = await call("sendTransaction", [depositTx(Keypair.generate())]);
  const wrongAddress = ledger.submitRelay("1", sent.result, {
    address: `0x${"22".repeat(20)}`,
    payload: PAYLOAD,
  });
  assert.equal(wrongAddress.success, false);
  const wrongPayload = ledger.submitRelay("1", sent.result, { address: HUB_WALLET, payload: "0x99" });
  assert.equal(wrongPayload.success, false);
  const right = ledger.submitRelay("1", sent.result, { address: HUB_WALLET, payload: PAYLOAD });
  assert.equal(right.success, true);
  assert.equal(ledger.getSpokeTx("solana", sent.result)?.deposit?.amount, 5n);
  assert.equal(ledger.getSpokeTx("solana", sent.result)?.intent, undefined, "0x1234 is not a call list");
});

Deno.test("envelope errors: parse error 400, unknown method -32601, bad params -32602, batch answers each", async () => {
  const { app, call } = setup();
  const parse = await app.request("/", { method: "POST", body: "{" });
  assert.equal(parse.status, 400);
  assert.equal((await parse.json()).error.code, -32700);
  assert.equal((await call("getBogus")).error.code, -32601);
  assert.equal((await call("sendTransaction", [42])).error.code, -32602);
  assert.equal((await call("sendTransaction", ["%%%"])).error.code, -32602);
  assert.equal((await call("getMinimumBalanceForRentExemption", [-1])).error.code, -32602);
  const batch = await app.request("/", {
    method: "POST",
    body: JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "getHealth" }, {
      jsonrpc: "2.0",
      id: 2,
      method: "getSlot",
    }]),
  });
  const answers = await batch.json();
  assert.equal(answers.length, 2);
  assert.equal(answers[0].result, "ok");
  assert.equal(typeof answers[1].result, "number");
});

Deno.test("slots and blockhashes advance with the ledger clock (one slot per 400 ms)", async () => {
  const clock = createManualClock();
  const app = createSolanaRpcApp({ ledger: new Ledger({ clock }) });
  const read = async (method: string) =>
    (await (await app.request("/", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
    })).json()).result;
  const slot = await read("getSlot");
  const hash = (await read("getLatestBlockhash")).value.blockhash;
  assert.equal((await read("getLatestBlockhash")).value.blockhash, hash);
  clock.advance(4_000);
  assert.equal(await read("getSlot"), slot + 10);
  assert.notEqual((await read("getLatestBlockhash")).value.blockhash, hash);
});
