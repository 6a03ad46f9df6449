/**
 * `createIconBridgeDeposit`: the ICON adapter's `createBridgeDeposit`, as the platform's `BridgeService` bridges
 * from ICON (`IconSpokeService.deposit`). The hub call list is the one every spoke's bridge deposit carries (fee
 * transfer, vault swap, delivery to the destination), built by `buildEvmBridgeDeposit` from the hub-side fields
 * only (the ICON-side fields are checked here); the transaction is the asset-manager deposit of the gross amount
 * to the user's hub wallet that `sendHubCalls` sends (`send_hub_calls.ts`: the token's `transfer` to the asset
 * manager with `rlp([payload, hubWallet])`; native ICX through wICX). Raw mode returns the EVM-shaped summary as
 * `tx` (`from` the signer, `to` the contract called, `value` the ICX attached, `data` the hub call list) and the
 * `icx_sendTransaction` params without the signature as `params`.
 *
 * @example A malformed sender is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createIconBridgeDeposit({ nid: "0x1", addresses: {} }, {
 *   dstChainKey: "0x38.bsc", inputToken: `cx${"88".repeat(20)}`, hubInputToken: a, hubOutputToken: a,
 *   hubVault: a, amount: 7n, srcAddress: "hx12", dstAddress: a, creator: a, hubAssetManager: a, raw: true,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "0x1.icon");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidIconAddress } from "../address/icon.ts";
import { buildSpokeBridgeRelayData } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import { sendIconHubCalls } from "./send_hub_calls.ts";
import type { IconDepositChainConfig } from "./swap_intent.ts";
import type { IconWalletProvider } from "./wallet.ts";

const OPERATION = "send bridge deposit";

/**
 * Builds the bridge deposit and, unless `params.raw`, sends it with `sendIconHubCalls` (which checks that the
 * wallet is `params.srcAddress`).
 *
 * @param config network id, contracts, native token id
 * @param params see {@link SpokeBridgeDepositParams}
 * @param wallet the signer; unused (and optional) when `params.raw`
 * @param options `now` stamps raw transactions (@default Date.now)
 * @returns the sent tx hash or the unsigned tx; failures (all with `chainKey: "0x1.icon"`): `INVALID_ADDRESS`
 *   (srcAddress, inputToken, the hub-side addresses), `INVALID_AMOUNT` (not in (0, 2^256)), `INVALID_FEE`, and
 *   `sendIconHubCalls`' (`INVALID_CONFIG`, `ABORTED`, `WALLET_ERROR`, RPC failures)
 */
export async function createIconBridgeDeposit(
  config: IconDepositChainConfig,
  params: SpokeBridgeDepositParams,
  wallet: IconWalletProvider | undefined,
  options: { now?: (() => number) | undefined } = {},
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = { chainKey: "0x1.icon", dstChainKey: params?.dstChainKey };
  const bad = (code: "INVALID_ADDRESS" | "INVALID_AMOUNT", field: string, value: unknown) =>
    err(
      new ClientError(code, `Cannot ${OPERATION}: ${field} is malformed`, {
        context: { ...context, field, value: describeValue(value) },
      }),
    );
  if (typeof params.srcAddress !== "string" || !/^hx[0-9a-f]{40}$/.test(params.srcAddress)) {
    return bad("INVALID_ADDRESS", "srcAddress", params.srcAddress);
  }
  if (!isValidIconAddress(params.inputToken)) return bad("INVALID_ADDRESS", "inputToken", params.inputToken);
  if (typeof params.amount !== "bigint" || params.amount <= 0n || params.amount >= 1n << 256n) {
    return bad("INVALID_AMOUNT", "amount", params.amount);
  }
  const built = buildSpokeBridgeRelayData("0x1.icon", params);
  if (!built.ok) return built;
  const { feeAmount, relayData } = built.value;
  const sent = await sendIconHubCalls(
    config,
    {
      srcAddress: params.srcAddress,
      hubWallet: relayData.address,
      payload: relayData.payload,
      deposit: { token: params.inputToken, amount: params.amount },
      raw: params.raw,
      signal: params.signal,
    },
    wallet,
    options,
  );
  if (!sent.ok) {
    const e = sent.error;
    return err(new ClientError(e.code, e.message, { context: { ...e.context, ...context }, cause: e.cause }));
  }
  if (!sent.value.raw) return ok({ raw: false, txHash: sent.value.txHash, feeAmount, relayData });
  const icx = sent.value.tx.family === "ICON" ? sent.value.tx.params : {};
  return ok({
    raw: true,
    tx: {
      from: params.srcAddress,
      to: typeof icx.to === "string" ? icx.to : "",
      value: typeof icx.value === "string" ? BigInt(icx.value) : 0n,
      data: relayData.payload,
    },
    params: icx,
    feeAmount,
    relayData,
  });
}
