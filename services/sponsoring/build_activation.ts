/**
 * Builds the sponsored-activation transaction (docs/rules/sponsoring.md#activation-transaction):
 * begin-sponsoring-future-reserves (source: sponsor), create-account with the config's `startingBalance`
 * (source: sponsor), end-sponsoring-future-reserves (source: the new account). The transaction source is the
 * sponsor, so its sequence (read from the ledger) is used; the per-operation base fee is the config band's
 * `min`; the time bounds are the config's.
 *
 * @example Build from a config
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair, Networks } from "@stellar/stellar-sdk";
 * import { buildActivationTransaction } from "./build_activation.ts";
 * const r = buildActivationTransaction({
 *   config: { sponsorAccount: Keypair.random().publicKey(), startingBalance: "0", fee: { min: "100", max: "1000" },
 *     networkPassphrase: Networks.PUBLIC, timeBounds: { minTime: 1, maxTime: 301 } },
 *   sponsorSequence: "41",
 *   address: Keypair.random().publicKey(),
 * });
 * assert.ok(r.ok && r.value.operations.length === 3 && r.value.sequence === "42");
 * ```
 * @module
 */
import { Account, Operation, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { StellarSponsorConfig } from "../../core/schemas/sponsoring.ts";

/** Inputs of {@link buildActivationTransaction}. */
export interface BuildActivationParameters {
  /** The live sponsor config. */
  config: StellarSponsorConfig;
  /** The sponsor account's current sequence (the transaction uses the next one). */
  sponsorSequence: string;
  /** The account to create (`G...`). */
  address: string;
}

/**
 * Builds the unsigned activation transaction.
 *
 * @param params config, sponsor sequence and new account
 * @returns the transaction, or `INVALID_CONFIG` (context `nextAction: "contactOperator"`) when the config cannot
 *   make a valid transaction (bad fee band, starting balance or sponsor)
 */
export function buildActivationTransaction(
  params: BuildActivationParameters,
): Result<Transaction, ClientError> {
  const { config, address } = params;
  const sponsor = config.sponsorAccount;
  try {
    if (BigInt(config.fee.min) > BigInt(config.fee.max)) throw new RangeError("fee band min is above max");
    const tx = new TransactionBuilder(new Account(sponsor, params.sponsorSequence), {
      fee: config.fee.min,
      networkPassphrase: config.networkPassphrase,
      timebounds: { minTime: config.timeBounds.minTime, maxTime: config.timeBounds.maxTime },
    })
      .addOperation(Operation.beginSponsoringFutureReserves({ sponsoredId: address, source: sponsor }))
      .addOperation(
        Operation.createAccount({
          destination: address,
          startingBalance: config.startingBalance,
          source: sponsor,
        }),
      )
      .addOperation(Operation.endSponsoringFutureReserves({ source: address }))
      .build();
    return ok(tx);
  } catch (cause) {
    return err(clientError("INVALID_CONFIG", "Cannot build activation transaction from the sponsor config", {
      sponsorAccount: sponsor,
      nextAction: "contactOperator",
    }, cause));
  }
}
