/**
 * The Injective family of the simulator: its REST (LCD) node at `/injective`, snapshot store `injective`.
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { injectiveChain } from "./chain.ts";
 * assert.equal(injectiveChain.family, "injective");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { createInjectiveRest, type InjectiveRest, injectiveRestOptionsFromConfig } from "./rest_app.ts";

/** The Injective node: its REST (LCD) node and its store. */
export const injectiveChain: ChainModule<ChainNode<{ injective: InjectiveRest["store"] }>> = {
  family: "injective",
  storeNames: ["injective"],
  create({ config, ledger, balances }) {
    const node = createInjectiveRest({ ledger, balances, ...injectiveRestOptionsFromConfig(config) });
    return {
      routes: [{ path: "/injective", app: node.app }],
      stores: { injective: node.store },
      relayDataOf: (chainId, txHash) => node.relayDataOfRelay(chainId, txHash),
      reset: () => node.store.reset(),
    };
  },
};
