/**
 * `createNearSwapIntent`: a swap intent from NEAR is an asset-manager deposit (`function_call.ts`) carrying the hub
 * call list `[approve, createIntent]` (`buildSpokeIntent`) to the user's hub wallet. NEAR is not a split-tx chain:
 * the payload is on chain, and the relay data is returned for symmetry.
 *
 * @example Aborted before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createNearSwapIntent } from "./swap_intent.ts";
 * const c = new AbortController();
 * c.abort();
 * const wallet = { getWalletAddress: () => Promise.reject(new Error("x")), signAndSendTransaction: () => Promise.reject(new Error("x")) };
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createNearSwapIntent({ addresses: {} }, {
 *   dstChainKey: "0x2105.base", inputToken: "NEAR", hubInputToken: a, hubOutputToken: a,
 *   inputAmount: 1n, minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, dstAddress: a, creator: a,
 *   intentsContract: a, signal: c.signal,
 * }, wallet);
 * assert.ok(!r.ok && r.error.code === "ABORTED" && r.error.context.chainKey === "near");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import {
  checkIntentInput,
  defaultRandomBytes,
  intentAborted,
  randomUint256,
} from "../spoke/intent_creation.ts";
import type { SpokeSwapIntentParams, SpokeSwapIntentResult } from "../spoke/spoke_adapter.ts";
import type { NearWalletProvider } from "./wallet.ts";
import { nearWalletAddress, sendNearTransaction } from "./_send.ts";
import { buildNearDepositCall, NEAR_NATIVE_TOKEN } from "./function_call.ts";

/** The largest NEAR amount (u128). */
export const MAX_U128 = (1n << 128n) - 1n;

/** The chain settings a deposit or message needs (a structural subset of `NearChainConfig`). */
export interface NearCallChainConfig {
  /** Contracts by role: `assetManager` for deposits, `connection` for messages. */
  addresses: Readonly<Record<string, string>>;
  /** The native coin's token id. @default NEAR_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/**
 * The configured contract of `role`, or `INVALID_CONFIG` naming it.
 *
 * @param config the chain settings
 * @param role `assetManager` or `connection`
 * @param operation the failing operation, for the message
 * @returns the account id
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearContract } from "./swap_intent.ts";
 * const r = nearContract({ addresses: {} }, "connection", "send hub calls");
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.field === "addresses.connection");
 * ```
 */
export function nearContract(
  config: NearCallChainConfig,
  role: "assetManager" | "connection",
  operation: string,
): Result<string, ClientError> {
  const value = config.addresses[role];
  if (isValidNearAddress(value)) return ok(value as string);
  return err(
    new ClientError("INVALID_CONFIG", `Cannot ${operation}: no NEAR ${role} configured`, {
      context: { chainKey: "near", field: `addresses.${role}` },
    }),
  );
}

/**
 * Whether `token` is a deposit token id of NEAR: the native token id or a NEP-141 contract account.
 *
 * @param token the candidate
 * @param nativeToken the native coin's id
 * @returns true when well-formed
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isNearTokenId } from "./swap_intent.ts";
 * assert.ok(isNearTokenId("NEAR", "NEAR") && isNearTokenId("wrap.near", "NEAR") && !isNearTokenId("Wrap.NEAR", "NEAR"));
 * ```
 */
export function isNearTokenId(token: unknown, nativeToken: string = NEAR_NATIVE_TOKEN): boolean {
  return token === nativeToken || isValidNearAddress(token);
}

/**
 * Creates a swap intent from NEAR with `wallet`.
 *
 * @param config contracts and native token id
 * @param params the chain-neutral intent parameters
 * @param wallet the signer
 * @param options `randomBytes` for the intent id (@default crypto.getRandomValues)
 * @returns tx hash, intent, fee and relay data; failures (all with `chainKey: "near"`): `ABORTED`,
 *   `INVALID_CONFIG`, `WALLET_ERROR`, `INVALID_ADDRESS` (inputToken), `INVALID_AMOUNT` (above u128), the
 *   {@link buildSpokeIntent} codes (`INVALID_AMOUNT`, `INVALID_FEE`, ...)
 */
export async function createNearSwapIntent(
  config: NearCallChainConfig,
  params: SpokeSwapIntentParams,
  wallet: NearWalletProvider,
  options: { randomBytes?: ((length: number) => Uint8Array) | undefined } = {},
): Promise<Result<SpokeSwapIntentResult, ClientError>> {
  const operation = "create intent";
  const context = { chainKey: "near", dstChainKey: params?.dstChainKey };
  if (params.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  const nativeToken = config.nativeToken ?? NEAR_NATIVE_TOKEN;
  const badInput = checkIntentInput(params, {
    isValidToken: (t) => isNearTokenId(t, nativeToken),
    tokenText: "a NEAR token (the native token id or a NEP-141 account)",
    maxAmount: { value: MAX_U128, text: "a u128" },
  }, context);
  if (badInput) return err(badInput);
  const assetManager = nearContract(config, "assetManager", operation);
  if (!assetManager.ok) return assetManager;
  const from = await nearWalletAddress(wallet, operation, context);
  if (!from.ok) return from;
  const built = buildSpokeIntent({
    ...params,
    srcChainKey: "near",
    srcAddress: from.value,
    intentId: params.intentId ?? randomUint256(options.randomBytes ?? defaultRandomBytes),
  });
  if (!built.ok) return built;
  const { intent, feeAmount, payload } = built.value;
  const request = buildNearDepositCall({
    token: params.inputToken,
    nativeToken,
    assetManager: assetManager.value,
    amount: params.inputAmount,
    hubWallet: intent.creator,
    payload,
  });
  if (params.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  const sent = await sendNearTransaction(wallet, request, operation, { ...context, from: from.value });
  if (!sent.ok) return sent;
  return ok({ txHash: sent.value, intent, feeAmount, relayData: { address: intent.creator, payload } });
}
