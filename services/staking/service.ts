/**
 * `StakingService`: SODA staking on the hub from any EVM chain. `stake` deposits SODA (check `isAllowanceValid`,
 * `approve` first); `unstake` (xSODA shares, delayed), `instantUnstake` (through the router, with a minimum out),
 * `claim` and `cancelUnstake` (a pending request) move nothing and go as messages. From the hub, `unstake` and
 * `instantUnstake` pull the user's xSODA: check and approve it with `action: "unstake"` / `"instantUnstake"`. Reads: `getStakingInfo`,
 * `getUnstakingInfo(WithPenalty)`, `getStakingConfig`, `getStakeRatio`, `getInstantUnstakeRatio`,
 * `getConvertedAssets`. Every method returns a Result and never throws.
 *
 * @example Read staking info from the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { StakingService } from "./service.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const staking = new StakingService({
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch,
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * });
 * const r = await staking.getStakingInfo({ chainKey: "0x2105.base", address: "0x1111111111111111111111111111111111111111" });
 * assert.ok(r.ok && r.value.xSodaBalance === r.value.sodaValue);
 * sim.close();
 * ```
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { erc4626Abi } from "../../core/abis/erc4626.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import { isAllowanceValid, sendApprove } from "../hub/allowance.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase } from "../hub/phase_error.ts";
import type { HubWriteOptions, SentEvmTx } from "../hub/send_evm_tx.ts";
import { checkUint } from "./_validate.ts";
import { sodaToken } from "./_soda.ts";
import { type StakingAllowanceParams, stakingAllowanceQuery } from "./allowance.ts";
import { buildClaimCalls, buildStakeCalls, buildUnstakeCalls } from "./build_calls.ts";
import type { StakingConfig } from "./penalty.ts";
import {
  getConvertedAssets,
  getInstantUnstakeRatio,
  getStakeRatio,
  getStakingConfig,
  getUnstakingInfo,
  type StakeRatio,
  stakingHubWallet,
  type UnstakingInfo,
} from "./reads.ts";
import {
  type CancelUnstakeParams,
  type InstantUnstakeParams,
  runCancelUnstake,
  runInstantUnstake,
} from "./unstake_actions.ts";
import {
  getUnstakingInfoWithPenalty,
  type UnstakingInfoWithPenalty,
  type UnstakingPenaltyParams,
} from "./unstaking_with_penalty.ts";

import type { StakingSender } from "./sender.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";
export type { StakingSender };

/** xSODA holdings of a user's hub wallet. */
export interface StakingInfo {
  /** The hub wallet. */
  hubWallet: Address;
  /** xSODA shares held. */
  xSodaBalance: bigint;
  /** Their SODA value (`convertToAssets`). */
  sodaValue: bigint;
  /** SODA held by the xSODA vault. */
  totalStaked: bigint;
  /** xSODA supply. */
  totalXSoda: bigint;
}

