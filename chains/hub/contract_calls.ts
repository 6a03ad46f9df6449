/**
 * Hub call lists: `abi.encode((address to, uint256 value, bytes data)[])`, the payload a hub wallet executes
 * (docs/wire_inventory.md#spoke-deposit).
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeContractCalls, encodeContractCalls } from "./contract_calls.ts";
 * const calls = [{ address: "0x1111111111111111111111111111111111111111" as const, value: 0n, data: "0x" as const }];
 * const r = decodeContractCalls(encodeContractCalls(calls));
 * assert.ok(r.ok && r.value.length === 1);
 * ```
 * @module
 */
import { type Address, decodeAbiParameters, encodeAbiParameters, type Hex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** One call a hub wallet makes. */
export interface ContractCall {
  /** The contract called. */
  address: Address;
  /** Native value sent with the call. */
  value: bigint;
  /** The calldata. */
  data: Hex;
}

const CALLS_PARAMETERS = [
  {
    name: "calls",
    type: "tuple[]",
    components: [
      { name: "address", type: "address" },
      { name: "value", type: "uint256" },
      { name: "data", type: "bytes" },
    ],
  },
] as const;

/**
 * Encodes a hub call list.
 *
 * @param calls the calls, in execution order
 * @returns `abi.encode((address,uint256,bytes)[])`
 * @throws viem's encoding error when a field violates its type at runtime
 * @example Empty list
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeContractCalls } from "./contract_calls.ts";
 * assert.ok(encodeContractCalls([]).length === 2 + 128);
 * ```
 */
export function encodeContractCalls(calls: readonly ContractCall[]): Hex {
  return encodeAbiParameters(CALLS_PARAMETERS, [calls]);
}

/**
 * Decodes a hub call list.
 *
 * @param payload the encoded list
 * @returns the calls, or `VALIDATION_FAILED` when `payload` is not a call list
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeContractCalls } from "./contract_calls.ts";
 * assert.ok(!decodeContractCalls("0x1234").ok);
 * ```
 */
export function decodeContractCalls(payload: Hex): Result<ContractCall[], ClientError> {
  try {
    const [calls] = decodeAbiParameters(CALLS_PARAMETERS, payload);
    return ok(calls.map((c) => ({ address: c.address, value: c.value, data: c.data })));
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot decode hub call list", {
        context: { field: "payload", length: payload.length },
        cause,
      }),
    );
  }
}
