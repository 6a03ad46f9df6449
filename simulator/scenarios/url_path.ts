/**
 * The path and query of a request URL exactly as `new URL(url)` gives them (`pathname`, `search`), without the
 * URL parser for the common case: an `http(s)` URL whose path and query hold only characters the parser keeps
 * as they are (no percent sign, no dot segment, no backslash, nothing it would percent-encode). Anything else goes
 * through `new URL`, so the answer never differs from the parser's. Used on every request by the recorder.
 *
 * @module
 */

/** Path characters the WHATWG URL parser keeps unchanged in a special URL (no `%`, `\`, `?`, `#`). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
/** A `.` or `..` segment (the parser removes it). */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** Query characters the parser keeps unchanged in a special URL (no `%`, `#`, `'`, `"`, `<`, `>`). */
const PLAIN_QUERY = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?[\]^|`{}\\]*$/;

/** A character that ends or changes the authority before the first `/` (then that `/` is not the path's). */
const AUTHORITY_BREAK = /[?#\\\s]/;

/** `pathname` and `search` of a URL. */
export interface UrlPath {
  /** As `URL.pathname`. */
  pathname: string;
  /** As `URL.search` (`""` or `?...`). */
  search: string;
}

/**
 * Splits `url` into its `pathname` and `search` as `new URL(url)` would.
 *
 * @param url an absolute URL (a `Request.url`)
 * @returns the path and query
 * @throws {TypeError} when `url` is not a valid URL (as `new URL`)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { urlPath } from "./url_path.ts";
 * assert.deepEqual(urlPath("http://127.0.0.1:8787/v1/be/oracle/candles?symbol=BTC"), {
 *   pathname: "/v1/be/oracle/candles",
 *   search: "?symbol=BTC",
 * });
 * assert.deepEqual(urlPath("http://h/a/../__sim/recording"), { pathname: "/__sim/recording", search: "" });
 * ```
 */
export function urlPath(url: string): UrlPath {
  const scheme = url.startsWith("http://") ? 7 : url.startsWith("https://") ? 8 : -1;
  const pathStart = scheme < 0 ? -1 : url.indexOf("/", scheme);
  if (pathStart > 0) {
    const hash = url.indexOf("#", pathStart);
    const end = hash < 0 ? url.length : hash;
    const q = url.indexOf("?", pathStart);
    const pathEnd = q < 0 || q > end ? end : q;
    const pathname = url.slice(pathStart, pathEnd);
    const query = pathEnd < end ? url.slice(pathEnd + 1, end) : "";
    if (
      PLAIN_PATH.test(pathname) && !DOT_SEGMENT.test(pathname) && PLAIN_QUERY.test(query) &&
      !AUTHORITY_BREAK.test(url.slice(scheme, pathStart))
    ) {
      return { pathname, search: query === "" ? "" : `?${query}` };
    }
  }
  const parsed = new URL(url);
  return { pathname: parsed.pathname, search: parsed.search };
}
