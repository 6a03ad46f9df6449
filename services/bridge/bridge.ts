/**
 * `bridge.bridge`: the bridge flow of docs/rules/bridge.md#bridge-flow, modelled on the swap flow.
 *
 * 1. Validate (chain keys, tokens sharing one hub vault, amount, addresses, fee), derive the user's hub wallet and
 *    build the spoke deposit; with `raw: true` return the unsigned tx and stop (nothing is sent).
 * 2. Unless `raw`, check the source token's allowance (ERC-20 on an EVM spoke; `INSUFFICIENT_ALLOWANCE` when short,
 *    nothing sent). Send the deposit. With the backend submit-tx option on (default), hand it to the bridge API and poll its
 *    status until `solved` (`result.dstTxHash`).
 * 3. On any other outcome (refused or failed submission, `failed`/`abandoned`, poll timeout, transport error,
 *    401/403), or with the option off: verify the deposit on-chain, then relay it and wait for the packet.
 *    Relaying is idempotent, so the fallback is safe after a partial backend attempt. No solver step.
 * 4. `timeout` is per attempt (SPEC): the backend attempt gets it, the fallback relay a fresh one that starts after
 *    verification. It bounds neither the deposit nor verification (the source chain's polling bound).
 *    `totalTimeout` bounds the whole call (docs/swaps.md#whole-operation-timeout).
 * @module
 */
