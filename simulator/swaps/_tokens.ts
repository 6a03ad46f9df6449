/**
 * Token lookup in the swaps sub-app's token list, and the wire-to-domain partner fee.
 * @module
 */
import { type SwapsError, swapsError } from "./swaps_error.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SimPartnerFee } from "./partner_fee.ts";
import type { SimSwapToken, SwapsTokenList } from "./tokens.ts";

/** The token `address` (case-insensitive) of chain `chainKey`, or `UNSUPPORTED_TOKEN`. */
export function findToken(
  tokens: SwapsTokenList,
  chainKey: string,
  address: string,
  field: string,
): Result<SimSwapToken, SwapsError> {
  const wanted = address.toLowerCase();
  const token = tokens[chainKey]?.find((t) => t.address.toLowerCase() === wanted);
  if (token) return ok(token);
  return err(
    swapsError("UNSUPPORTED_TOKEN", `Token ${address} is not a swap token of ${chainKey}`, {
      context: { field, chainKey, address },
    }),
  );
}

/** A wire partner fee (`amount` as a decimal string) as the domain {@link SimPartnerFee}. */
export function feeFromWire(
  fee: { address: string; percentage: number } | { address: string; amount: string } | undefined,
): SimPartnerFee | undefined {
  if (fee === undefined) return undefined;
  return "amount" in fee ? { address: fee.address, amount: BigInt(fee.amount) } : fee;
}
