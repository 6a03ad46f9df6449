/**
 * The platform's `Permit2Service` (Uniswap Permit2's allowance-transfer calls) under its method names and
 * argument order, each answering a `Result` instead of throwing: the four `encode*` statics give one call
 * `{address: permit2, value: 0n, data}` for a hub call list; the seven writes build the transaction
 * `{from, to: permit2, value: 0n, data}` and, unless `raw`, send it with the EVM wallet provider. The batch
 * overloads are encoded as the deployed contract has them (`permit` and `transferFrom` with a batch argument,
 * `core/abis/permit2_allowance_transfer.ts`), where the platform's ABI names them `permitBatch` and
 * `transferFromBatch` (docs/wire_inventory.md#permit2). `getAllowance` and `isAllowanceValid` read the allowance
 * through a viem public client (`getPublicClient` of this sub-path gives one).
 *
 * @example Encode an approval, then build the same approval as a raw transaction
 * ```ts
 * import assert from "node:assert/strict";
 * import { Permit2 } from "./permit2.ts";
 * const permit2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
 * const token = "0x1111111111111111111111111111111111111111";
 * const spender = "0x2222222222222222222222222222222222222222";
 * const call = Permit2.encodeApprove(permit2, token, spender, 10n, 1_900_000_000);
 * assert.ok(call.ok && call.value.data.startsWith("0x87517c45"));
 * const raw = await Permit2.approve(spender, permit2, token, spender, 10n, 1_900_000_000, undefined, true);
 * assert.ok(raw.ok && raw.value.raw && raw.value.tx.data === call.value.data);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex, isAddress } from "viem";
import { permit2AllowanceTransferAbi } from "../../core/abis/permit2_allowance_transfer.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ContractCall } from "../hub/contract_calls.ts";
import type { EvmWalletProvider } from "./wallet.ts";
import {
  getPermit2Allowance,
  isPermit2AllowanceValid,
  type Permit2Allowance,
  type Permit2ReadClient,
  type Permit2ValidityOptions,
} from "./permit2_reads.ts";

/** One token's permit: amount (uint160), expiration and nonce (uint48). */
export interface Permit2Details {
  /** The token. */
  token: Address;
  /** The allowed amount (uint160). */
  amount: bigint;
  /** When the allowance expires (unix seconds, uint48). */
  expiration: number;
  /** The owner's nonce for this token and spender (uint48). */
  nonce: number;
}

/** A signed permit for one token (`PermitSingle`). */
export interface Permit2Single {
  /** The token's permit. */
  details: Permit2Details;
  /** Who may pull the token. */
  spender: Address;
  /** Until when the signature is valid (unix seconds). */
  sigDeadline: bigint;
}

/** A signed permit for several tokens (`PermitBatch`). */
export interface Permit2Batch {
  /** One permit per token. */
  details: Permit2Details[];
  /** Who may pull the tokens. */
  spender: Address;
  /** Until when the signature is valid (unix seconds). */
  sigDeadline: bigint;
}

/** One transfer of a batch (`AllowanceTransferDetails`). */
export interface Permit2TransferDetails {
  /** The owner the tokens come from. */
  from: Address;
  /** The receiver. */
  to: Address;
  /** The amount (uint160). */
  amount: bigint;
  /** The token. */
  token: Address;
}

/** A token and a spender whose allowance `lockdown` zeroes. */
export interface Permit2TokenSpenderPair {
  /** The token. */
  token: Address;
  /** The spender. */
  spender: Address;
}

/** The unsigned transaction of a Permit2 write. */
export interface Permit2RawTx {
  /** The sender. */
  from: Address;
  /** The Permit2 contract. */
  to: Address;
  /** Always `0n`. */
  value: bigint;
  /** The calldata. */
  data: Hex;
}

/** A Permit2 write: its unsigned transaction (`raw`) or the hash of the sent one. */
export type Permit2WriteResult = { raw: true; tx: Permit2RawTx } | { raw: false; txHash: Hex };

type Fn = "approve" | "permit" | "transferFrom" | "lockdown" | "invalidateNonces";

