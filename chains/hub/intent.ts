/**
 * The swap `Intent` struct and its encodings: the ABI tuple, the `createIntent` calldata and the intent hash
 * (docs/wire_inventory.md#intent-struct, docs/wire_inventory.md#fee-data-and-intent-hash).
 *
 * @example Hash an intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { getIntentHash, type Intent } from "./intent.ts";
 * const intent: Intent = {
 *   intentId: 1n,
 *   creator: "0x1111111111111111111111111111111111111111",
 *   inputToken: "0x3333333333333333333333333333333333333333",
 *   outputToken: "0x4444444444444444444444444444444444444444",
 *   inputAmount: 999000n,
 *   minOutputAmount: 500n,
 *   deadline: 1700000300n,
 *   allowPartialFill: false,
 *   srcChain: 23n,
 *   dstChain: 4n,
 *   srcAddress: "0x5555555555555555555555555555555555555555",
 *   dstAddress: "0x6666666666666666666666666666666666666666",
 *   solver: "0x0000000000000000000000000000000000000000",
 *   data: "0x",
 * };
 * assert.ok(getIntentHash(intent).length === 66);
 * ```
 * @module
 */
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
} from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { INTENT_PARAMETERS, intentsAbi, type IntentStruct } from "../../core/abis/intents.ts";
import type { ContractCall } from "./contract_calls.ts";

/** A swap intent as the hub intents contract stores it (the struct type beside its ABI, core/abis/intents.ts). */
export type Intent = IntentStruct;

/**
 * ABI-encodes an intent as the single tuple parameter of `createIntent` (starts with the offset word `0x…20`,
 * like Solidity's `abi.encode(intent)`).
 *
 * @param intent the intent
 * @returns the encoding (hex)
 * @throws viem's encoding error when a field violates its type at runtime (bad address, negative amount)
 * @example Encode
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIntent } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const hex = encodeIntent({
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x",
 * });
 * assert.ok(hex.startsWith("0x" + "0".repeat(62) + "20"));
 * ```
 */
export function encodeIntent(intent: Intent): Hex {
  return encodeAbiParameters(INTENT_PARAMETERS, [intent]);
}

/**
 * The intent hash: `keccak256(abi.encode(intent))`, the id the hub, solver and status queries use.
 *
 * @param intent the intent
 * @returns the 32-byte hash
 * @throws viem's encoding error when a field violates its type at runtime
 * @example Hash
 * ```ts
 * import assert from "node:assert/strict";
 * import { getIntentHash } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const hash = getIntentHash({
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x",
 * });
 * assert.ok(/^0x[0-9a-f]{64}$/.test(hash));
 * ```
 */
export function getIntentHash(intent: Intent): Hex {
  return keccak256(encodeIntent(intent));
}

/**
 * The calldata of `intents.createIntent(intent)`: selector `0x016f02e3` followed by {@link encodeIntent}.
 *
 * @param intent the intent
 * @returns the calldata
 * @throws viem's encoding error when a field violates its type at runtime
 * @example Encode the call
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeCreateIntentCalldata } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const data = encodeCreateIntentCalldata({
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x",
 * });
 * assert.ok(data.startsWith("0x016f02e3"));
 * ```
 */
export function encodeCreateIntentCalldata(intent: Intent): Hex {
  return encodeFunctionData({ abi: intentsAbi, functionName: "createIntent", args: [intent] });
}

/**
 * The hub call that cancels `intent`: the intents contract's `cancelIntent(intent)`, run by the intent's creator
 * (the user's hub wallet). The intents contract returns what the intent has not spent to its source.
 *
 * @param intent the intent, exactly as it was created (its hash identifies it)
 * @param intentsContract the hub intents contract
 * @returns the contract call, for a hub call list
 * @example Cancel an intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeCancelIntentCall } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const call = encodeCancelIntentCall({
 *   intentId: 1n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x",
 * }, "0x6666666666666666666666666666666666666666");
 * assert.equal(call.value, 0n);
 * assert.equal(call.address, "0x6666666666666666666666666666666666666666");
 * ```
 */
export function encodeCancelIntentCall(intent: Intent, intentsContract: Address): ContractCall {
  return {
    address: intentsContract,
    value: 0n,
    data: encodeFunctionData({ abi: intentsAbi, functionName: "cancelIntent", args: [intent] }),
  };
}

/**
 * Decodes `createIntent` calldata back into an {@link Intent}.
 *
 * @param data calldata starting with the `createIntent` selector
 * @returns the intent, or `VALIDATION_FAILED` when `data` is not a well-formed createIntent call
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeCreateIntentCalldata, encodeCreateIntentCalldata } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const intent = {
 *   intentId: 7n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: true, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x" as const,
 * };
 * const r = decodeCreateIntentCalldata(encodeCreateIntentCalldata(intent));
 * assert.ok(r.ok && r.value.intentId === 7n);
 * assert.ok(!decodeCreateIntentCalldata("0x1234").ok);
 * ```
 */
export function decodeCreateIntentCalldata(data: Hex): Result<Intent, ClientError> {
  try {
    const decoded = decodeFunctionData({ abi: intentsAbi, data });
    if (decoded.functionName !== "createIntent") {
      return err(notAnIntent(data, `function ${decoded.functionName}`));
    }
    return ok(normalizeIntent(decoded.args[0]));
  } catch (cause) {
    return err(notAnIntent(data, "undecodable", cause));
  }
}

/**
 * Decodes an {@link encodeIntent} encoding (no selector) back into an {@link Intent}.
 *
 * @param encoded the ABI encoding of the tuple
 * @returns the intent, or `VALIDATION_FAILED`
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeIntent, encodeIntent } from "./intent.ts";
 * const z = "0x0000000000000000000000000000000000000000" as const;
 * const intent = {
 *   intentId: 9n, creator: z, inputToken: z, outputToken: z, inputAmount: 1n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: true, srcChain: 23n, dstChain: 4n, srcAddress: z, dstAddress: z,
 *   solver: z, data: "0x" as const,
 * };
 * const r = decodeIntent(encodeIntent(intent));
 * assert.ok(r.ok && r.value.intentId === 9n);
 * ```
 */
export function decodeIntent(encoded: Hex): Result<Intent, ClientError> {
  try {
    const [intent] = decodeAbiParameters(INTENT_PARAMETERS, encoded);
    return ok(normalizeIntent(intent));
  } catch (cause) {
    return err(notAnIntent(encoded, "undecodable", cause));
  }
}

function normalizeIntent(decoded: Intent): Intent {
  return {
    intentId: decoded.intentId,
    creator: decoded.creator,
    inputToken: decoded.inputToken,
    outputToken: decoded.outputToken,
    inputAmount: decoded.inputAmount,
    minOutputAmount: decoded.minOutputAmount,
    deadline: decoded.deadline,
    allowPartialFill: decoded.allowPartialFill,
    srcChain: decoded.srcChain,
    dstChain: decoded.dstChain,
    srcAddress: decoded.srcAddress,
    dstAddress: decoded.dstAddress,
    solver: decoded.solver,
    data: decoded.data,
  };
}

function notAnIntent(data: Hex, reason: string, cause?: unknown): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot decode intent: ${reason}`, {
    context: { field: "data", length: typeof data === "string" ? data.length : undefined },
    cause,
  });
}
