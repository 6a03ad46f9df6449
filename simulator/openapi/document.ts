/**
 * The simulator's OpenAPI 3.0 document, served at `{prefix}/openapi.json`: every route of every service, with
 * request bodies generated from the same zod schemas the routes validate with.
 *
 * @example Every solver route is listed
 * ```ts
 * import assert from "node:assert/strict";
 * import { openApiDocument } from "./document.ts";
 * const doc = openApiDocument({ prefix: "/v1" });
 * assert.ok("/v1/intent/quote" in doc.paths && "/relayer" in doc.paths);
 * ```
 * @module
 */
import { bridgeSubmitTxRequestSchema } from "../../core/schemas/bridge.ts";
import { relayRequestSchema } from "../../core/schemas/relayer.ts";
import {
  solverExecutionRequestSchema,
  solverQuoteWireRequestSchema,
  solverStatusRequestSchema,
} from "../../core/schemas/solver.ts";
import {
  swapsAllowanceRequestWireSchema,
  swapsCreateIntentRequestWireSchema,
  swapsQuoteRequestWireSchema,
  swapsSubmitTxRequestWireSchema,
} from "../../core/schemas/swaps_v2.ts";
import { sponsoringOpenApi } from "../sponsoring/docs.ts";
import { jsonSchemaOf } from "./_schema.ts";
import { backendReadsPaths } from "./backend_reads_paths.ts";
import { bitcoinPaths } from "./bitcoin_paths.ts";
import { controlPaths } from "./control_paths.ts";
import { stacksPaths } from "./stacks_paths.ts";
import { injectivePaths } from "./injective_paths.ts";

/** Options of {@link openApiDocument}. */
export interface OpenApiOptions {
  /** Gateway prefix. */
  prefix: string;
}

/** An OpenAPI document. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
}

const ref = (name: string): Record<string, unknown> => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: Record<string, unknown>): Record<string, unknown> => ({
  required: true,
  content: { "application/json": { schema } },
});
const ok = (description: string, schema: Record<string, unknown> = { type: "object" }) => ({
  200: { description, content: { "application/json": { schema } } },
});
const errors = (...codes: number[]): Record<number, unknown> =>
  Object.fromEntries(
    codes.map((
      c,
    ) => [c, { description: `error ${c}`, content: { "application/json": { schema: ref("Error") } } }]),
  );
const keyed = { security: [{ apiKey: [] }] };
const jsonRpc = (summary: string): Record<string, unknown> => ({
  post: {
    summary,
    requestBody: jsonBody({ type: "object", required: ["jsonrpc", "method"] }),
    responses: ok("JSON-RPC response"),
  },
});
const query = (...names: string[]) =>
  names.map((name) => ({ name, in: "query", required: true, schema: { type: "string" } }));

/**
 * Builds the document.
 *
 * @param options the gateway prefix
 * @returns the OpenAPI object
 */
