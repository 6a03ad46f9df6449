/**
 * The client-side swap flow against the in-process simulator, for the non-EVM end-to-end tests: create the
 * intent on the spoke, verify it, relay it (recording what the relayer was sent), post it to the solver, advance
 * the simulator clock, and read the hub intent.
 */
import assert from "node:assert/strict";
import type { Address } from "viem";
import { encodeAddress } from "../../chains/address/mod.ts";
import { getHubWalletAddress } from "../../chains/hub/hub_provider.ts";
import { getIntentHash } from "../../chains/hub/intent.ts";
import { createSpokeRouter } from "../../chains/registry/routing.ts";
import type { SpokeSwapIntentParams, SpokeSwapIntentResult } from "../../chains/spoke/spoke_adapter.ts";
import { getIntentRelayChainId, type SpokeChainKey } from "../../core/chains/mod.ts";
import { type ChainConfigs, DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { relayTxAndWaitPacket } from "../../services/relay/mod.ts";
import { postExecution } from "../../services/solver/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../simulator/mod.ts";
import { createManualClock, type ManualClock } from "../../simulator/state/clock.ts";

/** A simulator on a manual clock, a fetch that records relayer bodies, and chain configs pointing at it. */
export interface SwapSim {
  sim: SimulatorApp;
  clock: ManualClock;
  fetch: FetchLike;
  relayerBodies: Array<{ action: string; params: Record<string, unknown> }>;
  chains: ChainConfigs;
}

/** Starts the simulator; Solana and Soroban RPC URLs point at its `/solana` and `/soroban` mounts. */
export function startSwapSim(): SwapSim {
  const clock = createManualClock();
  const sim = createSimulatorApp({ clock, preset: "calm" });
  const relayerBodies: SwapSim["relayerBodies"] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(sim.urls.relayer) && typeof init?.body === "string") {
      relayerBodies.push(JSON.parse(init.body));
    }
    return await sim.fetch(input, init);
  };
  const base = DEFAULT_CLIENT_CONFIG.chains;
  const chains: ChainConfigs = {
    ...base,
    solana: { ...base.solana, rpcUrl: `${sim.urls.origin}/solana` },
    stellar: { ...base.stellar, sorobanRpcUrl: `${sim.urls.origin}/soroban` },
  };
  return { sim, clock, fetch, relayerBodies, chains };
}

/** The user's hub wallet, as the hub wallet factory of the simulated hub derives it. */
export async function hubWalletOf(s: SwapSim, chainKey: SpokeChainKey, user: string): Promise<Address> {
  const encoded = encodeAddress(chainKey, user);
  assert.ok(encoded.ok);
  const wallet = await getHubWalletAddress({
    hubRpcUrl: s.sim.urls.rpc("sonic"),
    hubWalletFactory: DEFAULT_CLIENT_CONFIG.hub.addresses.hubWallet as Address,
    relayChainId: getIntentRelayChainId(chainKey),
    encodedUser: encoded.value,
    fetch: s.sim.fetch,
  });
  assert.ok(wallet.ok);
  return wallet.value;
}

/** The outcome of {@link runSwap}. */
export interface SwapRun {
  created: SpokeSwapIntentResult;
  dstTxHash: string;
  intentHash: string;
}

/** Creates, verifies, relays and executes a swap from `chainKey`, then lets the solver fill it. */
export async function runSwap<W>(
  s: SwapSim,
  chainKey: SpokeChainKey,
  params: SpokeSwapIntentParams,
  wallet: W,
): Promise<SwapRun> {
  const router = createSpokeRouter(() => s.chains, { fetch: s.fetch });
  const adapter = router.adapter(chainKey);
  assert.ok(adapter.ok, adapter.ok ? "" : adapter.error.message);
  const created = await adapter.value.createSwapIntent(params, wallet);
  assert.ok(created.ok, created.ok ? "" : `${created.error.code}: ${created.error.message}`);
  assert.deepEqual(await adapter.value.verifyTxHash(created.value.txHash), { ok: true, value: true });
  const packet = await relayTxAndWaitPacket({
    srcTxHash: created.value.txHash,
    data: created.value.relayData,
    chainKey,
    relayerApiEndpoint: s.sim.urls.relayer,
    sleep: (ms) => Promise.resolve(s.clock.advance(ms)),
    now: () => s.clock.now(),
    transport: { fetch: s.fetch },
  });
  assert.ok(packet.ok, packet.ok ? "" : `${packet.error.code}: ${packet.error.message}`);
  const executed = await postExecution({ intent_tx_hash: packet.value.dst_tx_hash }, {
    solverApiEndpoint: s.sim.urls.solver,
    apiKey: s.sim.clientConfig.apiKey,
    fetch: s.fetch,
  });
  assert.ok(executed.ok, executed.ok ? "" : JSON.stringify(executed.error));
  assert.equal(executed.value.intent_hash, getIntentHash(created.value.intent));
  s.clock.advance(10_000);
  return {
    created: created.value,
    dstTxHash: packet.value.dst_tx_hash,
    intentHash: executed.value.intent_hash,
  };
}

/** Asserts the hub intent of `run` is registered with the spoke's intent and fully filled. */
export function assertFilled(s: SwapSim, run: SwapRun): void {
  const hub = s.sim.ledger.hubIntent(run.dstTxHash);
  assert.ok(hub, "the hub intent is registered");
  assert.equal(hub.intentHash, run.intentHash);
  assert.equal(hub.intent.intentId, run.created.intent.intentId);
  const fills = s.sim.ledger.fillsOf(hub);
  assert.ok(fills.length > 0, "the solver filled");
  assert.equal(fills.reduce((n, f) => n + f.inputAmount, 0n), run.created.intent.inputAmount);
}
