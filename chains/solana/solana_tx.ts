/**
 * The Solana transaction path the adapter's writes share (swap intents and hub calls): build a legacy transaction
 * around one program instruction (fee payer, recent blockhash, optional priority fee), then either serialize it
 * unsigned (raw mode) or have the wallet sign it and send it with `sendTransaction`.
 *
 * @example Serialize an unsigned transaction
 * ```ts
 * import assert from "node:assert/strict";
 * import { Buffer } from "node:buffer";
 * import { Keypair, SystemProgram, Transaction } from "@solana/web3.js";
 * import { serializeUnsignedSolanaTx } from "./solana_tx.ts";
 * const kp = Keypair.generate();
 * const tx = new Transaction({ feePayer: kp.publicKey, blockhash: "11111111111111111111111111111111", lastValidBlockHeight: 1 })
 *   .add(SystemProgram.transfer({ fromPubkey: kp.publicKey, toPubkey: kp.publicKey, lamports: 1 }));
 * assert.ok(Transaction.from(Buffer.from(serializeUnsignedSolanaTx(tx), "base64")).instructions.length === 1);
 * ```
 * @module
 */
import { base64 } from "@scure/base";
import { ComputeBudgetProgram, PublicKey, Transaction, type TransactionInstruction } from "@solana/web3.js";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeBase58 } from "../address/base58.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { SolanaWalletProvider } from "./wallet.ts";

/** A Solana JSON-RPC call (the adapter's bound `jsonRpcCall`). */
export type SolanaRpcCall = (
  method: string,
  params: unknown[],
  signal: AbortSignal | undefined,
  mutation?: boolean,
) => Promise<Result<unknown, ClientError>>;

/** What a write is called in messages and which context its errors carry. */
export interface SolanaWriteContext {
  /** The operation, in messages: `Cannot {operation}: ...` (`create intent`, `send hub calls`). */
  operation: string;
  /** Plain data added to every error (`chainKey`, ...). */
  context: ErrorContextFields;
  /** Aborts the RPC calls. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * The compute-unit limit a deposit transaction asks for: the asset manager's `transfer` with its token moves and
 * its connection message. The platform's client asks for the same (docs/chains/solana.md#compute-budget); the
 * runtime's default (200,000 per instruction) is not shown to suffice.
 */
export const DEPOSIT_COMPUTE_UNIT_LIMIT = 1_400_000;
/** The compute-unit limit a connection message (hub calls without a deposit) asks for, as the platform's client does. */
export const MESSAGE_COMPUTE_UNIT_LIMIT = 1_000_000;

/** A program instruction and the compute-unit limit its transaction asks for. */
export interface BudgetedInstruction {
  /** The program instruction. */
  instruction: TransactionInstruction;
  /** The transaction's compute-unit limit ({@link DEPOSIT_COMPUTE_UNIT_LIMIT}, {@link MESSAGE_COMPUTE_UNIT_LIMIT}). */
  computeUnitLimit: number;
}

/**
 * Builds the unsigned transaction: `feePayer`, the latest blockhash, the compute-unit limit and price
 * (`SetComputeUnitLimit`, then `SetComputeUnitPrice` at `gasPrice`, 0 included, in the platform's order), then
 * the instruction `makeInstruction` returns.
 *
 * @param rpc the RPC call
 * @param feePayer the fee payer and signer (base58)
 * @param makeInstruction builds the program instruction and names its budget (may throw on malformed keys)
 * @param gasPrice micro-lamports per compute unit (decimal string) @default "0"
 * @param write operation name, error context and signal
 * @returns the transaction; failures: `INTENT_CREATION_FAILED` (the blockhash read failed or building threw:
 *   `cause`), `ABORTED`
 */
export async function buildSolanaTx(
  rpc: SolanaRpcCall,
  feePayer: string,
  makeInstruction: () => BudgetedInstruction,
  gasPrice: string | undefined,
  write: SolanaWriteContext,
): Promise<Result<Transaction, ClientError>> {
  const blockhash = await rpc("getLatestBlockhash", [{ commitment: "confirmed" }], write.signal);
  if (!blockhash.ok) return err(rpcFailure("getLatestBlockhash", write, blockhash.error));
  const recent = readBlockhash(blockhash.value);
  if (recent === undefined) {
    return err(rpcFailure("getLatestBlockhash", write, new Error("malformed getLatestBlockhash result")));
  }
  try {
    const tx = new Transaction({ feePayer: new PublicKey(feePayer), ...recent });
    const { instruction, computeUnitLimit } = makeInstruction();
    tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: computeUnitLimit }));
    tx.add(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: BigInt(gasPrice ?? "0") }));
    return ok(tx.add(instruction));
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", `Cannot ${write.operation}: building the Solana tx failed`, {
        context: { ...(write.context as Readonly<Record<string, unknown>>) },
        cause,
      }),
    );
  }
}

