/**
 * `RecoveryService`: finds hub assets stuck in a user's hub wallet (a cross-chain flow that deposited but never
 * executed on the hub) and sends them back to the user's spoke chain.
 *
 * - `fetchHubAssetBalances({chainKey, address})`: for every packaged token of `chainKey` with a hub asset, the
 *   hub `balanceOf(hubWallet)`; only non-zero balances are returned.
 * - `withdrawHubAsset({srcChainKey, srcAddress, token, amount}, options)`: a message (nothing deposited) whose hub
 *   call list is `hubAssetManager.transfer(hubAsset, encodeAddress(srcChainKey, srcAddress), amount, 0x)`, or
 *   `hubAsset.transfer(srcAddress, amount)` when the user is on the hub. `amount` is in hub-asset base units.
 *
 * @example Read stuck balances from the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { RecoveryService } from "./service.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const recovery = new RecoveryService({
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch,
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * });
 * const r = await recovery.fetchHubAssetBalances({
 *   chainKey: "0x2105.base", address: "0x1111111111111111111111111111111111111111",
 * });
 * assert.ok(r.ok && r.value.length > 0);
 * sim.close();
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid, nonStringField } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildDeliveryCall } from "../money_market/build_calls.ts";

/** One stuck balance. */
export interface HubAssetBalance {
  /** The spoke token (lower-case). */
  spokeTokenAddress: string;
  /** Its hub asset (lower-case). */
  hubAssetAddress: Address;
  /** Token symbol. */
  symbol: string;
  /** Token decimals on the spoke. */
  decimals: number;
  /** Hub `balanceOf(hubWallet)` in hub-asset base units. */
  balance: bigint;
}

/** Parameters of {@link RecoveryService.withdrawHubAsset}. */
export interface WithdrawHubAssetParams {
  /** The chain to send the asset back to; the user signs there. */
  srcChainKey: string;
  /** The user's address there (also the receiver). */
  srcAddress: string;
  /** The spoke token whose hub asset is stuck. */
  token: string;
  /** Amount in hub-asset base units (as {@link RecoveryService.fetchHubAssetBalances} reports it), > 0. */
  amount: bigint;
}

/** The recovery service. */
export class RecoveryService {
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
   * Non-zero hub balances of the hub wallet of `address` on `chainKey`.
   *
   * @returns failures: `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS` (a non-string address) (phase `validate`), hub
   *   lookup errors (phase `lookup`)
   */
  fetchHubAssetBalances(
    params: { chainKey: string; address: string },
  ): Promise<Result<HubAssetBalance[], ClientError<HubReadErrorCode>>>;
  async fetchHubAssetBalances(
    params: { chainKey: string; address: string },
  ): Promise<Result<HubAssetBalance[], ClientError>> {
    const action = "fetchHubAssetBalances";
    const bad = nonStringField(action, params, { chainKey: "UNKNOWN_CHAIN_KEY", address: "INVALID_ADDRESS" });
    if (bad) return err(bad);
    const chain = this.#deps.config.findChainConfig(params?.chainKey);
    if (!chain.ok) return err(inPhase(chain.error, "validate", action));
    const tokens = chain.value.supportedTokens.filter((t) => isAddress(t.hubAsset, { strict: false }));
    if (tokens.length === 0) return ok([]);
    const hubWallet = await this.#deps.hub.getUserHubWalletAddress(params.chainKey, params.address);
    if (!hubWallet.ok) return err(inPhase(hubWallet.error, "lookup", action));
    const reads = await Promise.all(tokens.map((t) =>
      this.#deps.hub.readContract({
        address: t.hubAsset as Address,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [hubWallet.value],
      })
    ));
    const balances: HubAssetBalance[] = [];
    for (const [i, read] of reads.entries()) {
      if (!read.ok) return read;
      if (read.value === 0n) continue;
      const t = tokens[i];
      balances.push({
        spokeTokenAddress: t.address.toLowerCase(),
        hubAssetAddress: t.hubAsset.toLowerCase() as Address,
        symbol: t.symbol,
        decimals: t.decimals,
        balance: read.value,
      });
    }
    return ok(balances);
  }

  /**
   * Sends `amount` of the hub asset of `token` from the user's hub wallet back to `srcAddress` on `srcChainKey`.
   *
   * @returns the write result; failures: `UNSUPPORTED_TOKEN`, `INVALID_AMOUNT`, `UNKNOWN_CHAIN_KEY`,
   *   `INVALID_ADDRESS` (phase `validate`), then the shared write-flow codes
   */
  withdrawHubAsset(
    params: WithdrawHubAssetParams,
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async withdrawHubAsset(
    params: WithdrawHubAssetParams,
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "withdrawHubAsset";
    const bad = nonStringField(action, params, {
      srcChainKey: "UNKNOWN_CHAIN_KEY",
      srcAddress: "INVALID_ADDRESS",
      token: "UNSUPPORTED_TOKEN",
    });
    if (bad) return err(bad);
    if (typeof params?.amount !== "bigint" || params.amount <= 0n) {
      return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
    }
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const token = this.#deps.config.getChainToken(params.srcChainKey, params.token);
    if (token === undefined || !isAddress(token.hubAsset, { strict: false })) {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, `${params.token} has no hub asset`, { field: "token" }),
      );
    }
    const to = encodeAddress(params.srcChainKey, params.srcAddress);
    if (!to.ok) return err(inPhase(to.error, "validate", action));
    const call = buildDeliveryCall(
      token.hubAsset as Address,
      params.amount,
      params.srcChainKey === HUB_CHAIN_KEY ? { hub: sender.value.srcAddress } : { spoke: to.value },
      this.#deps.config.instanceConfig.hub.addresses.assetManager as Address,
    );
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls: [call] }, options);
  }
}
