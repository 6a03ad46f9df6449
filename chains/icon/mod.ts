/**
 * The ICON spoke (`0x1.icon`): the adapter, the SCORE calls that reach the hub, the deposit `_data` codec, tx
 * verification, balance reads and a keypair-free simulator wallet.
 *
 * @example Build a raw hub-call deposit of native ICX
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconSpokeAdapter, ICON_NATIVE_TOKEN } from "./mod.ts";
 * const adapter = createIconSpokeAdapter({
 *   rpcUrl: "http://icon.test/api/v3", nid: "0x1",
 *   addresses: { assetManager: `cx${"02".repeat(20)}`, wICX: `cx${"03".repeat(20)}` },
 * }, { now: () => 0 });
 * const r = await adapter.sendHubCalls!({
 *   srcAddress: `hx${"ab".repeat(20)}`, hubWallet: `0x${"11".repeat(20)}`, payload: "0x",
 *   deposit: { token: ICON_NATIVE_TOKEN, amount: 10n }, raw: true,
 * }, undefined);
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "ICON" && r.value.tx.params.value === "0xa");
 * ```
 * @module
 */
export {
  createIconSpokeAdapter,
  type IconSpokeAdapter,
  type IconSpokeAdapterOptions,
  type IconSpokeChainConfig,
} from "./adapter.ts";
export {
  buildIconDepositCall,
  buildIconMessageCall,
  ICON_STEP_LIMIT,
  ICON_WALLET_STEP_LIMIT,
  type IconDepositCallParams,
  type IconTransactionParams,
  toIconTransactionParams,
} from "./call_request.ts";
export { decodeIconDepositData, encodeIconDepositData, type IconDepositData } from "./deposit_data.ts";
export { sendIconHubCalls } from "./send_hub_calls.ts";
export { createSimulatorIconWallet, type SimulatorIconWalletOptions } from "./simulator_wallet.ts";
export type { IconCallRequest, IconWalletProvider } from "./wallet.ts";
export { createIconSwapIntent, type IconDepositChainConfig, iconDepositContracts } from "./swap_intent.ts";
export {
  createIconTokenReads,
  ICON_NATIVE_TOKEN,
  type IconTokenReads,
  type IconTokenReadsConfig,
  type IconTokenReadsOptions,
} from "./token_reads.ts";
export { isIconTxHash, verifyIconTx, type VerifyIconTxOptions } from "./verify_tx_hash.ts";
