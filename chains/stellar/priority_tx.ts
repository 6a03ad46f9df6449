/**
 * `buildPriorityStellarTransaction` (the platform's `StellarSpokeService.buildPriorityStellarTransaction`): one
 * Soroban operation built into a transaction whose fee covers the simulated resource fee plus the priority and
 * base fees. As the platform: a first `simulateTransaction` at the base fee gives `minResourceFee`; the
 * transaction is rebuilt with `fee = minResourceFee + priorityFee + baseFee` (the same source sequence) and
 * simulated again; both the transaction (unsigned, not yet assembled: `rpc.assembleTransaction` with the
 * simulation adds the footprint) and that simulation are returned.
 *
 * @example A missing account fails before any simulation
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair, Operation } from "@stellar/stellar-sdk";
 * import { buildPriorityStellarTransaction } from "./priority_tx.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { entries: [], latestLedger: 1 } }));
 * const r = await buildPriorityStellarTransaction("http://soroban.test", {
 *   source: Keypair.random().publicKey(), operation: Operation.bumpSequence({ bumpTo: "2" }),
 *   baseFee: "100", priorityFee: "0", networkPassphrase: "Test SDF Network ; September 2015", timeoutSeconds: 30,
 * }, { fetch });
 * assert.ok(!r.ok && r.error.context.reason === "account_not_found");
 * ```
 * @module
 */
import { Account, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { getAccountSequence, simulateTransaction, type SorobanRpcOptions } from "./soroban_rpc.ts";

/** One Stellar operation, as the SDK's `Operation` builders return it (`xdr.Operation`). */
export type StellarOperation = xdr.Operation;

/** What {@link buildPriorityStellarTransaction} builds. */
export interface PriorityStellarTxParams {
  /** The source account (`G...`): its current sequence is read (the platform passes the loaded account). */
  source: string;
  /** The one operation (an `invokeHostFunction`). */
  operation: StellarOperation;
  /** Base fee in stroops (decimal string), the chain config's `baseFee` in the platform. */
  baseFee: string;
  /** Priority fee in stroops (decimal string), the chain config's `priorityFee`. */
  priorityFee: string;
  /** The network passphrase (`getNetwork().passphrase`). */
  networkPassphrase: string;
  /** Validity window in seconds. */
  timeoutSeconds: number;
}

/** The priority transaction and its simulation. */
export interface PriorityStellarTx {
  /** The unsigned transaction (base64 envelope XDR), fee `minResourceFee + priorityFee + baseFee`. */
  transaction: string;
  /** Its fee in stroops. */
  fee: bigint;
  /** The raw `simulateTransaction` result of it (for `rpc.assembleTransaction`). */
  simulation: Record<string, unknown>;
}

/**
 * Builds the priority transaction of one operation.
 *
 * @param url Soroban RPC endpoint
 * @param params source, operation, fees, network, validity
 * @param options fetch, signal, sleep, timeout. @default {}
 * @returns the transaction, its fee and simulation; failures: `VALIDATION_FAILED` (a fee that is not a decimal,
 *   no I/O), `INTENT_CREATION_FAILED` (`context.reason: "account_not_found"`, a failed simulation with
 *   `context.simulationError`, or building threw), the RPC's transport failure
 * @example A priority fee that is not a decimal
 * ```ts
 * import assert from "node:assert/strict";
 * import { Operation } from "@stellar/stellar-sdk";
 * import { buildPriorityStellarTransaction } from "./priority_tx.ts";
 * const r = await buildPriorityStellarTransaction("http://soroban.test", {
 *   source: "G", operation: Operation.bumpSequence({ bumpTo: "2" }), baseFee: "100", priorityFee: "1.5",
 *   networkPassphrase: "Test SDF Network ; September 2015", timeoutSeconds: 30,
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function buildPriorityStellarTransaction(
  url: string,
  params: PriorityStellarTxParams,
  options: SorobanRpcOptions = {},
): Promise<Result<PriorityStellarTx, ClientError>> {
  for (const field of ["baseFee", "priorityFee"] as const) {
    if (typeof params[field] !== "string" || !/^\d{1,19}$/.test(params[field])) {
      return err(
        new ClientError(
          "VALIDATION_FAILED",
          `Cannot build a Stellar transaction: ${field} is not a decimal`,
          {
            context: { chainKey: "stellar", field, value: describeValue(params[field]), phase: "validate" },
          },
        ),
      );
    }
  }
  const sequence = await getAccountSequence(url, params.source, options);
  if (!sequence.ok) return sequence;
  const build = (fee: bigint): string =>
    new TransactionBuilder(new Account(params.source, sequence.value), {
      fee: fee.toString(),
      networkPassphrase: params.networkPassphrase,
    })
      .addOperation(params.operation)
      .setTimeout(params.timeoutSeconds)
      .build()
      .toXDR();
  try {
    const forFee = await simulateTransaction(url, build(BigInt(params.baseFee)), options);
    if (!forFee.ok) return forFee;
    const minResourceFee = String(forFee.value.minResourceFee ?? "");
    if (!/^\d{1,19}$/.test(minResourceFee)) {
      return err(
        new ClientError("INTENT_CREATION_FAILED", "Cannot build a Stellar transaction: no minResourceFee", {
          context: { chainKey: "stellar", value: describeValue(forFee.value.minResourceFee) },
        }),
      );
    }
    const fee = BigInt(minResourceFee) + BigInt(params.priorityFee) + BigInt(params.baseFee);
    const transaction = build(fee);
    const simulation = await simulateTransaction(url, transaction, options);
    if (!simulation.ok) return simulation;
    return ok({ transaction, fee, simulation: simulation.value });
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot build a Stellar transaction: building it failed", {
        context: { chainKey: "stellar" },
        cause,
      }),
    );
  }
}
