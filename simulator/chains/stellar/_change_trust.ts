/**
 * The classic `changeTrust` transaction as the Stellar network takes it through Soroban RPC's `sendTransaction`:
 * first what stellar-core checks before it accepts the envelope (the source account exists, `txNO_ACCOUNT`; the
 * time bounds, `txTOO_EARLY` / `txTOO_LATE`; a fee of at least the base fee per operation,
 * `txINSUFFICIENT_FEE`; a balance that covers it, `txINSUFFICIENT_BALANCE`; the signature and the sequence are
 * `rpc_app.ts`'s own checks), then the application: the fee is charged and the sequence consumed whatever
 * the operation's outcome, and the operation's result (`ledger.ts`'s `changeTrust`) makes the transaction
 * `SUCCESS` or `FAILED`. Only a transaction of exactly one `changeTrust` (no other source) is handled here.
 *
 * @example Not a changeTrust: left to the Soroban path
 * ```ts
 * import assert from "node:assert/strict";
 * import { Account, Keypair, Networks, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
 * import { createStellarLedger } from "../../sponsoring/ledger.ts";
 * import { applyChangeTrustTx } from "./_change_trust.ts";
 * const source = Keypair.random().publicKey();
 * const tx = new TransactionBuilder(new Account(source, "1"), { fee: "100", networkPassphrase: Networks.PUBLIC })
 *   .addOperation(Operation.bumpSequence({ bumpTo: "5" })).setTimeout(0).build();
 * assert.equal(applyChangeTrustTx(tx, createStellarLedger(), 0), undefined);
 * ```
 * @module
 */
import { type Transaction, xdr } from "@stellar/stellar-sdk";
import { STELLAR_BASE_FEE_STROOPS } from "../../../core/schemas/sponsoring.ts";
import {
  changeTrust,
  type ChangeTrustCode,
  spendableStroops,
  type StellarLedger,
} from "../../sponsoring/ledger.ts";

/** What the network made of a `changeTrust` transaction. */
export type ChangeTrustOutcome =
  /** Refused before it was accepted: nothing changed (sequence, fee). */
  | { kind: "refused"; resultXdr: string }
  /** Applied: fee charged, sequence consumed; `failed` when the operation failed. */
  | { kind: "applied"; failed: boolean; resultXdr: string; code: ChangeTrustCode };

/**
 * Checks and applies `tx` when it is one `changeTrust` of its source account; `undefined` for any other tx.
 *
 * @param tx the decoded, signed transaction (signature and sequence already checked)
 * @param ledger the accounts (Horizon's)
 * @param nowMs the ledger clock in ms (time bounds)
 * @returns the outcome, or `undefined` when `tx` is not a `changeTrust`
 */
export function applyChangeTrustTx(
  tx: Transaction,
  ledger: StellarLedger,
  nowMs: number,
): ChangeTrustOutcome | undefined {
  const op = tx.operations[0];
  if (tx.operations.length !== 1 || op?.type !== "changeTrust") return undefined;
  const refused = (result: xdr.TransactionResultResult): ChangeTrustOutcome => ({
    kind: "refused",
    resultXdr: txResult(0n, result),
  });
  const account = ledger.accounts.get(tx.source);
  if (account === undefined) return refused(xdr.TransactionResultResult.txNoAccount());
  const now = BigInt(Math.floor(nowMs / 1000));
  const bounds = tx.timeBounds;
  if (bounds !== undefined) {
    if (BigInt(bounds.minTime) > now) return refused(xdr.TransactionResultResult.txTooEarly());
    if (BigInt(bounds.maxTime) !== 0n && BigInt(bounds.maxTime) < now) {
      return refused(xdr.TransactionResultResult.txTooLate());
    }
  }
  const minFee = STELLAR_BASE_FEE_STROOPS * BigInt(tx.operations.length);
  if (BigInt(tx.fee) < minFee) return refused(xdr.TransactionResultResult.txInsufficientFee());
  if (spendableStroops(account) < minFee) return refused(xdr.TransactionResultResult.txInsufficientBalance());
  // Accepted and applied: the fee (the base fee: no surge pricing here) and the sequence are spent either way.
  account.nativeStroops -= minFee;
  account.sequence = BigInt(tx.sequence);
  const code = op.source !== undefined && op.source !== tx.source ? "op_malformed" : applyOp(account, op);
  const opResult = xdr.OperationResult.opInner(xdr.OperationResultTr.changeTrust(changeTrustResult(code)));
  const failed = code !== "op_success";
  return {
    kind: "applied",
    failed,
    code,
    resultXdr: txResult(
      minFee,
      failed
        ? xdr.TransactionResultResult.txFailed([opResult])
        : xdr.TransactionResultResult.txSuccess([opResult]),
    ),
  };
}

function applyOp(
  account: Parameters<typeof changeTrust>[0],
  op: { line: unknown; limit: string },
): ChangeTrustCode {
  const line = op.line as { isNative?: () => boolean; getCode?: () => string; getIssuer?: () => string };
  if (typeof line.getCode !== "function" || typeof line.getIssuer !== "function" || line.isNative?.()) {
    return "op_malformed"; // the native asset or a liquidity-pool share: not a trustline this ledger keeps
  }
  const limit = parseLimit(op.limit);
  if (limit === undefined) return "op_malformed";
  return changeTrust(account, { assetCode: line.getCode(), assetIssuer: line.getIssuer() }, limit);
}

/** The SDK's decoded limit (a 7-decimal amount string) in stroops. */
function parseLimit(limit: string): bigint | undefined {
  const m = /^([0-9]+)(?:\.([0-9]{1,7}))?$/.exec(limit);
  if (!m) return undefined;
  return BigInt(m[1]) * 10_000_000n + BigInt((m[2] ?? "").padEnd(7, "0"));
}

function changeTrustResult(code: ChangeTrustCode): xdr.ChangeTrustResult {
  switch (code) {
    case "op_success":
      return xdr.ChangeTrustResult.changeTrustSuccess();
    case "op_invalid_limit":
      return xdr.ChangeTrustResult.changeTrustInvalidLimit();
    case "op_low_reserve":
      return xdr.ChangeTrustResult.changeTrustLowReserve();
    case "op_self_not_allowed":
      return xdr.ChangeTrustResult.changeTrustSelfNotAllowed();
    default:
      return xdr.ChangeTrustResult.changeTrustMalformed();
  }
}

function txResult(feeCharged: bigint, result: xdr.TransactionResultResult): string {
  return new xdr.TransactionResult({ feeCharged, result, ext: xdr.TransactionResultExt.v0() }).toXDR(
    "base64",
  );
}
