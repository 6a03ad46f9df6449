/**
 * The simulated Solana node meters compute units with the runtime's budget rules (docs/chains/solana.md#compute-budget):
 * a transaction that does not ask for the budget the spoke programs are charged is refused as the runtime
 * refuses it, so a client that leaves the limit at the runtime's default fails here as it would there.
 */
import assert from "node:assert/strict";
import { ComputeBudgetProgram, Keypair, Transaction, type TransactionInstruction } from "@solana/web3.js";
import { keccak256 } from "viem";
import { createDepositInstruction } from "../../../chains/solana/deposit_instruction.ts";
import { createMessageInstruction } from "../../../chains/solana/message_instruction.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createSolanaRpcApp,
  DEFAULT_SOLANA_ASSET_MANAGER as AM,
  DEFAULT_SOLANA_CONNECTION as CONN,
} from "../../../simulator/chains/solana/rpc_app.ts";
import { meterComputeUnits } from "../../../simulator/chains/solana/compute_budget.ts";

const SOL = "11111111111111111111111111111111";
const HASH = keccak256("0x1234");
const HUB_WALLET = "0x1111111111111111111111111111111111111111";

interface RpcAnswer {
  result?: string;
  error?: { code: number; message: string; data: { err: unknown; logs: string[] } };
}

/** Sends the instructions `build` makes for a fresh user, signed, to a fresh simulated node. */
async function send(build: (user: string) => TransactionInstruction[]): Promise<RpcAnswer> {
  const user = Keypair.generate();
  const app = createSolanaRpcApp({ ledger: new Ledger({ clock: createManualClock() }) });
  const tx = new Transaction({ feePayer: user.publicKey, blockhash: SOL, lastValidBlockHeight: 10 });
  tx.add(...build(user.publicKey.toBase58()));
  tx.partialSign(user);
  const raw = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString("base64");
  const res = await app.request("/", {
    method: "POST",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "sendTransaction", params: [raw] }),
  });
  return await res.json();
}

const deposit = (user: string) =>
  createDepositInstruction({
    programId: AM,
    connection: CONN,
    user,
    token: SOL,
    to: HUB_WALLET,
    amount: 5n,
    verificationHash: HASH,
  });
const message = (user: string) =>
  createMessageInstruction({
    programId: CONN,
    user,
    dstChainId: 146n,
    to: HUB_WALLET,
    verificationHash: HASH,
  });
const limit = (units: number) => ComputeBudgetProgram.setComputeUnitLimit({ units });
const price = (microLamports: number) => ComputeBudgetProgram.setComputeUnitPrice({ microLamports });

Deno.test("a deposit left at the runtime's default limit (200,000 units) fails as Computational budget exceeded", async () => {
  const answer = await send((user) => [deposit(user)]);
  assert.equal(answer.error?.code, -32002);
  assert.equal(
    answer.error?.message,
    "Transaction simulation failed: Error processing Instruction 0: Computational budget exceeded",
  );
  assert.deepEqual(answer.error?.data.err, { InstructionError: [0, "ComputationalBudgetExceeded"] });
  assert.ok(answer.error?.data.logs.some((l) => l.endsWith("consumed 200000 of 200000 compute units")));
});

Deno.test("a deposit asking for the platform's 1,400,000 units (limit, then price 0) is accepted", async () => {
  const answer = await send((user) => [limit(1_400_000), price(0), deposit(user)]);
  assert.equal(typeof answer.result, "string", JSON.stringify(answer.error));
});

Deno.test("a message needs the platform's 1,000,000 units: one unit less is refused at the message", async () => {
  const ok = await send((user) => [limit(1_000_000), price(0), message(user)]);
  assert.equal(typeof ok.result, "string", JSON.stringify(ok.error));
  const short = await send((user) => [limit(999_999), price(0), message(user)]);
  assert.deepEqual(short.error?.data.err, { InstructionError: [2, "ComputationalBudgetExceeded"] });
});

Deno.test("a second SetComputeUnitLimit is a duplicate instruction, refused before anything runs", async () => {
  const answer = await send((user) => [limit(1_400_000), limit(1_400_000), deposit(user)]);
  assert.deepEqual(answer.error?.data.err, { DuplicateInstruction: 1 });
});

Deno.test("meterComputeUnits clamps a limit above 1,400,000 and defaults to 200,000 per other instruction", () => {
  const charges = { [AM]: 1_399_700 };
  const ix = (programId: string, data: Uint8Array) => ({ programId, data });
  const asked = limit(5_000_000);
  const clamped = meterComputeUnits(
    [ix(asked.programId.toBase58(), Uint8Array.from(asked.data)), ix(AM, new Uint8Array(8))],
    charges,
  );
  assert.deepEqual(clamped, { ok: true, units: 1_399_850, limit: 1_400_000 });
  const defaults = meterComputeUnits([ix(SOL, new Uint8Array(4)), ix(SOL, new Uint8Array(4))], charges);
  assert.deepEqual(defaults, { ok: true, units: 300, limit: 400_000 });
});
