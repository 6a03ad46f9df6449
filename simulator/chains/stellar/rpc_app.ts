/**
 * `createStellarRpcApp`: the minimal Soroban JSON-RPC the Stellar spoke needs, at `POST /` (mount it at
 * `/soroban`): `getHealth`, `getNetwork`, `getLatestLedger`, `getLedgerEntries` (account entries: every valid
 * `G...` account exists, funded, with a sequence the app tracks), `simulateTransaction` (a fixed minimal footprint,
 * no auth entries, a `minResourceFee` derived from the call (`resourceFeeOf`), the spoke contracts' trap on a call
 * they cannot read; a token contract `balance(id)` call answers `tokenBalance` as an i128), `sendTransaction` and `getTransaction`.
 *
 * `sendTransaction` checks the network, the source signature and the sequence (`current + 1`), then decodes the
 * asset-manager deposit or the connection's `send_message` to the hub (a hub-service write that moves nothing; both
 * read in `_read_invocation.ts`, independently of the library's encoders); `from` must be the tx source.
 * It records the tx in the ledger with the intent decoded from its payload: Stellar carries the payload in full, so
 * relaying needs no `data` (a deposit's payload travels as the ledger deposit's `hubCalls`; a message's through
 * the `messages` log the relayer reads). Anything else answers `status: "ERROR"` and is not recorded. Ledgers close every 5 s of ledger clock.
 *
 * @example The network passphrase
 * ```ts
 * import assert from "node:assert/strict";
 * import { Networks } from "@stellar/stellar-sdk";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createStellarRpcApp } from "./rpc_app.ts";
 * const app = createStellarRpcApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/", { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getNetwork" }) });
 * assert.ok((await res.json()).result.passphrase === Networks.PUBLIC);
 * ```
 * @module
 */
import {
  Address as StellarAddress,
  FeeBumpTransaction,
  Keypair,
  nativeToScVal,
  Networks,
  type Transaction,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import { Hono } from "hono";
import { bytesToHex, sha256 } from "viem";
import type { Ledger } from "../../state/ledger.ts";
import { handleJsonRpc, RPC_ERRORS, RpcFault, type RpcHandler } from "../json_rpc.ts";
import { accountEntryXdr, accountIdOfKey, SIM_ACCOUNT_BALANCE } from "./_ledger_entries.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { readSpokeCall } from "./_spoke_call.ts";
import type { StellarMessageLog } from "./message_log.ts";
import { type MapsStore, mapsStore } from "../../state/maps_store.ts";
import type { ChangeTrustOutcome } from "./_change_trust.ts";

/** The packaged Stellar asset manager contract id. */
export const DEFAULT_STELLAR_ASSET_MANAGER = "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3";
/** The packaged Stellar connection contract id. */
export const DEFAULT_STELLAR_CONNECTION = "CDFQDDPUPAM3XPGORHDOEFRNLMKOH3N3X6XTXNLSXJQXIU3RVCM3OPEP";
/** The packaged native XLM token contract id. */
export const DEFAULT_STELLAR_NATIVE_TOKEN = "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA";
/** Sequence number every account starts with. */
export const INITIAL_SEQUENCE = 1n << 32n;
const LEDGER_MS = 5_000;

/** Options of {@link createStellarRpcApp}. */
export interface StellarRpcAppOptions {
  /** Where accepted deposits are recorded. */
  ledger: Ledger;
  /** Network passphrase transactions must be signed for. @default Networks.PUBLIC */
  networkPassphrase?: string | undefined;
  /** The asset-manager contract id. @default DEFAULT_STELLAR_ASSET_MANAGER */
  assetManager?: string | undefined;
  /** The connection contract id (hub-call messages). @default DEFAULT_STELLAR_CONNECTION */
  connection?: string | undefined;
  /**
   * Where accepted messages leave their relay data for the relayer (`relayDataOf`); without it a message relays
   * with an empty payload. @default undefined
   */
  messages?: StellarMessageLog | undefined;
  /** Chain key the txs are recorded under. @default "stellar" */
  chainKey?: string | undefined;
  /** What every token contract's simulated `balance(id)` answers. @default 10_000_000_000n */
  tokenBalance?: bigint | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched accounts read `SIM_ACCOUNT_BALANCE` of
   * XLM and `tokenBalance` of any other token), and a deposit beyond the sender's balance fails.
   * @default undefined (fixed)
   */
  balances?: BalanceBook | undefined;
  /** The native XLM token contract id (deposits and account reads). @default the packaged XLM contract */
  nativeToken?: string | undefined;
  /**
   * Account sequences kept elsewhere (the Horizon-like app's accounts): an account `get` knows uses that
   * sequence in `getLedgerEntries` and the `current + 1` check, and an accepted tx `set`s it there, so a client
   * that loads the account from Horizon (the platform SDK does) and one that reads it over Soroban agree.
   * Accounts it does not know keep the app's own sequence (starting at {@link INITIAL_SEQUENCE}).
   * @default undefined (the app's own sequences only)
   */
  accountSequences?: {
    get(accountId: string): bigint | undefined;
    set(accountId: string, sequence: bigint): void;
  } | undefined;
  /**
   * Classic transactions (a `changeTrust`): asked after the signature and sequence checks; `undefined` leaves the
   * tx to the Soroban path. A refused one answers `ERROR` with its result; an applied one is recorded and
   * `getTransaction` answers `SUCCESS` or `FAILED` with its result. @default undefined (none: such a tx is an ERROR)
   */
  classicTx?: ((tx: Transaction) => ChangeTrustOutcome | undefined) | undefined;
}

