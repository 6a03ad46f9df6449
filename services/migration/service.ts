/**
 * `MigrationService`: ICX -> SODA and back, BALN -> SODA, legacy bnUSD -> new bnUSD. Each write lives in its own
 * module; the service binds them to the entry object's dependencies.
 *
 * - ICX -> SODA (`icx_migration.ts`): a deposit of ICX or wICX on ICON carrying wICX.approve(icxMigration, amount),
 *   icxMigration.swap(amount, receiver), sent through the ICON adapter and relayed to the hub; refused up front
 *   when `amount` exceeds the contract's SODA (`getAvailableIcxMigrationAmount`, `icx_available.ts`).
 * - SODA -> ICX (`icx_revert.ts`): a SODA deposit from the hub carrying SODA.approve(icxMigration, amount),
 *   icxMigration.reverseSwap(amount, hubWallet) and the hub asset manager's delivery of wICX to an ICON wallet.
 * - BALN -> SODA (`baln_migration.ts`): a BALN deposit on ICON carrying BALN.approve(balnSwap, amount),
 *   balnSwap.swap(amount, lockupPeriod, receiver, stake), relayed to the hub.
 * - bnUSD (`bnusd_migration.ts`): legacy.approve(vault), vault.deposit(legacy), vault.withdraw(new), delivery.
 * - BALN locks (`baln_lock_write.ts`, `baln_locks_read.ts`): `claim`, `claimUnstaked`, `stake`, `unstake`,
 *   `cancelUnstake` of one lock on the BALN swap contract, sent by the lock's owner; `getBalnLocks` lists them.
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
import type { ClientError } from "../../core/errors.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";
import type { Result } from "../../core/result.ts";
import { isAllowanceValid, sendApprove } from "../hub/allowance.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { HubWriteResult } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions, SentEvmTx } from "../hub/send_evm_tx.ts";
import { migrateBaln, type MigrateBalnParams } from "./baln_migration.ts";
import { type BalnLockParams, manageBalnLock } from "./baln_lock_write.ts";
import { type BalnLocks, getBalnLocks } from "./baln_locks_read.ts";
import { migrateBnUSD, type MigrateBnUSDParams } from "./bnusd_migration.ts";
import { getAvailableIcxMigrationAmount } from "./icx_available.ts";
import { type MigrateIcxParams, migrateIcxToSoda } from "./icx_migration.ts";
import {
  revertAllowanceQuery,
  revertMigrateSodaToIcx,
  type RevertSodaToIcxParams,
  type RevertSodaToIcxResult,
} from "./icx_revert.ts";

export { buildIcxMigrationCalls } from "./icx_migration.ts";
export { buildBnUSDMigrationCalls } from "./bnusd_migration.ts";

import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { callOnHub, type HubCallResult, type HubCallSlot } from "./hub_call.ts";
import type { Address } from "viem";
import {
  encodeBalnLockAction,
  encodeBalnSwap,
  encodeMigrate,
  encodeRevertMigration,
} from "./encode_calls.ts";
/** The migration service. */
export class MigrationService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Migrates `amount` ICX (or wICX: `params.token`) from ICON (`srcChainKey: "0x1.icon"`) to SODA sent to `receiver`
   * on the hub, with the ICON wallet in `options.walletProvider` (or `options.raw`). See {@link migrateIcxToSoda}.
   */
  migrateIcxToSoda(
    params: MigrateIcxParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  migrateIcxToSoda(
    params: MigrateIcxParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return migrateIcxToSoda(this.#deps, params, options);
  }

  /**
   * The SODA (18 decimals) the ICX migration contract holds: the most ICX `migrateIcxToSoda` accepts now (one hub
   * read, `SODA.balanceOf(icxMigration)`). See {@link getAvailableIcxMigrationAmount}.
   */
  getAvailableIcxMigrationAmount(): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getAvailableIcxMigrationAmount(): Promise<Result<bigint, ClientError>> {
    return getAvailableIcxMigrationAmount(this.#deps);
  }

  /**
   * Reverts `amount` SODA on the hub (`srcChainKey: "sonic"`) to wICX delivered to the ICON wallet `dstAddress`,
   * with the hub EVM wallet in `options.walletProvider` (or `options.raw`: the unsigned wallet-router tx, the
   * reference `createRevertSodaToIcxMigrationIntent`). Needs a SODA allowance to the hub wallet
   * ({@link isRevertSodaToIcxAllowanceValid}). The hub tx is then handed to the relayer and the wICX delivery to ICON
   * awaited (`dstTxHash`), as the platform does. See {@link revertMigrateSodaToIcx}.
   */
  revertMigrateSodaToIcx(
    params: RevertSodaToIcxParams,
    options?: HubWriteOptions,
  ): Promise<Result<RevertSodaToIcxResult, ClientError<HubWriteErrorCode>>>;
  revertMigrateSodaToIcx(
    params: RevertSodaToIcxParams,
    options: HubWriteOptions = {},
  ): Promise<Result<RevertSodaToIcxResult, ClientError>> {
    return revertMigrateSodaToIcx(this.#deps, params, options);
  }

  /** Whether the user's hub wallet may pull the `amount` SODA of a revert (ERC-20 allowance on the hub). */
  isRevertSodaToIcxAllowanceValid(
    params: RevertSodaToIcxParams,
  ): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  async isRevertSodaToIcxAllowanceValid(
    params: RevertSodaToIcxParams,
  ): Promise<Result<boolean, ClientError>> {
    const query = await revertAllowanceQuery(this.#deps, params);
    return query.ok ? await isAllowanceValid(this.#deps, query.value) : query;
  }

  /** Approves the user's hub wallet for the `amount` SODA of a revert (raw tx with `raw: true`); no relay. */
  approveRevertSodaToIcx(
    params: RevertSodaToIcxParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async approveRevertSodaToIcx(
    params: RevertSodaToIcxParams,
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const query = await revertAllowanceQuery(this.#deps, params);
    if (!query.ok) return query;
    return await sendApprove(this.#deps, query.value, options);
  }

  /**
   * Migrates `amount` BALN from ICON (`srcChainKey: "0x1.icon"`) to SODA for `receiver` on the hub, locked for
   * `lockupPeriod` seconds (one of `BALN_LOCKUP_PERIODS`) and optionally staked, with the ICON wallet in
   * `options.walletProvider` (or `options.raw`). See {@link migrateBaln}.
   */
  migrateBaln(
    params: MigrateBalnParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  migrateBaln(
    params: MigrateBalnParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return migrateBaln(this.#deps, params, options);
  }

  /**
   * Lists the BALN locks of the hub account `address` (`chainKey: "sonic"`) or of the user's hub wallet (a spoke
   * chain), each with its `lockId`. See {@link getBalnLocks}.
   */
  getBalnLocks(
    params: { chainKey: string; address: string },
  ): Promise<Result<BalnLocks, ClientError<HubReadErrorCode>>>;
  getBalnLocks(params: { chainKey: string; address: string }): Promise<Result<BalnLocks, ClientError>> {
    return getBalnLocks(this.#deps, params);
  }

  /** Claims the SODA of unlocked BALN lock `lockId` (`claim`), as its owner. See {@link manageBalnLock}. */
  claimBalnLock(
    params: BalnLockParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  claimBalnLock(
    params: BalnLockParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return manageBalnLock(this.#deps, "claim", params, options);
  }

  /** Claims the SODA of BALN lock `lockId`'s finished unstake request (`claimUnstaked`). See {@link manageBalnLock}. */
  claimUnstakedBalnLock(
    params: BalnLockParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  claimUnstakedBalnLock(
    params: BalnLockParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return manageBalnLock(this.#deps, "claimUnstaked", params, options);
  }

  /** Stakes the SODA of BALN lock `lockId` as xSODA (`stake`). See {@link manageBalnLock}. */
  stakeBalnLock(
    params: BalnLockParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  stakeBalnLock(
    params: BalnLockParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return manageBalnLock(this.#deps, "stake", params, options);
  }

  /** Starts unstaking the xSODA of BALN lock `lockId` (`unstake`). See {@link manageBalnLock}. */
  unstakeBalnLock(
    params: BalnLockParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  unstakeBalnLock(
    params: BalnLockParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return manageBalnLock(this.#deps, "unstake", params, options);
  }

  /** Cancels the pending unstake of BALN lock `lockId` (`cancelUnstake`). See {@link manageBalnLock}. */
  cancelUnstakeBalnLock(
    params: BalnLockParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  cancelUnstakeBalnLock(
    params: BalnLockParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return manageBalnLock(this.#deps, "cancelUnstake", params, options);
  }

  /**
   * Migrates `amount` of a legacy bnUSD on `srcChainKey` (`srcToken`) to the new bnUSD `dstToken` on
   * `dstChainKey` (default: the source chain and sender). Both must belong to the bnUSD vault. See
   * {@link migrateBnUSD}.
   */
  migrateBnUSD(
    params: MigrateBnUSDParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  migrateBnUSD(
    params: MigrateBnUSDParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return migrateBnUSD(this.#deps, params, options);
  }
  /** `balnSwap.swap(amount, lockupPeriod, to, stake)` as one hub call (the platform's `BalnSwapService.encodeSwap`). */
  encodeSwap(
    amount: bigint,
    lockupPeriod: number,
    to: string,
    stake: boolean,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeSwap(
    amount: bigint,
    lockupPeriod: number,
    to: string,
    stake: boolean,
  ): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBalnSwap(this.#hubAddress("balnSwap"), amount, lockupPeriod, to, stake));
  }

  /** `balnSwap.claim(lockId)` as one hub call (the platform's `BalnSwapService.encodeClaim`). */
  encodeClaim(lockId: bigint): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeClaim(lockId: bigint): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBalnLockAction("claim", this.#hubAddress("balnSwap"), lockId));
  }

  /** `balnSwap.claimUnstaked(lockId)` as one hub call (the platform's `BalnSwapService.encodeClaimUnstaked`). */
  encodeClaimUnstaked(lockId: bigint): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeClaimUnstaked(lockId: bigint): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBalnLockAction("claimUnstaked", this.#hubAddress("balnSwap"), lockId));
  }

  /** `balnSwap.stake(lockId)` as one hub call (the platform's `BalnSwapService.encodeStake`). */
  encodeStake(lockId: bigint): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeStake(lockId: bigint): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBalnLockAction("stake", this.#hubAddress("balnSwap"), lockId));
  }

  /** `balnSwap.unstake(lockId)` as one hub call (the platform's `BalnSwapService.encodeUnstake`). */
  encodeUnstake(lockId: bigint): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeUnstake(lockId: bigint): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBalnLockAction("unstake", this.#hubAddress("balnSwap"), lockId));
  }

  /**
   * Sends one hub call (an `encode*` result) as a hub transaction from `srcAddress`, or with `{raw: true}` returns
   * it unsigned (the platform's `BalnSwapService.call`).
   *
   * @returns `Result<HubCallResult, ClientError>`: `INVALID_ADDRESS`, `VALIDATION_FAILED`, `WALLET_ERROR`
   */
  call(
    srcAddress: Address,
    rawTx: ContractCall,
    slot: HubCallSlot,
  ): Promise<Result<HubCallResult, ClientError<HubWriteErrorCode>>>;
  call(
    srcAddress: Address,
    rawTx: ContractCall,
    slot: HubCallSlot,
  ): Promise<Result<HubCallResult, ClientError>> {
    return callOnHub(srcAddress, rawTx, slot);
  }

  /** `balnSwap.cancelUnstake(lockId)` as one hub call (the platform's `BalnSwapService.encodeCancelUnstake`). */
  encodeCancelUnstake(lockId: bigint): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeCancelUnstake(lockId: bigint): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeBalnLockAction("cancelUnstake", this.#hubAddress("balnSwap"), lockId));
  }

  /** `icxMigration.swap(amount, to)` as one hub call (the platform's `IcxMigrationService.encodeMigrate`). */
  encodeMigrate(amount: bigint, to: string): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeMigrate(amount: bigint, to: string): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeMigrate(this.#hubAddress("icxMigration"), amount, to));
  }

  /** `icxMigration.reverseSwap(amount, to)` as one hub call (the platform's `IcxMigrationService.encodeRevertMigration`). */
  encodeRevertMigration(
    amount: bigint,
    to: string,
  ): Promise<Result<ContractCall, ClientError<HubReadErrorCode>>>;
  encodeRevertMigration(amount: bigint, to: string): Promise<Result<ContractCall, ClientError>> {
    return Promise.resolve(encodeRevertMigration(this.#hubAddress("icxMigration"), amount, to));
  }

  #hubAddress(name: "balnSwap" | "icxMigration"): string {
    return this.#deps.config.instanceConfig.hub.addresses[name];
  }
}
