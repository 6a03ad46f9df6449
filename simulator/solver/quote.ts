/**
 * The solver's deterministic quote: the synthetic USD prices of both tokens, their decimals, and a 0.3% spread.
 *
 * @example One USDC (6 decimals) for USDT (6 decimals) at par
 * ```ts
 * import assert from "node:assert/strict";
 * import { quoteAmount } from "./quote.ts";
 * const usd = { decimals: 6 };
 * const out = quoteAmount({ amount: 1_000_000n, quoteType: "exact_input", src: usd, dst: usd, priceSrc: 1, priceDst: 1 });
 * assert.ok(out === 997_000n);
 * ```
 * @module
 */
import type { QuoteType } from "../../core/schemas/solver.ts";

/** Spread kept by the simulated solver, in basis points. */
export const SOLVER_SPREAD_BPS = 30n;

const SCALE = 1e12;
const BPS = 10_000n;

/** Input of {@link quoteAmount}. */
export interface QuoteInput {
  /** `exact_input`: the input amount; `exact_output`: the wanted output amount (smallest units). */
  amount: bigint;
  /** Quote type. */
  quoteType: QuoteType;
  /** Source token decimals. */
  src: { decimals: number };
  /** Destination token decimals. */
  dst: { decimals: number };
  /** USD price of the source token. */
  priceSrc: number;
  /** USD price of the destination token. */
  priceDst: number;
}

/**
 * Quotes an amount: for `exact_input` the output the solver gives (rounded down), for `exact_output` the input
 * it needs (rounded up).
 *
 * @param q the quote input
 * @returns the quoted amount in the other token's smallest units
 */
export function quoteAmount(q: QuoteInput): bigint {
  const pSrc = BigInt(Math.max(1, Math.round(q.priceSrc * SCALE)));
  const pDst = BigInt(Math.max(1, Math.round(q.priceDst * SCALE)));
  const dSrc = 10n ** BigInt(q.src.decimals);
  const dDst = 10n ** BigInt(q.dst.decimals);
  const keep = BPS - SOLVER_SPREAD_BPS;
  if (q.quoteType === "exact_input") return (q.amount * pSrc * dDst * keep) / (pDst * dSrc * BPS);
  const num = q.amount * pDst * dSrc * BPS;
  const den = pSrc * dDst * keep;
  return (num + den - 1n) / den;
}
