/**
 * The start every dex write shares: resolve the sender (`prepareHubAction`) and the deadline, and the contracts of
 * the active configuration.
 *
 * @example The configured position manager
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { clContracts } from "./_write.ts";
 * assert.equal(clContracts({ config: new ConfigService() }).clPositionManager, "0xcc08a04d9E5766c7A20FE6bb32cAa40EA0e7e9e1");
 * ```
 * @module
 */
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { type HubSender, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { resolveDeadline } from "./deadline.ts";
import type { DexSender } from "./position.ts";

/** The CL contracts of the dex. */
export interface ClContracts {
  /** Position manager. */
  clPositionManager: Address;
  /** Permit2. */
  permit2: Address;
}

/**
 * The CL contracts of the active configuration.
 *
 * @param deps the configuration
 * @returns the position manager and Permit2
 */
export function clContracts(deps: Pick<ServiceDeps, "config">): ClContracts {
  const c = deps.config.instanceConfig.dex.concentratedLiquidityConfig;
  return { clPositionManager: c.clPositionManager as Address, permit2: c.permit2 as Address };
}

/**
 * Resolves the sender and the deadline of a write.
 *
 * @param deps the service dependencies
 * @param action the operation, for error context
 * @param params the sender and the optional deadline
 * @returns both; failures: the `prepareHubAction` codes, `VALIDATION_FAILED` (`field: "deadline"`), the deadline
 *   read (phase `lookup`)
 */
export async function prepareDexWrite(
  deps: ServiceDeps,
  action: string,
  params: DexSender,
): Promise<Result<{ sender: HubSender; deadline: bigint }, ClientError>> {
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const deadline = await resolveDeadline(deps, action, params.deadline);
  if (!deadline.ok) return err(deadline.error);
  return ok({ sender: sender.value, deadline: deadline.value });
}
