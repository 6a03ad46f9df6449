/**
 * ABI of the hub wallet router's `route`: a hub-native user runs a call list through their hub wallet in one
 * hub transaction (the hub-source counterpart of a spoke deposit or `sendMessage`).
 *
 * Provenance: the wallet router of the hub (`walletRouter` in the hub config), whose calls are the same
 * `(address,uint256,bytes)` triples as a hub call list. Exact signature: `route((address addr, uint256 value,
 * bytes data)[] calls)` — selector `0x65a3b0a5`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { walletRouterRouteAbi } from "./wallet_router_route.ts";
 * assert.ok(toFunctionSelector(walletRouterRouteAbi[0]) === "0x65a3b0a5");
 * ```
 * @module
 */

/** `route((address,uint256,bytes)[])`, payable. */
export const walletRouterRouteAbi = [
  {
    type: "function",
    name: "route",
    stateMutability: "payable",
    inputs: [
      {
        name: "calls",
        type: "tuple[]",
        components: [
          { name: "addr", type: "address" },
          { name: "value", type: "uint256" },
          { name: "data", type: "bytes" },
        ],
      },
    ],
    outputs: [],
  },
] as const;
