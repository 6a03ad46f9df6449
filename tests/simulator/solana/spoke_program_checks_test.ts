/**
 * The simulated Solana node checks the spoke programs' instructions as the programs do: the asset manager's
 * Anchor `transfer` and the connection's `send_message` with their IDL accounts; anything else (the layout of our
 * own the library sent up to 2026-11 included) fails preflight with the program's error, recording nothing.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
} from "@solana/web3.js";
import { concat, hexToBytes, keccak256, numberToBytes, sha256 } from "viem";
import { createDepositInstruction } from "../../../chains/solana/deposit_instruction.ts";
import { createMessageInstruction } from "../../../chains/solana/message_instruction.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createSolanaRpcApp,
  DEFAULT_SOLANA_ASSET_MANAGER as AM,
  DEFAULT_SOLANA_CONNECTION as CONN,
} from "../../../simulator/chains/solana/rpc_app.ts";
import { findProgramAddress } from "../../../simulator/chains/solana/_pda.ts";
import { associatedTokenAccount } from "../../../simulator/chains/solana/spoke_instruction.ts";

const HUB_WALLET = "0x1111111111111111111111111111111111111111";
const SOL = "11111111111111111111111111111111";
const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const HASH = keccak256("0x1234");

function setup() {
  const ledger = new Ledger({ clock: createManualClock() });
  const app = createSolanaRpcApp({ ledger });
  const send = async (ix: TransactionInstruction, user: Keypair) => {
    const tx = new Transaction({ feePayer: user.publicKey, blockhash: SOL, lastValidBlockHeight: 10 }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }),
      ix,
    );
    tx.partialSign(user);
    const raw = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString("base64");
    const res = await app.request("/", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "sendTransaction", params: [raw] }),
    });
    return await res.json();
  };
  return { ledger, send };
}

function deposit(user: Keypair, token: string): TransactionInstruction {
  return createDepositInstruction({
    programId: AM,
    connection: CONN,
    user: user.publicKey.toBase58(),
    token,
    to: HUB_WALLET,
    amount: 5n,
    verificationHash: HASH,
  });
}

/** The 100-byte deposit of our own layout: discriminator, mint, hub wallet, amount u64, hash; accounts [user, mint]. */
function oldDeposit(user: Keypair, token: string): TransactionInstruction {
  const tag = sha256(new TextEncoder().encode("global:transfer"), "bytes").slice(0, 8);
  const data = concat([
    tag,
    new PublicKey(token).toBytes(),
    hexToBytes(HUB_WALLET),
    numberToBytes(5n, { size: 8 }).reverse(),
    hexToBytes(HASH),
  ]);
  return new TransactionInstruction({
    programId: new PublicKey(AM),
    keys: [
      { pubkey: user.publicKey, isSigner: true, isWritable: true },
      { pubkey: new PublicKey(token), isSigner: false, isWritable: false },
    ],
    data: Buffer.from(data),
  });
}

Deno.test("sendTransaction refuses the old deposit layout as the asset manager does: not enough accounts (SOL), undecodable arguments (SPL)", async () => {
  const { ledger, send } = setup();
  const user = Keypair.generate();
  const native = await send(oldDeposit(user, SOL), user);
  assert.equal(native.error.code, -32002);
  assert.match(native.error.message, /Error processing Instruction 1: custom program error: 0xbbd$/);
  assert.deepEqual(native.error.data.err, { InstructionError: [1, { Custom: 3005 }] });
  const spl = await send(oldDeposit(user, USDC), user);
  assert.equal(spl.error.code, -32002);
  assert.deepEqual(spl.error.data.err, { InstructionError: [1, { Custom: 102 }] });
  assert.ok(spl.error.data.logs.some((l: string) => l.includes("InstructionDidNotDeserialize")));
  assert.equal(ledger.stats().spokeTxs, 0);
});

Deno.test("sendTransaction refuses the old 68-byte send-message layout with one account", async () => {
  const { ledger, send } = setup();
  const user = Keypair.generate();
  const tag = sha256(new TextEncoder().encode("global:send_message"), "bytes").slice(0, 8);
  const data = concat([
    tag,
    numberToBytes(146n, { size: 8 }).reverse(),
    hexToBytes(HUB_WALLET),
    hexToBytes(HASH),
  ]);
  const ix = new TransactionInstruction({
    programId: new PublicKey(CONN),
    keys: [{ pubkey: user.publicKey, isSigner: true, isWritable: true }],
    data: Buffer.from(data),
  });
  const r = await send(ix, user);
  assert.equal(r.error.code, -32002);
  assert.match(r.error.message, /custom program error: 0x(66|bbd)$/);
  assert.equal(ledger.stats().spokeTxs, 0);
});

Deno.test("sendTransaction accepts the platform's transfer of SOL and of an SPL mint, and its send_message", async () => {
  const { ledger, send } = setup();
  const user = Keypair.generate();
  for (const ix of [deposit(user, SOL), deposit(user, USDC)]) {
    const r = await send(ix, user);
    assert.equal(typeof r.result, "string", JSON.stringify(r.error));
  }
  const message = createMessageInstruction({
    programId: CONN,
    user: user.publicKey.toBase58(),
    dstChainId: 146n,
    to: HUB_WALLET,
    verificationHash: HASH,
  });
  const m = await send(message, user);
  assert.equal(typeof m.result, "string", JSON.stringify(m.error));
  assert.equal(ledger.stats().spokeTxs, 3);
});

Deno.test("sendTransaction refuses a transfer whose config PDA, signer flag or connection config is wrong", async () => {
  const { ledger, send } = setup();
  const user = Keypair.generate();
  const badSeeds = deposit(user, SOL);
  badSeeds.keys[2] = { ...badSeeds.keys[2], pubkey: Keypair.generate().publicKey };
  assert.deepEqual((await send(badSeeds, user)).error.data.err, { InstructionError: [1, { Custom: 2006 }] });
  const readOnlyVault = deposit(user, SOL);
  readOnlyVault.keys[3] = { ...readOnlyVault.keys[3], isWritable: false };
  assert.deepEqual((await send(readOnlyVault, user)).error.data.err, {
    InstructionError: [1, { Custom: 2000 }],
  });
  const noRemaining = deposit(user, SOL);
  noRemaining.keys.pop();
  assert.equal((await send(noRemaining, user)).error.code, -32002);
  assert.equal(ledger.stats().spokeTxs, 0);
});

Deno.test("the simulator derives program addresses and associated token accounts as @solana/web3.js does", () => {
  const am = new PublicKey(AM);
  const mint = new PublicKey(USDC);
  const owner = Keypair.generate().publicKey;
  const pda = (seeds: Uint8Array[], program: PublicKey) =>
    PublicKey.findProgramAddressSync(seeds, program)[0].toBase58();
  const utf8 = (s: string) => new TextEncoder().encode(s);
  assert.equal(findProgramAddress(["config-seed"], AM), pda([utf8("config-seed")], am));
  assert.equal(
    findProgramAddress(["vault_seed", mint.toBytes()], AM),
    pda([utf8("vault_seed"), mint.toBytes()], am),
  );
  assert.equal(findProgramAddress(["config"], CONN), pda([utf8("config")], new PublicKey(CONN)));
  const ata = pda(
    [owner.toBytes(), new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA").toBytes(), mint.toBytes()],
    new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL"),
  );
  assert.equal(associatedTokenAccount(owner.toBase58(), USDC), ata);
});
