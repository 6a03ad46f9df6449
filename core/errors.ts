/**
 * The library's error value: a stable `code`, a short `message`, plain-data `context` and the underlying `cause`.
 *
 * @example Build and inspect an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError, isClientError } from "./errors.ts";
 *
 * const e = new ClientError("INVALID_FEE", "Cannot use fee: percentage above 10000", {
 *   context: { field: "percentage", value: 20000 },
 * });
 * assert.ok(isClientError(e) && e.code === "INVALID_FEE");
 * ```
 * @module
 */
import type { SolverErrorResponse, SolverIntentErrorCode } from "./solver_error.ts";
import { jsonSafe } from "./_json_safe.ts";

/**
 * Every code a {@link ClientError} can carry. The README's errors reference explains each.
 */
export const ERROR_CODES = [
  // bad input, caught before any I/O
  "VALIDATION_FAILED",
  "UNKNOWN_CHAIN_KEY",
  "UNKNOWN_RELAY_CHAIN_ID",
  "INVALID_FEE",
  "INVALID_URL",
  "INVALID_ADDRESS",
  "INVALID_AMOUNT",
  "UNSUPPORTED_TOKEN",
  "INVALID_CONFIG",
  // transport
  "HTTP_REQUEST_FAILED",
  "NETWORK_ERROR",
  "REQUEST_TIMEOUT",
  "ABORTED",
  "PARSE_ERROR",
  "RESPONSE_VALIDATION_FAILED",
  "CROSS_ORIGIN_REDIRECT",
  "RESPONSE_TOO_LARGE",
  // relay
  "SUBMIT_TX_FAILED",
  "RELAY_TIMEOUT",
  "RELAY_FAILED",
  // swap, bridge and other flows
  "EXTERNAL_API_ERROR",
  "INTENT_CREATION_FAILED",
  "TX_VERIFICATION_FAILED",
  "EXECUTION_FAILED",
  "WALLET_ERROR",
  "INSUFFICIENT_ALLOWANCE",
  "UNSUPPORTED_CHAIN_OPERATION",
  "CHAIN_SDK_MISSING",
  // sponsoring
  "INTEGRATION_ERROR",
  "ACTIVATION_FAILED",
  "UNKNOWN",
] as const;

/** A code of {@link ERROR_CODES}. */
export type ErrorCode = typeof ERROR_CODES[number];

/**
 * The tags the relay layer puts on `error.message`, `error.code` and `context.relayCode` (the relay layer's
 * `RELAY_ERROR_CODES`): `SUBMIT_TX_FAILED`, `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED`.
 */
export type RelayFailureCode = "SUBMIT_TX_FAILED" | "RELAY_TIMEOUT" | "HTTP_REQUEST_FAILED";

/**
 * What to do after a failed sponsoring call (`context.nextAction`): `retry` now, `backoff` then retry, `fixInput`
 * first, or `contactOperator`. The sponsoring service's `NextAction` is this type.
 */
export type SponsoringNextAction = "retry" | "backoff" | "fixInput" | "contactOperator";

/**
 * What a resume token in `context.resumeToken` always has: the format version, the flow (`swap` or `bridge`) and
 * the last step known done. The full shapes are the swap and bridge services' resume tokens; pass the value to
 * their `resume` as it is.
 */
export interface ResumeTokenContext {
  /** Format version. */
  readonly v: number;
  /** The flow the token resumes. */
  readonly kind: "swap" | "bridge" | "cancel";
  /** The last step known done (`created`, `relayed`, `deposited`, ...). */
  readonly phase: string;
}

/** Context keys that any code may carry. */
export interface CommonErrorContext {
  /**
   * The step of the operation that failed: for hub services `validate`, `lookup`, `allowanceCheck`, `approve`,
   * `intentCreation`, `submit`, `relay`; for swap and bridge `intentCreation`, `deposit`, `verify`, `relay`,
   * `postExecution`, `backendSubmitTx`, `backendStatus`, ...; for sponsoring `config`, `sign`, `submit`, ...
   */
  readonly phase?: string | undefined;
  /** The operation that failed (`supply`, `stake`, `swap`, `activateStellarAccount`, ...). */
  readonly action?: string | undefined;
  /** Set on a failed swap or bridge once the source transaction exists: resume from here. */
  readonly resumeToken?: ResumeTokenContext | undefined;
  /** Set on every failed sponsoring call: what to do next. */
  readonly nextAction?: SponsoringNextAction | undefined;
  /** The parameter or setting at fault. */
  readonly field?: string | undefined;
  /** The offending value (plain data). */
  readonly value?: unknown;
  /** The chain concerned (a chain key; `sonic` for the hub). */
  readonly chainKey?: string | undefined;
}

/**
 * The detail keys, as plain data (read them as `unknown`): each code carries only the ones its row of
 * {@link DetailKeysByCode} names (the failures of that code set them), and every code carries the
 * {@link SharedDetailKey} ones. A key that is not here, in {@link CommonErrorContext} or in the code's own context
 * ({@link ErrorContextByCode}) does not compile.
 */
