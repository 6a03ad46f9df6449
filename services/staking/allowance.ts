/**
 * The allowance a stake deposit needs: SODA on the source chain, spent by the spoke asset manager (or the user's
 * hub wallet when staking from the hub).
 *
 * @example A non-positive amount fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { HubServiceDeps } from "../hub/deps.ts";
 * import { stakeAllowanceQuery } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as HubServiceDeps;
 * const r = await stakeAllowanceQuery(deps, { srcChainKey: "0x2105.base", srcAddress: "0x", amount: 0n });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 * @module
 */
import type { Address } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type AllowanceQuery, depositSpender } from "../hub/allowance.ts";
import type { HubServiceDeps } from "../hub/deps.ts";
import { prepareHubAction } from "../hub/execute_hub_calls.ts";
import { checkUint } from "./_validate.ts";
import { sodaToken } from "./_soda.ts";

/** Parameters of `StakingService.isAllowanceValid` and `StakingService.approve`: who stakes how much SODA. */
export interface StakingAllowanceParams {
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** SODA to stake (spoke base units), > 0. */
  amount: bigint;
}

/**
 * The allowance question of a stake: token SODA on `srcChainKey`, owner the user, spender the deposit spender.
 *
 * @param deps the service dependencies
 * @param params see {@link StakingAllowanceParams}
 * @returns the query; `INVALID_AMOUNT` / `UNSUPPORTED_TOKEN` / `INVALID_ADDRESS` (phase `validate`), hub wallet
 *   lookup failures, `INVALID_CONFIG` (no asset manager)
 */
export async function stakeAllowanceQuery(
  deps: HubServiceDeps,
  params: StakingAllowanceParams,
): Promise<Result<AllowanceQuery, ClientError>> {
  const action = "stake";
  const bad = checkUint(action, "amount", params?.amount);
  if (bad) return err(bad);
  const soda = sodaToken(deps, action, params.srcChainKey);
  if (!soda.ok) return soda;
  const sender = await prepareHubAction(deps, { action, ...params });
  if (!sender.ok) return sender;
  const spender = depositSpender(deps, sender.value.srcChainKey, sender.value.hubWallet);
  if (!spender.ok) return spender;
  return ok({
    action,
    chainKey: sender.value.srcChainKey,
    token: soda.value.token.address as Address,
    owner: sender.value.srcAddress,
    spender: spender.value,
    amount: params.amount,
  });
}
