/**
 * `encodeAddress`: the bytes a chain's address takes inside intents and hub-wallet lookups
 * (docs/wire_inventory.md#address-encoding). EVM chains are supported here; the other families belong to
 * their own adapters.
 *
 * @example Encode an EVM address
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAddress } from "./encode_address.ts";
 * const r = encodeAddress("0x2105.base", "0x5555555555555555555555555555555555555555");
 * assert.ok(r.ok && r.value === "0x5555555555555555555555555555555555555555");
 * ```
 * @module
 */
import { type Hex, isAddress } from "viem";
import { getChainType, isSpokeChainKey } from "../../core/chains/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/**
 * Encodes `address` for chain `chainKey`: for EVM chains the 20 address bytes (lower-case hex).
 *
 * @param chainKey a chain key
 * @param address the address in the chain's own format
 * @returns the bytes; `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS` (not a 20-byte hex address), or
 *   `UNSUPPORTED_CHAIN_OPERATION` for non-EVM families (not implemented by this adapter)
 * @example Non-EVM chains are not handled here
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAddress } from "./encode_address.ts";
 * const r = encodeAddress("solana", "11111111111111111111111111111111");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function encodeAddress(chainKey: string, address: string): Result<Hex, ClientError> {
  if (!isSpokeChainKey(chainKey)) {
    return err(
      new ClientError(
        "UNKNOWN_CHAIN_KEY",
        `Cannot encode address: unknown chain key ${describeValue(chainKey)}`,
        {
          context: { chainKey: describeValue(chainKey) },
        },
      ),
    );
  }
  const family = getChainType(chainKey);
  if (family !== "EVM") {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot encode address: ${family} is not handled by the EVM adapter`,
        {
          context: { chainKey, family },
        },
      ),
    );
  }
  if (typeof address !== "string" || !isAddress(address, { strict: false })) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot encode address: not a 20-byte hex address", {
        context: { chainKey, address },
      }),
    );
  }
  return ok(address.toLowerCase() as Hex);
}
