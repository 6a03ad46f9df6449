/**
 * Legacy bnUSD -> new bnUSD. Both tokens share the bnUSD vault; the call list is legacy.approve(vault, amount),
 * vault.deposit(legacy, amount), vault.withdraw(newHubAsset, amount), then the delivery of the new bnUSD (a hub
 * transfer, or the hub asset manager's `transfer` to a spoke). It runs from any EVM chain (or the hub) holding the
 * legacy token.
 *
 * @example Four calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBnUSDMigrationCalls } from "./bnusd_migration.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildBnUSDMigrationCalls({ legacy: a, next: a, vault: a, amount: 1n, to: { hub: a } }, a).length === 4);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { hubVaultAbi } from "../../core/abis/hub_vault.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildDeliveryCall, type MoneyMarketDelivery } from "../money_market/build_calls.ts";

const call = (address: Address, data: `0x${string}`): ContractCall => ({ address, value: 0n, data });

/** Parameters of {@link migrateBnUSD}. */
export interface MigrateBnUSDParams {
  /** The chain holding the legacy bnUSD (an EVM chain or the hub). */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** The legacy bnUSD on `srcChainKey`. */
  srcToken: string;
  /** bnUSD to migrate (18 decimals). */
  amount: bigint;
  /** Where the new bnUSD goes. @default srcChainKey */
  dstChainKey?: string | undefined;
  /** Who receives it there. @default srcAddress */
  dstAddress?: string | undefined;
  /** The new bnUSD on `dstChainKey`. */
  dstToken: string;
}

/**
 * The legacy -> new bnUSD hub call list.
 *
 * @param p legacy and new hub assets, the shared vault, amount (18 decimals), delivery
 * @param hubAssetManager the hub asset manager
 * @returns the calls
 * @example Vault deposit second
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBnUSDMigrationCalls } from "./bnusd_migration.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildBnUSDMigrationCalls({ legacy: a, next: a, vault: a, amount: 1n, to: { hub: a } }, a);
 * assert.ok(calls[1].data.startsWith("0x47e7ef24"));
 * ```
 */
export function buildBnUSDMigrationCalls(
  p: { legacy: Address; next: Address; vault: Address; amount: bigint; to: MoneyMarketDelivery },
  hubAssetManager: Address,
): ContractCall[] {
  return [
    call(p.legacy, encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [p.vault, p.amount] })),
    call(
      p.vault,
      encodeFunctionData({ abi: hubVaultAbi, functionName: "deposit", args: [p.legacy, p.amount] }),
    ),
    call(
      p.vault,
      encodeFunctionData({ abi: hubVaultAbi, functionName: "withdraw", args: [p.next, p.amount] }),
    ),
    buildDeliveryCall(p.next, p.amount, p.to, hubAssetManager),
  ];
}

/**
 * Migrates `amount` of a legacy bnUSD on `srcChainKey` to the new bnUSD `dstToken` on `dstChainKey`.
 *
 * @param deps the hub-service dependencies
 * @param params see {@link MigrateBnUSDParams}
 * @param options raw flag, the source wallet, relay timeout, signal @default {}
 * @returns the write result; failures (phase `validate` unless noted): `INVALID_AMOUNT`, `UNSUPPORTED_TOKEN`
 *   (a token is not a bnUSD of the bnUSD vault), `VALIDATION_FAILED` (same hub asset twice), the `encodeAddress`
 *   codes for `dstAddress`, then the `prepareHubAction` and `executeHubCalls` codes
 */
export async function migrateBnUSD(
  deps: ServiceDeps,
  params: MigrateBnUSDParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "migrateBnUSD";
  if (typeof params?.amount !== "bigint" || params.amount <= 0n) {
    return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
  }
  const dstChainKey = params.dstChainKey ?? params.srcChainKey;
  const dstAddress = params.dstAddress ?? params.srcAddress;
  const vault = deps.config.instanceConfig.moneyMarket.bnUSDVault;
  const legacy = deps.config.getChainToken(params.srcChainKey, params.srcToken);
  const next = deps.config.getChainToken(dstChainKey, params.dstToken);
  for (const [field, t] of [["srcToken", legacy], ["dstToken", next]] as const) {
    if (
      t === undefined || t.vault.toLowerCase() !== vault.toLowerCase() ||
      !isAddress(t.hubAsset, { strict: false })
    ) {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, `${field} is not a bnUSD of the bnUSD vault`, { field }),
      );
    }
  }
  if (legacy!.hubAsset.toLowerCase() === next!.hubAsset.toLowerCase()) {
    return err(
      invalid("VALIDATION_FAILED", action, "srcToken and dstToken have the same hub asset", {
        field: "dstToken",
      }),
    );
  }
  const to = encodeAddress(dstChainKey, dstAddress);
  if (!to.ok) return err(inPhase(to.error, "validate", action));
  const sender = await prepareHubAction(deps, { action, ...params });
  if (!sender.ok) return sender;
  const calls = buildBnUSDMigrationCalls({
    legacy: legacy!.hubAsset as Address,
    next: next!.hubAsset as Address,
    vault: vault as Address,
    amount: params.amount,
    to: dstChainKey === HUB_CHAIN_KEY ? { hub: dstAddress as Address } : { spoke: to.value },
  }, deps.config.instanceConfig.hub.addresses.assetManager as Address);
  return await executeHubCalls(deps, {
    ...sender.value,
    action,
    calls,
    deposit: { token: legacy!.address as Address, amount: params.amount },
  }, options);
}
