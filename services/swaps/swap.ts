/**
 * `swaps.swap`: the whole swap flow of docs/rules/swaps.md#swap-flow.
 *
 * 1. Check the source token's allowance (ERC-20 on an EVM chain or the hub; `INSUFFICIENT_ALLOWANCE` when short,
 *    nothing sent), then create the intent on the source chain (the wallet signs and sends).
 * 2. With the backend submit-tx option on (default), hand the tx hash to the swaps API, which relays and
 *    post-executes; poll its status until `solved`.
 * 3. On any other outcome (rejected submission, `failed`/`abandoned`, poll timeout, transport failure), or with
 *    the option off: verify the tx on-chain, relay it to the hub (skipped on a hub source), post it to the
 *    solver. Both steps are idempotent, so the fallback is safe after a partial backend attempt.
 * 4. `timeout` is per attempt (SPEC): the backend attempt gets it, the fallback relay a fresh one that starts
 *    after verification. It bounds neither intent creation, nor verification (the source chain's polling bound),
 *    nor post-execution. `totalTimeout` bounds the whole call, every phase included
 *    (`services/intent/operation_budget.ts`, docs/swaps.md#whole-operation-timeout).
 *
 * After `swap` returns, poll `getStatus(intentDeliveryInfo.dstTxHash)` until SOLVED, then `getSolvedIntentPacket`.
 *
 * `prepareSwapIntent`: the one step before a swap intent is sent, shared by `swaps.swap` and `swaps.createIntent` (and so
 * `createLimitOrderIntent`): the allowance check, the user's hub wallet (the intent's creator), a fresh intent id,
 * the fields every family's builder takes, and the hub pre-simulation of the deposit (docs/swaps.md#two-step-swap).
 * The intent the wallet then signs is built from exactly these fields, so the pre-simulation sees that very
 * intent.
 *
 * The builders and the simulation load on first use (`intent_payload.ts`: they stay out of the page's bundle,
 * docs/browser.md#size).
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { type ClientError, inPhase } from "../../core/errors.ts";
import { err, map, ok, type Result } from "../../core/result.ts";
import { randomUint256 } from "../../chains/spoke/intent_creation.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { requireSwapAllowance } from "./allowance.ts";
import type { BuiltIntent, CommonIntentFields } from "./intent_payload.ts";
import type { SwapArgs, SwapParams, SwapProgressEvent, SwapResult } from "./types.ts";
import { type CheckedSwap, validateSwap } from "./validate_swap.ts";
import { DEFAULT_SWAP_TIMEOUT_MS } from "../../core/timing.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import { deliverSent, failedAfterSend, runOperation } from "../intent/lifecycle.ts";
import { executeOnSolver } from "../intent/execute_on_solver.ts";
import type { SwapResumeToken } from "./resume_token.ts";
import { journalOperation } from "../intent/journal_operation.ts";
import type { JournalOperation } from "../journal/journal_writer.ts";
export { DEFAULT_SWAP_TIMEOUT_MS } from "../../core/timing.ts";

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
 * import { prepareSwapIntent } from "./swap.ts";
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

/**
 * Runs a swap.
 *
 * @returns `Result<SwapResult, ClientError>`. Codes: input (`UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN`,
 *   `INVALID_AMOUNT`, `INVALID_ADDRESS`, `INVALID_FEE`, `VALIDATION_FAILED`), `UNSUPPORTED_CHAIN_OPERATION`,
 *   `INSUFFICIENT_ALLOWANCE` (phase `allowanceCheck`, nothing sent: `swaps.approve` first),
 *   `INTENT_CREATION_FAILED` with `context.reason` `SIMULATION_FAILED` (phase `simulation`: the hub pre-simulation
 *   says the hub would refuse the deposit, nothing sent; `skipSimulation: true` skips it),
 *   `WALLET_ERROR` / `INTENT_CREATION_FAILED` (phase `intentCreation`), `TX_VERIFICATION_FAILED` (phase
 *   `verify`), relay failures as `EXTERNAL_API_ERROR` with the relay code as message
 *   (`RELAY_TIMEOUT`, `SUBMIT_TX_FAILED`, `HTTP_REQUEST_FAILED`; `context.relayCode`, phase `relay`, the relay
 *   error in `cause`), `EXTERNAL_API_ERROR` with message `POST_EXECUTION_FAILED` (`context.solverCode`, `context.solverDetail`),
 *   `ABORTED`, `REQUEST_TIMEOUT` with `context.scope` `"operation"` (the `totalTimeout` expired: `context.phase` the
 *   phase reached, `context.resumeToken` once the intent exists). A fallback failure carries the backend attempt's
 *   error in `context.backendError`.
 */
export async function swap(deps: ServiceDeps, args: SwapArgs): Promise<Result<SwapResult, ClientError>> {
  const given = typeof args === "object" && args !== null ? args : ({} as SwapArgs);
  const budgetChecked = checkCallOptions(given.extras, [["totalTimeout", {}]], "swap");
  if (!budgetChecked.ok) return err(inPhase(budgetChecked.error, "validate"));
  const extras = given.extras ?? {};
  return await runOperation(
    {
      what: "swap",
      budgetMs: extras.totalTimeout,
      signal: extras.signal,
      onProgress: extras.onProgress,
      tokenOf: (event: SwapProgressEvent) => event.phase === "created" ? event.resumeToken : undefined,
    },
    (bounded, journaled) =>
      runSwap(
        deps,
        bounded === undefined ? args : { ...given, extras: { ...extras, ...bounded } },
        journaled,
      ),
  );
}

