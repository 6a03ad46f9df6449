/**
 * Resume tokens of the bridge flow: a small, versioned, JSON-serialisable record of how far a bridge got, from the
 * moment its deposit tx hash is known. Like the swap's, it carries no secrets (chain keys, hashes and the relay
 * data that is already on chain or at the relayer), so an app can store it anywhere and hand it to
 * `bridge.resume` after a crash or a closed tab.
 *
 * `phase` is the last step known done: `deposited` (the source tx was sent), `relayed` (the hub tx that ran the
 * deposit's hub calls is known; only the delivery to the destination is left).
 *
 * @example Serialise and parse back
 * ```ts
 * import assert from "node:assert/strict";
 * import { type BridgeResumeToken, parseBridgeResumeToken, serializeBridgeResumeToken } from "./resume_token.ts";
 * const token: BridgeResumeToken = {
 *   v: 1, kind: "bridge", phase: "deposited", srcChainKey: "0xa4b1.arbitrum", dstChainKey: "0x2105.base",
 *   srcTxHash: "0xab", relayData: { address: "0x01", payload: "0x02" },
 * };
 * const back = parseBridgeResumeToken(serializeBridgeResumeToken(token));
 * assert.ok(back.ok && back.value.srcTxHash === "0xab");
 * assert.ok(!parseBridgeResumeToken("{\"v\":1,\"kind\":\"swap\"}").ok);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import {
  parseResumeToken,
  resumeTokenSchema,
  type ResumeTokenShape,
  serializeResumeToken,
} from "../intent/resume_token.ts";
import { guardSync } from "../../core/guard/guard_result.ts";

/** How far a bridge got. */
export type BridgeResumePhase = "deposited" | "relayed";

/** A bridge resume token (see the module doc). */
export interface BridgeResumeToken {
  /** Version: 1. */
  v: 1;
  /** Always `bridge`. */
  kind: "bridge";
  /** The last step known done. */
  phase: BridgeResumePhase;
  /** Source chain. */
  srcChainKey: SpokeChainKey;
  /** Destination chain. */
  dstChainKey: SpokeChainKey;
  /** The deposit on the source chain. */
  srcTxHash: string;
  /** The hub tx that ran the deposit's hub calls, once relayed. @default undefined */
  hubTxHash?: string | undefined;
  /** What the relayer needs besides the tx hash (required to relay from a split-tx chain). @default undefined */
  relayData?: { address: string; payload: string } | undefined;
}

/** The bridge's token in the lifecycle's token family (services/intent/resume_token.ts). */
const BRIDGE_TOKEN: ResumeTokenShape = {
  kind: "bridge",
  phases: ["deposited", "relayed"],
  sentPhase: "deposited",
  dstChainKey: "required",
  intentHash: false,
  relayedMessage: "a relayed token carries hubTxHash",
};

/** Built on the first parse: a swap that never resumes runs none of the token family. */
let tokenSchema: ReturnType<typeof resumeTokenSchema<BridgeResumeToken>> | undefined;

/**
 * Serialises a bridge token to JSON text.
 *
 * @param token the token
 * @returns its JSON text (fields in a fixed order, undefined fields left out)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { serializeBridgeResumeToken } from "./resume_token.ts";
 * const text = serializeBridgeResumeToken({
 *   v: 1, kind: "bridge", phase: "relayed", srcChainKey: "0xa4b1.arbitrum", dstChainKey: "0x2105.base",
 *   srcTxHash: "0xab", hubTxHash: "0xcd",
 * });
 * assert.ok(text.startsWith("{\"v\":1,\"kind\":\"bridge\""));
 * ```
 */
export function serializeBridgeResumeToken(token: BridgeResumeToken): string {
  return serializeResumeToken(token, BRIDGE_TOKEN);
}

/**
 * Parses a bridge token from its JSON text or an already parsed object.
 *
 * @param input the JSON text or object
 * @returns the token, or `VALIDATION_FAILED` naming the first issue (`context.issues`)
 * @example A swap token is not a bridge token
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseBridgeResumeToken } from "./resume_token.ts";
 * const r = parseBridgeResumeToken({ v: 1, kind: "swap" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function parseBridgeResumeToken(input: unknown): Result<BridgeResumeToken, ClientError> {
  return guardedParseBridgeResumeToken(input);
}

const guardedParseBridgeResumeToken = /* @__PURE__ */ guardSync(
  "parseBridgeResumeToken",
  parseBridgeResumeTokenUnguarded,
  {
    params: ["input"],
  },
);

function parseBridgeResumeTokenUnguarded(input: unknown): Result<BridgeResumeToken, ClientError> {
  tokenSchema ??= resumeTokenSchema<BridgeResumeToken>(BRIDGE_TOKEN);
  return parseResumeToken(tokenSchema, input, "bridge");
}
