/**
 * The Injective REST (LCD) subset's part of the OpenAPI document (served at `/injective`, see
 * `simulator/chains/injective/rest_app.ts`). Errors are the node's `{code, message, details}`.
 *
 * @example Broadcast is listed
 * ```ts
 * import assert from "node:assert/strict";
 * import { injectivePaths } from "./injective_paths.ts";
 * assert.ok("post" in injectivePaths()["/injective/cosmos/tx/v1beta1/txs"]!);
 * ```
 * @module
 */

const nodeError = (description: string) => ({
  description,
  content: {
    "application/json": {
      schema: {
        type: "object",
        properties: { code: { type: "integer" }, message: { type: "string" }, details: { type: "array" } },
      },
    },
  },
});
const json = (description: string) => ({
  description,
  content: { "application/json": { schema: { type: "object" } } },
});
const path = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

/**
 * Paths of `/injective/*`.
 *
 * @returns the OpenAPI path items
 * @example Seven routes
 * ```ts
 * import assert from "node:assert/strict";
 * import { injectivePaths } from "./injective_paths.ts";
 * assert.equal(Object.keys(injectivePaths()).length, 7);
 * ```
 */
export function injectivePaths(): Record<string, Record<string, unknown>> {
  return {
    "/injective/cosmwasm/wasm/v1/contract/{address}/smart/{query}": {
      get: {
        summary:
          'Injective LCD: a CosmWasm smart query (base64 JSON); the asset manager answers {"get_state": {}} with its State',
        parameters: [path("address"), path("query")],
        responses: {
          200: json("{data}"),
          400: nodeError("malformed address, or the contract refused the query (code 2)"),
          404: nodeError("no such contract"),
        },
      },
    },
    "/injective/cosmos/auth/v1beta1/accounts/{address}": {
      get: {
        summary: "Injective LCD: the account (EthAccount: account number, sequence, public key)",
        parameters: [path("address")],
        responses: {
          200: json("{account}"),
          400: nodeError("malformed address"),
          404: nodeError("no account"),
        },
      },
    },
    "/injective/cosmos/bank/v1beta1/balances/{address}": {
      get: {
        summary: "Injective LCD: every bank balance of an address",
        parameters: [path("address")],
        responses: { 200: json("{balances, pagination}"), 400: nodeError("malformed address") },
      },
    },
    "/injective/cosmos/bank/v1beta1/balances/{address}/by_denom": {
      get: {
        summary: "Injective LCD: the bank balance of one denom",
        parameters: [path("address"), {
          name: "denom",
          in: "query",
          required: true,
          schema: { type: "string" },
        }],
        responses: { 200: json("{balance: {denom, amount}}"), 400: nodeError("malformed address or denom") },
      },
    },
    "/injective/cosmos/tx/v1beta1/txs": {
      post: {
        summary:
          "Injective LCD: broadcast a signed TxRaw ({tx_bytes: base64, mode: BROADCAST_MODE_SYNC}); a refused tx answers a tx_response with a non-zero code",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["tx_bytes"],
                properties: { tx_bytes: { type: "string" }, mode: { type: "string" } },
              },
            },
          },
        },
        responses: { 200: json("{tx_response}"), 400: nodeError("malformed body") },
      },
    },
    "/injective/cosmos/tx/v1beta1/simulate": {
      post: {
        summary:
          "Injective LCD: simulate an unsigned TxRaw ({tx_bytes: base64}): {gas_info: {gas_wanted, gas_used}}; a refusal is {code, message}",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["tx_bytes"],
                properties: { tx_bytes: { type: "string" } },
              },
            },
          },
        },
        responses: {
          200: json("{gas_info, result}"),
          400: nodeError("malformed body, or a failing simulation"),
        },
      },
    },
    "/injective/cosmos/tx/v1beta1/txs/{hash}": {
      get: {
        summary: "Injective LCD: a tx by hash (code 0: success)",
        parameters: [path("hash")],
        responses: {
          200: json("{tx, tx_response}"),
          400: nodeError("malformed hash"),
          404: nodeError("not found"),
        },
      },
    },
  };
}