async function runSwap(
  deps: ServiceDeps,
  args: SwapArgs,
  journaled: JournalOperation[],
): Promise<Result<SwapResult, ClientError>> {
  const given = typeof args === "object" && args !== null ? args : ({} as SwapArgs);
  const optionsChecked = checkCallOptions(given.extras, [["timeout", {}]], "swap");
  if (!optionsChecked.ok) return err(inPhase(optionsChecked.error, "validate"));
  const { params, walletProvider, extras = {} } = given;
  const emit = (event: SwapProgressEvent): void => {
    try {
      extras.onProgress?.(event);
    } catch {
      // A throwing progress callback must not break the flow.
    }
  };
  const timeoutMs = extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS;
  const checked = validateSwap(deps, params);
  if (!checked.ok) return checked;
  const prepared = await prepareSwapIntent(deps, params, checked.value, {
    simulate: given.skipSimulation !== true,
    signal: extras.signal,
  });
  if (!prepared.ok) return prepared;
  const { fields } = prepared.value;
  // The journal's `sending` write comes before the wallet is asked (docs/swap_lifecycle.md#the-swap-journal).
  const journal = await journalOperation(deps, {
    kind: "swap",
    srcChainKey: params.srcChainKey,
    dstChainKey: params.dstChainKey,
  });
  if (!journal.ok) return err(inPhase(journal.error, "intentCreation"));
  const op = journal.value;
  if (op !== undefined) journaled.push(op);
  const wallet = op === undefined ? ok(walletProvider) : await op.guard(walletProvider);
  if (!wallet.ok) return err(inPhase(wallet.error, "intentCreation"));
  const created = await checked.value.adapter.createSwapIntent({
    ...fields,
    inputToken: params.inputToken,
    signal: extras.signal,
    exchange: extras.exchange,
  }, wallet.value);
  if (!created.ok) return err(inPhase((await op?.sendFailed()) ?? created.error, "intentCreation"));
  const { txHash: srcTxHash, intent, relayData } = created.value;
  const token: SwapResumeToken = {
    v: 1,
    kind: "swap",
    phase: "created",
    srcChainKey: params.srcChainKey,
    dstChainKey: params.dstChainKey,
    srcTxHash,
    relayData: { address: relayData.address, payload: relayData.payload },
  };
  const deliveryOf = (dstTxHash: string) => ({
    srcChainKey: params.srcChainKey,
    srcTxHash,
    srcAddress: params.srcAddress,
    dstChainKey: params.dstChainKey,
    dstTxHash,
    dstAddress: params.dstAddress,
  });
  const query = { txHash: srcTxHash, srcChainKey: params.srcChainKey };
  const call = (options: { timeout: number; signal: AbortSignal | undefined }) => ({
    ...options,
    apiKey: extras.apiKey,
  });
  const delivered = await deliverSent(deps, {
    token,
    journal: op,
    reportSent: () => emit({ phase: "created", srcTxHash, resumeToken: token }),
    delivery: {
      label: "swap",
      subject: "source transaction",
      relayErrorStyle: "swap",
      adapter: checked.value.adapter,
      srcChainKey: params.srcChainKey,
      srcTxHash,
      relayData,
      timeoutMs,
      signal: extras.signal,
      backend: (extras.useBackendSubmitTx ?? deps.config.swapUseBackendSubmitTx)
        ? {
          submit: (options) =>
            deps.backendApi.submitSwapTx(
              { ...query, walletAddress: params.srcAddress, intent, relayData },
              call(options),
            ),
          status: async (options) =>
            map(await deps.backendApi.getSubmitSwapTxStatus(query, call(options)), (r) => r.data),
          hubTxHashOf: (result) => result.dstIntentTxHash,
        }
        : undefined,
      emit,
    },
  });
  if (!delivered.ok) return delivered;
  if (delivered.value.path === "backend") {
    const { hubTxHash, result } = delivered.value;
    await op?.record({ ...token, phase: "executed", hubTxHash, intentHash: result.intent_hash });
    emit({ phase: "solved", dstTxHash: hubTxHash });
    return ok({
      solverExecutionResponse: { answer: "OK", intent_hash: result.intent_hash ?? "" },
      intent: { ...intent, feeAmount: created.value.feeAmount },
      intentDeliveryInfo: deliveryOf(hubTxHash),
      path: "backend",
      resumeToken: { ...token, phase: "executed", hubTxHash, intentHash: result.intent_hash },
    });
  }
  const { hubTxHash, backendError } = delivered.value;
  const relayedToken: SwapResumeToken = { ...token, phase: "relayed", hubTxHash };
  await op?.record(relayedToken);
  const executed = await executeOnSolver(deps, {
    hubTxHash,
    srcChainKey: params.srcChainKey,
    srcTxHash,
    signal: extras.signal,
  });
  if (!executed.ok) return err(failedAfterSend(executed.error, backendError, relayedToken));
  await op?.record({ ...token, phase: "executed", hubTxHash, intentHash: executed.value.intent_hash });
  emit({ phase: "executed", intentHash: executed.value.intent_hash });
  return ok({
    solverExecutionResponse: executed.value,
    intent: { ...intent, feeAmount: created.value.feeAmount },
    intentDeliveryInfo: deliveryOf(hubTxHash),
    path: "client",
    resumeToken: { ...token, phase: "executed", hubTxHash, intentHash: executed.value.intent_hash },
  });
}
