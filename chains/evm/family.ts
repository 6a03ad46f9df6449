/**
 * The EVM family as the registry sees it: chain type `EVM` (every EVM spoke and the hub), its adapter built as
 * soon as a chain is first routed (viem is the library's own dependency, loaded by every app).
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { evmFamily } from "./family.ts";
 * assert.equal(evmFamily.chainType, "EVM");
 * ```
 * @module
 */
import type { Address } from "viem";
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";
import { createEvmSpokeAdapter } from "./adapter.ts";

/** The EVM family: `build` makes one chain's adapter from its RPC URL, chain id and asset manager. */
export const evmFamily: SpokeFamily<"EVM"> = {
  chainType: "EVM",
  build: (chainKey, config, options) =>
    createEvmSpokeAdapter({
      chainKey,
      rpcUrl: config.rpcUrl,
      chainId: typeof config.chain.nativeChainId === "number" ? config.chain.nativeChainId : undefined,
      assetManager: (config.addresses.assetManager ?? config.nativeToken) as Address,
      nativeToken: config.nativeToken as Address,
      pollingConfig: config.pollingConfig,
    }, { fetch: options.fetch }) as SpokeAdapter,
};
