/**
 * `swaps.swap`: the whole swap flow of docs/rules/swaps.md#swap-flow.
 *
 * 1. Create the intent on the source chain (the wallet signs and sends).
 * 2. With the backend submit-tx option on (default), hand the tx hash to the swaps API, which relays and
 *    post-executes; poll its status until `solved`.
 * 3. On any other outcome (rejected submission, `failed`/`abandoned`, poll timeout, transport failure), or with
 *    the option off: verify the tx on-chain, relay it to the hub (skipped on a hub source), post it to the
 *    solver. Both steps are idempotent, so the fallback is safe after a partial backend attempt.
 * 4. `timeout` is per attempt: the backend attempt gets it, the fallback relay a fresh one that starts after
 *    verification. It bounds neither intent creation, nor verification (the source chain's polling bound), nor
 *    post-execution.
 *
 * After `swap` returns, poll `getStatus(intentDeliveryInfo.dstTxHash)` until SOLVED, then `getSolvedIntentPacket`.
 * @module
 */
import { ClientError, inPhase } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/config/number_option.ts";
import { relayIdsOf, type ServiceDeps } from "../deps.ts";
import { backendAttempt } from "./_backend_attempt.ts";
import { clientAttempt } from "./_client_attempt.ts";
import type { SwapResumeToken } from "./resume_token.ts";
import type { SwapArgs, SwapProgressEvent, SwapResult } from "./types.ts";
import { validateSwap } from "./validate_swap.ts";
import { warnAuthFallbackOnce } from "../submit_tx/warn_auth_fallback.ts";

/** Default per-attempt timeout of `swap`, in ms. */
export const DEFAULT_SWAP_TIMEOUT_MS = 120_000;

/**
 * Runs a swap.
 *
 * @returns `Result<SwapResult, ClientError>`. Codes: input (`UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN`,
 *   `INVALID_AMOUNT`, `INVALID_ADDRESS`, `INVALID_FEE`, `VALIDATION_FAILED`), `UNSUPPORTED_CHAIN_OPERATION`,
 *   `WALLET_ERROR` / `INTENT_CREATION_FAILED` (phase `intentCreation`), `TX_VERIFICATION_FAILED` (phase
 *   `verify`), relay failures as `EXTERNAL_API_ERROR` with the relay code as message
 *   (`RELAY_TIMEOUT`, `SUBMIT_TX_FAILED`, `HTTP_REQUEST_FAILED`; `context.relayCode`, phase `relay`, the relay
 *   error in `cause`), `EXTERNAL_API_ERROR` with message `POST_EXECUTION_FAILED` (`context.solverCode`, `context.solverDetail`),
 *   `ABORTED`. A fallback failure carries the backend attempt's error in `context.backendError`.
 */
export async function swap(deps: ServiceDeps, args: SwapArgs): Promise<Result<SwapResult, ClientError>> {
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
  const { adapter, hubInputToken, hubOutputToken, feeAmount, fee, encodedDstAddress } = checked.value;
  const creator = await deps.hub.getUserHubWalletAddress(params.srcChainKey, params.srcAddress);
  if (!creator.ok) return err(inPhase(creator.error, "intentCreation"));
  const created = await adapter.createSwapIntent({
    dstChainKey: params.dstChainKey,
    inputToken: params.inputToken,
    hubInputToken,
    hubOutputToken,
    inputAmount: params.inputAmount,
    feeAmount,
    feeReceiver: fee?.address,
    minOutputAmount: params.minOutputAmount,
    deadline: BigInt(params.deadline),
    allowPartialFill: params.allowPartialFill,
    dstAddress: params.dstAddress,
    encodedDstAddress,
    creator: creator.value,
    intentsContract: deps.config.instanceConfig.solver.intentsContract,
    signal: extras.signal,
    exchange: extras.exchange,
    relayChainIds: relayIdsOf(deps),
  }, walletProvider);
  if (!created.ok) return err(inPhase(created.error, "intentCreation"));
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
  const withToken = (e: ClientError): ClientError =>
    new ClientError(e.code, e.message, { context: { ...e.context, resumeToken: token }, cause: e.cause });
  emit({ phase: "created", srcTxHash, resumeToken: token });
  const deliveryOf = (dstTxHash: string) => ({
    srcChainKey: params.srcChainKey,
    srcTxHash,
    srcAddress: params.srcAddress,
    dstChainKey: params.dstChainKey,
    dstTxHash,
    dstAddress: params.dstAddress,
  });
  let backendError: ClientError | undefined;
  if (extras.useBackendSubmitTx ?? deps.config.swapUseBackendSubmitTx) {
    const viaBackend = await backendAttempt(deps, {
      srcChainKey: params.srcChainKey,
      srcTxHash,
      srcAddress: params.srcAddress,
      intent,
      relayData,
      apiKey: extras.apiKey,
      timeoutMs,
      signal: extras.signal,
      emit,
    });
    if (viaBackend.ok) {
      emit({ phase: "solved", dstTxHash: viaBackend.value.dstTxHash });
      return ok({
        solverExecutionResponse: { answer: "OK", intent_hash: viaBackend.value.intentHash ?? "" },
        intent: { ...intent, feeAmount: created.value.feeAmount },
        intentDeliveryInfo: deliveryOf(viaBackend.value.dstTxHash),
        path: "backend",
        resumeToken: {
          ...token,
          phase: "executed",
          hubTxHash: viaBackend.value.dstTxHash,
          intentHash: viaBackend.value.intentHash,
        },
      });
    }
    if (viaBackend.error.code === "ABORTED") return err(withToken(viaBackend.error));
    backendError = viaBackend.error;
    warnAuthFallbackOnce(deps.config, deps.config.logger, viaBackend.error, "swap");
    emit({ phase: "fallback", reason: viaBackend.error.message, error: viaBackend.error });
  }
  const viaClient = await clientAttempt(deps, {
    adapter,
    srcChainKey: params.srcChainKey,
    srcTxHash,
    relayData,
    timeoutMs,
    signal: extras.signal,
    emit,
  });
  if (!viaClient.ok) {
    const hubTxHash = viaClient.error.context.dstTxHash;
    const reached: SwapResumeToken = typeof hubTxHash === "string"
      ? { ...token, phase: "relayed", hubTxHash }
      : token;
    return err(
      new ClientError(viaClient.error.code, viaClient.error.message, {
        context: {
          ...viaClient.error.context,
          ...(backendError === undefined ? {} : { backendError: backendError.toJSON() }),
          resumeToken: reached,
        },
        cause: viaClient.error.cause,
      }),
    );
  }
  return ok({
    solverExecutionResponse: viaClient.value.execution,
    intent: { ...intent, feeAmount: created.value.feeAmount },
    intentDeliveryInfo: deliveryOf(viaClient.value.dstTxHash),
    path: "client",
    resumeToken: {
      ...token,
      phase: "executed",
      hubTxHash: viaClient.value.dstTxHash,
      intentHash: viaClient.value.execution.intent_hash,
    },
  });
}
