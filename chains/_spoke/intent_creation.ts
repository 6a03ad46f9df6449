/**
 * Pieces every spoke adapter's intent creation shares: the random intent id and the `ABORTED` / `WALLET_ERROR`
 * failures.
 *
 * @example A wallet failure keeps the wallet's short message
 * ```ts
 * import assert from "node:assert/strict";
 * import { randomUint256, walletError } from "./intent_creation.ts";
 * const e = walletError("signTransaction", { chainKey: "solana" }, new Error("user rejected"));
 * assert.equal(e.code, "WALLET_ERROR");
 * assert.equal(e.context.detail, "user rejected");
 * assert.equal(randomUint256(() => new Uint8Array(32).fill(1)) > 0n, true);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";

/** 32 random bytes from `crypto.getRandomValues`. */
export function defaultRandomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A 256-bit intent id from 32 bytes of `randomBytes`. */
export function randomUint256(randomBytes: (length: number) => Uint8Array = defaultRandomBytes): bigint {
  let value = 0n;
  for (const byte of randomBytes(32)) value = (value << 8n) | BigInt(byte);
  return value;
}

/** The `ABORTED` failure of intent creation. */
export function intentAborted(context: Record<string, unknown>, cause: unknown): ClientError {
  return new ClientError("ABORTED", "Cannot create intent: aborted", { context, cause });
}

/**
 * The `WALLET_ERROR` failure of a wallet call (`detail`: a viem `shortMessage` when there is one, else the message).
 * `operation` names what failed in the message. @default "create intent"
 */
export function walletError(
  phase: string,
  context: Record<string, unknown>,
  cause: unknown,
  operation = "create intent",
): ClientError {
  const detail = cause instanceof Error
    ? (cause as { shortMessage?: string }).shortMessage ?? cause.message
    : "";
  return new ClientError("WALLET_ERROR", `Cannot ${operation}: wallet ${phase} failed`, {
    context: { ...context, phase, detail },
    cause,
  });
}