export interface DetailErrorContext {
  /** A NEAR or Stellar account concerned. */
  readonly accountId?: unknown;
  /** The asset manager (contract, program or package) concerned. */
  readonly assetManager?: unknown;
  /** The contract concerned (a NEAR account id, a Stacks or Soroban contract). */
  readonly contractId?: unknown;
  /** A node's or contract's own error text or object, as it answered. */
  readonly error?: unknown;
  /** The module loaded on first use that could not be loaded. */
  readonly module?: unknown;
  /** The Permit2 contract concerned. */
  readonly permit2?: unknown;
  /** An address concerned (the one refused, or the account being read). */
  readonly address?: unknown;
  /** An amount concerned (smallest unit). */
  readonly amount?: unknown;
  /** Which service failed (`solver`, `backend`, `relay`, ...). */
  readonly api?: unknown;
  /** How many attempts or checks were made. */
  readonly attempts?: unknown;
  /** What is available (a balance or a rate limit), smallest unit. */
  readonly available?: unknown;
  /** The backend's own error body. */
  readonly backendError?: unknown;
  /** The balance read, smallest unit. */
  readonly balance?: unknown;
  /** The base URL at fault. */
  readonly baseURL?: unknown;
  /** A summary of the underlying failure, when it is data rather than the `cause`. */
  readonly cause?: unknown;
  /** A chain id (relay or native) concerned, as the service spells it. */
  readonly chainId?: unknown;
  /** The contract concerned. */
  readonly contract?: unknown;
  /** One short line from the wallet or service (no signed payloads). */
  readonly detail?: unknown;
  /** The destination chain. */
  readonly dstChainKey?: unknown;
  /** What was expected instead. */
  readonly expected?: unknown;
  /** What failed, in the node's or wallet's words. */
  readonly failure?: unknown;
  /** A Solana or Sui transaction's error, as the node described it. */
  readonly txError?: unknown;
  /** A Stacks transaction's final status, when it did not succeed. */
  readonly txStatus?: unknown;
  /** The chain family (`EVM`, `SOLANA`, ...). */
  readonly family?: unknown;
  /** The fee concerned. */
  readonly fee?: unknown;
  /** The fee amount concerned (smallest unit). */
  readonly feeAmount?: unknown;
  /** The sender concerned. */
  readonly from?: unknown;
  /** The contract function that was read. */
  readonly functionName?: unknown;
  /** A hash concerned. */
  readonly hash?: unknown;
  /** The hub transaction hash, once known. */
  readonly hubTxHash?: unknown;
  /** An identifier concerned (journal entry, request). */
  readonly id?: unknown;
  /** The position of the item at fault. */
  readonly index?: unknown;
  /** A key concerned. */
  readonly key?: unknown;
  /** The setting's label. */
  readonly label?: unknown;
  /** The last error seen before giving up. */
  readonly lastError?: unknown;
  /** The last observation before giving up. */
  readonly lastObservation?: unknown;
  /** A length concerned. */
  readonly length?: unknown;
  /** A redirect target, credentials stripped. */
  readonly location?: unknown;
  /** The HTTP, JSON-RPC or wallet method concerned. */
  readonly method?: unknown;
  /** The operation that failed. */
  readonly operation?: unknown;
  /** The list offset of the page that failed (`backendApi.getAllUserIntents`). */
  readonly offset?: unknown;
  /** The token holder or account owner concerned. */
  readonly owner?: unknown;
  /** The path (of a setting, a request or a value) at fault. */
  readonly path?: unknown;
  /** How many polls were made. */
  readonly polls?: unknown;
  /** The liquidity of the position. */
  readonly positionLiquidity?: unknown;
  /** The public key concerned. */
  readonly publicKey?: unknown;
  /** Why it failed, in words. */
  readonly reason?: unknown;
  /** What the operation needs (smallest unit). */
  readonly required?: unknown;
  /** What the wallet or node returned instead. */
  readonly returned?: unknown;
  /** The revert reason of a simulation. */
  readonly revertReason?: unknown;
  /** The RPC node's own cause. */
  readonly rpcCause?: unknown;
  /** The RPC node's error code. */
  readonly rpcCode?: unknown;
  /** The RPC node's error message. */
  readonly rpcMessage?: unknown;
  /** The RPC endpoint. */
  readonly rpcUrl?: unknown;
  /** The service concerned. */
  readonly service?: unknown;
  /** Who pulls the token. */
  readonly spender?: unknown;
  /** The sponsoring account. */
  readonly sponsorAccount?: unknown;
  /** The source chain. */
  readonly srcChainKey?: unknown;
  /** The source transaction hash. */
  readonly srcTxHash?: unknown;
  /** A status (HTTP status, or the service's status word). */
  readonly status?: unknown;
  /** The step that failed. */
  readonly step?: unknown;
  /** The token concerned. */
  readonly token?: unknown;
  /** The code of the transport failure underneath. */
  readonly transportCode?: unknown;
  /** A transaction hash concerned. */
  readonly txHash?: unknown;
  /** A Bitcoin transaction id concerned. */
  readonly txid?: unknown;
  /** A URL concerned, credentials stripped. */
  readonly url?: unknown;
  /** The user's address. */
  readonly userAddress?: unknown;
  /** The vault concerned. */
  readonly vault?: unknown;
  /** The wallet concerned. */
  readonly wallet?: unknown;
  /** The wallet's address. */
  readonly walletAddress?: unknown;
  /** The wallet's own error code (4001: the user declined). */
  readonly walletCode?: unknown;
  /** What is missing. */
  readonly missing?: unknown;
  /** The input amount concerned (smallest unit). */
  readonly inputAmount?: unknown;
  /** The longest wait allowed, in ms. */
  readonly maxTimeoutMs?: unknown;
  /** The RPC node's error data. */
  readonly rpcData?: unknown;
  /** The source address. */
  readonly srcAddress?: unknown;
  /** The token symbol concerned. */
  readonly symbol?: unknown;
  /** The route (HTTP path) concerned. */
  readonly route?: unknown;
  /** The user's hub wallet. */
  readonly hubWallet?: unknown;
  /** The recipient or contract a transaction was sent to. */
  readonly to?: unknown;
  /** The user concerned. */
  readonly user?: unknown;
  /** The source token's vault. */
  readonly srcVault?: unknown;
  /** The destination token's vault. */
  readonly dstVault?: unknown;
  /** The candidates considered. */
  readonly candidates?: unknown;
  /** The pool token concerned. */
  readonly poolToken?: unknown;
  /** The pool currency concerned. */
  readonly currency?: unknown;
  /** The pool concerned. */
  readonly poolId?: unknown;
  /** The backend's failure reason. */
  readonly failureReason?: unknown;
  /** The backend step that failed. */
  readonly failedAtStep?: unknown;
  /** How many attempts the backend made. */
  readonly failedAttempts?: unknown;
  /** The asset concerned. */
  readonly asset?: unknown;
  /** The aToken concerned. */
  readonly aToken?: unknown;
  /** The partner concerned. */
  readonly partner?: unknown;
  /** The output token concerned. */
  readonly outputToken?: unknown;
  /** How many signatures the envelope has. */
  readonly signatures?: unknown;
  /** The destination chain's transaction hash a flow had reached (a fill or an onward transfer). */
  readonly dstTxHash?: unknown;
  /** The relay chain id the failed call named. */
  readonly relayChainId?: unknown;
  /** The code the server answered with, as it wrote it. */
  readonly serverCode?: unknown;
  /** The time budget, in milliseconds, that ran out. */
  readonly timeoutMs?: unknown;
  /** The response body (or its start) that came with the failure. */
  readonly body?: unknown;
  /** The message the failing service or node answered with. */
  readonly message?: unknown;
  /** The money-market reserve the failed read or check named. */
  readonly reserve?: unknown;
  /** How many status requests were made before the failure. */
  readonly statusRequests?: unknown;
  /** The source chain id the failed call named. */
  readonly srcChainId?: unknown;
  /** The contract or account the failed call was aimed at. */
  readonly target?: unknown;
  /** The fill transaction hash the flow had seen when it failed. */
  readonly fillTxHash?: unknown;
}

