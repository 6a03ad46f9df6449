/**
 * Wire schemas of the swaps API v2 (docs/rules/wire_client.md#swaps-api-v2), shared by the wire client
 * (`wire/`) and the simulator. The spec leaves paths and bodies open beyond the quote body; this is the
 * design both sides follow.
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
 * | POST | /swaps/submit-tx | `{txHash, srcChainKey, walletAddress, intent, relayData}` (the platform's) | `{success, message}` |
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
 * import assert from "node:assert/strict";
 * import { swapsCreateIntentResponseSchema } from "./swaps_v2.ts";
 * const r = swapsCreateIntentResponseSchema.parse({
 *   tx: { chainType: "INJECTIVE", from: "inj1a", to: "inj1b", msg: { "0": 10, "1": 255 } },
 *   intent: {
 *     intentId: "7", creator: "0x01", inputToken: "0x02", outputToken: "0x03", inputAmount: "1000",
 *     minOutputAmount: "900", deadline: "0", allowPartialFill: false, srcChain: 19, dstChain: "146",
 *     srcAddress: "0x04", dstAddress: "0x05", solver: "0x00", data: "0x",
 *   },
 * });
 * assert.ok(r.tx.chainType === "INJECTIVE" && r.tx.msg instanceof Uint8Array && r.tx.msg[1] === 255);
 * assert.ok(r.intent.inputAmount === 1000n && r.intent.dstChain === 146n);
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { ALL_CHAIN_KEYS, type SpokeChainKey } from "../chains/chain_keys.ts";
import { bigintFromWire, decimalString, hexId, hexString } from "./_bigint.ts";
import {
  SUBMIT_TX_STATUSES,
  type SubmitTxResult,
  submitTxResultSchema,
  type SubmitTxStatus,
} from "./submit_tx_status.ts";

export { SUBMIT_TX_STATUSES, type SubmitTxStatus } from "./submit_tx_status.ts";

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
/** A chain family with the generic unsigned-tx shape. */
export type GenericTxChainType = typeof GENERIC_TX_CHAIN_TYPES[number];

// ---------------------------------------------------------------------------------------------- types

/** Partner fee on the wire: basis points (100 = 1%), or a fixed amount as a decimal string. */
export type SwapsPartnerFeeWire = { address: string; percentage: number } | {
  address: string;
  amount: string;
};
/** Partner fee as the client takes it (docs/rules/config.md#partner-fee). */
export type SwapsPartnerFee = { address: string; percentage: number } | { address: string; amount: bigint };

/** Quote body fields; `A` is the amount type (decimal string on the wire, bigint in parameters). */
export interface SwapsQuoteFields<A, F> {
  /** Source token address. */
  tokenSrc: string;
  /** Destination token address. */
  tokenDst: string;
  /** Source chain key. */
  tokenSrcChainKey: SpokeChainKey;
  /** Destination chain key. */
  tokenDstChainKey: SpokeChainKey;
  /** Amount in the token's smallest unit (input for `exact_input`, output for `exact_output`). */
  amount: A;
  /** `exact_input` or `exact_output`. */
  quoteType: QuoteType;
  /** Optional; send the same value on quote and create-intent. */
  partnerFee?: F | undefined;
}
/** `POST /swaps/quote` body on the wire. */
export type SwapsQuoteRequestWire = SwapsQuoteFields<string, SwapsPartnerFeeWire>;
/** Quote parameters. */
export type SwapsQuoteParams = SwapsQuoteFields<bigint, SwapsPartnerFee>;

