/**
 * The Sui family of the simulator: its JSON-RPC node at `/sui`, snapshot store `sui`.
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { suiChain } from "./chain.ts";
 * assert.equal(suiChain.family, "sui");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { createSuiRpc, type SuiRpc, suiRpcOptionsFromConfig } from "./rpc_app.ts";

/** The Sui node: its JSON-RPC node and its store. */
export const suiChain: ChainModule<ChainNode<{ sui: SuiRpc["store"] }>> = {
  family: "sui",
  storeNames: ["sui"],
  create({ config, ledger, balances }) {
    const node = createSuiRpc({ ledger, balances, ...suiRpcOptionsFromConfig(config) });
    return {
      routes: [{ path: "/sui", app: node.app, tooLarge: jsonRpcTooLarge }],
      stores: { sui: node.store },
      relayDataOf: (chainId, txHash) => node.relayDataOfRelay(chainId, txHash),
      reset: () => node.store.reset(),
    };
  },
};
