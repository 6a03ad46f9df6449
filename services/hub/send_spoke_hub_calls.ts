/**
 * `sendSpokeHubCalls`: the non-EVM leg of a hub-service write. The source adapter's `sendHubCalls` builds the
 * deposit (or message) carrying the encoded call list and, unless raw, signs and sends it; its failures are
 * re-tagged with the hub phases (`validate` for input and wallet checks, `submit` for wallet failures,
 * `intentCreation` for building and submission). Relaying is the caller's (`executeHubCalls`).
 *
 * @example A chain whose adapter cannot send hub calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { ok } from "../../core/result.ts";
 * import type { SpokeAdapter } from "../../chains/spoke/spoke_adapter.ts";
 * import type { SpokeRouter } from "../../chains/registry/routing.ts";
 * import { sendSpokeHubCalls } from "./send_spoke_hub_calls.ts";
 * const spokes = { adapter: () => ok({ family: "SOLANA" } as unknown as SpokeAdapter) } as unknown as SpokeRouter;
 * const r = await sendSpokeHubCalls({ config: new ConfigService(), spokes }, {
 *   action: "borrow", srcChainKey: "solana", srcAddress: "x", hubWallet: "0x1111111111111111111111111111111111111111", calls: [],
 * }, {});
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 * @module
 */
import { type Address, type Hex, isAddress, isHex } from "viem";
import { getIntentRelayChainId, HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { RelayData } from "../../chains/evm/swap_intent.ts";
import { type ContractCall, encodeContractCalls } from "../../chains/hub/contract_calls.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { type HubPhase, inPhase, invalid } from "./phase_error.ts";
import type { HubWriteOptions } from "./send_evm_tx.ts";
import type { HubSourceTx, NonEvmFamily, NonEvmHubCallRawTx } from "./write_result.ts";

/** What {@link sendSpokeHubCalls} sends. */
export interface SpokeHubCallRequest {
  /** The operation, for error context. */
  action: string;
  /** The source chain (a non-EVM family whose adapter has `sendHubCalls`). */
  srcChainKey: SpokeChainKey;
  /** The user's address there. */
  srcAddress: string;
  /** The user's hub wallet. */
  hubWallet: Address;
  /** The hub call list. */
  calls: readonly ContractCall[];
  /** Tokens moved to the hub wallet first. @default undefined (a message) */
  deposit?: { token: string; amount: bigint } | undefined;
}

/** The outcome of {@link sendSpokeHubCalls}. */
export type SentSpokeHubCalls =
  | { kind: "raw"; family: NonEvmFamily; tx: HubSourceTx; rawTx: NonEvmHubCallRawTx; relayData: RelayData }
  | { kind: "sent"; family: NonEvmFamily; tx: HubSourceTx; relayData: RelayData; srcTxHash: string };

/**
 * Builds and (unless `options.raw`) sends the source tx of a non-EVM write through its adapter.
 *
 * @param deps configuration and spoke routing
 * @param request see {@link SpokeHubCallRequest}
 * @param options raw flag, the family's wallet, signal
 * @returns the raw tx or the sent tx hash, with the relay data; failures: `UNKNOWN_CHAIN_KEY`,
 *   `UNSUPPORTED_CHAIN_OPERATION` (no adapter, or no `sendHubCalls`; phase `validate`), the adapter's codes
 *   re-tagged (`INVALID_ADDRESS` / `INVALID_AMOUNT` / `VALIDATION_FAILED`: `validate`; `WALLET_ERROR`: `submit`;
 *   `INVALID_CONFIG` / `INTENT_CREATION_FAILED` and transport codes: `intentCreation`), `ABORTED`
 */
export async function sendSpokeHubCalls(
  deps: Pick<ServiceDeps, "config" | "spokes">,
  request: SpokeHubCallRequest,
  options: HubWriteOptions,
): Promise<Result<SentSpokeHubCalls, ClientError>> {
  const { action, srcChainKey, deposit } = request;
  const adapter = deps.spokes.adapter(srcChainKey);
  if (!adapter.ok) return err(inPhase(adapter.error, "validate", action));
  const family = adapter.value.family;
  const sendHubCalls = adapter.value.sendHubCalls;
  if (family === "EVM" || typeof sendHubCalls !== "function") {
    return err(
      invalid("UNSUPPORTED_CHAIN_OPERATION", action, `the ${family} adapter cannot send hub calls`, {
        srcChainKey,
        family,
      }),
    );
  }
  let payload: Hex;
  try {
    payload = encodeContractCalls(request.calls);
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", `Cannot ${action}: encoding the hub call list failed`, {
        context: { srcChainKey, action, phase: "intentCreation" },
        cause,
      }),
    );
  }
  const sent = await sendHubCalls.call(adapter.value, {
    srcAddress: request.srcAddress,
    hubWallet: request.hubWallet,
    payload,
    deposit,
    raw: options.raw,
    signal: options.signal,
    hubRelayChainId: getIntentRelayChainId(HUB_CHAIN_KEY, deps.config.instanceConfig.relay.relayChainIdMap),
  }, options.walletProvider);
  if (!sent.ok) return err(retag(sent.error, action));
  const relayData = checkRelayData(sent.value.relayData, srcChainKey, action);
  if (!relayData.ok) return relayData;
  const tx = sourceTx(deps, request, payload);
  if (!sent.value.raw) {
    return ok({ kind: "sent", family, tx, relayData: relayData.value, srcTxHash: sent.value.txHash });
  }
  const rawTx = sent.value.tx;
  if (rawTx.family === "EVM" || rawTx.family !== family) {
    return err(
      new ClientError(
        "INTENT_CREATION_FAILED",
        `Cannot ${action}: the ${family} adapter returned a ${rawTx.family} tx`,
        {
          context: { srcChainKey, action, phase: "intentCreation" },
        },
      ),
    );
  }
  return ok({ kind: "raw", family, tx, rawTx, relayData: relayData.value });
}

