/**
 * Quotes of the simulated swaps API: a pluggable rate function and the partner-fee rule around it.
 *
 * Fee rule (the simulator's design; the spec only says the quote is net of the fee): for `exact_input`, `amount`
 * is the gross input and the rate function prices `amount - fee(amount)`, so `quotedAmount` is the output of the
 * net input; for `exact_output`, `amount` is the wanted output, the rate function gives the net input it needs,
 * and `quotedAmount` is the smallest gross input that leaves that net after the fee (`net + amount` for a fixed
 * fee).
 *
 * @example Quote 1 USDC for USDC with a 1% fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { computeSwapsQuote, defaultSwapsQuote } from "./quote.ts";
 * const usdc = { symbol: "USDC", name: "USDC", decimals: 6, address: "0xa", chainKey: "0x2105.base" };
 * const r = computeSwapsQuote(
 *   { quoteType: "exact_input", amount: 1_000_000n, srcToken: usdc, dstToken: usdc,
 *     partnerFee: { address: "0x0000000000000000000000000000000000000001", percentage: 100 } },
 *   defaultSwapsQuote,
 * );
 * assert.ok(r.ok && r.value === 987_030n); // 990_000 net, minus the 0.3% default spread
 * ```
 * @module
 */
import { type SwapsError, swapsError } from "./swaps_error.ts";
import { chargePartnerFee, FEE_PERCENTAGE_SCALE, type SimPartnerFee } from "./partner_fee.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { QuoteType } from "../../core/schemas/swaps_v2.ts";
import type { SimSwapToken } from "./tokens.ts";

/** What a rate function prices. */
export interface SwapsQuoteInput {
  /** `exact_input`: `amount` is the net input, return the output; `exact_output`: return the net input. */
  quoteType: QuoteType;
  /** Net input (exact_input) or wanted output (exact_output), in base units. */
  amount: bigint;
  /** The source token (from the app's token list). */
  srcToken: SimSwapToken;
  /** The destination token. */
  dstToken: SimSwapToken;
}

/** A rate function: the quoted amount (>= 0) for an input; throwing makes the quote a 4xx `QUOTE_FAILED`. */
export type SwapsQuoteFunction = (input: SwapsQuoteInput) => bigint;

/** The default spread of {@link defaultSwapsQuote}, in basis points (0.3%). */
export const DEFAULT_QUOTE_SPREAD_BPS = 30n;

/**
 * The default deterministic rate: one unit of any token buys one unit of any other (scaled by decimals), less a
 * 0.3% spread; exact_output rounds the needed input up.
 *
 * @example Quote 1 ETH (18 decimals) into a 6-decimals token
 * ```ts
 * import assert from "node:assert/strict";
 * import { defaultSwapsQuote } from "./quote.ts";
 * const t = (decimals: number) => ({ symbol: "T", name: "T", decimals, address: "0x1", chainKey: "sonic" });
 * assert.ok(defaultSwapsQuote({ quoteType: "exact_input", amount: 10n ** 18n, srcToken: t(18), dstToken: t(6) }) === 997_000n);
 * ```
 */
export function defaultSwapsQuote(input: SwapsQuoteInput): bigint {
  const src = 10n ** BigInt(input.srcToken.decimals);
  const dst = 10n ** BigInt(input.dstToken.decimals);
  const keep = 10_000n - DEFAULT_QUOTE_SPREAD_BPS;
  if (input.quoteType === "exact_input") return (input.amount * dst * keep) / (src * 10_000n);
  const num = input.amount * src * 10_000n;
  const den = dst * keep;
  return (num + den - 1n) / den;
}

/** A quote request in domain form. */
export interface SwapsQuoteRequest extends SwapsQuoteInput {
  /** The partner fee, if any. @default undefined */
  partnerFee?: SimPartnerFee | undefined;
}

function quoteFailed(message: string, cause?: unknown): Result<never, SwapsError> {
  return err(swapsError("VALIDATION_FAILED", message, { context: { phase: "quote" }, cause }));
}

/**
 * Applies the fee rule (module doc) around `rate`.
 *
 * @returns the quoted amount, or `INVALID_AMOUNT` (amount 0), `INVALID_FEE` (fixed fee above the amount, or a
 *   100% fee on exact_output), `VALIDATION_FAILED` with `context.phase = "quote"` (the rate function threw or
 *   returned a negative amount)
 * @example A zero amount is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { computeSwapsQuote, defaultSwapsQuote } from "./quote.ts";
 * const t = { symbol: "T", name: "T", decimals: 6, address: "0x1", chainKey: "sonic" };
 * const r = computeSwapsQuote({ quoteType: "exact_input", amount: 0n, srcToken: t, dstToken: t }, defaultSwapsQuote);
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function computeSwapsQuote(
  req: SwapsQuoteRequest,
  rate: SwapsQuoteFunction,
): Result<bigint, SwapsError> {
  if (req.amount <= 0n) {
    return err(
      swapsError("INVALID_AMOUNT", "Cannot quote: amount must be > 0", { context: { field: "amount" } }),
    );
  }
  const price = (amount: bigint): Result<bigint, SwapsError> => {
    try {
      const out = rate({ quoteType: req.quoteType, amount, srcToken: req.srcToken, dstToken: req.dstToken });
      return typeof out === "bigint" && out >= 0n
        ? ok(out)
        : quoteFailed("Cannot quote: the rate gave no amount");
    } catch (cause) {
      return quoteFailed("Cannot quote: the rate function failed", cause);
    }
  };
  if (req.quoteType === "exact_input") {
    const fee = chargePartnerFee(req.amount, req.partnerFee);
    return fee.ok ? price(req.amount - fee.value) : fee;
  }
  const net = price(req.amount);
  if (!net.ok || req.partnerFee === undefined) return net;
  const f = req.partnerFee;
  if (f.amount !== undefined) return ok(net.value + f.amount);
  const keep = FEE_PERCENTAGE_SCALE - BigInt(f.percentage);
  if (keep <= 0n) {
    return err(
      swapsError("INVALID_FEE", "Cannot quote exact_output with a 100% fee", {
        context: { field: "percentage" },
      }),
    );
  }
  // The smallest gross g with g - floor(g * bps / 10000) >= net.
  return ok(net.value === 0n ? 0n : ((net.value - 1n) * FEE_PERCENTAGE_SCALE) / keep + 1n);
}
