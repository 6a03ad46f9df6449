/**
 * `BridgeService` (`client.bridge`): moves a token between chains through the user's hub wallet (tokens of one
 * hub vault), with the backend submit-tx path first and the client relay as fallback. Never throws.
 *
 * @example Refuse an unknown chain before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { BackendApiClient } from "../backend_api/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { BridgeService } from "./bridge_service.ts";
 * const config = new ConfigService();
 * const service = new BridgeService({
 *   config,
 *   backendApi: new BackendApiClient({ baseURL: "http://gw.test/v1" }),
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains),
 *   hub: new HubProvider(() => config.instanceConfig.hub),
 * });
 * const r = await service.bridge({
 *   params: {
 *     srcChainKey: "mars" as "sonic", srcAsset: "0x01", amount: 1n, dstChainKey: "0x38.bsc",
 *     recipient: "0x1111111111111111111111111111111111111111",
 *   },
 * });
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
 * assert.ok(service.isBridgeable({
 *   srcChainKey: "0x2105.base", srcAsset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
 *   dstChainKey: "0xa4b1.arbitrum", dstAsset: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
 * }).ok);
 * ```
 * @module
 */
import {
  approveBridge,
  type BridgeAllowanceArgs,
  type BridgeApproval,
  isBridgeAllowanceValid,
} from "./allowance.ts";
import type { XToken } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { bridge } from "./bridge.ts";
import { getBridgeableTokens, isBridgeable } from "./bridgeable_tokens.ts";
import { type BridgeableAmountOptions, type BridgeLimit, getBridgeableAmount } from "./bridgeable_amount.ts";
import {
  type BridgeTrackOptions,
  type BridgeTrackResult,
  type BridgeTrackTarget,
  trackBridge,
} from "./track.ts";
import type { BridgeArgs, BridgeParams, BridgeRoute, BridgeTxHashPair, RawBridgeDeposit } from "./types.ts";
import { buildBridgeData } from "./build_bridge_data.ts";
import type { Hex } from "viem";
import { settleJournalEntry } from "../journal/handle.ts";
import { type BridgeResumeOptions, type BridgeResumeResult, resumeBridge } from "./resume.ts";
import type { BridgeErrorCode, BridgeTrackErrorCode } from "./error_codes.ts";
import type { AllowanceErrorCode } from "../swaps/error_codes.ts";
import type { HubReadErrorCode } from "../hub/error_codes.ts";

