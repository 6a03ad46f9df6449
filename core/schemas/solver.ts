/**
 * Wire schemas of the solver API (docs/rules/swaps.md#solver-api): `POST {solver_url}/quote`, `/execute`,
 * `/status`.
 *
 * Design where the spec is silent: the quote body carries the hub-translated token addresses, both
 * `*_blockchain_id` fields as relay chain id strings, and `amount` as a decimal string. Error bodies are
 * `{detail: {code, message}}` with the numeric {@link SolverIntentErrorCode} values of the reference.
 *
 * @example Read a status answer
 * ```ts
 * import assert from "node:assert/strict";
 * import { SolverIntentStatusCode, solverStatusResponseSchema } from "./solver.ts";
 * const s = solverStatusResponseSchema.parse({ status: 3, fill_tx_hash: "0xab" });
 * assert.ok(s.status === SolverIntentStatusCode.SOLVED);
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { bigintFromWire, decimalString, hexId } from "./_bigint.ts";
import { type SolverErrorResponse, SolverIntentErrorCode } from "../solver_error.ts";

export { type SolverErrorResponse, SolverIntentErrorCode };

/** Numeric status codes of an intent at the solver. */
export const SolverIntentStatusCode = {
  NOT_FOUND: -1,
  NOT_STARTED_YET: 1,
  STARTED_NOT_FINISHED: 2,
  SOLVED: 3,
  FAILED: 4,
} as const;
/** A value of {@link SolverIntentStatusCode}. */
export type SolverIntentStatusCode = typeof SolverIntentStatusCode[keyof typeof SolverIntentStatusCode];

/** Quote types. */
export const QUOTE_TYPES = ["exact_input", "exact_output"] as const;
/** `exact_input` or `exact_output`. */
export type QuoteType = typeof QUOTE_TYPES[number];

/**
 * Quote request body as the library sends it: the platform's `{token_src, token_dst, amount, quote_type}` with hub
 * asset addresses (docs/wire_inventory.md#solver-quote); the two relay-id fields only when a caller of the
 * static solver client gives them.
 */
export const solverQuoteWireRequestSchema: z.ZodMiniType<SolverQuoteWireRequest> = z.object({
  token_src: z.string().check(z.minLength(1)),
  token_dst: z.string().check(z.minLength(1)),
  token_src_blockchain_id: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/))),
  token_dst_blockchain_id: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/))),
  amount: decimalString,
  quote_type: z.enum(QUOTE_TYPES),
});
/** Quote request body on the wire (hub token addresses, decimal amount; relay chain ids only when given). */
export interface SolverQuoteWireRequest {
  token_src: string;
  token_dst: string;
  token_src_blockchain_id?: string | undefined;
  token_dst_blockchain_id?: string | undefined;
  amount: string;
  quote_type: QuoteType;
}

/**
 * Quote request bodies the simulated solver reads: hub asset addresses, as the platform's client sends them
 * (docs/wire_inventory.md#solver-quote). Relay-id fields are read and checked but do not change the lookup.
 */
export const solverQuoteAcceptedRequestSchema: z.ZodMiniType<SolverQuoteAcceptedRequest> = z.object({
  token_src: z.string().check(z.minLength(1)),
  token_dst: z.string().check(z.minLength(1)),
  token_src_blockchain_id: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/))),
  token_dst_blockchain_id: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/))),
  amount: decimalString,
  quote_type: z.enum(QUOTE_TYPES),
});
/** A quote request a solver accepts: chain ids absent means the tokens are hub assets. */
export interface SolverQuoteAcceptedRequest {
  token_src: string;
  token_dst: string;
  token_src_blockchain_id?: string | undefined;
  token_dst_blockchain_id?: string | undefined;
  amount: string;
  quote_type: QuoteType;
}

/** Quote response: `quoted_amount` read as bigint. */
export const solverQuoteResponseSchema: z.ZodMiniType<
  SolverIntentQuoteResponse,
  { quoted_amount: string | number }
> = z
  .object({ quoted_amount: bigintFromWire });
/** `SolverIntentQuoteResponse`: destination amount in the token's smallest unit. */
export interface SolverIntentQuoteResponse {
  /** Quoted destination amount (smallest unit). */
  quoted_amount: bigint;
}

/** `SolverExecutionRequest`. */
export const solverExecutionRequestSchema: z.ZodMiniType<SolverExecutionRequest> = z.object({
  intent_tx_hash: hexId.check(z.minLength(3)),
});
/** `SolverExecutionRequest`: the hub tx hash where the intent was registered. */
export interface SolverExecutionRequest {
  /** Hub tx hash where the intent was registered. */
  intent_tx_hash: string;
}

/** `SolverExecutionResponse`. */
export const solverExecutionResponseSchema: z.ZodMiniType<SolverExecutionResponse> = z.object({
  answer: z.literal("OK"),
  intent_hash: hexId,
});
/** `SolverExecutionResponse`. */
export interface SolverExecutionResponse {
  /** Always `OK` on acceptance. */
  answer: "OK";
  /** Hash of the accepted intent. */
  intent_hash: string;
}

/** `SolverIntentStatusRequest`. */
export const solverStatusRequestSchema: z.ZodMiniType<SolverIntentStatusRequest> = z.object({
  intent_tx_hash: hexId.check(z.minLength(3)),
});
/** `SolverIntentStatusRequest`: hub tx hash of the intent (the relay packet's `dst_tx_hash`). */
export interface SolverIntentStatusRequest {
  /** Hub tx hash of the intent. */
  intent_tx_hash: string;
}

/** `SolverIntentStatusResponse`; `fill_tx_hash` only when SOLVED. */
export const solverStatusResponseSchema: z.ZodMiniType<SolverIntentStatusResponse> = z.object({
  status: z.union([
    z.literal(SolverIntentStatusCode.NOT_FOUND),
    z.literal(SolverIntentStatusCode.NOT_STARTED_YET),
    z.literal(SolverIntentStatusCode.STARTED_NOT_FINISHED),
    z.literal(SolverIntentStatusCode.SOLVED),
    z.literal(SolverIntentStatusCode.FAILED),
  ]),
  fill_tx_hash: z.optional(z.string()),
});
/** `SolverIntentStatusResponse`. */
export interface SolverIntentStatusResponse {
  /** Where the solver is with the intent. */
  status: SolverIntentStatusCode;
  /** Hub tx hash of the fill; only when SOLVED. */
  fill_tx_hash?: string | undefined;
}

/** `SolverErrorResponse`: `{detail: {code, message}}`. */
export const solverErrorResponseSchema: z.ZodMiniType<SolverErrorResponse> = z.object({
  detail: z.object({ code: z.number().check(z.int()), message: z.string() }),
});
