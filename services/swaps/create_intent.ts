/**
 * `swaps.createIntent` and `swaps.createLimitOrderIntent`: the first step of a swap on its own, as the
 * platform's `SwapService.createIntent` / `createLimitOrderIntent` (docs/swaps.md#two-step-swap). The intent is
 * created on the source chain and not delivered: with `raw: true` the unsigned transaction in its family's own
 * form comes back (nothing is signed or sent), otherwise the wallet signs and sends it. Either way the caller
 * delivers it afterwards (`swaps.resume` with a `created` token, or the relayer and `postExecution` by hand).
 *
 * Before anything is built for sending, the hub pre-simulation runs (`services/hub/simulate_deposit.ts`) unless
 * `skipSimulation`: an intent the hub would refuse fails here with nothing sent. The allowance check, the intent's
 * fields and the simulation are `prepareSwapIntent` (`swap.ts`), the step `swaps.swap` takes too.
 * @module
 */
import { type Address, encodeFunctionData } from "viem";
import { type ChainType, getChainType } from "../../core/chains/mod.ts";
import { ClientError, inPhase } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import type { RelayData } from "../../chains/evm/swap_intent.ts";
import { encodeCreateIntentCalldata, type Intent } from "../../chains/hub/intent.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { sendHubCallList } from "../hub/execute_hub_calls.ts";
import type { BuiltIntent } from "./intent_payload.ts";
import type { HubWriteRaw } from "../hub/write_result.ts";
import { prepareSwapIntent } from "./swap.ts";
import type { SwapResumeToken } from "./resume_token.ts";
import type { SwapParams, SwapWalletProvider } from "./types.ts";
import { validateSwap } from "./validate_swap.ts";

/** Arguments of `swaps.createIntent`. */
export interface CreateIntentArgs {
  /** What to swap, as for `swaps.swap`. */
  params: SwapParams;
  /** The source chain family's wallet; required unless `raw`. @default undefined */
  walletProvider?: SwapWalletProvider | undefined;
  /** Return the unsigned transaction instead of sending it (no wallet needed). @default false */
  raw?: boolean | undefined;
  /**
   * Skip the hub pre-simulation (`simulateRecvMessage`) that otherwise runs before the source transaction is built
   * for sending. @default false (the platform's default: simulate)
   */
  skipSimulation?: boolean | undefined;
  /** A signal and the exchange credentials. */
  extras?: {
    /** Aborts before the wallet is asked and during the simulation. @default undefined */
    signal?: AbortSignal | undefined;
    /** Bitcoin trading-wallet credentials, as for `swaps.swap`. @default undefined */
    exchange?: { accessToken: string } | undefined;
  } | undefined;
}

/** Arguments of `swaps.createLimitOrderIntent`: {@link CreateIntentArgs} without a deadline (it is `0n`). */
export interface CreateLimitOrderIntentArgs extends Omit<CreateIntentArgs, "params"> {
  /** What to swap; `deadline` is set to `0n` (no expiry). */
  params: Omit<SwapParams, "deadline">;
}

/** The intent as the hub will store it, with the partner fee taken from the gross input. */
export type CreatedIntent = Intent & { feeAmount: bigint };

/**
 * What `createIntent` returns: the platform's `{tx, intent, relayData}` as one object. Raw: the unsigned
 * transaction (`tx` summarised in the EVM shape, `rawTx` in the family's own form). Sent: the source tx hash
 * and a `created` resume token that `swaps.resume` delivers.
 */
export type CreateIntentResult =
  | (HubWriteRaw & { intent: CreatedIntent })
  | {
    kind: "sent";
    family: ChainType;
    srcTxHash: string;
    intent: CreatedIntent;
    relayData: RelayData;
    /** Hand it to `swaps.resume` to verify, relay and post the intent to the solver. */
    resumeToken: SwapResumeToken;
  };

const ACTION = "createIntent";

