/**
 * Types of the solver client: the domain quote request and the client configuration.
 *
 * @example A quote request
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SolverIntentQuoteRequest } from "./types.ts";
 * const q: SolverIntentQuoteRequest = {
 *   token_src: "0x01", token_dst: "0x02", token_src_blockchain_id: "30", token_dst_blockchain_id: "146",
 *   amount: 1_000_000n, quote_type: "exact_input",
 * };
 * assert.ok(q.amount > 0n);
 * ```
 * @module
 */
import type { FetchLike, TransportOptions } from "../../core/http/types.ts";
import type { QuoteType } from "../../core/schemas/solver.ts";

/** `SolverIntentQuoteRequest` (docs/rules/swaps.md#solver-api) with `amount` as a bigint; sent with `amount` as a decimal string. */
export interface SolverIntentQuoteRequest {
  /** Source token: its hub asset, as the solver reads it (`swaps.getQuote` translates spoke tokens). */
  token_src: string;
  /** Destination token: its hub asset. */
  token_dst: string;
  /**
   * Source chain relay id as a decimal string; sent only when given. The platform's solver is not sent chain ids
   * (docs/wire_inventory.md#solver-quote). @default undefined
   */
  token_src_blockchain_id?: string | undefined;
  /** Destination chain relay id as a decimal string; sent only when given. @default undefined */
  token_dst_blockchain_id?: string | undefined;
  /** Amount in the smallest unit; must be > 0. */
  amount: bigint;
  /** `exact_input` or `exact_output`. */
  quote_type: QuoteType;
}

/** Settings of the solver client functions. */
export interface SolverClientConfig {
  /** Solver API root; `/quote`, `/execute`, `/status` are appended. */
  solverApiEndpoint: string;
  /** The configured global key (docs/rules/auth.md#key-precedence tier 4, the only tier the solver uses); empty = unset. @default undefined */
  apiKey?: string | undefined;
  /** Fetch implementation. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Retry policy, sleep and jitter of the transport. @default {} (the transport's defaults) */
  transport?: Omit<TransportOptions, "fetch"> | undefined;
  /** Bound of `/quote` and `/execute` calls in ms, retries included. @default undefined (unbounded) */
  timeout?: number | undefined;
}
