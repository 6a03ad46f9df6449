/**
 * What the simulated Solana node keeps of an accepted transaction and how `getTransaction` returns it (`json`
 * or `base64` encoding): the compiled message, a successful meta, the version rules of the real node (a v0
 * transaction needs `maxSupportedTransactionVersion`, error `-32015`; `version` is present only when that
 * parameter is) and its commitment floor (`confirmed`).
 * @module
 */
import { Buffer } from "node:buffer";
import { base58 } from "@scure/base";
import type { LegacyTransaction } from "./legacy_tx.ts";

/** Lamports per signature, the fee the node charges. */
const FEE_PER_SIGNATURE = 5000;

/** An accepted transaction as the node stores it (plain data, so snapshots keep it). */
export interface TransactionRecord {
  /** Slot it landed in. */
  slot: number;
  /** Unix seconds of that slot. */
  blockTime: number;
  /** `"legacy"` or `0`. */
  version: "legacy" | 0;
  /** The wire bytes (base64). */
  wire: string;
  /** The signatures (base58). */
  signatures: string[];
  /** The `json` message. */
  message: Record<string, unknown>;
  /** Lamports of each static key as the node read them when it took the transaction. */
  preBalances: number[];
}

/**
 * The record of a transaction the node just took.
 *
 * @param tx the decoded transaction
 * @param wire its bytes
 * @param at slot, block time and the balance reader
 * @returns the record
 */
export function transactionRecord(
  tx: LegacyTransaction,
  wire: Uint8Array,
  at: { slot: number; blockTime: number; lamportsOf: (account: string) => number },
): TransactionRecord {
  const { header, accountKeys, recentBlockhash, instructions } = tx.compiled;
  return {
    slot: at.slot,
    blockTime: at.blockTime,
    version: tx.version,
    wire: Buffer.from(wire).toString("base64"),
    signatures: tx.signatures.map((s) =>
      s === undefined ? base58.encode(new Uint8Array(64)) : base58.encode(s)
    ),
    message: {
      accountKeys,
      header,
      recentBlockhash,
      instructions: instructions.map((ix) => ({
        programIdIndex: ix.programIdIndex,
        accounts: ix.accounts,
        data: base58.encode(ix.data),
        stackHeight: null,
      })),
      ...(tx.version === 0 ? { addressTableLookups: [] } : {}),
    },
    preBalances: accountKeys.map(at.lamportsOf),
  };
}

/** Why `getTransaction` refuses: its error code and message. */
export interface GetTransactionRefusal {
  /** JSON-RPC error code. */
  code: number;
  /** Error message. */
  message: string;
}

/**
 * `getTransaction`'s answer for a stored record under the request's config.
 *
 * @param record the stored transaction, or undefined when the node holds none under the signature
 * @param config the request's second parameter (an encoding string or `{encoding, commitment,
 * maxSupportedTransactionVersion}`)
 * @returns the result (`null` when unknown) or the node's refusal
 */
export function transactionResult(
  record: TransactionRecord | undefined,
  config: unknown,
): { ok: true; value: unknown } | { ok: false; error: GetTransactionRefusal } {
  const c = (typeof config === "string" ? { encoding: config } : config ?? {}) as {
    encoding?: unknown;
    commitment?: unknown;
    maxSupportedTransactionVersion?: unknown;
  };
  const encoding = c.encoding ?? "json";
  if (encoding !== "json" && encoding !== "base64") {
    return {
      ok: false,
      error: { code: -32602, message: "Invalid params: only json and base64 encodings are simulated" },
    };
  }
  if (c.commitment === "processed") {
    return {
      ok: false,
      error: { code: -32602, message: "Method does not support commitment below `confirmed`" },
    };
  }
  const max = c.maxSupportedTransactionVersion;
  if (max !== undefined && max !== 0) {
    return {
      ok: false,
      error: { code: -32602, message: "Invalid params: unsupported maxSupportedTransactionVersion" },
    };
  }
  if (record === undefined) return { ok: true, value: null };
  if (record.version === 0 && max === undefined) {
    return {
      ok: false,
      error: {
        code: -32015,
        message:
          "Transaction version (0) is not supported by the requesting client. Please try the request " +
          'again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      },
    };
  }
  const fee = FEE_PER_SIGNATURE * record.signatures.length;
  const postBalances = record.preBalances.map((b, i) => i === 0 ? b - fee : b);
  return {
    ok: true,
    value: {
      slot: record.slot,
      blockTime: record.blockTime,
      transaction: encoding === "base64"
        ? [record.wire, "base64"]
        : { signatures: record.signatures, message: record.message },
      meta: {
        err: null,
        status: { Ok: null },
        fee,
        preBalances: record.preBalances,
        postBalances,
        innerInstructions: [],
        logMessages: [],
        preTokenBalances: [],
        postTokenBalances: [],
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
        computeUnitsConsumed: 0,
      },
      ...(max === undefined ? {} : { version: record.version }),
    },
  };
}
