/**
 * The allowances the staking writes need, by `action`:
 * - `stake` (the default): SODA on the source chain, spent by the spoke asset manager (or the user's hub wallet
 *   when staking from the hub).
 * - `unstake` / `instantUnstake` from the hub (`srcChainKey: "sonic"`): xSODA on the hub, owned by the user's own
 *   address and spent by their hub wallet (its router pulls the shares with `transferFrom`).
 * - `unstake` / `instantUnstake` from a spoke: no approval (the shares already sit in the hub wallet; the write is a
 *   message). `isAllowanceValid` answers `true` without I/O and `approve` fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * Confirmed against the platform SDK (icon-project/sodax-sdks `packages/sdk/src/staking/StakingService.ts`,
 * `isAllowanceValid` / `approve`): the allowance applies to `stake`, `unstake` and `instantUnstake`; the token is
 * `hub.addresses.xSoda` when the action is not `stake` and the source is the hub; the spender on the hub is
 * `getUserHubWalletAddress(srcAddress, "sonic")`, the owner `srcAddress`, the amount the action's `amount`. (The
 * reference also checks a SODA allowance for spoke-sourced unstakes, which those message-only writes never spend;
 * this client answers "no approval needed" instead.)
 *
 * @example A non-positive amount fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { stakingAllowanceQuery } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await stakingAllowanceQuery(deps, { srcChainKey: "0x2105.base", srcAddress: "0x", amount: 0n });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import { getChainType, HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type AllowanceQuery, depositSpender } from "../hub/allowance.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { checkUint } from "./_validate.ts";
import { sodaToken } from "./_soda.ts";

import { STAKING_ALLOWANCE_ACTIONS, type StakingAllowanceAction } from "./constants.ts";

export { STAKING_ALLOWANCE_ACTIONS, type StakingAllowanceAction };

/**
 * Parameters of `StakingService.isAllowanceValid` and `StakingService.approve`: who stakes (or unstakes) how much.
 */
export interface StakingAllowanceParams {
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /** SODA to stake (spoke base units), or xSODA shares to unstake (18 decimals); > 0. */
  amount: bigint;
  /**
   * The write the allowance is for: `stake` (SODA), or `unstake` / `instantUnstake` (xSODA, from the hub only).
   * @default "stake"
   */
  action?: StakingAllowanceAction | undefined;
}

/**
 * The allowance question of a staking write, or `undefined` when it needs none (an unstake from a spoke).
 *
 * @param deps the service dependencies
 * @param params see {@link StakingAllowanceParams}
 * @returns the query (token SODA or xSODA, owner the user, spender the asset manager or the hub wallet), or
 *   `undefined`; failures (phase `validate` unless noted): `VALIDATION_FAILED` (`field: "action"`),
 *   `INVALID_AMOUNT`, `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN`, `INVALID_ADDRESS`, hub wallet lookup failures
 *   (phase `lookup`), `INVALID_CONFIG` (no asset manager, no xSODA)
 */
export async function stakingAllowanceQuery(
  deps: ServiceDeps,
  params: StakingAllowanceParams,
): Promise<Result<AllowanceQuery | undefined, ClientError>> {
  const action = params?.action ?? "stake";
  if (!STAKING_ALLOWANCE_ACTIONS.includes(action)) {
    return err(
      invalid(
        "VALIDATION_FAILED",
        "allowance",
        `action must be one of ${STAKING_ALLOWANCE_ACTIONS.join(", ")}`,
        {
          field: "action",
        },
      ),
    );
  }
  const bad = checkUint(action, "amount", params?.amount);
  if (bad) return err(bad);
  if (action === "stake") return await stakeQuery(deps, params);
  if (params.srcChainKey === HUB_CHAIN_KEY) return await hubUnstakeQuery(deps, action, params);
  const checked = checkSpokeSender(deps, action, params);
  return checked ? err(checked) : ok(undefined);
}

async function stakeQuery(
  deps: ServiceDeps,
  params: StakingAllowanceParams,
): Promise<Result<AllowanceQuery, ClientError>> {
  const action = "stake";
  const soda = sodaToken(deps, action, params.srcChainKey);
  if (!soda.ok) return soda;
  const sender = await prepareHubAction(deps, { ...params, action });
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

async function hubUnstakeQuery(
  deps: ServiceDeps,
  action: StakingAllowanceAction,
  params: StakingAllowanceParams,
): Promise<Result<AllowanceQuery, ClientError>> {
  const xSoda = deps.config.instanceConfig.hub.addresses.xSoda;
  if (typeof xSoda !== "string" || !isAddress(xSoda, { strict: false })) {
    return err(invalid("INVALID_CONFIG", action, "no xSODA address configured", { field: "xSoda" }));
  }
  const sender = await prepareHubAction(deps, { ...params, action });
  if (!sender.ok) return sender;
  return ok({
    action,
    chainKey: sender.value.srcChainKey,
    token: xSoda,
    owner: sender.value.srcAddress,
    spender: sender.value.hubWallet,
    amount: params.amount,
  });
}

/** The I/O-free part of `prepareHubAction`: a known chain with an adapter, a valid address. */
function checkSpokeSender(
  deps: ServiceDeps,
  action: string,
  params: StakingAllowanceParams,
): ClientError | undefined {
  const chain = deps.config.findChainConfig(params.srcChainKey);
  if (!chain.ok) return inPhase(chain.error, "validate", action);
  const adapter = deps.spokes.adapter(params.srcChainKey);
  if (!adapter.ok) return inPhase(adapter.error, "validate", action);
  const family = getChainType(params.srcChainKey as SpokeChainKey);
  const address = params.srcAddress;
  const valid = typeof address === "string" &&
    (family === "EVM" ? isAddress(address, { strict: false }) : adapter.value.isValidAddress(address));
  return valid ? undefined : invalid("INVALID_ADDRESS", action, `srcAddress is not a ${family} address`, {
    field: "srcAddress",
    srcChainKey: params.srcChainKey,
  });
}
