/**
 * The simulator's swaps API v2 sub-app (docs/rules/wire_client.md#swaps-api-v2; routes and bodies of
 * `core/schemas/swaps_v2.ts`). Mount `app` at `{prefix}/swaps`; authentication and faults are the gateway's
 * middleware, not this app's.
 *
 * | Route | Behaviour |
 * |---|---|
 * | `GET /tokens` | `{tokens}`: the token list (default: the packaged swap tokens) |
 * | `POST /quote` | `{quotedAmount, quoteId, expiresAt}` (fee rule: `quote.ts`); `expiresAt` = now + 30 s, in ms |
 * | `POST /intent` | `{tx, intent, intentHash}` (`intent_tx.ts`); counted as `createIntent` |
 * | `POST /allowance` | `{valid}`; a `partnerFee` is accepted and ignored |
 * | `POST /approve` | `{tx}`: an unsigned ERC-20 approve; `partnerFee` ignored; counted as `approve` |
 * | `POST /submit-tx` | creates the ledger's `swap` job (idempotent); `{success: true, message}` |
 * | `GET /submit-tx/status?txHash=&srcChainKey=` | the job; `result = {dstIntentTxHash, intent_hash}`; 404 when none |
 *
 * Token addresses must be in the token list of their chain (400 `UNSUPPORTED_TOKEN`); unknown chain keys are a
 * 400 `UNKNOWN_CHAIN_KEY`; every other bad body or query is a 400 `{message, code, details?}`. On create-intent
 * `amount` is the gross input whatever `quoteType` says. Intent ids are deterministic: `keccak256` of
 * `"sim-intent:<n>"` with `n` the app's create-intent count.
 *
 * @example Quote, then read the counters
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createSwapsApp } from "./swaps_app.ts";
 * import { DEFAULT_SWAPS_TOKENS } from "./tokens.ts";
 * const usdc = DEFAULT_SWAPS_TOKENS["0x2105.base"]!.find((t) => t.symbol === "USDC")!.address;
 * const { app, stats } = createSwapsApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/quote", {
 *   method: "POST",
 *   body: JSON.stringify({
 *     tokenSrc: usdc, tokenDst: usdc, tokenSrcChainKey: "0x2105.base", tokenDstChainKey: "0x2105.base",
 *     amount: "1000000", quoteType: "exact_input",
 *   }),
 * });
 * assert.ok((await res.json()).quotedAmount === "997000");
 * assert.ok(stats().createIntent === 0);
 * ```
 * @module
 */
import { type Context, Hono } from "hono";
import { keccak256, stringToBytes } from "viem";
import type { SpokeChainKey } from "../../core/chains/chain_keys.ts";
import { simChainKeyOfRelayId } from "../client_config/relay_ids.ts";
import type { ChainConfigs } from "../../core/config_types/chain_config.ts";
import {
  swapsAllowanceRequestWireSchema,
  swapsCreateIntentRequestWireSchema,
  swapsCreateIntentResponseWireSchema,
  swapsQuoteRequestWireSchema,
  swapsSubmitTxRequestWireSchema,
  swapsSubmitTxStatusQuerySchema,
} from "../../core/schemas/swaps_v2.ts";
import type { Ledger } from "../state/ledger.ts";
import {
  clientErrorResponse,
  errorResponse,
  parseBody,
  type Parsed,
  parseQuery,
  toWire,
  wireJson,
} from "./http.ts";
import { findJob, submitJob, swapStatusResponse } from "./submit_tx.ts";
import { feeFromWire, findToken } from "./_tokens.ts";
import { chargePartnerFee } from "./partner_fee.ts";
import { type ApproveRequest, createApproveTools, type SwapsAllowanceReader } from "./approve_tx.ts";
import { createDefaultIntentTxBuilder, type SwapsIntentTxBuilder } from "./intent_tx.ts";
import { computeSwapsQuote, defaultSwapsQuote, type SwapsQuoteFunction } from "./quote.ts";
import { DEFAULT_SWAPS_TOKENS, type SwapsTokenList } from "./tokens.ts";
import type { SimStore } from "../state/sim_store.ts";

/** How long a quote is said to be valid, in ms. */
export const QUOTE_VALIDITY_MS = 30_000;