/**
 * The detail keys ({@link DetailErrorContext}) every code may carry: where a cross-chain flow was when it failed
 * (its chains and transaction hashes). A flow re-tags any failure with them, whatever its code.
 */
export type SharedDetailKey = "srcChainKey" | "dstChainKey" | "txHash" | "srcTxHash" | "hubTxHash";

/**
 * The detail keys every transport code carries (`HTTP_REQUEST_FAILED`, `NETWORK_ERROR`, `REQUEST_TIMEOUT`,
 * `ABORTED`, `PARSE_ERROR`, `RESPONSE_VALIDATION_FAILED`, `CROSS_ORIGIN_REDIRECT`, `RESPONSE_TOO_LARGE`): what the
 * failed call was about, set by the read or write that made it. Each of those codes adds its own in
 * {@link DetailKeysByCode}.
 */
export type TransportDetailKey =
  | "aToken"
  | "address"
  | "api"
  | "asset"
  | "assetManager"
  | "backendError"
  | "detail"
  | "from"
  | "offset"
  | "poolId"
  | "step"
  | "token";

/**
 * The detail keys the three codes of a call that got no usable answer carry beside {@link TransportDetailKey}
 * (`HTTP_REQUEST_FAILED`, `NETWORK_ERROR`, `REQUEST_TIMEOUT`): what a failed node or contract read was about (the
 * function, the accounts and token concerned, the node's error code, what it returned). Each code adds its own in
 * {@link DetailKeysByCode}.
 */
export type RpcCallDetailKey =
  | "functionName"
  | "owner"
  | "permit2"
  | "reason"
  | "returned"
  | "rpcCode"
  | "spender"
  | "to"
  | "user"
  | "vault"
  | "serverCode";

/**
 * The detail keys ({@link DetailErrorContext}) each code carries beside the {@link SharedDetailKey} ones: the keys
 * the failures of that code set, read from the places that build them (docs/errors.md#detail-keys-per-code lists
 * them; tests/errors/context_keys_test.ts checks the list against this table).
 */
