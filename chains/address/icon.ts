/**
 * ICON addresses: `hx` (wallet) or `cx` (contract) + 40 hex digits; encoded in intents as one type byte
 * (`hx` → `00`, `cx` → `01`) followed by the 20 body bytes (docs/wire_inventory.md#address-encoding).
 *
 * @example Encode a wallet and a contract
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIconAddress } from "./icon.ts";
 * const hx = encodeIconAddress(`hx${"ab".repeat(20)}`);
 * const cx = encodeIconAddress(`cx${"ab".repeat(20)}`);
 * assert.ok(hx.ok && hx.value === `0x00${"ab".repeat(20)}` && cx.ok && cx.value.startsWith("0x01"));
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalidAddress } from "./_errors.ts";

const ICON_RE = /^(hx|cx)[0-9a-f]{40}$/;

/**
 * Whether `address` is `hx`/`cx` followed by 40 lower-case hex digits.
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example An EVM address is not an ICON address
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidIconAddress } from "./icon.ts";
 * assert.ok(!isValidIconAddress(`0x${"ab".repeat(20)}`));
 * ```
 */
export function isValidIconAddress(address: unknown): boolean {
  return typeof address === "string" && ICON_RE.test(address);
}

/**
 * Encodes an ICON address: type byte then body.
 *
 * @param address `hx...` or `cx...`
 * @returns 21 bytes, or `INVALID_ADDRESS`
 * @example A bad prefix
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIconAddress } from "./icon.ts";
 * assert.ok(!encodeIconAddress(`zx${"ab".repeat(20)}`).ok);
 * ```
 */
export function encodeIconAddress(address: string): Result<Hex, ClientError> {
  if (!isValidIconAddress(address)) return err(invalidAddress("ICON", address, "hx/cx + 40 hex digits"));
  const hex: Hex = `0x${address.startsWith("hx") ? "00" : "01"}${address.slice(2)}`;
  return ok(hex);
}
