/**
 * Wire schemas of the swaps API v2 (SPEC 2.5, 4.4, 4.5), shared by the wire client (`wire/`) and the simulator.
 * The spec leaves paths and bodies open beyond the quote body; this is the design both sides follow.
 *
 * Routes, relative to `{base_url}` (see {@link SWAPS_V2_PATHS}):
 *
 * | Method | Path | Body / query | Response |
 * |---|---|---|---|
 * | GET | /swaps/tokens | none | `{tokens: {[chainKey]: SwapToken[]}}` |
 * | POST | /swaps/quote | quote body | `{quotedAmount, quoteId?, expiresAt?}` |
 * | POST | /swaps/intent | quote body + `{srcAddress, dstAddress, minOutputAmount, deadline, allowPartialFill, solver?}` | `{tx, intent, intentHash?}` |
 * | POST | /swaps/allowance | `{tokenSrc, tokenSrcChainKey, srcAddress, amount}` | `{valid}` |
 * | POST | /swaps/approve | same as allowance | `{tx}` |
 * | POST | /swaps/submit-tx | `{txHash, srcChainKey, walletAddress?, intent?, relayData?}` | `{success, message}` |
 * | GET | /swaps/submit-tx/status | query `txHash`, `srcChainKey` | `{success, data: {txHash, srcChainKey, status, failedAttempts, failedAtStep?, failureReason?, result?}}` |
 *
 * Wire conventions: camelCase; bigints are decimal strings (`srcChain`/`dstChain` of an intent may also be JSON
 * numbers); `partnerFee` is sent on quote and create-intent only (`{address, percentage}` in basis points, or
 * `{address, amount}`); an unsigned `tx` is a union on `chainType`: `EVM` `{from, to, value, data}`, `INJECTIVE`
 * `{from, to, msg}` with `msg` bytes as an index object `{"0": n, "1": n, ...}` (what `JSON.stringify` makes of a
 * `Uint8Array`), or a generic `{from, to?, value?, data}` for other chain families (`data` = the chain-native
 * serialised unsigned transaction). Errors are `{message, code?, details?}` (`backend_error.ts`).
 *
 * `*WireSchema` validate JSON as it travels (the simulator parses request bodies with them); the other response
 * schemas turn wire JSON into domain values (bigint, `Uint8Array`); `*ParamsSchema` check domain-shaped client
 * input before any I/O.
 *
 * @example Turn a create-intent response into domain values
 * ```ts
 * import { swapsCreateIntentResponseSchema } from "./swaps_v2.ts";
 * const r = swapsCreateIntentResponseSchema.parse({
 *   tx: { chainType: "INJECTIVE", from: "inj1a", to: "inj1b", msg: { "0": 10, "1": 255 } },
 *   intent: {
 *     intentId: "7", creator: "0x01", inputToken: "0x02", outputToken: "0x03", inputAmount: "1000",
 *     minOutputAmount: "900", deadline: "0", allowPartialFill: false, srcChain: 19, dstChain: "146",
 *     srcAddress: "0x04", dstAddress: "0x05", solver: "0x00", data: "0x",
 *   },
 * });
 * console.assert(r.tx.chainType === "INJECTIVE" && r.tx.msg instanceof Uint8Array && r.tx.msg[1] === 255);
 * console.assert(r.intent.inputAmount === 1000n && r.intent.dstChain === 146n);
 * ```
 * @module
 */
import { z } from "zod";
import { ALL_CHAIN_KEYS } from "../chains/chain_keys.ts";
import { bigintFromWire, decimalString, hexString } from "./_bigint.ts";
import { SUBMIT_TX_STATUSES } from "./bridge.ts";
import { relayExtraDataSchema } from "./relayer.ts";

export { SUBMIT_TX_STATUSES, type SubmitTxStatus } from "./bridge.ts";

/** Paths of the swaps API v2, relative to `{base_url}`. */
export const SWAPS_V2_PATHS = {
  tokens: "/swaps/tokens",
  quote: "/swaps/quote",
  intent: "/swaps/intent",
  allowance: "/swaps/allowance",
  approve: "/swaps/approve",
  submitTx: "/swaps/submit-tx",
  submitTxStatus: "/swaps/submit-tx/status",
} as const;

/** Quote types of the swaps API. */
export const QUOTE_TYPES = ["exact_input", "exact_output"] as const;
/** A quote type. */
export type QuoteType = typeof QUOTE_TYPES[number];

