/**
 * The Stacks family of the simulator: its node / Hiro API subset at `/stacks`, snapshot store `stacks`.
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { stacksChain } from "./chain.ts";
 * assert.equal(stacksChain.family, "stacks");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { createStacksRpcApp, stacksRpcOptionsFromConfig } from "./rpc_app.ts";

/** The Stacks node: its node / Hiro API subset and its store. */
export const stacksChain: ChainModule<ChainNode<{ stacks: ReturnType<typeof createStacksRpcApp>["store"] }>> =
  {
    family: "stacks",
    storeNames: ["stacks"],
    create({ config, ledger, balances }) {
      const node = createStacksRpcApp({ ledger, balances, ...stacksRpcOptionsFromConfig(config) });
      return {
        routes: [{ path: "/stacks", app: node }],
        stores: { stacks: node.store },
        reset: () => node.store.reset(),
      };
    },
  };
