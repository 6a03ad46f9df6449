/**
 * The Soroban transaction path the Stellar adapter's writes share (swap intents and hub calls): build a one-call
 * transaction against the source account's sequence, simulate it, assemble the simulation's footprint and fee
 * into it (the unsigned envelope raw mode hands back), then have the wallet sign it and send it.
 *
 * Concurrent writes of one source account (docs/chains/concurrency.md) run one after another
 * ({@link inSourceAccountLane}): each reads the account's sequence, and the node's queue takes one transaction
 * per source account until a ledger applies it, so a send holds the lane until the node knows the tx's outcome.
 *
 * @example A missing account fails before any simulation
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair, Operation } from "@stellar/stellar-sdk";
 * import { prepareSorobanTx } from "./soroban_tx.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { entries: [], latestLedger: 1 } }));
 * const r = await prepareSorobanTx("http://soroban.test", {
 *   source: Keypair.random().publicKey(), operation: () => Operation.bumpSequence({ bumpTo: "2" }),
 *   baseFee: "100", networkPassphrase: "Test SDF Network ; September 2015", timeoutSeconds: 30,
 * }, { operation: "send hub calls", context: {} }, { fetch });
 * assert.ok(!r.ok && r.error.context.reason === "account_not_found");
 * ```
 * @module
 */
import { Account, rpc, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import { bytesToHex } from "viem";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { runInAccountLane } from "../spoke/account_lane.ts";
import { walletError } from "../spoke/intent_creation.ts";
import { pollUntil } from "../spoke/poll_until.ts";
import type { StellarWalletProvider } from "./wallet.ts";
import {
  getAccountSequence,
  getTransactionStatus,
  sendTransaction,
  simulateTransaction,
  type SorobanRpcOptions,
} from "./soroban_rpc.ts";

/** The lane scope of writes without an injected `fetch`. */
const GLOBAL_FETCH = {};

/** How long a send waits, at most, for the node to apply it before the next write of its source may start. */
export const SOURCE_LANE_WAIT = { pollingIntervalMs: 500, maxTimeoutMs: 30_000 } as const;

/**
 * Runs `write` (read the sequence, build, sign, send) once the earlier writes of `source` on the node at `url`
 * are done.
 *
 * @typeParam T what the write returns
 * @param url Soroban RPC endpoint
 * @param source the source account (`G...`)
 * @param rpcOptions its `fetch` scopes the lane (one simulator, one set of nodes)
 * @param write the write
 * @returns what `write` returns
 * @example Two writes of one account, one after the other
 * ```ts
 * import assert from "node:assert/strict";
 * import { inSourceAccountLane } from "./soroban_tx.ts";
 * const order: number[] = [];
 * const write = (n: number) => async () => { order.push(n); await Promise.resolve(); order.push(n); };
 * await Promise.all([1, 2].map((n) => inSourceAccountLane("http://soroban.test", "GA", {}, write(n))));
 * assert.deepEqual(order, [1, 1, 2, 2]);
 * ```
 */
export function inSourceAccountLane<T>(
  url: string,
  source: string,
  rpcOptions: SorobanRpcOptions,
  write: () => Promise<T>,
): Promise<T> {
  return runInAccountLane(rpcOptions.fetch ?? GLOBAL_FETCH, `${url}\n${source}`, write);
}

/** What a write is called in messages and which context its errors carry. */
export interface StellarWriteContext {
  /** The operation, in messages: `Cannot {operation}: ...` (`create intent`, `send hub calls`). */
  operation: string;
  /** Plain data added to every error (`chainKey`, ...). */
  context: ErrorContextFields;
}

/** The transaction {@link prepareSorobanTx} builds. */
export interface SorobanTxSpec {
  /** The source account (`G...`): pays, signs, and its sequence is used. */
  source: string;
  /** Builds the one operation (may throw on malformed addresses). */
  operation: () => xdr.Operation;
  /** Base fee in stroops (decimal string). */
  baseFee: string;
  /**
   * Priority fee in stroops (decimal string) added to the base fee: the chain config's `priorityFee`, as the
   * platform's deposit pays it (docs/wire_inventory.md#differences-found-by-the-conformance-diff). @default "0"
   */
  priorityFee?: string | undefined;
  /** Network passphrase. */
  networkPassphrase: string;
  /** Validity window in seconds. */
  timeoutSeconds: number;
}

/**
 * Builds, simulates and assembles the transaction.
 *
 * @param url Soroban RPC endpoint
 * @param spec source, operation, fee, network, validity
 * @param write operation name and error context
 * @param rpcOptions fetch, sleep, signal
 * @returns the unsigned assembled envelope (base64 XDR); failures: `INTENT_CREATION_FAILED` (account not found,
 *   simulation failed, building threw: see `context`), the RPC's transport failure, `ABORTED`
 */
export async function prepareSorobanTx(
  url: string,
  spec: SorobanTxSpec,
  write: StellarWriteContext,
  rpcOptions: SorobanRpcOptions = {},
): Promise<Result<string, ClientError>> {
  const sequence = await getAccountSequence(url, spec.source, rpcOptions);
  if (!sequence.ok) return err(withContext(sequence.error, write.context));
  try {
    const tx = new TransactionBuilder(new Account(spec.source, sequence.value), {
      fee: (BigInt(spec.baseFee) + BigInt(spec.priorityFee ?? "0")).toString(),
      networkPassphrase: spec.networkPassphrase,
    })
      .addOperation(spec.operation())
      .setTimeout(spec.timeoutSeconds)
      .build();
    const simulation = await simulateTransaction(url, tx.toXDR(), rpcOptions);
    if (!simulation.ok) return err(withContext(simulation.error, write.context));
    return ok(
      rpc.assembleTransaction(tx, simulation.value as unknown as rpc.Api.RawSimulateTransactionResponse)
        .build().toXDR(),
    );
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", `Cannot ${write.operation}: building the Stellar tx failed`, {
        context: { ...(write.context as Readonly<Record<string, unknown>>) },
        cause,
      }),
    );
  }
}

