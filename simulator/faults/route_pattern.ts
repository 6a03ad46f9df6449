/**
 * Route patterns of the fault layer: `"METHOD /glob"` or `"/glob"`, where `*` matches any characters.
 *
 * @example Match a gateway route
 * ```ts
 * import assert from "node:assert/strict";
 * import { matchesRoute } from "./route_pattern.ts";
 * assert.ok(matchesRoute("POST /intent/*", "POST", "/intent/execute"));
 * assert.ok(!matchesRoute("GET /intent/*", "POST", "/intent/execute"));
 * ```
 * @module
 */

const cache = new Map<string, { method: string | undefined; re: RegExp }>();

function compile(pattern: string): { method: string | undefined; re: RegExp } {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const trimmed = pattern.trim();
  const space = trimmed.indexOf(" ");
  const method = space > 0 ? trimmed.slice(0, space).toUpperCase() : undefined;
  const glob = space > 0 ? trimmed.slice(space + 1).trim() : trimmed;
  const source = glob.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  const compiled = { method: method === "*" ? undefined : method, re: new RegExp(`^${source}$`) };
  if (cache.size > 500) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

/**
 * Tells whether a route pattern covers a request.
 *
 * @param pattern `"METHOD /glob"` or `"/glob"`; `"*"` covers everything
 * @param method the request method
 * @param routePath the request path (gateway paths without the version prefix; relayer calls as `/relayer#action`)
 * @returns true when the pattern covers the request
 * @example Any method
 * ```ts
 * import assert from "node:assert/strict";
 * import { matchesRoute } from "./route_pattern.ts";
 * assert.ok(matchesRoute("/relayer*", "POST", "/relayer#submit"));
 * ```
 */
export function matchesRoute(pattern: string, method: string, routePath: string): boolean {
  const { method: m, re } = compile(pattern);
  if (m !== undefined && m !== method.toUpperCase()) return false;
  return re.test(routePath);
}
