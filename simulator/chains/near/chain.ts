/**
 * The NEAR family of the simulator: its JSON-RPC node at `/near`, snapshot store `near`.
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearChain } from "./chain.ts";
 * assert.equal(nearChain.family, "near");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { createNearRpc, type NearRpc, nearRpcOptionsFromConfig } from "./rpc_app.ts";

/** The NEAR node: its JSON-RPC node and its store. */
export const nearChain: ChainModule<ChainNode<{ near: NearRpc["store"] }>> = {
  family: "near",
  storeNames: ["near"],
  create({ config, ledger, balances }) {
    const node = createNearRpc({ ledger, balances, ...nearRpcOptionsFromConfig(config) });
    return {
      routes: [{ path: "/near", app: node.app, tooLarge: jsonRpcTooLarge }],
      stores: { near: node.store },
      relayDataOf: (chainId, txHash) => node.relayDataOfRelay(chainId, txHash),
      reset: () => node.reset(),
    };
  },
};
