/**
 * ICX -> SODA migration from ICON. The user deposits ICX (native) or wICX on ICON to their hub wallet, carrying the
 * hub call list `wICX.approve(icxMigration, amount)`, `icxMigration.swap(amount, receiver)`: both tokens arrive as
 * the wICX hub asset, which the migration contract swaps 1:1 for SODA sent to `receiver` on the hub. The deposit
 * goes through the ICON adapter's `sendHubCalls` (an asset-manager deposit; see `chains/icon/`), relayed to the
 * hub by `executeHubCalls`. Flow confirmed against the platform SDK's migration service (icon-project/sodax-sdks:
 * `IcxMigrateParams.address` is "the ICON address of the ICX or wICX token", the calls approve the wICX hub asset to
 * the migration contract and call `swap(amount, to)`).
 *
 * @example The call list
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIcxMigrationCalls } from "./icx_migration.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildIcxMigrationCalls({ wICX: a, icxMigration: a, amount: 5n, receiver: a });
 * assert.ok(calls[0].data.startsWith("0x095ea7b3") && calls[1].data.startsWith("0xd3986f08"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData, isAddress } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { icxMigrationAbi } from "../../core/abis/icx_migration.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { getAvailableIcxMigrationAmount } from "./icx_available.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";

import { ICX_MIGRATION_CHAIN_KEY } from "./constants.ts";

export { ICX_MIGRATION_CHAIN_KEY };

/** Parameters of {@link migrateIcxToSoda}. */
export interface MigrateIcxParams {
  /** The source chain: `"0x1.icon"`. */
  srcChainKey: string;
  /** The user's ICON wallet (`hx...`). */
  srcAddress: string;
  /** ICX (or wICX) to migrate, in loop (18 decimals). */
  amount: bigint;
  /** The hub address that receives the SODA. */
  receiver: string;
  /** `ICX` (the native token id) or the `wICX` contract. @default the chain's native token (ICX) */
  token?: string | undefined;
}

/**
 * The ICX -> SODA hub call list.
 *
 * @param p wICX hub asset, the migration contract, amount, SODA receiver on the hub
 * @returns the calls
 * @example Approve then swap
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIcxMigrationCalls } from "./icx_migration.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.equal(buildIcxMigrationCalls({ wICX: a, icxMigration: a, amount: 1n, receiver: a }).length, 2);
 * ```
 */
export function buildIcxMigrationCalls(
  p: { wICX: Address; icxMigration: Address; amount: bigint; receiver: Address },
): ContractCall[] {
  return [
    {
      address: p.wICX,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [p.icxMigration, p.amount] }),
    },
    {
      address: p.icxMigration,
      value: 0n,
      data: encodeFunctionData({ abi: icxMigrationAbi, functionName: "swap", args: [p.amount, p.receiver] }),
    },
  ];
}

/**
 * Migrates ICX (or wICX) from ICON to SODA on the hub: validate, derive the hub wallet, check the migration
 * contract's liquidity ({@link getAvailableIcxMigrationAmount}), deposit with the call list through the ICON
 * adapter (or return it raw), relay. The liquidity check runs in raw mode too (as in the reference client): a raw
 * deposit above it would reach the hub only to have `swap` revert, leaving the wICX in the hub wallet.
 *
 * @param deps the hub-service dependencies
 * @param params see {@link MigrateIcxParams}
 * @param options raw flag, the ICON wallet (`IconWalletProvider`), relay timeout, signal
 * @returns the write result (`family: "ICON"`); failures (phase `validate` unless noted): `INVALID_AMOUNT`,
 *   `UNSUPPORTED_CHAIN_OPERATION` (not ICON), `INVALID_ADDRESS` (`srcAddress`, `receiver`), `UNSUPPORTED_TOKEN`
 *   (not ICX or wICX, or no wICX hub asset configured), `INVALID_CONFIG` (no ICX migration contract), the
 *   liquidity read's codes (phase `lookup`), `INVALID_AMOUNT` with `context.field: "amount"` and
 *   `context.available` / `context.amount` (decimal strings) when `amount` exceeds the available SODA, then the
 *   `prepareHubAction` and `executeHubCalls` codes
 */
export async function migrateIcxToSoda(
  deps: ServiceDeps,
  params: MigrateIcxParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "migrateIcxToSoda";
  const p = (params ?? {}) as Partial<MigrateIcxParams>;
  if (typeof p.amount !== "bigint" || p.amount <= 0n) {
    return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
  }
  if (p.srcChainKey !== ICX_MIGRATION_CHAIN_KEY) {
    return err(
      invalid("UNSUPPORTED_CHAIN_OPERATION", action, "ICX migrates from ICON only", {
        field: "srcChainKey",
        srcChainKey: typeof p.srcChainKey === "string" ? p.srcChainKey : undefined,
      }),
    );
  }
  if (typeof p.receiver !== "string" || !isAddress(p.receiver, { strict: false })) {
    return err(invalid("INVALID_ADDRESS", action, "receiver is not a hub address", { field: "receiver" }));
  }
  const chain = deps.config.getChainConfig(ICX_MIGRATION_CHAIN_KEY);
  const token = p.token ?? chain.nativeToken;
  const wICX = chain.addresses.wICX;
  const hubAsset = deps.config.getChainToken(ICX_MIGRATION_CHAIN_KEY, wICX ?? "")?.hubAsset;
  if ((token !== chain.nativeToken && token !== wICX) || hubAsset === undefined || !isAddress(hubAsset)) {
    return err(invalid("UNSUPPORTED_TOKEN", action, "token must be ICX or wICX", { field: "token" }));
  }
  const icxMigration = deps.config.instanceConfig.hub.addresses.icxMigration;
  if (!isAddress(icxMigration, { strict: false })) {
    return err(
      invalid("INVALID_CONFIG", action, "no ICX migration contract configured", { field: "icxMigration" }),
    );
  }
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: p.srcChainKey,
    srcAddress: p.srcAddress ?? "",
  });
  if (!sender.ok) return sender;
  const available = await getAvailableIcxMigrationAmount(deps);
  if (!available.ok) return err(inPhase(available.error, "lookup", action));
  if (p.amount > available.value) {
    return err(
      invalid("INVALID_AMOUNT", action, "amount exceeds the SODA the migration contract holds", {
        field: "amount",
        amount: p.amount.toString(),
        available: available.value.toString(),
      }),
    );
  }
  const calls = buildIcxMigrationCalls({
    wICX: hubAsset,
    icxMigration,
    amount: p.amount,
    receiver: p.receiver,
  });
  return await executeHubCalls(deps, {
    ...sender.value,
    action,
    calls,
    deposit: { token, amount: p.amount },
  }, options);
}