/** Create-intent body fields: the quote fields plus the intent's addresses and limits. */
export interface SwapsIntentFields<A, F> extends SwapsQuoteFields<A, F> {
  /** Sender on the source chain. */
  srcAddress: string;
  /** Receiver on the destination chain. */
  dstAddress: string;
  /** Minimum acceptable output (smallest unit). */
  minOutputAmount: A;
  /** Unix seconds; `0` means no expiry. */
  deadline: A;
  /** Whether the solver may fill in several fills. */
  allowPartialFill: boolean;
  /** A given solver; any solver when omitted. */
  solver?: string | undefined;
}
/** `POST /swaps/intent` body on the wire. */
export type SwapsCreateIntentRequestWire = SwapsIntentFields<string, SwapsPartnerFeeWire>;
/** Create-intent parameters. */
export type SwapsCreateIntentParams = SwapsIntentFields<bigint, SwapsPartnerFee>;

/** Allowance / approve body fields. */
export interface SwapsAllowanceFields<A> {
  /** Token to spend. */
  tokenSrc: string;
  /** Chain key of the token. */
  tokenSrcChainKey: SpokeChainKey;
  /** Owner of the tokens. */
  srcAddress: string;
  /** Amount to allow (smallest unit). */
  amount: A;
}
/** `POST /swaps/allowance` and `POST /swaps/approve` body on the wire (no `partnerFee`). */
export type SwapsAllowanceRequestWire = SwapsAllowanceFields<string>;
/** Allowance / approve parameters; `partnerFee` is accepted and not sent; create-intent parameters fit too. */
export interface SwapsAllowanceParams extends SwapsAllowanceFields<bigint> {
  /** Accepted for convenience (create-intent parameters fit) and not sent. */
  partnerFee?: SwapsPartnerFee | undefined;
}

/** The hub intent (Solidity tuple order); `A` for uint256 amounts and ids, `C` for relay chain ids. */
export interface SwapIntentFields<A, C> {
  /** Intent id chosen by the creator. */
  intentId: A;
  /** Hub wallet that created the intent. */
  creator: string;
  /** Input token (hub asset). */
  inputToken: string;
  /** Output token (hub asset). */
  outputToken: string;
  /** Input amount (smallest unit). */
  inputAmount: A;
  /** Minimum acceptable output (smallest unit). */
  minOutputAmount: A;
  /** UNIX seconds after which it cannot be filled; `0` = none. */
  deadline: A;
  /** Whether several fills are allowed. */
  allowPartialFill: boolean;
  /** Relay chain id of the source chain. */
  srcChain: C;
  /** Relay chain id of the destination chain. */
  dstChain: C;
  /** Sender on the source chain (encoded bytes, hex). */
  srcAddress: string;
  /** Receiver on the destination chain (encoded bytes, hex). */
  dstAddress: string;
  /** Solver allowed to fill; the zero address = any. */
  solver: string;
  /** Extra data (hex), e.g. the encoded partner fee. */
  data: string;
}
/** The intent on the wire (relay chain ids as decimal strings or JSON numbers). */
export type SwapIntentWire = SwapIntentFields<string, string | number>;
/** The intent (domain). */
export type SwapIntent = SwapIntentFields<bigint, bigint>;

/** Split-tx relay data (Solana, Bitcoin): hub destination address and full call payload. */
export interface SwapsRelayData {
  /** Hub destination address. */
  address: string;
  /** Full call payload (hex). */
  payload: string;
}

/** Submit-tx body fields; `I` is the intent type, `R` the relay data's. */
export interface SwapsSubmitTxFields<I, R = SwapsRelayData> {
  /** Source-chain tx hash that created the intent. */
  txHash: string;
  /** Source chain key. */
  srcChainKey: SpokeChainKey;
  /** The user's wallet on the source chain (the platform's backend expects it). */
  walletAddress?: string | undefined;
  /** The intent (the platform's backend expects it). */
  intent?: I | undefined;
  /**
   * The relay data: the hub call payload (hex, as the platform sends it) or `{address, payload}` (the address is
   * the intent's creator, so only the payload travels; docs/wire_inventory.md#swaps-submit-tx).
   */
  relayData?: R | undefined;
}
/**
 * `POST /swaps/submit-tx` body as the simulator reads it: the platform's body with its payload-string
 * `relayData` turned into `{address: intent.creator, payload}`.
 */
