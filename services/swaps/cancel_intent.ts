/**
 * Cancelling an intent (a swap not yet filled, a limit order): the platform's `cancelIntent`,
 * `createCancelIntent` and `cancelLimitOrder`. The user's source chain sends one hub call to the user's hub wallet
 * (the intent's creator): the intents contract's `cancelIntent(intent)`, which returns what the intent has not
 * spent to its source. From any chain but the hub the cancel is relayed like every hub write.
 *
 * `xswap.swaps.cancelIntent` is the entry (docs/swaps.md#cancel-an-intent has a runnable example).
 * @module
 */
import { type Address, isAddress } from "viem";
import {
  getChainType,
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  isSpokeChainKey,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { describeValue } from "../../core/describe_value.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import { encodeCancelIntentCall, type Intent } from "../../chains/hub/intent.ts";
import { type AnySpokeWalletProvider, walletAddressOf } from "../../chains/registry/wallets.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, sendHubCallList } from "../hub/execute_hub_calls.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import type { HubWriteRaw, HubWriteSubmitted } from "../hub/write_result.ts";
import { journalOperation } from "../intent/journal_operation.ts";
import { settleJournalEntry } from "../journal/handle.ts";
import { type CancelResumeToken, resumeCancel } from "./cancel_resume.ts";

/** What to cancel. */
export interface CancelIntentParams {
  /** The intent's source chain; its relay chain id must be `intent.srcChain`. */
  srcChainKey: SpokeChainKey;
  /** The intent exactly as it was created (`SwapResult.intent`, a limit order's intent, `getIntent`). */
  intent: Intent;
  /**
   * The user's address on the source chain; its encoding must be `intent.srcAddress`.
   * @default the wallet's address; with `raw` on an EVM chain, `intent.srcAddress` itself
   */
  srcAddress?: string | undefined;
}

/** Arguments of {@link cancelIntent} and {@link createCancelIntent}, shaped like `swap`'s. */
export interface CancelIntentArgs {
  /** What to cancel. */
  params: CancelIntentParams;
  /** The source chain family's wallet (required unless `raw`). @default undefined */
  walletProvider?: AnySpokeWalletProvider | undefined;
  /** Return the unsigned transaction instead of sending it. @default false */
  raw?: boolean | undefined;
  /** The relay wait and a signal. */
  extras?: {
    /** Relay timeout in ms. @default 120000 */
    timeout?: number | undefined;
    /** Aborts before signing and during the relay wait. @default undefined */
    signal?: AbortSignal | undefined;
  } | undefined;
}

const ACTION = "cancelIntent";

/**
 * Cancels an intent and waits until the cancel is on the hub: the cancel transaction on the source chain, then its
 * verification and (from any chain but the hub) its relay to the hub. With a `swapJournal` the cancel is journaled
 * like a swap (before the wallet is asked, then at each phase), so `client.recover()` finishes one a crash cut.
 *
 * @param deps the swaps service's dependencies
 * @param args see {@link CancelIntentArgs}
 * @returns the raw transaction, or the sent one with `srcTxHash` and `hubTxHash`; failures: `VALIDATION_FAILED`
 *   (`context.field`: `srcChainKey` not the intent's source, `srcAddress` not the intent's, `intent`),
 *   `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS`, `WALLET_ERROR`, and the hub write's codes (sending, relaying)
 */
export async function cancelIntent(
  deps: ServiceDeps,
  args: CancelIntentArgs,
): Promise<Result<HubWriteResult, ClientError>> {
  const request = await cancelRequest(deps, args);
  if (!request.ok) return request;
  const options = writeOptions(args);
  if (args.raw === true) return await executeHubCalls(deps, request.value, options);
  const { srcChainKey } = request.value;
  // The journal's `sending` write comes before the wallet is asked (docs/swap_lifecycle.md#the-swap-journal).
  const journal = await journalOperation(deps, { kind: "cancel", srcChainKey, dstChainKey: HUB_CHAIN_KEY });
  if (!journal.ok) return journal;
  const op = journal.value;
  try {
    const given = args.walletProvider;
    const wallet = op === undefined || given === undefined ? ok(given) : await op.guard(given);
    if (!wallet.ok) return wallet;
    const sent = await sendHubCallList(deps, request.value, { ...options, walletProvider: wallet.value });
    if (!sent.ok) return err((await op?.sendFailed()) ?? sent.error);
    if (sent.value.kind === "raw") return ok(sent.value);
    const token: CancelResumeToken = {
      v: 1,
      kind: "cancel",
      phase: "sent",
      srcChainKey,
      dstChainKey: HUB_CHAIN_KEY,
      srcTxHash: sent.value.srcTxHash,
      relayData: { address: sent.value.relayData.address, payload: sent.value.relayData.payload },
    };
    await op?.record(token);
    const relayed = await resumeCancel(deps, token, { timeout: options.timeout, signal: options.signal });
    if (!relayed.ok) return relayed;
    const hubTxHash = relayed.value.hubTxHash ?? token.srcTxHash;
    await op?.record(relayed.value);
    await settleJournalEntry(deps.journal, hubTxHash);
    return ok({ ...sent.value, hubTxHash });
  } finally {
    op?.end();
  }
}

/**
 * Builds and (unless `raw`) sends the cancel transaction on the source chain, without relaying it (the
 * platform's `createCancelIntent`); relay it with `relayTxAndWaitPacket`, or call {@link cancelIntent}.
 *
 * @param deps the swaps service's dependencies
 * @param args see {@link CancelIntentArgs}
 * @returns the raw transaction, or the sent one with its hash and relay data; failures as {@link cancelIntent}
 *   before the relay
 */
export async function createCancelIntent(
  deps: ServiceDeps,
  args: CancelIntentArgs,
): Promise<Result<HubWriteRaw | HubWriteSubmitted, ClientError>> {
  const request = await cancelRequest(deps, args);
  if (!request.ok) return request;
  return await sendHubCallList(deps, request.value, writeOptions(args));
}

function writeOptions(args: CancelIntentArgs): HubWriteOptions {
  return {
    raw: args.raw,
    walletProvider: args.walletProvider,
    timeout: args.extras?.timeout,
    signal: args.extras?.signal,
  };
}

function invalid(
  field: string,
  message: string,
  contextFields: ErrorContextFields = {},
): Result<never, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return err(
    new ClientError("VALIDATION_FAILED", `Cannot cancel the intent: ${message}`, {
      context: { ...context, field, phase: "validate", action: ACTION },
    }),
  );
}

