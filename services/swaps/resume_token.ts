/**
 * Resume tokens of the swap flow: a small, versioned, JSON-serialisable record of how far a swap got, from the
 * moment its source tx hash is known. It carries no secrets (chain keys, addresses, hashes, the intent's public
 * fields and the relay data that is already on chain or at the relayer), so an app can store it anywhere
 * (localStorage, a database) and hand it to `swaps.resume` after a crash or a closed tab.
 *
 * `phase` is the last step known done: `created` (the source tx was sent), `relayed` (the hub tx hash is known),
 * `executed` (the solver accepted the intent).
 *
 * @example Serialise and parse back
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseSwapResumeToken, serializeSwapResumeToken, type SwapResumeToken } from "./resume_token.ts";
 * const token: SwapResumeToken = {
 *   v: 1, kind: "swap", phase: "created", srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc",
 *   srcTxHash: "0xab", relayData: { address: "0x01", payload: "0x02" },
 * };
 * const text = serializeSwapResumeToken(token);
 * const back = parseSwapResumeToken(text);
 * assert.ok(back.ok && back.value.srcTxHash === "0xab");
 * assert.ok(!parseSwapResumeToken("{\"v\":2}").ok);
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

/** The current token version. */
export const SWAP_RESUME_TOKEN_VERSION = 1;

/** How far a swap got. */
export type SwapResumePhase = "created" | "relayed" | "executed";

/** A resume token (see the module doc). */
export interface SwapResumeToken {
  /** Version ({@link SWAP_RESUME_TOKEN_VERSION}). */
  v: 1;
  /** Always `swap`. */
  kind: "swap";
  /** The last step known done. */
  phase: SwapResumePhase;
  /** Source chain. */
  srcChainKey: SpokeChainKey;
  /** Destination chain. @default undefined (read from the backend's intent record when needed) */
  dstChainKey?: SpokeChainKey | undefined;
  /** The source tx that created the intent. */
  srcTxHash: string;
  /** The hub tx of the intent, once relayed. @default undefined */
  hubTxHash?: string | undefined;
  /** What the relayer needs besides the tx hash (required to relay from a split-tx chain). @default undefined */
  relayData?: { address: string; payload: string } | undefined;
  /** The intent's hash at the solver, once executed. @default undefined */
  intentHash?: string | undefined;
}

/** The swap's token in the lifecycle's token family (services/intent/resume_token.ts). */
const SWAP_TOKEN: ResumeTokenShape = {
  kind: "swap",
  phases: ["created", "relayed", "executed"],
  sentPhase: "created",
  dstChainKey: "optional",
  intentHash: true,
  relayedMessage: "a relayed or executed token carries hubTxHash",
};

/** Built on the first parse: a swap that never resumes runs none of the token family. */
let tokenSchema: ReturnType<typeof resumeTokenSchema<SwapResumeToken>> | undefined;

/**
 * Serialises a token to JSON text.
 *
 * @param token the token
 * @returns its JSON text (fields in a fixed order, undefined fields left out)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { serializeSwapResumeToken } from "./resume_token.ts";
 * const text = serializeSwapResumeToken({
 *   v: 1, kind: "swap", phase: "relayed", srcChainKey: "solana", dstChainKey: "0x38.bsc", srcTxHash: "5x",
 *   hubTxHash: "0xcd",
 * });
 * assert.ok(text.startsWith("{\"v\":1,\"kind\":\"swap\""));
 * ```
 */
export function serializeSwapResumeToken(token: SwapResumeToken): string {
  return serializeResumeToken(token, SWAP_TOKEN);
}

/**
 * Parses a token from its JSON text or an already parsed object.
 *
 * @param input the JSON text or object
 * @returns the token, or `VALIDATION_FAILED` naming the first issue (`context.issues`)
 * @example A token from another version is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseSwapResumeToken } from "./resume_token.ts";
 * const r = parseSwapResumeToken({ v: 9, kind: "swap" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function parseSwapResumeToken(input: unknown): Result<SwapResumeToken, ClientError> {
  return guardedParseSwapResumeToken(input);
}

const guardedParseSwapResumeToken = /* @__PURE__ */ guardSync(
  "parseSwapResumeToken",
  parseSwapResumeTokenUnguarded,
  {
    params: ["input"],
  },
);

function parseSwapResumeTokenUnguarded(input: unknown): Result<SwapResumeToken, ClientError> {
  tokenSchema ??= resumeTokenSchema<SwapResumeToken>(SWAP_TOKEN);
  return parseResumeToken(tokenSchema, input, "swap");
}
