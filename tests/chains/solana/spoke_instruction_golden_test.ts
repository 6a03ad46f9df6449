/**
 * The library's Solana spoke instructions, byte for byte and account for account, against the programs' interface
 * in the platform's 2.0 source (`packages/sdk/src/shared/entities/solana/types/{asset_manager,connection}.ts`: the
 * IDL discriminators, argument types and account lists; `pda/pda.ts`: the seeds; `SolanaSpokeService`: which
 * accounts a SOL and an SPL deposit fill and how `to` / `data` are formed).
 */
import assert from "node:assert/strict";
import { PublicKey, type TransactionInstruction } from "@solana/web3.js";
import { concat, hexToBytes, keccak256, numberToBytes } from "viem";
import { createDepositInstruction } from "../../../chains/solana/deposit_instruction.ts";
import { createMessageInstruction } from "../../../chains/solana/message_instruction.ts";

const AM = "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH";
const CONN = "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB";
const USER = "9D65m1kweQg8YSprkmVuLtoEvueB2uM5s53rNxXNmxi5";
const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const SOL = "11111111111111111111111111111111";
const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const HUB_WALLET = "0x1111111111111111111111111111111111111111";
const HASH = keccak256("0xabcdef");
// From the IDLs.
const TRANSFER_DISCRIMINATOR = [163, 52, 200, 231, 140, 3, 69, 186];
const SEND_MESSAGE_DISCRIMINATOR = [57, 40, 34, 178, 189, 10, 65, 26];

const le = (n: bigint, size: number) => numberToBytes(n, { size }).reverse();
const pda = (program: string, ...seeds: (string | PublicKey)[]) =>
  PublicKey.findProgramAddressSync(
    seeds.map((s) => typeof s === "string" ? new TextEncoder().encode(s) : s.toBytes()),
    new PublicKey(program),
  )[0].toBase58();
const ata = (owner: string, mint: string) =>
  PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), new PublicKey(TOKEN_PROGRAM).toBytes(), new PublicKey(mint).toBytes()],
    new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL"),
  )[0].toBase58();
const metas = (ix: TransactionInstruction) =>
  ix.keys.map((k) => [k.pubkey.toBase58(), k.isSigner ? "s" : "-", k.isWritable ? "w" : "-"].join(" "));

function deposit(token: string): TransactionInstruction {
  return createDepositInstruction({
    programId: AM,
    connection: CONN,
    user: USER,
    token,
    to: HUB_WALLET,
    amount: 1_000_000n,
    verificationHash: HASH,
  });
}

Deno.test("createDepositInstruction() writes transfer(amount u64, to bytes, data bytes) in Borsh after the IDL discriminator", () => {
  const expected = concat([
    Uint8Array.from(TRANSFER_DISCRIMINATOR),
    le(1_000_000n, 8),
    le(20n, 4),
    hexToBytes(HUB_WALLET),
    le(32n, 4),
    hexToBytes(HASH),
  ]);
  assert.deepEqual(Uint8Array.from(deposit(SOL).data), expected);
  assert.equal(deposit(SOL).programId.toBase58(), AM);
});

Deno.test("createDepositInstruction() of SOL names the native vault and leaves the token accounts and mint absent", () => {
  assert.deepEqual(metas(deposit(SOL)), [
    `${USER} s w`,
    `${SOL} - -`,
    `${pda(AM, "config-seed")} - w`,
    `${pda(AM, "vault_native")} - w`,
    `${AM} - -`,
    `${AM} - -`,
    `${pda(AM, "dapp_authority")} - -`,
    `${AM} - -`,
    `${CONN} - -`,
    `${TOKEN_PROGRAM} - -`,
    `${pda(CONN, "config")} - w`,
  ]);
});

Deno.test("createDepositInstruction() of an SPL mint names its vault, the user's associated token account and the mint", () => {
  assert.deepEqual(metas(deposit(USDC)), [
    `${USER} s w`,
    `${SOL} - -`,
    `${pda(AM, "config-seed")} - w`,
    `${AM} - -`,
    `${pda(AM, "vault_seed", new PublicKey(USDC))} - w`,
    `${ata(USER, USDC)} - w`,
    `${pda(AM, "dapp_authority")} - -`,
    `${USDC} - -`,
    `${CONN} - -`,
    `${TOKEN_PROGRAM} - -`,
    `${pda(CONN, "config")} - w`,
  ]);
});

Deno.test("createMessageInstruction() writes send_message(dstChainId u128, dstAddress bytes, payload bytes) over its four accounts", () => {
  const ix = createMessageInstruction({
    programId: CONN,
    user: USER,
    dstChainId: 146n,
    to: HUB_WALLET,
    verificationHash: HASH,
  });
  const expected = concat([
    Uint8Array.from(SEND_MESSAGE_DISCRIMINATOR),
    le(146n, 16),
    le(20n, 4),
    hexToBytes(HUB_WALLET),
    le(32n, 4),
    hexToBytes(HASH),
  ]);
  assert.deepEqual(Uint8Array.from(ix.data), expected);
  assert.deepEqual(metas(ix), [`${USER} s w`, `${CONN} - -`, `${SOL} - -`, `${pda(CONN, "config")} - w`]);
});