/**
 * Signs the envelope with `wallet` and sends it.
 *
 * @param url Soroban RPC endpoint
 * @param unsigned the assembled envelope
 * @param wallet the source account's wallet
 * @param networkPassphrase the network signed for
 * @param write operation name and error context
 * @param rpcOptions fetch, sleep, signal
 * @returns the tx hash; failures: `WALLET_ERROR`, `INTENT_CREATION_FAILED` (`sendTransaction` refused, see
 *   `context.status`), the RPC's transport failure
 */
export async function signAndSendSorobanTx(
  url: string,
  unsigned: string,
  wallet: StellarWalletProvider,
  networkPassphrase: string,
  write: StellarWriteContext,
  rpcOptions: SorobanRpcOptions = {},
): Promise<Result<string, ClientError>> {
  let signed: string;
  try {
    signed = await wallet.signTransaction(unsigned, { networkPassphrase });
  } catch (cause) {
    return err(walletError("signTransaction", write.context, cause, write.operation));
  }
  const sent = await sendTransaction(url, signed, rpcOptions);
  if (!sent.ok) {
    // A send whose answer is lost may still land: the failure carries the hash so callers can follow it up.
    const txHash = envelopeHash(signed, networkPassphrase);
    return err(withContext(sent.error, { ...write.context, ...(txHash ? { txHash } : {}) }));
  }
  await untilApplied(url, sent.value, rpcOptions);
  return ok(sent.value);
}

/**
 * Waits (bounded by {@link SOURCE_LANE_WAIT}, or the signal) while the node answers `NOT_FOUND` for `hash`: its ledger applied it, so the account's sequence it read next is the one after. Never fails: the tx is
 * sent, and verification follows it up.
 */
async function untilApplied(url: string, hash: string, rpcOptions: SorobanRpcOptions): Promise<void> {
  await pollUntil(async () => {
    const status = await getTransactionStatus(url, hash, rpcOptions);
    // Only a node that answers NOT_FOUND is waited for: a failing read ends the wait.
    return status.ok && status.value === "NOT_FOUND" ? { done: false } : { done: true, value: undefined };
  }, { ...SOURCE_LANE_WAIT, signal: rpcOptions.signal, sleep: rpcOptions.sleep });
}

/** The hex hash of a signed envelope, or `undefined` when the wallet returned something unreadable. */
function envelopeHash(signedXdr: string, networkPassphrase: string): string | undefined {
  try {
    return bytesToHex(new Uint8Array(TransactionBuilder.fromXDR(signedXdr, networkPassphrase).hash())).slice(
      2,
    );
  } catch {
    return undefined;
  }
}

function withContext(error: ClientError, contextFields: ErrorContextFields): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError(error.code, error.message, {
    context: { ...context, ...error.context },
    cause: error.cause,
  });
}
