/**
 * Validation and normalisation of a gateway root: trailing slashes dropped, a trailing `/be` trimmed with a
 * warning (docs/rules/http.md#base-url-trim).
 *
 * @example Trim the old packaged base URL
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalizeBaseUrl } from "./normalize_base_url.ts";
 * const r = normalizeBaseUrl("https://api.sodax.com/v1/be/");
 * assert.ok(r.ok && r.value === "https://api.sodax.com/v1");
 * ```
 * @module
 */
import { ClientError } from "../errors.ts";
import { err, ok, type Result } from "../result.ts";
import type { WarnSink } from "./types.ts";
import { describeValue } from "../describe_value.ts";

/** Options of {@link normalizeBaseUrl}. */
export interface NormalizeBaseUrlOptions {
  /** Receives the trim warning. @default no logging */
  logger?: WarnSink | undefined;
  /** Names the setting in errors and warnings. @default "baseURL" */
  label?: string | undefined;
}

const TRAILING_BE = /\/be$/i;

/**
 * Accepted URLs and their normal form (a pure function of the string, memoised: clients are built often and
 * every request composes its URL from a base; parsing a URL costs microseconds). Bounded; cleared when full.
 */
const NORMALISED = new Map<string, { value: string; trimmed: boolean }>();
const CACHE_LIMIT = 256;

function invalidUrl(label: string, url: unknown, reason: string, cause: unknown): Result<never, ClientError> {
  return err(
    new ClientError("INVALID_URL", `Cannot use ${label}: ${reason}`, {
      context: { label, url: typeof url === "string" ? url : describeValue(url), reason },
      cause,
    }),
  );
}

/**
 * Checks that `url` is an absolute http(s) URL without query or fragment, drops trailing slashes and trims a
 * trailing `/be` segment (logging a warning).
 *
 * @param url the configured or per-call base URL
 * @param options logger and label
 * @returns `Result<string, ClientError>`; code `INVALID_URL` with `context.label` and `context.url`
 * @example A malformed URL
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalizeBaseUrl } from "./normalize_base_url.ts";
 * const r = normalizeBaseUrl("not a url");
 * assert.ok(!r.ok && r.error.code === "INVALID_URL");
 * ```
 */
export function normalizeBaseUrl(
  url: unknown,
  options: NormalizeBaseUrlOptions = {},
): Result<string, ClientError> {
  const label = options.label ?? "baseURL";
  if (typeof url !== "string") return invalidUrl(label, url, "not a string", undefined);
  let normal = NORMALISED.get(url);
  if (normal === undefined) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch (cause) {
      return invalidUrl(label, url, "not an absolute URL", cause);
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      return invalidUrl(label, url, "protocol must be http or https", undefined);
    }
    if (parsed.search !== "" || parsed.hash !== "") {
      return invalidUrl(label, url, "query and fragment are not allowed", undefined);
    }
    if (parsed.username !== "" || parsed.password !== "") {
      return invalidUrl(label, url, "credentials in the URL are not allowed", undefined);
    }
    const out = `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, "");
    const trimmed = TRAILING_BE.test(out);
    normal = { value: trimmed ? out.replace(TRAILING_BE, "") : out, trimmed };
    if (NORMALISED.size >= CACHE_LIMIT) NORMALISED.clear();
    NORMALISED.set(url, normal);
  }
  if (normal.trimmed) {
    options.logger?.warn(`${label} ends in the service segment /be; trimmed to ${normal.value}`, {
      label,
      url,
      trimmed: normal.value,
    });
  }
  return ok(normal.value);
}

/**
 * Tells whether `path` is a usable service path: empty, or starting with `/` and without query or fragment.
 *
 * @param path the candidate
 * @returns true when usable
 * @example Paths
 * ```ts
 * import assert from "node:assert/strict";
 * import { isServicePath } from "./normalize_base_url.ts";
 * assert.ok(isServicePath("/be") && isServicePath("") && !isServicePath("be"));
 * ```
 */
export function isServicePath(path: unknown): path is string {
  return typeof path === "string" &&
    (path === "" || (path.startsWith("/") && !path.includes("?") && !path.includes("#")));
}