function invalid(action: string, field: string, value: unknown, cause?: unknown): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot ${action}: ${field} is invalid`, {
    context: { field, value: describeValue(value), action, phase: "validate" },
    cause,
  });
}

function encode(
  action: string,
  permit2: unknown,
  functionName: Fn,
  args: readonly unknown[],
): Result<Hex, ClientError> {
  if (typeof permit2 !== "string" || !isAddress(permit2, { strict: false })) {
    return err(invalid(action, "permit2", permit2));
  }
  try {
    return ok(encodeFunctionData({ abi: permit2AllowanceTransferAbi, functionName, args } as never));
  } catch (cause) {
    return err(invalid(action, "arguments", args, cause));
  }
}

function call(action: string, permit2: Address, functionName: Fn, args: readonly unknown[]) {
  const data = encode(action, permit2, functionName, args);
  return data.ok ? ok<ContractCall>({ address: permit2, value: 0n, data: data.value }) : data;
}

async function write(
  action: string,
  srcAddress: Address,
  permit2: Address,
  functionName: Fn,
  args: readonly unknown[],
  walletProvider: EvmWalletProvider | undefined,
  raw: boolean | undefined,
): Promise<Result<Permit2WriteResult, ClientError>> {
  if (typeof srcAddress !== "string" || !isAddress(srcAddress, { strict: false })) {
    return err(invalid(action, "srcAddress", srcAddress));
  }
  const data = encode(action, permit2, functionName, args);
  if (!data.ok) return data;
  const tx: Permit2RawTx = { from: srcAddress, to: permit2, value: 0n, data: data.value };
  if (raw === true) return ok({ raw: true, tx });
  if (typeof walletProvider?.sendTransaction !== "function") {
    return err(invalid(action, "walletProvider", walletProvider));
  }
  try {
    return ok({
      raw: false,
      txHash: await walletProvider.sendTransaction({ to: tx.to, data: tx.data, value: 0n }),
    });
  } catch (cause) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${action}: the wallet did not send the transaction`, {
        context: { action, phase: "submit" },
        cause,
      }),
    );
  }
}

