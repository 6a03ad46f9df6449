/**
 * `createInjectiveSpokeAdapter`: the {@link SpokeAdapter} of Injective (`injective-1`) over the chain's REST
 * (LCD) API, built on `@injectivelabs/sdk-ts`. Swap intents, bridges and hub-service writes with a deposit are
 * asset-manager `transfer` execute messages with the coin attached; a hub-service write without a deposit is the
 * connection's `send_message`. Transactions verify with `GET /cosmos/tx/v1beta1/txs/{hash}` under the chain's
 * `pollingConfig`; balances read from the bank module; Injective has no allowances. Raw mode (bridge, hub calls)
 * returns `{family: "INJECTIVE", sender, contract, msg, funds, bodyBytes}`.
 *
 * The REST root is `options.restUrl`, else the chain's `rpcUrl` (point it at an LCD endpoint; the simulator
 * serves one at `/injective`).
 *
 * @example The swap flow's view
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createInjectiveSpokeAdapter } from "./adapter.ts";
 * const adapter = createInjectiveSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["injective-1"]);
 * assert.ok(adapter.chainKey === "injective-1" && adapter.isValidAddress("inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp"));
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateInjectiveGas } from "./estimate_gas.ts";
import type { InjectiveChainConfig } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { isValidInjectiveAddress } from "../address/injective.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import type {
  SpokeAdapter,
  SpokeBridgeDepositParams,
  SpokeBridgeDepositResult,
  SpokeHubCallParams,
  SpokeHubCallResult,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import type { InjectiveWalletProvider } from "./wallet.ts";
import type { InjectiveWriteConfig } from "./_wallet_steps.ts";
import { createInjectiveBridgeDeposit } from "./bridge_deposit.ts";
import { sendInjectiveHubCalls } from "./send_hub_calls.ts";
import { createInjectiveSwapIntent } from "./swap_intent.ts";
import { createInjectiveTokenReads } from "./token_reads.ts";
import { verifyInjectiveTx } from "./verify_tx_hash.ts";

/** The chain settings the adapter reads (a structural subset of `InjectiveChainConfig`). */
export type InjectiveSpokeChainConfig =
  & Pick<InjectiveChainConfig, "rpcUrl" | "addresses">
  & Partial<Pick<InjectiveChainConfig, "pollingConfig" | "supportedTokens">>;

/** Options of the Injective adapter: the shared injection points plus the REST root. */
export interface InjectiveSpokeAdapterOptions extends SpokeAdapterOptions {
  /** The REST (LCD) root. @default the chain's `rpcUrl` */
  restUrl?: string | undefined;
}

/** An Injective {@link SpokeAdapter}. */
export type InjectiveSpokeAdapter = SpokeAdapter<InjectiveWalletProvider>;

/**
 * Creates the Injective adapter (no I/O).
 *
 * @param config the chain configuration (`rpcUrl`, `addresses`, `pollingConfig`, `supportedTokens`)
 * @param options injection points and the REST root
 * @returns the adapter; see `createInjectiveSwapIntent`, `sendInjectiveHubCalls`, `createInjectiveBridgeDeposit`,
 *   `verifyInjectiveTx` and `createInjectiveTokenReads` for the failure codes
 * @example No allowance model
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createInjectiveSpokeAdapter } from "./adapter.ts";
 * const adapter = createInjectiveSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["injective-1"]);
 * const inj = "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp";
 * const r = await adapter.getAllowance(inj, "inj", inj);
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function createInjectiveSpokeAdapter(
  config: InjectiveSpokeChainConfig,
  options: InjectiveSpokeAdapterOptions = {},
): InjectiveSpokeAdapter {
  const polling = config.pollingConfig ?? { pollingIntervalMs: 750, maxTimeoutMs: 45_000 };
  const restUrl = options.restUrl ?? config.rpcUrl;
  const write: InjectiveWriteConfig = {
    restUrl,
    addresses: config.addresses,
    supportedTokens: config.supportedTokens,
    fetch: options.fetch,
    sleep: options.sleep,
  };
  return {
    chainKey: "injective-1",
    family: "INJECTIVE",
    isValidAddress: (address: string): boolean => isValidInjectiveAddress(address),
    createSwapIntent: (
      params: SpokeSwapIntentParams,
      wallet: InjectiveWalletProvider,
    ): Promise<Result<SpokeSwapIntentResult, ClientError>> =>
      createInjectiveSwapIntent(write, params, wallet, { randomBytes: options.randomBytes }),
    estimateGas: (tx, estimate = {}) =>
      estimateInjectiveGas(config.rpcUrl, tx, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: estimate.signal,
      }),
    createBridgeDeposit: (
      params: SpokeBridgeDepositParams,
      wallet: InjectiveWalletProvider | undefined,
    ): Promise<Result<SpokeBridgeDepositResult, ClientError>> =>
      createInjectiveBridgeDeposit(write, params, wallet),
    sendHubCalls: (
      params: SpokeHubCallParams,
      wallet: InjectiveWalletProvider | undefined,
    ): Promise<Result<SpokeHubCallResult, ClientError>> => sendInjectiveHubCalls(write, params, wallet),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifyInjectiveTx(restUrl, hash, {
        fetch: options.fetch,
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createInjectiveTokenReads({ restUrl }, { fetch: options.fetch, sleep: options.sleep }),
  };
}
