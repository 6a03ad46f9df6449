/**
 * The intents contract's `cancelIntent(intent)` as a hub wallet calls it: decoded from a hub call list with viem
 * from the contract's human-readable ABI (independently of the library's encoder), so the simulated hub can
 * cancel the intent the call names.
 *
 * @example A call list that cancels nothing
 * ```ts
 * import assert from "node:assert/strict";
 * import { cancelledIntentHashes } from "./cancel_intent.ts";
 * assert.deepEqual(cancelledIntentHashes("0x1234", "0x0000000000000000000000000000000000000001"), []);
 * ```
 * @module
 */
import { type Hex, isAddressEqual, isHex, parseAbi } from "viem";
import { callDecoder } from "./call_decoder.ts";
import { decodeHubCalls } from "./hub_calls.ts";
import { hashIntent, INTENT_TUPLE, type SimIntent } from "./intent.ts";

const CANCEL_INTENT_ABI = parseAbi([`function cancelIntent(${INTENT_TUPLE} intent)`]);
const decodeCancelIntent = callDecoder(CANCEL_INTENT_ABI);

/**
 * The hashes of the intents the `cancelIntent` calls to `intentsContract` in a hub call list name, in call order;
 * anything else (and anything undecodable) is skipped.
 *
 * @param payload the hub call list (hex)
 * @param intentsContract the hub intents contract
 * @returns the intent hashes (`keccak256(abi.encode(intent))`)
 */
export function cancelledIntentHashes(payload: string, intentsContract: string): Hex[] {
  if (!isHex(payload)) return [];
  const out: Hex[] = [];
  for (const call of decodeHubCalls(payload) ?? []) {
    if (!isAddressEqual(call.to, intentsContract as Hex)) continue;
    const decoded = decodeCancelIntent(call.data);
    if (decoded !== undefined) out.push(hashIntent(decoded.args[0] as SimIntent));
  }
  return out;
}
