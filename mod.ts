/**
 * Client library for an intent-based cross-chain swap platform: one hub chain, 21 spoke chains, a relayer, a
 * solver and the backend HTTP APIs. The entry object {@link XSwap} exposes services that return `Result` values
 * and never throw. This root holds what a dApp writes down: the entry object and its options, the parameter and
 * result types of the swaps and bridge services, `Result` and its helpers, the error types and codes, and the
 * chain keys (at most 150 names, pinned by `tests/structure/root_surface_test.ts`). Building blocks live on
 * documented sub-paths (docs/sub_paths.md): `./wire` (the standalone swaps API client), `./relay`, `./solver`,
 * `./backend`, `./hub`, `./spoke`, `./config`, `./journal`, `./deps`, one per hub service (`./money-market`,
 * `./staking`, `./dex`, `./migration`, `./partner`, `./recovery`, `./leverage-yield`, `./sponsoring`),
 * `./chains/<family>` (wallets, adapters and encoders of one chain family) and `./simulator`.
 *
 * @example Quote and swap against the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "./mod.ts";
 * import { createPrivateKeyEvmWallet } from "./chains/evm/mod.ts";
 * import { createSimulatorApp } from "./simulator/mod.ts";
 *
 * const sim = createSimulatorApp({ preset: "instant" });
 * const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
 * const rpcUrl = sim.urls.rpc("0x2105.base");
 * const wallet = createPrivateKeyEvmWallet({ privateKey: `0x${"01".repeat(32)}`, rpcUrl, fetch: sim.fetch });
 * if (!wallet.ok) throw wallet.error;
 * const me = await wallet.value.getAddress();
 * const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
 * const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC")!;
 * const deadline = await client.swaps.getSwapDeadline();
 * const args = {
 *   params: {
 *     srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", inputToken: usdcBase.address,
 *     outputToken: usdcBsc.address, inputAmount: 1_000_000n, minOutputAmount: 1n,
 *     srcAddress: me, dstAddress: me, deadline: deadline.ok ? deadline.value : 0n, allowPartialFill: false,
 *   },
 *   walletProvider: wallet.value,
 * } as const;
 * const approved = await client.swaps.approve(args); // the asset manager may pull the USDC
 * assert.ok(approved.ok, "approve failed");
 * const swap = await client.swaps.swap(args);
 * assert.ok(swap.ok, "swap failed");
 * sim.close();
 * ```
 * @module
 */

// The public API: what a dApp needs. Each name has one home among the package's exports; the names are
// documented at their definitions. Internal wiring is not exported here: the relay functions, their poll
// schedules and latency learners are `@xswap/client/relay`; the services' dependency bundle is
// `@xswap/client/deps`; the configuration merge steps are not exported at all.

// Entry object and its options
export { XSwap, type XSwapOptions } from "./services/client/xswap.ts";
export type {
  ClientConfig,
  ClientOptions,
  ClientSideOptions,
  ExchangeOptions,
  LegacyFeatureOptions,
} from "./core/config/client_options.ts";
export { ConfigService } from "./core/config/config_service.ts";
export { DEFAULT_CLIENT_CONFIG } from "./core/config/default_config.ts";
export type { Logger } from "./core/config/logger.ts";
export type { DeepPartial } from "./core/config/merge_config.ts";
export type { XToken } from "./core/config_types/xtoken.ts";
export type { PartnerFee, PartnerFeeAmount, PartnerFeePercentage } from "./core/fee/partner_fee.ts";
export type { FetchLike, RetryPolicy, Sleep, TransportOptions } from "./core/http/types.ts";

// The swap journal and `client.recover()` (stores and entries: `@xswap/client/journal`)
export type { JournalStore } from "./services/journal/types.ts";
export type {
  RecoveredOperation,
  RecoverOptions,
  RecoverOutcome,
  RecoverReport,
} from "./services/client/recover_journal.ts";

// Result and errors
export {
  andThen,
  type Err,
  err,
  fromPromise,
  map,
  mapErr,
  type Ok,
  ok,
  type Result,
  unwrapOr,
} from "./core/result.ts";
export {
  type AllowanceErrorContext,
  type BodySizeErrorContext,
  ClientError,
  clientError,
  type ClientErrorConstructor,
  ClientErrorOf,
  type ClientErrorOptions,
  type CommonErrorContext,
  ERROR_CODES,
  type ErrorCode,
  type ErrorContextByCode,
  type ErrorContextOf,
  type ExternalApiErrorContext,
  type FlowErrorContext,
  inPhase,
  type InputErrorContext,
  isClientError,
  type RedirectErrorContext,
  type RelayErrorContext,
  type RelayFailureCode,
  type RelayPacketErrorContext,
  type ResumeTokenContext,
  type SdkMissingErrorContext,
  type SponsoringErrorContext,
  type SponsoringNextAction,
  type TimeoutErrorContext,
  type TransportErrorContext,
} from "./core/errors.ts";