export interface DetailKeysByCode {
  /** The detail keys `VALIDATION_FAILED` failures set. */
  VALIDATION_FAILED:
    | "aToken"
    | "address"
    | "amount"
    | "asset"
    | "attempts"
    | "candidates"
    | "cause"
    | "contractId"
    | "from"
    | "hash"
    | "hubWallet"
    | "index"
    | "length"
    | "method"
    | "operation"
    | "outputToken"
    | "owner"
    | "path"
    | "poolId"
    | "returned"
    | "route"
    | "spender"
    | "srcAddress"
    | "step"
    | "to"
    | "token"
    | "url"
    | "wallet"
    | "reserve";
  /** The detail keys `UNKNOWN_CHAIN_KEY` failures set. */
  UNKNOWN_CHAIN_KEY: "key" | "path" | "step" | "token";
  /** The detail keys `UNKNOWN_RELAY_CHAIN_ID` failures set. */
  UNKNOWN_RELAY_CHAIN_ID: "backendError" | "contract" | "partner" | "step";
  /** The detail keys `INVALID_FEE` failures set. */
  INVALID_FEE: "amount" | "fee" | "feeAmount" | "inputAmount" | "path" | "step";
  /** The detail keys `INVALID_URL` failures set. */
  INVALID_URL: "baseURL" | "label" | "path" | "route" | "step";
  /** The detail keys `INVALID_ADDRESS` failures set. */
  INVALID_ADDRESS:
    | "accountId"
    | "address"
    | "amount"
    | "asset"
    | "assetManager"
    | "cause"
    | "contractId"
    | "expected"
    | "family"
    | "feeAmount"
    | "from"
    | "inputAmount"
    | "method"
    | "owner"
    | "permit2"
    | "spender"
    | "srcAddress"
    | "step"
    | "to"
    | "token"
    | "user";
  /** The detail keys `INVALID_AMOUNT` failures set. */
  INVALID_AMOUNT:
    | "address"
    | "amount"
    | "asset"
    | "available"
    | "balance"
    | "feeAmount"
    | "from"
    | "inputAmount"
    | "owner"
    | "positionLiquidity"
    | "required"
    | "spender"
    | "step"
    | "to"
    | "token";
  /** The detail keys `UNSUPPORTED_TOKEN` failures set. */
  UNSUPPORTED_TOKEN:
    | "address"
    | "amount"
    | "currency"
    | "dstVault"
    | "expected"
    | "from"
    | "poolToken"
    | "rpcCause"
    | "srcVault"
    | "step"
    | "symbol"
    | "token"
    | "vault";
  /** The detail keys `INVALID_CONFIG` failures set. */
  INVALID_CONFIG: "length" | "path" | "publicKey" | "rpcUrl" | "sponsorAccount" | "step" | "token";
  /** The detail keys `HTTP_REQUEST_FAILED` failures set. */
  HTTP_REQUEST_FAILED:
    | TransportDetailKey
    | RpcCallDetailKey
    | "hash"
    | "rpcCause"
    | "rpcData"
    | "rpcMessage"
    | "transportCode"
    | "relayChainId";
  /** The detail keys `NETWORK_ERROR` failures set. */
  NETWORK_ERROR:
    | TransportDetailKey
    | RpcCallDetailKey
    | "cause"
    | "operation"
    | "path"
    | "relayChainId";
  /** The detail keys `REQUEST_TIMEOUT` failures set. */
  REQUEST_TIMEOUT:
    | TransportDetailKey
    | RpcCallDetailKey
    | "cause"
    | "statusRequests";
  /** The detail keys `ABORTED` failures set. */
  ABORTED:
    | TransportDetailKey
    | "cause"
    | "chainId"
    | "hash"
    | "owner"
    | "path"
    | "polls"
    | "spender"
    | "to"
    | "dstTxHash";
  /** The detail keys `PARSE_ERROR` failures set. */
  PARSE_ERROR: TransportDetailKey;
  /** The detail keys `RESPONSE_VALIDATION_FAILED` failures set. */
  RESPONSE_VALIDATION_FAILED:
    | TransportDetailKey
    | "accountId"
    | "cause"
    | "contract"
    | "contractId"
    | "error"
    | "expected"
    | "functionName"
    | "hash"
    | "hubWallet"
    | "index"
    | "owner"
    | "partner"
    | "path"
    | "returned"
    | "txid"
    | "vault";
  /** The detail keys `CROSS_ORIGIN_REDIRECT` failures set. */
  CROSS_ORIGIN_REDIRECT: TransportDetailKey | "path";
  /** The detail keys `RESPONSE_TOO_LARGE` failures set. */
  RESPONSE_TOO_LARGE: TransportDetailKey | "path";
  /** The detail keys `SUBMIT_TX_FAILED` failures set. */
  SUBMIT_TX_FAILED: "backendError" | "failure" | "status";
  /** The detail keys `RELAY_TIMEOUT` failures set. */
  RELAY_TIMEOUT: "backendError" | "lastError" | "lastObservation" | "polls" | "step" | "fillTxHash";
  /** The detail keys `RELAY_FAILED` failures set. */
  RELAY_FAILED: "backendError" | "step";
  /** The detail keys `EXTERNAL_API_ERROR` failures set. */
  EXTERNAL_API_ERROR:
    | "backendError"
    | "detail"
    | "failedAtStep"
    | "failedAttempts"
    | "failureReason"
    | "location"
    | "method"
    | "path"
    | "step"
    | "userAddress"
    | "chainId"
    | "dstTxHash"
    | "timeoutMs";
  /** The detail keys `INTENT_CREATION_FAILED` failures set. */
  INTENT_CREATION_FAILED:
    | "accountId"
    | "cause"
    | "detail"
    | "from"
    | "hash"
    | "method"
    | "operation"
    | "returned"
    | "revertReason"
    | "rpcCode"
    | "rpcMessage"
    | "srcAddress"
    | "status"
    | "to"
    | "walletAddress"
    | "srcChainId"
    | "target";
  /** The detail keys `TX_VERIFICATION_FAILED` failures set. */
  TX_VERIFICATION_FAILED:
    | "failure"
    | "from"
    | "hash"
    | "maxTimeoutMs"
    | "rpcUrl"
    | "status"
    | "step"
    | "token"
    | "txError"
    | "txStatus"
    | "backendError";
  /** The detail keys `EXECUTION_FAILED` failures set. */
  EXECUTION_FAILED: "backendError" | "cause" | "contract" | "status" | "step";
  /** The detail keys `WALLET_ERROR` failures set. */
  WALLET_ERROR:
    | "address"
    | "cause"
    | "chainId"
    | "detail"
    | "from"
    | "method"
    | "returned"
    | "rpcCause"
    | "srcAddress"
    | "to"
    | "txid"
    | "walletAddress"
    | "walletCode";
  /** The detail keys `INSUFFICIENT_ALLOWANCE` failures set. */
  INSUFFICIENT_ALLOWANCE: never;
  /** The detail keys `UNSUPPORTED_CHAIN_OPERATION` failures set. */
  UNSUPPORTED_CHAIN_OPERATION:
    | "address"
    | "family"
    | "from"
    | "method"
    | "missing"
    | "owner"
    | "spender"
    | "step"
    | "token";
  /** The detail keys `CHAIN_SDK_MISSING` failures set. */
  CHAIN_SDK_MISSING: "step";
  /** The detail keys `INTEGRATION_ERROR` failures set. */
  INTEGRATION_ERROR: "id" | "method" | "module" | "path" | "service" | "signatures";
  /** The detail keys `ACTIVATION_FAILED` failures set. */
  ACTIVATION_FAILED: "sponsorAccount" | "attempts" | "body" | "message" | "method" | "url";
  /** The detail keys `UNKNOWN` failures set. */
  UNKNOWN: "cause" | "step";
}

/** Context of the bad-input codes (no I/O happened). */
export interface InputErrorContext {
  /** Each problem found, as text (`path: message`) or the validator's issue objects. */
  readonly issues?: readonly unknown[] | undefined;
  /** Why the value is refused. */
  readonly reason?: string | undefined;
}

/** Context of the transport codes: one HTTP or RPC call that failed. */
export interface TransportErrorContext {
  /** HTTP status, when an answer came back. */
  readonly status?: number | undefined;
  /** The request URL, credentials stripped. */
  readonly url?: string | undefined;
  /** HTTP or JSON-RPC method. */
  readonly method?: string | undefined;
  /** The service's error message, when the body had one. */
  readonly message?: string | undefined;
  /** The answer body (parsed JSON or text), when it helps. */
  readonly body?: unknown;
  /** How many attempts were made, retries included. */
  readonly attempts?: number | undefined;
  /** The server's `Retry-After` in ms, when it sent one. */
  readonly retryAfterMs?: number | undefined;
  /** The relay layer's tag, when the relay layer's own transport failed (bridge and hub services). */
  readonly relayCode?: RelayFailureCode | undefined;
  /** The endpoint of an RPC read (hub and spoke reads). */
  readonly rpcUrl?: string | undefined;
}

