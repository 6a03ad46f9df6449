/**
 * The Stacks node / Hiro API subset's part of the OpenAPI document (mounted at `/stacks`; see
 * `chains/stacks/rpc_app.ts`). Errors of these routes are the node's own bodies, as stated per route.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stacksPaths } from "./stacks_paths.ts";
 * assert.ok("/stacks/v2/transactions" in stacksPaths());
 * ```
 * @module
 */

const json = { "application/json": { schema: { type: "object" } } };
const ok = (description: string) => ({ 200: { description, content: json } });
const principal = [{ name: "principal", in: "path", required: true, schema: { type: "string" } }];
const bad = { 400: { description: "not a Stacks principal ({message, code})", content: json } };

/**
 * Paths of `/stacks/*`.
 *
 * @returns the path items
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stacksPaths } from "./stacks_paths.ts";
 * assert.ok(stacksPaths()["/stacks/v2/transactions"].post !== undefined);
 * ```
 */
export function stacksPaths(): Record<string, Record<string, unknown>> {
  return {
    "/stacks/v2/transactions": {
      post: {
        summary:
          "Broadcast a signed transaction ({tx: hex} or raw bytes); answers the txid as a JSON string. Signature, nonce and funds are checked; deposits and messages to the hub are recorded for the relayer",
        requestBody: {
          required: true,
          content: { ...json, "application/octet-stream": { schema: { type: "string", format: "binary" } } },
        },
        responses: {
          ...ok("txid (JSON string, no 0x)"),
          400: { description: "{error: 'transaction rejected', reason, reason_data, txid}", content: json },
        },
      },
    },
    "/stacks/extended/v1/tx/{txid}": {
      get: {
        summary: "Transaction status (tx_status success | abort_by_response)",
        parameters: [{ name: "txid", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          ...ok("transaction"),
          400: { description: "not a txid" },
          404: { description: "unknown" },
        },
      },
    },
    "/stacks/extended/v1/address/{principal}/balances": {
      get: {
        summary: "STX and fungible-token balances (every account is funded)",
        parameters: principal,
        responses: { ...ok("balances"), ...bad },
      },
    },
    "/stacks/extended/v1/address/{principal}/nonces": {
      get: {
        summary: "Nonces (possible_next_nonce)",
        parameters: principal,
        responses: { ...ok("nonces"), ...bad },
      },
    },
    "/stacks/v2/accounts/{principal}": {
      get: {
        summary: "Account (balance, nonce)",
        parameters: principal,
        responses: { ...ok("account"), ...bad },
      },
    },
    "/stacks/v2/fees/transaction": {
      post: {
        summary: "Fee estimations of a transaction payload",
        responses: { ...ok("estimations"), 400: { description: "no transaction_payload" } },
      },
    },
    "/stacks/v2/contracts/call-read/{address}/{name}/{fn}": {
      post: {
        summary:
          "Read-only call: get-asset-manager-impl (state contract), get-balance / get-decimals (tokens)",
        parameters: ["address", "name", "fn"].map((name) => ({
          name,
          in: "path",
          required: true,
          schema: { type: "string" },
        })),
        responses: { ...ok("{okay, result | cause}"), 400: { description: "malformed body" } },
      },
    },
  };
}