export type SwapsSubmitTxRequestWire = SwapsSubmitTxFields<SwapIntentWire>;
/** Submit-tx parameters; `relayData` as the payload hex or `{address, payload}`. */
export type SwapsSubmitTxParams = SwapsSubmitTxFields<SwapIntent, SwapsRelayData | string>;
/**
 * The intent as the platform's `SubmitSwapTxRequest` carries it: amounts and ids as decimal strings, `srcChain`
 * and `dstChain` as JSON numbers (docs/wire_inventory.md#swaps-submit-tx).
 */
export type SubmitSwapTxIntentBody = SwapIntentFields<string, number>;
/** `POST /swaps/submit-tx` body exactly as sent: the platform's `SubmitSwapTxRequest` (`relayData` a hex string). */
export type SubmitSwapTxBody = SwapsSubmitTxFields<SubmitSwapTxIntentBody, string>;

/** Query of `GET /swaps/submit-tx/status`. */
export interface SwapsSubmitTxStatusQuery {
  /** Source-chain tx hash given to submit-tx. */
  txHash: string;
  /** Source chain key given to submit-tx. */
  srcChainKey: SpokeChainKey;
}

/** Bytes on the wire: an index object `{"0": n, ...}` or a plain array of bytes. */
export type IndexBytesWire = Record<string, number> | number[];

/** Unsigned EVM transaction. */
export interface EvmChainTx<V> {
  /** Always `EVM`. */
  chainType: "EVM";
  /** Sender. */
  from: string;
  /** Target contract. */
  to: string;
  /** Native value (wei). */
  value: V;
  /** Calldata (hex). */
  data: string;
  /** EVM chain id, when given. */
  chainId?: number | undefined;
}
/** Unsigned Injective transaction; `msg` is the encoded message bytes. */
export interface InjectiveChainTx<B> {
  /** Always `INJECTIVE`. */
  chainType: "INJECTIVE";
  /** Sender. */
  from: string;
  /** Target contract. */
  to: string;
  /** Encoded message bytes. */
  msg: B;
  /** Cosmos chain id, when given. */
  chainId?: string | undefined;
}
/** Unsigned transaction of another family; `data` is the chain-native serialised transaction. Extra keys kept. */
export interface GenericChainTx<V> {
  /** Chain family. */
  chainType: GenericTxChainType;
  /** Sender. */
  from: string;
  /** Target, when the family has one. */
  to?: string | undefined;
  /** Native value, when any. */
  value?: V | undefined;
  /** Chain-native serialised transaction. */
  data: string;
  /** Extra keys of the backend, kept as is. */
  [key: string]: unknown;
}
/** An unsigned chain transaction on the wire. */
export type ChainTxWire = EvmChainTx<string> | InjectiveChainTx<IndexBytesWire> | GenericChainTx<string>;
/** An unsigned chain transaction (domain: `value` bigint, Injective `msg` a `Uint8Array`). */
export type ChainTx = EvmChainTx<bigint> | InjectiveChainTx<Uint8Array> | GenericChainTx<bigint>;

/** A token of the swaps token list (extra keys kept). */
export interface SwapToken {
  /** Token symbol. */
  symbol: string;
  /** Token name. */
  name: string;
  /** Token decimals. */
  decimals: number;
  /** Token address on its chain. */
  address: string;
  /** Chain key of the token. */
  chainKey: string;
  /** The token's hub asset address, when listed. */
  hubAsset?: string | undefined;
  /** The token's hub vault address, when listed. */
  vault?: string | undefined;
  /** Extra keys of the backend, kept as is. */
  [key: string]: unknown;
}
/** `GET /swaps/tokens` response: tokens by chain key (unknown chain keys are kept). */
export interface SwapsTokensResponse {
  /** Tokens by chain key. */
  tokens: Record<string, SwapToken[]>;
}

