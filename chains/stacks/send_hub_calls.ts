/**
 * `sendStacksHubCalls`: the Stacks adapter's `sendHubCalls` (hub-service writes from Stacks: money market, staking,
 * ...). With a deposit it is the asset-manager `transfer` carrying the hub call list as `data`; without one it is
 * the connection's `send-message(hub relay id, hubWallet, payload)` (see `contract_calls.ts`). Raw mode returns
 * `{family: "STACKS", payload, contractCall}`: the serialized contract-call payload (the platform SDK's raw form)
 * and the call itself, for a wallet or signer that adds nonce, fee and signature.
 *
 * @example Raw message (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendStacksHubCalls } from "./send_hub_calls.ts";
 * const r = await sendStacksHubCalls(
 *   { rpcUrl: "http://stacks.test", addresses: { connection: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.connection-v3" } },
 *   { srcAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7", hubWallet: `0x${"11".repeat(20)}`, payload: "0x12", raw: true },
 *   undefined,
 * );
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "STACKS" && r.value.tx.contractCall.functionName === "send-message");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStacksAddress } from "../address/stacks.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { checkHubCallParams } from "../spoke/hub_call_params.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import type { StacksWalletProvider } from "./wallet.ts";
import {
  abortedWrite,
  checkStacksFunds,
  MAX_U128,
  prepareStacksDeposit,
  prepareStacksMessage,
  sendStacksCall,
  type StacksSpokeChainConfig,
  stacksWalletAddress,
  type StacksWriteContext,
  writeError,
} from "./_spoke_call.ts";
import { stacksCallPayload } from "./contract_calls.ts";
import { isStacksToken, STACKS_NATIVE_TOKEN } from "./token_reads.ts";

/**
 * Builds and (unless `params.raw`) sends the hub-call transaction.
 *
 * @param config the chain settings
 * @param params see {@link SpokeHubCallParams}
 * @param wallet the signer (unused when raw)
 * @param options transport
 * @returns the txid or the raw call, with the relay data `{address: hubWallet, payload}`; failures: `ABORTED`,
 *   `INVALID_ADDRESS` (srcAddress, hubWallet, deposit token), `UNSUPPORTED_TOKEN` (deposit token not listed),
 *   `VALIDATION_FAILED` (payload not hex), `INVALID_AMOUNT` (deposit amount not in `(0, 2^128)`, or above the
 *   balance), `INVALID_CONFIG` (no asset manager or connection), `WALLET_ERROR` (no wallet, not srcAddress,
 *   rejected, no txid), the node reads' failures
 * @example A malformed hub wallet is INVALID_ADDRESS (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendStacksHubCalls } from "./send_hub_calls.ts";
 * const r = await sendStacksHubCalls(
 *   { rpcUrl: "http://stacks.test", addresses: {} },
 *   { srcAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7", hubWallet: "0x12", payload: "0x" },
 *   undefined,
 * );
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "hubWallet");
 * ```
 */
export async function sendStacksHubCalls(
  config: StacksSpokeChainConfig,
  params: SpokeHubCallParams,
  wallet: StacksWalletProvider | undefined,
  options: Pick<SpokeAdapterOptions, "fetch" | "sleep"> = {},
): Promise<Result<SpokeHubCallResult, ClientError>> {
  const write: StacksWriteContext = {
    operation: "send hub calls",
    context: { chainKey: "stacks", action: "sendHubCalls" },
    signal: params?.signal,
    options,
  };
  const aborted = abortedWrite(write);
  if (aborted) return err(aborted);
  const checked = checkHubCallParams(params, {
    chainKey: "stacks",
    isValidAddress: (a) => isValidStacksAddress(a) && !a.includes("."),
    isValidToken: (t) => isStacksToken(t, config.nativeToken ?? STACKS_NATIVE_TOKEN),
    maxAmount: MAX_U128,
  });
  if (!checked.ok) return checked;
  const { srcAddress, hubWallet, payload, deposit } = checked.value;
  const call = deposit === undefined
    ? prepareStacksMessage(config, { hubWallet, payload, hubRelayChainId: params.hubRelayChainId }, write)
    : await prepareStacksDeposit(config, { ...deposit, hubWallet, data: payload }, write);
  if (!call.ok) return call;
  const relayData = { address: hubWallet, payload };
  if (params.raw === true) {
    const tx = {
      family: "STACKS" as const,
      payload: stacksCallPayload(call.value),
      contractCall: call.value,
    };
    return ok({ raw: true, tx, relayData });
  }
  const from = await stacksWalletAddress(wallet, write);
  if (!from.ok) return from;
  if (from.value !== srcAddress) {
    return err(writeError("WALLET_ERROR", "the wallet is not srcAddress", write, {
      phase: "getWalletAddress",
      walletAddress: from.value,
      srcAddress,
    }));
  }
  const sender = { ...write, context: { ...write.context, from: srcAddress } };
  if (deposit !== undefined) {
    const poor = await checkStacksFunds(config, srcAddress, deposit, sender);
    if (poor) return err(poor);
  }
  const sent = await sendStacksCall(wallet!, call.value, sender);
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, relayData });
}
