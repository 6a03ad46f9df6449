/**
 * `createSolanaRpcApp`: the minimal Solana JSON-RPC the Solana spoke needs, at `POST /` (mount it at `/solana`):
 * `getLatestBlockhash`, `getTransaction` (`json` or `base64`, `_transaction_record.ts`), `sendTransaction` (base64 legacy and v0 transactions; a v0 message with address table lookups is refused as
 * the node refuses a table that does not exist), `simulateTransaction` (the same checks, signatures only with
 * `sigVerify: true`, nothing recorded: `value.err` and `unitsConsumed` from the compute-budget metering),
 * `getSignatureStatuses`, `getBalance`,
 * `getTokenAccountsByOwner` (`jsonParsed`, one account of the asked mint holding `tokenBalance`: the owner's
 * associated token account), `getAccountInfo` (the spoke programs' Anchor IDL accounts, `_idl_account.ts`, as
 * stored; any other address an empty system account),
 * `getMinimumBalanceForRentExemption`, `getSlot`, `getBlockHeight`, `getHealth`, `getVersion`.
 *
 * `sendTransaction` checks every signature, finds the asset manager's Anchor `transfer` (a deposit) or the
 * connection's `send_message` (a hub-service write that moves nothing), checks its arguments and accounts as the
 * program does (`spoke_instruction.ts`, read independently of the library's encoders; a refusal is the node's
 * preflight error `-32002` "custom program error: 0x…" with the program's `InstructionError` and logs, as for the
 * layout of our own the library sent up to 2026-11) and records the tx in the ledger with no intent: Solana is a split-tx chain, so the effect is learnt when the relayer receives `data` — the
 * app registers a ledger split-tx resolver that checks `keccak256(data.payload)` against the instruction's
 * verification hash, and `data.address` against its `to`, before decoding the intent from the payload; the
 * packet then carries `data`. A tx with neither fails preflight (`-32002`) and is not recorded. Slots advance with the ledger clock (one per 400 ms).
 *
 * @example Ask the health
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createSolanaRpcApp } from "./rpc_app.ts";
 * const app = createSolanaRpcApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/", { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getHealth" }) });
 * assert.ok((await res.json()).result === "ok");
 * ```
 * @module
 */
import { Buffer } from "node:buffer";
import { Hono } from "hono";
import { sha256 } from "viem";
import { base58 } from "@scure/base";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import type { SplitTxResolution } from "../../state/types.ts";
import { handleJsonRpc, RPC_ERRORS, RpcFault, type RpcHandler } from "../json_rpc.ts";
import { decodeLegacyTransaction, type LegacyTransaction, verifyLegacySignatures } from "./legacy_tx.ts";
import { meterComputeUnits, type Metered } from "./compute_budget.ts";
import {
  associatedTokenAccount,
  findSpokeInstruction,
  resolveSpokeInstruction,
  type SpokeInstruction,
} from "./spoke_instruction.ts";
import { spokeIdlAccounts } from "./_idl_account.ts";
import { type TransactionRecord, transactionRecord, transactionResult } from "./_transaction_record.ts";
import { programErrorOf, type ProgramFailure } from "./_program_error.ts";
import { type MapsStore, mapsStore } from "../../state/maps_store.ts";

/** The packaged Solana asset manager program id. */
export const DEFAULT_SOLANA_ASSET_MANAGER = "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH";
/** The packaged Solana connection program id. */
export const DEFAULT_SOLANA_CONNECTION = "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB";
const SLOT_MS = 400;

/** Options of {@link createSolanaRpcApp}. */
export interface SolanaRpcAppOptions {
  /** Where accepted deposits are recorded; the app registers its split-tx resolver on it. */
  ledger: Ledger;
  /** The asset-manager program id. @default DEFAULT_SOLANA_ASSET_MANAGER */
  assetManager?: string | undefined;
  /** The connection program id (hub-call messages). @default DEFAULT_SOLANA_CONNECTION */
  connection?: string | undefined;
  /** Chain key the txs are recorded under. @default "solana" */
  chainKey?: string | undefined;
  /** Lamports every account holds. @default 1_000_000_000_000 */
  balance?: number | undefined;
  /** Base units of every SPL mint every owner holds (in one token account). @default 1_000_000_000n */
  tokenBalance?: bigint | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched accounts read `balance` and
   * `tokenBalance`), and a deposit beyond the sender's balance fails preflight. @default undefined (fixed)
   */
  balances?: BalanceBook | undefined;
  /** The native token id deposits and reads use for SOL. @default "11111111111111111111111111111111" */
  nativeToken?: string | undefined;
}

