/**
 * Partner-fee data carried in `intent.data` (docs/wire_inventory.md#fee-data-and-intent-hash): `0x01`
 * (IntentDataType.FEE) followed by `abi.encode(uint256 fee, address receiver)` whenever a partner fee is configured
 * (a 0% fee included, as the platform's `EvmSolverService.createIntentFeeData` writes it, so the same intent hashes
 * the same), or `0x` when none is.
 *
 * @example Encode and decode
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodePartnerFeeData, encodePartnerFeeData } from "./fee_data.ts";
 * const data = encodePartnerFeeData(1000n, "0x2222222222222222222222222222222222222222");
 * assert.ok(data.length === 2 + 2 * 65);
 * const back = decodePartnerFeeData(data);
 * assert.ok(back.ok && back.value?.fee === 1000n);
 * ```
 * @module
 */
import { type Address, concatHex, decodeAbiParameters, encodeAbiParameters, type Hex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

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
 * import { encodePartnerFeeData } from "./fee_data.ts";
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
 * import { decodePartnerFeeData } from "./fee_data.ts";
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
