/**
 * The intents contract's `IntentCreated` and `IntentFilled` logs as the simulated hub emits them, encoded
 * from event signatures written out here from the platform's intents ABI
 * (docs/wire_inventory.md#intents-contract), not from `core/abis`.
 *
 * @example The topic of IntentCreated
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIntentCreatedLog } from "./intent_events.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const log = encodeIntentCreatedLog(`0x${"11".repeat(32)}`, {
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 146n, dstChain: 4n, srcAddress: "0x", dstAddress: "0x",
 *   solver: z, data: "0x",
 * });
 * assert.deepEqual(log.topics, ["0x29fecd55cf4a8b6d0aaf6870fbab480f04c3caab050a1af7654278af363cd96f"]);
 * ```
 * @module
 */
import { encodeAbiParameters, encodeEventTopics, type Hex, parseAbi } from "viem";
import { INTENT_TUPLE, type SimIntent } from "./intent.ts";

const STATE_TUPLE = "(bool exists, uint256 remainingInput, uint256 receivedOutput, bool pendingPayment)";
const [CREATED] = parseAbi([`event IntentCreated(bytes32 intentHash, ${INTENT_TUPLE} intent)`]);
const [FILLED] = parseAbi([`event IntentFilled(bytes32 intentHash, ${STATE_TUPLE} intentState)`]);

/** The `IntentState` of a fill event. */
export interface SimIntentState {
  /** Whether the intent exists. */
  exists: boolean;
  /** Input not yet filled. */
  remainingInput: bigint;
  /** Output received so far. */
  receivedOutput: bigint;
  /** Whether a payment is pending. */
  pendingPayment: boolean;
}

/**
 * The topics and data of `IntentCreated(intentHash, intent)` (no indexed fields).
 *
 * @param intentHash the intent hash
 * @param intent the intent
 * @returns the log's topics and data
 * @throws viem's encoding error when a field violates its Solidity type
 * @example See the module example.
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIntentCreatedLog } from "./intent_events.ts";
 * assert.equal(typeof encodeIntentCreatedLog, "function");
 * ```
 */
export function encodeIntentCreatedLog(intentHash: Hex, intent: SimIntent): { topics: Hex[]; data: Hex } {
  return {
    topics: encodeEventTopics({ abi: [CREATED], eventName: "IntentCreated" }) as Hex[],
    data: encodeAbiParameters(CREATED.inputs, [intentHash, intent]),
  };
}

/**
 * The topics and data of `IntentFilled(intentHash, intentState)` (no indexed fields).
 *
 * @param intentHash the intent hash
 * @param state the intent's state after the fill
 * @returns the log's topics and data
 * @example Topic 0
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIntentFilledLog } from "./intent_events.ts";
 * const state = { exists: true, remainingInput: 0n, receivedOutput: 5n, pendingPayment: false };
 * const log = encodeIntentFilledLog(`0x${"11".repeat(32)}`, state);
 * assert.deepEqual(log.topics, ["0x179edcc2ff551e1336d178824736b025cc5df1a59d05fbcb69ae2de8c06433da"]);
 * ```
 */
export function encodeIntentFilledLog(intentHash: Hex, state: SimIntentState): { topics: Hex[]; data: Hex } {
  return {
    topics: encodeEventTopics({ abi: [FILLED], eventName: "IntentFilled" }) as Hex[],
    data: encodeAbiParameters(FILLED.inputs, [intentHash, state]),
  };
}