/** Context of `REQUEST_TIMEOUT`. */
export interface TimeoutErrorContext extends TransportErrorContext {
  /** The budget that expired, in ms. */
  readonly timeoutMs?: number | undefined;
  /** `"operation"` when the whole call's `extras.totalTimeout` expired (docs/swaps.md#whole-operation-timeout). */
  readonly scope?: "operation" | undefined;
}

/** Context of `CROSS_ORIGIN_REDIRECT`: a redirect the transport refused to follow (docs/rules/http.md#redirects). */
export interface RedirectErrorContext extends TransportErrorContext {
  /** The redirect target, credentials stripped; `undefined` when the runtime hides it (a browser's opaque redirect). */
  readonly location?: string | undefined;
  /** The foreign host (`host[:port]`) the redirect pointed to; `undefined` when the runtime hides it. */
  readonly host?: string | undefined;
}

/** Context of `RESPONSE_TOO_LARGE`: a body over the client's `maxResponseBytes` (docs/rules/http.md#response-size). */
export interface BodySizeErrorContext extends TransportErrorContext {
  /** The cap that was passed, in bytes (`maxResponseBytes`). */
  readonly limit?: number | undefined;
  /** The announced `Content-Length` of a body refused unread, else the bytes read when the cap was passed. */
  readonly bytes?: number | undefined;
}

/** Context of the relay codes `SUBMIT_TX_FAILED` and `RELAY_TIMEOUT`. */
export interface RelayErrorContext {
  /** The relay tag, equal to the code. */
  readonly relayCode?: RelayFailureCode | undefined;
  /** The relayer action that was being called (`submit`, `get_transaction_packets`). */
  readonly relayAction?: string | undefined;
  /** The relay chain id of the source transaction, as a decimal string. */
  readonly chainId?: string | undefined;
  /** The source transaction hash. */
  readonly txHash?: string | undefined;
}

/** Context of `RELAY_FAILED` (`getPacket` answered `{success: false}`). */
export interface RelayPacketErrorContext extends RelayErrorContext {
  /** The relayer's `message`. */
  readonly relayMessage?: string | undefined;
  /** The connection serial number asked for. */
  readonly connSn?: string | undefined;
}

/** Context of `EXTERNAL_API_ERROR`: the solver, the relayer or the backend refused or failed during a flow. */
export interface ExternalApiErrorContext {
  /** Which service failed (`solver`, `backend`, ...). */
  readonly api?: string | undefined;
  /** The solver's error code (`SolverIntentErrorCode`) when the solver refused. */
  readonly solverCode?: SolverIntentErrorCode | number | undefined;
  /** The solver's full error detail. */
  readonly solverDetail?: SolverErrorResponse["detail"] | undefined;
  /** The relay tag when the relay leg failed (the relay error is the `cause`). */
  readonly relayCode?: RelayFailureCode | undefined;
  /** HTTP status of a backend failure (401/403 for auth). */
  readonly status?: number | undefined;
  /** The hub transaction hash, to retry `postExecution` or `getStatus` with. */
  readonly hubTxHash?: string | undefined;
  /** Why the call failed when no code says it (`timeout`, ...). */
  readonly reason?: string | undefined;
}

/** Context of the flow codes that carry a transaction (`INTENT_CREATION_FAILED`, `TX_VERIFICATION_FAILED`, ...). */
export interface FlowErrorContext {
  /** The source chain. */
  readonly srcChainKey?: string | undefined;
  /** The destination chain. */
  readonly dstChainKey?: string | undefined;
  /** A transaction hash concerned. */
  readonly txHash?: string | undefined;
  /** The hub transaction hash, once known. */
  readonly hubTxHash?: string | undefined;
  /** Why it failed, in words. */
  readonly reason?: string | undefined;
  /** How many checks were made (verification). */
  readonly attempts?: number | undefined;
}

/** Context of `INSUFFICIENT_ALLOWANCE`: the source token's allowance does not cover the amount. */
export interface AllowanceErrorContext {
  /** The token (its address on `chainKey`). */
  readonly token?: string | undefined;
  /** The token holder. */
  readonly owner?: string | undefined;
  /** Who pulls the token (the asset manager on an EVM spoke, the intents contract on the hub for a swap). */
  readonly spender?: string | undefined;
  /** The amount the operation needs, in the token's smallest unit (decimal string). */
  readonly required?: string | undefined;
  /** The allowance the chain reports now (decimal string). */
  readonly current?: string | undefined;
}

/** Context of `CHAIN_SDK_MISSING`: a chain family's SDK package is not installed. */
export interface SdkMissingErrorContext {
  /** The family whose SDK is missing (`SOLANA`, `STELLAR`, ...). */
  readonly family?: string | undefined;
  /** The npm package that is not installed. */
  readonly package?: string | undefined;
  /** The version range to install. */
  readonly range?: string | undefined;
  /** The whole install command, e.g. `npm i @solana/web3.js@^1.99.0 buffer@^6.0.3`. */
  readonly install?: string | undefined;
  /** The lowest Node version the SDK supports, e.g. `>=22.12.0`. */
  readonly node?: string | undefined;
}

/** Context of the sponsoring codes `INTEGRATION_ERROR` and `ACTIVATION_FAILED`. */
export interface SponsoringErrorContext {
  /** HTTP status of the sponsor's answer. */
  readonly status?: number | undefined;
  /** The sponsor's own code (`BAD_SIGNATURE`, `WRONG_NETWORK`, `SEQUENCE_CONFLICT`, `TX_TOO_LATE`, ...). */
  readonly serverCode?: string | undefined;
  /** The server's `Retry-After` in ms, when it sent one. */
  readonly retryAfterMs?: number | undefined;
  /** The account being activated. */
  readonly address?: string | undefined;
}

