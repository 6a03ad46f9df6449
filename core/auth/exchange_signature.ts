/**
 * Signing of outbound Bitcoin-spoke exchange requests (docs/rules/auth.md#exchange-signature):
 * `exchange.signRequest` is called once per request with `{method, path}` and its headers are merged last; it
 * must not return `Authorization`.
 *
 * @example Merge a signature
 * ```ts
 * import assert from "node:assert/strict";
 * import { applyExchangeSignature } from "./exchange_signature.ts";
 * const r = await applyExchangeSignature({ accept: "application/json" }, () => ({ "x-api-signature": "s" }), {
 *   method: "GET",
 *   path: "/api/orders",
 * });
 * assert.ok(r.ok && r.value["x-api-signature"] === "s");
 * ```
 * @module
 */
import { mergeHeaderLayers } from "../api_config/resolve_api_config.ts";
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";

/** What the signer is told about the outbound request. */
export interface ExchangeRequestInfo {
  /** HTTP method, such as `GET` or `POST`. */
  method: string;
  /** Request path (with query), such as `/api/orders?limit=10`. */
  path: string;
}

/** The `exchange.signRequest` option: returns headers to merge last (may be async). */
export type ExchangeSignRequest = (
  request: ExchangeRequestInfo,
) => Record<string, string> | Promise<Record<string, string>>;

/**
 * Calls the signer once and merges its headers last (winning over existing ones, case-insensitively). With no
 * signer the headers are returned unchanged.
 *
 * @param headers the request's headers so far
 * @param signRequest the configured signer, or `undefined`
 * @param request method and path of the outbound request
 * @returns `Result<Record<string, string>, ClientError>`:
 * - `VALIDATION_FAILED` when the signer returns `Authorization` (any casing), a non-object, or a non-string value
 *   (`context.header` names the offending header); this is bad integrator input caught before any I/O;
 * - `INTEGRATION_ERROR` when the signer throws or rejects (`cause` holds it).
 * @example Authorization is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { applyExchangeSignature } from "./exchange_signature.ts";
 * const r = await applyExchangeSignature({}, () => ({ AUTHORIZATION: "Bearer x" }), { method: "GET", path: "/" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function applyExchangeSignature(
  headers: Readonly<Record<string, string>>,
  signRequest: ExchangeSignRequest | undefined,
  request: ExchangeRequestInfo,
): Promise<Result<Record<string, string>, ClientError>> {
  if (signRequest === undefined) return ok({ ...headers });
  let signed: unknown;
  try {
    signed = await signRequest({ method: request.method, path: request.path });
  } catch (cause) {
    return err(
      new ClientError("INTEGRATION_ERROR", "Cannot sign exchange request: signRequest failed", {
        context: { method: request.method, path: request.path },
        cause,
      }),
    );
  }
  if (typeof signed !== "object" || signed === null || Array.isArray(signed)) {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        "Cannot sign exchange request: signRequest must return a headers object",
        {
          context: { method: request.method, path: request.path, returned: typeof signed },
        },
      ),
    );
  }
  for (const [name, value] of Object.entries(signed)) {
    if (name.toLowerCase() === "authorization") {
      return err(
        new ClientError(
          "VALIDATION_FAILED",
          "Cannot sign exchange request: signRequest must not return Authorization",
          {
            context: { method: request.method, path: request.path, header: name },
          },
        ),
      );
    }
    if (typeof value !== "string") {
      return err(
        new ClientError("VALIDATION_FAILED", `Cannot sign exchange request: header ${name} is not a string`, {
          context: { method: request.method, path: request.path, header: name },
        }),
      );
    }
  }
  return ok(mergeHeaderLayers(headers, signed as Record<string, string>));
}
