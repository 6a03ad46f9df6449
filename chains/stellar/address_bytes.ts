/**
 * The platform's `StellarSpokeService` address statics: `getAddressBCSBytes` (an address as its `ScVal` XDR, the
 * bytes an intent or a hub-wallet lookup carries) and `getTsWalletBytes` (a hex string as `0x` hex). Both check
 * their input and answer a Result.
 *
 * @example An account's bytes
 * ```ts
 * import assert from "node:assert/strict";
 * import { getAddressBCSBytes } from "./address_bytes.ts";
 * const r = getAddressBCSBytes("GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7");
 * assert.ok(r.ok && r.value.startsWith("0x00000012"));
 * ```
 * @module
 */
import { type Hex, isHex } from "viem";
import { encodeStellarAddress } from "../address/stellar.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/**
 * A Stellar address (`G...` or `C...`) as `Address.fromString(a).toScVal().toXDR("hex")`, `0x`-prefixed.
 *
 * @param address the address
 * @returns the bytes; `INVALID_ADDRESS`
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { getAddressBCSBytes } from "./address_bytes.ts";
 * assert.equal(getAddressBCSBytes("G123").ok, false);
 * ```
 */
export function getAddressBCSBytes(address: string): Result<Hex, ClientError> {
  return encodeStellarAddress(address);
}

/**
 * A hex string (with or without `0x`) as `0x` hex (the platform's `toHex(Buffer.from(s, "hex"))`, which drops
 * what is not hex silently; here that is `VALIDATION_FAILED`).
 *
 * @param hex the bytes as hex, an even number of digits
 * @returns `0x` + the hex, lower case
 * @example With and without 0x
 * ```ts
 * import assert from "node:assert/strict";
 * import { getTsWalletBytes } from "./address_bytes.ts";
 * assert.deepEqual(getTsWalletBytes("ABcd"), { ok: true, value: "0xabcd" });
 * assert.deepEqual(getTsWalletBytes("0xabcd"), { ok: true, value: "0xabcd" });
 * ```
 */
export function getTsWalletBytes(hex: string): Result<Hex, ClientError> {
  const body = typeof hex === "string" ? hex.replace(/^0x/i, "") : undefined;
  if (body === undefined || body.length % 2 !== 0 || !isHex(`0x${body}`)) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot read wallet bytes: not an even-length hex string", {
        context: { field: "hex", value: describeValue(hex) },
      }),
    );
  }
  const bytes: Hex = `0x${body.toLowerCase()}`;
  return ok(bytes);
}