/**
 * The known context keys of each code, beyond {@link CommonErrorContext} and {@link DetailErrorContext}: the
 * context of a code is closed to these (docs/errors.md lists them).
 */
export interface ErrorContextByCode {
  /** Parameters failed their checks: `issues`, `reason`, with `field` and `value`. */
  VALIDATION_FAILED: InputErrorContext & {
    /** The header at fault. */
    readonly header?: unknown;
    /** The transaction outputs concerned. */
    readonly outputs?: unknown;
    /** The page concerned. */
    readonly page?: unknown;
    /** The request concerned. */
    readonly requestId?: unknown;
    /** The source asset. */
    readonly srcAsset?: unknown;
    /** The page size concerned. */
    readonly pageSize?: unknown;
    /** The destination asset. */
    readonly dstAsset?: unknown;
  };
  /**
   * Not one of the chain keys: the key in `value` (or `chainKey`); returned by an asynchronous public function, also
   * every valid key (`validKeys`), the closest ones (`closest`) and a `hint`.
   */
  UNKNOWN_CHAIN_KEY: InputErrorContext & {
    /** Every chain key (the values of `ChainKeys`). */
    readonly validKeys?: readonly string[] | undefined;
    /** The chain keys closest to the one given (`base` -> `0x2105.base`), the closest first; may be empty. */
    readonly closest?: readonly string[] | undefined;
    /** One line: the closest keys, or where the valid ones are listed. */
    readonly hint?: string | undefined;
  };
  /** A relay chain id of no chain: `relayChainId`. */
  UNKNOWN_RELAY_CHAIN_ID: InputErrorContext & {
    readonly relayChainId?: string | bigint | number | undefined;
  };
  /** A partner fee that breaks a fee rule: `field`, `value`. */
  INVALID_FEE: InputErrorContext;
  /** A configured or per-call URL that cannot be used: `url`. */
  INVALID_URL: InputErrorContext & { readonly url?: string | undefined } & {
    /** The service path at fault. */
    readonly servicePath?: unknown;
  };
  /** An address malformed for its chain family: `field`, `value`, `chainKey`. */
  INVALID_ADDRESS: InputErrorContext;
  /**
   * An amount that is not a positive bigint where one is needed: `field`, `value`; when it is not a bigint at all,
   * `got` (`a number`, `a string`) and a `hint` (`pass 1000000n or BigInt(1000000)`).
   */
  INVALID_AMOUNT: InputErrorContext & {
    /** The type given instead of a bigint. */
    readonly got?: string | undefined;
    /** How to pass it as a bigint. */
    readonly hint?: string | undefined;
  } & {
    /** The Sui coin type or object concerned. */
    readonly coin?: unknown;
    /** How many unconfirmed outputs were skipped. */
    readonly skippedUnconfirmed?: unknown;
  };
  /** A token outside the supported list of its chain and feature: `field`, `value`, `chainKey`. */
  UNSUPPORTED_TOKEN: InputErrorContext;
  /** An unusable merged configuration: `issues`, `field`. */
  INVALID_CONFIG: InputErrorContext & {
    /** A version concerned. */
    readonly version?: unknown;
    /** The lowest version accepted. */
    readonly minVersion?: unknown;
  };
  /** A non-2xx answer (or a JSON-RPC error): `status`, `url`, `method`, `message`, `body`. */
  HTTP_REQUEST_FAILED: TransportErrorContext & {
    /** How many redirects were followed. */
    readonly redirects?: unknown;
  };
  /** No answer came back: `url`, `method`, `attempts`. */
  NETWORK_ERROR: TransportErrorContext;
  /** The call's budget expired: `timeoutMs`. */
  REQUEST_TIMEOUT: TimeoutErrorContext & {
    /** The last status seen before giving up. */
    readonly lastStatus?: unknown;
  };
  /** The caller's signal fired: `phase` says where. */
  ABORTED: TransportErrorContext;
  /** A 2xx body that is not JSON: `url`, `body`. */
  PARSE_ERROR: TransportErrorContext;
  /** A 2xx body of the wrong shape: `issues`. */
  RESPONSE_VALIDATION_FAILED: TransportErrorContext & InputErrorContext & {
    /** The data type a node answered for an object (Sui `dataType`). */
    readonly dataType?: unknown;
    /** The input amount of a dex quote. */
    readonly amountIn?: unknown;
    /** The output amount of a dex quote. */
    readonly amountOut?: unknown;
    /** A transaction id concerned. */
    readonly txId?: unknown;
    /** The quoter contract that was read. */
    readonly quoter?: unknown;
    /** The reserve concerned. */
    readonly reserve?: unknown;
  };
  /** A redirect to another origin was refused (credentials never leave their origin): `location`, `host`. */
  CROSS_ORIGIN_REDIRECT: RedirectErrorContext;
  /** A response body over `maxResponseBytes` was cut off: `limit`, `bytes`, `status`. */
  RESPONSE_TOO_LARGE: BodySizeErrorContext;
  /** The relayer refused the submission: `relayCode`, `chainId`, `txHash`. */
  SUBMIT_TX_FAILED: RelayErrorContext & {
    /** The node's own error code. */
    readonly nodeCode?: unknown;
    /** The Cosmos SDK codespace of the node's error. */
    readonly codespace?: unknown;
    /** The Cosmos node's raw log. */
    readonly rawLog?: unknown;
  };
  /** No executed packet within the wait: `relayCode`, `chainId`, `txHash`, `timeoutMs`. */
  RELAY_TIMEOUT: RelayErrorContext & {
    /** The wait that expired, in ms. */
    readonly timeoutMs?: number | undefined;
  };
  /** `getPacket` got `{success: false}`: `relayMessage`, `connSn`. */
  RELAY_FAILED: RelayPacketErrorContext;
  /** The solver, relayer or backend failed during a flow: `solverCode`, `solverDetail`, `relayCode`, `status`. */
  EXTERNAL_API_ERROR: ExternalApiErrorContext & {
    /** The Bitcoin exchange's own error code. */
    readonly exchangeCode?: unknown;
    /** The solver's status word when the backend's intent record could not be read to confirm it. */
    readonly solverStatus?: unknown;
    /** The code of the failed read of the backend's intent record. */
    readonly recordCode?: unknown;
  };
  /** The source-chain transaction could not be built or simulated: `srcChainKey`, `reason`. */
  INTENT_CREATION_FAILED: FlowErrorContext & {
    /** The simulation's error. */
    readonly simulationError?: unknown;
    /** The Stellar error result (XDR). */
    readonly errorResultXdr?: unknown;
  };
  /** The source transaction was not confirmed in time or reverted: `txHash`, `attempts`. */
  TX_VERIFICATION_FAILED: FlowErrorContext & {
    /** The block concerned. */
    readonly blockNumber?: unknown;
  };
  /** Reserved for a failed hub execution: `hubTxHash`. */
  EXECUTION_FAILED: FlowErrorContext;
  /** The wallet provider refused or failed: `phase`, `reason`. */
  WALLET_ERROR: FlowErrorContext & {
    /** The hash of the transaction that was sent. */
    readonly sentTxHash?: unknown;
  };
  /**
   * The source token's allowance is short: nothing was sent. `chainKey`, `token`, `owner`, `spender`, `required`,
   * `current`, `action`, phase `allowanceCheck`.
   */
  INSUFFICIENT_ALLOWANCE: AllowanceErrorContext;
  /** The operation does not exist for the chain: `chainKey`, `srcChainKey`. */
  UNSUPPORTED_CHAIN_OPERATION: FlowErrorContext & {
    /** The Bitcoin address type refused or expected. */
    readonly addressType?: unknown;
    /** What is supported instead. */
    readonly supported?: unknown;
  };
  /** A chain family's SDK package is not installed: `family`, `package`, `install`. */
  CHAIN_SDK_MISSING: SdkMissingErrorContext;
  /** A wallet or signer integration broke the contract: `address`, `nextAction`. */
  INTEGRATION_ERROR: SponsoringErrorContext;
  /** The sponsor refused the activation: `status`, `serverCode`, `retryAfterMs`. */
  ACTIVATION_FAILED: SponsoringErrorContext;
  /** Reserved for failures no other code describes. */
  UNKNOWN: FlowErrorContext;
}

