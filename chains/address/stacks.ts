/**
 * Stacks mainnet principals: standard `SP...`/`SM...` c32check addresses, optionally followed by
 * `.contract-name`; encoded in intents as the serialized Clarity principal
 * (docs/wire_inventory.md#address-encoding): `0x05 ‖ version ‖ hash160` for a standard principal, `0x06 ‖
 * version ‖ hash160 ‖ len ‖ name` for a contract principal.
 *
 * @example Encode a standard principal
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeStacksAddress } from "./stacks.ts";
 * const r = encodeStacksAddress("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7");
 * assert.ok(r.ok && r.value === "0x0516a46ff88886c2ef9762d970b4d2c63678835bd39d");
 * ```
 * @module
 */
import { bytesToHex, type Hex, stringToBytes } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type C32Address, decodeC32Address } from "./_c32.ts";
import { invalidAddress } from "./_errors.ts";

const MAINNET_VERSIONS = new Set([22, 20]);
const CONTRACT_NAME_RE = /^[a-zA-Z]([a-zA-Z0-9]|[-_])*$/;

function parse(
  address: unknown,
  anyNetwork = false,
): { principal: C32Address; contract?: string | undefined } | undefined {
  if (typeof address !== "string") return undefined;
  const [account, contract, ...extra] = address.split(".");
  if (extra.length > 0) return undefined;
  if (contract !== undefined && (contract.length > 40 || !CONTRACT_NAME_RE.test(contract))) return undefined;
  const principal = decodeC32Address(account);
  if (principal === undefined || (!anyNetwork && !MAINNET_VERSIONS.has(principal.version))) return undefined;
  return { principal, contract };
}

/**
 * Whether `address` is a mainnet Stacks principal (checksum verified).
 *
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example A contract principal and a corrupted address
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidStacksAddress } from "./stacks.ts";
 * assert.ok(isValidStacksAddress("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.my-token"));
 * assert.ok(!isValidStacksAddress("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8"));
 * ```
 */
export function isValidStacksAddress(address: unknown): boolean {
  return parse(address) !== undefined;
}

/**
 * Encodes a Stacks principal as a serialized Clarity principal value.
 *
 * @param address `SP...` or `SP....name`
 * @param options `anyNetwork`: accept any c32 version (`ST...`, as the chain's native token id
 *   `ST000000000000000000002AMW42H.nativetoken` is written), as Clarity's `principal` does @default {anyNetwork: false}
 * @returns the bytes, or `INVALID_ADDRESS`
 * @example A contract principal
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeStacksAddress } from "./stacks.ts";
 * const r = encodeStacksAddress("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.ab");
 * assert.ok(r.ok && r.value.startsWith("0x0616") && r.value.endsWith("026162"));
 * ```
 */
export function encodeStacksAddress(
  address: string,
  options: { anyNetwork?: boolean | undefined } = {},
): Result<Hex, ClientError> {
  const parsed = parse(address, options.anyNetwork === true);
  if (parsed === undefined) {
    return err(invalidAddress("STACKS", address, "mainnet c32check SP/SM principal"));
  }
  const { principal, contract } = parsed;
  const head = [contract === undefined ? 0x05 : 0x06, principal.version, ...principal.hash160];
  if (contract === undefined) return ok(bytesToHex(Uint8Array.from(head)));
  const name = stringToBytes(contract);
  return ok(bytesToHex(Uint8Array.from([...head, name.length, ...name])));
}