/** The methods of {@link Permit2}, the platform's `Permit2Service` statics. */
export interface Permit2Methods {
  /** Reads `allowance(user, token, spender)`: `{amount, expiration, nonce}` (`chains/evm/permit2_reads.ts`). */
  getAllowance(
    permit2: Address,
    user: Address,
    token: Address,
    spender: Address,
    publicClient: Permit2ReadClient,
  ): Promise<Result<Permit2Allowance, ClientError>>;
  /** Whether the allowance covers `amount` and has not expired (`chains/evm/permit2_reads.ts`). */
  isAllowanceValid(
    permit2: Address,
    user: Address,
    token: Address,
    spender: Address,
    amount: bigint,
    publicClient: Permit2ReadClient,
    options?: Permit2ValidityOptions,
  ): Promise<Result<boolean, ClientError>>;
  /** `approve(token, spender, amount, expiration)` as one call. */
  encodeApprove(
    permit2: Address,
    token: Address,
    spender: Address,
    amount: bigint,
    expiration: number,
  ): Result<ContractCall, ClientError>;
  /** `permit(owner, permitSingle, signature)` as one call. */
  encodePermit(
    permit2: Address,
    owner: Address,
    permitSingle: Permit2Single,
    signature: Hex,
  ): Result<ContractCall, ClientError>;
  /** `transferFrom(from, to, amount, token)` as one call. */
  encodeTransferFrom(
    permit2: Address,
    from: Address,
    to: Address,
    amount: bigint,
    token: Address,
  ): Result<ContractCall, ClientError>;
  /** The batch `transferFrom(transferDetails)` as one call. */
  encodeTransferFromBatch(
    permit2: Address,
    transferDetails: Permit2TransferDetails[],
  ): Result<ContractCall, ClientError>;
  /** Sends (or with `raw` returns) `approve(token, spender, amount, expiration)`. */
  approve(
    srcAddress: Address,
    permit2: Address,
    token: Address,
    spender: Address,
    amount: bigint,
    expiration: number,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
  /** Sends (or with `raw` returns) `permit(owner, permitSingle, signature)`. */
  permit(
    srcAddress: Address,
    permit2: Address,
    owner: Address,
    permitSingle: Permit2Single,
    signature: Hex,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
  /** Sends (or with `raw` returns) the batch `permit(owner, permitBatch, signature)`. */
  permitBatch(
    srcAddress: Address,
    permit2: Address,
    owner: Address,
    permitBatch: Permit2Batch,
    signature: Hex,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
  /** Sends (or with `raw` returns) `transferFrom(from, to, amount, token)`. */
  transferFrom(
    srcAddress: Address,
    permit2: Address,
    from: Address,
    to: Address,
    amount: bigint,
    token: Address,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
  /** Sends (or with `raw` returns) the batch `transferFrom(transferDetails)`. */
  transferFromBatch(
    srcAddress: Address,
    permit2: Address,
    transferDetails: Permit2TransferDetails[],
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
  /** Sends (or with `raw` returns) `lockdown(approvals)`: zeroes each token/spender allowance. */
  lockdown(
    srcAddress: Address,
    permit2: Address,
    approvals: Permit2TokenSpenderPair[],
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
  /** Sends (or with `raw` returns) `invalidateNonces(token, spender, newNonce)`. */
  invalidateNonces(
    srcAddress: Address,
    permit2: Address,
    token: Address,
    spender: Address,
    newNonce: number,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>>;
}

/**
 * The platform's `Permit2Service` statics. Encoders answer `VALIDATION_FAILED` (naming `permit2` or the
 * arguments) for input the ABI cannot encode; writes also need a well-formed `srcAddress` and, unless `raw`, a
 * wallet provider (its failure is `WALLET_ERROR`).
 */
export const Permit2: Permit2Methods = {
  /** Reads `allowance(user, token, spender)`: `{amount, expiration, nonce}`. */
  getAllowance: getPermit2Allowance,
  /** Whether the allowance covers `amount` and has not expired. */
  isAllowanceValid: isPermit2AllowanceValid,
  /** `approve(token, spender, amount, expiration)` as one call. */
  encodeApprove(
    permit2: Address,
    token: Address,
    spender: Address,
    amount: bigint,
    expiration: number,
  ): Result<ContractCall, ClientError> {
    return call("encode a Permit2 approve", permit2, "approve", [token, spender, amount, expiration]);
  },
  /** `permit(owner, permitSingle, signature)` as one call. */
  encodePermit(
    permit2: Address,
    owner: Address,
    permitSingle: Permit2Single,
    signature: Hex,
  ): Result<ContractCall, ClientError> {
    return call("encode a Permit2 permit", permit2, "permit", [owner, permitSingle, signature]);
  },
  /** `transferFrom(from, to, amount, token)` as one call. */
  encodeTransferFrom(
    permit2: Address,
    from: Address,
    to: Address,
    amount: bigint,
    token: Address,
  ): Result<ContractCall, ClientError> {
    return call("encode a Permit2 transferFrom", permit2, "transferFrom", [from, to, amount, token]);
  },
  /** The batch `transferFrom(transferDetails)` as one call. */
  encodeTransferFromBatch(
    permit2: Address,
    transferDetails: Permit2TransferDetails[],
  ): Result<ContractCall, ClientError> {
    return call("encode a Permit2 batch transferFrom", permit2, "transferFrom", [transferDetails]);
  },
  /** Sends (or with `raw` returns) `approve(token, spender, amount, expiration)`. */
  approve(
    srcAddress: Address,
    permit2: Address,
    token: Address,
    spender: Address,
    amount: bigint,
    expiration: number,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    const args = [token, spender, amount, expiration];
    return write("send a Permit2 approve", srcAddress, permit2, "approve", args, walletProvider, raw);
  },
  /** Sends (or with `raw` returns) `permit(owner, permitSingle, signature)`. */
  permit(
    srcAddress: Address,
    permit2: Address,
    owner: Address,
    permitSingle: Permit2Single,
    signature: Hex,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    const args = [owner, permitSingle, signature];
    return write("send a Permit2 permit", srcAddress, permit2, "permit", args, walletProvider, raw);
  },
  /** Sends (or with `raw` returns) the batch `permit(owner, permitBatch, signature)`. */
  permitBatch(
    srcAddress: Address,
    permit2: Address,
    owner: Address,
    permitBatch: Permit2Batch,
    signature: Hex,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    const args = [owner, permitBatch, signature];
    return write("send a Permit2 batch permit", srcAddress, permit2, "permit", args, walletProvider, raw);
  },
  /** Sends (or with `raw` returns) `transferFrom(from, to, amount, token)`. */
  transferFrom(
    srcAddress: Address,
    permit2: Address,
    from: Address,
    to: Address,
    amount: bigint,
    token: Address,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    const args = [from, to, amount, token];
    return write(
      "send a Permit2 transferFrom",
      srcAddress,
      permit2,
      "transferFrom",
      args,
      walletProvider,
      raw,
    );
  },
  /** Sends (or with `raw` returns) the batch `transferFrom(transferDetails)`. */
  transferFromBatch(
    srcAddress: Address,
    permit2: Address,
    transferDetails: Permit2TransferDetails[],
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    const action = "send a Permit2 batch transferFrom";
    return write(action, srcAddress, permit2, "transferFrom", [transferDetails], walletProvider, raw);
  },
  /** Sends (or with `raw` returns) `lockdown(approvals)`: zeroes each token/spender allowance. */
  lockdown(
    srcAddress: Address,
    permit2: Address,
    approvals: Permit2TokenSpenderPair[],
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    return write(
      "send a Permit2 lockdown",
      srcAddress,
      permit2,
      "lockdown",
      [approvals],
      walletProvider,
      raw,
    );
  },
  /** Sends (or with `raw` returns) `invalidateNonces(token, spender, newNonce)`. */
  invalidateNonces(
    srcAddress: Address,
    permit2: Address,
    token: Address,
    spender: Address,
    newNonce: number,
    walletProvider?: EvmWalletProvider,
    raw?: boolean,
  ): Promise<Result<Permit2WriteResult, ClientError>> {
    const args = [token, spender, newNonce];
    return write(
      "send Permit2 invalidateNonces",
      srcAddress,
      permit2,
      "invalidateNonces",
      args,
      walletProvider,
      raw,
    );
  },
};