/** The bridge service of the entry object. */
export class BridgeService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service over the entry object's shared dependencies.
   *
   * @param deps shared dependencies built by the entry object (the swaps service's)
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Bridges a token (see `bridge.ts` for the flow). With `raw: true` nothing is sent and the value is the
   * unsigned deposit; otherwise it is the tx hash pair and the path that delivered it.
   *
   * @returns `Result<RawBridgeDeposit, ClientError>` with `raw: true`, else `Result<BridgeTxHashPair, ClientError>`
   */
  bridge(args: BridgeArgs & { raw: true }): Promise<Result<RawBridgeDeposit, ClientError<BridgeErrorCode>>>;
  /** Bridges a token and waits for delivery; the value is the tx hash pair. */
  bridge(
    args: BridgeArgs & { raw?: false | undefined },
  ): Promise<Result<BridgeTxHashPair, ClientError<BridgeErrorCode>>>;
  /** Bridges a token; the value depends on `args.raw`. */
  bridge(
    args: BridgeArgs,
  ): Promise<Result<BridgeTxHashPair | RawBridgeDeposit, ClientError<BridgeErrorCode>>>;
  bridge(args: BridgeArgs): Promise<Result<BridgeTxHashPair | RawBridgeDeposit, ClientError>> {
    return bridge(this.#deps, args);
  }

  /**
   * Whether the spoke asset manager may already pull `params.amount` of `params.srcAsset` from the sender (the
   * platform's `isAllowanceValid`). The native coin and non-EVM sources answer `true` without I/O.
   *
   * @param args the bridge's arguments (`params` validated as `bridge` does; `extras.signal`, `extras.timeout`)
   * @returns `Result<boolean, ClientError>`: `false` means `approve` first (`bridge` would fail
   *   `INSUFFICIENT_ALLOWANCE`)
   */
  isAllowanceValid(args: BridgeAllowanceArgs): Promise<Result<boolean, ClientError<AllowanceErrorCode>>>;
  isAllowanceValid(args: BridgeAllowanceArgs): Promise<Result<boolean, ClientError>> {
    return isBridgeAllowanceValid(this.#deps, args);
  }

  /**
   * Approves the spoke asset manager for `params.amount` of `params.srcAsset` (ERC-20 `approve`, the platform's
   * `approve`): with `raw: true` the unsigned tx; otherwise the wallet sends it and the call waits until it is
   * final (bounded by `extras.timeout`). The native coin and non-EVM sources fail `UNSUPPORTED_CHAIN_OPERATION`.
   *
   * @param args the bridge's arguments, `walletProvider` unless `raw`
   * @returns `Result<BridgeApproval, ClientError>` (`kind: "sent"` with `txHash`, or `kind: "raw"` with `tx`)
   */
  approve(args: BridgeAllowanceArgs): Promise<Result<BridgeApproval, ClientError<AllowanceErrorCode>>>;
  approve(args: BridgeAllowanceArgs): Promise<Result<BridgeApproval, ClientError>> {
    return approveBridge(this.#deps, args);
  }

  /**
   * Tracks a sent bridge to the delivery on its destination chain (the hub tx's onward packet; a hub destination
   * is delivered by the hub tx itself), with progress events, an overall `timeout` and a `signal`.
   *
   * @param target the hash pair (or `hubTxHash`) and `dstChainKey`
   * @param options `timeout` (default 120000 ms), `signal`, `onProgress`
   * @returns the destination tx hash, or a failed Result with `context.phase` and the known hashes
   */
  track(
    target: BridgeTrackTarget,
    options?: BridgeTrackOptions,
  ): Promise<Result<BridgeTrackResult, ClientError<BridgeTrackErrorCode>>>;
  async track(
    target: BridgeTrackTarget,
    options?: BridgeTrackOptions,
  ): Promise<Result<BridgeTrackResult, ClientError>> {
    const tracked = await trackBridge(this.#deps, target, options);
    // delivered: the bridge leaves the journal (docs/swap_lifecycle.md#the-swap-journal)
    if (tracked.ok) await settleJournalEntry(this.#deps.journal, tracked.value.hubTxHash);
    return tracked;
  }

  /**
   * Continues a bridge from a resume token (the `deposited` progress event's `resumeToken`, a failure's
   * `context.resumeToken`, or a result's `resumeToken`) with idempotent steps only: verify, relay, track to the
   * delivery. The wallet is not needed.
   *
   * @param token the token, as an object or its JSON text
   * @param options `timeout` (relay wait), `trackTimeout`, `signal`, `onProgress`, `onCheckpoint`
   * @returns the delivery and the final token, or a failed Result carrying `context.resumeToken`
   */
  resume(
    token: unknown,
    options?: BridgeResumeOptions,
  ): Promise<Result<BridgeResumeResult, ClientError<BridgeErrorCode>>>;
  resume(token: unknown, options?: BridgeResumeOptions): Promise<Result<BridgeResumeResult, ClientError>> {
    return resumeBridge(this.#deps, token, options);
  }

  /**
   * The destination chain's tokens that `srcAsset` can be bridged to (same hub vault).
   *
   * @returns `Result<XToken[], ClientError>`: `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN` (unknown source token)
   */
  getBridgeableTokens(
    srcChainKey: string,
    dstChainKey: string,
    srcAsset: string,
  ): Result<XToken[], ClientError<HubReadErrorCode>>;
  getBridgeableTokens(
    srcChainKey: string,
    dstChainKey: string,
    srcAsset: string,
  ): Result<XToken[], ClientError> {
    return getBridgeableTokens(this.#deps.config, srcChainKey, dstChainKey, srcAsset);
  }

  /**
   * Whether the source token can be bridged to the destination token (same hub vault).
   *
   * @returns `Result<boolean, ClientError>`: `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN` (either token unknown)
   */
  isBridgeable(route: BridgeRoute): Result<boolean, ClientError<HubReadErrorCode>>;
  isBridgeable(route: BridgeRoute): Result<boolean, ClientError> {
    return isBridgeable(this.#deps.config, route);
  }

  /**
   * The hub call list a bridge carries to the user's hub wallet, encoded (the platform's `buildBridgeData`; the
   * `relayData.payload` of `bridge({ raw: true })`), without any I/O. A promise, where the platform's is
   * synchronous: the bridge's module loads on first use.
   *
   * @returns `Result<Hex, ClientError>`: the bridge's input-check failures, `INTENT_CREATION_FAILED`
   */
  buildBridgeData(params: BridgeParams): Promise<Result<Hex, ClientError<BridgeErrorCode>>>;
  buildBridgeData(params: BridgeParams): Promise<Result<Hex, ClientError>> {
    return Promise.resolve(buildBridgeData(this.#deps, params));
  }

  /**
   * The most that can be bridged now from `route.srcAsset` to `route.dstAsset` (the platform's
   * `getBridgeableAmount`): the source vault's deposit room and the destination's withdrawable reserve, read on
   * the hub (see `bridgeable_amount.ts`).
   *
   * @param route source and destination tokens
   * @param options signal and per-read timeout
   * @returns `Result<BridgeLimit, ClientError>` (`{amount, decimals, type}`)
   */
  getBridgeableAmount(
    route: BridgeRoute,
    options?: BridgeableAmountOptions,
  ): Promise<Result<BridgeLimit, ClientError<HubReadErrorCode>>>;
  getBridgeableAmount(
    route: BridgeRoute,
    options?: BridgeableAmountOptions,
  ): Promise<Result<BridgeLimit, ClientError>> {
    return getBridgeableAmount(this.#deps, route, options);
  }
}
