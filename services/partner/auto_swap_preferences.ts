/**
 * The partner's auto-swap preferences as the protocol intents contract stores them (`getAutoSwapPreferences`),
 * checked after decoding: a relay chain id of 0 means nothing is set (the contract's zero struct); otherwise the
 * id must name a known chain, the output token must be a non-zero hub address, and the receiver bytes must be
 * non-empty (exactly 20 bytes for an EVM destination).
 *
 * @example A Base destination
 * ```ts
 * import assert from "node:assert/strict";
 * import { toAutoSwapPreferences } from "./auto_swap_preferences.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = toAutoSwapPreferences({ outputToken: a, dstChain: 30n, dstAddress: a });
 * assert.ok(r.ok && r.value.configured && r.value.dstChainKey === "0x2105.base");
 * ```
 * @module
 */
import { type Address, getAddress, type Hex, isAddress, isHex, zeroAddress } from "viem";
import {
  getChainKeyFromRelayChainId,
  getChainType,
  type RelayChainIds,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { describeValue } from "../../core/describe_value.ts";

/** Preferences that are set: fees claimed with `claim` are swapped into `outputToken` and sent to the receiver. */
export interface ConfiguredAutoSwapPreferences {
  /** Always `true`. */
  configured: true;
  /** The hub asset the fees are swapped into. */
  outputToken: Address;
  /** The chain the output is delivered to. */
  dstChainKey: SpokeChainKey;
  /** The receiver's address bytes for that chain (for an EVM chain, the 20 address bytes). */
  dstAddress: Hex;
}

/** A partner's auto-swap preferences: `{configured: false}` until `setSwapPreference` has run. */
export type AutoSwapPreferences = { configured: false } | ConfiguredAutoSwapPreferences;

/** The decoded tuple `getAutoSwapPreferences` returns. */
export interface RawAutoSwapPreferences {
  /** Output hub asset. */
  outputToken: string;
  /** Destination relay chain id (0: not set). */
  dstChain: bigint;
  /** Receiver bytes. */
  dstAddress: string;
}

/**
 * Checks the decoded tuple and names the destination chain.
 *
 * @param raw the decoded `getAutoSwapPreferences` tuple
 * @param context extra error context (partner, contract) @default {}
 * @param ids the client's relay chain ids (`relay.relayChainIdMap`). @default the packaged table
 * @returns the preferences; `RESPONSE_VALIDATION_FAILED` (phase `lookup`, `context.field` the bad member) when the
 *   contract answered something unusable
 * @example Nothing set
 * ```ts
 * import assert from "node:assert/strict";
 * import { toAutoSwapPreferences } from "./auto_swap_preferences.ts";
 * const z = "0x0000000000000000000000000000000000000000";
 * const r = toAutoSwapPreferences({ outputToken: z, dstChain: 0n, dstAddress: "0x" });
 * assert.deepEqual(r, { ok: true, value: { configured: false } });
 * ```
 */
export function toAutoSwapPreferences(
  raw: RawAutoSwapPreferences,
  contextFields: ErrorContextFields = {},
  ids?: RelayChainIds | undefined,
): Result<AutoSwapPreferences, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const bad = (field: string, reason: string, cause?: unknown): Result<never, ClientError> =>
    err(
      new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read auto-swap preferences: ${reason}`, {
        context: {
          ...context,
          field,
          value: describeValue(raw?.[field as keyof RawAutoSwapPreferences]),
          phase: "lookup",
        },
        cause,
      }),
    );
  if (typeof raw?.dstChain !== "bigint") return bad("dstChain", "dstChain is not a uint256");
  if (raw.dstChain === 0n) return ok({ configured: false });
  const chain = getChainKeyFromRelayChainId(raw.dstChain, ids);
  if (!chain.ok) return bad("dstChain", `unknown relay chain id ${raw.dstChain}`, chain.error);
  if (
    typeof raw.outputToken !== "string" || !isAddress(raw.outputToken, { strict: false }) ||
    raw.outputToken.toLowerCase() === zeroAddress
  ) {
    return bad("outputToken", "outputToken is not a hub token address");
  }
  const bytes = typeof raw.dstAddress === "string" && isHex(raw.dstAddress, { strict: true }) &&
      raw.dstAddress.length % 2 === 0
    ? (raw.dstAddress.length - 2) / 2
    : 0;
  const evm = getChainType(chain.value) === "EVM";
  if (bytes === 0 || (evm && bytes !== 20)) {
    return bad("dstAddress", evm ? "dstAddress is not 20 bytes" : "dstAddress is empty");
  }
  return ok({
    configured: true,
    outputToken: getAddress(raw.outputToken),
    dstChainKey: chain.value,
    dstAddress: raw.dstAddress.toLowerCase() as Hex,
  });
}
