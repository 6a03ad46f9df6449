/**
 * The one step before a swap intent is sent, shared by `swaps.swap` and `swaps.createIntent` (and so
 * `createLimitOrderIntent`): the allowance check, the user's hub wallet (the intent's creator), a fresh intent id,
 * the fields every family's builder takes, and the hub pre-simulation of the deposit (docs/swaps.md#two-step-swap).
 * The intent the wallet then signs is built from exactly these fields, so the pre-simulation sees that very
 * intent.
 *
 * The builders and the simulation load on first use (`intent_payload.ts`: they stay out of the page's bundle,
 * docs/browser.md#size).
 *
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { type ClientError, inPhase } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { randomUint256 } from "../../chains/spoke/intent_creation.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { requireSwapAllowance } from "./allowance.ts";
import type { BuiltIntent, CommonIntentFields } from "./intent_payload.ts";
import type { SwapParams } from "./types.ts";
import type { CheckedSwap } from "./validate_swap.ts";

/** Options of {@link prepareSwapIntent}. */
export interface PrepareSwapIntentOptions {
  /** Check the source token's allowance first (`INSUFFICIENT_ALLOWANCE`, nothing sent). @default true */
  checkAllowance?: boolean | undefined;
  /** Run the hub pre-simulation (never for a hub source: nothing is relayed from it). @default true */
  simulate?: boolean | undefined;
  /** Build the intent even when it is not simulated (a raw transaction needs it). @default false */
  build?: boolean | undefined;
  /** Aborts the allowance read and the simulation. @default undefined */
  signal?: AbortSignal | undefined;
}

/** What {@link prepareSwapIntent} settles before the source transaction is built for sending. */
export interface PreparedSwapIntent {
  /** The fields every family's builder (and so the adapter's `createSwapIntent`) takes. */
  fields: CommonIntentFields;
  /** The intent and its hub payload, when built (simulated, or `build: true`). */
  built: BuiltIntent | undefined;
}

/**
 * Settles a validated swap's intent fields, then builds and pre-simulates it as asked (see the module doc).
 *
 * @param deps the swaps service's dependencies
 * @param params the swap, already validated
 * @param checked what {@link validateSwap} resolved from `params`
 * @param options allowance check, simulation, build, signal @default {}
 * @returns the fields and the built intent; failures: `INSUFFICIENT_ALLOWANCE` (phase `allowanceCheck`), the hub
 *   wallet derivation's codes (phase `intentCreation`), the builders' codes (phase `intentCreation`),
 *   `INTENT_CREATION_FAILED` with `context.reason` `SIMULATION_FAILED` and the hub node's transport codes (phase
 *   `simulation`), `ABORTED`
 * @example A swap from the hub is neither built nor simulated unless asked
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { prepareSwapIntent } from "./prepare_intent.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const deps = { config, hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }) } as never;
 * const a = "0x1111111111111111111111111111111111111111";
 * const usdc = config.getSupportedSwapTokens("sonic").find((t) => t.symbol === "USDC")!.address;
 * const params = {
 *   srcChainKey: "sonic", dstChainKey: "0x38.bsc", inputToken: usdc, outputToken: a,
 *   inputAmount: 10n, minOutputAmount: 1n, srcAddress: a, dstAddress: a, deadline: 0n, allowPartialFill: false,
 * } as const;
 * // what validateSwap resolves (the adapter and tokens are not used by this step)
 * const checked = {
 *   hubInputToken: usdc, hubOutputToken: a, feeAmount: 0n, fee: undefined, encodedDstAddress: a,
 * } as never;
 * const r = await prepareSwapIntent(deps, params, checked, { checkAllowance: false });
 * assert.ok(r.ok && r.value.built === undefined && r.value.fields.inputAmount === 10n);
 * const raw = await prepareSwapIntent(deps, params, checked, { checkAllowance: false, build: true });
 * assert.ok(raw.ok && raw.value.built?.intent.intentId === raw.value.fields.intentId);
 * sim.close();
 * ```
 */
export async function prepareSwapIntent(
  deps: ServiceDeps,
  params: SwapParams,
  checked: CheckedSwap,
  options: PrepareSwapIntentOptions = {},
): Promise<Result<PreparedSwapIntent, ClientError>> {
  const { checkAllowance = true, simulate = true, build = false, signal } = options;
  if (checkAllowance) {
    // an ERC-20 source must be approved first (swaps.approve): fail before anything is signed, not with a
    // reverted deposit (docs/swaps.md#approve-then-swap)
    const allowed = await requireSwapAllowance(deps, params, signal);
    if (!allowed.ok) return allowed;
  }
  const creator = await deps.hub.getUserHubWalletAddress(params.srcChainKey, params.srcAddress);
  if (!creator.ok) return err(inPhase(creator.error, "intentCreation"));
  const fields: CommonIntentFields = {
    dstChainKey: params.dstChainKey,
    hubInputToken: checked.hubInputToken,
    hubOutputToken: checked.hubOutputToken,
    inputAmount: params.inputAmount,
    feeAmount: checked.feeAmount,
    feeReceiver: checked.fee?.address,
    minOutputAmount: params.minOutputAmount,
    deadline: BigInt(params.deadline),
    allowPartialFill: params.allowPartialFill,
    dstAddress: params.dstAddress,
    encodedDstAddress: checked.encodedDstAddress,
    creator: creator.value,
    intentsContract: deps.config.instanceConfig.solver.intentsContract as Address,
    // chosen here, so the pre-simulation sees the very intent the wallet then signs
    intentId: randomUint256(),
    relayChainIds: relayIdsOf(deps),
  };
  const simulating = simulate && params.srcChainKey !== HUB_CHAIN_KEY;
  if (!simulating && !build) return ok({ fields, built: undefined });
  const { buildIntent, simulateSwapDeposit } = await import("./intent_payload.ts");
  const built = buildIntent(deps, params, fields);
  if (!built.ok) return built;
  if (simulating) {
    const simulated = await simulateSwapDeposit(deps, params, fields.creator, built.value.payload, signal);
    if (!simulated.ok) return simulated;
  }
  return ok({ fields, built: built.value });
}
