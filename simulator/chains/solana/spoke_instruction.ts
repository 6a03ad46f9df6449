/**
 * What the simulated Solana RPC recognises in a sent transaction: the asset manager's `transfer` (a deposit)
 * or the connection's `send_message` (a hub call that moves nothing), checked as the programs check them
 * (arguments in `_instruction_layout.ts`, accounts in `_account_checks.ts`, both read independently of the
 * library's encoders), and how the relayer's `data` resolves either one (split-tx,
 * docs/rules/relay.md#split-transactions).
 *
 * Accounts of `transfer` (IDL order): signer (w, s), system program, config PDA `["config-seed"]` (w), native
 * vault PDA `["vault_native"]` (w, optional), token vault PDA `["vault_seed", mint]` (w, optional), the signer's
 * token account (w, optional; the simulator's token accounts are associated token accounts), authority PDA
 * `["dapp_authority"]`, mint (optional; absent for SOL), the connection program, the token program, then the
 * connection's config PDA `["config"]` (w) as a remaining account. Of `send_message`: signer (w, s), dapp
 * (optional signer), system program, config PDA `["config"]` (w).
 * @module
 */
import { getAddress, type Hex, keccak256 } from "viem";
import { base58 } from "@scure/base";
import { SIM_HUB_RELAY_CHAIN_ID } from "../../client_config/relay_ids.ts";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import type { LegacyInstruction, LegacyTransaction } from "./legacy_tx.ts";
import { readSendMessageInstruction, readTransferInstruction } from "./_instruction_layout.ts";
import { type AccountRule, checkAccounts } from "./_account_checks.ts";
import { findProgramAddress } from "./_pda.ts";
import { type Checked, type ProgramFailure, refuse } from "./_program_error.ts";
import type { SplitTxResolution } from "../../state/types.ts";

const SYSTEM_PROGRAM = "11111111111111111111111111111111";
const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const ASSOCIATED_TOKEN_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";

/** A deposit's fields. */
export interface SimSolanaDeposit {
  /** Token mint (base58); the system program id for native SOL. */
  token: string;
  /** The user's hub wallet. */
  to: Hex;
  /** Gross amount (u64). */
  amount: bigint;
  /** The `data` argument: `keccak256(payload)` of the hub payload the relayer receives. */
  verificationHash: Hex;
}

/** A send-message's fields. */
export interface SimSolanaMessage {
  /** Relay chain id of the destination. */
  dstChainId: bigint;
  /** The `dst_address` argument: the user's hub wallet. */
  to: Hex;
  /** The `payload` argument: `keccak256(payload)`. */
  verificationHash: Hex;
}

/** A recognised spoke instruction. */
export type SpokeInstruction =
  | { kind: "deposit"; user: string; deposit: SimSolanaDeposit }
  | { kind: "message"; user: string; message: SimSolanaMessage };

/** The program ids the simulator answers for. */
export interface SpokePrograms {
  /** The asset-manager program. */
  assetManager: string;
  /** The connection program. */
  connection: string;
}

/** Where a transaction fails: a plain reason (no spoke instruction) or a program's refusal. */
export type SpokeInstructionFailure =
  | { reason: string }
  | { index: number; programId: string; failure: ProgramFailure };

/** The associated token account of `owner` for `mint`, as the simulator's token accounts are keyed. */
export function associatedTokenAccount(owner: string, mint: string): string {
  return findProgramAddress(
    [base58.decode(owner), base58.decode(TOKEN_PROGRAM), base58.decode(mint)],
    ASSOCIATED_TOKEN_PROGRAM,
  );
}

/**
 * Finds the deposit or message of `tx` and checks it as its program would.
 *
 * @returns the instruction, or why the transaction fails
 */
export function findSpokeInstruction(
  tx: LegacyTransaction,
  programs: SpokePrograms,
): { ok: true; value: SpokeInstruction } | { ok: false; error: SpokeInstructionFailure } {
  const index = tx.instructions.findIndex((i) =>
    i.programId === programs.assetManager || i.programId === programs.connection
  );
  const ix = tx.instructions[index];
  if (ix === undefined) {
    return { ok: false, error: { reason: "no instruction for the asset manager or connection" } };
  }
  const checked = ix.programId === programs.assetManager ? checkTransfer(ix, programs) : checkSendMessage(ix);
  return checked.ok
    ? checked
    : { ok: false, error: { index, programId: ix.programId, failure: checked.failure } };
}

