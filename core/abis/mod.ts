/**
 * The `as const` ABI fragments (pure data) the library and the simulator share.
 *
 * @example Use an ABI with viem
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { erc20Abi } from "./mod.ts";
 * const data = encodeFunctionData({
 *   abi: erc20Abi,
 *   functionName: "balanceOf",
 *   args: ["0x1111111111111111111111111111111111111111"],
 * });
 * assert.ok(data.startsWith("0x70a08231"));
 * ```
 * @module
 */
export { assetManagerAbi } from "./asset_manager.ts";
export { erc20Abi } from "./erc20.ts";
export { hubVaultAbi } from "./hub_vault.ts";
export { hubWalletFactoryAbi, walletRouterAbi } from "./hub_wallet.ts";
export { INTENT_COMPONENTS, INTENT_PARAMETERS, INTENT_STATE_COMPONENTS, intentsAbi } from "./intents.ts";
