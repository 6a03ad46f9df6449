/**
 * Validation and normalisation of a gateway root: trailing slashes dropped, a trailing `/be` trimmed with a
 * warning (SPEC 4.6, 9.2).
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

/** Options of {@link normalizeBaseUrl}. */
export interface NormalizeBaseUrlOptions {
  /** Receives the trim warning. @default no logging */
  logger?: WarnSink | undefined;
  /** Names the setting in errors and warnings. @default "baseURL" */
  label?: string | undefined;
}

const TRAILING_BE = /\/be$/i;

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
  const fail = (reason: string, cause?: unknown) =>
    err(
      new ClientError("INVALID_URL", `Cannot use ${label}: ${reason}`, {
        context: { label, url: typeof url === "string" ? url : String(url), reason },
        cause,
      }),
    );
  if (typeof url !== "string") return fail("not a string");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (cause) {
    return fail("not an absolute URL", cause);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return fail("protocol must be http or https");
  }
  if (parsed.search !== "" || parsed.hash !== "") return fail("query and fragment are not allowed");
  if (parsed.username !== "" || parsed.password !== "") return fail("credentials in the URL are not allowed");
  let out = `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, "");
  if (TRAILING_BE.test(out)) {
    const trimmed = out.replace(TRAILING_BE, "");
    options.logger?.warn(`${label} ends in the service segment /be; trimmed to ${trimmed}`, {
      label,
      url,
      trimmed,
    });
    out = trimmed;
  }
  return ok(out);
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
  return typeof path === "string" && (path === "" || (path.startsWith("/") && !/[?#]/.test(path)));
}
