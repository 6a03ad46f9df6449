/**
 * `SwapsService` (`client.swaps`): quotes, the swap flow, status with the backend-record fallback, the solved
 * packet, post-execution and the deadline. Every method returns a Result and never throws.
 * @module
 */
import type { EstimateGasParams, EstimateGasResult } from "../../chains/spoke/gas_estimate.ts";
import type { EstimateGasErrorCode } from "../../chains/spoke/error_codes.ts";
import { ClientError } from "../../core/errors.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { PacketData } from "../../core/schemas/relayer.ts";
import type {
  SolverErrorResponse,
  SolverExecutionRequest,
  SolverExecutionResponse,
  SolverIntentQuoteResponse,
  SolverIntentStatusRequest,
  SolverIntentStatusResponse,
} from "../../core/schemas/solver.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { postExecution } from "../solver/mod.ts";
import {
  POST_EXECUTION_TIMEOUT_MS,
  relayIdsOf,
  type ServiceDeps,
  solverConfigOf,
} from "../deps/service_deps.ts";
import type { CancelIntentArgs } from "./cancel_intent.ts";
import type { CreateIntentArgs, CreateIntentResult, CreateLimitOrderIntentArgs } from "./create_intent.ts";
import type { HubWriteRaw, HubWriteResult, HubWriteSubmitted } from "../hub/write_result.ts";
import { solverFailure } from "../solver/solver_failure.ts";
import { estimateSwapDeliveryMs } from "./eta.ts";
import { getSwapQuote, type SwapQuoteOptions, type SwapQuoteRequest } from "./get_quote.ts";
import type { IntentStatusError } from "./status.ts";
import { swap } from "./swap.ts";
import { settleJournalEntry } from "../journal/handle.ts";
import type { SwapReconcileOptions, SwapReconcileResult } from "./reconcile.ts";
import type { SwapResumeOptions, SwapResumeResult } from "./resume.ts";
import type { SwapResumeToken } from "./resume_token.ts";
import type { SwapTrackOptions, SwapTrackResult, SwapTrackTarget } from "./track.ts";
import type { LimitOrderArgs, SwapArgs, SwapResult } from "./types.ts";
import { approveSwap, isSwapAllowanceValid, type SwapAllowanceArgs, type SwapApproval } from "./allowance.ts";
import type {
  AllowanceErrorCode,
  SwapErrorCode,
  SwapInputErrorCode,
  SwapQuoteErrorCode,
  SwapTrackErrorCode,
} from "./error_codes.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";

/** The solver fee in basis points (the platform's `getSolverFee`: 10 = 0.1%). */
const SOLVER_FEE_BPS = 10n;

/** Argument of {@link SwapsService.getSolvedIntentPacket}. */
export interface SolvedIntentPacketRequest {
  /** The destination chain (chain key or relay chain id). */
  chainId: SpokeChainKey | bigint | number | string;
  /** `fill_tx_hash` of a SOLVED status. */
  fillTxHash: string;
  /** Wait bound in ms. @default 120000 */
  timeout?: number | undefined;
  /** Aborts the wait. */
  signal?: AbortSignal | undefined;
}

/** Options of {@link SwapsService.getDetailedStatus}. */
/**
 * A quote (`SolverIntentQuoteResponse`) with this client's delivery estimate: `estimatedDeliveryMs`, ms from
 * starting the swap to the delivered packet (the median of its recent swaps plus the median of its recent
 * tracks, `estimateSwapDeliveryMs`), present once the client has run three of each.
 */
export type SwapQuoteResult = SolverIntentQuoteResponse & { estimatedDeliveryMs?: number | undefined };

/** Options of `getDetailedStatus` (per-request budgets). */
export interface DetailedStatusOptions {
  /** Budget of each request (solver and backend record) in ms. @default 10000 */
  requestBudgetMs?: number | undefined;
}

/** The swaps service of the entry object. */
export class SwapsService {
  readonly #deps: ServiceDeps;

