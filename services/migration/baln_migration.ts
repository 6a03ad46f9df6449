/**
 * BALN -> SODA from ICON. The user deposits BALN on ICON to their hub wallet (an IRC-2 `transfer` to the ICON
 * asset manager through the ICON adapter's `sendHubCalls`), carrying the hub call list
 * `BALN.approve(balnSwap, amount)`, `balnSwap.swap(amount, lockupPeriod, receiver, stake)`; the relay runs it on
 * the hub. The swap contract locks the SODA for `lockupPeriod` (see `baln_lockup.ts` for the periods and their
 * 0.5x-1.5x multipliers) and, with `stake`, stakes it as xSODA; the locks are managed on the BALN swap contract
 * afterwards (claim, stake, unstake; not part of this client).
 *
 * Flow confirmed against the platform SDK (icon-project/sodax-sdks `packages/sdk/src/migration/`:
 * `BalnSwapService.swapData` approves the BALN hub asset to `balnSwap` and calls `swap(amount,
 * BigInt(lockupPeriod), dstAddress, stake)`; `MigrationService.createMigrateBalnIntent` deposits the ICON chain's
 * `BALN` supported token to the hub wallet).
 *
 * @example The call list
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBalnMigrationCalls } from "./baln_migration.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildBalnMigrationCalls({
 *   baln: a, balnSwap: a, amount: 5n, lockupPeriod: 0, receiver: a, stake: false,
 * });
 * assert.deepEqual(calls.map((c) => c.data.slice(0, 10)), ["0x095ea7b3", "0xa9d6c6f6"]);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, isAddress } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { balnSwapAbi } from "../../core/abis/baln_swap.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { balnLockupMultiplier, type BalnLockupPeriod } from "./baln_lockup.ts";
import { ICX_MIGRATION_CHAIN_KEY } from "./icx_migration.ts";

/** Parameters of {@link migrateBaln}. */
export interface MigrateBalnParams {
  /** The source chain: `"0x1.icon"`. */
  srcChainKey: string;
  /** The user's ICON wallet (`hx...`). */
  srcAddress: string;
  /** BALN to migrate (18 decimals). */
  amount: bigint;
  /** The hub address that receives the SODA (or xSODA). */
  receiver: string;
  /** Lock-up in seconds, one of `BALN_LOCKUP_PERIODS`; sets the SODA multiplier. */
  lockupPeriod: BalnLockupPeriod;
  /** Stake the SODA as xSODA right away. @default false */
  stake?: boolean | undefined;
}

/**
 * The BALN -> SODA hub call list.
 *
 * @param p BALN hub asset, the swap contract, amount, lock-up (seconds), receiver, stake flag
 * @returns approve then swap
 * @example Stake flag is the last word
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBalnMigrationCalls } from "./baln_migration.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const [, swap] = buildBalnMigrationCalls({ baln: a, balnSwap: a, amount: 1n, lockupPeriod: 0, receiver: a, stake: true });
 * assert.ok(swap.data.endsWith("1"));
 * ```
 */
export function buildBalnMigrationCalls(
  p: {
    baln: Address;
    balnSwap: Address;
    amount: bigint;
    lockupPeriod: number;
    receiver: Address;
    stake: boolean;
  },
): ContractCall[] {
  return [
    {
      address: p.baln,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [p.balnSwap, p.amount] }),
    },
    {
      address: p.balnSwap,
      value: 0n,
      data: encodeFunctionData({
        abi: balnSwapAbi,
        functionName: "swap",
        args: [p.amount, BigInt(p.lockupPeriod), p.receiver, p.stake],
      }),
    },
  ];
}

/**
 * Migrates BALN from ICON to SODA on the hub: validate, derive the hub wallet, deposit BALN with the call list
 * through the ICON adapter (or return it raw), relay.
 *
 * @param deps the hub-service dependencies
 * @param params see {@link MigrateBalnParams}
 * @param options raw flag, the ICON wallet (`IconWalletProvider`), relay timeout, signal @default {}
 * @returns the write result (`family: "ICON"`); failures (phase `validate` unless noted): `INVALID_AMOUNT`,
 *   `UNSUPPORTED_CHAIN_OPERATION` (not ICON), `VALIDATION_FAILED` (`lockupPeriod` not a listed period, `stake`
 *   not a boolean), `INVALID_ADDRESS` (`receiver`, `srcAddress`), `INVALID_CONFIG` (no BALN token with a hub
 *   asset on ICON, no BALN swap contract), then the `prepareHubAction` and `executeHubCalls` codes
 */
export async function migrateBaln(
  deps: ServiceDeps,
  params: MigrateBalnParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "migrateBaln";
  const p = (params ?? {}) as Partial<MigrateBalnParams>;
  if (typeof p.amount !== "bigint" || p.amount <= 0n) {
    return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
  }
  if (p.srcChainKey !== ICX_MIGRATION_CHAIN_KEY) {
    return err(invalid("UNSUPPORTED_CHAIN_OPERATION", action, "BALN migrates from ICON only", {
      field: "srcChainKey",
      srcChainKey: typeof p.srcChainKey === "string" ? p.srcChainKey : undefined,
    }));
  }
  const multiplier = balnLockupMultiplier(p.lockupPeriod as number);
  if (!multiplier.ok) return multiplier;
  const stake = p.stake ?? false;
  if (typeof stake !== "boolean") {
    return err(invalid("VALIDATION_FAILED", action, "stake must be a boolean", { field: "stake" }));
  }
  if (typeof p.receiver !== "string" || !isAddress(p.receiver, { strict: false })) {
    return err(invalid("INVALID_ADDRESS", action, "receiver is not a hub address", { field: "receiver" }));
  }
  const baln = deps.config.getChainConfig(ICX_MIGRATION_CHAIN_KEY).supportedTokens.find((t) =>
    t.symbol === "BALN"
  );
  if (baln === undefined || !isAddress(baln.hubAsset, { strict: false })) {
    return err(
      invalid("INVALID_CONFIG", action, "no BALN token with a hub asset configured on ICON", {
        field: "BALN",
      }),
    );
  }
  const balnSwap = deps.config.instanceConfig.hub.addresses.balnSwap;
  if (!isAddress(balnSwap, { strict: false })) {
    return err(invalid("INVALID_CONFIG", action, "no BALN swap contract configured", { field: "balnSwap" }));
  }
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: p.srcChainKey,
    srcAddress: p.srcAddress ?? "",
  });
  if (!sender.ok) return sender;
  const calls = buildBalnMigrationCalls({
    baln: baln.hubAsset as Address,
    balnSwap,
    amount: p.amount,
    lockupPeriod: p.lockupPeriod as number,
    receiver: p.receiver,
    stake,
  });
  return await executeHubCalls(deps, {
    ...sender.value,
    action,
    calls,
    deposit: { token: baln.address, amount: p.amount },
  }, options);
}