/** One of the 22 chain keys. */
export const swapsChainKeySchema = z.enum(ALL_CHAIN_KEYS);
const address = z.string().min(1);
const bigintParam = z.bigint().nonnegative();
const relayChainWire = z.union([decimalString, z.number().int().nonnegative()]);

/** Partner fee on the wire: basis points, or a fixed amount as a decimal string. */
export const partnerFeeWireSchema = z.union([
  z.object({ address, percentage: z.number().int().min(0).max(10_000) }).strict(),
  z.object({ address, amount: decimalString }).strict(),
]);
/** Partner fee as the client takes it (SPEC 2.1). */
export const partnerFeeParamSchema = z.union([
  z.object({ address, percentage: z.number().int().min(0).max(10_000) }).strict(),
  z.object({ address, amount: bigintParam }).strict(),
]);
/** A partner fee (domain). */
export type SwapsPartnerFee = z.infer<typeof partnerFeeParamSchema>;

function quoteFields<A extends z.ZodType, F extends z.ZodType>(amount: A, fee: F) {
  return {
    tokenSrc: address,
    tokenDst: address,
    tokenSrcChainKey: swapsChainKeySchema,
    tokenDstChainKey: swapsChainKeySchema,
    amount,
    quoteType: z.enum(QUOTE_TYPES),
    partnerFee: fee.optional(),
  };
}
function intentFields<A extends z.ZodType, F extends z.ZodType>(amount: A, fee: F) {
  return {
    ...quoteFields(amount, fee),
    srcAddress: address,
    dstAddress: address,
    minOutputAmount: amount,
    deadline: amount,
    allowPartialFill: z.boolean(),
    solver: address.optional(),
  };
}
function allowanceFields<A extends z.ZodType>(amount: A) {
  return { tokenSrc: address, tokenSrcChainKey: swapsChainKeySchema, srcAddress: address, amount };
}
function swapIntentFields<A extends z.ZodType, C extends z.ZodType>(amount: A, chain: C) {
  return {
    intentId: amount,
    creator: z.string(),
    inputToken: z.string(),
    outputToken: z.string(),
    inputAmount: amount,
    minOutputAmount: amount,
    deadline: amount,
    allowPartialFill: z.boolean(),
    srcChain: chain,
    dstChain: chain,
    srcAddress: z.string(),
    dstAddress: z.string(),
    solver: z.string(),
    data: z.string(),
  };
}

/** `POST /swaps/quote` body on the wire. */
export const swapsQuoteRequestWireSchema = z.object(quoteFields(decimalString, partnerFeeWireSchema));
/** `POST /swaps/quote` body on the wire. */
export type SwapsQuoteRequestWire = z.infer<typeof swapsQuoteRequestWireSchema>;
/** Quote parameters (domain: bigint amount). */
export const swapsQuoteParamsSchema = z.object(quoteFields(bigintParam, partnerFeeParamSchema));
/** Quote parameters. */
export type SwapsQuoteParams = z.infer<typeof swapsQuoteParamsSchema>;

/** `POST /swaps/intent` body on the wire. `deadline` is unix seconds, `0` for none. */
export const swapsCreateIntentRequestWireSchema = z.object(intentFields(decimalString, partnerFeeWireSchema));
/** `POST /swaps/intent` body on the wire. */
export type SwapsCreateIntentRequestWire = z.infer<typeof swapsCreateIntentRequestWireSchema>;
/** Create-intent parameters (domain). */
export const swapsCreateIntentParamsSchema = z.object(intentFields(bigintParam, partnerFeeParamSchema));
/** Create-intent parameters. */
export type SwapsCreateIntentParams = z.infer<typeof swapsCreateIntentParamsSchema>;

/** `POST /swaps/allowance` and `POST /swaps/approve` body on the wire (no `partnerFee`). */
export const swapsAllowanceRequestWireSchema = z.object(allowanceFields(decimalString));
/** Allowance / approve body on the wire. */
export type SwapsAllowanceRequestWire = z.infer<typeof swapsAllowanceRequestWireSchema>;
/** Allowance / approve parameters (domain); a `partnerFee` is accepted and not sent. */
export const swapsAllowanceParamsSchema = z.object({
  ...allowanceFields(bigintParam),
  partnerFee: partnerFeeParamSchema.optional(),
});
/** Allowance / approve parameters; create-intent parameters fit too. */
export type SwapsAllowanceParams = z.infer<typeof swapsAllowanceParamsSchema>;

