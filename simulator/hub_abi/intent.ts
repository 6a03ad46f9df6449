/**
 * The simulator's own reading and writing of the hub `Intent` struct: the tuple is written out here from the
 * platform's intents ABI (`packages/sdk/src/shared/abis/intents.abi.ts` of icon-project/sodax-sdks;
 * docs/wire_inventory.md#intent-struct, docs/wire_inventory.md#intents-contract), not taken from the
 * library's encoder or from `core/abis`, so an encoding bug on the client side cannot cancel out against the
 * same bug in the simulator.
 *
 * @example Round trip a createIntent call
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeCreateIntentCall, encodeCreateIntentCall, type SimIntent } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const intent: SimIntent = {
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 10n, minOutputAmount: 9n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 146n, dstChain: 4n, srcAddress: "0x12", dstAddress: "0x34",
 *   solver: z, data: "0x",
 * };
 * assert.deepEqual(decodeCreateIntentCall(encodeCreateIntentCall(intent)), intent);
 * ```
 * @module
 */
import {
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseAbiParameters,
  toFunctionSelector,
} from "viem";
import type { IntentStruct } from "../../core/abis/intents.ts";
import { callDecoder } from "./call_decoder.ts";
import { keccakHex } from "./keccak_hex.ts";

/** The Solidity `Intents.Intent` tuple (human-readable ABI), in the platform ABI's component order. */
export const INTENT_TUPLE = "(uint256 intentId, address creator, address inputToken, address outputToken, " +
  "uint256 inputAmount, uint256 minOutputAmount, uint256 deadline, bool allowPartialFill, uint256 srcChain, " +
  "uint256 dstChain, bytes srcAddress, bytes dstAddress, address solver, bytes data)";
const INTENT_PARAMETERS = parseAbiParameters(`${INTENT_TUPLE} intent`);
const CREATE_INTENT_ABI = parseAbi([`function createIntent(${INTENT_TUPLE} intent)`]);
const decodeCreateIntent = callDecoder(CREATE_INTENT_ABI);

/** The `createIntent` selector, `0x016f02e3` (docs/wire_inventory.md#intents-contract). */
export const CREATE_INTENT_SELECTOR: Hex = toFunctionSelector(CREATE_INTENT_ABI[0]);

/** A swap intent as the simulated hub reads it from calldata: the struct of the intents ABI. */
export type SimIntent = IntentStruct;

/**
 * Decodes `createIntent(intent)` calldata.
 *
 * @param data calldata
 * @returns the intent, or `undefined` when `data` is not a well-formed createIntent call
 * @example Garbage is not an intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeCreateIntentCall } from "./intent.ts";
 * assert.equal(decodeCreateIntentCall("0x016f02e3"), undefined);
 * ```
 */
export function decodeCreateIntentCall(data: Hex): SimIntent | undefined {
  const call = decodeCreateIntent(data);
  if (call === undefined) return undefined;
  const [i] = call.args;
  return {
    intentId: i.intentId,
    creator: i.creator,
    inputToken: i.inputToken,
    outputToken: i.outputToken,
    inputAmount: i.inputAmount,
    minOutputAmount: i.minOutputAmount,
    deadline: i.deadline,
    allowPartialFill: i.allowPartialFill,
    srcChain: i.srcChain,
    dstChain: i.dstChain,
    srcAddress: i.srcAddress,
    dstAddress: i.dstAddress,
    solver: i.solver,
    data: i.data,
  };
}

/**
 * Encodes `createIntent(intent)` calldata (for the transactions the simulated swaps API builds).
 *
 * @param intent the intent
 * @returns the calldata
 * @throws viem's encoding error when a field violates its Solidity type
 * @example Starts with the selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeCreateIntentCall } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const data = encodeCreateIntentCall({
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 146n, dstChain: 4n, srcAddress: "0x", dstAddress: "0x",
 *   solver: z, data: "0x",
 * });
 * assert.ok(data.startsWith("0x016f02e3"));
 * ```
 */
export function encodeCreateIntentCall(intent: SimIntent): Hex {
  return encodeFunctionData({ abi: CREATE_INTENT_ABI, functionName: "createIntent", args: [intent] });
}

/**
 * The intent hash, `keccak256(abi.encode(intent))` (docs/wire_inventory.md#fee-data-and-intent-hash): the id
 * the hub, solver and status use.
 *
 * @param intent the intent
 * @returns the 32-byte hash
 * @throws viem's encoding error when a field violates its Solidity type
 * @example Depends on every field
 * ```ts
 * import assert from "node:assert/strict";
 * import { hashIntent } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const intent = {
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 146n, dstChain: 4n, srcAddress: "0x", dstAddress: "0x",
 *   solver: z, data: "0x",
 * } as const;
 * assert.notEqual(hashIntent(intent), hashIntent({ ...intent, deadline: 1n }));
 * ```
 */
export function hashIntent(intent: SimIntent): Hex {
  return keccakHex(encodeAbiParameters(INTENT_PARAMETERS, [intent]));
}
