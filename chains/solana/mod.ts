/**
 * The Solana spoke: the adapter (split-tx deposit with a verification hash, relay data for the relayer; hub-service
 * writes through `sendHubCalls`), the wallet provider interface and a keypair implementation, the
 * simulator-compatible deposit and send-message instructions, and signature verification.
 *
 * @example Make a keypair wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@solana/web3.js";
 * import { createKeypairSolanaWallet } from "./mod.ts";
 * assert.ok(createKeypairSolanaWallet(Keypair.generate()).ok);
 * ```
 * @module
 */
export { getAssociatedTokenAddress } from "./associated_token_address.ts";
export {
  createSolanaSpokeAdapter,
  type SolanaSpokeAdapter,
  type SolanaSpokeAdapterOptions,
  type SolanaSpokeChainConfig,
} from "./adapter.ts";
export {
  createDepositInstruction,
  type CreateDepositInstructionParams,
  decodeDepositInstructionData,
  DEPOSIT_DISCRIMINATOR,
  DEPOSIT_INSTRUCTION_SIZE,
  encodeDepositInstructionData,
  MAX_U64,
  type SolanaDeposit,
  type SolanaDepositArgs,
} from "./deposit_instruction.ts";
export {
  createMessageInstruction,
  type CreateMessageInstructionParams,
  decodeMessageInstructionData,
  encodeMessageInstructionData,
  MESSAGE_DISCRIMINATOR,
  MESSAGE_INSTRUCTION_SIZE,
  type SolanaMessage,
} from "./message_instruction.ts";
export {
  createSolanaHubCallSender,
  type SolanaHubCallConfig,
  type SolanaHubCallSender,
} from "./send_hub_calls.ts";
export {
  type BudgetedInstruction,
  buildSolanaTx,
  DEPOSIT_COMPUTE_UNIT_LIMIT,
  MESSAGE_COMPUTE_UNIT_LIMIT,
  serializeUnsignedSolanaTx,
  signAndSendSolanaTx,
  type SolanaRpcCall,
  type SolanaWriteContext,
} from "./solana_tx.ts";
export {
  createSolanaTokenReads,
  SOLANA_NATIVE_TOKEN,
  type SolanaTokenReads,
  type SolanaTokenReadsConfig,
  type SolanaTokenReadsOptions,
} from "./token_reads.ts";
export { isSolanaSignature, verifySolanaTx, type VerifySolanaTxOptions } from "./verify_tx_hash.ts";
export type { SolanaWalletProvider } from "./wallet.ts";
export { createKeypairSolanaWallet } from "./wallet_private_key.ts";
export type {
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from "@solana/web3.js";