/** The intent as the backend returns it and takes it back on submit-tx (bigints as decimal strings). */
export const swapIntentWireSchema = z.object(swapIntentFields(decimalString, relayChainWire));
/** The intent on the wire. */
export type SwapIntentWire = z.infer<typeof swapIntentWireSchema>;
/** The intent, wire JSON to domain (bigints). */
export const swapIntentSchema = z.object(swapIntentFields(bigintFromWire, bigintFromWire));
/** The intent (domain). */
export type SwapIntent = z.output<typeof swapIntentSchema>;
const swapIntentParamSchema = z.object(swapIntentFields(bigintParam, bigintParam));

/** `POST /swaps/submit-tx` body on the wire. */
export const swapsSubmitTxRequestWireSchema = z.object({
  txHash: z.string().min(1),
  srcChainKey: swapsChainKeySchema,
  walletAddress: address.optional(),
  intent: swapIntentWireSchema.optional(),
  relayData: relayExtraDataSchema.optional(),
});
/** Submit-tx body on the wire. */
export type SwapsSubmitTxRequestWire = z.infer<typeof swapsSubmitTxRequestWireSchema>;
/** Submit-tx parameters (domain intent). */
export const swapsSubmitTxParamsSchema = swapsSubmitTxRequestWireSchema.extend({
  intent: swapIntentParamSchema.optional(),
});
/** Submit-tx parameters. */
export type SwapsSubmitTxParams = z.infer<typeof swapsSubmitTxParamsSchema>;

/** Query of `GET /swaps/submit-tx/status`. */
export const swapsSubmitTxStatusQuerySchema = z.object({
  txHash: z.string().min(1),
  srcChainKey: swapsChainKeySchema,
});
/** Submit-tx status query. */
export type SwapsSubmitTxStatusQuery = z.infer<typeof swapsSubmitTxStatusQuerySchema>;

const byte = z.number().int().min(0).max(255);
const indexObject = z.record(z.string().regex(/^(0|[1-9][0-9]*)$/), byte).refine(
  (o) => Object.keys(o).every((k, _i, all) => Number(k) < all.length),
  "expected index keys 0..n-1",
);
/** Bytes on the wire: an index object `{"0": n, ...}` (or a plain array of bytes). */
export const indexBytesWireSchema = z.union([indexObject, z.array(byte)]);
/** Bytes, wire JSON to `Uint8Array`. */
export const indexBytesSchema = indexBytesWireSchema.transform((v) =>
  Array.isArray(v)
    ? Uint8Array.from(v)
    : Uint8Array.from({ length: Object.keys(v).length }, (_, i) => v[String(i)]!)
);

/**
 * Encodes bytes as the wire's index object (same as `JSON.parse(JSON.stringify(bytes))`).
 *
 * @param bytes the bytes
 * @returns `{"0": b0, "1": b1, ...}`
 *
 * @example Round-trip
 * ```ts
 * import { bytesToIndexObject, indexBytesSchema } from "./swaps_v2.ts";
 * const o = bytesToIndexObject(new Uint8Array([1, 2]));
 * console.assert(o["1"] === 2 && indexBytesSchema.parse(o)[0] === 1);
 * ```
 */
export function bytesToIndexObject(bytes: Uint8Array): Record<string, number> {
  const out: Record<string, number> = {};
  bytes.forEach((b, i) => out[String(i)] = b);
  return out;
}

/** Chain families whose unsigned tx uses the generic shape. */
export const GENERIC_TX_CHAIN_TYPES = [
  "SOLANA",
  "STELLAR",
  "SUI",
  "ICON",
  "NEAR",
  "BITCOIN",
  "STACKS",
] as const;

