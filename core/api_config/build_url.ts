/**
 * URL composition (docs/rules/http.md#url-composition): request URL = gateway root + service path + route. A
 * per-call `baseURL` replaces only the gateway root; a per-call `timeout` replaces the resolved timeout.
 *
 * @example The data API config route
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildUrl } from "./build_url.ts";
 * const r = buildUrl({ baseURL: "https://api.sodax.com/v1" }, "/be", "/config/all");
 * assert.ok(r.ok && r.value === "https://api.sodax.com/v1/be/config/all");
 * ```
 * @module
 */
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import { normalizeBaseUrl } from "./normalize_base_url.ts";
import type { RequestOverrideConfig, ResolvedApiSettings, WarnSink } from "./types.ts";
import { describeValue } from "../describe_value.ts";
import { numberOptionProblem } from "../options/number_option.ts";

/**
 * Builds the URL of one request: `(override.baseURL ?? resolved.baseURL) + servicePath + route`. The per-call base
 * URL is validated and normalised like a configured one (trailing `/be` trimmed with a warning). A route without a
 * leading `/` gets one; a route may carry a query string.
 *
 * @param resolved the client's resolved settings (only `baseURL` is read)
 * @param servicePath the service path, usually `resolved.basePath` (`/be`, `/swaps`, ...); may be empty
 * @param route the route within the service, such as `/config/all` or `/submit-tx`
 * @param override the per-call override
 * @param logger receives the per-call trim warning
 * @returns `Result<string, ClientError>`; `INVALID_URL` when the override or the composed URL is malformed
 * @example A per-call base URL keeps the service path
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildUrl } from "./build_url.ts";
 * const r = buildUrl({ baseURL: "https://api.sodax.com/v1" }, "/swaps", "/quote", { baseURL: "http://127.0.0.1:9/be" });
 * assert.ok(r.ok && r.value === "http://127.0.0.1:9/swaps/quote");
 * ```
 */
export function buildUrl(
  resolved: Pick<ResolvedApiSettings, "baseURL">,
  servicePath: string,
  route: string,
  override?: RequestOverrideConfig | undefined,
  logger?: WarnSink | undefined,
): Result<string, ClientError> {
  let root = resolved.baseURL;
  if (override?.baseURL !== undefined) {
    const r = normalizeBaseUrl(override.baseURL, { logger, label: "override.baseURL" });
    if (!r.ok) return r;
    root = r.value;
  }
  const path = servicePath.replace(/\/+$/, "");
  const tail = route === "" || route.startsWith("/") || route.startsWith("?") ? route : `/${route}`;
  const url = `${root.replace(/\/+$/, "")}${path}${tail}`;
  try {
    new URL(url);
  } catch (cause) {
    return err(
      new ClientError("INVALID_URL", `Cannot build request URL from ${url}`, {
        context: { url, baseURL: root, servicePath, route },
        cause,
      }),
    );
  }
  return ok(url);
}

/**
 * The timeout of one request: the per-call `timeout` when set (it replaces, it does not cap), otherwise the
 * resolved one.
 *
 * @param resolved the client's resolved settings (only `timeout` is read)
 * @param override the per-call override
 * @returns `Result<number, ClientError>`; `INVALID_CONFIG` for a per-call timeout that is negative, not finite or
 *   above the timer limit (2^31-1 ms)
 * @example A longer per-call timeout wins
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveRequestTimeout } from "./build_url.ts";
 * const r = resolveRequestTimeout({ timeout: 1000 }, { timeout: 5000 });
 * assert.ok(r.ok && r.value === 5000);
 * ```
 */
export function resolveRequestTimeout(
  resolved: Pick<ResolvedApiSettings, "timeout">,
  override?: RequestOverrideConfig | undefined,
): Result<number, ClientError> {
  const t = override?.timeout;
  if (t === undefined) return ok(resolved.timeout);
  const problem = numberOptionProblem(t);
  if (problem !== undefined) {
    return err(
      new ClientError("INVALID_CONFIG", `Cannot use override.timeout: ${problem}`, {
        context: { field: "override.timeout", value: describeValue(t) },
      }),
    );
  }
  return ok(t);
}
