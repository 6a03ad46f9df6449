/**
 * `walletErrorCode`: the numeric code a wallet attached to a failure (EIP-1193 `ProviderRpcError.code`, such as
 * 4001 "user rejected the request", 4902 "unrecognized chain"), found on the error or anywhere on its `cause`
 * chain (viem wraps the provider's error; our own `WALLET_ERROR` carries it as `context.walletCode`).
 *
 * @example A rejection wrapped twice
 * ```ts
 * import assert from "node:assert/strict";
 * import { walletErrorCode } from "./wallet_error_code.ts";
 * const rejected = Object.assign(new Error("User rejected the request."), { code: 4001 });
 * assert.equal(walletErrorCode(new Error("send failed", { cause: new Error("wrapped", { cause: rejected }) })), 4001);
 * assert.equal(walletErrorCode(new Error("no code")), undefined);
 * ```
 * @module
 */

/** How deep the `cause` chain is followed. */
const MAX_DEPTH = 8;

/**
 * Finds the wallet's numeric error code on `error` or its causes.
 *
 * @param error anything thrown by a wallet
 * @returns the first integer `code` (or `context.walletCode`) found, or `undefined`
 * @example A viem-style error
 * ```ts
 * import assert from "node:assert/strict";
 * import { walletErrorCode } from "./wallet_error_code.ts";
 * assert.equal(walletErrorCode({ name: "UserRejectedRequestError", code: 4001 }), 4001);
 * ```
 */
export function walletErrorCode(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === "object" && current !== null; depth++) {
    const record = current as { code?: unknown; context?: { walletCode?: unknown }; cause?: unknown };
    if (Number.isInteger(record.context?.walletCode)) return record.context?.walletCode as number;
    if (typeof record.code === "number" && Number.isInteger(record.code)) return record.code;
    current = record.cause;
  }
  return undefined;
}
