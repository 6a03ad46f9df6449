/**
 * The small interface every spoke-chain adapter implements, so the swap and bridge flows can create intents,
 * make deposits and verify transactions without knowing the chain family.
 *
 * @example Accept any adapter
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SpokeAdapter } from "./spoke_adapter.ts";
 * function describe(adapter: SpokeAdapter): string {
 *   return `${adapter.family}:${adapter.chainKey}`;
 * }
 * assert.ok(typeof describe === "function");
 * ```
 * @module
 */
import type { ChainType, RelayChainIds, SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { BridgeDepositFields } from "../hub/bridge_hub_calls.ts";
import type { Intent } from "../hub/intent.ts";
import type { NearTransactionRequest, StacksContractCallRequest } from "./raw_requests.ts";
import type { SpokeGasEstimate } from "./gas_estimates.ts";

/** What the relayer needs besides the tx hash: the hub account and the hub payload. */
export interface SpokeRelayData {
  /** The hub wallet that executes the payload (hex). */
  address: string;
  /** The hub payload (hex). */
  payload: string;
}

/** Chain-neutral parameters of a swap intent (docs/rules/swaps.md#intent-params plus the lookups the flow already made). */
export interface SpokeSwapIntentParams {
  /** Destination chain. */
  dstChainKey: SpokeChainKey;
  /** Token spent on the source chain. */
  inputToken: string;
  /** Hub asset of `inputToken`. */
  hubInputToken: string;
  /** Hub asset of the output token (the token itself on a hub destination). */
  hubOutputToken: string;
  /** Gross input amount. */
  inputAmount: bigint;
  /** Partner fee taken from the gross amount. @default 0n */
  feeAmount?: bigint | undefined;
  /** Receiver of the partner fee. @default undefined */
  feeReceiver?: string | undefined;
  /** Minimum output. */
  minOutputAmount: bigint;
  /** Unix seconds (`0n`: none). */
  deadline: bigint;
  /** Whether partial fills are allowed. */
  allowPartialFill: boolean;
  /** Receiver on the destination chain. */
  dstAddress: string;
  /** Pre-encoded `dstAddress` for families the source adapter cannot encode. @default undefined */
  encodedDstAddress?: string | undefined;
  /** The user's hub wallet. */
  creator: string;
  /** The hub intents contract. */
  intentsContract: string;
  /** Intent id. @default a random 256-bit value */
  intentId?: bigint | undefined;
  /** A specific solver. @default the zero address */
  solver?: string | undefined;
  /** Aborts before the wallet is asked to sign. @default undefined */
  signal?: AbortSignal | undefined;
  /** The user's exchange credentials (`extras.exchange`; Bitcoin's trading wallet, docs/rules/auth.md#exchange-signature). @default undefined */
  exchange?: { accessToken: string } | undefined;
  /** The client's relay chain ids (`relay.relayChainIdMap`) for the intent's `srcChain` / `dstChain`. @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
}

/** The outcome of {@link SpokeAdapter.createSwapIntent}. */
export interface SpokeSwapIntentResult {
  /** Source-chain tx hash. */
  txHash: string;
  /** The intent the hub will store. */
  intent: Intent;
  /** The partner fee taken from the gross amount. */
  feeAmount: bigint;
  /** Relay data for the relayer. */
  relayData: SpokeRelayData;
}

/** Chain-neutral parameters of a bridge deposit (the bridge service made the lookups). */
export interface SpokeBridgeDepositParams extends BridgeDepositFields {
  /** Build only: return the unsigned tx and never ask the wallet to send. @default false */
  raw?: boolean | undefined;
  /** Aborts before the wallet is asked to sign. @default undefined */
  signal?: AbortSignal | undefined;
  /** The user's exchange credentials (Bitcoin's trading wallet, docs/rules/auth.md#exchange-signature). @default undefined */
  exchange?: { accessToken: string } | undefined;
}

/** An unsigned source-chain transaction (the EVM shape; other families will widen this type). */
export interface SpokeUnsignedTx {
  /** The sender. */
  from: string;
  /** The contract called. */
  to: string;
  /** Native value. */
  value: bigint;
  /** Calldata (hex); Stacks: the serialized contract-call payload. */
  data: string;
  /**
   * Stacks only: the contract call itself (then `to` is the contract id and `value` the micro-STX moved).
   * @default undefined
   */
  contractCall?: StacksContractCallRequest | undefined;
}

/**
 * An unsigned Injective transaction: one CosmWasm `MsgExecuteContract`, as its fields and as the protobuf
 * `TxBody` that carries it (a wallet adds its `AuthInfo` — public key, sequence, fee — and signs).
 */
export interface SpokeInjectiveUnsignedTx {
  /** Always `INJECTIVE`. */
  family: "INJECTIVE";
  /** The sender (`inj1...`). */
  sender: string;
  /** The contract executed (`inj1...`). */
  contract: string;
  /** The JSON execute message. */
  msg: Readonly<Record<string, unknown>>;
  /** Coins attached. */
  funds: readonly { denom: string; amount: string }[];
  /** The `TxBody` (protobuf, base64). */
  bodyBytes: string;
}

/** The outcome of {@link SpokeAdapter.createBridgeDeposit}: a sent tx, or the unsigned one when `raw`. */
export type SpokeBridgeDepositResult =
  | { raw: false; txHash: string; feeAmount: bigint; relayData: SpokeRelayData }
  | { raw: true; tx: SpokeUnsignedTx; feeAmount: bigint; relayData: SpokeRelayData }
  | {
    raw:
      true; /** The call summarised in the EVM shape (`from` signer, `to` receiver, `value` attached coin, `data` payload). */
    tx:
      SpokeUnsignedTx; /** NEAR: the signer and its function calls (the wallet adds nonce, key and block hash). */
    transaction: NearUnsignedTransaction;
    feeAmount: bigint;
    relayData: SpokeRelayData;
  }
  | { raw: true; tx: SpokeInjectiveUnsignedTx; feeAmount: bigint; relayData: SpokeRelayData }
  | {
    raw: true;
    /** The call summarised in the EVM shape (`from` signer, `to` contract called, `value` ICX attached, `data` payload). */
    tx: SpokeUnsignedTx;
    /** ICON: the `icx_sendTransaction` params without the signature. */
    params: Readonly<Record<string, unknown>>;
    feeAmount: bigint;
    relayData: SpokeRelayData;
  }
  | {
    raw: true;
    family: "BITCOIN";
    /** The platform SDK's raw shape: `{from, to: asset manager, value: amount, data: PSBT (base64)}`. */
    tx: SpokeUnsignedTx;
    /** The unsigned PSBT (base64). */
    psbt: string;
    feeAmount: bigint;
    relayData: SpokeRelayData;
  };

/**
 * Parameters of {@link SpokeAdapter.sendHubCalls}: a cross-chain message (optionally carrying a token deposit to
 * the user's hub wallet) that makes the user's hub wallet run an encoded call list. The hub services (money
 * market, staking, dex, migration, ...) send through it from non-EVM chains.
 */
export interface SpokeHubCallParams {
  /** The sender on this chain; when sending, it must be the wallet's address. */
  srcAddress: string;
  /** The user's hub wallet (hex), which runs `payload`. */
  hubWallet: string;
  /** The hub call list, encoded (hex, `encodeContractCalls`). */
  payload: string;
  /** Tokens moved to the hub wallet first (`token` = the chain's `nativeToken` for the native coin). @default undefined (a message, nothing moved) */
  deposit?: { token: string; amount: bigint } | undefined;
  /** Build only: return the unsigned tx and never ask the wallet to send. @default false */
  raw?: boolean | undefined;
  /** Aborts before the wallet is asked to sign. @default undefined */
  signal?: AbortSignal | undefined;
  /** The user's exchange credentials (Bitcoin's trading wallet, docs/rules/auth.md#exchange-signature). @default undefined */
  exchange?: { accessToken: string } | undefined;
  /**
   * The hub's relay chain id, the destination of the message (the client's `relay.relayChainIdMap` entry for the
   * hub). @default 146n (the packaged relay id table)
   */
  hubRelayChainId?: bigint | undefined;
}

/** An unsigned NEAR transaction: the signer and its function calls (nonce, key and block hash are the wallet's). */
export interface NearUnsignedTransaction extends NearTransactionRequest {
  /** The account that signs. */
  signerId: string;
}

/** An unsigned hub-call transaction in its family's own form. */
export type SpokeHubCallRawTx =
  | { family: "EVM"; tx: SpokeUnsignedTx }
  | { family: "SOLANA"; /** The unsigned transaction, serialized (base64). */ transaction: string }
  | { family: "STELLAR"; /** The unsigned transaction envelope (XDR, base64). */ xdr: string }
  | {
    family: "ICON"; /** `icx_sendTransaction` params without the signature. */
    params: Readonly<Record<string, unknown>>;
  }
  | {
    family: "NEAR"; /** The signer and its function calls (the wallet adds nonce, key and block hash). */
    transaction: NearUnsignedTransaction;
  }
  | {
    family: "STACKS";
    /** The serialized contract-call payload (hex), the platform SDK's raw form; the signer adds auth. */
    payload: string;
    /** The contract call itself (Clarity arguments serialized, hex), for a wallet's `stx_callContract`. */
    contractCall: StacksContractCallRequest;
  }
  | {
    family: "SUI";
    /** The platform SDK's raw shape: `to` the Move target, `data` the BCS `TransactionKind` (base64). */
    tx: SpokeUnsignedTx;
  }
  | SpokeInjectiveUnsignedTx
  | { family: "BITCOIN"; /** The unsigned PSBT (base64). */ psbt: string };

/**
 * An unsigned transaction to estimate, as a `raw: true` result returns it: a hub-service write's `rawTx`
 * ({@link SpokeHubCallRawTx}, tagged by family), or the `tx` of a raw bridge deposit, swap or approval
 * ({@link SpokeUnsignedTx}: EVM calldata, Sui `TransactionKind`, Stacks payload, Bitcoin PSBT; or
 * {@link SpokeInjectiveUnsignedTx}), or a NEAR deposit's `transaction`.
 */
export type SpokeEstimateGasTx =
  | SpokeHubCallRawTx
  | SpokeUnsignedTx
  | SpokeInjectiveUnsignedTx
  | NearUnsignedTransaction;

/** Options of {@link SpokeAdapter.estimateGas}. */
export interface SpokeEstimateGasOptions {
  /** Aborts the node call. @default undefined */
  signal?: AbortSignal | undefined;
}

/** The outcome of {@link SpokeAdapter.sendHubCalls}: a sent tx, or the unsigned one when `raw`. */
export type SpokeHubCallResult =
  | { raw: false; txHash: string; relayData: SpokeRelayData }
  | { raw: true; tx: SpokeHubCallRawTx; relayData: SpokeRelayData };

/** Options of {@link SpokeAdapter.verifyTxHash}. */
export interface SpokeVerifyOptions {
  /** Wait between polls in ms. @default the chain's polling interval */
  pollingIntervalMs?: number | undefined;
  /** Overall bound in ms. @default the chain's polling max */
  maxTimeoutMs?: number | undefined;
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
}

/** The question of {@link SpokeAdapter.isAllowanceValid}. */
export interface SpokeAllowanceQuery {
  /** The token holder. */
  owner: string;
  /** The token (the chain's `nativeToken` for the native coin). */
  token: string;
  /** The amount that must be allowed. */
  amount: bigint;
  /** Who pulls the token. @default the chain's asset manager */
  spender?: string | undefined;
}

/** The question of {@link SpokeAdapter.hasSufficientTrustline} (Stellar). */
export interface SpokeTrustlineQuery extends SpokeAllowanceQuery {
  /** Aborts the read. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the read in ms. @default none (the transport's) */
  timeout?: number | undefined;
}

/** Parameters of {@link SpokeAdapter.requestTrustline} (Stellar; the platform's `RequestTrustlineParams`). */
export interface SpokeRequestTrustlineParams {
  /** The account that adds the trustline; it pays the fee and the reserve. */
  srcAddress: string;
  /** The token whose classic asset is trusted. */
  token: string;
  /** The amount the caller means to receive (the raw form's `value`; the limit is the maximum). */
  amount: bigint;
  /** Return the unsigned transaction instead of sending it. @default false */
  raw?: boolean | undefined;
  /** Aborts the reads, the wallet prompt and the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the account read in ms. @default none (the transport's) */
  timeout?: number | undefined;
}

/** What {@link SpokeAdapter.requestTrustline} returns: the applied tx's hash, or the unsigned tx. */
export type SpokeTrustlineRequest =
  | { kind: "sent"; txHash: string }
  | { kind: "raw"; tx: SpokeUnsignedTx };

/** A withdrawal rate limit of a spoke asset manager (the platform's `RateLimitConfig`), in token units. */
export interface SpokeRateLimit {
  /** The most that can be withdrawn at once (the bucket's capacity). */
  maxAvailable: bigint;
  /** What can be withdrawn now. */
  available: bigint;
  /** How fast `available` refills, per second. */
  ratePerSecond: bigint;
}

/** Bounds of a rate-limit read. */
export interface SpokeReadOptions {
  /** Aborts the read. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the read in ms. @default none (the transport's) */
  timeout?: number | undefined;
}

/** A spoke-chain adapter. Every method returns a Result and never throws. */
export interface SpokeAdapter<W = unknown> {
  /** The chain this adapter serves. */
  readonly chainKey: SpokeChainKey;
  /** The chain family. */
  readonly family: ChainType;
  /** Whether `address` is well-formed for this chain. */
  isValidAddress(address: string): boolean;
  /** Signs and sends the intent-creation tx with `walletProvider`. */
  createSwapIntent(
    params: SpokeSwapIntentParams,
    walletProvider: W,
  ): Promise<Result<SpokeSwapIntentResult, ClientError>>;
  /**
   * Builds the bridge deposit and, unless `params.raw`, signs and sends it with `walletProvider`. Optional: an
   * adapter without it cannot be a bridge source.
   */
  createBridgeDeposit?(
    params: SpokeBridgeDepositParams,
    walletProvider: W | undefined,
  ): Promise<Result<SpokeBridgeDepositResult, ClientError>>;
  /**
   * Builds the message (or deposit with message) that makes the user's hub wallet run `params.payload` and, unless
   * `params.raw`, signs and sends it with `walletProvider`. Optional: the EVM family is built by the hub services
   * themselves; an adapter without it cannot be the source of a hub-service write.
   */
  sendHubCalls?(
    params: SpokeHubCallParams,
    walletProvider: W | undefined,
  ): Promise<Result<SpokeHubCallResult, ClientError>>;
  /** Waits until `hash` is final and successful on this chain. */
  verifyTxHash(hash: string, options?: SpokeVerifyOptions): Promise<Result<true, ClientError>>;
  /**
   * The balance of `token` held by `address` in the token's smallest unit (`token` = the chain's `nativeToken` for
   * the native coin). Malformed addresses fail `INVALID_ADDRESS` without I/O; a family that cannot read a token
   * kind fails `UNSUPPORTED_CHAIN_OPERATION`.
   */
  getBalance(address: string, token: string): Promise<Result<bigint, ClientError>>;
  /**
   * How much of `token` `spender` may pull from `owner`. Families without an allowance model fail
   * `UNSUPPORTED_CHAIN_OPERATION` (their {@link SpokeAdapter.isAllowanceValid} is always `true`).
   */
  getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>>;
  /** Whether a deposit of `query.amount` needs no approval first (the native coin always passes). */
  isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>>;
  /**
   * Stellar: whether `query.owner`'s trustline of `query.token` has room for `query.amount` (`true` for tokens
   * that need none). Optional: other families have no trustlines.
   */
  hasSufficientTrustline?(query: SpokeTrustlineQuery): Promise<Result<boolean, ClientError>>;
  /** Stellar: adds the trustline of `params.token` (or returns it unsigned). Optional, as above. */
  requestTrustline?(
    params: SpokeRequestTrustlineParams,
    walletProvider?: W,
  ): Promise<Result<SpokeTrustlineRequest, ClientError>>;
  /**
   * The withdrawal rate limit of `token` on this chain (NEAR: the rate-limit contract's `get_rate_limit`).
   * Optional: the platform reads it on NEAR only.
   */
  getRateLimit?(token: string, options?: SpokeReadOptions): Promise<Result<SpokeRateLimit, ClientError>>;
  /**
   * Estimates the gas of an unsigned transaction of this chain (`tx` as a `raw: true` result returned it) with the
   * node's own estimate method, in the family's shape (chains/spoke/gas_estimate.ts, docs/gas.md). A transaction
   * the node says would fail is `EXECUTION_FAILED`; one of another family `VALIDATION_FAILED`. Optional: an adapter
   * without it cannot estimate.
   */
  estimateGas?(
    tx: SpokeEstimateGasTx,
    options?: SpokeEstimateGasOptions,
  ): Promise<Result<SpokeGasEstimate, ClientError>>;
}
