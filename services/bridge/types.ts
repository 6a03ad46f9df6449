/**
 * Types of the bridge service.
 * @module
 */
import type { BridgeResumeToken } from "./resume_token.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { PartnerFee } from "../../core/fee/mod.ts";
import type { AnySpokeWalletProvider } from "../../chains/registry/wallets.ts";
import type {
  SpokeInjectiveUnsignedTx,
  SpokeRelayData,
  SpokeUnsignedTx,
} from "../../chains/spoke/spoke_adapter.ts";

/** What to bridge: `amount` of `srcAsset` on `srcChainKey` to `recipient` on `dstChainKey`. */
export interface BridgeParams {
  /** Source spoke (not the hub). */
  srcChainKey: SpokeChainKey;
  /** Token address on the source chain (a `chains[srcChainKey].supportedTokens` entry). */
  srcAsset: string;
  /** Gross amount in the source token's smallest unit; the partner fee is taken from it on the hub. */
  amount: bigint;
  /** Destination chain (the hub included). */
  dstChainKey: SpokeChainKey;
  /**
   * Token address on the destination chain; it must share the source token's hub vault.
   * @default the only bridgeable token of the destination, else the only one with the source's symbol
   */
  dstAsset?: string | undefined;
  /** Receiver on the destination chain. */
  recipient: string;
  /** Sender on the source chain. @default the wallet provider's address */
  srcAddress?: string | undefined;
  /** Per-request fee. @default config.bridgePartnerFee (`bridge.partnerFee`, else the global `fee`) */
  partnerFee?: PartnerFee | undefined;
}

/** A phase of the bridge flow, reported through `extras.onProgress`. */
export type BridgeProgressEvent =
  | { phase: "deposited"; srcTxHash: string; resumeToken: BridgeResumeToken }
  | { phase: "submitted"; srcTxHash: string }
  | { phase: "backendStatus"; status: string }
  | { phase: "fallback"; reason: string; error?: ClientError | undefined }
  | { phase: "verified"; srcTxHash: string }
  | { phase: "delivered"; dstTxHash: string; path: "backend" | "client" };

/** Optional settings of one `bridge` call (as `SwapExtras`). */
export interface BridgeExtras {
  /** API key for this call's backend submit-tx leg (docs/rules/auth.md#per-call-key). @default the configured key */
  apiKey?: string | undefined;
  /**
   * Per-attempt timeout in ms: bounds the backend attempt, and separately the fallback relay (counted from after
   * on-chain verification). @default 120000
   */
  timeout?: number | undefined;
  /**
   * Bound of the whole bridge in ms, from the call to its return, every phase included
   * (docs/swaps.md#whole-operation-timeout): on expiry every request and wait is aborted and the bridge returns
   * `REQUEST_TIMEOUT` with `context.scope` `"operation"`, the `phase` reached and, once deposited, its
   * `resumeToken`. @default undefined (no overall bound)
   */
  totalTimeout?: number | undefined;
  /** Aborts the flow (the wallet prompt, polls and waits). @default undefined */
  signal?: AbortSignal | undefined;
  /** Called at each phase. Exceptions thrown by it are ignored. @default undefined */
  onProgress?: ((event: BridgeProgressEvent) => void) | undefined;
  /**
   * The user's exchange credentials, sent with each exchange request of a Bitcoin source in trading-wallet mode
   * (docs/rules/auth.md#exchange-signature). Server-side use only. @default undefined
   */
  exchange?: { accessToken: string } | undefined;
  /** Use the backend submit-tx path for this call. @default config.bridgeUseBackendSubmitTx (true) */
  useBackendSubmitTx?: boolean | undefined;
}

/** Wallet providers the bridge flow accepts (one per supported chain family). */
export type BridgeWalletProvider = AnySpokeWalletProvider;

/** Argument of `bridge`. */
export interface BridgeArgs {
  /** What to bridge. */
  params: BridgeParams;
  /** Return the unsigned deposit instead of sending it. @default false */
  raw?: boolean | undefined;
  /** The signer; optional only with `raw: true` and `params.srcAddress`. */
  walletProvider?: BridgeWalletProvider | undefined;
  /** Per-call settings. @default {} */
  extras?: BridgeExtras | undefined;
}

/** The value of a sent bridge: the transaction hash pair. */
export interface BridgeTxHashPair {
  /** The deposit on the source chain. */
  srcTxHash: string;
  /** The hub tx that executed the deposit's hub calls (the relayed packet's `dst_tx_hash`). */
  dstTxHash: string;
  /** `backend` when the backend submit-tx job solved it, `client` when the client relayed it. */
  path: "backend" | "client";
  /** A token (phase `relayed`) that `bridge.resume` tracks to the delivery on the destination chain. */
  resumeToken: BridgeResumeToken;
}

/** The value of a `raw: true` bridge: nothing was sent. */
export interface RawBridgeDeposit {
  /** Always true: nothing was sent. */
  raw: true;
  /** The unsigned deposit (EVM: `{from, to, value, data}`; Injective: `{family: "INJECTIVE", ...}`). */
  tx: SpokeUnsignedTx | SpokeInjectiveUnsignedTx;
  /** What the relayer needs: the hub wallet and the hub call list. */
  relayData: SpokeRelayData;
  /** The partner fee taken on the hub. */
  feeAmount: bigint;
}

/** A source token and a destination token, as `isBridgeable` takes them. */
export interface BridgeRoute {
  /** Source chain. */
  srcChainKey: string;
  /** Token address on the source chain. */
  srcAsset: string;
  /** Destination chain. */
  dstChainKey: string;
  /** Token address on the destination chain. */
  dstAsset: string;
}
