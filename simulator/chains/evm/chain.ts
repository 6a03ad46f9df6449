/**
 * The EVM family of the simulator: one JSON-RPC per EVM chain of the configuration at `POST /rpc/:chainKey`,
 * snapshot store `evm`. Every accepted transaction is recorded in the ledger, so the relayer and solver see
 * intents created there; a successful hub transaction updates the hub positions. The RPC app is rebuilt on
 * reset; the chains' nonces and mined txs live in the store, which outlives a rebuild.
 *
 * @example The family's name
 * ```ts
 * import assert from "node:assert/strict";
 * import { evmChain } from "./chain.ts";
 * assert.equal(evmChain.family, "evm");
 * ```
 * @module
 */
import type { Hono } from "hono";
import { type Address, decodeFunctionData, encodeAbiParameters, type Hex } from "viem";
import { walletRouterRouteAbi } from "../../../core/abis/wallet_router_route.ts";
import { HUB_CALLS_PARAMETERS } from "../../hub_abi/onward_transfers.ts";
import { HUB_CHAIN_KEY } from "../../../core/chains/chain_keys.ts";
import type { ChainDeps, ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { EvmChainStore } from "./chain_store.ts";
import { createEvmRpcApp } from "./rpc_app.ts";
import { createSimVaults } from "./sim_vaults.ts";
import type { EvmRpcChain } from "./types.ts";

function evmRpcOf(
  { config, ledger, clock, faults, balances, positions, vaultMaxDeposits }: ChainDeps,
  store: EvmChainStore,
): Hono {
  const walletRouter = config.hub.addresses.walletRouter ?? "";
  const chains: Record<string, EvmRpcChain> = {};
  for (const [key, chain] of Object.entries(config.chains)) {
    const id = Number(chain.chain.nativeChainId);
    if (chain.chain.type === "EVM" && Number.isSafeInteger(id) && id > 0) chains[key] = { chainId: id };
  }
  return createEvmRpcApp({
    chains,
    store,
    balances,
    now: () => clock.now(),
    dropFromMempool: () => faults.takeUnminedSpokeTx(),
    onSpokeTx: (tx) => {
      ledger.recordSpokeTx({
        chainKey: tx.chainKey,
        txHash: tx.txHash,
        from: tx.from,
        intent: tx.intent,
        intentHash: tx.intentHash,
        deposit: tx.deposit,
        message: tx.message,
        hubCalls: tx.chainKey === HUB_CHAIN_KEY && tx.status === "success"
          ? routedCalls(tx.to, tx.data, walletRouter)
          : undefined,
      });
      if (tx.chainKey === HUB_CHAIN_KEY && tx.status === "success") {
        positions.applyHubTx(tx, clock.now());
      }
    },
    positions,
    vaults: createSimVaults(config, balances, vaultMaxDeposits),
    hubChainKey: HUB_CHAIN_KEY,
    // docs/rules/swaps.md#fill-events: the hub emits one IntentFilled per fill, readable from the fill tx's receipt.
    hubFills: (chainKey, txHash) => {
      if (chainKey !== HUB_CHAIN_KEY) return undefined;
      const found = ledger.hubFill(txHash);
      if (found === undefined) return undefined;
      return {
        txHash: found.fill.fillTxHash as Hex,
        intentsContract: config.solver.intentsContract as Address,
        solver: found.hub.intent.solver as Address,
        intentHash: found.hub.intentHash as Hex,
        intentState: found.intentState,
        at: found.fill.at,
      };
    },
    // The platform SDK's getIntent reads IntentCreated from the hub tx of a relayed intent.
    hubIntents: (chainKey, txHash) => {
      if (chainKey !== HUB_CHAIN_KEY) return undefined;
      const hub = ledger.hubIntent(txHash);
      if (hub === undefined || hub.srcChainKey === HUB_CHAIN_KEY) return undefined;
      const i = hub.intent;
      return {
        txHash: hub.hubTxHash as Hex,
        intentsContract: config.solver.intentsContract as Address,
        from: i.creator as Address,
        intentHash: hub.intentHash as Hex,
        intent: {
          ...i,
          creator: i.creator as Address,
          inputToken: i.inputToken as Address,
          outputToken: i.outputToken as Address,
          srcAddress: i.srcAddress as Hex,
          dstAddress: i.dstAddress as Hex,
          solver: i.solver as Address,
          data: i.data as Hex,
        },
      };
    },
  });
}

/**
 * The call list of a hub wallet router `route(calls)` as `abi.encode((address,uint256,bytes)[])` (what leaves the
 * hub with it is relayed once the tx is submitted to the relayer), or `undefined` for any other hub tx.
 */
function routedCalls(to: string, data: Hex, walletRouter: string): string | undefined {
  if (to.toLowerCase() !== walletRouter.toLowerCase()) return undefined;
  try {
    const { args } = decodeFunctionData({ abi: walletRouterRouteAbi, data });
    return encodeAbiParameters(HUB_CALLS_PARAMETERS, [args[0].map((c) => ({
      address: c.addr,
      value: c.value,
      data: c.data,
    }))]);
  } catch {
    return undefined;
  }
}

/** The EVM JSON-RPC and its store. */
export const evmChain: ChainModule<ChainNode<{ evm: EvmChainStore }>> = {
  family: "evm",
  storeNames: ["evm"],
  create(deps) {
    const store = new EvmChainStore();
    let rpc = evmRpcOf(deps, store);
    return {
      routes: [{
        path: "/rpc/:chainKey",
        method: "post",
        handle: (c) => rpc.fetch(c.req.raw),
        tooLarge: jsonRpcTooLarge,
      }],
      stores: { evm: store },
      reset: () => {
        store.reset();
        rpc = evmRpcOf(deps, store);
      },
    };
  },
};
