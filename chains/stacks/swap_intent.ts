/**
 * `createStacksSwapIntent`: a swap intent from Stacks is an asset-manager deposit of the gross amount to the user's
 * hub wallet whose `data` is the whole hub call list `[approve, createIntent]` (Stacks is not a split-tx chain:
 * the relayer reads the payload from the chain, so the client sends no relay `data`).
 *
 * @example An aborted signal fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStacksSwapIntent } from "./swap_intent.ts";
 * const c = new AbortController();
 * c.abort();
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createStacksSwapIntent({ rpcUrl: "http://stacks.test", addresses: {} }, {
 *   dstChainKey: "0x2105.base", inputToken: "ST000000000000000000002AMW42H.nativetoken", hubInputToken: a,
 *   hubOutputToken: a, inputAmount: 1n, minOutputAmount: 1n, deadline: 0n, allowPartialFill: false,
 *   dstAddress: a, creator: a, intentsContract: a, signal: c.signal,
 * }, { getWalletAddress: () => Promise.reject(new Error("x")), callContract: () => Promise.reject(new Error("x")) });
 * assert.ok(!r.ok && r.error.code === "ABORTED" && r.error.context.chainKey === "stacks");
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import {
  checkIntentInput,
  defaultRandomBytes,
  intentAborted,
  randomUint256,
} from "../spoke/intent_creation.ts";
import type { SpokeSwapIntentParams, SpokeSwapIntentResult } from "../spoke/spoke_adapter.ts";
import type { StacksWalletProvider } from "./wallet.ts";
import {
  checkStacksFunds,
  checkStacksToken,
  MAX_U128,
  prepareStacksDeposit,
  sendStacksCall,
  type StacksSpokeChainConfig,
  stacksWalletAddress,
  type StacksWriteContext,
} from "./_spoke_call.ts";
import { isStacksToken, STACKS_NATIVE_TOKEN } from "./token_reads.ts";

/**
 * Creates the intent: wallet address, intent and payload, deposit call, balance check, sign and broadcast.
 *
 * @param config the chain settings
 * @param params see {@link SpokeSwapIntentParams}
 * @param wallet the signer
 * @param options transport and randomness
 * @returns the txid, intent, fee and relay data; failures: `ABORTED`, `WALLET_ERROR`, `INVALID_ADDRESS`,
 *   `UNSUPPORTED_TOKEN` (not listed), `INVALID_AMOUNT` (zero, above a `uint`, or above the balance), `INVALID_FEE`,
 *   `INVALID_CONFIG`, the node reads' failures
 * @example A rejecting wallet is WALLET_ERROR
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStacksSwapIntent } from "./swap_intent.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const refuse = () => Promise.reject(new Error("declined"));
 * const r = await createStacksSwapIntent({ rpcUrl: "http://stacks.test", addresses: {} }, {
 *   dstChainKey: "0x2105.base", inputToken: "ST000000000000000000002AMW42H.nativetoken", hubInputToken: a,
 *   hubOutputToken: a, inputAmount: 1n, minOutputAmount: 1n, deadline: 0n, allowPartialFill: false,
 *   dstAddress: a, creator: a, intentsContract: a,
 * }, { getWalletAddress: refuse, callContract: refuse });
 * assert.ok(!r.ok && r.error.code === "WALLET_ERROR" && r.error.context.chainKey === "stacks");
 * ```
 */
export async function createStacksSwapIntent(
  config: StacksSpokeChainConfig,
  params: SpokeSwapIntentParams,
  wallet: StacksWalletProvider,
  options: SpokeAdapterOptions = {},
): Promise<Result<SpokeSwapIntentResult, ClientError>> {
  const context = { chainKey: "stacks", dstChainKey: params.dstChainKey };
  const { signal } = params;
  const write: StacksWriteContext = { operation: "create intent", context, signal, options };
  if (signal?.aborted) return err(intentAborted(context, signal.reason));
  const nativeToken = config.nativeToken ?? STACKS_NATIVE_TOKEN;
  const from = await stacksWalletAddress(wallet, write);
  if (!from.ok) return from;
  const badInput = checkIntentInput(params, {
    isValidToken: (t) => isStacksToken(t, nativeToken),
    tokenText: "a Stacks token",
    maxAmount: { value: MAX_U128, text: "a Clarity uint" },
  }, context);
  if (badInput) return err(badInput);
  const unlisted = checkStacksToken(config, params.inputToken, "inputToken", write);
  if (unlisted) return err(unlisted);
  const built = buildSpokeIntent({
    ...params,
    srcChainKey: "stacks",
    srcAddress: from.value,
    intentId: params.intentId ?? randomUint256(options.randomBytes ?? defaultRandomBytes),
  });
  if (!built.ok) return built;
  const { intent, feeAmount, payload } = built.value;
  const sender = { ...write, context: { ...context, from: from.value } };
  const call = await prepareStacksDeposit(config, {
    token: params.inputToken,
    amount: params.inputAmount,
    hubWallet: intent.creator as Hex,
    data: payload,
  }, sender);
  if (!call.ok) return call;
  const poor = await checkStacksFunds(config, from.value, {
    token: params.inputToken,
    amount: params.inputAmount,
  }, sender);
  if (poor) return err(poor);
  if (signal?.aborted) return err(intentAborted(context, signal.reason));
  const sent = await sendStacksCall(wallet, call.value, sender);
  if (!sent.ok) return sent;
  return ok({ txHash: sent.value, intent, feeAmount, relayData: { address: intent.creator, payload } });
}
