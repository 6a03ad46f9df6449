/**
 * `ClientOptions` (deep-partial `ClientDefaultConfig` plus client-side options) and the merged `ClientConfig`
 * (docs/rules/config.md#client-config).
 *
 * @example Options with a global fee and key
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ClientOptions } from "./client_options.ts";
 * const o: ClientOptions = {
 *   apiKey: "k",
 *   fee: { address: "0x0000000000000000000000000000000000000001", percentage: 50 },
 *   swaps: { useBackendSubmitTx: false },
 * };
 * assert.ok(o.swaps?.useBackendSubmitTx === false);
 * ```
 * @module
 */
import type { ExchangeSignRequest } from "../auth/exchange_signature.ts";
import type { PartnerFee } from "../fee/partner_fee.ts";
import type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
import type { Logger } from "./logger.ts";
import type { DeepPartial } from "./merge_config.ts";

/** The deprecated `swapsOptions` / `bridgeOptions` shape. */
export interface LegacyFeatureOptions {
  /** Honoured only when `swaps.useBackendSubmitTx` / `bridge.useBackendSubmitTx` is omitted. @default undefined */
  useBackendSubmitTx?: boolean | undefined;
  /** Honoured only when `swaps.partnerFee` / `bridge.partnerFee` is omitted. @default undefined */
  partnerFee?: PartnerFee | undefined;
}

/** Client-side exchange options (Bitcoin spoke). */
export interface ExchangeOptions {
  /** Signs each outbound exchange request; server-side use only. @default undefined (no signature) */
  signRequest?: ExchangeSignRequest | undefined;
}

/** Options outside the data contract: never fetched from or overwritten by backend configuration. */
export interface ClientSideOptions {
  /** Log sink. @default SILENT_LOGGER */
  logger?: Logger | undefined;
  /** Global partner fee (fallback of every feature fee). @default undefined */
  fee?: PartnerFee | undefined;
  /** Global API key. An empty string counts as unset. @default undefined */
  apiKey?: string | undefined;
  /** Exchange request signing. @default {} */
  exchange?: ExchangeOptions | undefined;
  /**
   * Deprecated swaps options.
   * @deprecated use `swaps.useBackendSubmitTx` and `swaps.partnerFee`
   */
  swapsOptions?: LegacyFeatureOptions | undefined;
  /**
   * Deprecated bridge options.
   * @deprecated use `bridge.useBackendSubmitTx` and `bridge.partnerFee`
   */
  bridgeOptions?: LegacyFeatureOptions | undefined;
}

/** The constructor argument of the client. */
export type ClientOptions = DeepPartial<ClientDefaultConfig> & ClientSideOptions;

/** The merged configuration (`instanceConfig`): data keys plus the client-side data options. */
export interface ClientConfig extends ClientDefaultConfig {
  /** Global partner fee. */
  fee?: PartnerFee | undefined;
  /** Global API key (`undefined` when unset or empty). */
  apiKey?: string | undefined;
  /** Exchange request signing. */
  exchange: ExchangeOptions;
}
