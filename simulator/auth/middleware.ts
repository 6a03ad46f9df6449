/**
 * The API-key middleware of the keyed routes (docs/rules/auth.md#api-key-scope,
 * docs/rules/auth.md#auth-failures): 401 `{message, code}` for a missing or invalid `x-api-key`, 403 for a
 * key of a suspended organisation.
 * @module
 */
import type { MiddlewareHandler } from "hono";
import { jsonError } from "../http/respond.ts";
import type { ApiKeyRegistry } from "./api_keys.ts";

/**
 * Creates the middleware.
 *
 * @param registry the keys
 * @param methods only these methods are keyed @default all
 * @returns a hono middleware
 */
export function apiKeyMiddleware(registry: ApiKeyRegistry, methods?: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (methods !== undefined && !methods.includes(c.req.method)) return await next();
    switch (registry.check(c.req.header("x-api-key"))) {
      case "missing":
        return jsonError(401, "Missing API key: send it in the x-api-key header", "MISSING_API_KEY");
      case "invalid":
        return jsonError(401, "Invalid API key", "INVALID_API_KEY");
      case "suspended":
        return jsonError(403, "Organisation suspended", "ORGANISATION_SUSPENDED");
      case "ok":
        return await next();
    }
  };
}