function chainTxVariants<B extends z.ZodType, M extends z.ZodType>(big: B, bytes: M) {
  return [
    z.object({
      chainType: z.literal("EVM"),
      from: hexString,
      to: hexString,
      value: big,
      data: hexString,
      chainId: z.number().int().optional(),
    }),
    z.object({
      chainType: z.literal("INJECTIVE"),
      from: z.string(),
      to: z.string(),
      msg: bytes,
      chainId: z.string().optional(),
    }),
    z.looseObject({
      chainType: z.enum(GENERIC_TX_CHAIN_TYPES),
      from: z.string(),
      to: z.string().optional(),
      value: big.optional(),
      data: z.string(),
    }),
  ] as const;
}
/** An unsigned chain transaction on the wire, discriminated by `chainType`. */
export const chainTxWireSchema = z.discriminatedUnion("chainType", [
  ...chainTxVariants(decimalString, indexBytesWireSchema),
]);
/** An unsigned chain transaction on the wire. */
export type ChainTxWire = z.infer<typeof chainTxWireSchema>;
/** An unsigned chain transaction, wire JSON to domain (`value` bigint, Injective `msg` `Uint8Array`). */
export const chainTxSchema = z.discriminatedUnion("chainType", [
  ...chainTxVariants(bigintFromWire, indexBytesSchema),
]);
/** An unsigned chain transaction (domain). */
export type ChainTx = z.output<typeof chainTxSchema>;

/** A token of the swaps token list (extra fields are kept). */
export const swapTokenSchema = z.looseObject({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(255),
  address: z.string(),
  chainKey: z.string(),
  hubAsset: z.string().optional(),
  vault: z.string().optional(),
});
/** A swap token. */
export type SwapToken = z.output<typeof swapTokenSchema>;

/** `GET /swaps/tokens` response; unknown chain keys are kept (a newer backend may list more chains). */
export const swapsTokensResponseSchema = z.object({ tokens: z.record(z.string(), z.array(swapTokenSchema)) });
/** Token list by chain key. */
export type SwapsTokensResponse = z.output<typeof swapsTokensResponseSchema>;

const quoteResponseFields = { quoteId: z.string().optional(), expiresAt: z.number().int().optional() };
/** `POST /swaps/quote` response on the wire. */
export const swapsQuoteResponseWireSchema = z.object({ quotedAmount: decimalString, ...quoteResponseFields });
/** `POST /swaps/quote` response, `quotedAmount` as bigint. */
export const swapsQuoteResponseSchema = z.object({ quotedAmount: bigintFromWire, ...quoteResponseFields });
/** A quote (domain). */
export type SwapsQuoteResponse = z.output<typeof swapsQuoteResponseSchema>;

/** `POST /swaps/intent` response on the wire. */
export const swapsCreateIntentResponseWireSchema = z.object({
  tx: chainTxWireSchema,
  intent: swapIntentWireSchema,
  intentHash: hexString.optional(),
});
/** `POST /swaps/intent` response (domain). */
export const swapsCreateIntentResponseSchema = z.object({
  tx: chainTxSchema,
  intent: swapIntentSchema,
  intentHash: hexString.optional(),
});
/** Create-intent result (domain). */
export type SwapsCreateIntentResponse = z.output<typeof swapsCreateIntentResponseSchema>;

/** `POST /swaps/allowance` response. */
export const swapsAllowanceResponseSchema = z.object({ valid: z.boolean() });
/** Allowance check result. */
export type SwapsAllowanceResponse = z.output<typeof swapsAllowanceResponseSchema>;

/** `POST /swaps/approve` response on the wire. */
export const swapsApproveResponseWireSchema = z.object({ tx: chainTxWireSchema });
/** `POST /swaps/approve` response (domain). */
export const swapsApproveResponseSchema = z.object({ tx: chainTxSchema });
/** Approve result (domain). */
export type SwapsApproveResponse = z.output<typeof swapsApproveResponseSchema>;

/** `POST /swaps/submit-tx` response. */
export const swapsSubmitTxResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/** Submit-tx result. */
export type SwapsSubmitTxResponse = z.output<typeof swapsSubmitTxResponseSchema>;

/** `GET /swaps/submit-tx/status` response. `solved` is success; `failed` and `abandoned` are terminal. */
export const swapsSubmitTxStatusResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    txHash: z.string(),
    srcChainKey: z.string(),
    status: z.enum(SUBMIT_TX_STATUSES),
    failedAttempts: z.number().int().nonnegative(),
    failedAtStep: z.string().optional(),
    failureReason: z.string().optional(),
    result: z.object({ dstIntentTxHash: z.string(), intent_hash: z.string().optional() }).optional(),
  }),
});
/** Submit-tx status. */
export type SwapsSubmitTxStatusResponse = z.output<typeof swapsSubmitTxStatusResponseSchema>;
