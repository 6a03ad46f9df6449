/**
 * Client library for an intent-based cross-chain swap platform: one hub chain, 21 spoke chains, a relayer, a
 * solver and the backend HTTP APIs. The entry object {@link XSwap} exposes services that return `Result` values
 * and never throw. The standalone swaps wire client lives at the `./wire` export; the local simulator at
 * `./simulator`.
 *
 * @example Quote and swap against the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyEvmWallet, XSwap } from "./mod.ts";
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

// The public API. Each group below is part of it; the names are documented at their definitions. Internal
// wiring is not exported here (tests and custom wiring import it from its module file): the services'
// dependency bundle, the spoke router's construction, the relay latency learning and track polling internals,
// the configuration merge steps, and the types of dependencies (viem's own types come from viem).

// Entry object
export { XSwap, type XSwapOptions } from "./services/client/xswap.ts";
// The swap journal (`swapJournal`, `client.recover()`); the file store is `@xswap/client/journal/file`
export {
  JOURNAL_OPERATION_KINDS,
  type JournalEntry,
  type JournalEvmSend,
  type JournalOperationKind,
  type JournalPhase,
  type JournalStore,
  type JournalToken,
} from "./services/journal/types.ts";
export { createMemoryJournalStore, type MemoryJournalStore } from "./services/journal/memory_store.ts";
export type { JournalHandle } from "./services/journal/handle.ts";
export {
  createLocalStorageJournalStore,
  DEFAULT_JOURNAL_PREFIX,
  type JournalStorage,
  type LocalStorageJournalStoreOptions,
} from "./services/journal/local_storage_store.ts";
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

// Chain keys and relay chain ids
export {
  ALL_CHAIN_KEYS,
  ChainKeys,
  type ChainType,
  getChainKeyFromRelayChainId,
  getChainType,
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  HUB_RELAY_CHAIN_ID,
  isSplitTxChain,
  isSpokeChainKey,
  RelayChainIdMap,
  type RelayChainIdString,
  type SpokeChainKey,
} from "./core/chains/mod.ts";

// Configuration, API settings, partner fees and the HTTP transport options
export {
  type BridgeConfig,
  type ChainConfigs,
  type ClientConfig,
  type ClientDefaultConfig,
  type ClientOptions,
  ConfigService,
  DEFAULT_CLIENT_CONFIG,
  type HubConfig,
  type Logger,
  type MoneyMarketConfig,
  type RelayConfig,
  type SolverConfig,
  type SpokeChainConfig,
  type SwapsConfig,
  type XToken,
} from "./core/config/mod.ts";
export {
  type ApiConfig,
  type BackendApiConfig,
  type CustomApiConfig,
  DEFAULT_GATEWAY_BASE_URL,
  type RequestOverrideConfig,
} from "./core/api_config/mod.ts";
export {
  adjustAmountByFee,
  computePartnerFee,
  FEE_PERCENTAGE_SCALE,
  grossUpByFee,
  type PartnerFee,
  type PartnerFeeAmount,
  type PartnerFeePercentage,
  validatePartnerFee,
} from "./core/fee/mod.ts";
export { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "./core/http/key_verification.ts";
export type { FetchLike, RetryPolicy, TransportOptions } from "./core/http/types.ts";

// Swaps (`client.swaps`), the backend API client (`client.backendApi`) and bridge (`client.bridge`)
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
export { BackendApiClient, type BackendApiClientOptions } from "./services/backend_api/mod.ts";
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
// Sponsoring (`client.sponsoring`), from its files rather than its barrel (which re-exports the Stellar-SDK
// steps loaded lazily), and the hub provider (`client.hub`). Then the hub services' parameter and result types.
export { SponsoringService } from "./services/sponsoring/service.ts";
export type {
  ActivateStellarAccountParameters,
  SignatureRequestReason,
  SignatureRequiredEvent,
  StellarActivationResult,
} from "./services/sponsoring/types.ts";
export { NEXT_ACTIONS, type NextAction } from "./services/sponsoring/next_action.ts";
export type { StellarAccountStatus } from "./services/sponsoring/account_status.ts";
export { HubProvider } from "./chains/hub/hub_provider.ts";
export type {
  AggregatedReserveData,
  BaseCurrencyHumanized,
  BaseCurrencyInfo,
  MoneyMarketAction,
  MoneyMarketAllowanceParams,
  MoneyMarketParams,
  MoneyMarketPosition,
  MoneyMarketPositions,
  ReserveHumanized,
  ReservesData,
  ReservesHumanized,
  ReservesUSD,
  ReserveUSD,
  UserReserveSummary,
  UserSummary,
  UserSummaryRequest,
} from "./services/money_market/mod.ts";
export type {
  CancelUnstakeParams,
  InstantUnstakeParams,
  StakeRatio,
  StakingAllowanceAction,
  StakingAllowanceParams,
  StakingConfig,
  StakingInfo,
  StakingSender,
  UnstakePenalty,
  UnstakeRequest,
  UnstakeRequestWithPenalty,
  UnstakingInfo,
  UnstakingInfoWithPenalty,
  UnstakingPenaltyParams,
} from "./services/staking/mod.ts";
export type {
  ClDecreaseLiquidity,
  ClIncreaseLiquidity,
  ClPathKey,
  ClPoolKey,
  ClPosition,
  ClSwapExactIn,
  ClSwapExactInSingle,
  ClSwapExactOutSingle,
  DexAddLiquidityParams,
  DexClaimRewardsParams,
  DexDecreaseLiquidityParams,
  DexDelivery,
  DexDepositParams,
  DexDepositQuery,
  DexHubAsset,
  DexIncreaseLiquidityParams,
  DexPoolData,
  DexRemoveLiquidityParams,
  DexSender,
  DexSwapExactOutParams,
  DexSwapExactOutQuoteParams,
  DexSwapHop,
  DexSwapParams,
  DexSwapPathParams,
  DexSwapPathQuote,
  DexSwapPathQuoteParams,
  DexSwapQuote,
  DexSwapQuoteParams,
  DexSwapQuoteRequest,
  DexSwapRequest,
  DexWithdrawParams,
  SwapContracts,
  SwapDirection,
} from "./services/dex/mod.ts";
export type {
  BalnLock,
  BalnLockAction,
  BalnLockParams,
  BalnLocks,
  BalnLockUnstakeRequest,
  BalnLockupPeriod,
  MigrateBalnParams,
  MigrateBnUSDParams,
  MigrateIcxParams,
  RevertSodaToIcxParams,
} from "./services/migration/mod.ts";
export type {
  AutoSwapPreferences,
  ConfiguredAutoSwapPreferences,
  PartnerClaimParams,
  PartnerFeeBalance,
  PartnerTokenApprovalParams,
  SetSwapPreferenceParams,
} from "./services/partner/mod.ts";
export type { HubAssetBalance, WithdrawHubAssetParams } from "./services/recovery/mod.ts";

// The hub services (money market, staking, dex, migration, partner, recovery, leverage yield) load their code on
// first use (services/client/lazy_services.ts); their helpers and constants come from files that do not import
// the services; hub writes return the result types after them.
export {
  DexService,
  LeverageYieldService,
  MigrationService,
  MoneyMarketService,
  PartnerService,
  RecoveryService,
  StakingService,
} from "./services/client/lazy_services.ts";
export {
  formatReservesUSD,
  formatUserSummary,
  humanizeReserves,
  rateToApy,
} from "./services/money_market/format/mod.ts";
export {
  DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS,
  STAKING_ALLOWANCE_ACTIONS,
} from "./services/staking/constants.ts";
export { unstakePenalty } from "./services/staking/penalty.ts";
export { getDexPoolId } from "./services/dex/pool_id.ts";
export {
  BALN_LOCK_ACTIONS,
  ICX_MIGRATION_CHAIN_KEY,
  ICX_REVERT_CHAIN_KEY,
} from "./services/migration/constants.ts";
export {
  BALN_LOCKUP_PERIODS,
  balnLockupMultiplier,
  calculateBalnSodaAmount,
} from "./services/migration/baln_lockup.ts";
export { PARTNER_APPROVED_THRESHOLD } from "./services/partner/constants.ts";
export type { HubWriteResult } from "./services/hub/execute_hub_calls.ts";
export type {
  EvmHubCallRawTx,
  HubSourceTx,
  HubWriteRaw,
  HubWriteSent,
  HubWriteSubmitted,
  NonEvmFamily,
  NonEvmHubCallRawTx,
} from "./services/hub/write_result.ts";
export type { HubWriteOptions, SentEvmTx } from "./services/hub/send_evm_tx.ts";

// Low-level relay and solver functions (the relay functions, `SolverApi`) and their wire types
// (the relay functions load their code on first call: services/relay/lazy_relay_functions.ts)
export {
  DEFAULT_RELAY_TX_TIMEOUT,
  RELAY_ERROR_CODES,
  RELAY_REQUEST_TIMEOUT_MS,
  type RelayErrorCode,
} from "./services/relay/constants.ts";
export { mapRelayError, type RelayErrorStyle } from "./services/relay/map_relay_error.ts";
export { packetQuery } from "./services/relay/packet_query.ts";
export type { RelayAndWaitParams } from "./services/relay/relay_tx_and_wait_packet.ts";
export {
  getPacket,
  getSolvedIntentPacket,
  getTransactionPackets,
  relayTxAndWaitPacket,
  submitTransaction,
  waitUntilIntentExecuted,
} from "./services/relay/lazy_relay_functions.ts";
export * as SolverApi from "./services/solver/mod.ts";
export {
  type PacketData,
  type PacketStatus,
  type RelayExtraData,
  type SubmitTxParams,
} from "./core/schemas/relayer.ts";
export {
  type SolverErrorResponse,
  type SolverExecutionRequest,
  type SolverExecutionResponse,
  SolverIntentErrorCode,
  type SolverIntentQuoteResponse,
  SolverIntentStatusCode,
  type SolverIntentStatusRequest,
  type SolverIntentStatusResponse,
} from "./core/schemas/solver.ts";
export type { Candle, OracleCandles, OracleMarkets, SolverOracleItem } from "./core/schemas/oracle.ts";
export type { IntentRecord } from "./core/schemas/intent_record.ts";

// Wallets: the EVM wallet factories, the wallet provider interface of each chain family
export {
  type AnyWalletClient,
  createEip1193EvmWallet,
  createPrivateKeyEvmWallet,
  createViemEvmWallet,
  type Eip1193Provider,
  type EvmWalletProvider,
  type Intent,
  UNRECOGNIZED_CHAIN_CODE,
  type ViemEvmWalletOptions,
} from "./chains/evm/mod.ts";
// Keypair wallets of SDK-backed families live at their entries (`./chains/stellar`, `./chains/solana`) so the
// root entry loads no chain SDK but viem.
export type { StellarWalletProvider } from "./chains/stellar/wallet.ts";
export type { SolanaWalletProvider } from "./chains/solana/wallet.ts";
export { createSimulatorIconWallet } from "./chains/icon/simulator_wallet.ts";
export { walletAddressOf } from "./chains/registry/wallets.ts";
export type {
  AnySpokeWalletProvider,
  BitcoinExchangeExtras,
  BitcoinSignPsbtOptions,
  BitcoinWalletProvider,
  HederaWalletProvider,
  IconCallRequest,
  IconWalletProvider,
  InjectiveCoin,
  InjectiveExecuteRequest,
  InjectiveWalletProvider,
  NearFunctionCall,
  NearTransactionRequest,
  NearWalletProvider,
  SpokeWalletProviders,
  StacksContractCallRequest,
  StacksWalletProvider,
  SuiTransactionRequest,
  SuiWalletProvider,
  WalletProviderOf,
} from "./chains/registry/wallets.ts";

// Spoke routing (`client.spoke`): the adapter of each chain and what its methods take and return
export type { SpokeRouter } from "./chains/registry/routing.ts";
export type {
  SpokeAdapter,
  SpokeAllowanceQuery,
  SpokeBridgeDepositParams,
  SpokeBridgeDepositResult,
  SpokeHubCallParams,
  SpokeHubCallRawTx,
  SpokeHubCallResult,
  SpokeInjectiveUnsignedTx,
  SpokeRelayData,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeUnsignedTx,
  SpokeVerifyOptions,
} from "./chains/spoke/spoke_adapter.ts";

// Types the parity operations' signatures reach: trustlines, rate limits, gas estimates, two-step intents
export type {
  SpokeEstimateGasOptions,
  SpokeEstimateGasTx,
  SpokeRateLimit,
  SpokeReadOptions,
  SpokeRequestTrustlineParams,
  SpokeTrustlineQuery,
  SpokeTrustlineRequest,
} from "./chains/spoke/spoke_adapter.ts";
export type { EstimateGasParams, EstimateGasResult } from "./chains/spoke/gas_estimate.ts";
export type {
  BitcoinGasEstimate,
  ChainTypeOfKey,
  EvmGasEstimate,
  GasEstimateOf,
  GetEstimateGasReturnType,
  IconGasEstimate,
  InjectiveGasEstimate,
  NearGasEstimate,
  SolanaGasEstimate,
  SpokeGasEstimate,
  StacksFeeEstimate,
  StacksFeeEstimation,
  StellarGasEstimate,
  SuiGasEstimate,
} from "./chains/spoke/gas_estimates.ts";
export type { TrustlineApproval } from "./services/hub/trustline_approval.ts";
export type { DepositApproval } from "./services/hub/deposit_allowance.ts";
export type { LazyDataReads } from "./services/backend_api/lazy_data_reads.ts";
export type {
  CreatedIntent,
  CreateIntentArgs,
  CreateIntentResult,
  CreateLimitOrderIntentArgs,
} from "./services/swaps/create_intent.ts";
// Types of the options, configuration and results above (so the documentation links them)
export type { ApiConfigSlice, BaseApiConfigSlice, WarnSink } from "./core/api_config/mod.ts";
export type { ExchangeRequestInfo, ExchangeSignRequest } from "./core/auth/exchange_signature.ts";
export type {
  BaseChainConfig,
  BitcoinChainConfig,
  BitcoinExchangeConfig,
  ChainConfigOf,
  ChainMetadata,
  ClientSideOptions,
  ConcentratedLiquidityConfig,
  DeepPartial,
  DexConfig,
  DexPoolKey,
  EvmChainConfig,
  ExchangeOptions,
  HubAddresses,
  IconChainConfig,
  InjectiveChainConfig,
  LegacyFeatureOptions,
  LeverageYieldConfig,
  LeverageYieldVault,
  NearChainConfig,
  PollingConfig,
  SolanaChainConfig,
  StacksChainConfig,
  StellarChainConfig,
  StellarTrustlineConfig,
  SuiChainConfig,
} from "./core/config/mod.ts";
export type { Sleep } from "./core/http/types.ts";
export type { BridgeSubmitTxRequest, BridgeSubmitTxStatusResponse } from "./core/schemas/bridge.ts";
export {
  isSolvedSubmitTxStatus,
  isTerminalSubmitTxStatus,
  PLATFORM_SUBMIT_TX_STATUSES,
  SUBMIT_TX_STATUSES,
  type SubmitTxResult,
  type SubmitTxStatus,
} from "./core/schemas/submit_tx_status.ts";
export type {
  BackendConfigData,
  BackendMoneyMarketData,
  ConfigAllPayload,
} from "./core/schemas/config_all.ts";
export type { IntentFill, IntentState, RecordedIntent } from "./core/schemas/intent_record.ts";
export {
  type GetPacketParams,
  type GetTransactionPacketsParams,
  type GetTransactionPacketsResponse,
  PACKET_STATUSES,
  type SubmitTxResponse,
} from "./core/schemas/relayer.ts";
export { QUOTE_TYPES, type QuoteType } from "./core/schemas/solver.ts";
export type { StellarSponsorConfig } from "./core/schemas/sponsoring.ts";
export type {
  BackendRequestOptions,
  BackendServiceSettings,
  OracleCandlesQuery,
  SubmitTxStatusQuery,
} from "./services/backend_api/mod.ts";
export type { DateInput, PageParams, UserIntentsQuery } from "./services/backend_api/mod.ts";
export type { BackendIntentReads } from "./services/backend_api/intent_reads.ts";
export type { BackendMoneyMarketReads } from "./services/backend_api/money_market_reads.ts";
export type { BackendConfigReads } from "./services/backend_api/config_reads.ts";
export type { ResponseSchema } from "./services/backend_api/types.ts";
export type { CancelIntentArgs, CancelIntentParams } from "./services/swaps/cancel_intent.ts";
export type {
  OrderbookEntry,
  OrderbookIntent,
  OrderbookPage,
  UserIntentsPage,
} from "./core/schemas/backend_intents.ts";
export type {
  BackendMoneyMarketAsset,
  BackendMoneyMarketPosition,
  BackendMoneyMarketReservePosition,
  BorrowersPage,
  SuppliersPage,
} from "./core/schemas/backend_money_market.ts";
export type { HubReadParams } from "./chains/hub/read_hub_contract.ts";
export type {
  GetSolvedIntentPacketParams,
  GetTransactionPacketsOptions,
  MapRelayErrorOptions,
  RelayPollContext,
  RelayPollEvent,
  RelayPollObservation,
  RelayPollSchedule,
  RelayRequestOptions,
  RelayTxAndWaitPacketParams,
  RelayWaitHooks,
  RelayWaitOrigin,
  WaitUntilIntentExecutedParams,
} from "./services/relay/mod.ts";

// Types that public signatures reach: what the service classes are built from (`new MoneyMarketService(deps)`
// in custom wiring), the relay chain id table type, the adapter options every family extends, the fields of a
// bridge deposit, and the relay latency learner a relay wait can be given.
export type { ServiceDeps } from "./services/deps/service_deps.ts";
export type { RelayChainIds } from "./core/chains/relay_chain_ids.ts";
export type { SpokeAdapterOptions } from "./chains/spoke/adapter_options.ts";
export type { BridgeDepositFields } from "./chains/hub/bridge_hub_calls.ts";
export type { RelayLatencyEstimator } from "./services/relay/relay_latency_estimator.ts";
export type { RelayLatencyBracket } from "./services/relay/relay_latency_estimator.ts";
export type {
  TrackHistory,
  TrackMilestone,
  TrackMilestoneLearner,
  TrackObservation,
} from "./services/relay/track_milestones.ts";
export type { IntentStruct } from "./core/abis/intents.ts";
