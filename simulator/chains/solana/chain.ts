/**
 * The Solana family of the simulator: its JSON-RPC node at `/solana`, snapshot store `solana`.
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { solanaChain } from "./chain.ts";
 * assert.equal(solanaChain.family, "solana");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { createSolanaRpcApp } from "./rpc_app.ts";

/** The Solana node: its JSON-RPC node and its store. */
export const solanaChain: ChainModule<ChainNode<{ solana: ReturnType<typeof createSolanaRpcApp>["store"] }>> =
  {
    family: "solana",
    storeNames: ["solana"],
    create({ config, ledger, balances }) {
      const node = createSolanaRpcApp({
        ledger,
        balances,
        nativeToken: config.chains.solana.nativeToken,
        assetManager: config.chains.solana.addresses.assetManager,
        connection: config.chains.solana.addresses.connection,
      });
      return {
        routes: [{ path: "/solana", app: node, tooLarge: jsonRpcTooLarge }],
        stores: { solana: node.store },
        reset: () => node.store.reset(),
      };
    },
  };
