/**
 * The write flow every hub service shares: resolve the sender (`prepareHubAction`), then
 * `executeHubCalls` builds the spoke tx carrying the hub call list, sends it through the caller's wallet (or
 * returns it raw), and relays it to the hub with `relayTxAndWaitPacket` (skipped when the source is the hub).
 *
 * EVM sources (and the hub) are built here (`buildHubCallTx`) and sent with `sendEvmTx`; every other family goes
 * through its adapter's `sendHubCalls` (`sendSpokeHubCalls`: Solana and Stellar today), with the family's wallet
 * in `options.walletProvider`. The result shape is described in `write_result.ts`.
 *
 * @example Raw supply-like write on Base (only the hub wallet lookup needs I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { executeHubCalls, prepareHubAction } from "./execute_hub_calls.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const deps = {
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch,
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * };
 * const user = "0x1111111111111111111111111111111111111111";
 * const sender = await prepareHubAction(deps, { action: "demo", srcChainKey: "0x2105.base", srcAddress: user });
 * if (!sender.ok) throw sender.error;
 * const r = await executeHubCalls(deps, { ...sender.value, action: "demo", calls: [] }, { raw: true });
 * assert.ok(r.ok && r.value.kind === "raw");
 * sim.close();
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import {
  getChainType,
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { RelayData } from "../../chains/evm/swap_intent.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { relayTxAndWaitPacket } from "../relay/mod.ts";
import { buildHubCallTx, type HubCallChainAddresses } from "./build_hub_call_tx.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid, relayError } from "./phase_error.ts";
import { type HubWriteOptions, sendEvmTx } from "./send_evm_tx.ts";
import { sendSpokeHubCalls } from "./send_spoke_hub_calls.ts";
import type { HubWriteRaw, HubWriteResult, HubWriteSubmitted } from "./write_result.ts";

export type { HubWriteResult } from "./write_result.ts";

/** A resolved sender. */
export interface HubSender {
  /** The source chain: an EVM chain, the hub, or a family whose adapter has `sendHubCalls`. */
  srcChainKey: SpokeChainKey;
  /**
   * The user's address there. Typed `Address` for the EVM-era callers; from a non-EVM chain it is the chain's own
   * format (base58, `G...`, ...), checked by the adapter.
   */
  srcAddress: Address;
  /** The user's hub wallet. */
  hubWallet: Address;
}

/**
 * Validates the source chain and address and derives the user's hub wallet.
 *
 * @param deps the service dependencies
 * @param input the operation name, the source chain and the user's address there
 * @returns the sender; failures: `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_CHAIN_OPERATION` (no adapter for the family, or
 *   a non-EVM adapter without `sendHubCalls`), `INVALID_ADDRESS` (phase `validate`; an EVM address on EVM chains,
 *   the adapter's `isValidAddress` elsewhere), hub lookup errors (phase `lookup`)
 */
export async function prepareHubAction(
  deps: ServiceDeps,
  input: { action: string; srcChainKey: string; srcAddress: string },
): Promise<Result<HubSender, ClientError>> {
  const { action, srcChainKey, srcAddress } = input;
  const chain = deps.config.findChainConfig(srcChainKey);
  if (!chain.ok) return err(inPhase(chain.error, "validate", action));
  const adapter = deps.spokes.adapter(srcChainKey);
  if (!adapter.ok) return err(inPhase(adapter.error, "validate", action));
  const key = srcChainKey as SpokeChainKey;
  const family = getChainType(key);
  if (family !== "EVM" && typeof adapter.value.sendHubCalls !== "function") {
    return err(
      invalid(
        "UNSUPPORTED_CHAIN_OPERATION",
        action,
        `the ${family} adapter of ${key} cannot send hub calls`,
        {
          srcChainKey: key,
          family,
        },
      ),
    );
  }
  const valid = typeof srcAddress === "string" &&
    (family === "EVM" ? isAddress(srcAddress, { strict: false }) : adapter.value.isValidAddress(srcAddress));
  if (!valid) {
    return err(
      invalid("INVALID_ADDRESS", action, `srcAddress is not a ${family} address`, {
        field: "srcAddress",
        srcChainKey: key,
      }),
    );
  }
  const hubWallet = await deps.hub.getUserHubWalletAddress(key, srcAddress);
  if (!hubWallet.ok) return err(inPhase(hubWallet.error, "lookup", action));
  return ok({ srcChainKey: key, srcAddress: srcAddress as Address, hubWallet: hubWallet.value });
}

/** A write: the sender, the hub call list and the optional deposit. */
export interface HubCallRequest extends HubSender {
  /** The operation (`supply`, `stake`, ...), for error context. */
  action: string;
  /** The hub call list the hub wallet runs. */
  calls: readonly ContractCall[];
  /**
   * Tokens moved from the user to the hub wallet (`token` in the source chain's format: a mint, a contract id, ...).
   * @default undefined (a message, nothing moved)
   */
  deposit?: { token: string; amount: bigint } | undefined;
}

