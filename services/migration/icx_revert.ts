/**
 * SODA -> ICX (the reverse of the ICX migration). The user deposits SODA from the hub (the only source: the
 * reference client types `srcChainKey` as the Sonic mainnet key and deposits `hub.addresses.sodaToken`) into their
 * hub wallet, which runs `SODA.approve(icxMigration, amount)`, `icxMigration.reverseSwap(amount, hubWallet)` (the
 * wICX hub asset lands in the hub wallet, 1:1) and the hub asset manager's `transfer(wICX hub asset,
 * encodeAddress("0x1.icon", dstAddress), amount, "0x")`, which sends the wICX to the ICON wallet `dstAddress`.
 * From the hub the deposit and the calls go in one wallet-router transaction; the relayer executes only what it is
 * handed, so that hub transaction is then submitted to it (`chain_id` the hub's relay id, 146) and the delivery to
 * ICON awaited (`get_transaction_packets` under the same id), as the platform's `MigrationService
 * .revertMigrateSodaToIcx` does with `relayTxAndWaitPacket`: without the submission the wICX never leaves the
 * hub. The SODA deposit needs an allowance to the hub wallet first ({@link revertAllowanceQuery}).
 *
 * Flow confirmed against the platform SDK (icon-project/sodax-sdks `packages/sdk/src/migration/`:
 * `IcxMigrationService.revertMigration` — approve SODA to the migration contract, `reverseSwap(amount,
 * userWallet)`, `EvmAssetManagerService.encodeTransfer(wICX hub asset, encodeAddress(ICON, dst), amount)`;
 * `MigrationService.createRevertSodaToIcxMigrationIntent` — deposit of SODA from Sonic to the hub wallet;
 * `IcxCreateRevertMigrationParams.dstAddress` is an ICON EOA `hx...`).
 *
 * @example The call list
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildRevertSodaToIcxCalls } from "./icx_revert.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildRevertSodaToIcxCalls({
 *   soda: a, icxMigration: a, wICX: a, hubAssetManager: a, amount: 5n, hubWallet: a, to: `0x00${"12".repeat(20)}`,
 * });
 * assert.deepEqual(calls.map((c) => c.data.slice(0, 10)), ["0x095ea7b3", "0x743a0e58", "0xc6b4180b"]);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { icxMigrationAbi } from "../../core/abis/icx_migration.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { AllowanceQuery } from "../hub/allowance.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, prepareHubAction } from "../hub/execute_hub_calls.ts";
import type { HubWriteRaw, HubWriteSent } from "../hub/write_result.ts";
import { relayError } from "../hub/phase_error.ts";
import { relayIdsOf } from "../deps/service_deps.ts";
import { relayTxAndWaitPacket } from "../relay/mod.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildDeliveryCall } from "../money_market/build_calls.ts";
import { checkRevert, type IcxRevertContracts, type RevertSodaToIcxParams } from "./_icx_revert_input.ts";

export {
  ICX_REVERT_CHAIN_KEY,
  type IcxRevertContracts,
  type RevertSodaToIcxParams,
} from "./_icx_revert_input.ts";

/**
 * The SODA -> ICX hub call list.
 *
 * @param p the contracts, the amount, the user's hub wallet (receives the wICX first) and the encoded ICON wallet
 * @returns approve, reverseSwap, delivery to ICON
 * @example Three calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildRevertSodaToIcxCalls } from "./icx_revert.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const p = { soda: a, icxMigration: a, wICX: a, hubAssetManager: a, amount: 1n, hubWallet: a, to: "0x00" as const };
 * assert.equal(buildRevertSodaToIcxCalls(p).length, 3);
 * ```
 */
export function buildRevertSodaToIcxCalls(
  p: IcxRevertContracts & { amount: bigint; hubWallet: Address; to: Hex },
): ContractCall[] {
  return [
    {
      address: p.soda,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [p.icxMigration, p.amount] }),
    },
    {
      address: p.icxMigration,
      value: 0n,
      data: encodeFunctionData({
        abi: icxMigrationAbi,
        functionName: "reverseSwap",
        args: [p.amount, p.hubWallet],
      }),
    },
    buildDeliveryCall(p.wICX, p.amount, { spoke: p.to }, p.hubAssetManager),
  ];
}

