/**
 * The Solana asset-manager program's deposit: the Anchor instruction `transfer(amount: u64, to: bytes, data:
 * bytes)` of the platform's 2.0 source (`packages/sdk/src/shared/entities/solana/types/asset_manager.ts`,
 * `SolanaSpokeService.deposit`). Like the split-transaction design (docs/rules/relay.md#split-transactions),
 * `data` carries only `keccak256(payload)`; the payload itself goes to the relayer as relay `data`.
 *
 * Instruction data (76 bytes): the 8-byte discriminator `sha256("global:transfer")[0..8]`, then the Borsh
 * arguments: `amount` u64, `to` (u32 length 20, the user's hub wallet), `data` (u32 length 32, the hash).
 *
 * Accounts, in order (`w` writable, `s` signer; an absent optional account is the program id itself, read-only,
 * as Anchor's client fills it):
 *
 * | # | Account | Native SOL | SPL mint |
 * |---|---|---|---|
 * | 0 | signer (w, s) | user | user |
 * | 1 | system program | `111…1` | `111…1` |
 * | 2 | config (w) | PDA `["config-seed"]` | same |
 * | 3 | native vault (w) | PDA `["vault_native"]` | absent |
 * | 4 | token vault (w) | absent | PDA `["vault_seed", mint]` |
 * | 5 | signer token account (w) | absent | the user's associated token account |
 * | 6 | authority | PDA `["dapp_authority"]` | same |
 * | 7 | mint | absent | the mint |
 * | 8 | connection program | the chain's `connection` | same |
 * | 9 | token program | `Tokenkeg…` | same |
 * | 10 | (remaining) connection config (w) | PDA `["config"]` of the connection | same |
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeDepositInstructionData, encodeDepositInstructionData } from "./deposit_instruction.ts";
 * const data = encodeDepositInstructionData({
 *   to: "0x1111111111111111111111111111111111111111",
 *   amount: 5n,
 *   verificationHash: `0x${"ab".repeat(32)}`,
 * });
 * const r = decodeDepositInstructionData(data);
 * assert.ok(data.length === 76 && r.ok && r.value.amount === 5n);
 * ```
 * @module
 */
// The npm `buffer` package web3.js itself uses (browser-safe), not `node:buffer`.
import { Buffer } from "buffer";
import { type AccountMeta, PublicKey, TransactionInstruction } from "@solana/web3.js";
import { type Address, getAddress, type Hex, hexToBytes } from "viem";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import {
  anchorArgs,
  anchorDiscriminator,
  assertHubFields,
  decodeAnchorArgs,
  encodeAnchorArgs,
} from "./_anchor.ts";
import {
  assetManagerAuthority,
  assetManagerConfig,
  associatedTokenAccount,
  connectionConfig,
  nativeVault,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  tokenVault,
} from "./_spoke_accounts.ts";

/** Size of the instruction data. */
export const DEPOSIT_INSTRUCTION_SIZE = 76;
/** The largest amount a u64 holds. */
export const MAX_U64 = (1n << 64n) - 1n;
/** The 8-byte discriminator: `sha256("global:transfer")[0..8]`. */
export const DEPOSIT_DISCRIMINATOR: Uint8Array = anchorDiscriminator("transfer");

const TRANSFER_ARGS = anchorArgs([["amount", "u64"], ["to", ["u8"]], ["data", ["u8"]]]);

/** The arguments of a deposit instruction. */
export interface SolanaDepositArgs {
  /** The user's hub wallet (`to`, 20 bytes). */
  to: Address;
  /** Gross amount in the token's base units (u64). */
  amount: bigint;
  /** `keccak256(payload)` of the hub payload the relayer receives (`data`, 32 bytes). */
  verificationHash: Hex;
}

/** The fields of a deposit: its arguments and the token, which the accounts carry. */
export interface SolanaDeposit extends SolanaDepositArgs {
  /** Token mint (base58); the system program id for native SOL. */
  token: string;
}

/**
 * Encodes the instruction data.
 *
 * @param args the arguments
 * @returns 76 bytes
 * @throws {RangeError} when a field is out of range (the adapter checks them first)
 * @example Starts with the discriminator
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEPOSIT_DISCRIMINATOR, encodeDepositInstructionData } from "./deposit_instruction.ts";
 * const data = encodeDepositInstructionData({
 *   to: "0x1111111111111111111111111111111111111111", amount: 1n, verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(data.slice(0, 8).every((b, i) => b === DEPOSIT_DISCRIMINATOR[i]));
 * ```
 */
