/**
 * `StakingService`: SODA staking on the hub from any EVM chain. `stake` deposits SODA; `unstake` (xSODA shares)
 * and `claim` (a matured unstake request) move nothing and go as messages; `getStakingInfo` reads xSODA.
 *
 * @example Read staking info from the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/routing.ts";
 * import { HubProvider } from "../hub/hub_provider.ts";
 * import type { HubServiceDeps } from "../hub/deps.ts";
 * import { StakingService } from "./service.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const staking = new StakingService({
 *   config, backendApi: {} as HubServiceDeps["backendApi"], fetch: sim.fetch,
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
import type { XToken } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../chains/evm/abis/erc20.ts";
import { erc4626Abi } from "../../chains/evm/abis/erc4626.ts";
import { encodeAddress } from "../../chains/evm/encode_address.ts";
import type { HubServiceDeps } from "../hub/deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildClaimCalls, buildStakeCalls, buildUnstakeCalls } from "./build_calls.ts";

/** Who acts: the chain the user signs on and their address there. */
export interface StakingSender {
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
}

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

const uint = (action: string, field: string, value: unknown, min = 1n): ClientError | undefined =>
  typeof value === "bigint" && value >= min && value < 1n << 256n
    ? undefined
    : invalid("INVALID_AMOUNT", action, `${field} must be a bigint >= ${min}`, { field });

/** The staking service. */
export class StakingService {
  readonly #deps: HubServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: HubServiceDeps) {
    this.#deps = deps;
  }

  #soda(action: string, chainKey: string): Result<XToken, ClientError> {
    const chain = this.#deps.config.findChainConfig(chainKey);
    if (!chain.ok) return err(inPhase(chain.error, "validate", action));
    const soda = chain.value.supportedTokens.find((t) => t.symbol === "SODA");
    if (soda === undefined) {
      return err(invalid("UNSUPPORTED_TOKEN", action, `${chainKey} has no SODA token`, { chainKey }));
    }
    return ok(soda);
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

  /** Stakes `amount` SODA (spoke base units) for xSODA of at least `minReceive` (default 0). */
  async stake(
    params: StakingSender & { amount: bigint; minReceive?: bigint | undefined },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "stake";
    const bad = uint(action, "amount", params?.amount) ??
      uint(action, "minReceive", params.minReceive ?? 0n, 0n);
    if (bad) return err(bad);
    const soda = this.#soda(action, params.srcChainKey);
    if (!soda.ok) return soda;
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const calls = buildStakeCalls({
      soda: {
        hubAsset: soda.value.hubAsset as Address,
        vault: soda.value.vault as Address,
        decimals: soda.value.decimals,
      },
      amount: params.amount,
      minReceive: params.minReceive ?? 0n,
      hubWallet: sender.value.hubWallet,
    }, this.#hub().stakingRouter);
    return await executeHubCalls(this.#deps, {
      ...sender.value,
      action,
      calls,
      deposit: { token: soda.value.address as Address, amount: params.amount },
    }, options);
  }

  /** Starts unstaking `amount` xSODA shares (their SODA value is read from xSODA first). */
  async unstake(
    params: StakingSender & { amount: bigint },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "unstake";
    const bad = uint(action, "amount", params?.amount);
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

  /** Claims unstake request `requestId` worth `amount` (18 decimals) and sends the SODA to the sender. */
  async claim(
    params: StakingSender & { requestId: bigint; amount: bigint },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "claim";
    const bad = uint(action, "amount", params?.amount) ?? uint(action, "requestId", params.requestId, 0n);
    if (bad) return err(bad);
    const soda = this.#soda(action, params.srcChainKey);
    if (!soda.ok) return soda;
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const to = encodeAddress(params.srcChainKey, params.srcAddress);
    if (!to.ok) return err(inPhase(to.error, "validate", action));
    const calls = buildClaimCalls({
      requestId: params.requestId,
      amount: params.amount,
      soda: {
        hubAsset: soda.value.hubAsset as Address,
        vault: soda.value.vault as Address,
        decimals: soda.value.decimals,
      },
      to: params.srcChainKey === HUB_CHAIN_KEY ? { hub: sender.value.srcAddress } : { spoke: to.value },
    }, this.#hub());
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls }, options);
  }

  /** xSODA holdings of the hub wallet of `address` on `chainKey` (four hub reads). */
  async getStakingInfo(
    params: { chainKey: string; address: string },
  ): Promise<Result<StakingInfo, ClientError>> {
    const action = "getStakingInfo";
    if (!this.#deps.config.isValidSpokeChainKey(params?.chainKey)) {
      return err(
        invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${params?.chainKey}`, { field: "chainKey" }),
      );
    }
    const hubWallet = await this.#deps.hub.getUserHubWalletAddress(params.chainKey, params.address);
    if (!hubWallet.ok) return err(inPhase(hubWallet.error, "lookup", action));
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
    const value = await read.readContract({
      address: xSoda,
      abi: erc4626Abi,
      functionName: "convertToAssets",
      args: [balance.value],
    });
    if (!value.ok) return value;
    return ok({
      hubWallet: hubWallet.value,
      xSodaBalance: balance.value,
      sodaValue: value.value,
      totalStaked: totalStaked.value,
      totalXSoda: totalXSoda.value,
    });
  }
}
