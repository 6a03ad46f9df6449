/**
 * OpenAPI paths of the simulated Bitcoin node (Esplora subset at `/bitcoin/api`) and its trading-wallet exchange
 * (`/bitcoin/exchange`, every call signed with `x-api-signature` / `x-api-timestamp` and, but log-in, a bearer
 * access token) and its UTXO service (`/bitcoin/ums`, no credentials).
 *
 * @example The broadcast route is listed
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinPaths } from "./bitcoin_paths.ts";
 * assert.ok("/bitcoin/api/tx" in bitcoinPaths());
 * ```
 * @module
 */

const text = (description: string) => ({
  description,
  content: { "text/plain": { schema: { type: "string" } } },
});
const json = (description: string) => ({
  description,
  content: { "application/json": { schema: { type: "object" } } },
});
const param = (name: string) => [{ name, in: "path", required: true, schema: { type: "string" } }];
const unauthorized = {
  401: json("{code, message}: SIGNATURE_MISSING | SIGNATURE_EXPIRED | SIGNATURE_INVALID | UNAUTHORIZED"),
};
const signed = {
  parameters: [
    { name: "x-api-signature", in: "header", required: true, schema: { type: "string" } },
    { name: "x-api-timestamp", in: "header", required: true, schema: { type: "string" } },
    { name: "authorization", in: "header", required: true, schema: { type: "string" } },
  ],
};

/**
 * The paths.
 *
 * @returns path items keyed by path
 */
export function bitcoinPaths(): Record<string, Record<string, unknown>> {
  return {
    "/bitcoin/api/address/{address}/utxo": {
      get: {
        summary: "UTXOs of an address (every fresh address holds 1 BTC; they sum to its balance-book sats)",
        parameters: param("address"),
        responses: { 200: json("[{txid, vout, value, status}]"), 400: text("invalid address") },
      },
    },
    "/bitcoin/api/address/{address}": {
      get: {
        summary:
          "Address statistics (Esplora chain_stats: funded and spent output sums; the balance is the book's)",
        parameters: param("address"),
        responses: { 200: json("{address, chain_stats, mempool_stats}"), 400: text("invalid address") },
      },
    },
    "/bitcoin/api/fee-estimates": {
      get: {
        summary: "Fee estimates in sat/vB by confirmation target",
        responses: { 200: json("{target: rate}") },
      },
    },
    "/bitcoin/api/tx": {
      post: {
        summary: "Broadcast a raw tx (hex body); P2WPKH and P2WSH-multisig signatures are checked",
        requestBody: { required: true, content: { "text/plain": { schema: { type: "string" } } } },
        responses: { 200: text("txid"), 400: text("refused") },
      },
    },
    "/bitcoin/api/tx/{txid}": {
      get: {
        summary: "Tx (Esplora JSON: txid, vin, vout, status)",
        parameters: param("txid"),
        responses: { 200: json("tx"), 404: text("unknown tx") },
      },
    },
    "/bitcoin/api/blocks/tip/height": {
      get: { summary: "Height of the chain tip", responses: { 200: text("height") } },
    },
    "/bitcoin/api/tx/{txid}/status": {
      get: {
        summary: "Tx status",
        parameters: param("txid"),
        responses: { 200: json("{confirmed, block_height}"), 404: text("unknown tx") },
      },
    },
    "/bitcoin/api/tx/{txid}/hex": {
      get: {
        summary: "Raw tx",
        parameters: param("txid"),
        responses: { 200: text("hex"), 404: text("unknown tx") },
      },
    },
    "/bitcoin/exchange/wallets/details/{userAddress}": {
      get: {
        ...signed,
        summary: "The user's trading wallet",
        responses: {
          200: json("{data: {tradingAddress, userAddress, userPublicKey}}"),
          404: json("none"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/exchange/wallets": {
      post: {
        ...signed,
        summary:
          "Create the user's trading wallet ({walletAddress, publicKey}): a 2-of-2 P2WSH with the exchange",
        responses: { 200: json("{data: {tradingAddress, ...}}"), 400: json("bad key"), ...unauthorized },
      },
    },
    "/bitcoin/exchange/sodax/transaction": {
      post: {
        ...signed,
        summary: "Build the withdrawal PSBT ({type: sodax-withdraw, params: {amount, tokenId, sodaxData}})",
        responses: {
          200: json("{data: {base64Psbt, userInputIndexes, fee}}"),
          400: json("bad input"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/exchange/sodax/transaction/sign": {
      post: {
        ...signed,
        summary: "Co-sign and broadcast the user-signed PSBT ({type, params: {userAddress, signedBase64Tx}})",
        responses: { 200: json("{data: {txId}}"), 400: json("refused"), ...unauthorized },
      },
    },
    "/bitcoin/exchange/auth/authenticate": {
      post: {
        parameters: signed.parameters.slice(0, 2),
        summary:
          "Log in ({message: 'Login to Radfi via Sodax: <ms>', signature (BIP-322), address, publicKey}); " +
          "creates the trading wallet",
        responses: {
          200: json("{data: {accessToken, refreshToken, tradingAddress}}"),
          400: json("{code, message}: bad input, INVALID_SIGNATURE, MESSAGE_EXPIRED, 4008 (a live session)"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/exchange/auth/refresh-token": {
      post: {
        parameters: signed.parameters.slice(0, 2),
        summary: "Rotate a refresh token ({refreshToken})",
        responses: {
          200: json("{data: {accessToken, refreshToken}}"),
          400: json("bad input"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/exchange/transactions": {
      post: {
        ...signed,
        summary: "Build a trading-wallet tx: {type: renew-utxo, params: {userAddress, txIdVouts}} or " +
          "{type: withdraw, params: {userAddress, amount, tokenId, withdrawTo}}",
        responses: {
          200: json("{data: {base64Psbt, fee: {feeRate, totalFee}, txId}}"),
          400: json("bad input"),
          403: json("token of another user"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/exchange/transactions/sign": {
      post: {
        ...signed,
        summary: "Co-sign and broadcast a pending renew-utxo / withdraw tx ({type, params: {userAddress, " +
          "signedBase64Tx}})",
        responses: {
          200: json("{data: {txId}}"),
          400: json("refused"),
          403: json("forbidden"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/exchange/transactions/max-spent": {
      post: {
        ...signed,
        summary:
          "The most a withdrawal can pay ({type: withdraw, params: {userAddress, amount, tokenId, withdrawTo}})",
        responses: {
          200: json("{data: {maxSatsAmt, feeRate, fee}}"),
          400: json("bad input"),
          403: json("forbidden"),
          ...unauthorized,
        },
      },
    },
    "/bitcoin/ums/utxos": {
      get: {
        summary:
          "Outputs of an address (address_eq, isSpent_eq, isExpired_eq, page, pageSize); no credentials",
        parameters: ["address_eq", "isSpent_eq", "isExpired_eq", "page", "pageSize"].map((name) => ({
          name,
          in: "query",
          required: name === "address_eq",
          schema: { type: "string" },
        })),
        responses: { 200: json("{code, message, data: RadfiUtxo[]}"), 400: json("{code, message}") },
      },
    },
    "/bitcoin/ums/wallets/balance": {
      get: {
        summary: "Balance of an address (address); no credentials",
        parameters: [{ name: "address", in: "query", required: true, schema: { type: "string" } }],
        responses: {
          200: json("{data: {btcSatoshi, pendingSatoshi, externalPendingSatoshi, totalUtxos}}"),
          400: json("{code, message}"),
        },
      },
    },
  };
}
