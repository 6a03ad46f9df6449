/**
 * The partner-fee bytes of `intent.data` (docs/wire_inventory.md#fee-data-and-intent-hash): `0x01`
 * (`IntentDataType.FEE`) followed by `abi.encode(uint256 fee, address receiver)`, or `0x` without a fee;
 * written out here from the wire facts.
 *
 * @example A fee is 65 bytes
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSimPartnerFee } from "./partner_fee_data.ts";
 * const data = encodeSimPartnerFee(5n, "0x1111111111111111111111111111111111111111");
 * assert.ok(data.startsWith("0x01") && data.length === 2 + 2 * 65);
 * ```
 * @module
 */
import { type Address, concatHex, encodeAbiParameters, type Hex, parseAbiParameters } from "viem";

const FEE_PARAMETERS = parseAbiParameters("uint256 fee, address receiver");

/**
 * Encodes the partner fee of an intent.
 *
 * @param fee the fee amount taken from the gross input
 * @param receiver the fee receiver (hub address)
 * @returns `0x01 ‖ abi.encode(fee, receiver)`, or `0x` when `fee` is 0 or there is no receiver
 * @throws viem's encoding error when `receiver` is not an address
 * @example No fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSimPartnerFee } from "./partner_fee_data.ts";
 * assert.equal(encodeSimPartnerFee(0n, undefined), "0x");
 * ```
 */
export function encodeSimPartnerFee(fee: bigint, receiver: Address | undefined): Hex {
  if (fee <= 0n || receiver === undefined) return "0x";
  return concatHex(["0x01", encodeAbiParameters(FEE_PARAMETERS, [fee, receiver])]);
}
