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
 *
 * Partner-fee data carried in `intent.data` (docs/wire_inventory.md#fee-data-and-intent-hash): `0x01`
 * (IntentDataType.FEE) followed by `abi.encode(uint256 fee, address receiver)` whenever a partner fee is configured
 * (a 0% fee included, as the platform's `EvmSolverService.createIntentFeeData` writes it, so the same intent hashes
 * the same), or `0x` when none is.
 *
 * @example Encode and decode
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodePartnerFeeData, encodePartnerFeeData } from "./intent.ts";
 * const data = encodePartnerFeeData(1000n, "0x2222222222222222222222222222222222222222");
 * assert.ok(data.length === 2 + 2 * 65);
 * const back = decodePartnerFeeData(data);
 * assert.ok(back.ok && back.value?.fee === 1000n);
 * ```
 * @module
 */
import {
  type Address,
  concatHex,
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

/** The `IntentDataType.FEE` tag byte. */
export const INTENT_DATA_TYPE_FEE = "0x01";

const FEE_PARAMETERS = [{ name: "fee", type: "uint256" }, { name: "receiver", type: "address" }] as const;

/**
 * Encodes the partner fee for `intent.data`.
 *
 * @param fee the fee amount in the input token's smallest unit (`0n` for a configured 0% fee)
 * @param receiver who receives the fee: the configured partner fee's address, `undefined` when no fee is configured
 * @returns `0x01 ++ abi.encode(fee, receiver)` (65 bytes; a zero fee still writes the envelope, as the platform
 *   does), or `0x` when no receiver (no fee configured)
 * @throws viem's encoding error when `receiver` is not an address at runtime
 * @example No fee configured, and a configured 0% fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodePartnerFeeData } from "./intent.ts";
 * assert.ok(encodePartnerFeeData(0n, undefined) === "0x");
 * assert.ok(encodePartnerFeeData(0n, "0x2222222222222222222222222222222222222222").length === 2 + 2 * 65);
 * ```
 */
export function encodePartnerFeeData(fee: bigint, receiver: Address | undefined): Hex {
  if (receiver === undefined) return "0x";
  return concatHex([INTENT_DATA_TYPE_FEE, encodeAbiParameters(FEE_PARAMETERS, [fee, receiver])]);
}

/** A decoded partner fee. */
export interface PartnerFeeData {
  /** The fee amount. */
  fee: bigint;
  /** The fee receiver. */
  receiver: Address;
}

/**
 * Decodes `intent.data`.
 *
 * @param data the intent's data bytes
 * @returns the fee, `undefined` for `0x`, or `VALIDATION_FAILED` for anything else
 * @example Empty data
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodePartnerFeeData } from "./intent.ts";
 * const r = decodePartnerFeeData("0x");
 * assert.ok(r.ok && r.value === undefined);
 * ```
 */
export function decodePartnerFeeData(data: Hex): Result<PartnerFeeData | undefined, ClientError> {
  if (data === "0x") return ok(undefined);
  if (!data.toLowerCase().startsWith(INTENT_DATA_TYPE_FEE) || data.length !== 2 + 2 * 65) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot decode partner-fee data: not 0x01 plus 64 bytes", {
        context: { field: "data", length: data.length },
      }),
    );
  }
  try {
    const [fee, receiver] = decodeAbiParameters(FEE_PARAMETERS, `0x${data.slice(4)}`);
    return ok({ fee, receiver });
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot decode partner-fee data", {
        context: { field: "data" },
        cause,
      }),
    );
  }
}

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