/**
 * Creates the Soroban JSON-RPC app.
 *
 * @param options see {@link StellarRpcAppOptions}
 * @returns the hono app (routes `POST /`)
 */
export function createStellarRpcApp(
  options: StellarRpcAppOptions,
): Hono & {
  store: MapsStore<{ sequences: Map<string, bigint>; envelopes: Map<string, StellarSimEnvelope> }>;
} {
  const { ledger, networkPassphrase = Networks.PUBLIC, chainKey = "stellar" } = options;
  const assetManager = options.assetManager ?? DEFAULT_STELLAR_ASSET_MANAGER;
  const connection = options.connection ?? DEFAULT_STELLAR_CONNECTION;
  const tokenBalance = options.tokenBalance ?? 10_000_000_000n;
  const sequences = new Map<string, bigint>();
  const shared = options.accountSequences;
  const sequenceOf = (id: string): bigint => shared?.get(id) ?? sequences.get(id) ?? INITIAL_SEQUENCE;
  const setSequence = (id: string, seq: bigint): void => {
    if (shared?.get(id) !== undefined) shared.set(id, seq);
    else sequences.set(id, seq);
  };
  const envelopes = new Map<string, StellarSimEnvelope>();
  const ledgerSeq = (): number => Math.floor(ledger.now() / LEDGER_MS) + 1;
  const closeTime = (): string => String(Math.floor(ledger.now() / 1000));
  const book = options.balances;
  const native = options.nativeToken ?? DEFAULT_STELLAR_NATIVE_TOKEN;
  book?.seedChain(
    chainKey,
    (account, token) => token === native && account.startsWith("G") ? SIM_ACCOUNT_BALANCE : tokenBalance,
  );
  const balanceOf = (account: string, token: string): bigint =>
    book?.balanceOf(chainKey, account, token) ?? tokenBalance;

  function getLedgerEntries(params: unknown): unknown {
    const keys = (params as { keys?: unknown } | undefined)?.keys;
    if (!Array.isArray(keys) || keys.length > 200) throw invalidParams("keys must be an array of up to 200");
    const entries = [];
    for (const key of keys) {
      const accountId = typeof key === "string" ? accountIdOfKey(key) : undefined;
      if (accountId === undefined) continue;
      const seq = sequenceOf(accountId);
      const xlm = book?.balanceOf(chainKey, accountId, native) ?? SIM_ACCOUNT_BALANCE;
      entries.push({ key, xdr: accountEntryXdr(accountId, seq, xlm), lastModifiedLedgerSeq: ledgerSeq() });
    }
    return { entries, latestLedger: ledgerSeq() };
  }

  function parse(params: unknown): { tx: Transaction; xdr: string } {
    const envelope = (params as { transaction?: unknown } | undefined)?.transaction;
    if (typeof envelope !== "string") throw invalidParams("transaction must be a base64 envelope");
    let tx: Transaction | FeeBumpTransaction;
    try {
      tx = TransactionBuilder.fromXDR(envelope, networkPassphrase);
    } catch (cause) {
      throw invalidParams(`cannot decode transaction: ${String(cause)}`);
    }
    if (tx instanceof FeeBumpTransaction) throw invalidParams("fee-bump envelopes are not simulated");
    return { tx, xdr: envelope };
  }

  function simulate(params: unknown): unknown {
    const { tx } = parse(params);
    if (tx.operations.length !== 1) {
      return { error: "expected exactly one operation", latestLedger: ledgerSeq() };
    }
    const env = tx.toEnvelope();
    const op = env.type === "envelopeTypeTx" ? env.value.tx.operations[0] : undefined;
    const effect = op === undefined ? undefined : readSpokeCall(op, tx.source, { assetManager, connection });
    const called = invokedContract(tx);
    if (effect === undefined && (called === assetManager || called === connection)) {
      // the spoke contract traps on a call it cannot read (wrong arguments, another sender than the source)
      return {
        error:
          "HostError: Error(WasmVm, InvalidAction)\n\nEvent log (newest first):\n   0: [Diagnostic Event] " +
          `contract:${called}, topics:[error, Error(WasmVm, InvalidAction)], data:"VM call trapped"`,
        latestLedger: ledgerSeq(),
      };
    }
    return {
      latestLedger: ledgerSeq(),
      minResourceFee: resourceFeeOf(effect, env.toXDR().length).toString(),
      transactionData: new xdr.SorobanTransactionData({
        ext: xdr.SorobanTransactionDataExt.v0(),
        resources: new xdr.SorobanResources({
          footprint: new xdr.LedgerFootprint({ readOnly: [], readWrite: [] }),
          instructions: 0,
          diskReadBytes: 0,
          writeBytes: 0,
        }),
        resourceFee: 0n,
      }).toXDR("base64"),
      results: [{ auth: [], xdr: simulatedReturn(tx, balanceOf).toXDR("base64") }],
      cost: { cpuInsns: "0", memBytes: "0" },
    };
  }

  function send(params: unknown): unknown {
    const { tx, xdr: envelope } = parse(params);
    const hash = bytesToHex(tx.hash()).slice(2);
    const base = { hash, latestLedger: ledgerSeq(), latestLedgerCloseTime: closeTime() };
    const seen = envelopes.get(hash);
    if (seen !== undefined && (seen.classic !== undefined || ledger.getSpokeTx(chainKey, hash))) {
      return { ...base, status: "DUPLICATE" };
    }
    const refusal = check(tx);
    if (refusal !== undefined) return { ...base, status: "ERROR", errorResultXdr: refusal };
    const classic = options.classicTx?.(tx);
    if (classic?.kind === "refused") return { ...base, status: "ERROR", errorResultXdr: classic.resultXdr };
    if (classic !== undefined) {
      envelopes.set(hash, {
        xdr: envelope,
        ledger: ledgerSeq(),
        classic: { failed: classic.failed, resultXdr: classic.resultXdr },
      });
      return { ...base, status: "PENDING" };
    }
    const env = tx.toEnvelope();
    const op = env.type === "envelopeTypeTx" ? env.value.tx.operations[0] : undefined;
    const effect = op === undefined ? undefined : readSpokeCall(op, tx.source, { assetManager, connection });
    if (effect === undefined) return { ...base, status: "ERROR", errorResultXdr: failedResult() };
    const deposit = effect.record.deposit;
    if (book !== undefined && deposit !== undefined && balanceOf(tx.source, deposit.token) < deposit.amount) {
      return { ...base, status: "ERROR", errorResultXdr: failedResult() };
    }
    setSequence(tx.source, BigInt(tx.sequence));
    envelopes.set(hash, { xdr: envelope, ledger: ledgerSeq() });
    ledger.recordSpokeTx({ chainKey, txHash: hash, from: tx.source, ...effect.record });
    if (effect.message !== undefined) options.messages?.record(hash, effect.message);
    return { ...base, status: "PENDING" };
  }

  /** stellar-core's refusal of the envelope: `txBAD_SEQ` unless its sequence is the account's + 1, `txBAD_AUTH`. */
  function check(tx: Transaction): string | undefined {
    const expected = sequenceOf(tx.source) + 1n;
    if (BigInt(tx.sequence) !== expected) return failedResult(xdr.TransactionResultResult.txBadSeq());
    const signer = Keypair.fromPublicKey(tx.source);
    const hash = tx.hash();
    const signed = tx.signatures.some((s) => signer.verify(hash, s.signature));
    if (!signed) return failedResult(xdr.TransactionResultResult.txBadAuth());
    return tx.operations.length === 1 ? undefined : failedResult();
  }

  function getTransaction(params: unknown): unknown {
    const hash = (params as { hash?: unknown } | undefined)?.hash;
    if (typeof hash !== "string" || !/^[0-9a-f]{64}$/i.test(hash)) throw invalidParams("hash must be 64 hex");
    const base = {
      latestLedger: ledgerSeq(),
      latestLedgerCloseTime: closeTime(),
      oldestLedger: 1,
      oldestLedgerCloseTime: "0",
    };
    const known = envelopes.get(hash.toLowerCase());
    if (known?.classic !== undefined) {
      return {
        ...base,
        status: known.classic.failed ? "FAILED" : "SUCCESS",
        txHash: hash.toLowerCase(),
        ledger: known.ledger,
        createdAt: closeTime(),
        applicationOrder: 1,
        feeBump: false,
        envelopeXdr: known.xdr,
        resultXdr: known.classic.resultXdr,
      };
    }
    if (known === undefined || !ledger.getSpokeTx(chainKey, hash.toLowerCase())) {
      return { ...base, status: "NOT_FOUND" };
    }
    return {
      ...base,
      status: "SUCCESS",
      txHash: hash.toLowerCase(),
      ledger: known.ledger,
      createdAt: closeTime(),
      applicationOrder: 1,
      feeBump: false,
      envelopeXdr: known.xdr,
    };
  }

  const methods: Record<string, RpcHandler> = {
    getHealth: () => ({
      status: "healthy",
      latestLedger: ledgerSeq(),
      oldestLedger: 1,
      ledgerRetentionWindow: 17280,
    }),
    getNetwork: () => ({ passphrase: networkPassphrase, protocolVersion: 23 }),
    getLatestLedger: () => ({
      id: bytesToHex(sha256(new TextEncoder().encode(`ledger:${ledgerSeq()}`), "bytes")).slice(2),
      protocolVersion: 23,
      sequence: ledgerSeq(),
    }),
    getLedgerEntries,
    simulateTransaction: simulate,
    sendTransaction: send,
    getTransaction,
  };
  const app = new Hono();
  app.post("/", (c) => handleJsonRpc(c, methods));
  return Object.assign(app, { store: mapsStore({ sequences, envelopes }) });
}

