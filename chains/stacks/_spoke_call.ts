/**
 * The steps every Stacks write shares: the chain settings, the wallet's address, the deposit or message call
 * (contracts from the config, the implementation read from the state contract, the token checked against the
 * chain's listed tokens), a pre-flight balance check, and the wallet's sign-and-broadcast with its txid checked.
 *
 * @example A deposit of a token the chain does not list
 * ```ts
 * import assert from "node:assert/strict";
 * import { prepareStacksDeposit } from "./_spoke_call.ts";
 * const r = await prepareStacksDeposit(
 *   { rpcUrl: "http://stacks.test", addresses: {}, supportedTokens: [] },
 *   { token: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.nope", amount: 1n, hubWallet: `0x${"11".repeat(20)}`, data: "0x" },
 *   { operation: "send hub calls", context: { chainKey: "stacks" } },
 * );
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN" && r.error.context.chainKey === "stacks");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStacksAddress } from "../address/stacks.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { StacksContractCallRequest, StacksWalletProvider } from "./wallet.ts";
import { readAssetManagerImpl } from "./asset_manager_impl.ts";
import { buildStacksDepositCall, buildStacksMessageCall } from "./contract_calls.ts";
import { createStacksTokenReads, isStacksToken, STACKS_NATIVE_TOKEN } from "./token_reads.ts";
import { isStacksTxId, normalizeStacksTxId } from "./verify_tx_hash.ts";

/** The largest Clarity `uint`. */
export const MAX_U128 = (1n << 128n) - 1n;