export function encodeDepositInstructionData(args: SolanaDepositArgs): Uint8Array {
  if (args.amount < 0n || args.amount > MAX_U64) throw new RangeError("amount must fit in a u64");
  assertHubFields(args.to, args.verificationHash);
  return encodeAnchorArgs(DEPOSIT_DISCRIMINATOR, TRANSFER_ARGS, {
    amount: args.amount,
    to: hexToBytes(args.to),
    data: hexToBytes(args.verificationHash),
  });
}

/**
 * Decodes instruction data written by {@link encodeDepositInstructionData}.
 *
 * @param data the instruction data
 * @returns the arguments, or `VALIDATION_FAILED` for a wrong discriminator, a malformed Borsh body or a `to` /
 *   `data` of another length than 20 / 32 bytes
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeDepositInstructionData } from "./deposit_instruction.ts";
 * assert.ok(!decodeDepositInstructionData(new Uint8Array(76)).ok);
 * ```
 */
export function decodeDepositInstructionData(data: Uint8Array): Result<SolanaDepositArgs, ClientError> {
  const decoded = decodeAnchorArgs(data, DEPOSIT_DISCRIMINATOR, TRANSFER_ARGS, "deposit", {
    to: 20,
    data: 32,
  });
  if (!decoded.ok) return decoded;
  const { amount, to, data: hash } = decoded.value;
  return {
    ok: true,
    value: { amount: BigInt(String(amount)), to: getAddress(to as Hex), verificationHash: hash as Hex },
  };
}

/** Parameters of {@link createDepositInstruction}. */
export interface CreateDepositInstructionParams extends SolanaDeposit {
  /** The asset-manager program id (base58). */
  programId: string;
  /** The connection program id (base58), the asset manager's messenger. */
  connection: string;
  /** The depositor (base58); signs and pays. */
  user: string;
}

/**
 * Builds the deposit instruction (the accounts of the module table).
 *
 * @param params the programs, the user and the deposit fields
 * @returns the instruction
 * @throws {RangeError} or web3.js's error when a key or field is malformed (the adapter checks them first)
 * @example Eleven accounts, the user signs
 * ```ts
 * import assert from "node:assert/strict";
 * import { createDepositInstruction } from "./deposit_instruction.ts";
 * const ix = createDepositInstruction({
 *   programId: "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH", connection: "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB",
 *   user: "9D65m1kweQg8YSprkmVuLtoEvueB2uM5s53rNxXNmxi5", token: "11111111111111111111111111111111",
 *   to: "0x1111111111111111111111111111111111111111", amount: 1n, verificationHash: `0x${"00".repeat(32)}`,
 * });
 * assert.ok(ix.keys.length === 11 && ix.keys[0].isSigner);
 * ```
 */
export function createDepositInstruction(params: CreateDepositInstructionParams): TransactionInstruction {
  const programId = new PublicKey(params.programId);
  const connection = new PublicKey(params.connection);
  const user = new PublicKey(params.user);
  const absent: AccountMeta = { pubkey: programId, isSigner: false, isWritable: false };
  const writable = (pubkey: PublicKey): AccountMeta => ({ pubkey, isSigner: false, isWritable: true });
  const readOnly = (pubkey: PublicKey): AccountMeta => ({ pubkey, isSigner: false, isWritable: false });
  const native = params.token === SYSTEM_PROGRAM_ID;
  const mint = new PublicKey(params.token);
  return new TransactionInstruction({
    programId,
    keys: [
      { pubkey: user, isSigner: true, isWritable: true },
      readOnly(new PublicKey(SYSTEM_PROGRAM_ID)),
      writable(assetManagerConfig(programId)),
      native ? writable(nativeVault(programId)) : absent,
      native ? absent : writable(tokenVault(programId, mint)),
      native ? absent : writable(associatedTokenAccount(user, mint)),
      readOnly(assetManagerAuthority(programId)),
      native ? absent : readOnly(mint),
      readOnly(connection),
      readOnly(new PublicKey(TOKEN_PROGRAM_ID)),
      writable(connectionConfig(connection)),
    ],
    data: Buffer.from(encodeDepositInstructionData(params)),
  });
}
