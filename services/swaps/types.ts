/**
 * Types of the swaps service.
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { PartnerFee } from "../../core/fee/mod.ts";
import type { SolverExecutionResponse } from "../../core/schemas/solver.ts";
import type { Intent } from "../../chains/hub/intent.ts";
import type { AnySpokeWalletProvider } from "../../chains/registry/wallets.ts";
import type { SwapResumeToken } from "./resume_token.ts";

/** Swap intent parameters (docs/rules/swaps.md#intent-params). */
export interface SwapParams {
  /** Source spoke chain. */
  srcChainKey: SpokeChainKey;
  /** Destination spoke chain. */
  dstChainKey: SpokeChainKey;
  /** Source token address on the source chain. */
  inputToken: string;
  /** Destination token address on the destination chain. */
  outputToken: string;
  /** Gross input amount in the source token's smallest unit (the partner fee is taken from it). */
  inputAmount: bigint;
  /** Minimum acceptable output. */
  minOutputAmount: bigint;
  /** Sender on the source chain. */
  srcAddress: string;
  /** Receiver on the destination chain. */
  dstAddress: string;
  /** From `getSwapDeadline()`; `0` means none. */
  deadline: bigint | number;
  /** When true the solver may fill in several fills. */
  allowPartialFill: boolean;
  /** Per-request fee override. @default the effective swap fee of the configuration */
  partnerFee?: PartnerFee | undefined;
}

/** A phase of the swap flow, reported through `extras.onProgress`. */
export type SwapProgressEvent =
  | {
    phase: "created";
    srcTxHash: string; /** Save it to finish the swap after a crash (`swaps.resume`). */
    resumeToken: SwapResumeToken;
  }
  | { phase: "submitted"; srcTxHash: string }
  | { phase: "backendStatus"; status: string }
  | { phase: "solved"; dstTxHash: string }
  | { phase: "fallback"; reason: string; error?: ClientError | undefined }
  | { phase: "verified"; srcTxHash: string }
  | { phase: "relayed"; dstTxHash: string }
  | { phase: "executed"; intentHash: string };

/** Optional settings of one `swap` call. */
export interface SwapExtras {
  /** API key for this call's backend submit-tx leg (docs/rules/auth.md#per-call-key). @default the configured key */
  apiKey?: string | undefined;
  /**
   * Per-attempt timeout in ms: bounds the backend attempt, and separately the fallback relay (counted from after
   * on-chain verification). @default 120000
   */
  timeout?: number | undefined;
  /**
   * Bound of the whole swap in ms, from the call to its return: allowance and simulation, intent creation, the
   * wallet, verification, delivery and post-execution (docs/swaps.md#whole-operation-timeout). On expiry every
   * request and wait is aborted and the swap returns `REQUEST_TIMEOUT` with `context.scope` `"operation"`, the
   * `phase` reached and, once the intent exists, its `resumeToken`. `timeout` keeps its per-attempt meaning inside
   * it. @default undefined (no overall bound)
   */
  totalTimeout?: number | undefined;
  /** Aborts the flow (the wallet prompt, polls and waits). */
  signal?: AbortSignal | undefined;
  /** Called at each phase. Exceptions thrown by it are ignored. */
  onProgress?: ((event: SwapProgressEvent) => void) | undefined;
  /** Use the backend submit-tx path for this call. @default config.swapUseBackendSubmitTx */
  useBackendSubmitTx?: boolean | undefined;
  /**
   * The user's exchange credentials, sent with each exchange request of a Bitcoin source in trading-wallet mode
   * (docs/rules/auth.md#exchange-signature). @default undefined (no access token sent)
   */
  exchange?: { accessToken: string } | undefined;
}

/** Where the intent went after creation. */
export interface IntentDeliveryInfo {
  /** Source spoke chain. */
  srcChainKey: SpokeChainKey;
  /** Source-chain tx hash that created the intent. */
  srcTxHash: string;
  /** Sender on the source chain. */
  srcAddress: string;
  /** Destination spoke chain. */
  dstChainKey: SpokeChainKey;
  /** The hub-chain tx hash of the intent (use it with `getStatus`). */
  dstTxHash: string;
  /** Receiver on the destination chain. */
  dstAddress: string;
}

/** The value of a successful `swap`. */
export interface SwapResult {
  /** The solver's acceptance of the intent. */
  solverExecutionResponse: SolverExecutionResponse;
  /** The intent as created on the hub, with the partner fee taken from the input. */
  intent: Intent & { feeAmount: bigint };
  /** Source and hub tx hashes and addresses. */
  intentDeliveryInfo: IntentDeliveryInfo;
  /** `backend` when the backend submit-tx path solved it, `client` when the client relayed and posted it. */
  path: "backend" | "client";
  /** A token to pick the swap up again (`swaps.resume`), phase `executed`. */
  resumeToken: SwapResumeToken;
}

/** Wallet providers the swap flow accepts: the source chain family's provider (EVM, Solana, Stellar, ...). */
export type SwapWalletProvider = AnySpokeWalletProvider;

/** Argument of `createLimitOrder`: a swap's arguments without `deadline` (a limit order has none). */
export interface LimitOrderArgs {
  /** What to swap; `deadline` is set to `0n` (no expiry). */
  params: Omit<SwapParams, "deadline">;
  /** Signs and sends the source-chain transaction. */
  walletProvider: SwapWalletProvider;
  /** Per-call key, timeout, signal, progress callback and path choice, as for `swap`. */
  extras?: SwapExtras | undefined;
  /**
   * Skip the hub pre-simulation (`simulateRecvMessage`) that otherwise runs before the source transaction is sent
   * (docs/swaps.md#two-step-swap). @default false (the platform's default: simulate)
   */
  skipSimulation?: boolean | undefined;
}

/** Argument of `swap`. */
export interface SwapArgs {
  /** What to swap. */
  params: SwapParams;
  /** Signs and sends the source-chain transaction. */
  walletProvider: SwapWalletProvider;
  /** Per-call key, timeout, signal, progress callback and path choice. */
  extras?: SwapExtras | undefined;
  /**
   * Skip the hub pre-simulation (`simulateRecvMessage`) that otherwise runs before the source transaction is sent
   * (docs/swaps.md#two-step-swap). @default false (the platform's default: simulate)
   */
  skipSimulation?: boolean | undefined;
}
