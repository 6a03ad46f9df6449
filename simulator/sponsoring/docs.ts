/**
 * The OpenAPI 3 document the simulator renders at `GET /sponsorships/docs` (and serves raw at
 * `GET /sponsorships/docs/openapi.json`): the sponsoring routes and the bodies
 * this library designed where the spec leaves them open.
 *
 * @example Read the paths
 * ```ts
 * import assert from "node:assert/strict";
 * import { sponsoringOpenApi } from "./docs.ts";
 * assert.ok("/sponsorships/stellar/accounts" in sponsoringOpenApi().paths);
 * ```
 * @module
 */
import { SPONSORING_ERROR_CODES } from "../../core/schemas/sponsoring.ts";

const errorBody = {
  type: "object",
  required: ["message", "code"],
  properties: { message: { type: "string" }, code: { type: "string", enum: [...SPONSORING_ERROR_CODES] } },
};
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Builds the OpenAPI document (a fresh object each call). */
export function sponsoringOpenApi(): {
  openapi: string;
  paths: Record<string, unknown>;
  [k: string]: unknown;
} {
  return {
    openapi: "3.0.3",
    info: { title: "Stellar sponsoring API (simulator)", version: "1" },
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } },
      schemas: {
        Error: errorBody,
        Config: {
          type: "object",
          required: ["sponsorAccount", "startingBalance", "fee", "networkPassphrase", "timeBounds"],
          properties: {
            sponsorAccount: { type: "string", description: "G... sponsor account, transaction source" },
            startingBalance: { type: "string", example: "0" },
            fee: {
              type: "object",
              description: "per-operation base fee band in stroops",
              properties: { min: { type: "string" }, max: { type: "string" } },
            },
            networkPassphrase: { type: "string" },
            timeBounds: {
              type: "object",
              description: "validity window (unix seconds) the envelope must use",
              properties: { minTime: { type: "integer" }, maxTime: { type: "integer" } },
            },
          },
        },
      },
    },
    security: [{ apiKey: [] }],
    paths: {
      "/sponsorships/stellar/config": {
        get: {
          summary: "Sponsor config",
          security: [{ apiKey: [] }],
          responses: {
            200: {
              description: "config",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Config" } } },
            },
            401: errorResponse("missing or invalid key"),
            403: errorResponse("suspended organisation"),
            503: errorResponse("sponsor unavailable"),
          },
        },
      },
      "/sponsorships/stellar/accounts": {
        post: {
          summary: "Activate an account: begin-sponsoring, create-account, end-sponsoring, signed by it",
          security: [{ apiKey: [] }],
          requestBody: {
            content: {
              "application/json": {
                schema: { type: "object", required: ["data"], properties: { data: { type: "string" } } },
              },
            },
          },
          responses: {
            200: {
              description: "{hash, alreadyActive:false} or {hash:null, alreadyActive:true}",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      hash: { type: "string", nullable: true },
                      alreadyActive: { type: "boolean" },
                    },
                  },
                },
              },
            },
            400: errorResponse("envelope rejected (see code)"),
            401: errorResponse("missing or invalid key"),
            403: errorResponse("suspended organisation"),
            409: errorResponse("SEQUENCE_CONFLICT: rebuild and sign again"),
            503: errorResponse("sponsor unavailable"),
          },
        },
      },
      "/sponsorships/docs": {
        get: {
          summary:
            "Interactive API reference (HTML page rendering this document; JSON for Accept: application/json)",
          security: [],
          responses: { 200: { description: "text/html page" } },
        },
      },
      "/sponsorships/docs/openapi.json": {
        get: {
          summary: "This document",
          security: [],
          responses: { 200: { description: "OpenAPI 3 JSON" } },
        },
      },
    },
  };
}