/**
 * Creates the Solana JSON-RPC app.
 *
 * @param options see {@link SolanaRpcAppOptions}
 * @returns the hono app (routes `POST /`)
 */
export function createSolanaRpcApp(
  options: SolanaRpcAppOptions,
): Hono & {
  store: MapsStore<{ recorded: Map<string, SpokeInstruction>; transactions: Map<string, TransactionRecord> }>;
} {
  const { ledger, assetManager = DEFAULT_SOLANA_ASSET_MANAGER, chainKey = "solana" } = options;
  const balance = options.balance ?? 1_000_000_000_000;
  const tokenBalance = options.tokenBalance ?? 1_000_000_000n;
  const connection = options.connection ?? DEFAULT_SOLANA_CONNECTION;
  const recorded = new Map<string, SpokeInstruction>();
  const transactions = new Map<string, TransactionRecord>();
  const idlAccounts = spokeIdlAccounts({ assetManager, connection });
  const slot = (): number => Math.floor(ledger.now() / SLOT_MS);
  const context = () => ({ slot: slot() });
  const { balances } = options;
  const native = options.nativeToken ?? "11111111111111111111111111111111";
  balances?.seedChain(chainKey, (_account, token) => token === native ? BigInt(balance) : tokenBalance);
  const lamportsOf = (params: unknown): number => {
    const [owner] = Array.isArray(params) ? params : [];
    if (balances === undefined || typeof owner !== "string") return balance;
    return Number(balances.balanceOf(chainKey, owner, native));
  };

  ledger.registerSplitTxResolver(chainKey, (tx, data): SplitTxResolution => {
    const ix = recorded.get(tx.txHash);
    return ix === undefined ? { ok: true, update: {} } : resolveSpokeInstruction(ix, data);
  });

  /** Decodes a base64 transaction as the node does (`sendTransaction` and `simulateTransaction`). */
  function decodeWire(encoded: unknown, config: unknown): { tx: LegacyTransaction; wire: Uint8Array } {
    if (typeof encoded !== "string") throw invalidParams("expected a base64 transaction");
    const encoding = (config as { encoding?: unknown } | undefined)?.encoding;
    if (encoding !== undefined && encoding !== "base64") {
      throw invalidParams("only base64 encoding is simulated");
    }
    let tx: LegacyTransaction;
    const wire = Buffer.from(encoded, "base64");
    try {
      tx = decodeLegacyTransaction(wire);
    } catch (cause) {
      throw invalidParams(`cannot decode transaction: ${String(cause)}`);
    }
    if (tx.addressTableLookups.length > 0) {
      // The node's address loader finds no such table (the simulated chain holds none): its sanitize error.
      throw new RpcFault(
        RPC_ERRORS.INVALID_PARAMS,
        "invalid transaction: Transaction loads an address table account that doesn't exist",
      );
    }
    return { tx, wire };
  }

  /**
   * Runs the transaction as preflight does: the programs' checks, balances, then compute-unit metering. Throws the
   * preflight `RpcFault` (-32002, `data: {err, logs}`) on a failure.
   */
  function execute(
    tx: LegacyTransaction,
  ): { found: SpokeInstruction; metered: Extract<Metered, { ok: true }> } {
    const found = findSpokeInstruction(tx, { assetManager, connection });
    if (!found.ok) {
      const e = found.error;
      throw "reason" in e ? preflight(e.reason) : programFailure(e.index, e.programId, e.failure);
    }
    if (balances !== undefined && found.value.kind === "deposit") {
      const { token, amount } = found.value.deposit;
      const have = balances.balanceOf(chainKey, found.value.user, token);
      if (have < amount) {
        const index = tx.instructions.findIndex((i) => i.programId === assetManager);
        throw programFailure(index, assetManager, {
          name: token === native ? "InsufficientFunds" : "SplInsufficientFunds",
          detail: `insufficient funds: ${have} < ${amount}`,
        });
      }
    }
    // The programs' own refusals come first: they fail early, long before a budget runs out.
    const metered = meterComputeUnits(tx.instructions, {
      [assetManager]: SPOKE_PROGRAM_UNITS.deposit,
      [connection]: SPOKE_PROGRAM_UNITS.message,
    });
    if (!metered.ok) throw computeBudgetFailure(metered, tx.instructions[metered.index]?.programId ?? "");
    return { found: found.value, metered };
  }

  function sendTransaction(params: unknown): string {
    const [encoded, config] = positional(params, 1);
    const { tx, wire } = decodeWire(encoded, config);
    const first = tx.signatures[0];
    if (!first || !tx.feePayer || !verifyLegacySignatures(tx)) {
      throw preflight("signature verification failed");
    }
    const signature = base58.encode(first);
    if (recorded.has(signature) && ledger.getSpokeTx(chainKey, signature)) return signature;
    const { found } = execute(tx);
    recorded.set(signature, found);
    transactions.set(
      signature,
      transactionRecord(tx, wire, {
        slot: slot(),
        blockTime: Math.floor(ledger.now() / 1000),
        lamportsOf: (account) => lamportsOf([account]),
      }),
    );
    ledger.recordSpokeTx({ chainKey, txHash: signature, from: found.user });
    return signature;
  }

  /**
   * `simulateTransaction`: the preflight run without recording anything. Signatures are checked only with
   * `sigVerify: true` (the node's default is false, so an unsigned transaction simulates); a failure is the answer's
   * `value.err` with its logs, not a JSON-RPC error, and `unitsConsumed` is what metering counted.
   */
  function simulateTransaction(params: unknown): unknown {
    const [encoded, config] = positional(params, 1);
    const options = (config ?? {}) as { sigVerify?: unknown; replaceRecentBlockhash?: unknown };
    if (options.sigVerify === true && options.replaceRecentBlockhash === true) {
      throw invalidParams("sigVerify may not be used with replaceRecentBlockhash");
    }
    const { tx } = decodeWire(encoded, config);
    if (!tx.feePayer) throw invalidParams("invalid transaction: no fee payer");
    if (options.sigVerify === true && !verifyLegacySignatures(tx)) {
      throw new RpcFault(-32003, "Transaction signature verification failure");
    }
    const answer = (err: unknown, logs: readonly string[], unitsConsumed: number) => ({
      context: context(),
      value: { err, logs, accounts: null, unitsConsumed, returnData: null, innerInstructions: null },
    });
    try {
      const { metered } = execute(tx);
      const logs = tx.instructions.flatMap((ix) => [
        `Program ${ix.programId} invoke [1]`,
        `Program ${ix.programId} success`,
      ]);
      return answer(null, logs, metered.units);
    } catch (fault) {
      if (!(fault instanceof RpcFault) || fault.code !== -32002) throw fault;
      const data = fault.data as { err?: unknown; logs?: readonly string[] } | undefined;
      const failed = meterComputeUnits(tx.instructions, {
        [assetManager]: SPOKE_PROGRAM_UNITS.deposit,
        [connection]: SPOKE_PROGRAM_UNITS.message,
      });
      return answer(data?.err ?? fault.message, data?.logs ?? [], failed.units);
    }
  }

  function getSignatureStatuses(params: unknown): unknown {
    const [signatures] = positional(params, 1);
    if (!Array.isArray(signatures) || signatures.length > 256) {
      throw invalidParams("expected up to 256 signatures");
    }
    return {
      context: context(),
      value: signatures.map((s) =>
        typeof s === "string" && ledger.getSpokeTx(chainKey, s)
          ? { slot: slot(), confirmations: null, err: null, confirmationStatus: "finalized" }
          : null
      ),
    };
  }

  const methods: Record<string, RpcHandler> = {
    getHealth: () => "ok",
    getVersion: () => ({ "solana-core": "1.18.26-sim", "feature-set": 0 }),
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: blockhashOf(slot()), lastValidBlockHeight: slot() + 150 },
    }),
    getBalance: (params) => ({ context: context(), value: lamportsOf(params) }),
    getTokenAccountsByOwner: (params) =>
      tokenAccountsByOwner(
        params,
        (owner, mint) => balances?.balanceOf(chainKey, owner, mint) ?? tokenBalance,
        context(),
      ),
    getAccountInfo: (params) => {
      const [address] = positional(params, 1);
      const stored = typeof address === "string" ? idlAccounts.get(address) : undefined;
      return {
        context: context(),
        value: stored === undefined
          ? {
            lamports: lamportsOf(params),
            owner: "11111111111111111111111111111111",
            data: ["", "base64"],
            executable: false,
            rentEpoch: 0,
            space: 0,
          }
          : {
            lamports: rentExempt(stored.data.length),
            owner: stored.owner,
            data: [Buffer.from(stored.data).toString("base64"), "base64"],
            executable: false,
            rentEpoch: 0,
            space: stored.data.length,
          },
      };
    },
    getMinimumBalanceForRentExemption: (params) => {
      const [size] = positional(params, 1);
      if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) {
        throw invalidParams("bad size");
      }
      return rentExempt(size);
    },
    sendTransaction,
    simulateTransaction,
    getSignatureStatuses,
    getTransaction: (params) => {
      const [signature, config] = positional(params, 1);
      const answer = transactionResult(
        typeof signature === "string" ? transactions.get(signature) : undefined,
        config,
      );
      if (!answer.ok) throw new RpcFault(answer.error.code, answer.error.message);
      return answer.value;
    },
  };

  const app = new Hono();
  app.post("/", (c) => handleJsonRpc(c, methods));
  return Object.assign(app, { store: mapsStore({ recorded, transactions }) });
}

