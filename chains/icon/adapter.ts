/**
 * `createIconSpokeAdapter`: the {@link SpokeAdapter} of ICON (`0x1.icon`) over JSON-RPC v3. Swap intents and
 * hub-service writes are asset-manager deposits carrying the hub call list (`swap_intent.ts`,
 * `send_hub_calls.ts`); a write without a deposit is a connection message. Transactions verify with
 * `icx_getTransactionResult`; balances read with `icx_getBalance` / IRC-2 `balanceOf`; ICON has no allowances.
 * Bridge deposits are the same asset-manager deposits carrying the bridge's hub call list (`bridge_deposit.ts`).
 *
 * @example The swap flow's view
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconSpokeAdapter } from "./adapter.ts";
 * const adapter = createIconSpokeAdapter({ rpcUrl: "http://icon.test/api/v3", nid: "0x1", addresses: {} });
 * assert.ok(adapter.family === "ICON" && adapter.isValidAddress(`hx${"ab".repeat(20)}`));
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import type { Result } from "../../core/result.ts";
import { isValidIconAddress } from "../address/icon.ts";
import { createIconBridgeDeposit } from "./bridge_deposit.ts";
import type {
  SpokeAdapter,
  SpokeHubCallParams,
  SpokeHubCallResult,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import type { IconWalletProvider } from "./wallet.ts";
import { sendIconHubCalls } from "./send_hub_calls.ts";
import { createIconSwapIntent, type IconDepositChainConfig } from "./swap_intent.ts";
import { createIconTokenReads } from "./token_reads.ts";
import { verifyIconTx } from "./verify_tx_hash.ts";
import { estimateIconGas, iconDebugRpcUrl } from "./estimate_gas.ts";

/** The chain settings the ICON adapter reads (a structural subset of `IconChainConfig`). */
export interface IconSpokeChainConfig extends IconDepositChainConfig {
  /** JSON-RPC v3 endpoint. */
  rpcUrl: string;
  /** The node's debug endpoint (`debug_estimateStep`). @default `rpcUrl` with `/api/v3d` for `/api/v3` */
  debugRpcUrl?: string | undefined;
  /** Result polling. @default { pollingIntervalMs: 2000, maxTimeoutMs: 90000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** Options of the adapter: the shared injection points (fetch, randomBytes, sleep, now). */
export type IconSpokeAdapterOptions = SpokeAdapterOptions;

/** An ICON {@link SpokeAdapter}. */
export type IconSpokeAdapter = SpokeAdapter<IconWalletProvider>;

/**
 * Creates the ICON adapter (no I/O).
 *
 * @param config see {@link IconSpokeChainConfig}
 * @param options see {@link IconSpokeAdapterOptions}
 * @returns the adapter; see `createIconSwapIntent`, `sendIconHubCalls`, `verifyIconTx` and
 *   `createIconTokenReads` for the failure codes
 * @example No allowance model
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconSpokeAdapter } from "./adapter.ts";
 * const adapter = createIconSpokeAdapter({ rpcUrl: "http://icon.test/api/v3", nid: "0x1", addresses: {} });
 * const hx = `hx${"ab".repeat(20)}`;
 * const r = await adapter.getAllowance(hx, `cx${"00".repeat(20)}`, hx);
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function createIconSpokeAdapter(
  config: IconSpokeChainConfig,
  options: IconSpokeAdapterOptions = {},
): IconSpokeAdapter {
  const polling = config.pollingConfig ?? { pollingIntervalMs: 2_000, maxTimeoutMs: 90_000 };
  return {
    chainKey: "0x1.icon",
    family: "ICON",
    isValidAddress: (address: string): boolean => isValidIconAddress(address),
    createSwapIntent: (
      params: SpokeSwapIntentParams,
      wallet: IconWalletProvider,
    ): Promise<Result<SpokeSwapIntentResult, ClientError>> =>
      createIconSwapIntent(config, params, wallet, { randomBytes: options.randomBytes }),
    sendHubCalls: (
      params: SpokeHubCallParams,
      wallet: IconWalletProvider | undefined,
    ): Promise<Result<SpokeHubCallResult, ClientError>> =>
      sendIconHubCalls(config, params, wallet, { now: options.now }),
    createBridgeDeposit: (params, wallet) =>
      createIconBridgeDeposit(config, params, wallet, { now: options.now }),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifyIconTx(config.rpcUrl, hash, {
        fetch: options.fetch,
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    estimateGas: (tx, estimate = {}) =>
      estimateIconGas(iconDebugRpcUrl(config), tx, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: estimate.signal,
      }),
    ...createIconTokenReads(config, options),
  };
}
