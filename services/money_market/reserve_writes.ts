/**
 * The two money-market writes that move no token: `setUserUseReserveAsCollateral` (switch whether a supply counts
 * as collateral) and `repayWithATokens` (repay debt by burning the supply of the same reserve). The platform SDK
 * offers only their encoders (`MoneyMarketService.encodeSetUserUseReserveAsCollateral`, `encodeRepayWithATokens`);
 * here each is a write from any spoke family that can send hub calls (EVM, the hub, and every non-EVM family
 * adapter with `sendHubCalls`): a connection message carrying the one-call list, relayed to the user's hub wallet
 * through the shared hub write flow (`executeHubCalls`), or the unsigned tx with `raw: true`.
 *
 * The reserve is named by `token`: a money-market token of `srcChainKey` (its vault is the reserve), or a reserve
 * address itself (`moneyMarket.supportedReserveAssets`).
 *
 * @example A bnUSD repayment with aTokens is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { repayWithATokens } from "./reserve_writes.ts";
 * const config = new ConfigService();
 * const r = await repayWithATokens({ config } as ServiceDeps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111",
 *   token: config.instanceConfig.moneyMarket.bnUSDVault, amount: 1n,
 * });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 * @module
 */
import { type Address, maxUint256 } from "viem";
import type { ConfigService } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { toVaultUnits } from "../hub/amounts.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildRepayWithATokensCalls, buildSetCollateralCalls } from "./build_reserve_calls.ts";
import { resolveMoneyMarketToken } from "./tokens.ts";

/** Parameters of {@link setUserUseReserveAsCollateral}. */
export interface SetCollateralParams {
  /** The chain the user signs on. */
  srcChainKey: string;
  /** The user's address there (its hub wallet holds the supply). */
  srcAddress: string;
  /** The reserve: a money-market token of `srcChainKey`, or a reserve (hub vault) address. */
  token: string;
  /** Whether the supply counts as collateral. */
  useAsCollateral: boolean;
}

/** Parameters of {@link repayWithATokens}. */
export interface RepayWithATokensParams {
  /** The chain the user signs on. */
  srcChainKey: string;
  /** The user's address there (its hub wallet holds the supply and the debt). */
  srcAddress: string;
  /** The reserve: a money-market token of `srcChainKey`, or a reserve (hub vault) address; not bnUSD. */
  token: string;
  /**
   * Amount in the token's base units (a reserve address: 18 decimals), `0 < x < 2^256`; `maxUint256` repays as much
   * as the supply covers.
   */
  amount: bigint;
}

function resolveReserve(
  config: ConfigService,
  chainKey: string,
  token: unknown,
  action: string,
): Result<{ reserve: Address; decimals: number }, ClientError> {
  const mm = config.instanceConfig.moneyMarket;
  if (typeof token === "string") {
    const listed = mm.supportedReserveAssets.find((r) => r.toLowerCase() === token.toLowerCase());
    if (listed !== undefined) return ok({ reserve: listed as Address, decimals: 18 });
  }
  const asset = resolveMoneyMarketToken(config, chainKey, token as string, action);
  if (!asset.ok) return asset;
  return ok({ reserve: asset.value.vault, decimals: asset.value.decimals });
}

/**
 * Switches whether the supply of a reserve counts as collateral for the user's hub wallet.
 *
 * @param deps the service dependencies
 * @param params see {@link SetCollateralParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `VALIDATION_FAILED` (`field: "useAsCollateral"`), `UNKNOWN_CHAIN_KEY`,
 *   `UNSUPPORTED_TOKEN`, `INVALID_ADDRESS`, `UNSUPPORTED_CHAIN_OPERATION` (phase `validate`), the hub wallet lookup
 *   (phase `lookup`), the `executeHubCalls` codes (`submit`, `relay`, `ABORTED`)
 */
export async function setUserUseReserveAsCollateral(
  deps: ServiceDeps,
  params: SetCollateralParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "setUserUseReserveAsCollateral";
  if (typeof params !== "object" || params === null || typeof params.useAsCollateral !== "boolean") {
    return err(
      invalid("VALIDATION_FAILED", action, "useAsCollateral must be a boolean", {
        field: "useAsCollateral",
        value: describeValue(params?.useAsCollateral),
      }),
    );
  }
  const reserve = resolveReserve(deps.config, params.srcChainKey, params.token, action);
  if (!reserve.ok) return reserve;
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const calls = buildSetCollateralCalls(
    { reserve: reserve.value.reserve, useAsCollateral: params.useAsCollateral },
    deps.config.instanceConfig.moneyMarket.lendingPool as Address,
  );
  return await executeHubCalls(deps, { ...sender.value, action, calls }, options);
}

/**
 * Repays the user's hub-wallet debt in a reserve by burning its supply (aTokens) of the same reserve.
 *
 * @param deps the service dependencies
 * @param params see {@link RepayWithATokensParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write result; failures: `INVALID_AMOUNT`, `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN` (also for bnUSD,
 *   whose debt sits on another reserve than its supply), `INVALID_ADDRESS`, `UNSUPPORTED_CHAIN_OPERATION` (phase
 *   `validate`), the hub wallet lookup (phase `lookup`), the `executeHubCalls` codes
 */
export async function repayWithATokens(
  deps: ServiceDeps,
  params: RepayWithATokensParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "repayWithATokens";
  const amount = (params as Partial<RepayWithATokensParams> | null)?.amount;
  if (typeof amount !== "bigint" || amount <= 0n || amount > maxUint256) {
    return err(
      invalid("INVALID_AMOUNT", action, "amount must be a bigint in (0, 2^256)", { field: "amount" }),
    );
  }
  const reserve = resolveReserve(deps.config, params.srcChainKey, params.token, action);
  if (!reserve.ok) return reserve;
  const mm = deps.config.instanceConfig.moneyMarket;
  const r = reserve.value.reserve.toLowerCase();
  if (r === mm.bnUSDVault.toLowerCase() || r === mm.bnUSD.toLowerCase()) {
    return err(
      invalid(
        "UNSUPPORTED_TOKEN",
        action,
        "bnUSD debt sits on the bnUSD reserve and its supply on the bnUSD vault's: repay it with repay",
        { field: "token", token: params.token },
      ),
    );
  }
  const amount18 = amount === maxUint256 ? maxUint256 : toVaultUnits(reserve.value.decimals, amount);
  if (amount18 === 0n || amount18 > maxUint256) {
    return err(
      invalid("INVALID_AMOUNT", action, "amount is 0 or overflows in 18 decimals", { field: "amount" }),
    );
  }
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const calls = buildRepayWithATokensCalls(
    { reserve: reserve.value.reserve, amount18 },
    mm.lendingPool as Address,
  );
  return await executeHubCalls(deps, { ...sender.value, action, calls }, options);
}
