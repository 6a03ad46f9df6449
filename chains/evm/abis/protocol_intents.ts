/**
 * ABI of the protocol intents contract (`solver.protocolIntentsContract`), where partner fees accrue and are
 * claimed by swapping them into a token of the partner's choice.
 *
 * Provenance: the contract's public interface as called by the reference client (SDKS
 * `packages/sdk/src/shared/abis/protocolIntents.abi.ts`); only the signature is taken. Exact signature:
 * `createIntentAutoSwap(address user, address fromToken, uint256 amount, uint256 minOutputAmount)` — selector
 * `0x37f14712`.
 *
 * @example Check the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { protocolIntentsAbi } from "./protocol_intents.ts";
 * assert.ok(toFunctionSelector(protocolIntentsAbi[0]) === "0x37f14712");
 * ```
 * @module
 */

/** `createIntentAutoSwap(address,address,uint256,uint256)`. */
export const protocolIntentsAbi = [
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
] as const;