/**
 * Builds, sends and relays a hub call list: {@link sendHubCallList}, then (from any chain but the hub) the
 * relayer's submit and the wait for the hub packet.
 *
 * @param deps the service dependencies
 * @param request see {@link HubCallRequest}
 * @param options raw flag, the source family's wallet, relay timeout, signal @default {}
 * @returns `{kind: "raw", family, tx, rawTx, relayData}` or `{kind: "sent", family, tx, relayData, srcTxHash,
 *   hubTxHash}` (see `write_result.ts`); failures: those of {@link sendHubCallList}, and the relay layer's
 *   `RELAY_TIMEOUT` / `SUBMIT_TX_FAILED` / `HTTP_REQUEST_FAILED` raw (phase `relay` or `submit`,
 *   `context.relayCode`), `ABORTED`
 */
export async function executeHubCalls(
  deps: ServiceDeps,
  request: HubCallRequest,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  const sent = await sendHubCallList(deps, request, options);
  if (!sent.ok) return sent;
  if (sent.value.kind === "raw") return ok(sent.value);
  const { srcTxHash, relayData } = sent.value;
  if (request.srcChainKey === HUB_CHAIN_KEY) return ok({ ...sent.value, hubTxHash: srcTxHash });
  const hubTxHash = await relay(deps, request, srcTxHash, relayData, options);
  if (!hubTxHash.ok) return hubTxHash;
  return ok({ ...sent.value, hubTxHash: hubTxHash.value });
}

/**
 * Builds and (unless `options.raw`) sends a hub call list's source transaction, without relaying it: what the
 * platform's `create*Intent` methods do (the caller relays, or hands the transaction to the backend).
 *
 * @param deps the service dependencies
 * @param request see {@link HubCallRequest}
 * @param options raw flag, the source family's wallet, signal @default {}
 * @returns the raw transaction, or the sent one with its hash and relay data; failures: `INVALID_CONFIG` /
 *   `INTENT_CREATION_FAILED` (phase `intentCreation`), the {@link sendEvmTx} codes (EVM) or the re-tagged
 *   adapter codes (`sendSpokeHubCalls`), `ABORTED`
 */
export async function sendHubCallList(
  deps: ServiceDeps,
  request: HubCallRequest,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteRaw | HubWriteSubmitted, ClientError>> {
  const { action, srcChainKey } = request;
  if (getChainType(srcChainKey) !== "EVM") return await sendSpokeHubCalls(deps, request, options);
  const instance = deps.config.instanceConfig;
  const chain = deps.config.getChainConfig(srcChainKey);
  const addresses: HubCallChainAddresses = {
    assetManager: chain.addresses.assetManager,
    connection: chain.addresses.connection,
    nativeToken: chain.nativeToken,
    walletRouter: chain.addresses.walletRouter ?? instance.hub.addresses.walletRouter,
    wrappedNative: chain.addresses.wrappedSonic ?? instance.hub.wrappedNativeToken,
  };
  const deposit = request.deposit;
  if (deposit !== undefined && !isAddress(deposit.token, { strict: false })) {
    return err(
      invalid("INVALID_ADDRESS", action, "deposit token is not an EVM address", {
        field: "token",
        srcChainKey,
      }),
    );
  }
  const built = buildHubCallTx({
    srcChainKey,
    srcAddress: request.srcAddress,
    hubWallet: request.hubWallet,
    calls: request.calls,
    deposit: deposit && { token: deposit.token as Address, amount: deposit.amount },
    chain: addresses,
    hubRelayChainId: getIntentRelayChainId(HUB_CHAIN_KEY, relayIdsOf(deps)),
  });
  if (!built.ok) return err(inPhase(built.error, "intentCreation", action));
  const { tx, relayData } = built.value;
  const chainId = typeof chain.chain.nativeChainId === "number" ? chain.chain.nativeChainId : undefined;
  const sent = await sendEvmTx(tx, options, action, chainId);
  if (!sent.ok) return sent;
  if (sent.value.kind === "raw") {
    return ok({ kind: "raw", family: "EVM", tx, rawTx: { family: "EVM", tx }, relayData });
  }
  return ok({ kind: "sent", family: "EVM", tx, relayData, srcTxHash: sent.value.txHash });
}

/** Submits a sent spoke tx to the relayer and waits for its hub packet; the hub tx hash. */
async function relay(
  deps: ServiceDeps,
  request: HubCallRequest,
  srcTxHash: string,
  relayData: RelayData,
  options: HubWriteOptions,
): Promise<Result<string, ClientError>> {
  const { action, srcChainKey } = request;
  const packet = await relayTxAndWaitPacket({
    srcTxHash,
    data: relayData,
    chainKey: srcChainKey,
    relayerApiEndpoint: deps.config.instanceConfig.relay.relayerApiEndpoint,
    relayChainIds: relayIdsOf(deps),
    timeout: options.timeout,
    signal: options.signal,
    sleep: deps.sleep,
    now: deps.now,
    transport: { ...deps.transport, fetch: deps.fetch },
  });
  if (!packet.ok) return err(relayError(packet.error, action, { srcChainKey, srcTxHash }));
  return ok(packet.value.dst_tx_hash);
}