/** The staking service. */
export class StakingService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  #hub() {
    const c = this.#deps.config.instanceConfig.hub.addresses;
    return {
      stakingRouter: c.stakingRouter as Address,
      xSoda: c.xSoda as Address,
      stakedSoda: c.stakedSoda as Address,
      hubAssetManager: c.assetManager as Address,
    };
  }

  /**
   * Whether the allowance of a staking write is in place: the SODA deposit of a stake (`action` `"stake"`, the
   * default; spender the asset manager, or the hub wallet on the hub), or the xSODA an `"unstake"` /
   * `"instantUnstake"` from the hub pulls from the user (spender the hub wallet). An unstake from a spoke needs
   * none: `true` without I/O.
   */
  isAllowanceValid(params: StakingAllowanceParams): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  async isAllowanceValid(params: StakingAllowanceParams): Promise<Result<boolean, ClientError>> {
    const query = await stakingAllowanceQuery(this.#deps, params);
    if (!query.ok) return query;
    return query.value === undefined ? ok(true) : await isAllowanceValid(this.#deps, query.value);
  }

  /**
   * Approves what {@link isAllowanceValid} checks (raw tx with `raw: true`); no relay. An unstake from a spoke needs
   * no approval and fails `UNSUPPORTED_CHAIN_OPERATION` (phase `approve`).
   */
  approve(
    params: StakingAllowanceParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async approve(
    params: StakingAllowanceParams,
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const query = await stakingAllowanceQuery(this.#deps, params);
    if (!query.ok) return query;
    if (query.value === undefined) {
      return err(
        new ClientError(
          "UNSUPPORTED_CHAIN_OPERATION",
          `Cannot approve: ${params.action} from ${params.srcChainKey} needs no approval (the xSODA is in the hub wallet)`,
          { context: { srcChainKey: params.srcChainKey, action: params.action, phase: "approve" } },
        ),
      );
    }
    return await sendApprove(this.#deps, query.value, options);
  }

  /** Stakes `amount` SODA (spoke base units) for xSODA of at least `minReceive` (default 0, below 2^128). */
  stake(
    params: StakingSender & { amount: bigint; minReceive?: bigint | undefined },
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async stake(
    params: StakingSender & { amount: bigint; minReceive?: bigint | undefined },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "stake";
    const bad = checkUint(action, "amount", params?.amount) ??
      checkUint(action, "minReceive", params.minReceive ?? 0n, 0n, 128n);
    if (bad) return err(bad);
    const soda = sodaToken(this.#deps, action, params.srcChainKey);
    if (!soda.ok) return soda;
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const calls = buildStakeCalls({
      soda: soda.value.hub,
      amount: params.amount,
      minReceive: params.minReceive ?? 0n,
      hubWallet: sender.value.hubWallet,
    }, this.#hub().stakingRouter);
    return await executeHubCalls(this.#deps, {
      ...sender.value,
      action,
      calls,
      deposit: { token: soda.value.token.address as Address, amount: params.amount },
    }, options);
  }

  /** Starts unstaking `amount` xSODA shares (their SODA value is read from xSODA first). */
  unstake(
    params: StakingSender & { amount: bigint },
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async unstake(
    params: StakingSender & { amount: bigint },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "unstake";
    const bad = checkUint(action, "amount", params?.amount);
    if (bad) return err(bad);
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const hub = this.#hub();
    const assets = await this.#deps.hub.readContract({
      address: hub.xSoda,
      abi: erc4626Abi,
      functionName: "convertToAssets",
      args: [params.amount],
    });
    if (!assets.ok) return err(inPhase(assets.error, "lookup", action));
    const calls = buildUnstakeCalls({
      shares: params.amount,
      assets: assets.value,
      hubWallet: sender.value.hubWallet,
    }, hub);
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls }, options);
  }

  /** Unstakes `amount` xSODA now through the router, for at least `minAmount` SODA (or the estimate less slippage). */
  instantUnstake(
    params: InstantUnstakeParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  instantUnstake(
    params: InstantUnstakeParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return runInstantUnstake(this.#deps, params, options);
  }

  /** Claims unstake request `requestId` worth `amount` (18 decimals) and sends the SODA to the sender. */
  claim(
    params: StakingSender & { requestId: bigint; amount: bigint },
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async claim(
    params: StakingSender & { requestId: bigint; amount: bigint },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "claim";
    const bad = checkUint(action, "amount", params?.amount) ??
      checkUint(action, "requestId", params.requestId, 0n);
    if (bad) return err(bad);
    const soda = sodaToken(this.#deps, action, params.srcChainKey);
    if (!soda.ok) return soda;
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const to = encodeAddress(params.srcChainKey, params.srcAddress);
    if (!to.ok) return err(inPhase(to.error, "validate", action));
    const calls = buildClaimCalls({
      requestId: params.requestId,
      amount: params.amount,
      soda: soda.value.hub,
      to: params.srcChainKey === HUB_CHAIN_KEY ? { hub: sender.value.srcAddress } : { spoke: to.value },
    }, this.#hub());
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls }, options);
  }

  /** Cancels pending unstake request `requestId`; its SODA is staked again as xSODA. */
  cancelUnstake(
    params: CancelUnstakeParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  cancelUnstake(
    params: CancelUnstakeParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    return runCancelUnstake(this.#deps, params, options);
  }

  /** xSODA holdings of the hub wallet of `address` on `chainKey` (four hub reads). */
  getStakingInfo(
    params: { chainKey: string; address: string },
  ): Promise<Result<StakingInfo, ClientError<HubReadErrorCode>>>;
  async getStakingInfo(
    params: { chainKey: string; address: string },
  ): Promise<Result<StakingInfo, ClientError>> {
    const hubWallet = await stakingHubWallet(this.#deps, "getStakingInfo", params);
    if (!hubWallet.ok) return hubWallet;
    const xSoda = this.#hub().xSoda;
    const read = this.#deps.hub;
    const [balance, totalStaked, totalXSoda] = await Promise.all([
      read.readContract({
        address: xSoda,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [hubWallet.value],
      }),
      read.readContract({ address: xSoda, abi: erc4626Abi, functionName: "totalAssets", args: [] }),
      read.readContract({ address: xSoda, abi: erc4626Abi, functionName: "totalSupply", args: [] }),
    ]);
    if (!balance.ok) return balance;
    if (!totalStaked.ok) return totalStaked;
    if (!totalXSoda.ok) return totalXSoda;
    const value = await getConvertedAssets(this.#deps, balance.value);
    if (!value.ok) return value;
    return ok({
      hubWallet: hubWallet.value,
      xSodaBalance: balance.value,
      sodaValue: value.value,
      totalStaked: totalStaked.value,
      totalXSoda: totalXSoda.value,
    });
  }

  /** The pending unstake requests of the hub wallet of `address` on `chainKey`, and their total (hub read). */
  getUnstakingInfo(
    params: { chainKey: string; address: string },
  ): Promise<Result<UnstakingInfo, ClientError<HubReadErrorCode>>>;
  getUnstakingInfo(
    params: { chainKey: string; address: string },
  ): Promise<Result<UnstakingInfo, ClientError>> {
    return getUnstakingInfo(this.#deps, params);
  }

  /** The pending unstake requests with each one's penalty and claimable amount at `now` (two hub reads). */
  getUnstakingInfoWithPenalty(
    params: UnstakingPenaltyParams,
  ): Promise<Result<UnstakingInfoWithPenalty, ClientError<HubReadErrorCode>>>;
  getUnstakingInfoWithPenalty(
    params: UnstakingPenaltyParams,
  ): Promise<Result<UnstakingInfoWithPenalty, ClientError>> {
    return getUnstakingInfoWithPenalty(this.#deps, params);
  }

  /** Staked SODA's penalty parameters: unstaking period, minimum period, maximum penalty (hub read). */
  getStakingConfig(): Promise<Result<StakingConfig, ClientError<HubReadErrorCode>>>;
  getStakingConfig(): Promise<Result<StakingConfig, ClientError>> {
    return getStakingConfig(this.#deps);
  }

  /** xSODA a stake of `amount` SODA (18 decimals) would mint, and the vault's preview (hub read). */
  getStakeRatio(amount: bigint): Promise<Result<StakeRatio, ClientError<HubReadErrorCode>>>;
  getStakeRatio(amount: bigint): Promise<Result<StakeRatio, ClientError>> {
    return getStakeRatio(this.#deps, amount);
  }

  /** SODA an instant unstake of `amount` xSODA would pay before slippage (hub read). */
  getInstantUnstakeRatio(amount: bigint): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getInstantUnstakeRatio(amount: bigint): Promise<Result<bigint, ClientError>> {
    return getInstantUnstakeRatio(this.#deps, amount);
  }

  /** The SODA value of `shares` xSODA (hub read). */
  getConvertedAssets(shares: bigint): Promise<Result<bigint, ClientError<HubReadErrorCode>>>;
  getConvertedAssets(shares: bigint): Promise<Result<bigint, ClientError>> {
    return getConvertedAssets(this.#deps, shares);
  }
}
