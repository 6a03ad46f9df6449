/**
 * `decodeHubPayloadIntent`: the intent a hub call list creates (its first `createIntent` call), read with the
 * simulator's own codecs. The simulators of non-EVM spokes use it to learn the intent of a deposit or message.
 *
 * @example A call list without createIntent creates no intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeHubCalls } from "./hub_calls.ts";
 * import { decodeHubPayloadIntent } from "./hub_payload_intent.ts";
 * const r = decodeHubPayloadIntent(encodeHubCalls([]));
 * assert.ok(r.ok && r.value === undefined);
 * ```
 * @module
 */
import { type Hex, isHex } from "viem";
import { decodeHubCalls } from "./hub_calls.ts";
import { CREATE_INTENT_SELECTOR, decodeCreateIntentCall, hashIntent, type SimIntent } from "./intent.ts";

/** The intent a payload creates, with its hash. */
export interface HubPayloadIntent {
  /** The intent. */
  intent: SimIntent;
  /** `keccak256(abi.encode(intent))`. */
  intentHash: Hex;
}

/** What {@link decodeHubPayloadIntent} finds, or why the payload is unreadable. */
export type HubPayloadIntentResult =
  | { ok: true; value: HubPayloadIntent | undefined }
  | { ok: false; reason: string };

/**
 * Decodes a hub call list and the intent of its first `createIntent` call.
 *
 * @param payload the call list (hex)
 * @returns the intent (`undefined` when the list creates none, e.g. a bridge deposit), or a failure when
 *   `payload` is not a call list or its createIntent call is malformed
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeHubPayloadIntent } from "./hub_payload_intent.ts";
 * assert.ok(!decodeHubPayloadIntent("0x1234").ok);
 * assert.ok(!decodeHubPayloadIntent("not hex").ok);
 * ```
 */
export function decodeHubPayloadIntent(payload: string): HubPayloadIntentResult {
  if (typeof payload !== "string" || !isHex(payload, { strict: true })) {
    return { ok: false, reason: "hub payload is not hex" };
  }
  const calls = decodeHubCalls(payload);
  if (calls === undefined) return { ok: false, reason: "hub payload is not a call list" };
  const call = calls.find((c) => c.data.slice(0, 10).toLowerCase() === CREATE_INTENT_SELECTOR);
  if (call === undefined) return { ok: true, value: undefined };
  const intent = decodeCreateIntentCall(call.data);
  if (intent === undefined) return { ok: false, reason: "malformed createIntent call in the hub payload" };
  return { ok: true, value: { intent, intentHash: hashIntent(intent) } };
}