/**
 * Creates a swap intent on its source chain without delivering it (see the module doc).
 *
 * @param deps the swaps service's dependencies
 * @param args see {@link CreateIntentArgs}
 * @returns see {@link CreateIntentResult}; failures: the input codes of `swaps.swap` (phase `validate`),
 *   `VALIDATION_FAILED` (`field: "walletProvider"` when sending without one), `INSUFFICIENT_ALLOWANCE` (sending
 *   an ERC-20 without allowance), `INTENT_CREATION_FAILED` with `context.reason` `SIMULATION_FAILED` (phase
 *   `simulation`: the hub would refuse it; `context.revertReason`), the hub node's transport codes (phase
 *   `simulation`), and the adapter's codes (`WALLET_ERROR`, `INTENT_CREATION_FAILED`, ...; phase
 *   `intentCreation`), `ABORTED`
 * @example Sending needs a wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const client = new XSwap({});
 * const usdc = (k: "0x2105.base" | "0x38.bsc") => client.config.getSupportedSwapTokens(k).find((t) => t.symbol === "USDC")!.address;
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await client.swaps.createIntent({
 *   params: {
 *     srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", inputToken: usdc("0x2105.base"), outputToken: usdc("0x38.bsc"),
 *     inputAmount: 1n, minOutputAmount: 1n, srcAddress: a, dstAddress: a, deadline: 0n, allowPartialFill: false,
 *   },
 * });
 * assert.ok(!r.ok && r.error.context.field === "walletProvider");
 * ```
 */
export async function createIntent(
  deps: ServiceDeps,
  args: CreateIntentArgs,
): Promise<Result<CreateIntentResult, ClientError>> {
  const given = typeof args === "object" && args !== null ? args : ({} as CreateIntentArgs);
  const { params, walletProvider, extras = {} } = given;
  const raw = given.raw === true;
  const checked = validateSwap(deps, params);
  if (!checked.ok) return checked;
  if (!raw && walletProvider === undefined) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot create intent: a walletProvider is needed unless raw", {
        context: { field: "walletProvider", phase: "validate", action: ACTION },
      }),
    );
  }
  const { adapter, hubInputToken, feeAmount } = checked.value;
  const { srcChainKey, dstChainKey } = params;
  const prepared = await prepareSwapIntent(deps, params, checked.value, {
    checkAllowance: !raw,
    simulate: given.skipSimulation !== true,
    build: true,
    signal: extras.signal,
  });
  if (!prepared.ok) return prepared;
  const { fields: common, built } = prepared.value;
  const { intentsContract, creator } = common;
  const family = getChainType(srcChainKey);
  // built: asked for
  const { intent, payload, evmTx } = built as BuiltIntent;
  const created: CreatedIntent = { ...intent, feeAmount };
  const relayData: RelayData = { address: creator, payload };
  if (raw) {
    if (evmTx !== undefined) {
      const tx = evmTx;
      return ok({ kind: "raw", family: "EVM", tx, rawTx: { family: "EVM", tx }, relayData, intent: created });
    }
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: "approve",
      args: [intentsContract, params.inputAmount],
    });
    const rawTx = await sendHubCallList(deps, {
      action: ACTION,
      srcChainKey,
      srcAddress: params.srcAddress as Address,
      hubWallet: creator,
      calls: [
        { address: hubInputToken as Address, value: 0n, data: approve },
        { address: intentsContract, value: 0n, data: encodeCreateIntentCalldata(intent) },
      ],
      deposit: { token: params.inputToken, amount: params.inputAmount },
    }, { raw: true, signal: extras.signal });
    if (!rawTx.ok) return rawTx;
    if (rawTx.value.kind !== "raw") {
      return err(
        new ClientError(
          "INTENT_CREATION_FAILED",
          "Cannot create intent: the adapter sent instead of building",
          {
            context: { srcChainKey, phase: "intentCreation", action: ACTION },
          },
        ),
      );
    }
    return ok({ ...rawTx.value, intent: created });
  }
  const sent = await adapter.createSwapIntent({
    ...common,
    inputToken: params.inputToken,
    signal: extras.signal,
    exchange: extras.exchange,
  }, walletProvider);
  if (!sent.ok) return err(inPhase(sent.error, "intentCreation"));
  const srcTxHash = sent.value.txHash;
  const sentRelay = sent.value.relayData as RelayData;
  return ok({
    kind: "sent",
    family,
    srcTxHash,
    intent: { ...sent.value.intent, feeAmount: sent.value.feeAmount },
    relayData: sentRelay,
    resumeToken: {
      v: 1,
      kind: "swap",
      phase: "created",
      srcChainKey,
      dstChainKey,
      srcTxHash,
      relayData: { address: sentRelay.address, payload: sentRelay.payload },
    },
  });
}
