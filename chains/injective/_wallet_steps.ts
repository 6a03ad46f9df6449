/**
 * Steps the Injective writes share (never throw): the deposit checks (denom, listed token, amount, configured
 * contract, spendable balance), reading the wallet's address and sending an execute request with the wallet.
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidInjectiveAddress } from "../address/injective.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { InjectiveExecuteRequest, InjectiveWalletProvider } from "./wallet.ts";
import { lcdBalance } from "./lcd.ts";
import { INJECTIVE_CHAIN_KEY, isInjectiveDenom } from "./token_reads.ts";
import { isInjectiveTxHash } from "./verify_tx_hash.ts";

/** The chain settings a write needs (a structural subset of `InjectiveChainConfig`). */
export interface InjectiveWriteConfig {
  /** The REST (LCD) root. */
  restUrl: string;
  /** Contracts by role: `assetManager` for deposits, `connection` for messages. */
  addresses: Readonly<Record<string, string>>;
  /** The packaged tokens; when non-empty, a deposit of another denom fails `UNSUPPORTED_TOKEN`. @default [] */
  supportedTokens?: readonly { address: string }[] | undefined;
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
}

/** The largest CosmWasm `Uint128`. */
export const MAX_UINT128 = (1n << 128n) - 1n;

/** A failure of `operation` with `context` plus `extra`. */
export function failure(
  code: ErrorCode,
  operation: string,
  message: string,
  contextFields: ErrorContextFields,
  extra: ErrorContextFields = {},
  cause?: unknown,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError(code, `Cannot ${operation}: ${message}`, {
    context: {
      ...(context as Readonly<Record<string, unknown>>),
      ...(extra as Readonly<Record<string, unknown>>),
    },
    cause,
  });
}

/**
 * Checks the spent denom (`INVALID_ADDRESS`; `UNSUPPORTED_TOKEN` when the chain does not list it) and amount
 * (`INVALID_AMOUNT`: not a bigint in (0, 2^128)).
 */
export function checkDeposit(
  config: InjectiveWriteConfig,
  token: unknown,
  amount: unknown,
  fields: { token: string; amount: string },
  operation: string,
  contextFields: ErrorContextFields,
): ClientError | undefined {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (!isInjectiveDenom(token)) {
    return failure("INVALID_ADDRESS", operation, `${fields.token} is not an Injective bank denom`, context, {
      field: fields.token,
      value: describeValue(token),
    });
  }
  const listed = config.supportedTokens ?? [];
  if (listed.length > 0 && !listed.some((t) => t.address === token)) {
    return failure("UNSUPPORTED_TOKEN", operation, `${token} is not a token the chain lists`, context, {
      field: fields.token,
      value: token,
    });
  }
  if (typeof amount !== "bigint" || amount <= 0n || amount > MAX_UINT128) {
    return failure("INVALID_AMOUNT", operation, `${fields.amount} must be a bigint in (0, 2^128)`, context, {
      field: fields.amount,
      value: describeValue(amount),
    });
  }
  return undefined;
}

/** The configured contract of `role` (`INVALID_CONFIG` naming it when missing). */
export function contractOf(
  config: InjectiveWriteConfig,
  role: "assetManager" | "connection",
  operation: string,
  contextFields: ErrorContextFields,
): Result<string, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const address = config.addresses[role];
  if (!isValidInjectiveAddress(address)) {
    return err(
      failure("INVALID_CONFIG", operation, `no Injective ${role} configured`, context, {
        field: `addresses.${role}`,
      }),
    );
  }
  return ok(address);
}

/**
 * Checks that `owner` holds `amount` of `token` before the wallet is asked to sign (`INVALID_AMOUNT` with
 * `context.reason: "insufficient balance"`; a failed read is returned as is, with the chain key).
 */
export async function checkSpendable(
  config: InjectiveWriteConfig,
  owner: string,
  token: string,
  amount: bigint,
  operation: string,
  contextFields: ErrorContextFields,
  signal?: AbortSignal,
): Promise<ClientError | undefined> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const balance = await lcdBalance(config.restUrl, owner, token, {
    fetch: config.fetch,
    sleep: config.sleep,
    signal,
  });
  if (!balance.ok) {
    return failure(balance.error.code, operation, `balance read failed: ${balance.error.message}`, context, {
      ...balance.error.context,
      ...context,
      phase: "balance",
    }, balance.error);
  }
  if (balance.value < amount) {
    return failure(
      "INVALID_AMOUNT",
      operation,
      `${owner} holds ${balance.value} ${token}, needs ${amount}`,
      context,
      {
        reason: "insufficient balance",
        owner,
        token,
        balance: balance.value.toString(),
        amount: amount.toString(),
      },
    );
  }
  return undefined;
}

/** Reads the wallet's address (`WALLET_ERROR` when it rejects or answers something that is not `inj1...`). */
export async function injectiveWalletAddress(
  wallet: InjectiveWalletProvider,
  operation: string,
  contextFields: ErrorContextFields,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  let address: unknown;
  try {
    address = await wallet.getWalletAddress();
  } catch (cause) {
    return err(walletError("getWalletAddress", context, cause, operation));
  }
  if (!isValidInjectiveAddress(address)) {
    return err(
      failure("WALLET_ERROR", operation, "the wallet returned no Injective address", context, {
        phase: "getWalletAddress",
        returned: describeValue(address),
      }),
    );
  }
  return ok(address as string);
}

/** Signs and broadcasts `request` with `wallet` (`WALLET_ERROR` when it rejects or answers no tx hash). */
export async function sendInjectiveExecute(
  wallet: InjectiveWalletProvider,
  request: InjectiveExecuteRequest,
  operation: string,
  contextFields: ErrorContextFields,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  let sent: unknown;
  try {
    sent = await wallet.execute(request);
  } catch (cause) {
    return err(walletError("execute", { ...context, to: request.contractAddress }, cause, operation));
  }
  const hash = (sent as { transactionHash?: unknown } | null)?.transactionHash;
  if (!isInjectiveTxHash(hash)) {
    return err(
      failure("WALLET_ERROR", operation, "the wallet returned no tx hash", context, {
        phase: "execute",
        returned: describeValue(sent),
      }),
    );
  }
  return ok(hash.toUpperCase());
}

/** The context every Injective failure carries. */
export function injectiveContext(extraFields: ErrorContextFields = {}): ErrorContextFields {
  const extra = extraFields as Readonly<Record<string, unknown>>;
  return { chainKey: INJECTIVE_CHAIN_KEY, ...extra };
}