import { numberOptionProblem } from "../../core/options/number_option.ts";
import type { BridgeResumeToken } from "./resume_token.ts";
import { walletAddressOf } from "../../chains/registry/wallets.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import { ClientError, inPhase } from "../../core/errors.ts";
import { err, map, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { deliverSent, runOperation } from "../intent/lifecycle.ts";
import type { BridgeArgs, BridgeProgressEvent, BridgeTxHashPair, RawBridgeDeposit } from "./types.ts";
import { validateBridge } from "./validate_bridge.ts";
import { journalOperation } from "../intent/journal_operation.ts";
import type { JournalOperation } from "../journal/journal_writer.ts";
import { requireBridgeAllowance } from "./allowance.ts";
import { describeValue } from "../../core/describe_value.ts";

import { DEFAULT_BRIDGE_TIMEOUT_MS } from "./constants.ts";

export { DEFAULT_BRIDGE_TIMEOUT_MS };

function invalid(field: string, message: string, value?: unknown): Result<never, ClientError> {
  return err(
    new ClientError("VALIDATION_FAILED", `Cannot bridge: ${message}`, {
      context: { field, phase: "validate", ...(value !== undefined ? { value: describeValue(value) } : {}) },
    }),
  );
}

/**
 * Runs a bridge.
 *
 * @returns `Result<BridgeTxHashPair | RawBridgeDeposit, ClientError>`. Codes: input (see `validateBridge`, plus
 *   `VALIDATION_FAILED` for `timeout` and a missing wallet), `INSUFFICIENT_ALLOWANCE` (phase `allowanceCheck`,
 *   nothing sent: `bridge.approve` first), `WALLET_ERROR` / `INTENT_CREATION_FAILED` (phase
 *   `deposit`), `TX_VERIFICATION_FAILED` (phase `verify`), `RELAY_TIMEOUT` / `SUBMIT_TX_FAILED` /
 *   `HTTP_REQUEST_FAILED` propagated raw from the relay layer (message = relay code, `context.relayCode`), `ABORTED`,
 *   `REQUEST_TIMEOUT` with `context.scope` `"operation"` (the `totalTimeout` expired: `context.phase`, and
 *   `context.resumeToken` once deposited). A fallback failure carries the backend attempt's error in
 *   `context.backendError`.
 */
export async function bridge(
  deps: ServiceDeps,
  args: BridgeArgs,
): Promise<Result<BridgeTxHashPair | RawBridgeDeposit, ClientError>> {
  const extras =
    typeof args === "object" && args !== null && typeof args.extras === "object" && args.extras !== null
      ? args.extras
      : undefined;
  const budgetMs = extras?.totalTimeout;
  const budgetProblem = budgetMs === undefined ? undefined : numberOptionProblem(budgetMs);
  if (budgetProblem !== undefined) return invalid("totalTimeout", `totalTimeout: ${budgetProblem}`, budgetMs);
  return await runOperation(
    {
      what: "bridge",
      budgetMs,
      signal: extras?.signal,
      onProgress: extras?.onProgress,
      tokenOf: (event: BridgeProgressEvent) => event.phase === "deposited" ? event.resumeToken : undefined,
    },
    (bounded, journaled) =>
      runBridge(
        deps,
        bounded === undefined ? args : { ...args, extras: { ...extras, ...bounded } },
        journaled,
      ),
  );
}

async function runBridge(
  deps: ServiceDeps,
  args: BridgeArgs,
  journaled: JournalOperation[],
): Promise<Result<BridgeTxHashPair | RawBridgeDeposit, ClientError>> {
  const { params, raw = false, walletProvider, extras: givenExtras } = args ?? {};
  if (givenExtras !== undefined && (typeof givenExtras !== "object" || givenExtras === null)) {
    return invalid("extras", "extras must be an object", givenExtras);
  }
  const extras = givenExtras ?? {};
  const emit = (event: BridgeProgressEvent): void => {
    try {
      extras.onProgress?.(event);
    } catch {
      // A throwing progress callback must not break the flow.
    }
  };
  const timeoutMs = extras.timeout ?? DEFAULT_BRIDGE_TIMEOUT_MS;
  const timeoutProblem = numberOptionProblem(timeoutMs);
  if (timeoutProblem !== undefined) return invalid("timeout", `timeout: ${timeoutProblem}`, timeoutMs);
  const checked = validateBridge(deps, params);
  if (!checked.ok) return checked;
  const { adapter, srcChainKey, dstChainKey } = checked.value;
  if (walletProvider === undefined && (!raw || params.srcAddress === undefined)) {
    return invalid("walletProvider", "a wallet provider is needed (or raw: true with params.srcAddress)");
  }
  let srcAddress = params.srcAddress;
  if (srcAddress === undefined) {
    try {
      srcAddress = walletProvider === undefined ? undefined : await walletAddressOf(walletProvider);
    } catch (cause) {
      return err(
        new ClientError("WALLET_ERROR", "Cannot bridge: wallet getAddress failed", {
          context: { phase: "deposit", chainKey: srcChainKey },
          cause,
        }),
      );
    }
    if (typeof srcAddress !== "string" || !adapter.isValidAddress(srcAddress)) {
      return err(
        new ClientError("WALLET_ERROR", "Cannot bridge: the wallet returned no valid address", {
          context: { phase: "deposit", chainKey: srcChainKey, returned: describeValue(srcAddress) },
        }),
      );
    }
  }
  if (!raw) {
    // an ERC-20 source must be approved first (bridge.approve): fail before anything is signed, not with a
    // reverted deposit (docs/swaps.md#approve-then-swap)
    const allowed = await requireBridgeAllowance(deps, {
      srcChainKey,
      token: checked.value.srcToken.address,
      owner: srcAddress,
      amount: params.amount,
    }, extras.signal);
    if (!allowed.ok) return allowed;
  }
  const creator = await deps.hub.getUserHubWalletAddress(srcChainKey, srcAddress);
  if (!creator.ok) return err(inPhase(creator.error, "deposit"));
  // The source adapter encodes EVM receivers only: a receiver of any family goes encoded (Stellar, Solana, ...).
  const dstBytes = encodeAddress(dstChainKey, params.recipient);
  if (!dstBytes.ok) return err(inPhase(dstBytes.error, "deposit"));
  // The journal's `sending` write comes before the wallet is asked (docs/swap_lifecycle.md#the-swap-journal).
  const journal = raw
    ? ok(undefined)
    : await journalOperation(deps, { kind: "bridge", srcChainKey, dstChainKey });
  if (!journal.ok) return err(inPhase(journal.error, "deposit"));
  const op = journal.value;
  if (op !== undefined) journaled.push(op);
  const wallet = op === undefined ? ok(walletProvider) : await op.guard(walletProvider);
  if (!wallet.ok) return err(inPhase(wallet.error, "deposit"));
  const deposit = await checked.value.createDeposit({
    dstChainKey,
    inputToken: checked.value.srcToken.address,
    hubInputToken: checked.value.hubInputToken,
    hubOutputToken: checked.value.hubOutputToken,
    hubVault: checked.value.vault,
    srcDecimals: checked.value.srcToken.decimals,
    dstDecimals: checked.value.dstToken.decimals,
    amount: params.amount,
    feeAmount: checked.value.feeAmount,
    feeReceiver: checked.value.fee?.address,
    srcAddress,
    dstAddress: params.recipient,
    encodedDstAddress: dstBytes.value,
    creator: creator.value,
    hubAssetManager: deps.config.instanceConfig.hub.addresses.assetManager,
    raw,
    signal: extras.signal,
    exchange: extras.exchange,
  }, wallet.value);
  if (!deposit.ok) return err(inPhase((await op?.sendFailed()) ?? deposit.error, "deposit"));
  if (deposit.value.raw) {
    const { tx, relayData, feeAmount } = deposit.value;
    return ok({ raw: true, tx, relayData, feeAmount });
  }
  const { txHash: srcTxHash, relayData } = deposit.value;
  const deposited: BridgeResumeToken = {
    v: 1,
    kind: "bridge",
    phase: "deposited",
    srcChainKey,
    dstChainKey,
    srcTxHash,
    relayData: { address: relayData.address, payload: relayData.payload },
  };
  const relayedToken = (hubTxHash: string): BridgeResumeToken => ({
    ...deposited,
    phase: "relayed",
    hubTxHash,
  });
  const query = { txHash: srcTxHash, srcChainKey };
  const call = (options: { timeout: number; signal: AbortSignal | undefined }) => ({
    ...options,
    apiKey: extras.apiKey,
  });
  const delivered = await deliverSent(deps, {
    token: deposited,
    journal: op,
    reportSent: () => emit({ phase: "deposited", srcTxHash, resumeToken: deposited }),
    delivery: {
      label: "bridge",
      subject: "bridge deposit",
      relayErrorStyle: "propagate",
      adapter,
      srcChainKey,
      srcTxHash,
      relayData,
      timeoutMs,
      signal: extras.signal,
      backend: (extras.useBackendSubmitTx ?? deps.config.bridgeUseBackendSubmitTx)
        ? {
          submit: (options) =>
            deps.backendApi.submitBridgeTx(
              { ...query, dstChainKey, walletAddress: srcAddress, relayData },
              call(options),
            ),
          status: async (options) =>
            map(await deps.backendApi.getSubmitBridgeTxStatus(query, call(options)), (r) => r.data),
          hubTxHashOf: (result) => result.dstTxHash,
        }
        : undefined,
      // A bridge reports no `relayed` phase: its delivery is the hub transaction itself.
      emit: (event) => {
        if (event.phase !== "relayed") emit(event);
      },
    },
  });
  if (!delivered.ok) return delivered;
  const { path, hubTxHash } = delivered.value;
  await op?.record(relayedToken(hubTxHash));
  emit({ phase: "delivered", dstTxHash: hubTxHash, path });
  return ok({ srcTxHash, dstTxHash: hubTxHash, path, resumeToken: relayedToken(hubTxHash) });
}
