/**
 * Authentication headers (docs/rules/auth.md): the 4-tier `x-api-key` precedence, the sponsoring gateway
 * rule, the solver's tier-4-only key and the exchange request signer.
 *
 * @example Resolve a backend request's headers
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveApiKeyHeader } from "./mod.ts";
 * const h = resolveApiKeyHeader({ configuredApiKey: "k", requestHeaders: { "X-Api-Key": "per-call" } });
 * assert.ok(h["x-api-key"] === "per-call");
 * ```
 * @module
 */
export {
  API_KEY_HEADER,
  type ApiKeyHeaderParams,
  findHeader,
  resolveApiKeyHeader,
  resolveSolverHeaders,
  selectApiKey,
  withoutHeader,
} from "./api_key_header.ts";
export {
  applyExchangeSignature,
  type ExchangeRequestInfo,
  type ExchangeSignRequest,
} from "./exchange_signature.ts";
export {
  isGatewayTarget,
  resolveSponsoringApiKey,
  resolveSponsoringHeaders,
  type SponsoringHeaderParams,
} from "./sponsoring_api_key.ts";