function tokenAccountsByOwner(
  params: unknown,
  amountOf: (owner: string, mint: string) => bigint,
  ctx: { slot: number },
): unknown {
  const [owner, filter, config] = positional(params, 2);
  const mint = (filter as { mint?: unknown } | null)?.mint;
  if (typeof owner !== "string" || typeof mint !== "string") {
    throw invalidParams("expected an owner and a { mint } filter");
  }
  if ((config as { encoding?: unknown } | undefined)?.encoding !== "jsonParsed") {
    throw invalidParams("only jsonParsed encoding is simulated");
  }
  const amount = amountOf(owner, mint);
  const pubkey = associatedTokenAccount(owner, mint);
  const info = {
    mint,
    owner,
    state: "initialized",
    isNative: false,
    tokenAmount: {
      amount: amount.toString(),
      decimals: 0,
      uiAmount: Number(amount),
      uiAmountString: `${amount}`,
    },
  };
  return {
    context: ctx,
    value: [{
      pubkey,
      account: {
        lamports: 2_039_280,
        owner: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
        executable: false,
        rentEpoch: 0,
        space: 165,
        data: { program: "spl-token", parsed: { type: "account", info }, space: 165 },
      },
    }],
  };
}

function positional(params: unknown, min: number): unknown[] {
  if (!Array.isArray(params) || params.length < min) throw invalidParams(`expected at least ${min} params`);
  return params;
}