/** Quote response fields. */
export interface SwapsQuoteResponseFields<A> {
  /** Quoted amount (smallest unit): output for `exact_input`, input for `exact_output`. */
  quotedAmount: A;
  /** Quote id, when the backend gives one. */
  quoteId?: string | undefined;
  /** Unix ms after which the quote is stale. */
  expiresAt?: number | undefined;
}
/** `POST /swaps/quote` response on the wire. */
export type SwapsQuoteResponseWire = SwapsQuoteResponseFields<string>;
/** A quote (domain). */
export type SwapsQuoteResponse = SwapsQuoteResponseFields<bigint>;

/** Create-intent response fields. */
export interface SwapsCreateIntentResponseFields<T, I> {
  /** The unsigned transaction that creates the intent. */
  tx: T;
  /** The intent the transaction creates. */
  intent: I;
  /** Hash of the intent, when the backend gives it. */
  intentHash?: string | undefined;
}
/** `POST /swaps/intent` response on the wire. */
export type SwapsCreateIntentResponseWire = SwapsCreateIntentResponseFields<ChainTxWire, SwapIntentWire>;
/** Create-intent result (domain). */
export type SwapsCreateIntentResponse = SwapsCreateIntentResponseFields<ChainTx, SwapIntent>;

/** `POST /swaps/allowance` response. */
export interface SwapsAllowanceResponse {
  /** Whether the allowance already covers the amount. */
  valid: boolean;
}
/** `POST /swaps/approve` response on the wire. */
export interface SwapsApproveResponseWire {
  tx: ChainTxWire;
}
/** Approve result (domain). */
export interface SwapsApproveResponse {
  /** The unsigned approve transaction to sign and send. */
  tx: ChainTx;
}

/** `POST /swaps/submit-tx` response. */
export interface SwapsSubmitTxResponse {
  /** Whether the backend accepted the submission. */
  success: boolean;
  /** The backend's message. */
  message: string;
}

/**
 * `GET /swaps/submit-tx/status` response. `solved` and `executed` are success; `failed` and `abandoned` are
 * terminal (docs/wire_inventory.md#submit-tx-status).
 */
export interface SwapsSubmitTxStatusResponse {
  /** Whether the status could be read. */
  success: boolean;
  /** Processing state: status, failed attempts and step, failure reason, and on success the hub intent tx hash. */
  data: {
    txHash: string;
    srcChainKey: string;
    status: SubmitTxStatus;
    failedAttempts: number;
    failedAtStep?: string | undefined;
    failureReason?: string | undefined;
    /** On success: the hub intent tx hash (wire `dstIntentTxHash` or `dstTxHash`), packet and intent hash. */
    result?: SubmitTxResult | undefined;
  };
}

// -------------------------------------------------------------------------------------------- schemas

const chainKey = z.enum(ALL_CHAIN_KEYS);
const address = z.string().check(z.minLength(1));
const bigintParam = z.bigint().check(z.gte(0n));
const relayChainWire = z.union([decimalString, z.number().check(z.int(), z.nonnegative())]);
const bps = z.number().check(z.int(), z.gte(0), z.lte(10_000));
const feeWire = z.union([
  z.strictObject({ address, percentage: bps }),
  z.strictObject({ address, amount: decimalString }),
]);
const feeParam = z.union([
  z.strictObject({ address, percentage: bps }),
  z.strictObject({ address, amount: bigintParam }),
]);

/** Partner fee on the wire. */
export const partnerFeeWireSchema: z.ZodMiniType<SwapsPartnerFeeWire> = feeWire;
/** Partner fee parameter (docs/rules/config.md#partner-fee: percentage in basis points 0..10000, or a non-negative bigint amount). */
export const partnerFeeParamSchema: z.ZodMiniType<SwapsPartnerFee> = feeParam;