/**
 * The context of an error of code `C`, closed: the keys every code may carry ({@link CommonErrorContext} and the
 * {@link SharedDetailKey} detail keys), the detail keys of `C` ({@link DetailKeysByCode}) and its own keys
 * ({@link ErrorContextByCode}), typed. The own keys of other codes are `undefined` there; any other key, a detail
 * key `C` does not carry included, does not compile. Narrowing on `error.code` narrows `error.context`.
 *
 * @typeParam C the code
 * @example The relay tag of a swap failure is typed
 * ```ts
 * import type { ErrorContextOf, RelayFailureCode } from "./errors.ts";
 * const context: ErrorContextOf<"EXTERNAL_API_ERROR"> = { relayCode: "RELAY_TIMEOUT", phase: "relay" };
 * const code: RelayFailureCode | undefined = context.relayCode;
 * ```
 */
export type ErrorContextOf<C extends ErrorCode> = C extends ErrorCode ?
    & CommonErrorContext
    & Pick<DetailErrorContext, SharedDetailKey | DetailKeysByCode[C]>
    & ErrorContextByCode[C]
    & {
      readonly [
        K in Exclude<
          OwnContextKey,
          keyof CommonErrorContext | SharedDetailKey | DetailKeysByCode[C] | keyof ErrorContextByCode[C]
        >
      ]?: undefined;
    }
  : never;

/** The own keys ({@link ErrorContextByCode}) of every code. */
export type OwnContextKey = { [C in ErrorCode]: keyof ErrorContextByCode[C] }[ErrorCode];

/**
 * Every context key the library declares, of any code. A context of one code may carry only its own keys
 * ({@link ErrorContextByCode}), its detail keys ({@link DetailKeysByCode}) and the common and shared ones: the
 * own keys of other codes are `undefined` there, so reading them on an error of any code compiles; a detail key
 * reads once the code is narrowed to one that carries it; a misspelt key never compiles.
 */
export type ErrorContextKey =
  | keyof CommonErrorContext
  | keyof DetailErrorContext
  | { [C in ErrorCode]: keyof ErrorContextByCode[C] }[ErrorCode];

/**
 * Context keys a helper passes on before the code is chosen: any declared key ({@link ErrorContextKey}), any value.
 * A helper takes its extra context as this type, so a misspelt key at its call site does not compile either.
 */
export type ErrorContextFields = { readonly [K in ErrorContextKey]?: unknown };

/** Options of {@link ClientError}. */
export interface ClientErrorOptions<C extends ErrorCode = ErrorCode> {
  /** Plain data describing the failure (status, url, field, phase, ...). @default {} */
  context?: ErrorContextOf<C> | undefined;
  /** The underlying failure. @default undefined */
  cause?: unknown;
}

/**
 * The error of one code `C`: the class behind every {@link ClientError} value. Write `ClientError` for the type
 * of any library error (a union over the codes, so `error.code` narrows `error.context`) and
 * `ClientErrorOf<"RELAY_TIMEOUT">` for one code.
 *
 * @typeParam C the code
 * @example Read the context of a failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "./errors.ts";
 * const e = new ClientError("HTTP_REQUEST_FAILED", "Cannot fetch quote: status 503", { context: { status: 503 } });
 * assert.ok(e.context.status === 503);
 * ```
 */
export class ClientErrorOf<C extends ErrorCode> extends Error {
  /** Always `"ClientError"`. */
  override readonly name = "ClientError" as const;
  /** Stable machine-readable code. */
  readonly code: C;
  /** Plain data describing the failure; its known keys are typed per code ({@link ErrorContextOf}). */
  readonly context: ErrorContextOf<C>;

  /**
   * Builds the error.
   *
   * @param code the stable code
   * @param message a short human message, or a phase tag such as `RELAY_TIMEOUT`
   * @param options context and cause
   */
  constructor(code: C, message: string, options: ClientErrorOptions<C> = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.context = options.context ?? ({} as ErrorContextOf<C>);
  }

