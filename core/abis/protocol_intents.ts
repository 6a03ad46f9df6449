/**
 * ABI of the protocol intents contract (`solver.protocolIntentsContract`, packaged as
 * `0xaFf2EDb3057ed6f9C1dA6c930b8ddDf2beE573A5` on the hub), where partner fees accrue and are claimed by swapping
 * them into the token of the partner's auto-swap preferences.
 *
 * Provenance: the contract's public interface as called by the reference client (SDKS
 * `packages/sdk/src/shared/abis/protocolIntents.abi.ts`, used by `packages/sdk/src/partner/PartnerFeeClaimService.ts`);
 * only the signatures are taken. Exact signatures and selectors:
 * - `setAutoSwapPreferences(address outputToken, uint256 dstChain, bytes dstAddress)` — `0xbdef426c`
 *   (`dstChain` is the relay chain id of the destination, `dstAddress` the receiver's encoded address bytes);
 * - `createIntentAutoSwap(address user, address fromToken, uint256 amount, uint256 minOutputAmount)` — `0x37f14712`;
 * - `getAutoSwapPreferences(address user) view returns ((address outputToken, uint256 dstChain, bytes dstAddress))`
 *   — `0x62848768` (a single tuple; `dstChain` 0 when nothing is set).
 *
 * @example Check the selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { protocolIntentsAbi } from "./protocol_intents.ts";
 * assert.deepEqual(protocolIntentsAbi.map((f) => toFunctionSelector(f)), ["0xbdef426c", "0x37f14712", "0x62848768"]);
 * ```
 * @module
 */

/** `setAutoSwapPreferences`, `createIntentAutoSwap` and `getAutoSwapPreferences` of the protocol intents contract. */
export const protocolIntentsAbi = [
  {
    type: "function",
    name: "setAutoSwapPreferences",
    stateMutability: "nonpayable",
    inputs: [
      { name: "outputToken", type: "address" },
      { name: "dstChain", type: "uint256" },
      { name: "dstAddress", type: "bytes" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "createIntentAutoSwap",
    stateMutability: "nonpayable",
    inputs: [
      { name: "user", type: "address" },
      { name: "fromToken", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "minOutputAmount", type: "uint256" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "getAutoSwapPreferences",
    stateMutability: "view",
    inputs: [{ name: "user", type: "address" }],
    outputs: [
      {
        name: "",
        type: "tuple",
        components: [
          { name: "outputToken", type: "address" },
          { name: "dstChain", type: "uint256" },
          { name: "dstAddress", type: "bytes" },
        ],
      },
    ],
  },
] as const;
