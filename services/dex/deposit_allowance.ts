/**
 * The allowance a dex deposit needs, as the platform SDK's `AssetService.isAllowanceValid` / `approve`: the
 * deposited token must be approved to the source chain's asset manager (EVM spokes) or to the user's hub wallet
 * (the hub); the native coin and non-EVM sources need none (`isAllowanceValid` is `true`, `approve` fails
 * `UNSUPPORTED_CHAIN_OPERATION`). Also `getDexPoolToken`: the pool currency a token deposits into.
 *
 * @example A zero amount fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { dexIsAllowanceValid } from "./deposit_allowance.ts";
 * const r = await dexIsAllowanceValid({ config: new ConfigService() } as ServiceDeps, {
 *   srcChainKey: "0x2105.base", srcAddress: "0x1111111111111111111111111111111111111111",
 *   token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: 0n,
 *   poolToken: "0x2222222222222222222222222222222222222222",
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 * @module
 */
import { type Address, isAddressEqual, zeroAddress } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type AllowanceQuery, depositSpender, isAllowanceValid, sendApprove } from "../hub/allowance.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase } from "../hub/phase_error.ts";
import type { HubWriteOptions, SentEvmTx } from "../hub/send_evm_tx.ts";
import { checkParams, checkUint } from "./_validate.ts";
import { resolveDexAsset } from "./asset_token.ts";
import type { DexDepositParams } from "./deposit.ts";
import { stataTokenFactoryAbi } from "../../core/abis/stata_token.ts";

async function allowanceQuery(
  deps: ServiceDeps,
  action: string,
  params: DexDepositParams,
): Promise<Result<AllowanceQuery, ClientError>> {
  const p = checkParams(action, params);
  if (!p.ok) return p;
  const amount = checkUint(action, "amount", params.amount, { min: 1n });
  if (!amount.ok) return amount;
  const asset = resolveDexAsset(deps.config, params.srcChainKey, params.token, action);
  if (!asset.ok) return asset;
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const spender = depositSpender(deps, sender.value.srcChainKey, sender.value.hubWallet);
  if (!spender.ok) return spender;
  return ok({
    action,
    chainKey: sender.value.srcChainKey,
    token: asset.value.token.address as Address,
    owner: sender.value.srcAddress,
    spender: spender.value,
    amount: amount.value,
  });
}

/**
 * Whether the deposit of `params` is approved.
 *
 * @param deps the service dependencies
 * @param params the deposit (its `poolToken` is not used)
 * @returns `true` / `false`; failures: the deposit's validation codes (phase `validate`), hub wallet lookup,
 *   `HTTP_REQUEST_FAILED` (phase `allowanceCheck`)
 */
export async function dexIsAllowanceValid(
  deps: ServiceDeps,
  params: DexDepositParams,
): Promise<Result<boolean, ClientError>> {
  const query = await allowanceQuery(deps, "isAllowanceValid", params);
  if (!query.ok) return query;
  return await isAllowanceValid(deps, query.value);
}

/**
 * Approves the deposit spender for `amount` of `token` (raw tx with `raw: true`); no relay.
 *
 * @param deps the service dependencies
 * @param params the deposit (its `poolToken` is not used)
 * @param options raw flag, wallet, signal @default {}
 * @returns the sent or raw approve tx; failures: the deposit's validation codes, `UNSUPPORTED_CHAIN_OPERATION`
 *   (non-EVM source, phase `approve`), the `sendEvmTx` codes
 */
export async function dexApprove(
  deps: ServiceDeps,
  params: DexDepositParams,
  options: HubWriteOptions = {},
): Promise<Result<SentEvmTx, ClientError>> {
  const query = await allowanceQuery(deps, "approve", params);
  if (!query.ok) return query;
  return await sendApprove(deps, query.value, options);
}

/**
 * The pool currency `token` of `chainKey` deposits into: `stataTokenFactory.getStataToken(vault)`, or the vault
 * token itself when the factory has none (bnUSD pools trade the bnUSD vault token).
 *
 * @param deps configuration and hub provider
 * @param query the token's chain and address
 * @returns the pool currency; failures: `UNKNOWN_CHAIN_KEY` / `UNSUPPORTED_TOKEN` (phase `validate`), the factory
 *   read (phase `lookup`)
 */
export async function getDexPoolToken(
  deps: Pick<ServiceDeps, "config" | "hub">,
  query: { chainKey: string; token: string },
): Promise<Result<Address, ClientError>> {
  const action = "getPoolToken";
  const q = checkParams(action, query);
  if (!q.ok) return q;
  const asset = resolveDexAsset(deps.config, query.chainKey, query.token, action, "chainKey");
  if (!asset.ok) return asset;
  const r = await deps.hub.readContract({
    address: deps.config.instanceConfig.dex.concentratedLiquidityConfig.stataTokenFactory as Address,
    abi: stataTokenFactoryAbi,
    functionName: "getStataToken",
    args: [asset.value.vault],
  });
  if (!r.ok) return err(inPhase(r.error, "lookup", action));
  return ok(isAddressEqual(r.value, zeroAddress) ? asset.value.vault : r.value);
}
