/**
 * `sendNearHubCalls`: the NEAR adapter's `sendHubCalls` (hub-service writes from NEAR). With a deposit it is the
 * asset-manager deposit of `function_call.ts` carrying the hub call list to the user's hub wallet; without one it
 * is `connection.send_message({dst_chain_id: 146, dst_address: hubWallet, payload})`. Raw mode returns
 * `{family: "NEAR", transaction: {signerId, receiverId, actions}}` (the wallet adds nonce, key and block hash).
 *
 * @example Raw message
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendNearHubCalls } from "./send_hub_calls.ts";
 * const r = await sendNearHubCalls(
 *   { addresses: { connection: "connection.sodax.near" } },
 *   { srcAddress: "alice.near", hubWallet: `0x${"11".repeat(20)}`, payload: "0x12", raw: true },
 *   undefined,
 * );
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "NEAR");
 * assert.equal(r.value.tx.transaction.actions[0].methodName, "send_message");
 * ```
 * @module
 */
import { getIntentRelayChainId, HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import { checkHubCallParams, hubCallError } from "../spoke/hub_call_params.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import type { NearTransactionRequest, NearWalletProvider } from "./wallet.ts";
import { nearWalletAddress, sendNearTransaction } from "./_send.ts";
import { buildNearDepositCall, buildNearMessageCall, NEAR_NATIVE_TOKEN } from "./function_call.ts";
import { isNearTokenId, MAX_U128, type NearCallChainConfig, nearContract } from "./swap_intent.ts";

const OPERATION = "send hub calls";

/**
 * Builds and (unless `params.raw`) sends the hub-call transaction.
 *
 * @param config contracts and native token id
 * @param params see {@link SpokeHubCallParams}
 * @param wallet the signer (unused when raw)
 * @returns the tx hash or the raw tx, with the relay data `{address: hubWallet, payload}`; failures (all with
 *   `chainKey: "near"`): `ABORTED`, `INVALID_ADDRESS` (srcAddress, hubWallet, deposit token),
 *   `VALIDATION_FAILED` (payload not hex), `INVALID_AMOUNT` (deposit amount not in (0, 2^128)), `INVALID_CONFIG`
 *   (no asset manager or connection), `WALLET_ERROR` (no wallet, not srcAddress, rejected, no hash)
 */
export async function sendNearHubCalls(
  config: NearCallChainConfig,
  params: SpokeHubCallParams,
  wallet: NearWalletProvider | undefined,
): Promise<Result<SpokeHubCallResult, ClientError>> {
  const context = { chainKey: "near", action: "sendHubCalls" };
  const aborted = (signal: AbortSignal) =>
    err(new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, { context, cause: signal.reason }));
  if (params?.signal?.aborted) return aborted(params.signal);
  const nativeToken = config.nativeToken ?? NEAR_NATIVE_TOKEN;
  const checked = checkHubCallParams(params, {
    chainKey: "near",
    isValidAddress: (a) => isValidNearAddress(a),
    isValidToken: (t) => isNearTokenId(t, nativeToken),
    maxAmount: MAX_U128,
  });
  if (!checked.ok) return checked;
  const { srcAddress, hubWallet, payload, deposit } = checked.value;
  let request: NearTransactionRequest;
  if (deposit !== undefined) {
    const assetManager = nearContract(config, "assetManager", OPERATION);
    if (!assetManager.ok) return assetManager;
    request = buildNearDepositCall({
      token: deposit.token,
      nativeToken,
      assetManager: assetManager.value,
      amount: deposit.amount,
      hubWallet,
      payload,
    });
  } else {
    const connection = nearContract(config, "connection", OPERATION);
    if (!connection.ok) return connection;
    request = buildNearMessageCall({
      connection: connection.value,
      dstChainId: Number(params.hubRelayChainId ?? getIntentRelayChainId(HUB_CHAIN_KEY)),
      hubWallet,
      payload,
    });
  }
  const relayData = { address: hubWallet, payload };
  if (params.raw === true) {
    return ok({
      raw: true,
      tx: { family: "NEAR", transaction: { signerId: srcAddress, ...request } },
      relayData,
    });
  }
  const from = await nearWalletAddress(wallet, OPERATION, context);
  if (!from.ok) return from;
  if (from.value !== srcAddress) {
    return err(hubCallError("WALLET_ERROR", "the wallet is not srcAddress", {
      ...context,
      phase: "getWalletAddress",
      walletAddress: from.value,
      srcAddress,
    }));
  }
  if (params.signal?.aborted) return aborted(params.signal);
  const sent = await sendNearTransaction(wallet!, request, OPERATION, { ...context, from: srcAddress });
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, relayData });
}
