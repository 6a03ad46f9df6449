/**
 * `splitAddress` (the platform's `SuiSpokeService.splitAddress`): a configured `<package>::<module>::<object>`
 * reference (the asset manager, the connection) split into its three parts, with the family's own parser.
 *
 * @example The connection reference
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitAddress } from "./split_address.ts";
 * const r = splitAddress("0x2::connection::0x5");
 * assert.ok(r.ok && r.value.moduleId === "connection");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { parseSuiMoveRef } from "./move_target.ts";

/** The three parts of a Sui reference, named as the platform names them. */
export interface SuiSplitAddress {
  /** The package id (normalized to 32 bytes). */
  packageId: string;
  /** The module name. */
  moduleId: string;
  /** The state object id (normalized to 32 bytes). */
  stateId: string;
}

/**
 * Splits a `<package>::<module>::<object>` reference.
 *
 * @param address the reference
 * @returns the parts (ids normalized to 64 hex digits); `VALIDATION_FAILED` when malformed (the platform throws)
 * @example Not a reference
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitAddress } from "./split_address.ts";
 * assert.equal(splitAddress("0x2").ok, false);
 * ```
 */
export function splitAddress(address: string): Result<SuiSplitAddress, ClientError> {
  const ref = parseSuiMoveRef(address);
  if (ref === undefined) {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        "Cannot split the Sui reference: not <package>::<module>::<object>",
        {
          context: { field: "address", value: describeValue(address), chainKey: "sui" },
        },
      ),
    );
  }
  return ok({ packageId: ref.packageId, moduleId: ref.module, stateId: ref.objectId });
}
