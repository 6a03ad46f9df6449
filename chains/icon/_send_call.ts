/** Wallet steps of the ICON adapter: read the address, send a SCORE call and check the hash (never throw). */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { IconCallRequest, IconWalletProvider } from "./wallet.ts";
import { isIconTxHash } from "./verify_tx_hash.ts";

/**
 * Sends `request` with `wallet` (whose address the caller checked); failures phrased for `operation` ("create
 * intent", "send hub calls").
 */
export async function sendIconCall(
  wallet: IconWalletProvider,
  request: IconCallRequest,
  operation: string,
  contextFields: ErrorContextFields,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const fail = (code: ErrorCode, message: string, extra: ErrorContextFields, cause?: unknown) =>
    err(
      new ClientError(code, `Cannot ${operation}: ${message}`, {
        context: {
          ...(context as Readonly<Record<string, unknown>>),
          ...(extra as Readonly<Record<string, unknown>>),
          ...(cause instanceof Error ? { detail: cause.message } : {}),
        },
        cause,
      }),
    );
  let hash: unknown;
  try {
    hash = await wallet.sendTransaction(request);
  } catch (cause) {
    return fail(
      "WALLET_ERROR",
      "wallet sendTransaction failed",
      { phase: "sendTransaction", to: request.to },
      cause,
    );
  }
  if (!isIconTxHash(hash)) {
    return fail("WALLET_ERROR", "the wallet returned no tx hash", {
      phase: "sendTransaction",
      returned: describeValue(hash),
    });
  }
  return ok(hash);
}

/** Reads the wallet's address (`WALLET_ERROR` when it rejects or answers something that is not `hx...`). */
export async function iconWalletAddress(
  wallet: IconWalletProvider,
  operation: string,
  contextFields: ErrorContextFields,
  isValid: (address: unknown) => boolean,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  let address: unknown;
  try {
    address = await wallet.getWalletAddress();
  } catch (cause) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${operation}: wallet getWalletAddress failed`, {
        context: {
          ...context,
          phase: "getWalletAddress",
          ...(cause instanceof Error ? { detail: cause.message } : {}),
        },
        cause,
      }),
    );
  }
  if (typeof address !== "string" || !isValid(address)) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${operation}: the wallet returned no ICON address`, {
        context: { ...context, phase: "getWalletAddress", returned: describeValue(address) },
      }),
    );
  }
  return ok(address);
}