/** The hub call request of a cancel: checks the intent against its source chain and the user. */
async function cancelRequest(deps: ServiceDeps, args: CancelIntentArgs) {
  const { params } = args ?? {};
  if (typeof params !== "object" || params === null) return invalid("params", "params must be an object");
  const { srcChainKey, intent } = params;
  if (!isSpokeChainKey(srcChainKey)) {
    return err(
      new ClientError(
        "UNKNOWN_CHAIN_KEY",
        `Cannot cancel the intent: unknown chain key ${describeValue(srcChainKey)}`,
        {
          context: {
            chainKey: describeValue(srcChainKey),
            field: "srcChainKey",
            phase: "validate",
            action: ACTION,
          },
        },
      ),
    );
  }
  if (
    typeof intent !== "object" || intent === null || typeof intent.srcChain !== "bigint" ||
    typeof intent.srcAddress !== "string" || typeof intent.creator !== "string" || !isAddress(intent.creator)
  ) {
    return invalid("intent", "intent must be an Intent as created (bigint chain ids, hex addresses)");
  }
  const expected = getIntentRelayChainId(srcChainKey, relayIdsOf(deps));
  if (expected !== intent.srcChain) {
    return invalid(
      "srcChainKey",
      `${srcChainKey} (relay id ${expected}) is not the intent's source (${intent.srcChain})`,
      {
        srcChainKey,
      },
    );
  }
  let srcAddress = params.srcAddress;
  if (srcAddress === undefined && args.walletProvider !== undefined) {
    try {
      srcAddress = await walletAddressOf(args.walletProvider);
    } catch (cause) {
      return err(
        new ClientError("WALLET_ERROR", "Cannot cancel the intent: wallet getAddress failed", {
          context: { phase: "validate", action: ACTION, srcChainKey },
          cause,
        }),
      );
    }
  }
  if (srcAddress === undefined && getChainType(srcChainKey) === "EVM" && isAddress(intent.srcAddress)) {
    srcAddress = intent.srcAddress;
  }
  if (typeof srcAddress !== "string") {
    return invalid("srcAddress", "the user's source address is needed (a wallet, or params.srcAddress)");
  }
  const encoded = encodeAddress(srcChainKey, srcAddress);
  if (!encoded.ok || encoded.value.toLowerCase() !== intent.srcAddress.toLowerCase()) {
    return invalid("srcAddress", "the source address is not the intent's (only its creator may cancel it)", {
      srcChainKey,
      srcAddress,
    });
  }
  return ok({
    action: ACTION,
    srcChainKey,
    srcAddress: srcAddress as Address,
    hubWallet: intent.creator as Address,
    calls: [encodeCancelIntentCall(intent, deps.config.instanceConfig.solver.intentsContract as Address)],
  });
}
