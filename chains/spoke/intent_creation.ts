/**
 * Pieces every spoke adapter's intent creation shares: the random intent id, the `ABORTED` / `WALLET_ERROR`
 * failures (node and transport failures under the wallet keep their transport code) and the family check of the
 * spent token and amount.
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
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { walletErrorCode } from "./wallet_error_code.ts";
import { classifyWalletFailure, walletFailureDetail } from "./wallet_failure.ts";

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
export function intentAborted(contextFields: ErrorContextFields, cause: unknown): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("ABORTED", "Cannot create intent: aborted", { context, cause });
}

/**
 * The failure of a wallet call: `WALLET_ERROR` when the wallet itself refused or could not sign; when a node or
 * transport failure lies under it (the RPC answered 500, the connection dropped, a timeout) that failure's code
 * (`HTTP_REQUEST_FAILED` with `context.status`, `NETWORK_ERROR`, `REQUEST_TIMEOUT`; see `wallet_failure.ts`).
 * `context.detail` is one short line (viem's `shortMessage` when there is one; no signed payloads); the wallet's
 * error stays the `cause`. `operation` names what failed in the message. @default "create intent". When the
 * wallet's error names a signed tx whose node answer was lost (`context.sentTxHash`), the failure carries it as
 * `context.srcTxHash`.
 */
export function walletError(
  phase: string,
  contextFields: ErrorContextFields,
  cause: unknown,
  operation = "create intent",
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const detail = walletFailureDetail(cause);
  const kind = classifyWalletFailure(cause);
  const walletCode = walletErrorCode(cause);
  // A wallet whose node answer was lost after sending names the signed tx (`sentTxHash`): it may have been
  // applied, so the failure carries its hash (nothing lost: the caller verifies it before sending again).
  const sent = (cause as { context?: { sentTxHash?: unknown } } | null)?.context?.sentTxHash;
  const sentHash = typeof sent === "string" ? { srcTxHash: sent } : {};
  if (kind.code !== "WALLET_ERROR") {
    const status = kind.status === undefined ? "" : `: status ${kind.status}`;
    return new ClientError(
      kind.code,
      `Cannot ${operation}: the node failed during wallet ${phase}${status}`,
      {
        context: {
          ...context,
          phase,
          detail,
          ...(kind.status === undefined ? {} : { status: kind.status }),
          // the node's JSON-RPC error code (geth's -32000 "insufficient funds", ...)
          ...(walletCode !== undefined ? { rpcCode: walletCode } : {}),
          ...sentHash,
        },
        cause,
      },
    );
  }
  return new ClientError("WALLET_ERROR", `Cannot ${operation}: wallet ${phase} failed`, {
    context: {
      ...context,
      phase,
      detail,
      ...(walletCode !== undefined ? { walletCode } : {}),
      ...sentHash,
    },
    cause,
  });
}

/** How a family checks the token and amount a swap intent spends. */
export interface IntentInputRules {
  /** Whether `token` is a token id of the family (a mint, a contract id, ...). */
  isValidToken(token: unknown): boolean;
  /** What a token id is, for the message ("a Solana mint"). */
  tokenText: string;
  /** The largest amount the chain's integer type holds, and its name ("a u64"). @default undefined (no bound) */
  maxAmount?: { value: bigint; text: string } | undefined;
}

/**
 * Checks the spent token and amount of a swap intent against the family's rules: `INVALID_ADDRESS` (`field:
 * "inputToken"`) or `INVALID_AMOUNT` (`field: "inputAmount"`, above the chain's integer type); `undefined` when
 * both pass. Other amount rules (positive, fee) are `buildSpokeIntent`'s.
 *
 * @param params the intent's `inputToken` and `inputAmount`
 * @param rules see {@link IntentInputRules}
 * @param context error context (chain keys)
 * @returns the failure, or `undefined`
 * @example A u64 chain refuses 2^64
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkIntentInput } from "./intent_creation.ts";
 * const rules = { isValidToken: () => true, tokenText: "a mint", maxAmount: { value: 2n ** 64n - 1n, text: "a u64" } };
 * const e = checkIntentInput({ inputToken: "m", inputAmount: 2n ** 64n }, rules, {});
 * assert.ok(e?.code === "INVALID_AMOUNT" && e.context.field === "inputAmount");
 * ```
 */
export function checkIntentInput(
  params: { inputToken: unknown; inputAmount: unknown },
  rules: IntentInputRules,
  contextFields: ErrorContextFields,
): ClientError | undefined {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (!rules.isValidToken(params.inputToken)) {
    return new ClientError("INVALID_ADDRESS", `Cannot create intent: inputToken is not ${rules.tokenText}`, {
      context: { ...context, field: "inputToken", value: describeValue(params.inputToken) },
    });
  }
  const max = rules.maxAmount;
  if (max !== undefined && typeof params.inputAmount === "bigint" && params.inputAmount > max.value) {
    return new ClientError("INVALID_AMOUNT", `Cannot create intent: inputAmount exceeds ${max.text}`, {
      context: { ...context, field: "inputAmount", value: params.inputAmount.toString() },
    });
  }
  return undefined;
}
