/**
 * `createIconSwapIntent`: a swap intent from ICON is a deposit carrying the hub call list `[approve,
 * createIntent]` (`buildSpokeIntent`) to the user's hub wallet, the same `transfer(_to = assetManager, _value,
 * _data)` the hub services use (see `call_request.ts`). ICON is not a split-tx chain: the payload is on chain,
 * and the relay data is returned for symmetry.
 *
 * @example A rejected swap before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconSwapIntent } from "./swap_intent.ts";
 * const c = new AbortController();
 * c.abort();
 * const wallet = { getWalletAddress: () => Promise.reject(new Error("x")), sendTransaction: () => Promise.reject(new Error("x")) };
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createIconSwapIntent({ nid: "0x1", addresses: {} }, {
 *   dstChainKey: "0x2105.base", inputToken: `cx${"00".repeat(20)}`, hubInputToken: a, hubOutputToken: a,
 *   inputAmount: 1n, minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, dstAddress: a, creator: a,
 *   intentsContract: a, signal: c.signal,
 * }, wallet);
 * assert.ok(!r.ok && r.error.code === "ABORTED");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidIconAddress } from "../address/icon.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import {
  checkIntentInput,
  defaultRandomBytes,
  intentAborted,
  randomUint256,
} from "../spoke/intent_creation.ts";
import type { SpokeSwapIntentParams, SpokeSwapIntentResult } from "../spoke/spoke_adapter.ts";
import type { IconWalletProvider } from "./wallet.ts";
import { iconWalletAddress, sendIconCall } from "./_send_call.ts";
import { buildIconDepositCall } from "./call_request.ts";
import { ICON_NATIVE_TOKEN } from "./token_reads.ts";

/** The chain settings a deposit needs (a structural subset of `IconChainConfig`). */
export interface IconDepositChainConfig {
  /** Network id (hex). */
  nid: string;
  /** Contracts by role: `assetManager` and `wICX` for deposits, `connection` for messages. */
  addresses: Readonly<Record<string, string>>;
  /** The native coin's token id. @default ICON_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/**
 * Checks the contracts a deposit of `token` needs.
 *
 * @param config the chain settings
 * @param token the deposited token
 * @param operation the failing operation, for the message
 * @returns `{assetManager, wICX}` or `INVALID_CONFIG` naming the missing role
 */
export function iconDepositContracts(
  config: IconDepositChainConfig,
  token: string,
  operation: string,
): Result<{ assetManager: string; wICX: string }, ClientError> {
  const { assetManager = "", wICX = "" } = config.addresses;
  const native = token === (config.nativeToken ?? ICON_NATIVE_TOKEN);
  for (const [role, value] of [["assetManager", assetManager], ...(native ? [["wICX", wICX]] : [])]) {
    if (!isValidIconAddress(value)) {
      return err(
        new ClientError("INVALID_CONFIG", `Cannot ${operation}: no ICON ${role} configured`, {
          context: { chainKey: "0x1.icon", field: `addresses.${role}` },
        }),
      );
    }
  }
  return ok({ assetManager, wICX });
}

/**
 * Creates a swap intent from ICON with `wallet`.
 *
 * @param config network id, contracts, native token id
 * @param params the chain-neutral intent parameters
 * @param wallet the signer
 * @param options `randomBytes` for the intent id (@default crypto.getRandomValues)
 * @returns tx hash, intent, fee and relay data; failures: `ABORTED`, `INVALID_CONFIG`, `WALLET_ERROR`,
 *   `INVALID_ADDRESS` (inputToken), the {@link buildSpokeIntent} codes (`INVALID_AMOUNT`, `INVALID_FEE`, ...)
 */
export async function createIconSwapIntent(
  config: IconDepositChainConfig,
  params: SpokeSwapIntentParams,
  wallet: IconWalletProvider,
  options: { randomBytes?: ((length: number) => Uint8Array) | undefined } = {},
): Promise<Result<SpokeSwapIntentResult, ClientError>> {
  const operation = "create intent";
  const context = { chainKey: "0x1.icon", dstChainKey: params?.dstChainKey };
  if (params.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  const badInput = checkIntentInput(params, {
    isValidToken: isValidIconAddress,
    tokenText: "an ICON contract",
  }, context);
  if (badInput) return err(badInput);
  const contracts = iconDepositContracts(config, params.inputToken, operation);
  if (!contracts.ok) return contracts;
  const from = await iconWalletAddress(wallet, operation, context, isValidIconAddress);
  if (!from.ok) return from;
  const built = buildSpokeIntent({
    ...params,
    srcChainKey: "0x1.icon",
    srcAddress: from.value,
    intentId: params.intentId ?? randomUint256(options.randomBytes ?? defaultRandomBytes),
  });
  if (!built.ok) return built;
  const { intent, feeAmount, payload } = built.value;
  const request = buildIconDepositCall({
    from: from.value,
    nid: config.nid,
    token: params.inputToken,
    amount: params.inputAmount,
    hubWallet: intent.creator,
    payload,
    addresses: contracts.value,
    nativeToken: config.nativeToken ?? ICON_NATIVE_TOKEN,
  });
  if (params.signal?.aborted) return err(intentAborted(context, params.signal.reason));
  const sent = await sendIconCall(wallet, request, operation, { ...context, from: from.value });
  if (!sent.ok) return sent;
  return ok({ txHash: sent.value, intent, feeAmount, relayData: { address: intent.creator, payload } });
}
