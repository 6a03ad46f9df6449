/** Wallet steps of the NEAR adapter: read the account id, send a function-call tx and check the hash (never throw). */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import type { NearTransactionRequest, NearWalletProvider } from "./wallet.ts";
import { isNearTxHash } from "./verify_tx_hash.ts";

function walletFailure(
  operation: string,
  message: string,
  contextFields: ErrorContextFields,
  cause?: unknown,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("WALLET_ERROR", `Cannot ${operation}: ${message}`, {
    context: { ...context, ...(cause instanceof Error ? { detail: cause.message } : {}) },
    cause,
  });
}

/** Reads the wallet's account id (`WALLET_ERROR` when it rejects or answers something that is not an account id). */
export async function nearWalletAddress(
  wallet: NearWalletProvider | undefined,
  operation: string,
  contextFields: ErrorContextFields,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const ctx = { ...context, phase: "getWalletAddress" };
  if (wallet === undefined) return err(walletFailure(operation, "no wallet provider", ctx));
  let address: unknown;
  try {
    address = await wallet.getWalletAddress();
  } catch (cause) {
    return err(walletFailure(operation, "wallet getWalletAddress failed", ctx, cause));
  }
  if (!isValidNearAddress(address)) {
    return err(
      walletFailure(operation, "the wallet returned no NEAR account id", {
        ...ctx,
        returned: describeValue(address),
      }),
    );
  }
  return ok(address as string);
}

/** Sends `request` with `wallet`; resolves to the base58 tx hash. */
export async function sendNearTransaction(
  wallet: NearWalletProvider,
  request: NearTransactionRequest,
  operation: string,
  contextFields: ErrorContextFields,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const ctx = { ...context, phase: "signAndSendTransaction", receiverId: request.receiverId };
  let sent: unknown;
  try {
    sent = await wallet.signAndSendTransaction(request);
  } catch (cause) {
    const extra = cause instanceof ClientError
      ? { rpcCause: (cause.context as ErrorContextFields).rpcCause }
      : {};
    return err(walletFailure(operation, "wallet signAndSendTransaction failed", { ...ctx, ...extra }, cause));
  }
  const hash = (sent as { transactionHash?: unknown } | null)?.transactionHash;
  if (!isNearTxHash(hash)) {
    return err(
      walletFailure(operation, "the wallet returned no tx hash", { ...ctx, returned: describeValue(sent) }),
    );
  }
  return ok(hash);
}
