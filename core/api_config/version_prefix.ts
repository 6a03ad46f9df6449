/**
 * The construction-time warning for base URLs on the packaged host that lack the version prefix
 * (docs/rules/http.md#version-prefix).
 *
 * @example Find the affected services
 * ```ts
 * import assert from "node:assert/strict";
 * import { findMissingVersionPrefix } from "./version_prefix.ts";
 * assert.ok(findMissingVersionPrefix({ swaps: { baseURL: "https://api.sodax.com" } })[0] === "swaps");
 * ```
 * @module
 */
import { DEFAULT_GATEWAY_BASE_URL, DEFAULT_VERSION_PREFIX, type WarnSink } from "./types.ts";

const PACKAGED_HOST = new URL(DEFAULT_GATEWAY_BASE_URL).host;
const VERSIONED_PATH = /^\/v[0-9]+(\/|$)/i;

/** Verdict per base URL (a pure function of the string, memoised; bounded, cleared when full). */
const VERDICTS = new Map<string, boolean>();

function lacksVersionPrefix(baseURL: string): boolean {
  let verdict = VERDICTS.get(baseURL);
  if (verdict === undefined) {
    let url: URL | undefined;
    try {
      url = new URL(baseURL);
    } catch {
      url = undefined;
    }
    verdict = url !== undefined && url.host.toLowerCase() === PACKAGED_HOST &&
      !VERSIONED_PATH.test(url.pathname);
    if (VERDICTS.size >= 256) VERDICTS.clear();
    VERDICTS.set(baseURL, verdict);
  }
  return verdict;
}

/**
 * Names of the services whose base URL is on the packaged host but whose path does not start with a version
 * prefix (`/v1`, `/v2`, ...). Other hosts (local services, custom gateways) are never flagged.
 *
 * @param services base URL per service name
 * @returns the affected service names, in input order
 * @example A local service is fine
 * ```ts
 * import assert from "node:assert/strict";
 * import { findMissingVersionPrefix } from "./version_prefix.ts";
 * assert.ok(findMissingVersionPrefix({ dataApi: { baseURL: "http://localhost:3000" } }).length === 0);
 * ```
 */
export function findMissingVersionPrefix(services: Readonly<Record<string, { baseURL: string }>>): string[] {
  const out: string[] = [];
  for (const [name, { baseURL }] of Object.entries(services)) {
    if (lacksVersionPrefix(baseURL)) out.push(name);
  }
  return out;
}

/**
 * Logs one warning naming each service whose base URL lacks the version prefix on the packaged host.
 *
 * @param services base URL per service name
 * @param logger where the warning goes
 * @returns the affected service names (empty: nothing logged)
 * @example Warn about swaps
 * ```ts
 * import assert from "node:assert/strict";
 * import { warnMissingVersionPrefix } from "./version_prefix.ts";
 * const seen: string[] = [];
 * warnMissingVersionPrefix({ swaps: { baseURL: "https://api.sodax.com" } }, { warn: (m) => seen.push(m) });
 * assert.ok(seen.length === 1 && seen[0].includes("swaps"));
 * ```
 */
export function warnMissingVersionPrefix(
  services: Readonly<Record<string, { baseURL: string }>>,
  logger: WarnSink,
): string[] {
  const affected = findMissingVersionPrefix(services);
  if (affected.length > 0) {
    logger.warn(
      `Base URL on ${PACKAGED_HOST} lacks the version prefix ${DEFAULT_VERSION_PREFIX} for: ${
        affected.join(", ")
      }`,
      { services: affected, baseURLs: Object.fromEntries(affected.map((s) => [s, services[s]?.baseURL])) },
    );
  }
  return affected;
}
