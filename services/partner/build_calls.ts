/**
 * Pure calldata builders of the partner writes on the protocol intents contract (signatures and selectors in
 * `core/abis/protocol_intents.ts`). Arguments are assumed validated (the service checks them first; an
 * out-of-range `uint256` would make viem throw).
 *
 * - claim: `createIntentAutoSwap(partner, token, amount, minOutputAmount)` — swaps accrued `token` into the
 *   partner's preferred output and delivers it where the preferences say.
 * - preferences: `setAutoSwapPreferences(outputToken, dstChain, dstAddress)` — `outputToken` a hub asset, `dstChain`
 *   the relay chain id of the destination, `dstAddress` the receiver encoded for that chain's family.
 *
 * @example Both selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildClaimCalldata, buildSetAutoSwapPreferencesCalldata } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildClaimCalldata({ partner: a, token: a, amount: 1n, minOutputAmount: 0n }).startsWith("0x37f14712"));
 * assert.ok(buildSetAutoSwapPreferencesCalldata({ outputToken: a, dstChain: 30n, dstAddress: a }).startsWith("0xbdef426c"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import { protocolIntentsAbi } from "../../core/abis/protocol_intents.ts";

/** Arguments of {@link buildClaimCalldata}. */
export interface ClaimCalldataParams {
  /** The partner (fee receiver) whose fees are claimed. */
  partner: Address;
  /** The accrued hub asset. */
  token: Address;
  /** Amount in `token` base units. */
  amount: bigint;
  /** Minimum output of the swap. */
  minOutputAmount: bigint;
}

/**
 * `createIntentAutoSwap` calldata.
 *
 * @param p partner, accrued token, amount, minimum output
 * @returns the calldata
 * @example Four static words after the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildClaimCalldata } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.equal(buildClaimCalldata({ partner: a, token: a, amount: 5n, minOutputAmount: 1n }).length, 2 + 8 + 256);
 * ```
 */
export function buildClaimCalldata(p: ClaimCalldataParams): Hex {
  return encodeFunctionData({
    abi: protocolIntentsAbi,
    functionName: "createIntentAutoSwap",
    args: [p.partner, p.token, p.amount, p.minOutputAmount],
  });
}

/** Arguments of {@link buildSetAutoSwapPreferencesCalldata}. */
export interface SetAutoSwapPreferencesCalldataParams {
  /** The hub asset the fees are swapped into. */
  outputToken: Address;
  /** Relay chain id of the chain the output is delivered to (`getIntentRelayChainId`). */
  dstChain: bigint;
  /** The receiver's address bytes for that chain (`encodeAddress`). */
  dstAddress: Hex;
}

/**
 * `setAutoSwapPreferences` calldata.
 *
 * @param p output hub asset, destination relay chain id, encoded receiver
 * @returns the calldata
 * @example A Base receiver
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeFunctionData } from "viem";
 * import { protocolIntentsAbi } from "../../core/abis/protocol_intents.ts";
 * import { buildSetAutoSwapPreferencesCalldata } from "./build_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const data = buildSetAutoSwapPreferencesCalldata({ outputToken: a, dstChain: 30n, dstAddress: a });
 * assert.deepEqual(decodeFunctionData({ abi: protocolIntentsAbi, data }).args, [a, 30n, a]);
 * ```
 */
export function buildSetAutoSwapPreferencesCalldata(p: SetAutoSwapPreferencesCalldataParams): Hex {
  return encodeFunctionData({
    abi: protocolIntentsAbi,
    functionName: "setAutoSwapPreferences",
    args: [p.outputToken, p.dstChain, p.dstAddress],
  });
}