function invalidParams(message: string): RpcFault {
  return new RpcFault(RPC_ERRORS.INVALID_PARAMS, `Invalid params: ${message}`);
}

function programFailure(index: number, programId: string, failure: ProgramFailure): RpcFault {
  const { message, data } = programErrorOf(index, programId, failure);
  return new RpcFault(-32002, message, data);
}

/**
 * What the spoke programs are charged (docs/chains/solana.md#compute-budget): the budget the platform's client
 * requests for each (1,400,000 for a deposit, 1,000,000 for a message) less its two compute-budget instructions.
 */
const SPOKE_PROGRAM_UNITS = { deposit: 1_400_000 - 300, message: 1_000_000 - 300 } as const;

/** The preflight error of a transaction the compute budget refuses, as a node words it. */
function computeBudgetFailure(metered: Extract<Metered, { ok: false }>, programId: string): RpcFault {
  const { index, error } = metered;
  if (error === "DuplicateInstruction") {
    return new RpcFault(
      -32002,
      `Transaction simulation failed: Transaction contains a duplicate instruction (${index}) that is not allowed`,
      { err: { DuplicateInstruction: index }, logs: [] },
    );
  }
  const words = error === "ComputationalBudgetExceeded"
    ? "Computational budget exceeded"
    : "invalid instruction data";
  const logs = error === "ComputationalBudgetExceeded"
    ? [
      `Program ${programId} invoke [1]`,
      `Program ${programId} consumed ${metered.units} of ${metered.limit} compute units`,
      `Program ${programId} failed: exceeded CUs meter at BPF instruction`,
    ]
    : [];
  return new RpcFault(
    -32002,
    `Transaction simulation failed: Error processing Instruction ${index}: ${words}`,
    {
      err: { InstructionError: [index, error] },
      logs,
    },
  );
}

function preflight(reason: string): RpcFault {
  return new RpcFault(-32002, `Transaction simulation failed: ${reason}`, { err: reason, logs: [] });
}

function rentExempt(size: number): number {
  return (size + 128) * 6960;
}

function blockhashOf(slot: number): string {
  return base58.encode(sha256(new TextEncoder().encode(`sim-blockhash:${slot}`), "bytes"));
}
