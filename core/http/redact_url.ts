/**
 * Removal of credentials from URLs before they go into error contexts and logs.
 *
 * @example Strip user info
 * ```ts
 * import assert from "node:assert/strict";
 * import { redactUrl } from "./redact_url.ts";
 * assert.ok(redactUrl("https://u:p@api.example/v1/x?y=1") === "https://api.example/v1/x?y=1");
 * ```
 * @module
 */

/**
 * Returns `url` without its `user:password@` part. Relative or unparsable URLs are returned with any
 * `//...@` user info cut out textually.
 *
 * @param url absolute or relative URL
 * @returns the same URL without credentials
 *
 * @example A relative path is kept
 * ```ts
 * import assert from "node:assert/strict";
 * import { redactUrl } from "./redact_url.ts";
 * assert.ok(redactUrl("/swaps/quote") === "/swaps/quote");
 * ```
 */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.href;
  } catch {
    return url.replace(/\/\/[^/@?#]*@/, "//");
  }
}
