/**
 * The hub pre-simulation of a spoke write, as the platform runs it before sending (its `SpokeService`
 * `simulateDeposit` / `verifyDepositSimulation`, and `simulateRecvMessage` / `verifySimulation` for a message;
 * docs/wire_inventory.md#hub-pre-simulation): one `eth_call` of the hub's `simulateRecvMessage` with what the
 * relayed message will carry. A write that would fail on the hub fails here, before anything is signed, sent or
 * relayed. `skipSimulation: true` on a write skips it (the platform's flag; its default runs it).
 *
 * @example A hub source needs no simulation (nothing is relayed)
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { simulateDeposit } from "./simulate_deposit.ts";
 * const deps = { config: new ConfigService(), hub: { rpcUrl: "http://unused.test" } } as never;
 * const r = await simulateDeposit(deps, {
 *   srcChainKey: "sonic", srcAddress: "0x1111111111111111111111111111111111111111", token: "0x01",
 *   to: "0x1111111111111111111111111111111111111111", amount: 1n, data: "0x",
 * });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 * @module
 */
import { type Address, type Hex, toHex } from "viem";
import {
  getChainType,
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import { encodeStacksAddress } from "../../chains/address/stacks.ts";
import { simulateRecvMessage } from "../../chains/hub/simulate_recv_message.ts";
import { encodeDepositTransfer } from "../../chains/hub/simulate_recv_message.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";

/** A deposit to simulate: what the spoke asset manager will send to the hub. */
export interface DepositSimulationParams {
  /** The source chain (not the hub). */
  srcChainKey: SpokeChainKey;
  /** The depositor, in the source chain's format. */
  srcAddress: string;
  /** The spoke token deposited (the chain's `nativeToken` for the native coin). */
  token: string;
  /** The receiver on the hub (the user's hub wallet). */
  to: Address;
  /** The amount, in the spoke token's units. */
  amount: bigint;
  /** The hub call list the receiver runs (`0x` for none). */
  data: Hex;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * Simulates a deposit on the hub (the platform's `simulateDeposit`): `simulateRecvMessage` on the hub asset
 * manager, from the spoke's asset manager, carrying the RLP `Transfer`.
 *
 * @param deps configuration, hub provider, fetch, relay ids
 * @param params see {@link DepositSimulationParams}
 * @returns `true` when the hub accepts; failures: `UNSUPPORTED_CHAIN_OPERATION` (a hub source), `INVALID_ADDRESS`
 *   / `INVALID_CONFIG` (an address that cannot be encoded), and those of `simulateRecvMessage`
 *   (`INTENT_CREATION_FAILED` with `context.reason` `SIMULATION_FAILED` and the hub's `revertReason`)
 * @example A deposit from Base that the simulated hub accepts
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { simulateDeposit } from "./simulate_deposit.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await simulateDeposit({ config: new ConfigService(), hub: { rpcUrl: sim.urls.rpc("sonic") }, fetch: sim.fetch } as never, {
 *   srcChainKey: "0x2105.base", srcAddress: a, token: a, to: a, amount: 1n, data: "0x",
 * });
 * assert.ok(r.ok);
 * sim.close();
 * ```
 */
export async function simulateDeposit(
  deps: Pick<ServiceDeps, "config" | "hub" | "fetch" | "sleep">,
  params: DepositSimulationParams,
): Promise<Result<true, ClientError>> {
  const { srcChainKey } = params;
  if (srcChainKey === HUB_CHAIN_KEY) {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot simulate a deposit: the hub is not a deposit source",
        {
          context: { phase: "simulation", chainKey: srcChainKey },
        },
      ),
    );
  }
  const chain = deps.config.getChainConfig(srcChainKey);
  const addresses = chain.addresses as Readonly<Record<string, string | undefined>>;
  const assetManager = addresses.assetManager;
  if (assetManager === undefined) {
    return err(
      new ClientError("INVALID_CONFIG", `Cannot simulate a deposit: ${srcChainKey} has no asset manager`, {
        context: { phase: "simulation", chainKey: srcChainKey, field: "addresses.assetManager" },
      }),
    );
  }
  let token: Hex;
  let spokeSender: Hex;
  const family = getChainType(srcChainKey);
  if (family === "SUI" || family === "BITCOIN" || family === "NEAR" || family === "INJECTIVE") {
    // Sui tokens and the asset manager are Move type strings, and Bitcoin, NEAR and Injective ids (denoms such as
    // `inj`, account ids) are strings: the hub knows all of them as their UTF-8 bytes
    token = toHex(new TextEncoder().encode(params.token));
    spokeSender = toHex(new TextEncoder().encode(assetManager));
  } else {
    // native ICX is deposited as wICX, the token the hub registered
    const spokeToken = family === "ICON" && params.token === chain.nativeToken && addresses.wICX !== undefined
      ? addresses.wICX
      : params.token;
    // a Stacks token id may be a non-mainnet principal (the native token's), which Clarity's principal encodes too
    const encodedToken = family === "STACKS"
      ? encodeStacksAddress(spokeToken, { anyNetwork: true })
      : encodeAddress(srcChainKey, spokeToken);
    if (!encodedToken.ok) return err(inSimulation(encodedToken.error, "token"));
    const encodedManager = encodeAddress(srcChainKey, assetManager);
    if (!encodedManager.ok) return err(inSimulation(encodedManager.error, "addresses.assetManager"));
    token = encodedToken.value;
    spokeSender = encodedManager.value;
  }
  const from = encodeAddress(srcChainKey, params.srcAddress);
  if (!from.ok) return err(inSimulation(from.error, "srcAddress"));
  let payload: Hex;
  try {
    payload = encodeDepositTransfer({
      token,
      from: from.value,
      to: params.to,
      amount: params.amount,
      data: params.data,
    });
  } catch (cause) {
    return err(
      new ClientError(
        "INTENT_CREATION_FAILED",
        "Cannot simulate a deposit: the transfer could not be encoded",
        {
          context: { phase: "simulation", chainKey: srcChainKey, reason: "SIMULATION_FAILED" },
          cause,
        },
      ),
    );
  }
  return await simulateRecvMessage(deps.hub.rpcUrl, {
    target: deps.config.instanceConfig.hub.addresses.assetManager as Address,
    srcChainId: getIntentRelayChainId(srcChainKey, relayIdsOf(deps as ServiceDeps)),
    srcAddress: spokeSender,
    payload,
  }, { fetch: deps.fetch, signal: params.signal, sleep: deps.sleep });
}

/** A message to simulate: a hub call list the user's hub wallet runs. */
export interface MessageSimulationParams {
  /** The source chain (not the hub). */
  srcChainKey: SpokeChainKey;
  /** The sender, in the source chain's format. */
  srcAddress: string;
  /** The user's hub wallet. */
  hubWallet: Address;
  /** The hub call list. */
  payload: Hex;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * Simulates a message on the hub (the platform's `verifySimulation`): `simulateRecvMessage` on the user's hub
 * wallet, from the user, carrying the hub call list.
 *
 * @param deps configuration, hub provider, fetch, relay ids
 * @param params see {@link MessageSimulationParams}
 * @returns `true` when the hub accepts; failures as {@link simulateDeposit}
 * @example A message that is not a call list is refused by the simulated hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { simulateHubMessage } from "./simulate_deposit.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await simulateHubMessage({ config: new ConfigService(), hub: { rpcUrl: sim.urls.rpc("sonic") }, fetch: sim.fetch } as never, {
 *   srcChainKey: "0x2105.base", srcAddress: a, hubWallet: a, payload: "0x1234",
 * });
 * assert.ok(!r.ok && r.error.context.reason === "SIMULATION_FAILED");
 * sim.close();
 * ```
 */
export async function simulateHubMessage(
  deps: Pick<ServiceDeps, "config" | "hub" | "fetch" | "sleep">,
  params: MessageSimulationParams,
): Promise<Result<true, ClientError>> {
  const from = encodeAddress(params.srcChainKey, params.srcAddress);
  if (!from.ok) return err(inSimulation(from.error, "srcAddress"));
  return await simulateRecvMessage(deps.hub.rpcUrl, {
    target: params.hubWallet,
    srcChainId: getIntentRelayChainId(params.srcChainKey, relayIdsOf(deps as ServiceDeps)),
    srcAddress: from.value,
    payload: params.payload,
  }, { fetch: deps.fetch, signal: params.signal, sleep: deps.sleep });
}

function inSimulation(error: ClientError, field: string): ClientError {
  return new ClientError(error.code, error.message, {
    context: { ...error.context, phase: "simulation", field },
    cause: error.cause,
  });
}
