/**
 * `dexDeposit`: moves a spoke token into a dex pool currency held by the sender's hub wallet, as the platform
 * SDK's `AssetService.deposit` does: the token is deposited with the source chain's asset manager (the hub wallet
 * receives its hub asset) and the hub wallet runs the wrap calls of `build_asset_calls.ts` (hub asset -> vault
 * token -> stata token). The pool currency must be the vault token itself or `stataTokenFactory.getStataToken(
 * vault)` (checked with a hub read). From an EVM chain the asset manager needs an ERC-20 allowance first (the
 * money-market `approve` covers the same spender).
 *
 * @example An unknown token fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexDeposit } from "./deposit.ts";
 * const r = await dexDeposit({ config: new ConfigService() } as ServiceDeps, {
 *   srcChainKey: "0x2105.base", srcAddress: "0x1111111111111111111111111111111111111111",
 *   token: "0x1111111111111111111111111111111111111111", amount: 1n,
 *   poolToken: "0x2222222222222222222222222222222222222222",
 * });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";
import { isSodaAsXSodaInPool } from "./pool_assets.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkHubAddress, checkParams, checkUint } from "./_validate.ts";
import { checkPoolCurrency } from "./asset_reads.ts";
import { resolveDexAsset } from "./asset_token.ts";
import { buildDexDepositCalls } from "./build_asset_calls.ts";

/** A deposit into a pool currency. */
export interface DexDepositParams {
  /** The chain the token is deposited from (an EVM chain, the hub, Solana, Stellar). */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** The token on `srcChainKey`. */
  token: string;
  /** Amount in the token's base units, `0 < x < 2^256`. */
  amount: bigint;
  /** The pool currency to receive (a stata token, or the vault token for bnUSD pools). */
  poolToken: string;
}

/**
 * Deposits `amount` of `token` and wraps it into `poolToken` for the sender's hub wallet.
 *
 * @param deps the service dependencies
 * @param params see {@link DexDepositParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` / `UNKNOWN_CHAIN_KEY` / `UNSUPPORTED_TOKEN` /
 *   `INVALID_AMOUNT` / `INVALID_ADDRESS` (phase `validate`), the `prepareHubAction` codes, the factory read (phase
 *   `lookup`), `UNSUPPORTED_TOKEN` (`field: "poolToken"`: not the pool currency of the token's vault), the
 *   `executeHubCalls` codes; SODA into xSODA is `UNSUPPORTED_TOKEN` (`field: "poolToken"`, before any I/O: that is a
 *   stake, as `isSodaAsXSodaInPool` tells)
 */
export async function dexDeposit(
  deps: ServiceDeps,
  params: DexDepositParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "deposit";
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const amount = checkUint(action, "amount", params.amount, { min: 1n });
  if (!amount.ok) return amount;
  const poolToken = checkHubAddress(action, "poolToken", params.poolToken);
  if (!poolToken.ok) return poolToken;
  const asset = resolveDexAsset(deps.config, params.srcChainKey, params.token, action);
  if (!asset.ok) return asset;
  const xSoda = isSodaAsXSodaInPool(deps.config, {
    chainKey: params.srcChainKey,
    asset: asset.value.token.address,
    poolToken: poolToken.value,
  });
  if (xSoda.ok && xSoda.value) {
    return err(
      invalid(
        "UNSUPPORTED_TOKEN",
        action,
        "SODA into xSODA is a stake: use staking.stake (the hub wallet gets xSODA)",
        {
          field: "poolToken",
          poolToken: poolToken.value,
        },
      ),
    );
  }
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const currency = await checkPoolCurrency(deps, asset.value.vault, poolToken.value, action);
  if (!currency.ok) return currency;
  const calls = buildDexDepositCalls({
    asset: asset.value,
    amount: amount.value,
    poolToken: poolToken.value,
    receiver: sender.value.hubWallet,
  });
  return await executeHubCalls(deps, {
    ...sender.value,
    action,
    calls,
    deposit: { token: asset.value.token.address, amount: amount.value },
  }, options);
}