/**
 * Serializes an unsigned transaction (no signature checks), base64: what raw mode hands back.
 *
 * @param tx the transaction
 * @returns base64 wire bytes with empty signature slots
 */
export function serializeUnsignedSolanaTx(tx: Transaction): string {
  return base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

/**
 * Signs `tx` with `wallet` and sends it.
 *
 * @param rpc the RPC call
 * @param tx the unsigned transaction
 * @param wallet the signer (the fee payer)
 * @param write operation name, error context and signal
 * @returns the signature; failures: `WALLET_ERROR` (signing threw), `INTENT_CREATION_FAILED` (the node refused the
 *   tx or returned no signature: `cause`), `ABORTED`
 */
export async function signAndSendSolanaTx(
  rpc: SolanaRpcCall,
  tx: Transaction,
  wallet: SolanaWalletProvider,
  write: SolanaWriteContext,
): Promise<Result<string, ClientError>> {
  let raw: Uint8Array;
  let txHash: string | undefined;
  try {
    const signed = await wallet.signTransaction(tx);
    raw = signed.serialize();
    txHash = signed.signature ? encodeBase58(signed.signature) : undefined;
  } catch (cause) {
    return err(walletError("signTransaction", write.context, cause, write.operation));
  }
  // A send whose answer is lost may still land: the failure carries the signature so callers can follow it up.
  const sendContext = { ...write, context: { ...write.context, ...(txHash ? { txHash } : {}) } };
  const sent = await rpc(
    "sendTransaction",
    [base64.encode(raw), { encoding: "base64", preflightCommitment: "confirmed" }],
    write.signal,
    true,
  );
  if (!sent.ok) return err(rpcFailure("sendTransaction", sendContext, sent.error));
  if (typeof sent.value !== "string" || sent.value === "") {
    return err(
      rpcFailure(
        "sendTransaction",
        sendContext,
        new Error(`the node returned no signature: ${describeValue(sent.value)}`),
      ),
    );
  }
  return ok(sent.value);
}

function readBlockhash(result: unknown): { blockhash: string; lastValidBlockHeight: number } | undefined {
  const value = (result as { value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } } | null)?.value;
  if (typeof value?.blockhash !== "string" || typeof value.lastValidBlockHeight !== "number") {
    return undefined;
  }
  return { blockhash: value.blockhash, lastValidBlockHeight: value.lastValidBlockHeight };
}

function rpcFailure(method: string, write: SolanaWriteContext, cause: unknown): ClientError {
  if (cause instanceof ClientError && cause.code === "ABORTED") {
    return new ClientError("ABORTED", cause.message, {
      context: { ...cause.context, ...(write.context as Readonly<Record<string, unknown>>) },
      cause,
    });
  }
  return new ClientError("INTENT_CREATION_FAILED", `Cannot ${write.operation}: ${method} failed`, {
    context: { ...(write.context as Readonly<Record<string, unknown>>), method },
    cause,
  });
}
