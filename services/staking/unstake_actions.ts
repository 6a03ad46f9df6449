/**
 * The two unstake variants beside the delayed `unstake`: `instantUnstake` (the staking router swaps xSODA for
 * SODA now, with a minimum out) and `cancelUnstake` (a pending request's SODA goes back into xSODA). Both are hub
 * messages (nothing is deposited) and return the same `HubWriteResult` as `stake`.
 *
 * @example An instant unstake with an explicit minimum, raw
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
 * import { runInstantUnstake } from "./unstake_actions.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const deps: ServiceDeps = {
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch,
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * };
 * const r = await runInstantUnstake(deps, {
 *   srcChainKey: "0x2105.base", srcAddress: "0x1111111111111111111111111111111111111111", amount: 10n, minAmount: 9n,
 * }, { raw: true });
 * assert.ok(r.ok && r.value.kind === "raw");
 * sim.close();
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { getIntentRelayChainId, type SpokeChainKey } from "../../core/chains/mod.ts";
import { err, type Result } from "../../core/result.ts";
import type { Address } from "viem";
import { encodeAddress } from "../../chains/address/mod.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { checkUint } from "./_validate.ts";
import { sodaToken } from "./_soda.ts";
import { buildCancelUnstakeCalls, buildInstantUnstakeCalls } from "./build_calls.ts";
import { getInstantUnstakeRatio, readUnstakeRequests } from "./reads.ts";
import type { StakingSender } from "./sender.ts";

import { DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS } from "./constants.ts";

export { DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS };

/** Parameters of an instant unstake; give `minAmount` or `slippageBps`, not both. */
export interface InstantUnstakeParams extends StakingSender {
  /** xSODA shares to unstake (18 decimals), > 0. */
  amount: bigint;
  /** The least SODA to accept (18 decimals). @default the router's estimate less `slippageBps` */
  minAmount?: bigint | undefined;
  /** Slippage off the router's estimate, integer basis points 0..10000. @default DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS */
  slippageBps?: number | undefined;
}

/** Parameters of a cancel-unstake. */
export interface CancelUnstakeParams extends StakingSender {
  /** The pending request to cancel (see `getUnstakingInfo`). */
  requestId: bigint;
}

function checkInstant(action: string, p: InstantUnstakeParams): ClientError | undefined {
  const bad = checkUint(action, "amount", p?.amount) ??
    (p.minAmount === undefined ? undefined : checkUint(action, "minAmount", p.minAmount, 0n));
  if (bad) return bad;
  if (p.minAmount !== undefined && p.slippageBps !== undefined) {
    return invalid("VALIDATION_FAILED", action, "give minAmount or slippageBps, not both", {
      field: "slippageBps",
    });
  }
  const bps = p.slippageBps;
  if (bps !== undefined && !(Number.isInteger(bps) && bps >= 0 && bps <= 10_000)) {
    return invalid("VALIDATION_FAILED", action, "slippageBps must be an integer in 0..10000", {
      field: "slippageBps",
    });
  }
  return undefined;
}

/**
 * Instantly unstakes `amount` xSODA: the router swaps it for at least `minAmount` SODA (by default the router's
 * estimate less {@link DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS}) and delivers it to the sender on `srcChainKey`.
 *
 * @param deps the service dependencies
 * @param params see {@link InstantUnstakeParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write; failures: `INVALID_AMOUNT` / `VALIDATION_FAILED` / `UNSUPPORTED_TOKEN` (phase `validate`),
 *   estimate read failures (phase `lookup`), the `executeHubCalls` codes
 */
export async function runInstantUnstake(
  deps: ServiceDeps,
  params: InstantUnstakeParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "instantUnstake";
  const bad = checkInstant(action, params);
  if (bad) return err(bad);
  const soda = sodaToken(deps, action, params.srcChainKey);
  if (!soda.ok) return soda;
  const sender = await prepareHubAction(deps, { action, ...params });
  if (!sender.ok) return sender;
  const to = encodeAddress(params.srcChainKey, params.srcAddress);
  if (!to.ok) return err(inPhase(to.error, "validate", action));
  let minAmount = params.minAmount;
  if (minAmount === undefined) {
    const estimate = await getInstantUnstakeRatio(deps, params.amount);
    if (!estimate.ok) return err(inPhase(estimate.error, "lookup", action));
    const bps = BigInt(params.slippageBps ?? DEFAULT_INSTANT_UNSTAKE_SLIPPAGE_BPS);
    minAmount = estimate.value * (10_000n - bps) / 10_000n;
  }
  const hub = deps.config.instanceConfig.hub.addresses;
  const calls = buildInstantUnstakeCalls({
    amount: params.amount,
    minAmount,
    sodaHubAsset: soda.value.hub.hubAsset,
    dstRelayChainId: getIntentRelayChainId(sender.value.srcChainKey as SpokeChainKey, relayIdsOf(deps)),
    dstAddress: to.value,
  }, { xSoda: hub.xSoda as Address, stakingRouter: hub.stakingRouter as Address });
  return await executeHubCalls(deps, { ...sender.value, action, calls }, options);
}

/**
 * Cancels pending unstake request `requestId` of the sender's hub wallet; its amount is read from
 * `getUnstakeRequests` and staked again as xSODA.
 *
 * @param deps the service dependencies
 * @param params see {@link CancelUnstakeParams}
 * @param options raw flag, wallet, relay timeout, signal @default {}
 * @returns the write; failures: `INVALID_AMOUNT` (phase `validate`), `VALIDATION_FAILED` (no such request; phase
 *   `lookup`), read failures (phase `lookup`), the `executeHubCalls` codes
 */
export async function runCancelUnstake(
  deps: ServiceDeps,
  params: CancelUnstakeParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const action = "cancelUnstake";
  const bad = checkUint(action, "requestId", params?.requestId, 0n);
  if (bad) return err(bad);
  const sender = await prepareHubAction(deps, { action, ...params });
  if (!sender.ok) return sender;
  const requests = await readUnstakeRequests(deps, sender.value.hubWallet, action);
  if (!requests.ok) return requests;
  const request = requests.value.find((r) => r.id === params.requestId);
  if (request === undefined) {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        `Cannot ${action}: no pending unstake request ${params.requestId}`,
        {
          context: {
            action,
            phase: "lookup",
            field: "requestId",
            requestId: params.requestId.toString(),
            hubWallet: sender.value.hubWallet,
          },
        },
      ),
    );
  }
  const hub = deps.config.instanceConfig.hub.addresses;
  const calls = buildCancelUnstakeCalls(
    { requestId: request.id, amount: request.amount, hubWallet: sender.value.hubWallet },
    { xSoda: hub.xSoda as Address, stakedSoda: hub.stakedSoda as Address },
  );
  return await executeHubCalls(deps, { ...sender.value, action, calls }, options);
}