/** A transaction envelope the simulated Soroban node took, and the ledger it closed in. */
export interface StellarSimEnvelope {
  /** Base64 XDR. */
  xdr: string;
  /** Ledger sequence. */
  ledger: number;
  /** A classic tx (`changeTrust`): whether its operation failed, and its `TransactionResult`. @default undefined */
  classic?: { failed: boolean; resultXdr: string } | undefined;
}

/**
 * The simulated `minResourceFee` (stroops), derived from the work: a base per kind of call (a deposit moves a token
 * and writes the asset manager's state, a message writes the connection's, anything else is a read) plus the
 * envelope's bytes at the network's per-byte rate.
 */
export function resourceFeeOf(
  effect: { record: { deposit?: unknown } } | undefined,
  envelopeBytes: number,
): number {
  const base = effect === undefined ? 25_000 : effect.record.deposit !== undefined ? 85_000 : 60_000;
  return base + 10 * envelopeBytes;
}

/** The contract a one-operation invocation calls (`C...`), or `undefined`. */
function invokedContract(tx: Transaction): string | undefined {
  const op = tx.operations[0];
  if (op?.type !== "invokeHostFunction" || op.func.type !== "hostFunctionTypeInvokeContract") {
    return undefined;
  }
  try {
    return StellarAddress.fromScAddress(op.func.invokeContract.contractAddress).toString();
  } catch {
    return undefined;
  }
}