function transferRules(keys: LegacyInstruction["keys"], programs: SpokePrograms): AccountRule[] {
  const am = programs.assetManager;
  const user = keys[0]?.pubkey ?? SYSTEM_PROGRAM;
  const mint = keys[7]?.pubkey ?? am;
  return [
    { name: "signer", signer: true, writable: true },
    { name: "system_program", key: SYSTEM_PROGRAM, wrongKey: "InvalidProgramId" },
    { name: "config", key: findProgramAddress(["config-seed"], am), writable: true },
    {
      name: "native_vault_account",
      key: findProgramAddress(["vault_native"], am),
      writable: true,
      optional: true,
    },
    {
      name: "token_vault_account",
      key: findProgramAddress(["vault_seed", base58.decode(mint)], am),
      writable: true,
      optional: true,
    },
    {
      name: "signer_token_account",
      key: associatedTokenAccount(user, mint),
      wrongKey: "AccountNotInitialized",
      writable: true,
      optional: true,
    },
    { name: "authority", key: findProgramAddress(["dapp_authority"], am) },
    { name: "mint", optional: true },
    { name: "connection", key: programs.connection, wrongKey: "ConstraintAddress" },
    { name: "token_program", key: TOKEN_PROGRAM, wrongKey: "InvalidProgramId" },
  ];
}

function checkTransfer(ix: LegacyInstruction, programs: SpokePrograms): Checked<SpokeInstruction> {
  const args = readTransferInstruction(Uint8Array.from(ix.data));
  if (!args.ok) return args;
  const accounts = checkAccounts(ix.keys, transferRules(ix.keys, programs), programs.assetManager);
  if (!accounts.ok) return accounts;
  const remaining = ix.keys[10];
  if (remaining?.pubkey !== findProgramAddress(["config"], programs.connection) || !remaining.isWritable) {
    return refuse("AccountNotEnoughKeys", "connection config (remaining account)");
  }
  const [user, , , nativeVault, tokenVault, signerToken, , mint] = accounts.value;
  const { amount, to, data } = args.value;
  if (to.length !== 42) return refuse("InvalidRecipientAddress");
  if (mint === undefined && nativeVault === undefined) return refuse("NativeVaultIsRequired");
  if (mint !== undefined && (tokenVault === undefined || signerToken === undefined)) {
    return refuse("TokenVaultIsRequired");
  }
  return {
    ok: true,
    value: {
      kind: "deposit",
      user: user as string,
      deposit: { token: mint ?? SYSTEM_PROGRAM, to: getAddress(to), amount, verificationHash: data },
    },
  };
}

function checkSendMessage(ix: LegacyInstruction): Checked<SpokeInstruction> {
  const args = readSendMessageInstruction(Uint8Array.from(ix.data));
  if (!args.ok) return args;
  const accounts = checkAccounts(ix.keys, [
    { name: "signer", signer: true, writable: true },
    { name: "dapp", signer: true, optional: true },
    { name: "system_program", key: SYSTEM_PROGRAM, wrongKey: "InvalidProgramId" },
    { name: "config", key: findProgramAddress(["config"], ix.programId), writable: true },
  ], ix.programId);
  if (!accounts.ok) return accounts;
  const { dstChainId, dstAddress, payload } = args.value;
  return {
    ok: true,
    value: {
      kind: "message",
      user: accounts.value[0] as string,
      message: { dstChainId, to: dstAddress, verificationHash: payload },
    },
  };
}

/**
 * Resolves a recorded instruction from the relayer's `data`: a message must go to the hub, the payload must hash
 * to the verification hash and `data.address` must be the instruction's hub wallet; the intent (if the payload
 * creates one) and the deposit follow.
 */
export function resolveSpokeInstruction(
  ix: SpokeInstruction,
  data: { address: string; payload: string },
): SplitTxResolution {
  const fields = ix.kind === "deposit" ? ix.deposit : ix.message;
  if (ix.kind === "message" && ix.message.dstChainId !== SIM_HUB_RELAY_CHAIN_ID) {
    return { ok: false, message: `message destination ${ix.message.dstChainId} is not the hub` };
  }
  if (keccak256(data.payload as Hex) !== fields.verificationHash) {
    return { ok: false, message: "data.payload does not match the transaction's verification hash" };
  }
  if (data.address.toLowerCase() !== fields.to.toLowerCase()) {
    return { ok: false, message: `data.address differs from the ${ix.kind}'s hub wallet` };
  }
  const decoded = decodeHubPayloadIntent(data.payload);
  const effect = decoded.ok ? decoded.value : undefined;
  return {
    ok: true,
    update: {
      intent: effect?.intent,
      intentHash: effect?.intentHash,
      deposit: ix.kind === "deposit"
        ? {
          token: ix.deposit.token,
          to: getAddress(ix.deposit.to),
          amount: ix.deposit.amount,
          hubCalls: data.payload,
        }
        : undefined,
    },
  };
}
