/**
 * The one warning of a backend path refused for authentication: when the backend submit-tx leg of a swap or a
 * bridge answers 401 or 403, the flow falls back to the client path and still succeeds, so a wrong or suspended
 * API key would otherwise go unnoticed. The first such refusal of a client warns, naming the status.
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { type Logger, SILENT_LOGGER } from "../../core/config/logger.ts";

const warned = new WeakSet<object>();

/**
 * Warns once per `owner` (the client's configuration) when `error` is a 401/403 of the backend path: through
 * `logger.warn`, or `console.warn` when the logger is the silent default.
 *
 * @param owner identity of the client (one warning per client)
 * @param logger the client's logger
 * @param error why the backend path failed
 * @param flow "swap" or "bridge"
 * @returns whether it warned
 * @example Warn once for a refused key
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { warnAuthFallbackOnce } from "./warn_auth_fallback.ts";
 * const seen: string[] = [];
 * const logger = { debug() {}, info() {}, warn: (m: string) => void seen.push(m), error() {} };
 * const owner = {};
 * const e = new ClientError("HTTP_REQUEST_FAILED", "refused", { context: { status: 401 } });
 * assert.ok(warnAuthFallbackOnce(owner, logger, e, "swap"));
 * assert.ok(!warnAuthFallbackOnce(owner, logger, e, "swap"));
 * assert.equal(seen.length, 1);
 * assert.match(seen[0], /401/);
 * ```
 */
export function warnAuthFallbackOnce(
  owner: object,
  logger: Logger,
  error: ClientError,
  flow: "swap" | "bridge",
): boolean {
  const status = error.context.status;
  if (error.code !== "HTTP_REQUEST_FAILED" || (status !== 401 && status !== 403)) return false;
  if (warned.has(owner)) return false;
  warned.add(owner);
  const meaning = status === 401
    ? "the API key is missing or invalid"
    : "the API key is suspended or out of scope";
  const message = `xswap: the backend refused the ${flow} submission with ${status} (${meaning}); ` +
    `falling back to the client path. Check apiKey.`;
  if (logger === SILENT_LOGGER) console.warn(message);
  else logger.warn(message);
  return true;
}