  /**
   * A JSON-safe view: bigints as strings, a Map in `context` as an object and a Set as an array, the cause
   * summarised as `{name, message, code?, cause?}` (a nested `ClientError` cause keeps its `code`), cycles as
   * `"[Circular]"`; never throws.
   */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      context: jsonSafe(this.context) ?? {},
      cause: jsonSafe(this.cause),
    };
  }
}

/**
 * The error type of every failed `Result` the library returns (solver client failures excepted: they are
 * `SolverErrorResponse` values, as the spec requires): one {@link ClientErrorOf} per code, so checking
 * `error.code` narrows `error.context` to that code's keys. `ClientError<"A" | "B">` is the errors of those codes.
 *
 * @typeParam C the codes (all by default)
 * @example Narrow on the code
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "./errors.ts";
 * const e: ClientError = new ClientError("RELAY_TIMEOUT", "RELAY_TIMEOUT", { context: { relayCode: "RELAY_TIMEOUT" } });
 * if (e.code === "RELAY_TIMEOUT") assert.equal(e.context.relayCode, "RELAY_TIMEOUT");
 * ```
 */
export type ClientError<C extends ErrorCode = ErrorCode> = C extends ErrorCode ? ClientErrorOf<C> : never;

/** The constructor of {@link ClientError}: `new ClientError(code, message, {context, cause})`. */
export interface ClientErrorConstructor {
  /**
   * Builds an error of `code`, its `context` checked against that code's known keys.
   *
   * @param code the stable code
   * @param message a short human message, or a phase tag such as `RELAY_TIMEOUT`
   * @param options context and cause
   */
  new <C extends ErrorCode>(code: C, message: string, options?: ClientErrorOptions<C>): ClientError<C>;
  /** Shared by every error of every code. */
  readonly prototype: ClientError;
  /**
   * `value instanceof ClientError`: true for every error the library builds, of any code.
   *
   * @param value anything
   * @returns whether `value` is a {@link ClientError}; the check narrows to the union over the codes
   */
  [Symbol.hasInstance](value: unknown): value is ClientError;
}

/**
 * Builds a {@link ClientError}; `instanceof ClientError` holds for every library error.
 *
 * @example Build and inspect an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "./errors.ts";
 * const e = new ClientError("INVALID_FEE", "Cannot use fee: percentage above 10000", {
 *   context: { field: "percentage", value: 20000 },
 * });
 * assert.ok(e instanceof ClientError && e.context.field === "percentage");
 * ```
 */
export const ClientError: ClientErrorConstructor = ClientErrorOf as unknown as ClientErrorConstructor;
// Deno's and Node's inspect print the constructor's name: an error prints as `ClientError: ...`, not by the
// generic class's name.
Object.defineProperty(ClientErrorOf, "name", { value: "ClientError" });

/**
 * Type guard for {@link ClientError}: checks `name` as well as `instanceof`, so errors from another copy of the
 * library are recognised.
 *
 * @example Guard an unknown value
 * ```ts
 * import assert from "node:assert/strict";
 * import { isClientError } from "./errors.ts";
 * assert.ok(!isClientError(new Error("x")));
 * ```
 */
export function isClientError(value: unknown): value is ClientError {
  return value instanceof ClientError ||
    (value instanceof Error && value.name === "ClientError" &&
      typeof (value as { code?: unknown }).code === "string");
}

/**
 * The context of another error (or any plain data) passed on, unchecked, as the context of code `C`: for an error
 * re-coded from another, whose keys travel along. Prefer a literal context, which the compiler checks.
 *
 * @typeParam C the new code
 * @param context the context to carry
 * @returns the same object, typed as code `C`'s context
 * @example Re-code an input error, keeping its context
 * ```ts
 * import assert from "node:assert/strict";
 * import { carriedContext, ClientError } from "./errors.ts";
 * const e: ClientError = new ClientError("UNKNOWN_CHAIN_KEY", "Cannot quote: unknown chain mars", { context: { value: "mars" } });
 * const v = new ClientError("VALIDATION_FAILED", e.message, { context: carriedContext<"VALIDATION_FAILED">({ ...e.context }) });
 * assert.equal(v.context.value, "mars");
 * ```
 */
export function carriedContext<C extends ErrorCode>(context: object): ErrorContextOf<C> {
  return context as ErrorContextOf<C>;
}

/**
 * Shorthand for `new ClientError(code, message, {context, cause})`.
 *
 * @example Make an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientError } from "./errors.ts";
 * assert.ok(clientError("UNKNOWN", "x").code === "UNKNOWN");
 * ```
 */
export function clientError<C extends ErrorCode>(
  code: C,
  message: string,
  context?: ErrorContextOf<C>,
  cause?: unknown,
): ClientError<C> {
  return new ClientError(code, message, { context, cause });
}

/**
 * Re-tags an error with the phase (and operation) it happened in, keeping its code, message, context and cause
 * chain (the error itself becomes the cause when it had none).
 *
 * @param error the underlying error
 * @param phase the phase it happened in (`validate`, `lookup`, `intentCreation`, `deposit`, ...)
 * @param action the operation (`supply`, `stake`, ...); omitted, the context's `action` is kept
 * @returns the tagged error, of the same code
 * @example Keep the code
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError, inPhase } from "./errors.ts";
 * const e = inPhase(new ClientError("HTTP_REQUEST_FAILED", "x"), "lookup", "supply");
 * assert.ok(e.code === "HTTP_REQUEST_FAILED" && e.context.phase === "lookup" && e.context.action === "supply");
 * ```
 */
export function inPhase<C extends ErrorCode>(
  error: ClientErrorOf<C>,
  phase: string,
  action?: string | undefined,
): ClientError<C> {
  const context = { ...error.context, ...(action === undefined ? {} : { action }), phase } as ErrorContextOf<
    C
  >;
  return new ClientError(error.code, error.message, { context, cause: error.cause ?? error });
}