// Chain keys (relay chain ids: `@xswap/client/relay`)
export {
  ALL_CHAIN_KEYS,
  ChainKeys,
  type ChainType,
  getChainType,
  HUB_CHAIN_KEY,
  isSplitTxChain,
  isSpokeChainKey,
  type SpokeChainKey,
} from "./core/chains/chain_keys.ts";

// Wallets: the wallet of any family (each family's own wallet type and factories: `@xswap/client/chains/<family>`)
export {
  type AnySpokeWalletProvider,
  type SpokeWalletProviders,
  walletAddressOf,
  type WalletProviderOf,
} from "./chains/registry/wallets.ts";

// The solver's status vocabulary (`client.swaps.getStatus`; the solver API itself: `@xswap/client/solver`)
export { SolverIntentStatusCode, type SolverIntentStatusResponse } from "./core/schemas/solver.ts";

// Swaps (`client.swaps`), with the documented defaults of its options
export {
  DEFAULT_DETAILED_STATUS_BUDGET_MS,
  DEFAULT_QUOTE_TIMEOUT_MS,
  DEFAULT_SWAP_TIMEOUT_MS,
  DEFAULT_TRACK_REQUEST_BUDGET_MS,
  DEFAULT_TRACK_TIMEOUT_MS,
  type DetailedStatusOptions,
  type IntentDeliveryInfo,
  type IntentStatusError,
  type LimitOrderArgs,
  parseSwapResumeToken,
  serializeSwapResumeToken,
  type SolvedIntentPacketRequest,
  SWAP_RESUME_TOKEN_VERSION,
  type SwapAllowanceArgs,
  type SwapAllowanceExtras,
  type SwapApproval,
  type SwapArgs,
  type SwapExtras,
  type SwapParams,
  type SwapProgressEvent,
  type SwapQuoteOptions,
  type SwapQuoteRequest,
  type SwapQuoteResult,
  type SwapReconcileOptions,
  type SwapReconcileResult,
  type SwapReconcileState,
  type SwapResult,
  type SwapResumeOptions,
  type SwapResumePhase,
  type SwapResumeResult,
  type SwapResumeToken,
  SwapsService,
  type SwapTrackEvent,
  type SwapTrackOptions,
  type SwapTrackResult,
  type SwapTrackTarget,
  type SwapWalletProvider,
  type TrackState,
} from "./services/swaps/mod.ts";
export { type CancelIntentArgs, type CancelIntentParams } from "./services/swaps/cancel_intent.ts";
export {
  type CreatedIntent,
  type CreateIntentArgs,
  type CreateIntentResult,
  type CreateLimitOrderIntentArgs,
} from "./services/swaps/create_intent.ts";

// Bridge (`client.bridge`)
export type {
  BridgeAllowanceArgs,
  BridgeAllowanceExtras,
  BridgeApproval,
  BridgeArgs,
  BridgeExtras,
  BridgeParams,
  BridgeProgressEvent,
  BridgeResumeOptions,
  BridgeResumePhase,
  BridgeResumeResult,
  BridgeResumeToken,
  BridgeRoute,
  BridgeTrackEvent,
  BridgeTrackOptions,
  BridgeTrackResult,
  BridgeTrackTarget,
  BridgeTxHashPair,
  BridgeWalletProvider,
  RawBridgeDeposit,
} from "./services/bridge/mod.ts";
export { BridgeService } from "./services/client/lazy_services.ts";
export { DEFAULT_BRIDGE_TIMEOUT_MS } from "./services/bridge/constants.ts";
export { getBridgeableTokens, isBridgeable } from "./services/bridge/bridgeable_tokens.ts";
export { parseBridgeResumeToken, serializeBridgeResumeToken } from "./services/bridge/resume_token.ts";

// What every hub-service write returns (the hub services' own types: `@xswap/client/<service>`; the rest of the
// hub write results: `@xswap/client/hub`)
export type { HubWriteResult } from "./services/hub/execute_hub_calls.ts";
export type { HubWriteOptions } from "./services/hub/send_evm_tx.ts";
