/**
 * The partner-fee book of the positions store: fees accrued to a fee receiver by the intents registered on
 * the hub (the `(fee, receiver)` of their `data`, docs/wire_inventory.md#fee-data-and-intent-hash, paid in
 * the intent's input token) and claimed by the receiver through the protocol intents contract's
 * `createIntentAutoSwap(user, fromToken, amount, minOutput)`. A receiver's `balanceOf` on the hub asset reads
 * the seeded balance plus this delta (never below zero).
 *
 * @example Accrue then claim
 * ```ts
 * import assert from "node:assert/strict";
 * import { PartnerFeeBook } from "./partner_fees.ts";
 * const book = new PartnerFeeBook();
 * const token = "0x2222222222222222222222222222222222222222";
 * const partner = "0x3333333333333333333333333333333333333333";
 * book.accrue(token, partner, 10n);
 * assert.ok(book.claim(token, partner, 4n, 10n));
 * assert.equal(book.delta(token, partner), 6n);
 * ```
 * @module
 */
import { decodeAbiParameters, type Hex, isHex } from "viem";

/** `IntentDataType.FEE`: the first byte of fee data. */
const FEE_DATA_TYPE = "0x01";

/**
 * The partner fee an intent's `data` carries: `uint8(1)` then `abi.encode(uint256 fee, address receiver)`.
 *
 * @param data the intent's data (hex)
 * @returns the fee and receiver, or `undefined` (no fee, or another data type)
 * @example No fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeIntentFee } from "./partner_fees.ts";
 * assert.equal(decodeIntentFee("0x"), undefined);
 * ```
 */
export function decodeIntentFee(data: string): { fee: bigint; receiver: string } | undefined {
  if (!isHex(data) || !data.toLowerCase().startsWith(FEE_DATA_TYPE) || data.length !== 4 + 128) {
    return undefined;
  }
  try {
    const [fee, receiver] = decodeAbiParameters(
      [{ type: "uint256" }, { type: "address" }],
      `0x${data.slice(4)}` as Hex,
    );
    return fee > 0n ? { fee, receiver } : undefined;
  } catch {
    return undefined;
  }
}

const key = (token: string, holder: string): string => `${token.toLowerCase()}:${holder.toLowerCase()}`;

/** Fees accrued and claimed per (hub asset, receiver). */
export class PartnerFeeBook {
  /** Net change by `{token}:{receiver}` (lowercase). */
  readonly deltas: Map<string, bigint> = new Map();

  /** The net change of `holder`'s `token` balance. */
  delta(token: string, holder: string): bigint {
    return this.deltas.get(key(token, holder)) ?? 0n;
  }

  /** Accrues `amount` of `token` to `receiver`. */
  accrue(token: string, receiver: string, amount: bigint): void {
    if (amount <= 0n) return;
    this.deltas.set(key(token, receiver), this.delta(token, receiver) + amount);
  }

  /**
   * Claims `amount` of `token` for `receiver`, whose balance before is `balance`.
   *
   * @returns whether it applied (false on an overdraft)
   */
  claim(token: string, receiver: string, amount: bigint, balance: bigint): boolean {
    if (amount <= 0n || amount > balance) return false;
    this.deltas.set(key(token, receiver), this.delta(token, receiver) - amount);
    return true;
  }

  /** Forgets every change. */
  clear(): void {
    this.deltas.clear();
  }
}
