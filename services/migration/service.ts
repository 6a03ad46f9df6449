/**
 * `MigrationService`: ICX -> SODA and legacy bnUSD -> new bnUSD.
 *
 * - ICX -> SODA (`icx_migration.ts`): a deposit of ICX or wICX on ICON carrying wICX.approve(icxMigration, amount),
 *   icxMigration.swap(amount, receiver), sent through the ICON adapter and relayed to the hub.
 * - bnUSD: both tokens share the bnUSD vault; the call list is legacy.approve(vault, amount),
 *   vault.deposit(legacy, amount), vault.withdraw(newHubAsset, amount), delivery of the new bnUSD. It runs from
 *   any EVM chain holding the legacy token.
 *
 * @example ICX migration calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIcxMigrationCalls } from "./service.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildIcxMigrationCalls({ wICX: a, icxMigration: a, amount: 5n, receiver: a });
 * assert.ok(calls[1].data.startsWith("0xd3986f08"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../chains/evm/abis/erc20.ts";
import { hubVaultAbi } from "../../chains/evm/abis/hub_vault.ts";
import type { ContractCall } from "../../chains/evm/contract_calls.ts";
import { encodeAddress } from "../../chains/_address/mod.ts";
import type { HubServiceDeps } from "../hub/deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { type MigrateIcxParams, migrateIcxToSoda } from "./icx_migration.ts";

export { buildIcxMigrationCalls } from "./icx_migration.ts";
import { buildDeliveryCall, type MoneyMarketDelivery } from "../money_market/build_calls.ts";

const call = (address: Address, data: `0x${string}`): ContractCall => ({ address, value: 0n, data });

/**
 * The legacy -> new bnUSD hub call list.
 *
 * @param p legacy and new hub assets, the shared vault, amount (18 decimals), delivery
 * @param hubAssetManager the hub asset manager
 * @returns the calls
 * @example Four calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBnUSDMigrationCalls } from "./service.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildBnUSDMigrationCalls({ legacy: a, next: a, vault: a, amount: 1n, to: { hub: a } }, a).length === 4);
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

/** The migration service. */
export class MigrationService {
  readonly #deps: HubServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: HubServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Migrates `amount` ICX (or wICX: `params.token`) from ICON (`srcChainKey: "0x1.icon"`) to SODA sent to `receiver`
   * on the hub, with the ICON wallet in `options.walletProvider` (or `options.raw`). See {@link migrateIcxToSoda}.
   */
  migrateIcxToSoda(
    params: MigrateIcxParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return migrateIcxToSoda(this.#deps, params, options);
  }

  /**
   * Migrates `amount` of a legacy bnUSD on `srcChainKey` (`srcToken`) to the new bnUSD `dstToken` on
   * `dstChainKey` (default: the source chain and sender). Both must belong to the bnUSD vault.
   */
  async migrateBnUSD(
    params: {
      srcChainKey: string;
      srcAddress: string;
      srcToken: string;
      amount: bigint;
      dstChainKey?: string | undefined;
      dstAddress?: string | undefined;
      dstToken: string;
    },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "migrateBnUSD";
    if (typeof params?.amount !== "bigint" || params.amount <= 0n) {
      return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
    }
    const dstChainKey = params.dstChainKey ?? params.srcChainKey;
    const dstAddress = params.dstAddress ?? params.srcAddress;
    const vault = this.#deps.config.instanceConfig.moneyMarket.bnUSDVault;
    const legacy = this.#deps.config.getChainToken(params.srcChainKey, params.srcToken);
    const next = this.#deps.config.getChainToken(dstChainKey, params.dstToken);
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
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const calls = buildBnUSDMigrationCalls({
      legacy: legacy!.hubAsset as Address,
      next: next!.hubAsset as Address,
      vault: vault as Address,
      amount: params.amount,
      to: dstChainKey === HUB_CHAIN_KEY ? { hub: dstAddress as Address } : { spoke: to.value },
    }, this.#deps.config.instanceConfig.hub.addresses.assetManager as Address);
    return await executeHubCalls(this.#deps, {
      ...sender.value,
      action,
      calls,
      deposit: { token: legacy!.address as Address, amount: params.amount },
    }, options);
  }
}
