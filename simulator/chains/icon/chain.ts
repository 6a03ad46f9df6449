/**
 * The ICON family of the simulator: its JSON-RPC node at `/icon`, snapshot store `icon`.
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { iconChain } from "./chain.ts";
 * assert.equal(iconChain.family, "icon");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { createIconRpc, type IconRpc, iconRpcOptionsFromConfig } from "./rpc_app.ts";

/** The ICON node: its JSON-RPC node and its store. */
export const iconChain: ChainModule<ChainNode<{ icon: IconRpc["store"] }>> = {
  family: "icon",
  storeNames: ["icon"],
  create({ config, ledger, balances }) {
    const node = createIconRpc({ ledger, balances, ...iconRpcOptionsFromConfig(config) });
    return {
      routes: [{ path: "/icon", app: node.app, tooLarge: jsonRpcTooLarge }],
      stores: { icon: node.store },
      relayDataOf: (chainId, txHash) => node.relayDataOfRelay(chainId, txHash),
      reset: () => node.store.reset(),
    };
  },
};
