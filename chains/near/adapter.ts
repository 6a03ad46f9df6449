/**
 * `createNearSpokeAdapter`: the {@link SpokeAdapter} of NEAR (`near`) over NEAR JSON-RPC, built on near-api-js.
 * Swap intents, bridge deposits and hub-service writes are asset-manager deposits carrying the hub call list
 * (`swap_intent.ts`, `bridge_deposit.ts`, `send_hub_calls.ts`; `function_call.ts` has the call layouts); a write
 * without a deposit is a connection message. Transactions verify with the `tx` method and the chain's
 * `pollingConfig`; balances read with `view_account` / NEP-141 `ft_balance_of`; NEAR has no allowances.
 *
 * @example The swap flow's view
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createNearSpokeAdapter } from "./adapter.ts";
 * const adapter = createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["near"]);
 * assert.ok(adapter.chainKey === "near" && adapter.family === "NEAR" && adapter.isValidAddress("alice.near"));
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateNearGas } from "./estimate_gas.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
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
import type { NearWalletProvider } from "./wallet.ts";
import { createNearBridgeDeposit } from "./bridge_deposit.ts";
import { sendNearHubCalls } from "./send_hub_calls.ts";
import { createNearSwapIntent, type NearCallChainConfig } from "./swap_intent.ts";
import { createNearTokenReads } from "./token_reads.ts";
import { readNearRateLimit } from "./rate_limit.ts";
import { verifyNearTx } from "./verify_tx_hash.ts";

/** The chain settings the NEAR adapter reads (a structural subset of `NearChainConfig`). */
export interface NearSpokeChainConfig extends NearCallChainConfig {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Status polling. @default { pollingIntervalMs: 1000, maxTimeoutMs: 45000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** Options of the NEAR adapter: the shared injection points (fetch, randomBytes, sleep, now). */
export type NearSpokeAdapterOptions = SpokeAdapterOptions;

/** A NEAR {@link SpokeAdapter}. */
export type NearSpokeAdapter = SpokeAdapter<NearWalletProvider>;

/**
 * Creates the NEAR adapter (no I/O).
 *
 * @param config see {@link NearSpokeChainConfig}
 * @param options see {@link NearSpokeAdapterOptions}
 * @returns the adapter; see `createNearSwapIntent`, `createNearBridgeDeposit`, `sendNearHubCalls`,
 *   `verifyNearTx` and `createNearTokenReads` for the failure codes (all carry `chainKey: "near"`)
 * @example No allowance model
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createNearSpokeAdapter } from "./adapter.ts";
 * const adapter = createNearSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["near"]);
 * const r = await adapter.getAllowance("alice.near", "wrap.near", "bob.near");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function createNearSpokeAdapter(
  config: NearSpokeChainConfig,
  options: NearSpokeAdapterOptions = {},
): NearSpokeAdapter {
  const polling = config.pollingConfig ?? { pollingIntervalMs: 1_000, maxTimeoutMs: 45_000 };
  return {
    chainKey: "near",
    family: "NEAR",
    isValidAddress: (address: string): boolean => isValidNearAddress(address),
    createSwapIntent: (
      params: SpokeSwapIntentParams,
      wallet: NearWalletProvider,
    ): Promise<Result<SpokeSwapIntentResult, ClientError>> =>
      createNearSwapIntent(config, params, wallet, { randomBytes: options.randomBytes }),
    estimateGas: (tx, estimate = {}) => Promise.resolve(estimateNearGas(tx, estimate)),
    createBridgeDeposit: (
      params: SpokeBridgeDepositParams,
      wallet: NearWalletProvider | undefined,
    ): Promise<Result<SpokeBridgeDepositResult, ClientError>> =>
      createNearBridgeDeposit(config, params, wallet),
    sendHubCalls: (
      params: SpokeHubCallParams,
      wallet: NearWalletProvider | undefined,
    ): Promise<Result<SpokeHubCallResult, ClientError>> => sendNearHubCalls(config, params, wallet),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifyNearTx(config.rpcUrl, hash, {
        senderAccountId: config.addresses.assetManager ?? "",
        fetch: options.fetch,
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createNearTokenReads(config, options),
    getRateLimit: (token, read = {}) =>
      readNearRateLimit(config, token, { ...read, fetch: options.fetch, sleep: options.sleep }),
  };
}
