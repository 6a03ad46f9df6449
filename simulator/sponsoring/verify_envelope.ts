/**
 * The simulator's check of a sponsored-activation envelope (docs/rules/sponsoring.md#activation-transaction):
 * the three-op sandwich in order, sponsor source on the transaction and ops 1-2, the new account on op 3, the
 * config's starting balance, fee band and time window, and a valid signature of the new account over the
 * transaction hash.
 *
 * @example Garbage is an invalid envelope
 * ```ts
 * import assert from "node:assert/strict";
 * import { Networks } from "@stellar/stellar-sdk";
 * import { verifyActivationEnvelope } from "./verify_envelope.ts";
 * const r = verifyActivationEnvelope("not xdr", {
 *   sponsor: "GAKPEFTISS6M2TDCQZBOWLRAZS6ELSAUUPJ4G2ZXGGVP45IJEDIVTK3T", networkPassphrase: Networks.PUBLIC,
 *   startingBalanceStroops: 0n, feeMin: 100n, feeMax: 10_000n, nowSec: 0, windowSeconds: 300,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_ENVELOPE");
 * ```
 * @module
 */
import { Keypair, Networks, Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { err, ok, type Result } from "../../core/result.ts";
import { amountToStroops, type SponsoringErrorCode } from "../../core/schemas/sponsoring.ts";

/** What the envelope is checked against. */
export interface ActivationRules {
  sponsor: string;
  networkPassphrase: string;
  startingBalanceStroops: bigint;
  /** Per-operation base fee band in stroops. */
  feeMin: bigint;
  feeMax: bigint;
  nowSec: number;
  /** Widest allowed validity window, and how far ahead of now it may end. */
  windowSeconds: number;
}

/** A rejection: status, code and message of the JSON error body. */
export interface ActivationRejection {
  status: number;
  code: SponsoringErrorCode;
  message: string;
}

/** An accepted envelope. */
export interface VerifiedActivation {
  tx: Transaction;
  newAccount: string;
}

const OP_TYPES = ["beginSponsoringFutureReserves", "createAccount", "endSponsoringFutureReserves"] as const;
const OTHER_PASSPHRASES = [Networks.PUBLIC, Networks.TESTNET, Networks.FUTURENET, Networks.STANDALONE];

function reject(code: SponsoringErrorCode, message: string): Result<never, ActivationRejection> {
  return err({ status: 400, code, message });
}

/**
 * Verifies an activation envelope; never throws.
 *
 * @param data base64 transaction envelope
 * @param rules the sponsor config and clock
 * @returns the parsed transaction and the new account, or a 400 rejection
 */
export function verifyActivationEnvelope(
  data: string,
  rules: ActivationRules,
): Result<VerifiedActivation, ActivationRejection> {
  let parsed: ReturnType<typeof TransactionBuilder.fromXDR>;
  try {
    parsed = TransactionBuilder.fromXDR(data, rules.networkPassphrase);
  } catch {
    return reject("INVALID_ENVELOPE", "data is not a base64 transaction envelope");
  }
  if (!(parsed instanceof Transaction)) {
    return reject("INVALID_ENVELOPE", "fee-bump envelopes are not accepted");
  }
  try {
    return checkTransaction(parsed, data, rules);
  } catch {
    return reject("INVALID_ENVELOPE", "envelope cannot be read");
  }
}

function checkTransaction(
  tx: Transaction,
  data: string,
  rules: ActivationRules,
): Result<VerifiedActivation, ActivationRejection> {
  if (tx.source !== rules.sponsor) return reject("WRONG_SPONSOR", "transaction source is not the sponsor");
  const ops = tx.operations;
  if (ops.length !== 3 || ops.some((op, i) => op.type !== OP_TYPES[i])) {
    return reject("WRONG_OPERATIONS", `expected operations ${OP_TYPES.join(", ")}`);
  }
  const [begin, create, end] = ops;
  if (begin?.type !== "beginSponsoringFutureReserves" || create?.type !== "createAccount" || !end) {
    return reject("WRONG_OPERATIONS", `expected operations ${OP_TYPES.join(", ")}`);
  }
  if ((begin.source ?? tx.source) !== rules.sponsor || (create.source ?? tx.source) !== rules.sponsor) {
    return reject("WRONG_SPONSOR", "operations 1 and 2 must be sourced by the sponsor");
  }
  const newAccount = create.destination;
  if (newAccount === rules.sponsor || begin.sponsoredId !== newAccount || end.source !== newAccount) {
    return reject("WRONG_OPERATIONS", "begin-sponsoring and end-sponsoring must name the new account");
  }
  if (amountToStroops(create.startingBalance) !== rules.startingBalanceStroops) {
    return reject("WRONG_STARTING_BALANCE", "starting balance differs from the sponsor config");
  }
  const fee = BigInt(tx.fee);
  if (fee < rules.feeMin * 3n || fee > rules.feeMax * 3n) {
    return reject("FEE_OUT_OF_BAND", "fee is outside the sponsor's fee band");
  }
  const bounds = checkTimeBounds(tx, rules);
  if (!bounds.ok) return bounds;
  return checkSignature(tx, data, newAccount, rules);
}

function checkTimeBounds(tx: Transaction, rules: ActivationRules): Result<void, ActivationRejection> {
  const tb = tx.timeBounds;
  const min = Number(tb?.minTime ?? 0), max = Number(tb?.maxTime ?? 0);
  if (!tb || max === 0 || max - min > rules.windowSeconds || max > rules.nowSec + rules.windowSeconds) {
    return reject("INVALID_TIME_BOUNDS", "time bounds must lie within the sponsor config's window");
  }
  if (min > rules.nowSec) return reject("TX_TOO_EARLY", "time bounds have not started yet");
  if (max < rules.nowSec) {
    return reject("TX_TOO_LATE", "time bounds have passed; rebuild from a fresh config");
  }
  return ok();
}

function checkSignature(
  tx: Transaction,
  data: string,
  newAccount: string,
  rules: ActivationRules,
): Result<VerifiedActivation, ActivationRejection> {
  const key = Keypair.fromPublicKey(newAccount);
  const signedBy = (hash: Uint8Array): boolean => tx.signatures.some((s) => key.verify(hash, s.signature));
  if (signedBy(tx.hash())) return ok({ tx, newAccount });
  for (const passphrase of OTHER_PASSPHRASES) {
    if (passphrase === rules.networkPassphrase) continue;
    if (signedBy(TransactionBuilder.fromXDR(data, passphrase).hash())) {
      return reject("WRONG_NETWORK", "envelope is signed for another network");
    }
  }
  return reject("BAD_SIGNATURE", "envelope is not signed by the account being created");
}
