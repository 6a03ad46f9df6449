/**
 * The HTTP transport every client of the library uses: {@link httpRequest}, the retry table
 * ({@link decideRetry}) and the key-verification constant.
 *
 * @example Send a read with a stub fetch
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * import { httpRequest } from "./mod.ts";
 * const r = await httpRequest(
 *   { url: "http://x/ok", method: "GET", kind: "read", schema: z.literal("yes") },
 *   { fetch: () => Promise.resolve(Response.json("yes")) },
 * );
 * assert.ok(r.ok);
 * ```
 * @module
 */
export { createTransport, httpRequest, type Transport } from "./request.ts";
export {
  type AttemptErrorKind,
  backoffDelay,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  resolveRetryPolicy,
  type RetryDecision,
  type RetryDecisionInput,
  type RetryPolicyOverrides,
} from "./retry_policy.ts";
export {
  API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE,
  isKeyVerificationUnavailable,
} from "./key_verification.ts";
export { parseRetryAfter } from "./retry_after.ts";
export { toJsonBody } from "./request.ts";
export { redactUrl } from "./redact_url.ts";
export { setTimeoutSleep } from "./request.ts";
export { ResponseMemo } from "./response_memo.ts";
export type {
  FetchLike,
  HttpMethod,
  HttpRequest,
  RequestKind,
  RetryPolicy,
  Sleep,
  TransportOptions,
} from "./types.ts";
