/**
 * `dexWithdraw`: turns pool-currency shares held by the sender's hub wallet back into a token delivered to a
 * chain, as the platform SDK's `AssetService.withdraw` does: a message (nothing deposited) whose hub calls
 * (`build_asset_calls.ts`) redeem the stata token (its vault amount is read first with `convertToAssets`),
 * withdraw the hub asset from the vault and deliver it: to a hub address by transfer (native S unwrapped from wS
 * with `withdrawTo`), to a spoke through the hub asset manager.
 *
 * @example A zero amount fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexWithdraw } from "./withdraw.ts";
 * const r = await dexWithdraw({ config: new ConfigService() } as ServiceDeps, {
 *   srcChainKey: "0x2105.base", srcAddress: "0x1111111111111111111111111111111111111111",
 *   token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: 0n,
 *   poolToken: "0x2222222222222222222222222222222222222222",
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkHubAddress, checkParams, checkUint } from "./_validate.ts";
import { checkPoolCurrency, getUnwrappedAmount } from "./asset_reads.ts";
import { resolveDexAsset } from "./asset_token.ts";
import { buildDexWithdrawCalls, type DexDelivery } from "./build_asset_calls.ts";

/** A withdrawal from a pool currency. */
export interface DexWithdrawParams {
  /** The chain the user signs on. */
  srcChainKey: string;
  /** The user's address there (their hub wallet holds the pool currency). */
  srcAddress: string;
  /** The token to receive, on `dstChainKey`. */
  token: string;
  /** Pool-currency shares to withdraw, `0 < x < 2^256`. */
  amount: bigint;
  /** The pool currency (a stata token, or the vault token for bnUSD pools). */
  poolToken: string;
  /** The chain receiving the token. @default srcChainKey */
  dstChainKey?: string | undefined;
  /** The receiver on `dstChainKey`. @default srcAddress */
  dstAddress?: string | undefined;
}

/**
 * Withdraws `amount` shares of `poolToken` as `token` on `dstChainKey`.
 *
 * @param deps the service dependencies
 * @param params see {@link DexWithdrawParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` / `UNKNOWN_CHAIN_KEY` (`field: "dstChainKey"`) /
 *   `UNSUPPORTED_TOKEN` / `INVALID_AMOUNT` / `INVALID_ADDRESS` (phase `validate`), the `prepareHubAction` codes,
 *   the factory and `convertToAssets` reads (phase `lookup`), `UNSUPPORTED_TOKEN` (`field: "poolToken"`), the
 *   `executeHubCalls` codes
 */
export async function dexWithdraw(
  deps: ServiceDeps,
  params: DexWithdrawParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "withdraw";
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const amount = checkUint(action, "amount", params.amount, { min: 1n });
  if (!amount.ok) return amount;
  const poolToken = checkHubAddress(action, "poolToken", params.poolToken);
  if (!poolToken.ok) return poolToken;
  const dstChainKey = params.dstChainKey ?? params.srcChainKey;
  const dstAddress = params.dstAddress ?? params.srcAddress;
  const asset = resolveDexAsset(deps.config, dstChainKey, params.token, action, "dstChainKey");
  if (!asset.ok) return asset;
  const to = delivery(deps, action, dstChainKey, dstAddress, asset.value.token.address);
  if (!to.ok) return to;
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const currency = await checkPoolCurrency(deps, asset.value.vault, poolToken.value, action);
  if (!currency.ok) return currency;
  let vaultAmount = amount.value;
  if (currency.value === "stata") {
    const unwrapped = await getUnwrappedAmount(deps, poolToken.value, amount.value);
    if (!unwrapped.ok) return err(inPhase(unwrapped.error, "lookup", action));
    vaultAmount = unwrapped.value;
  }
  const instance = deps.config.instanceConfig;
  const calls = buildDexWithdrawCalls({
    asset: asset.value,
    shares: amount.value,
    vaultAmount,
    poolToken: poolToken.value,
    hubWallet: sender.value.hubWallet,
    to: to.value,
  }, {
    hubAssetManager: instance.hub.addresses.assetManager as Address,
    wrappedNative: instance.hub.wrappedNativeToken as Address,
  });
  return await executeHubCalls(deps, { ...sender.value, action, calls }, options);
}

function delivery(
  deps: ServiceDeps,
  action: string,
  chainKey: string,
  address: string,
  token: string,
): Result<DexDelivery, ClientError> {
  const encoded = encodeAddress(chainKey, address);
  if (!encoded.ok) return err(inPhase(encoded.error, "validate", action));
  if (chainKey !== HUB_CHAIN_KEY) return ok({ spoke: encoded.value });
  const native = deps.config.getChainConfig(HUB_CHAIN_KEY).nativeToken;
  return ok({ hub: address as Address, unwrapNative: token.toLowerCase() === native.toLowerCase() });
}
