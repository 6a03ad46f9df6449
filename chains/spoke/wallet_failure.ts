/**
 * What a failed wallet call was: the wallet's own refusal (`WALLET_ERROR`: the user declined, the wallet could not
 * sign) or a node / transport failure under it (the RPC answered 500, the connection dropped, the request timed
 * out), which gets the transport's code and status like every other call. And a short, single-line `detail` for
 * the error: no signed payloads, no multi-line dependency text (the dependency's error stays the `cause`).
 *
 * @example An RPC 500 under the wallet is a transport failure, a rejection is the wallet's
 * ```ts
 * import assert from "node:assert/strict";
 * import { classifyWalletFailure } from "./wallet_failure.ts";
 * const http500 = Object.assign(new Error("HTTP request failed."), { name: "HttpRequestError", status: 500 });
 * assert.deepEqual(classifyWalletFailure(new Error("send failed", { cause: http500 })), {
 *   code: "HTTP_REQUEST_FAILED",
 *   status: 500,
 * });
 * const declined = Object.assign(new Error("User rejected the request."), { code: 4001 });
 * assert.deepEqual(classifyWalletFailure(declined), { code: "WALLET_ERROR" });
 * ```
 * @module
 */

/** The code of a failed wallet call and, for an HTTP answer, its status. */
export interface WalletFailureKind {
  /** `WALLET_ERROR` for the wallet's own failure, else the transport code of the node failure under it. */
  code: "WALLET_ERROR" | "NETWORK_ERROR" | "HTTP_REQUEST_FAILED" | "REQUEST_TIMEOUT";
  /** The HTTP status of the node's answer, when one came back. */
  status?: number;
}

/** How deep the `cause` chain is followed. */
const MAX_DEPTH = 8;
/** Longest `detail` kept. */
export const MAX_WALLET_DETAIL_CHARS = 200;
const TRANSPORT_CODES = new Set(["NETWORK_ERROR", "HTTP_REQUEST_FAILED", "REQUEST_TIMEOUT"]);

type Link = {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  context?: { walletCode?: unknown; status?: unknown };
  cause?: unknown;
};

/** EIP-1193 provider codes (4001 user rejected, 4100 unauthorized, 4200 unsupported, 4900/4901 disconnected, 4902). */
const isProviderCode = (code: unknown): boolean => typeof code === "number" && code >= 4000 && code < 5000;

/**
 * Classifies a wallet failure by its `cause` chain: an EIP-1193 refusal anywhere (codes 4000-4999) is the
 * wallet's; otherwise the first node or transport failure found names the code: viem's `HttpRequestError`
 * (`HTTP_REQUEST_FAILED` with its `status`, `NETWORK_ERROR` without one), viem's `RpcRequestError` (the node's
 * JSON-RPC error answer: `HTTP_REQUEST_FAILED` without a status, as for every other RPC read), viem's
 * `TimeoutError` (`REQUEST_TIMEOUT`), the library's own transport `ClientError`; anything else is `WALLET_ERROR`.
 *
 * @param cause what the wallet threw
 * @returns the code, and the status of an HTTP answer
 * @example A dropped connection (no status) is NETWORK_ERROR
 * ```ts
 * import assert from "node:assert/strict";
 * import { classifyWalletFailure } from "./wallet_failure.ts";
 * const dropped = Object.assign(new Error("HTTP request failed."), { name: "HttpRequestError" });
 * assert.deepEqual(classifyWalletFailure(dropped), { code: "NETWORK_ERROR" });
 * ```
 */
export function classifyWalletFailure(cause: unknown): WalletFailureKind {
  const chain: Link[] = [];
  let current: unknown = cause;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === "object" && current !== null; depth++) {
    chain.push(current as Link);
    current = (current as Link).cause;
  }
  if (chain.some((l) => isProviderCode(l.code) || isProviderCode(l.context?.walletCode))) {
    return { code: "WALLET_ERROR" };
  }
  for (const link of chain) {
    if (link.name === "HttpRequestError") {
      return typeof link.status === "number"
        ? { code: "HTTP_REQUEST_FAILED", status: link.status }
        : { code: "NETWORK_ERROR" };
    }
    if (link.name === "TimeoutError") return { code: "REQUEST_TIMEOUT" };
    // viem's http transport: the node answered with a JSON-RPC error (a 200 without a result)
    if (link.name === "RpcRequestError") return { code: "HTTP_REQUEST_FAILED" };
    if (link.name === "ClientError" && typeof link.code === "string" && TRANSPORT_CODES.has(link.code)) {
      const status = link.context?.status;
      return typeof status === "number"
        ? { code: link.code as WalletFailureKind["code"], status }
        : { code: link.code as WalletFailureKind["code"] };
    }
  }
  return { code: "WALLET_ERROR" };
}

/**
 * A short, single-line description of a wallet failure: viem's `shortMessage` when there is one, else the
 * message; only its first line, hex runs longer than a hash (signed transactions, calldata) cut to their first
 * bytes, at most {@link MAX_WALLET_DETAIL_CHARS} characters.
 *
 * @param cause what the wallet threw
 * @returns the detail (`""` for a non-error)
 * @example A signed tx in the text is cut
 * ```ts
 * import assert from "node:assert/strict";
 * import { walletFailureDetail } from "./wallet_failure.ts";
 * const d = walletFailureDetail(new Error(`bad tx 0x${"ab".repeat(500)}\nRequest body: {...}`));
 * assert.ok(d.length < 60 && !d.includes("\n") && d.includes("…"));
 * ```
 */
export function walletFailureDetail(cause: unknown): string {
  if (!(cause instanceof Error)) return "";
  const short = (cause as { shortMessage?: unknown }).shortMessage;
  const text = typeof short === "string" && short !== "" ? short : cause.message;
  const firstLine = text.split("\n").find((l) => l.trim() !== "")?.trim() ?? "";
  const cut = firstLine.replace(/0x[0-9a-fA-F]{66,}/g, (hex) => `${hex.slice(0, 10)}…`);
  return cut.length > MAX_WALLET_DETAIL_CHARS ? `${cut.slice(0, MAX_WALLET_DETAIL_CHARS - 1)}…` : cut;
}