/** The {@link HubSourceTx} summary of a request. */
function sourceTx(
  deps: Pick<ServiceDeps, "config">,
  request: SpokeHubCallRequest,
  payload: Hex,
): HubSourceTx {
  const chain = deps.config.getChainConfig(request.srcChainKey);
  const addresses = chain.addresses as Readonly<Record<string, string | undefined>>;
  const { deposit } = request;
  const native = deposit !== undefined && deposit.token === chain.nativeToken;
  return {
    from: request.srcAddress,
    to: (deposit ? addresses.assetManager : addresses.connection) ?? "",
    value: native ? deposit.amount : 0n,
    data: payload,
  };
}

const VALIDATE_CODES = new Set([
  "INVALID_ADDRESS",
  "INVALID_AMOUNT",
  "VALIDATION_FAILED",
  "UNKNOWN_CHAIN_KEY",
]);

function retag(error: ClientError, action: string): ClientError {
  const txHash = error.context.txHash;
  // A send that failed after signing may still have landed: its hash is the user's follow-up handle.
  const tagged = typeof txHash === "string"
    ? new ClientError(error.code, error.message, {
      context: { ...error.context, srcTxHash: txHash },
      cause: error.cause ?? error,
    })
    : error;
  if (tagged.code === "ABORTED") return tagged;
  const phase: HubPhase = VALIDATE_CODES.has(tagged.code)
    ? "validate"
    : tagged.code === "WALLET_ERROR"
    ? "submit"
    : "intentCreation";
  return inPhase(tagged, phase, action);
}

function checkRelayData(
  data: { address: string; payload: string },
  srcChainKey: string,
  action: string,
): Result<RelayData, ClientError> {
  if (isAddress(data?.address, { strict: false }) && isHex(data?.payload, { strict: true })) {
    return ok({ address: data.address as Address, payload: data.payload as Hex });
  }
  return err(
    new ClientError(
      "INTENT_CREATION_FAILED",
      `Cannot ${action}: the ${srcChainKey} adapter returned no relay data`,
      {
        context: { srcChainKey, action, phase: "intentCreation" },
      },
    ),
  );
}
