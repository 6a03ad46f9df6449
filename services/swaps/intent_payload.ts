/**
 * A swap's intent and hub payload built before anything is sent, and the hub pre-simulation of its deposit
 * (`services/hub/simulate_deposit.ts`): what `swaps.createIntent` and `swaps.swap` run before the source
 * transaction is sent (docs/swaps.md#two-step-swap).
 *
 * @example A hub source is not simulated
 * ```ts
 * import assert from "node:assert/strict";
 * import { simulateSwapDeposit } from "./intent_payload.ts";
 * const r = await simulateSwapDeposit({} as never, { srcChainKey: "sonic" } as never, "0x1111111111111111111111111111111111111111", "0x", undefined);
 * assert.ok(r.ok);
 * ```
 * @module
 */
import type { Address, Hex } from "viem";
import { getChainType, HUB_CHAIN_KEY, type RelayChainIds } from "../../core/chains/mod.ts";
import { type ClientError, inPhase } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { buildSwapIntentTx, type EvmRawTx } from "../../chains/evm/swap_intent.ts";
import { buildSpokeIntent } from "../../chains/hub/build_spoke_intent.ts";
import type { Intent } from "../../chains/hub/intent.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { simulateDeposit } from "../hub/simulate_deposit.ts";
import type { SwapParams } from "./types.ts";

/**
 * The hub pre-simulation of a swap's deposit (a hub source is not simulated: nothing is relayed from it).
 *
 * @param deps the swaps service's dependencies
 * @param params the swap
 * @param creator the user's hub wallet
 * @param payload the deposit's hub call list
 * @param signal aborts the call
 * @returns `true`, or the simulation's failure
 */
export async function simulateSwapDeposit(
  deps: ServiceDeps,
  params: SwapParams,
  creator: Address,
  payload: Hex,
  signal: AbortSignal | undefined,
): Promise<Result<true, ClientError>> {
  if (params.srcChainKey === HUB_CHAIN_KEY) return ok(true);
  return await simulateDeposit(deps, {
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
    token: params.inputToken,
    to: creator,
    amount: params.inputAmount,
    data: payload,
    signal,
  });
}

/**
 * Builds a swap's intent and hub payload as its source family's adapter will (EVM builder for EVM chains and the
 * hub, the chain-neutral builder elsewhere), for a given intent id.
 *
 * @param deps the swaps service's dependencies
 * @param params the swap
 * @param common the resolved fields (hub tokens, fee, creator, intent id, ...)
 * @returns the intent, its payload and (EVM) the unsigned tx; failures re-tagged phase `intentCreation`
 */
export function buildIntent(
  deps: ServiceDeps,
  params: SwapParams,
  common: CommonIntentFields,
): Result<BuiltIntent, ClientError> {
  const built = getChainType(params.srcChainKey) === "EVM"
    ? buildEvm(deps, params, common)
    : buildNonEvm(params, common);
  return built.ok ? built : err(inPhase(built.error, "intentCreation"));
}

/** The fields both builders take. */
export interface CommonIntentFields {
  dstChainKey: SwapParams["dstChainKey"];
  hubInputToken: string;
  hubOutputToken: string;
  inputAmount: bigint;
  feeAmount: bigint;
  feeReceiver: string | undefined;
  minOutputAmount: bigint;
  deadline: bigint;
  allowPartialFill: boolean;
  dstAddress: string;
  encodedDstAddress: string;
  creator: Address;
  intentsContract: Address;
  intentId: bigint;
  relayChainIds: RelayChainIds;
}

/** A built intent. */
export interface BuiltIntent {
  intent: Intent;
  /** The hub payload: the call list of a deposit, the `createIntent` calldata on the hub. */
  payload: Hex;
  /** The unsigned EVM tx (EVM sources and the hub). */
  evmTx?: EvmRawTx | undefined;
}

function buildEvm(
  deps: ServiceDeps,
  params: SwapParams,
  common: CommonIntentFields,
): Result<BuiltIntent, ClientError> {
  const chain = deps.config.getChainConfig(params.srcChainKey);
  const addresses = chain.addresses as Readonly<Record<string, string | undefined>>;
  const built = buildSwapIntentTx({
    ...common,
    srcChainKey: params.srcChainKey,
    inputToken: params.inputToken as Address,
    hubInputToken: common.hubInputToken as Address,
    hubOutputToken: common.hubOutputToken as Address,
    feeReceiver: common.feeReceiver as Address | undefined,
    encodedDstAddress: common.encodedDstAddress as Hex,
    srcAddress: params.srcAddress,
    assetManager: (addresses.assetManager ?? "0x0000000000000000000000000000000000000000") as Address,
    nativeToken: chain.nativeToken as Address,
  });
  if (!built.ok) return built;
  return ok({ intent: built.value.intent, payload: built.value.relayData.payload, evmTx: built.value.tx });
}

function buildNonEvm(params: SwapParams, common: CommonIntentFields): Result<BuiltIntent, ClientError> {
  const built = buildSpokeIntent({
    ...common,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!built.ok) return built;
  return ok({ intent: built.value.intent, payload: built.value.payload });
}