/** Options of {@link createSwapsApp}. */
export interface SwapsAppOptions {
  /** The simulator's state ledger: submit-tx creates `swap` jobs in it; its clock dates quotes. */
  ledger: Ledger;
  /** The rate function. @default defaultSwapsQuote (1:1 by value, 0.3% spread) */
  quote?: SwapsQuoteFunction | undefined;
  /** Swap tokens by chain key. @default DEFAULT_SWAPS_TOKENS (the packaged `swaps.supportedTokens`) */
  tokens?: SwapsTokenList | undefined;
  /** Chain configuration used by the default intent builder and approve. @default DEFAULT_CLIENT_CONFIG.chains */
  chains?: ChainConfigs | undefined;
  /** Hub intents contract. @default DEFAULT_CLIENT_CONFIG.solver.intentsContract */
  intentsContract?: string | undefined;
  /** Builds create-intent transactions. @default createDefaultIntentTxBuilder({chains, intentsContract}) */
  buildIntentTx?: SwapsIntentTxBuilder | undefined;
  /**
   * Reads ERC-20 allowances for check-allowance (the composed simulator reads its balance book, where allowances
   * start at zero). @default unlimitedAllowance (every check is valid)
   */
  readAllowance?: SwapsAllowanceReader | undefined;
}

/** Counters of the app's own mutations (2xx answers only); submit-tx is counted by the ledger. */
export interface SwapsAppStats {
  createIntent: number;
  approve: number;
}

/** The swaps sub-app and its counters. */
export interface SwapsApp {
  /** The hono app to mount at `{prefix}/swaps`. */
  app: Hono;
  /** A snapshot of the counters, for the control API. */
  stats: () => SwapsAppStats;
  /** Zeroes the counters (intent ids restart too); call it with `ledger.reset()`. */
  reset: () => void;
  /** The counters (quotes included), for simulator snapshots. */
  store: SimStore<SwapsAppStats & { quotes: number }>;
}

/**
 * Creates the swaps API v2 sub-app (routes and rules in the module doc).
 *
 * @param options the ledger and optional pluggable rate, tokens, chains, intent builder and allowance reader
 * @returns `{app, stats, reset}`
 * @example An unknown chain key is a 400
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createSwapsApp } from "./swaps_app.ts";
 * const { app } = createSwapsApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/submit-tx", { method: "POST", body: JSON.stringify({ txHash: "0x1", srcChainKey: "mars" }) });
 * assert.ok(res.status === 400 && (await res.json()).code === "UNKNOWN_CHAIN_KEY");
 * ```
 */
