/**
 * `createStacksSpokeAdapter`: the {@link SpokeAdapter} of Stacks (`stacks`), built on `@stacks/transactions`.
 * Swap intents, bridge deposits and hub-service writes with a deposit are asset-manager `transfer` calls carrying
 * the hub call list (`swap_intent.ts`, `bridge_deposit.ts`, `send_hub_calls.ts`); a write without a deposit is
 * the connection's `send-message`. Transactions verify with the Hiro API's `GET /extended/v1/tx/{txid}`;
 * balances read from `GET /extended/v1/address/{principal}/balances`; Stacks has no allowances.
 *
 * @example The swap flow's view
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createStacksSpokeAdapter } from "./adapter.ts";
 * const adapter = createStacksSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["stacks"]);
 * assert.ok(adapter.chainKey === "stacks" && adapter.isValidAddress("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7"));
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateStacksGas } from "./estimate_gas.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { isValidStacksAddress } from "../address/mod.ts";
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
import type { StacksWalletProvider } from "./wallet.ts";
import type { StacksSpokeChainConfig } from "./_spoke_call.ts";
import { createStacksBridgeDeposit } from "./bridge_deposit.ts";
import { sendStacksHubCalls } from "./send_hub_calls.ts";
import { createStacksSwapIntent } from "./swap_intent.ts";
import { createStacksTokenReads } from "./token_reads.ts";
import { verifyStacksTx } from "./verify_tx_hash.ts";

export type { StacksSpokeChainConfig } from "./_spoke_call.ts";

/** Options of the Stacks adapter: the shared injection points (fetch, randomBytes, sleep, now). */
export type StacksSpokeAdapterOptions = SpokeAdapterOptions;

/** A Stacks {@link SpokeAdapter}. */
export type StacksSpokeAdapter = SpokeAdapter<StacksWalletProvider>;

/**
 * Creates the Stacks adapter (no I/O).
 *
 * @param config see {@link StacksSpokeChainConfig} (a `StacksChainConfig` fits)
 * @param options see {@link StacksSpokeAdapterOptions}
 * @returns the adapter; see `createStacksSwapIntent`, `createStacksBridgeDeposit`, `sendStacksHubCalls`,
 *   `verifyStacksTx` and `createStacksTokenReads` for the failure codes
 * @example No allowance model
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createStacksSpokeAdapter } from "./adapter.ts";
 * const adapter = createStacksSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["stacks"]);
 * const sp = "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7";
 * const r = await adapter.getAllowance(sp, DEFAULT_CLIENT_CONFIG.chains["stacks"].nativeToken, sp);
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION" && adapter.family === "STACKS");
 * ```
 */
export function createStacksSpokeAdapter(
  config: StacksSpokeChainConfig,
  options: StacksSpokeAdapterOptions = {},
): StacksSpokeAdapter {
  const polling = config.pollingConfig ?? { pollingIntervalMs: 10_000, maxTimeoutMs: 120_000 };
  const transport = { fetch: options.fetch, sleep: options.sleep };
  return {
    chainKey: "stacks",
    family: "STACKS",
    isValidAddress: (address: string): boolean => isValidStacksAddress(address),
    createSwapIntent: (
      params: SpokeSwapIntentParams,
      wallet: StacksWalletProvider,
    ): Promise<Result<SpokeSwapIntentResult, ClientError>> =>
      createStacksSwapIntent(config, params, wallet, options),
    createBridgeDeposit: (
      params: SpokeBridgeDepositParams,
      wallet: StacksWalletProvider | undefined,
    ): Promise<Result<SpokeBridgeDepositResult, ClientError>> =>
      createStacksBridgeDeposit(config, params, wallet, transport),
    sendHubCalls: (
      params: SpokeHubCallParams,
      wallet: StacksWalletProvider | undefined,
    ): Promise<Result<SpokeHubCallResult, ClientError>> =>
      sendStacksHubCalls(config, params, wallet, transport),
    estimateGas: (tx, estimate = {}) =>
      estimateStacksGas(config.rpcUrl, tx, { ...transport, signal: estimate.signal }),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifyStacksTx(config.rpcUrl, hash, {
        ...transport,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createStacksTokenReads(config, transport),
  };
}
