/**
 * Input checks every non-EVM `sendHubCalls` shares (Solana, Stellar, ICON): the source address, the hub wallet,
 * the hub payload and the optional deposit, each refused with a precise code before any I/O. Also the `ABORTED`
 * and "no wallet" failures of a hub-call send.
 *
 * @example A malformed hub wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkHubCallParams } from "./hub_call_params.ts";
 * const r = checkHubCallParams(
 *   { srcAddress: "alice", hubWallet: "0x12", payload: "0x" },
 *   { chainKey: "near", isValidAddress: () => true, isValidToken: () => true, maxAmount: 10n },
 * );
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "hubWallet");
 * ```
 * @module
 */
import { type Address, getAddress, type Hex, isAddress, isHex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeHubCallParams } from "./spoke_adapter.ts";

/** The family rules {@link checkHubCallParams} applies. */
export interface HubCallRules {
  /** The source chain, for error context. */
  chainKey: string;
  /** Whether `srcAddress` is an address of the family. */
  isValidAddress(address: string): boolean;
  /** Whether a deposit token id is well-formed (a mint, a contract id, ...). */
  isValidToken(token: string): boolean;
  /** The largest deposit amount the chain's integer type holds (`MAX_U64`, `MAX_U128`, ...). */
  maxAmount: bigint;
}

/** Checked {@link SpokeHubCallParams}: the hub wallet checksummed, the payload a hex string. */
export interface CheckedHubCall {
  /** The sender on the source chain. */
  srcAddress: string;
  /** The user's hub wallet (checksummed). */
  hubWallet: Address;
  /** The hub call list (hex). */
  payload: Hex;
  /** Tokens moved to the hub wallet first. @default undefined (a message) */
  deposit?: { token: string; amount: bigint } | undefined;
}

/**
 * Checks the parameters of a hub-call send.
 *
 * @param params the caller's parameters (any value; never throws)
 * @param rules the family's address, token and amount rules
 * @returns the checked parameters; failures: `VALIDATION_FAILED` (no params, or `payload` is not hex),
 *   `INVALID_ADDRESS` (`srcAddress`, `hubWallet` or `deposit.token`; `context.field`), `INVALID_AMOUNT`
 *   (`deposit.amount` not in `(0, maxAmount]`)
 * @example A zero deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkHubCallParams } from "./hub_call_params.ts";
 * const r = checkHubCallParams(
 *   { srcAddress: "a", hubWallet: "0x1111111111111111111111111111111111111111", payload: "0x", deposit: { token: "t", amount: 0n } },
 *   { chainKey: "near", isValidAddress: () => true, isValidToken: () => true, maxAmount: 10n },
 * );
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function checkHubCallParams(
  params: SpokeHubCallParams,
  rules: HubCallRules,
): Result<CheckedHubCall, ClientError> {
  const context = { chainKey: rules.chainKey };
  if (typeof params !== "object" || params === null) {
    return err(hubCallError("VALIDATION_FAILED", "params are required", { ...context, field: "params" }));
  }
  const { srcAddress, hubWallet, payload, deposit } = params;
  if (typeof srcAddress !== "string" || !rules.isValidAddress(srcAddress)) {
    return err(badField("INVALID_ADDRESS", "srcAddress", srcAddress, context));
  }
  if (typeof hubWallet !== "string" || !isAddress(hubWallet, { strict: false })) {
    return err(badField("INVALID_ADDRESS", "hubWallet", hubWallet, context));
  }
  if (typeof payload !== "string" || !isHex(payload, { strict: true })) {
    return err(badField("VALIDATION_FAILED", "payload", payload, context));
  }
  const checked: CheckedHubCall = { srcAddress, hubWallet: getAddress(hubWallet), payload };
  if (deposit === undefined) return ok(checked);
  if (typeof deposit !== "object" || deposit === null) {
    return err(badField("VALIDATION_FAILED", "deposit", deposit, context));
  }
  if (typeof deposit.token !== "string" || !rules.isValidToken(deposit.token)) {
    return err(badField("INVALID_ADDRESS", "deposit.token", deposit.token, context));
  }
  if (typeof deposit.amount !== "bigint" || deposit.amount <= 0n || deposit.amount > rules.maxAmount) {
    return err(badField("INVALID_AMOUNT", "deposit.amount", deposit.amount, context));
  }
  return ok({ ...checked, deposit: { token: deposit.token, amount: deposit.amount } });
}

/**
 * A failure of a hub-call send: `Cannot send hub calls: {reason}`.
 *
 * @param code the error code
 * @param reason what went wrong
 * @param context plain data (`chainKey`, `field`, ...)
 * @param cause the underlying error @default undefined
 * @returns the error
 * @example No wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { hubCallError } from "./hub_call_params.ts";
 * const e = hubCallError("VALIDATION_FAILED", "walletProvider is required unless raw is set", { field: "walletProvider" });
 * assert.ok(e.message.startsWith("Cannot send hub calls: "));
 * ```
 */
export function hubCallError(
  code: ErrorCode,
  reason: string,
  contextFields: ErrorContextFields,
  cause?: unknown,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError(code, `Cannot send hub calls: ${reason}`, { context, cause });
}

function badField(
  code: ErrorCode,
  field: string,
  value: unknown,
  contextFields: ErrorContextFields,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return hubCallError(code, `${field} is malformed`, { ...context, field, value: describeValue(value) });
}