function quoteFields<A extends z.ZodMiniType, F extends z.ZodMiniType>(amount: A, fee: F): {
  tokenSrc: typeof address;
  tokenDst: typeof address;
  tokenSrcChainKey: typeof chainKey;
  tokenDstChainKey: typeof chainKey;
  amount: A;
  quoteType: z.ZodMiniEnum<{ exact_input: "exact_input"; exact_output: "exact_output" }>;
  partnerFee: z.ZodMiniOptional<F>;
} {
  return {
    tokenSrc: address,
    tokenDst: address,
    tokenSrcChainKey: chainKey,
    tokenDstChainKey: chainKey,
    amount,
    quoteType: z.enum(QUOTE_TYPES),
    partnerFee: z.optional(fee),
  };
}
function intentFields<A extends z.ZodMiniType, F extends z.ZodMiniType>(amount: A, fee: F) {
  return {
    ...quoteFields(amount, fee),
    srcAddress: address,
    dstAddress: address,
    minOutputAmount: amount,
    deadline: amount,
    allowPartialFill: z.boolean(),
    solver: z.optional(address),
  };
}
function allowanceFields<A extends z.ZodMiniType>(amount: A) {
  return { tokenSrc: address, tokenSrcChainKey: chainKey, srcAddress: address, amount };
}
function swapIntentFields<A extends z.ZodMiniType, C extends z.ZodMiniType>(amount: A, chain: C) {
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

/** One of the 22 chain keys. */
export const swapsChainKeySchema: z.ZodMiniType<SpokeChainKey> = chainKey;

/** `POST /swaps/quote` body on the wire. */
export const swapsQuoteRequestWireSchema: z.ZodMiniType<SwapsQuoteRequestWire> = z.object(
  quoteFields(decimalString, feeWire),
);
/** Quote parameters (domain: bigint amount). */
export const swapsQuoteParamsSchema: z.ZodMiniType<SwapsQuoteParams> = z.object(
  quoteFields(bigintParam, feeParam),
);

/** `POST /swaps/intent` body on the wire. */
export const swapsCreateIntentRequestWireSchema: z.ZodMiniType<SwapsCreateIntentRequestWire> = z.object(
  intentFields(decimalString, feeWire),
);
/** Create-intent parameters (domain). */
export const swapsCreateIntentParamsSchema: z.ZodMiniType<SwapsCreateIntentParams> = z.object(
  intentFields(bigintParam, feeParam),
);

/** `POST /swaps/allowance` and `POST /swaps/approve` body on the wire (no `partnerFee`). */
export const swapsAllowanceRequestWireSchema: z.ZodMiniType<SwapsAllowanceRequestWire> = z.object(
  allowanceFields(decimalString),
);
/** Allowance / approve parameters (domain); `partnerFee` accepted. */
export const swapsAllowanceParamsSchema: z.ZodMiniType<SwapsAllowanceParams> = z.object({
  ...allowanceFields(bigintParam),
  partnerFee: z.optional(feeParam),
});

const intentWire = z.object(swapIntentFields(decimalString, relayChainWire));
/** The intent on the wire. */
export const swapIntentWireSchema: z.ZodMiniType<SwapIntentWire> = intentWire;
const intentDomain = z.object(swapIntentFields(bigintFromWire, bigintFromWire));
/** The intent, wire JSON to domain (bigints). */
export const swapIntentSchema: z.ZodMiniType<SwapIntent> = intentDomain;
// Relay chain ids travel as JSON numbers in the submit-tx body, so they must be exact doubles.
const relayChainParam = bigintParam.check(z.lte(BigInt(Number.MAX_SAFE_INTEGER)));
const intentParam = z.object(swapIntentFields(bigintParam, relayChainParam));

const relayData = z.object({
  address: z.string().check(z.minLength(1)),
  payload: z.string().check(z.minLength(1)),
});
function submitTxFields<I extends z.ZodMiniType, R extends z.ZodMiniType>(intent: I, relay: R) {
  return {
    txHash: z.string().check(z.minLength(1)),
    srcChainKey: chainKey,
    walletAddress: z.optional(address),
    intent: z.optional(intent),
    relayData: z.optional(relay),
  };
}
const submitIntentWire = z.object(
  swapIntentFields(decimalString, z.number().check(z.int(), z.nonnegative())),
);
/**
 * `POST /swaps/submit-tx` body exactly as the platform's backend takes it (its `SubmitSwapTxRequest`,
 * docs/wire_inventory.md#swaps-submit-tx): `walletAddress`, `intent` (chain ids as JSON numbers) and
 * `relayData` (the payload hex) required. Read as `relayData: {address: intent.creator, payload}`. The
 * simulator parses request bodies with it, so any other form is a 400.
 */
export const swapsSubmitTxRequestWireSchema: z.ZodMiniType<SwapsSubmitTxRequestWire> = z.pipe(
  z.object({
    txHash: z.string().check(z.minLength(1)),
    srcChainKey: chainKey,
    walletAddress: address,
    intent: submitIntentWire,
    relayData: hexString,
  }),
  z.transform((b) => ({ ...b, relayData: { address: b.intent.creator, payload: b.relayData } })),
);
/** Submit-tx parameters (domain intent; `relayData` as the payload hex or `{address, payload}`). */
export const swapsSubmitTxParamsSchema: z.ZodMiniType<SwapsSubmitTxParams> = z.object(
  submitTxFields(intentParam, z.union([z.string().check(z.minLength(1)), relayData])),
);

/** Query of `GET /swaps/submit-tx/status`. */
export const swapsSubmitTxStatusQuerySchema: z.ZodMiniType<SwapsSubmitTxStatusQuery> = z.object({
  txHash: z.string().check(z.minLength(1)),
  srcChainKey: chainKey,
});

const byte = z.number().check(z.int(), z.gte(0), z.lte(255));
const indexObject = z.record(z.string().check(z.regex(/^(0|[1-9][0-9]*)$/)), byte).check(z.refine(
  (o) => Object.keys(o).every((k, _i, all) => Number(k) < all.length),
  "expected index keys 0..n-1",
));
const indexBytesWire = z.union([indexObject, z.array(byte)]);
const indexBytes = z.pipe(
  indexBytesWire,
  z.transform((v) =>
    Array.isArray(v)
      ? Uint8Array.from(v)
      : Uint8Array.from({ length: Object.keys(v).length }, (_, i) => v[String(i)]!)
  ),
);
/** Bytes on the wire: an index object `{"0": n, ...}` (or a plain array of bytes). */
export const indexBytesWireSchema: z.ZodMiniType<IndexBytesWire> = indexBytesWire;
/** Bytes, wire JSON to `Uint8Array`. */
export const indexBytesSchema: z.ZodMiniType<Uint8Array> = indexBytes;

/**
 * Encodes bytes as the wire's index object (same as `JSON.parse(JSON.stringify(bytes))`).
 *
 * @param bytes the bytes
 * @returns `{"0": b0, "1": b1, ...}`
 *
 * @example Round-trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { bytesToIndexObject, indexBytesSchema } from "./swaps_v2.ts";
 * const o = bytesToIndexObject(new Uint8Array([1, 2]));
 * assert.ok(o["1"] === 2 && indexBytesSchema.parse(o)[0] === 1);
 * ```
 */
export function bytesToIndexObject(bytes: Uint8Array): Record<string, number> {
  const out: Record<string, number> = {};
  bytes.forEach((b, i) => out[String(i)] = b);
  return out;
}

function chainTxUnion<B extends z.ZodMiniType, M extends z.ZodMiniType>(big: B, bytes: M) {
  return z.discriminatedUnion("chainType", [
    z.object({
      chainType: z.literal("EVM"),
      from: hexString,
      to: hexString,
      value: big,
      data: hexString,
      chainId: z.optional(z.number().check(z.int())),
    }),
    z.object({
      chainType: z.literal("INJECTIVE"),
      from: z.string(),
      to: z.string(),
      msg: bytes,
      chainId: z.optional(z.string()),
    }),
    z.looseObject({
      chainType: z.enum(GENERIC_TX_CHAIN_TYPES),
      from: z.string(),
      to: z.optional(z.string()),
      value: z.optional(big),
      data: z.string(),
    }),
  ]);
}
/** An unsigned chain transaction on the wire, discriminated by `chainType`. */
export const chainTxWireSchema: z.ZodMiniType<ChainTxWire> = chainTxUnion(decimalString, indexBytesWire);
/** An unsigned chain transaction, wire JSON to domain (`value` bigint, Injective `msg` `Uint8Array`). */
export const chainTxSchema: z.ZodMiniType<ChainTx> = chainTxUnion(bigintFromWire, indexBytes);

/** A token of the swaps token list (extra fields are kept). */
export const swapTokenSchema: z.ZodMiniType<SwapToken> = z.looseObject({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
  address: z.string(),
  chainKey: z.string(),
  hubAsset: z.optional(z.string()),
  vault: z.optional(z.string()),
});

/** `GET /swaps/tokens` response. */
export const swapsTokensResponseSchema: z.ZodMiniType<SwapsTokensResponse> = z.object({
  tokens: z.record(z.string(), z.array(swapTokenSchema)),
});

const quoteResponseFields = {
  quoteId: z.optional(z.string()),
  expiresAt: z.optional(z.number().check(z.int())),
};
/** `POST /swaps/quote` response on the wire. */
export const swapsQuoteResponseWireSchema: z.ZodMiniType<SwapsQuoteResponseWire> = z.object({
  quotedAmount: decimalString,
  ...quoteResponseFields,
});
/** `POST /swaps/quote` response, `quotedAmount` as bigint. */
export const swapsQuoteResponseSchema: z.ZodMiniType<SwapsQuoteResponse> = z.object({
  quotedAmount: bigintFromWire,
  ...quoteResponseFields,
});

/** `POST /swaps/intent` response on the wire. */
export const swapsCreateIntentResponseWireSchema: z.ZodMiniType<SwapsCreateIntentResponseWire> = z.object({
  tx: chainTxWireSchema,
  intent: swapIntentWireSchema,
  intentHash: z.optional(hexId),
});
/** `POST /swaps/intent` response (domain). */
export const swapsCreateIntentResponseSchema: z.ZodMiniType<SwapsCreateIntentResponse> = z.object({
  tx: chainTxSchema,
  intent: swapIntentSchema,
  intentHash: z.optional(hexId),
});

/** `POST /swaps/allowance` response. */
export const swapsAllowanceResponseSchema: z.ZodMiniType<SwapsAllowanceResponse> = z.object({
  valid: z.boolean(),
});

/** `POST /swaps/approve` response on the wire. */
export const swapsApproveResponseWireSchema: z.ZodMiniType<SwapsApproveResponseWire> = z.object({
  tx: chainTxWireSchema,
});
/** `POST /swaps/approve` response (domain). */
export const swapsApproveResponseSchema: z.ZodMiniType<SwapsApproveResponse> = z.object({
  tx: chainTxSchema,
});

/** `POST /swaps/submit-tx` response. */
export const swapsSubmitTxResponseSchema: z.ZodMiniType<SwapsSubmitTxResponse> = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** `GET /swaps/submit-tx/status` response. */
export const swapsSubmitTxStatusResponseSchema: z.ZodMiniType<SwapsSubmitTxStatusResponse> = z.object({
  success: z.boolean(),
  data: z.object({
    txHash: z.string(),
    srcChainKey: z.string(),
    status: z.enum(SUBMIT_TX_STATUSES),
    failedAttempts: z.number().check(z.int(), z.nonnegative()),
    failedAtStep: z.optional(z.string()),
    failureReason: z.optional(z.string()),
    result: z.optional(submitTxResultSchema),
  }),
});