/**
 * The outcome of a revert: the raw wallet-router tx (`raw: true`), or the sent hub tx (`srcTxHash === hubTxHash`)
 * with `dstTxHash`, the ICON transaction of the relay packet that delivered the wICX (the platform's
 * `dstChainTxHash`).
 */
export type RevertSodaToIcxResult = HubWriteRaw | (HubWriteSent & { dstTxHash: string });

/**
 * Reverts `amount` SODA on the hub to wICX delivered to the ICON wallet `dstAddress`: validate, derive the hub
 * wallet, deposit the SODA with the call list through the wallet router (or return the tx raw: the equivalent of
 * the reference `createRevertSodaToIcxMigrationIntent`), then hand the hub tx to the relayer and wait until the
 * packet to ICON is executed (`relayTxAndWaitPacket` with the hub's chain key; `options.timeout` bounds it).
 *
 * @param deps the hub-service dependencies
 * @param params see {@link RevertSodaToIcxParams}
 * @param options raw flag, the hub EVM wallet, signal @default {}
 * @returns the write result (`family: "EVM"`, `hubTxHash === srcTxHash`); failures (phase `validate` unless
 *   noted): `INVALID_AMOUNT`, `UNSUPPORTED_CHAIN_OPERATION` (not the hub), `INVALID_ADDRESS` (`dstAddress` not an
 *   ICON wallet, `srcAddress` not an EVM address), `INVALID_CONFIG` (no SODA token, ICX migration contract, wICX
 *   hub asset or hub asset manager), then the `prepareHubAction` and `executeHubCalls` codes, then the relay
 *   layer's `RELAY_TIMEOUT` / `SUBMIT_TX_FAILED` / `HTTP_REQUEST_FAILED` (phase `relay` or `submit`,
 *   `context.relayCode`, `context.srcTxHash` the hub tx), `ABORTED`
 */
export async function revertMigrateSodaToIcx(
  deps: ServiceDeps,
  params: RevertSodaToIcxParams,
  options: HubWriteOptions = {},
): Promise<Result<RevertSodaToIcxResult, ClientError>> {
  const action = "revertMigrateSodaToIcx";
  const checked = checkRevert(deps, action, params);
  if (!checked.ok) return checked;
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const { contracts, to } = checked.value;
  const calls = buildRevertSodaToIcxCalls({
    ...contracts,
    amount: params.amount,
    hubWallet: sender.value.hubWallet,
    to,
  });
  const sent = await executeHubCalls(deps, {
    ...sender.value,
    action,
    calls,
    deposit: { token: contracts.soda, amount: params.amount },
  }, options);
  if (!sent.ok) return sent;
  if (sent.value.kind === "raw") return ok(sent.value);
  const srcTxHash = sent.value.srcTxHash;
  const packet = await relayTxAndWaitPacket({
    srcTxHash,
    data: sent.value.relayData,
    chainKey: HUB_CHAIN_KEY,
    relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
    relayChainIds: relayIdsOf(deps),
    timeout: options.timeout,
    signal: options.signal,
    sleep: deps.sleep,
    now: deps.now,
    transport: { ...deps.transport, fetch: deps.fetch },
  });
  if (!packet.ok) return err(relayError(packet.error, action, { srcChainKey: HUB_CHAIN_KEY, srcTxHash }));
  return ok({ ...sent.value, dstTxHash: packet.value.dst_tx_hash });
}

/**
 * The allowance question of a revert: SODA on the hub, owner the user, spender the user's hub wallet (its router
 * pulls the deposit with `transferFrom`).
 *
 * @param deps the hub-service dependencies
 * @param params see {@link RevertSodaToIcxParams}
 * @returns the query; the {@link revertMigrateSodaToIcx} validation codes and hub wallet lookup failures
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { revertAllowanceQuery } from "./icx_revert.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await revertAllowanceQuery(deps, { srcChainKey: "sonic", srcAddress: "0x", amount: 0n, dstAddress: "" });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export async function revertAllowanceQuery(
  deps: ServiceDeps,
  params: RevertSodaToIcxParams,
): Promise<Result<AllowanceQuery, ClientError>> {
  const action = "revertMigrateSodaToIcx";
  const checked = checkRevert(deps, action, params);
  if (!checked.ok) return checked;
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  return ok({
    action,
    chainKey: sender.value.srcChainKey,
    token: checked.value.contracts.soda,
    owner: sender.value.srcAddress,
    spender: sender.value.hubWallet,
    amount: params.amount,
  });
}
