/**
 * Names the cause of a failed `fetch` in a few words (connection refused, DNS lookup failed, connection reset,
 * TLS certificate rejected, ...), from the error the runtime threw, so a transport failure reads the same way on
 * every method. Pure: inspects the error's name, code and message chain.
 *
 * @example A refused connection
 * ```ts
 * import assert from "node:assert/strict";
 * import { describeNetworkCause } from "./network_cause.ts";
 * const refused = new TypeError("error sending request: Connection refused (os error 111)");
 * assert.equal(describeNetworkCause(refused), "connection refused");
 * assert.equal(describeNetworkCause(new Error("something else")), "network error");
 * ```
 * @module
 */

const CAUSES: readonly [RegExp, string][] = [
  [/ECONNREFUSED|connection refused|ConnectionRefused/i, "connection refused"],
  [
    /ENOTFOUND|EAI_AGAIN|dns error|failed to lookup address|name or service not known|getaddrinfo/i,
    "DNS lookup failed",
  ],
  [/ECONNRESET|connection reset|ConnectionReset|broken pipe/i, "connection reset"],
  [/ETIMEDOUT|timed out/i, "connection timed out"],
  [/certificate|UnknownIssuer|CERT_|SSL|TLS/i, "TLS certificate rejected"],
  [/EHOSTUNREACH|ENETUNREACH|unreachable/i, "host unreachable"],
];

/**
 * The cause of a network failure in a few words.
 *
 * @param error what `fetch` threw (its `cause` chain is read too, up to 5 levels)
 * @returns e.g. `connection refused`; `network error` when nothing more precise is known
 */
export function describeNetworkCause(error: unknown): string {
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (typeof current === "object") {
      const e = current as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
      texts.push([e.name, e.code, e.message].filter((x) => typeof x === "string").join(" "));
      current = e.cause;
    } else {
      texts.push(String(current));
      current = undefined;
    }
  }
  const text = texts.join(" | ");
  return CAUSES.find(([pattern]) => pattern.test(text))?.[1] ?? "network error";
}