/** The simulated return value: the holder's balance for a contract `balance(id)` call, void otherwise. */
function simulatedReturn(tx: Transaction, balanceOf: (holder: string, token: string) => bigint): xdr.ScVal {
  const op = tx.operations[0];
  if (op?.type !== "invokeHostFunction") return xdr.ScVal.scvVoid();
  const func = op.func;
  if (func.type !== "hostFunctionTypeInvokeContract") return xdr.ScVal.scvVoid();
  const call = func.invokeContract;
  if (call.functionName.toString() !== "balance") return xdr.ScVal.scvVoid();
  let holder = "";
  let token = "";
  try {
    token = StellarAddress.fromScAddress(call.contractAddress).toString();
    holder = StellarAddress.fromScVal(call.args[0]).toString();
  } catch {
    // an undecodable holder reads the default balance
  }
  return nativeToScVal(balanceOf(holder, token), { type: "i128" });
}

function invalidParams(message: string): RpcFault {
  return new RpcFault(RPC_ERRORS.INVALID_PARAMS, `Invalid params: ${message}`);
}

/** A `TransactionResult` (base64) with `result` (default `txFAILED`), as `sendTransaction`'s `errorResultXdr`. */
function failedResult(
  result: xdr.TransactionResultResult = xdr.TransactionResultResult.txFailed([]),
): string {
  return new xdr.TransactionResult({
    feeCharged: 100n,
    result,
    ext: xdr.TransactionResultExt.v0(),
  }).toXDR("base64");
}
