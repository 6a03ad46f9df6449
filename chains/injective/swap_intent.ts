/**
 * `createInjectiveSwapIntent`: a swap intent from Injective is an asset-manager deposit (`transfer`, the coin
 * attached as funds) carrying the hub call list `[approve, createIntent]` (`buildSpokeIntent`) to the user's hub
 * wallet — the platform SDK's `SwapService` → `InjectiveSpokeService.deposit`. Injective is not a split-tx chain:
 * the payload is on chain, and the relay data is returned for symmetry. Before the wallet signs, the sender's
 * balance of the spent denom is checked.
 *
 * @example A rejected swap before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createInjectiveSwapIntent } from "./swap_intent.ts";
 * const c = new AbortController();
 * c.abort();
 * const wallet = { getWalletAddress: () => Promise.reject(new Error("x")), execute: () => Promise.reject(new Error("x")) };
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createInjectiveSwapIntent({ restUrl: "http://lcd.test", addresses: {} }, {
 *   dstChainKey: "0x2105.base", inputToken: "inj", hubInputToken: a, hubOutputToken: a,
 *   inputAmount: 1n, minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, dstAddress: a, creator: a,
 *   intentsContract: a, signal: c.signal,
 * }, wallet);
 * assert.ok(!r.ok && r.error.code === "ABORTED" && r.error.context.chainKey === "injective-1");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import { defaultRandomBytes, intentAborted, randomUint256 } from "../spoke/intent_creation.ts";
import type { SpokeSwapIntentParams, SpokeSwapIntentResult } from "../spoke/spoke_adapter.ts";
import type { InjectiveWalletProvider } from "./wallet.ts";
import {
  checkDeposit,
  checkSpendable,
  contractOf,
  injectiveContext,
  injectiveWalletAddress,
  type InjectiveWriteConfig,
  sendInjectiveExecute,
} from "./_wallet_steps.ts";
import { buildInjectiveDepositRequest } from "./execute_msg.ts";

/**
 * Creates a swap intent from Injective with `wallet`.
 *
 * @param config REST root, contracts, listed tokens, transport
 * @param params the chain-neutral intent parameters
 * @param wallet the signer
 * @param options `randomBytes` for the intent id (@default crypto.getRandomValues)
 * @returns tx hash, intent, fee and relay data; failures (all with `context.chainKey`): `ABORTED`,
 *   `INVALID_ADDRESS` (inputToken not a denom), `UNSUPPORTED_TOKEN` (not listed), `INVALID_AMOUNT` (not in
 *   (0, 2^128), or above the sender's balance: `context.reason` `insufficient balance`), `INVALID_CONFIG`,
 *   `WALLET_ERROR`, the {@link buildSpokeIntent} codes (`INVALID_FEE`, ...)
 */
export async function createInjectiveSwapIntent(
  config: InjectiveWriteConfig,
  params: SpokeSwapIntentParams,
  wallet: InjectiveWalletProvider,
  options: { randomBytes?: ((length: number) => Uint8Array) | undefined } = {},
): Promise<Result<SpokeSwapIntentResult, ClientError>> {
  const operation = "create intent";
  const context = injectiveContext({ dstChainKey: params?.dstChainKey });
  if (params.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  const bad = checkDeposit(
    config,
    params.inputToken,
    params.inputAmount,
    {
      token: "inputToken",
      amount: "inputAmount",
    },
    operation,
    context,
  );
  if (bad) return err(bad);
  const assetManager = contractOf(config, "assetManager", operation, context);
  if (!assetManager.ok) return assetManager;
  const from = await injectiveWalletAddress(wallet, operation, context);
  if (!from.ok) return from;
  const built = buildSpokeIntent({
    ...params,
    srcChainKey: "injective-1",
    srcAddress: from.value,
    intentId: params.intentId ?? randomUint256(options.randomBytes ?? defaultRandomBytes),
  });
  if (!built.ok) return err(withChainKey(built.error));
  const { intent, feeAmount, payload } = built.value;
  const short = await checkSpendable(
    config,
    from.value,
    params.inputToken,
    params.inputAmount,
    operation,
    context,
    params.signal,
  );
  if (short) return err(short);
  const request = buildInjectiveDepositRequest({
    assetManager: assetManager.value,
    token: params.inputToken,
    amount: params.inputAmount,
    hubWallet: intent.creator as Hex,
    payload,
  });
  if (params.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  const sent = await sendInjectiveExecute(wallet, request, operation, { ...context, from: from.value });
  if (!sent.ok) return sent;
  return ok({ txHash: sent.value, intent, feeAmount, relayData: { address: intent.creator, payload } });
}

/**
 * `error` naming the Injective source in its context: `chainKey: "injective-1"`, or `srcChainKey` when the shared
 * builders named another chain (e.g. the destination of a malformed `dstAddress`).
 */
export function withChainKey(error: ClientError): ClientError {
  if (error.context.chainKey === "injective-1") return error;
  const named = error.context.chainKey === undefined
    ? { chainKey: "injective-1" }
    : { srcChainKey: "injective-1" };
  return new ClientError(error.code, error.message, {
    context: { ...error.context, ...named },
    cause: error.cause,
  });
}