/** The chain settings the Stacks adapter reads (a structural subset of `StacksChainConfig`). */
export interface StacksSpokeChainConfig {
  /** Node / Hiro API root. */
  rpcUrl: string;
  /** Contracts by role: `assetManager` (the state contract), `connection`. */
  addresses: Readonly<Record<string, string>>;
  /** The native STX token id. @default STACKS_NATIVE_TOKEN */
  nativeToken?: string | undefined;
  /** Tokens the asset manager accepts; deposits of others fail `UNSUPPORTED_TOKEN`. @default undefined (any) */
  supportedTokens?: readonly { address: string }[] | undefined;
  /** Tx polling. @default { pollingIntervalMs: 10000, maxTimeoutMs: 120000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** What a write is, for its errors. */
export interface StacksWriteContext {
  /** Verb phrase of the messages ("create intent", "send hub calls", "bridge"). */
  operation: string;
  /** Error context (`chainKey`, ...). */
  context: ErrorContextFields;
  /** Aborts before the wallet is asked to sign. @default undefined */
  signal?: AbortSignal | undefined;
  /** Injected transport. @default {} */
  options?: Pick<SpokeAdapterOptions, "fetch" | "sleep"> | undefined;
}

/**
 * A failure of a write: `Cannot {operation}: {reason}`.
 *
 * @param code the code
 * @param reason what went wrong
 * @param write the write's operation and context
 * @param extra more context @default {}
 * @param cause the underlying error @default undefined
 * @returns the error
 */
export function writeError(
  code: ErrorCode,
  reason: string,
  write: Pick<StacksWriteContext, "operation" | "context">,
  extraFields: ErrorContextFields = {},
  cause?: unknown,
): ClientError {
  const extra = extraFields as Readonly<Record<string, unknown>>;
  return new ClientError(code, `Cannot ${write.operation}: ${reason}`, {
    context: {
      ...(write.context as Readonly<Record<string, unknown>>),
      ...(extra as Readonly<Record<string, unknown>>),
    },
    cause,
  });
}

/**
 * The `ABORTED` failure when `write.signal` has aborted.
 *
 * @param write the write
 * @returns the error, or `undefined`
 */
export function abortedWrite(write: StacksWriteContext): ClientError | undefined {
  return write.signal?.aborted ? writeError("ABORTED", "aborted", write, {}, write.signal.reason) : undefined;
}

function contractOf(
  config: StacksSpokeChainConfig,
  role: string,
  write: StacksWriteContext,
): Result<string, ClientError> {
  const id = config.addresses[role];
  if (typeof id === "string" && id.includes(".") && isValidStacksAddress(id)) return ok(id);
  return err(writeError("INVALID_CONFIG", `no Stacks ${role} contract configured`, write, {
    field: `addresses.${role}`,
  }));
}

/**
 * Checks that `token` is a token of the chain the asset manager lists.
 *
 * @param config the chain settings
 * @param token the candidate (any value)
 * @param field the parameter name, for the error
 * @param write the write
 * @returns `undefined`, or `INVALID_ADDRESS` (not a token id) / `UNSUPPORTED_TOKEN` (not listed)
 */
export function checkStacksToken(
  config: StacksSpokeChainConfig,
  token: unknown,
  field: string,
  write: Pick<StacksWriteContext, "operation" | "context">,
): ClientError | undefined {
  const nativeToken = config.nativeToken ?? STACKS_NATIVE_TOKEN;
  if (!isStacksToken(token, nativeToken)) {
    return writeError("INVALID_ADDRESS", `${field} is not a Stacks token`, write, {
      field,
      value: describeValue(token),
    });
  }
  const listed = config.supportedTokens;
  if (token !== nativeToken && listed !== undefined && !listed.some((t) => t.address === token)) {
    return writeError("UNSUPPORTED_TOKEN", `${field} is not a token the Stacks asset manager lists`, write, {
      field,
      value: token,
    });
  }
  return undefined;
}

/**
 * Builds the asset-manager deposit of `deposit` (reads the implementation contract).
 *
 * @param config the chain settings
 * @param deposit token, amount, hub receiver and hub call list
 * @param write the write
 * @returns the call; `INVALID_ADDRESS` / `UNSUPPORTED_TOKEN` (token), `INVALID_AMOUNT` (not in `(0, 2^128)`),
 *   `INVALID_CONFIG` (no asset manager or connection), the read's failures
 */
export async function prepareStacksDeposit(
  config: StacksSpokeChainConfig,
  deposit: { token: string; amount: bigint; hubWallet: Hex; data: Hex },
  write: StacksWriteContext,
): Promise<Result<StacksContractCallRequest, ClientError>> {
  const badToken = checkStacksToken(config, deposit.token, "token", write);
  if (badToken) return err(badToken);
  if (typeof deposit.amount !== "bigint" || deposit.amount <= 0n || deposit.amount > MAX_U128) {
    return err(writeError("INVALID_AMOUNT", "the amount must be in (0, 2^128)", write, {
      field: "amount",
      value: describeValue(deposit.amount),
    }));
  }
  const assetManager = contractOf(config, "assetManager", write);
  if (!assetManager.ok) return assetManager;
  const connection = contractOf(config, "connection", write);
  if (!connection.ok) return connection;
  const impl = await readAssetManagerImpl(config.rpcUrl, assetManager.value, {
    ...write.options,
    signal: write.signal,
  });
  if (!impl.ok) return impl;
  return ok(buildStacksDepositCall({
    assetManagerImpl: impl.value,
    token: deposit.token,
    nativeToken: config.nativeToken ?? STACKS_NATIVE_TOKEN,
    hubWallet: deposit.hubWallet,
    amount: deposit.amount,
    data: deposit.data,
    connection: connection.value,
  }));
}

/**
 * Builds the connection message carrying `payload` to `hubWallet`.
 *
 * @param config the chain settings
 * @param message hub receiver and hub call list
 * @param write the write
 * @returns the call, or `INVALID_CONFIG` (no connection)
 */
export function prepareStacksMessage(
  config: StacksSpokeChainConfig,
  message: { hubWallet: Hex; payload: Hex; hubRelayChainId?: bigint | undefined },
  write: StacksWriteContext,
): Result<StacksContractCallRequest, ClientError> {
  const connection = contractOf(config, "connection", write);
  if (!connection.ok) return connection;
  return ok(buildStacksMessageCall({ connection: connection.value, ...message }));
}

/**
 * The wallet's address, checked.
 *
 * @param wallet the wallet (any value)
 * @param write the write
 * @returns the address, or `WALLET_ERROR` (no wallet, rejected, or not a Stacks address)
 */
export async function stacksWalletAddress(
  wallet: StacksWalletProvider | undefined,
  write: StacksWriteContext,
): Promise<Result<string, ClientError>> {
  if (wallet === undefined || wallet === null) {
    return err(writeError("WALLET_ERROR", "no wallet provider", write, { phase: "getWalletAddress" }));
  }
  let address: unknown;
  try {
    address = await wallet.getWalletAddress();
  } catch (cause) {
    return err(walletError("getWalletAddress", write.context, cause, write.operation));
  }
  if (!isValidStacksAddress(address) || (address as string).includes(".")) {
    return err(
      walletError(
        "getWalletAddress",
        { ...write.context, returned: describeValue(address) },
        undefined,
        write.operation,
      ),
    );
  }
  return ok(address as string);
}

/**
 * Checks that `from` holds at least `spend.amount` of `spend.token` (before the wallet is asked to sign).
 *
 * @param config the chain settings
 * @param from the sender
 * @param spend token and amount
 * @param write the write
 * @returns `undefined`, `INVALID_AMOUNT` (`reason: "insufficient balance"`, with `balance`), or the read's failure
 */
export async function checkStacksFunds(
  config: StacksSpokeChainConfig,
  from: string,
  spend: { token: string; amount: bigint },
  write: StacksWriteContext,
): Promise<ClientError | undefined> {
  const reads = createStacksTokenReads(config, write.options ?? {});
  const balance = await reads.getBalance(from, spend.token);
  if (!balance.ok) return balance.error;
  if (balance.value >= spend.amount) return undefined;
  return writeError("INVALID_AMOUNT", "the sender's balance is below the amount", write, {
    reason: "insufficient balance",
    from,
    token: spend.token,
    balance: balance.value.toString(),
    amount: spend.amount.toString(),
  });
}

/**
 * Has the wallet sign and broadcast `call`.
 *
 * @param wallet the wallet
 * @param call the contract call
 * @param write the write
 * @returns the txid (`0x` + 64 hex); `ABORTED`, `WALLET_ERROR` (rejected, or no txid)
 */
export async function sendStacksCall(
  wallet: StacksWalletProvider,
  call: StacksContractCallRequest,
  write: StacksWriteContext,
): Promise<Result<string, ClientError>> {
  const aborted = abortedWrite(write);
  if (aborted) return err(aborted);
  let sent: unknown;
  try {
    sent = await wallet.callContract(call);
  } catch (cause) {
    return err(walletError("callContract", write.context, cause, write.operation));
  }
  const txid = (sent as { txid?: unknown } | null)?.txid;
  if (!isStacksTxId(txid)) {
    return err(
      walletError(
        "callContract",
        { ...write.context, returned: describeValue(sent) },
        undefined,
        write.operation,
      ),
    );
  }
  return ok(normalizeStacksTxId(txid));
}
