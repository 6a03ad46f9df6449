/**
 * `getAssociatedTokenAddress` (the platform's `SolanaSpokeService.getAssociatedTokenAddress`): the SPL associated
 * token account of an owner for a mint, derived with the same seeds as the deposit builders (owner, token
 * program, mint under the associated token program).
 *
 * @example The ATA is deterministic
 * ```ts
 * import assert from "node:assert/strict";
 * import { getAssociatedTokenAddress } from "./associated_token_address.ts";
 * const usdc = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
 * const owner = "11111111111111111111111111111112";
 * assert.deepEqual(getAssociatedTokenAddress(usdc, owner), getAssociatedTokenAddress(usdc, owner));
 * assert.ok(getAssociatedTokenAddress(usdc, owner).ok);
 * ```
 * @module
 */
import { PublicKey } from "@solana/web3.js";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { associatedTokenAccount } from "./_spoke_accounts.ts";

function key(field: string, value: unknown): Result<PublicKey, ClientError> {
  try {
    if (typeof value !== "string") throw new TypeError("not a string");
    return ok(new PublicKey(value));
  } catch (cause) {
    return err(
      new ClientError(
        "INVALID_ADDRESS",
        `Cannot derive the associated token address: ${field} is not base58`,
        {
          context: { field, value: describeValue(value), chainKey: "solana" },
          cause,
        },
      ),
    );
  }
}

/**
 * The associated token account of `owner` for `mint` (base58 in, base58 out). An owner off the ed25519 curve (a
 * PDA) is allowed, as the deposit builders derive it.
 *
 * @param mint the token mint (base58)
 * @param owner the wallet (base58)
 * @returns the ATA (base58); `INVALID_ADDRESS` naming the bad field
 * @example A bad mint
 * ```ts
 * import assert from "node:assert/strict";
 * import { getAssociatedTokenAddress } from "./associated_token_address.ts";
 * const r = getAssociatedTokenAddress("not-base58!", "11111111111111111111111111111112");
 * assert.ok(!r.ok && r.error.context.field === "mint");
 * ```
 */
export function getAssociatedTokenAddress(mint: string, owner: string): Result<string, ClientError> {
  const m = key("mint", mint);
  if (!m.ok) return m;
  const o = key("owner", owner);
  if (!o.ok) return o;
  return ok(associatedTokenAccount(o.value, m.value).toBase58());
}