export function createSwapsApp(options: SwapsAppOptions): SwapsApp {
  const { ledger, quote = defaultSwapsQuote, tokens = DEFAULT_SWAPS_TOKENS, chains, intentsContract } =
    options;
  const buildIntentTx = options.buildIntentTx ?? createDefaultIntentTxBuilder({ chains, intentsContract });
  const approveTools = createApproveTools({ chains, intentsContract, readAllowance: options.readAllowance });
  const counters: SwapsAppStats = { createIntent: 0, approve: 0 };
  let quotes = 0;
  const app = new Hono();

  app.get("/tokens", (c) => c.json({ tokens }, 200));

  app.post("/quote", async (c) => {
    const body = await parseBody(c, swapsQuoteRequestWireSchema, ["tokenSrcChainKey", "tokenDstChainKey"]);
    if (!body.ok) return body.response;
    const q = body.value;
    const src = findToken(tokens, q.tokenSrcChainKey, q.tokenSrc, "tokenSrc");
    if (!src.ok) return clientErrorResponse(c, src.error);
    const dst = findToken(tokens, q.tokenDstChainKey, q.tokenDst, "tokenDst");
    if (!dst.ok) return clientErrorResponse(c, dst.error);
    const quoted = computeSwapsQuote({
      quoteType: q.quoteType,
      amount: BigInt(q.amount),
      srcToken: src.value,
      dstToken: dst.value,
      partnerFee: feeFromWire(q.partnerFee),
    }, quote);
    if (!quoted.ok) return clientErrorResponse(c, quoted.error);
    quotes++;
    return wireJson(c, {
      quotedAmount: quoted.value,
      quoteId: `sim-quote-${quotes}`,
      expiresAt: ledger.now() + QUOTE_VALIDITY_MS,
    });
  });

  app.post("/intent", async (c) => {
    const body = await parseBody(c, swapsCreateIntentRequestWireSchema, [
      "tokenSrcChainKey",
      "tokenDstChainKey",
    ]);
    if (!body.ok) return body.response;
    const q = body.value;
    const src = findToken(tokens, q.tokenSrcChainKey, q.tokenSrc, "tokenSrc");
    if (!src.ok) return clientErrorResponse(c, src.error);
    const dst = findToken(tokens, q.tokenDstChainKey, q.tokenDst, "tokenDst");
    if (!dst.ok) return clientErrorResponse(c, dst.error);
    const amount = BigInt(q.amount);
    if (amount <= 0n) {
      return errorResponse(c, 400, "INVALID_AMOUNT", "amount must be > 0", { field: "amount" });
    }
    const fee = feeFromWire(q.partnerFee);
    const feeAmount = chargePartnerFee(amount, fee);
    if (!feeAmount.ok) return clientErrorResponse(c, feeAmount.error);
    const built = buildIntentTx({
      srcChainKey: q.tokenSrcChainKey,
      dstChainKey: q.tokenDstChainKey,
      srcToken: src.value,
      dstToken: dst.value,
      srcAddress: q.srcAddress,
      dstAddress: q.dstAddress,
      amount,
      feeAmount: feeAmount.value,
      feeReceiver: fee?.address,
      minOutputAmount: BigInt(q.minOutputAmount),
      deadline: BigInt(q.deadline),
      allowPartialFill: q.allowPartialFill,
      solver: q.solver,
      intentId: BigInt(keccak256(stringToBytes(`sim-intent:${counters.createIntent + 1}`))),
    });
    if (!built.ok) return clientErrorResponse(c, built.error);
    const wire = swapsCreateIntentResponseWireSchema.safeParse(toWire(built.value));
    if (!wire.success) {
      return errorResponse(
        c,
        400,
        "INTENT_CREATION_FAILED",
        "The built intent tx does not fit the wire schema",
      );
    }
    counters.createIntent++;
    return c.json(wire.data, 200);
  });

  const approveRequest = async (c: Context): Promise<Parsed<ApproveRequest>> => {
    const body = await parseBody(c, swapsAllowanceRequestWireSchema, ["tokenSrcChainKey"]);
    if (!body.ok) return body;
    const q = body.value;
    const token = findToken(tokens, q.tokenSrcChainKey, q.tokenSrc, "tokenSrc");
    if (!token.ok) return { ok: false, response: clientErrorResponse(c, token.error) };
    return {
      ok: true,
      value: {
        chainKey: q.tokenSrcChainKey,
        token: token.value,
        owner: q.srcAddress,
        amount: BigInt(q.amount),
      },
    };
  };

  app.post("/allowance", async (c) => {
    const req = await approveRequest(c);
    if (!req.ok) return req.response;
    const valid = approveTools.isAllowanceValid(req.value);
    return valid.ok ? c.json({ valid: valid.value }, 200) : clientErrorResponse(c, valid.error);
  });

  app.post("/approve", async (c) => {
    const req = await approveRequest(c);
    if (!req.ok) return req.response;
    const tx = approveTools.approveTx(req.value);
    if (!tx.ok) return clientErrorResponse(c, tx.error);
    counters.approve++;
    return wireJson(c, { tx: tx.value });
  });

  app.post("/submit-tx", async (c) => {
    const body = await parseBody(c, swapsSubmitTxRequestWireSchema, ["srcChainKey"]);
    if (!body.ok) return body.response;
    const dst = body.value.intent ? simChainKeyOfRelayId(body.value.intent.dstChain) : undefined;
    return submitJob(c, ledger, "swap", {
      txHash: body.value.txHash,
      srcChainKey: body.value.srcChainKey,
      dstChainKey: dst?.ok ? dst.value as SpokeChainKey : undefined,
      relayData: body.value.relayData,
    });
  });

  app.get("/submit-tx/status", (c) => {
    const query = parseQuery(c, swapsSubmitTxStatusQuerySchema, ["srcChainKey"]);
    if (!query.ok) return query.response;
    const found = findJob(c, ledger, "swap", query.value);
    if (!found.ok) return found.response;
    return c.json(swapStatusResponse(found.value), 200);
  });

  app.onError((e, c) => errorResponse(c, 500, "UNKNOWN", `Simulator bug: ${e.message}`));
  app.notFound((c) => errorResponse(c, 404, "NOT_FOUND", `No route ${c.req.method} ${c.req.path}`));
  return {
    app,
    stats: () => ({ ...counters }),
    reset: () => {
      counters.createIntent = 0;
      counters.approve = 0;
      quotes = 0;
    },
    store: {
      snapshot: () => ({ ...counters, quotes }),
      restore: (value) => {
        counters.createIntent = value.createIntent;
        counters.approve = value.approve;
        quotes = value.quotes;
      },
    },
  };
}