export function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  const p = options.prefix;
  const solverError = {
    400: {
      description: "SolverErrorResponse",
      content: { "application/json": { schema: ref("SolverError") } },
    },
  };
  const sponsoring = sponsoringOpenApi();
  const paths: Record<string, Record<string, unknown>> = {
    [`${p}/be/config/all`]: {
      get: {
        summary:
          "Chain and token configuration (`{version, config}`, plus the flat fields @sodax/sdk 1.3.0-beta reads)",
        responses: ok("config"),
      },
    },
    [`${p}/be/oracle/markets`]: { get: { summary: "Oracle markets", responses: ok("markets") } },
    [`${p}/be/oracle/candles`]: {
      get: {
        summary: "USD candles of [from, to) by bucket start, oldest first; final:false on the forming bucket",
        parameters: query("symbol", "interval", "from", "to"),
        responses: { ...ok("candles (empty for an unknown symbol)"), ...errors(400) },
      },
    },
    [`${p}/be/intent/tx/{txHash}`]: {
      get: {
        summary:
          "Durable intent record by hub tx hash: intent, intentState {exists, remainingInput, receivedOutput, pendingPayment}, fills",
        parameters: [{ name: "txHash", in: "path", required: true, schema: { type: "string" } }],
        responses: { ...ok("record"), ...errors(400, 404) },
      },
    },
    [`${p}/intent/oracle`]: {
      get: {
        summary: "Solver oracle: array of {address, chainId, symbol, priceUsd, decimals, updatedAt}",
        responses: ok("items", { type: "array" }),
      },
    },
    [`${p}/intent/quote`]: {
      post: {
        summary: "Solver quote",
        requestBody: jsonBody(jsonSchemaOf(solverQuoteWireRequestSchema)),
        responses: { ...ok("{quoted_amount}"), ...solverError },
      },
    },
    [`${p}/intent/execute`]: {
      post: {
        summary: "Post-execute an intent (idempotent)",
        requestBody: jsonBody(jsonSchemaOf(solverExecutionRequestSchema)),
        responses: {
          ...ok("{answer: OK, intent_hash}"),
          ...solverError,
          404: { description: "INTENT_NOT_FOUND (-12)" },
        },
      },
    },
    [`${p}/intent/status`]: {
      post: {
        summary:
          "Intent status: -1 NOT_FOUND, 1 NOT_STARTED_YET, 2 STARTED_NOT_FINISHED, 3 SOLVED (+fill_tx_hash), 4 FAILED",
        requestBody: jsonBody(jsonSchemaOf(solverStatusRequestSchema)),
        responses: { ...ok("{status, fill_tx_hash?}"), ...solverError },
      },
    },
    [`${p}/swaps/tokens`]: {
      get: {
        ...keyed,
        summary: "Swap tokens `{tokens: {[chainKey]: SwapToken[]}}`",
        responses: { ...ok("tokens"), ...errors(401, 403) },
      },
    },
    [`${p}/swaps/quote`]: {
      post: {
        ...keyed,
        summary: "Quote `{quotedAmount, quoteId?, expiresAt?}`",
        requestBody: jsonBody(jsonSchemaOf(swapsQuoteRequestWireSchema)),
        responses: { ...ok("quote"), ...errors(400, 401, 403) },
      },
    },
    [`${p}/swaps/intent`]: {
      post: {
        ...keyed,
        summary: "Create-intent: unsigned tx `{tx, intent, intentHash?}`",
        requestBody: jsonBody(jsonSchemaOf(swapsCreateIntentRequestWireSchema)),
        responses: { ...ok("tx"), ...errors(400, 401, 403) },
      },
    },
    [`${p}/swaps/allowance`]: {
      post: {
        ...keyed,
        summary: "Check allowance `{valid}`",
        requestBody: jsonBody(jsonSchemaOf(swapsAllowanceRequestWireSchema)),
        responses: { ...ok("allowance"), ...errors(400, 401, 403) },
      },
    },
    [`${p}/swaps/approve`]: {
      post: {
        ...keyed,
        summary: "Approve: unsigned tx `{tx}`",
        requestBody: jsonBody(jsonSchemaOf(swapsAllowanceRequestWireSchema)),
        responses: { ...ok("tx"), ...errors(400, 401, 403) },
      },
    },
    [`${p}/swaps/submit-tx`]: {
      post: {
        ...keyed,
        summary: "Hand a source tx to the backend: it relays and post-executes (idempotent)",
        requestBody: jsonBody(jsonSchemaOf(swapsSubmitTxRequestWireSchema)),
        responses: { ...ok("{success, message}"), ...errors(400, 401, 403) },
      },
    },
    [`${p}/swaps/submit-tx/status`]: {
      get: {
        ...keyed,
        summary:
          "Job status: pending, verifying, relaying, relayed, posting_execution, solved, failed, abandoned",
        parameters: query("txHash", "srcChainKey"),
        responses: { ...ok("status"), ...errors(400, 401, 403, 404) },
      },
    },
    [`${p}/bridge/submit-tx`]: {
      post: {
        ...keyed,
        summary: "Hand a bridge deposit to the backend (idempotent)",
        requestBody: jsonBody(jsonSchemaOf(bridgeSubmitTxRequestSchema)),
        responses: { ...ok("{success, message}"), ...errors(400, 401, 403) },
      },
    },
    [`${p}/bridge/submit-tx/status`]: {
      get: {
        ...keyed,
        summary: "Bridge job status (result.dstTxHash once solved)",
        parameters: query("txHash", "srcChainKey"),
        responses: { ...ok("status"), ...errors(400, 401, 403, 404) },
      },
    },
    [`${p}/sponsorships/docs`]: { get: { summary: "Sponsoring API reference", responses: ok("document") } },
    [`${p}/openapi.json`]: { get: { summary: "This document", responses: ok("document") } },
    "/relayer": {
      post: {
        summary: "Relayer: {action: submit | get_transaction_packets | get_packet, params}",
        requestBody: jsonBody(jsonSchemaOf(relayRequestSchema)),
        responses: { ...ok("{success, message} | {success, data}"), ...errors(400) },
      },
    },
    "/rpc/{chainKey}": {
      post: {
        summary: "EVM JSON-RPC subset (chain id, nonce, fees, gas, raw tx, receipts, block number, eth_call)",
        parameters: [{ name: "chainKey", in: "path", required: true, schema: { type: "string" } }],
        requestBody: jsonBody({ type: "object" }),
        responses: { ...ok("JSON-RPC response"), 404: { description: "unknown chain" } },
      },
    },
    "/near": {
      post: {
        summary:
          "NEAR JSON-RPC subset: query (view_account, view_access_key, call_function ft_balance_of / ft_metadata), block, send_tx, broadcast_tx_commit, tx",
        requestBody: jsonBody({ type: "object" }),
        responses: {
          ...ok(
            "JSON-RPC response (NEAR structured errors: {name, cause: {name, info}, code, message, data})",
          ),
          ...errors(400),
        },
      },
    },
    "/sui": {
      post: {
        summary:
          "Sui JSON-RPC subset (objects, coins, balance, coin metadata, gas price, execute and read transaction blocks)",
        requestBody: jsonBody({ type: "object" }),
        responses: { ...ok("JSON-RPC response"), ...errors(400) },
      },
    },
    "/horizon/accounts/{id}": {
      get: {
        summary: "Horizon-like account read",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { ...ok("account"), ...errors(400, 404) },
      },
    },
    ...injectivePaths(),
    ...bitcoinPaths(),
    ...backendReadsPaths(p),
    "/horizon/__fund": {
      post: {
        summary: "Test helper: credit native units to an existing account ({account, amount})",
        requestBody: jsonBody({ type: "object" }),
        responses: { ...ok("account"), ...errors(400, 404) },
      },
    },
    "/horizon/__trustline": {
      post: {
        summary: "Test helper: add a trustline to an existing account ({account, assetCode, assetIssuer})",
        requestBody: jsonBody({ type: "object" }),
        responses: { ...ok("account"), ...errors(400, 404) },
      },
    },
    "/solana": jsonRpc(
      "Solana JSON-RPC subset (blockhash, accounts, send and confirm the spoke program's txs)",
    ),
    "/soroban": jsonRpc("Stellar Soroban JSON-RPC subset (ledger entries, simulate, send, get transaction)"),
    "/icon": jsonRpc("ICON JSON-RPC v3 subset (icx_call, icx_sendTransaction, icx_getTransactionResult)"),
    "/icon/api/v3": jsonRpc("ICON JSON-RPC v3 subset at its conventional path (same methods as /icon)"),
    "/icon/api/v3d": jsonRpc("ICON debug endpoint: debug_estimateStep (the tx params less stepLimit)"),
    "/": { get: { summary: "Dashboard page (HTML)", responses: { 200: { description: "HTML page" } } } },
    "/__sim/dashboard": {
      get: { summary: "Dashboard page (HTML)", responses: { 200: { description: "HTML page" } } },
    },
    "/__sim/dashboard/snapshot": {
      get: { summary: "Dashboard rows and counters", responses: ok("snapshot") },
    },
    "/__sim/dashboard/stream": {
      get: {
        summary: "Dashboard updates (server-sent events)",
        responses: { 200: { description: "text/event-stream" } },
      },
    },
    ...controlPaths(),
    ...stacksPaths(),
  };
  for (const [path, item] of Object.entries(sponsoring.paths)) {
    paths[`${p}${path}`] = item as Record<string, unknown>;
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Cross-chain swap backend simulator",
      version: "1",
      description:
        "Local simulator: gateway, solver, relayer, swaps v2, bridge, sponsoring, EVM JSON-RPC, control API. Errors are {message, code} unless stated.",
    },
    paths,
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
      schemas: {
        // The sponsoring routes' own body (their paths reference it).
        Config: (sponsoring.components as { schemas: Record<string, unknown> }).schemas.Config,
        Error: {
          type: "object",
          required: ["message"],
          properties: { message: { type: "string" }, code: { type: "string" } },
        },
        SolverError: {
          type: "object",
          properties: {
            detail: {
              type: "object",
              properties: { code: { type: "integer" }, message: { type: "string" } },
            },
          },
        },
      },
    },
  };
}
