/**
 * `createNearBridgeDeposit`: the NEAR adapter's `createBridgeDeposit`. The deposit is the asset-manager deposit of
 * `function_call.ts` (gross amount) to the user's hub wallet; its hub call list is the one every spoke's bridge
 * deposit carries (fee transfer, vault swap, delivery to the destination), built by the EVM family's
 * `buildEvmBridgeDeposit` from the hub-side fields only (the NEAR-side fields are checked here). Raw mode returns
 * the unsigned NEAR transaction as `transaction`, and its EVM-shaped summary as `tx` (`from` the signer, `to` the
 * contract called, `value` the NEAR attached for a native deposit, `data` the hub call list).
 *
 * @example Raw mode needs no wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { createNearBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createNearBridgeDeposit({ addresses: { assetManager: "asset-manager.sodax.near" } }, {
 *   dstChainKey: "0x38.bsc", inputToken: "NEAR", hubInputToken: a, hubOutputToken: a, hubVault: a, amount: 7n,
 *   srcAddress: "alice.near", dstAddress: a, creator: a, hubAssetManager: a, raw: true,
 * }, undefined);
 * assert.ok(r.ok && r.value.raw && "transaction" in r.value);
 * assert.equal(r.value.transaction.actions[0].deposit, 7n);
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import { buildSpokeBridgeRelayData } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { NearWalletProvider } from "./wallet.ts";
import { nearWalletAddress, sendNearTransaction } from "./_send.ts";
import { buildNearDepositCall, NEAR_NATIVE_TOKEN } from "./function_call.ts";
import { isNearTokenId, MAX_U128, type NearCallChainConfig, nearContract } from "./swap_intent.ts";

const OPERATION = "send bridge deposit";

/**
 * Builds the bridge deposit and, unless `params.raw`, checks that the wallet is `params.srcAddress` and sends it.
 *
 * @param config contracts and native token id
 * @param params see {@link SpokeBridgeDepositParams}
 * @param wallet the signer; unused (and optional) when `params.raw`
 * @returns the sent tx hash or the unsigned tx; failures (all with `chainKey: "near"`): `INVALID_ADDRESS`
 *   (srcAddress, inputToken, the hub-side addresses), `INVALID_AMOUNT` (not in (0, 2^128)), `INVALID_FEE`,
 *   `INVALID_CONFIG` (no asset manager), `ABORTED`, `WALLET_ERROR` (no wallet, not srcAddress, rejected, no hash)
 * @example A malformed sender
 * ```ts
 * import assert from "node:assert/strict";
 * import { createNearBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createNearBridgeDeposit({ addresses: { assetManager: "am.near" } }, {
 *   dstChainKey: "0x38.bsc", inputToken: "NEAR", hubInputToken: a, hubOutputToken: a, hubVault: a, amount: 7n,
 *   srcAddress: "Alice.NEAR", dstAddress: a, creator: a, hubAssetManager: a, raw: true,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "near");
 * ```
 */
export async function createNearBridgeDeposit(
  config: NearCallChainConfig,
  params: SpokeBridgeDepositParams,
  wallet: NearWalletProvider | undefined,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = { chainKey: "near", dstChainKey: params?.dstChainKey };
  const nativeToken = config.nativeToken ?? NEAR_NATIVE_TOKEN;
  const bad = (code: "INVALID_ADDRESS" | "INVALID_AMOUNT", field: string, value: unknown) =>
    err(
      new ClientError(code, `Cannot ${OPERATION}: ${field} is malformed`, {
        context: { ...context, field, value: describeValue(value) },
      }),
    );
  if (!isValidNearAddress(params.srcAddress)) return bad("INVALID_ADDRESS", "srcAddress", params.srcAddress);
  if (!isNearTokenId(params.inputToken, nativeToken)) {
    return bad("INVALID_ADDRESS", "inputToken", params.inputToken);
  }
  if (typeof params.amount !== "bigint" || params.amount <= 0n || params.amount > MAX_U128) {
    return bad("INVALID_AMOUNT", "amount", params.amount);
  }
  const assetManager = nearContract(config, "assetManager", OPERATION);
  if (!assetManager.ok) return assetManager;
  const built = buildSpokeBridgeRelayData("near", params);
  if (!built.ok) return built;
  const { feeAmount, relayData } = built.value;
  const request = buildNearDepositCall({
    token: params.inputToken,
    nativeToken,
    assetManager: assetManager.value,
    amount: params.amount,
    hubWallet: relayData.address,
    payload: relayData.payload,
  });
  if (params.raw) {
    const native = params.inputToken === nativeToken;
    return ok({
      raw: true,
      tx: {
        from: params.srcAddress,
        to: request.receiverId,
        value: native ? params.amount : 0n,
        data: relayData.payload,
      },
      transaction: { signerId: params.srcAddress, ...request },
      feeAmount,
      relayData,
    });
  }
  if (params.signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, { context, cause: params.signal.reason }),
    );
  }
  const from = await nearWalletAddress(wallet, OPERATION, context);
  if (!from.ok) return from;
  if (from.value !== params.srcAddress) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${OPERATION}: the wallet is not srcAddress`, {
        context: {
          ...context,
          phase: "getWalletAddress",
          walletAddress: from.value,
          srcAddress: params.srcAddress,
        },
      }),
    );
  }
  const sent = await sendNearTransaction(wallet!, request, OPERATION, { ...context, from: from.value });
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, feeAmount, relayData });
}