  /**
   * Builds the service (the entry object does this; use `client.swaps`).
   *
   * @param deps shared dependencies built by the entry object
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Quotes a swap: tokens validated against the active configuration and translated to hub assets; an
   * exact-input `amount` is reduced by the effective partner fee first, so `quoted_amount` is net of the fee.
   *
   * @param request `SolverIntentQuoteRequest` (chain ids as relay id strings or chain keys)
   * @param options the request budget (`timeout`) @default {timeout: DEFAULT_QUOTE_TIMEOUT_MS}
   * @returns `Result<SwapQuoteResult, ClientError>`: the solver's quote, with `estimatedDeliveryMs` once this client
   *   has run three swaps and three tracks; an expired budget is `EXTERNAL_API_ERROR` with `context.reason`
   *   `"timeout"` and `context.timeoutMs`
   */
  getQuote(
    request: SwapQuoteRequest,
    options?: SwapQuoteOptions,
  ): Promise<Result<SwapQuoteResult, ClientError<SwapQuoteErrorCode>>>;
  async getQuote(
    request: SwapQuoteRequest,
    options: SwapQuoteOptions = {},
  ): Promise<Result<SwapQuoteResult, ClientError>> {
    const quoted = await getSwapQuote(this.#deps, request, options);
    const poll = this.#deps.poll;
    if (!quoted.ok || poll === undefined) return quoted;
    const estimatedDeliveryMs = estimateSwapDeliveryMs(poll.swap.samples(), poll.track.samples());
    return estimatedDeliveryMs === undefined ? quoted : ok({ ...quoted.value, estimatedDeliveryMs });
  }

  /**
   * Runs the whole swap (see `swap.ts`): create, backend submit-tx (default), else verify + relay + `/execute`.
   *
   * @returns `Result<SwapResult, ClientError>`; `intentDeliveryInfo.dstTxHash` is the hub tx hash for `getStatus`
   */
  swap(args: SwapArgs): Promise<Result<SwapResult, ClientError<SwapErrorCode>>>;
  async swap(args: SwapArgs): Promise<Result<SwapResult, ClientError>> {
    const now = this.#deps.now ?? Date.now;
    const startedAt = now();
    const done = await swap(this.#deps, args);
    // what a quote's estimatedDeliveryMs learns from (with the tracks' durations)
    if (done.ok) this.#deps.poll?.swap.record({ lowMs: now() - startedAt, highMs: now() - startedAt });
    return done;
  }

  /**
   * Estimates the gas of an unsigned transaction on `params.chainKey` (the platform's `SwapService.estimateGas`, which
   * delegates to the spoke service, as this delegates to `client.spoke.estimateGas`): `params.tx` as a `raw: true`
   * result returned it, the estimate in the chain family's shape (docs/gas.md).
   *
   * @param params `{tx, chainKey, signal?}`
   * @returns `Result<GetEstimateGasReturnType<K>, ClientError>`; failures: `UNKNOWN_CHAIN_KEY`, `VALIDATION_FAILED`
   *   (a tx of another family), `ABORTED`, `EXECUTION_FAILED` (the node says it would fail), or the transport's
   */
  estimateGas<K extends SpokeChainKey>(
    params: EstimateGasParams<K>,
  ): Promise<EstimateGasResult<K, EstimateGasErrorCode>> {
    return this.#deps.spokes.estimateGas(params);
  }

  /**
   * The solver's fee on an input amount (the platform's `SwapService.getSolverFee`): 0.1% (10 basis points),
   * rounded down. Informational: the quote's `quoted_amount` already nets it.
   *
   * @param inputAmount the input amount (a bigint >= 0)
   * @returns the fee; `INVALID_AMOUNT` for anything else
   */
  getSolverFee(inputAmount: bigint): Promise<Result<bigint, ClientError<SwapInputErrorCode>>>;
  getSolverFee(inputAmount: bigint): Promise<Result<bigint, ClientError>> {
    if (typeof inputAmount !== "bigint" || inputAmount < 0n) {
      return Promise.resolve(err(
        new ClientError(
          "INVALID_AMOUNT",
          "Cannot compute the solver fee: inputAmount must be a bigint >= 0",
          {
            context: { field: "inputAmount", phase: "validate", action: "getSolverFee" },
          },
        ),
      ));
    }
    return Promise.resolve(ok((inputAmount * SOLVER_FEE_BPS) / 10_000n));
  }

  /**
   * Whether the swap's source deposit is already allowed to pull `params.inputAmount` of `params.inputToken` from
   * `params.srcAddress` (the platform's `isAllowanceValid`): an ERC-20 allowance to the asset manager on an EVM
   * spoke, to the intents contract on the hub; on a Stellar source, the input token's trustline
   * (`hasSufficientTrustline`, one Horizon read). The native coin and the other non-EVM sources answer `true`
   * without I/O.
   *
   * @param args the swap's arguments (only the source side of `params` is read; `extras.signal`, `extras.timeout`)
   * @returns `Result<boolean, ClientError>`: `false` means `approve` first (`swap` would fail
   *   `INSUFFICIENT_ALLOWANCE`)
   */
  isAllowanceValid(args: SwapAllowanceArgs): Promise<Result<boolean, ClientError<AllowanceErrorCode>>>;
  isAllowanceValid(args: SwapAllowanceArgs): Promise<Result<boolean, ClientError>> {
    return isSwapAllowanceValid(this.#deps, args);
  }

  /**
   * Approves the swap's spender for `params.inputAmount` of `params.inputToken` (ERC-20 `approve`, the platform's
   * `approve`): with `raw: true` the unsigned tx; otherwise the wallet sends it and the call waits until it is
   * final (bounded by `extras.timeout`), so `swap` right after sees it. On a Stellar source it requests the
   * trustline (`changeTrust`). The native coin and the other non-EVM sources need no approval and fail
   * `UNSUPPORTED_CHAIN_OPERATION`.
   *
   * @param args the swap's arguments, `walletProvider` unless `raw`
   * @returns `Result<SwapApproval, ClientError>` (`kind: "sent"` with `txHash`, or `kind: "raw"` with `tx`)
   */
  approve(args: SwapAllowanceArgs): Promise<Result<SwapApproval, ClientError<AllowanceErrorCode>>>;
  approve(args: SwapAllowanceArgs): Promise<Result<SwapApproval, ClientError>> {
    return approveSwap(this.#deps, args);
  }

  /**
   * Places a limit order: a swap whose intent has no deadline (`deadline: 0n`), so it stays open on the hub until
   * a solver fills it at `minOutputAmount` or better (the platform's `createLimitOrder`;
   * docs/wire_inventory.md#platform-features). Everything else is {@link swap}.
   *
   * @param args the swap's arguments without `deadline`
   * @returns `Result<SwapResult, ClientError>` as {@link swap}; `value.intent.deadline` is `0n`
   * @example Bad input is refused before any request
   * ```ts
   * import assert from "node:assert/strict";
   * import { XSwap } from "../../mod.ts";
   * const r = await new XSwap({}).swaps.createLimitOrder({
   *   params: {
   *     srcChainKey: "mars" as never, dstChainKey: "0x38.bsc", inputToken: "0x01", outputToken: "0x02",
   *     inputAmount: 1n, minOutputAmount: 1n, srcAddress: "0x03", dstAddress: "0x04", allowPartialFill: false,
   *   },
   *   walletProvider: {} as never,
   * });
   * assert.ok(!r.ok);
   * ```
   */
  createLimitOrder(args: LimitOrderArgs): Promise<Result<SwapResult, ClientError<SwapErrorCode>>>;
  createLimitOrder(args: LimitOrderArgs): Promise<Result<SwapResult, ClientError>> {
    const given = typeof args === "object" && args !== null ? args : ({} as LimitOrderArgs);
    return swap(this.#deps, { ...given, params: { ...given.params, deadline: 0n } });
  }

  /**
   * Creates the swap intent on the source chain without delivering it (the platform's `createIntent`): with
   * `raw: true` the unsigned transaction in the source family's own form (EVM tx, Solana/Sui/Stellar/Stacks/NEAR/
   * Injective/ICON/Bitcoin raw forms; nothing signed or sent), otherwise the wallet signs and sends it. The hub
   * pre-simulation runs first unless `skipSimulation` (docs/swaps.md#two-step-swap). Deliver a sent intent with
   * `swaps.resume(value.resumeToken)`.
   *
   * @param args `{params, walletProvider?, raw?, skipSimulation?, extras?: {signal, exchange}}`
   * @returns `{kind: "raw", family, tx, rawTx, intent, relayData}` or `{kind: "sent", family, srcTxHash, intent,
   *   relayData, resumeToken}`; failures: the input codes of {@link swap}, `INSUFFICIENT_ALLOWANCE` (sending),
   *   `INTENT_CREATION_FAILED` with `context.reason` `SIMULATION_FAILED` (phase `simulation`), the adapter's codes
   * @example Bad input is refused before any request
   * ```ts
   * import assert from "node:assert/strict";
   * import { XSwap } from "../../mod.ts";
   * const r = await new XSwap({}).swaps.createIntent({
   *   params: {
   *     srcChainKey: "mars" as never, dstChainKey: "0x38.bsc", inputToken: "0x01", outputToken: "0x02",
   *     inputAmount: 1n, minOutputAmount: 1n, srcAddress: "0x03", dstAddress: "0x04", deadline: 0n,
   *     allowPartialFill: false,
   *   },
   *   raw: true,
   * });
   * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
   * ```
   */
  createIntent(args: CreateIntentArgs): Promise<Result<CreateIntentResult, ClientError<SwapErrorCode>>>;
  async createIntent(args: CreateIntentArgs): Promise<Result<CreateIntentResult, ClientError>> {
    return (await import("./create_intent.ts")).createIntent(this.#deps, args);
  }

  /**
   * {@link createIntent} for a limit order (the platform's `createLimitOrderIntent`): `deadline` is `0n`.
   *
   * @param args as {@link createIntent}, `params` without `deadline`
   * @returns as {@link createIntent}; `value.intent.deadline` is `0n`
   */
  createLimitOrderIntent(
    args: CreateLimitOrderIntentArgs,
  ): Promise<Result<CreateIntentResult, ClientError<SwapErrorCode>>>;
  async createLimitOrderIntent(
    args: CreateLimitOrderIntentArgs,
  ): Promise<Result<CreateIntentResult, ClientError>> {
    const given = typeof args === "object" && args !== null ? args : ({} as CreateLimitOrderIntentArgs);
    return (await import("./create_intent.ts")).createIntent(this.#deps, {
      ...given,
      params: { ...given.params, deadline: 0n },
    });
  }

  /**
   * Cancels an intent (a swap not yet filled, or a limit order) and waits until the cancel is on the hub: one hub
   * call, the intents contract's `cancelIntent(intent)`, sent from the intent's source chain by its creator and
   * relayed like every hub write (the platform's `cancelIntent`). The intents contract returns what the intent has
   * not spent to its source.
   *
   * @param args `{params: {srcChainKey, intent, srcAddress?}, walletProvider?, raw?, extras?: {timeout, signal}}`
   * @returns `{kind: "sent", srcTxHash, hubTxHash, ...}` or, with `raw`, the unsigned transaction; failures:
   *   `VALIDATION_FAILED` (`context.field`), `UNKNOWN_CHAIN_KEY`, `WALLET_ERROR`, and the hub write's codes
   * @example The chain must be the intent's source
   * ```ts
   * import assert from "node:assert/strict";
   * import { XSwap } from "../../mod.ts";
   * const z = "0x0000000000000000000000000000000000000000" as const;
   * const intent = {
   *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
   *   deadline: 0n, allowPartialFill: false, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
   *   solver: z, data: "0x" as const,
   * };
   * const r = await new XSwap({}).swaps.cancelIntent({ params: { srcChainKey: "0x2105.base", intent }, raw: true });
   * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "srcChainKey");
   * ```
   */
  cancelIntent(args: CancelIntentArgs): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async cancelIntent(args: CancelIntentArgs): Promise<Result<HubWriteResult, ClientError>> {
    // The cancel and its hub-write path load on first use: an app that never cancels does not ship them.
    return (await import("./cancel_intent.ts")).cancelIntent(this.#deps, args);
  }

  /**
   * Cancels a limit order: {@link cancelIntent} under the platform's `cancelLimitOrder` name.
   *
   * @param args as {@link cancelIntent}
   * @returns as {@link cancelIntent}
   */
  cancelLimitOrder(args: CancelIntentArgs): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  cancelLimitOrder(args: CancelIntentArgs): Promise<Result<HubWriteResult, ClientError>> {
    return this.cancelIntent(args);
  }

  /**
   * Builds and (unless `raw`) sends the cancel transaction without relaying it (the platform's
   * `createCancelIntent`): relay it yourself with `relayTxAndWaitPacket`, or use {@link cancelIntent}.
   *
   * @param args as {@link cancelIntent}
   * @returns the unsigned transaction, or the sent one with `srcTxHash` and its relay data
   */
  createCancelIntent(
    args: CancelIntentArgs,
  ): Promise<Result<HubWriteRaw | HubWriteSubmitted, ClientError<HubWriteErrorCode>>>;
  async createCancelIntent(
    args: CancelIntentArgs,
  ): Promise<Result<HubWriteRaw | HubWriteSubmitted, ClientError>> {
    return (await import("./cancel_intent.ts")).createCancelIntent(this.#deps, args);
  }

  /**
   * Posts the hub intent tx to the solver's `/execute` (retried on transient network failures).
   *
   * @returns failures as `EXTERNAL_API_ERROR` with message `POST_EXECUTION_FAILED` and `context.solverCode`,
   *   `context.solverDetail`
   */
  postExecution(
    request: SolverExecutionRequest,
  ): Promise<Result<SolverExecutionResponse, ClientError<SwapTrackErrorCode>>>;
  async postExecution(
    request: SolverExecutionRequest,
  ): Promise<Result<SolverExecutionResponse, ClientError>> {
    const r = await postExecution(request, solverConfigOf(this.#deps, POST_EXECUTION_TIMEOUT_MS));
    return r.ok ? r : err(solverFailure(r.error, "POST_EXECUTION_FAILED", { phase: "postExecution" }));
  }

  /**
   * The intent's status (no request budget). When the solver answers NOT_FOUND or fails, the backend's intent
   * record decides: a fill of the whole input is SOLVED with the recorded hub fill hash; an unreadable record
   * after NOT_FOUND is a failed Result; a partial fill is never SOLVED.
   *
   * @returns `Result<SolverIntentStatusResponse, SolverErrorResponse | ClientError>`
   */
  getStatus(
    request: SolverIntentStatusRequest,
  ): Promise<Result<SolverIntentStatusResponse, SolverErrorResponse | ClientError<SwapTrackErrorCode>>>;
  async getStatus(
    request: SolverIntentStatusRequest,
  ): Promise<Result<SolverIntentStatusResponse, IntentStatusError>> {
    // status, track, resume, reconcile and the solved-packet wait load on first use (a quote-and-swap page does
    // not ship them: docs/browser.md#size)
    return (await import("./status.ts")).getIntentStatus(this.#deps, request);
  }

  /**
   * Like {@link getStatus}, meant to be polled: each request has a budget (expiry of the solver's is UNKNOWN).
   */
  getDetailedStatus(
    request: SolverIntentStatusRequest,
    options?: DetailedStatusOptions,
  ): Promise<Result<SolverIntentStatusResponse, SolverErrorResponse | ClientError<SwapTrackErrorCode>>>;
  async getDetailedStatus(
    request: SolverIntentStatusRequest,
    options: DetailedStatusOptions = {},
  ): Promise<Result<SolverIntentStatusResponse, IntentStatusError>> {
    const checked = checkCallOptions(
      options,
      [["requestBudgetMs", { positive: true }]],
      "get detailed status",
    );
    if (!checked.ok) return checked;
    const { getIntentStatus, DEFAULT_DETAILED_STATUS_BUDGET_MS: budget } = await import("./status.ts");
    return getIntentStatus(this.#deps, request, options?.requestBudgetMs ?? budget);
  }

  /**
   * Tracks a submitted swap to the delivered fill on the destination chain: adaptive status polling (backs off
   * while nothing changes, fast after a change, honours `Retry-After`, never more requests than a fixed 2 s poll),
   * progress events for every change, then the fill's relay packet. Replaces a hand-written `getStatus` loop.
   *
   * @param target the `swap` result, or the intent's hub tx hash (`{hubTxHash, dstChainKey}` saves a lookup)
   * @param options `timeout` (overall, default 300000 ms), `requestBudgetMs` (default 10000), `signal`,
   *   `onProgress`
   * @returns the destination tx hash and packet, or a failed Result with `context.phase` and the known hashes
   */
  track(
    target: SwapTrackTarget,
    options?: SwapTrackOptions,
  ): Promise<Result<SwapTrackResult, ClientError<SwapTrackErrorCode>>>;
  async track(
    target: SwapTrackTarget,
    options?: SwapTrackOptions,
  ): Promise<Result<SwapTrackResult, ClientError>> {
    const tracked = await (await import("./track.ts")).trackSwap(this.#deps, target, options);
    // delivered: the swap leaves the journal (docs/swap_lifecycle.md#the-swap-journal)
    if (tracked.ok) await settleJournalEntry(this.#deps.journal, tracked.value.hubTxHash);
    return tracked;
  }

  /**
   * Continues a swap from a resume token (from `swap`'s progress events, its result, or a failure's
   * `context.resumeToken`) with idempotent steps only — verify, relay, `/execute`, track — and never asks the
   * wallet for anything.
   *
   * @param token the token, or its JSON text
   * @param options relay `timeout`, `trackTimeout`, `signal`, `onProgress`, `onCheckpoint`
   * @returns the delivery and the final token, or a failed Result carrying `context.resumeToken`
   */
  resume(
    token: SwapResumeToken | string,
    options?: SwapResumeOptions,
  ): Promise<Result<SwapResumeResult, ClientError<SwapErrorCode>>>;
  async resume(
    token: SwapResumeToken | string,
    options?: SwapResumeOptions,
  ): Promise<Result<SwapResumeResult, ClientError>> {
    return (await import("./resume.ts")).resumeSwap(this.#deps, token, options);
  }

  /**
   * Rebuilds a swap's resume token from chain and backend state alone (relayer packets, intent record, solver
   * status, the fill's packet) and says where the swap stands. Only reads.
   *
   * @param srcChainKey the source chain
   * @param srcTxHash the source tx that created the intent
   * @param options per-read budget
   * @returns the state and a token for {@link resume}
   */
  reconcile(
    srcChainKey: SpokeChainKey,
    srcTxHash: string,
    options?: SwapReconcileOptions,
  ): Promise<Result<SwapReconcileResult, ClientError<SwapTrackErrorCode>>>;
  async reconcile(
    srcChainKey: SpokeChainKey,
    srcTxHash: string,
    options?: SwapReconcileOptions,
  ): Promise<Result<SwapReconcileResult, ClientError>> {
    return (await import("./reconcile.ts")).reconcileSwap(this.#deps, srcChainKey, srcTxHash, options);
  }

  /** Waits for the fill's relay packet on the destination chain; the value has `dst_tx_hash`. */
  getSolvedIntentPacket(
    request: SolvedIntentPacketRequest,
  ): Promise<Result<PacketData, ClientError<SwapTrackErrorCode>>>;
  async getSolvedIntentPacket(request: SolvedIntentPacketRequest): Promise<Result<PacketData, ClientError>> {
    const checked = checkCallOptions(
      request,
      [["timeout", { positive: true }]],
      "wait for the solved intent packet",
    );
    if (!checked.ok) return checked;
    if (request === undefined) {
      return err(
        new ClientError("VALIDATION_FAILED", "Cannot wait for the solved intent packet: no request", {
          context: { field: "request" },
        }),
      );
    }
    const { getSolvedIntentPacket } = await import("../relay/relay_client.ts");
    return getSolvedIntentPacket({
      chainId: request.chainId,
      fillTxHash: request.fillTxHash,
      timeout: request.timeout,
      signal: request.signal,
      relayerApiEndpoint: this.#deps.config.instanceConfig.relay.relayerApiEndpoint,
      relayChainIds: relayIdsOf(this.#deps),
      sleep: this.#deps.sleep,
      now: this.#deps.now,
      transport: { ...this.#deps.transport, fetch: this.#deps.fetch },
    });
  }

  /**
   * The deadline of a new intent: the hub's latest block time plus `offset` seconds.
   *
   * @param offset seconds, > 0. @default 300n
   */
  getSwapDeadline(offset?: bigint): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getSwapDeadline(offset?: bigint): Promise<Result<bigint, ClientError>> {
    return this.#deps.hub.getSwapDeadline(offset);
  }
}
