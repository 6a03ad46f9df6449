/**
 * Helpers shared by the read handlers: ABI words, deterministic picks, revert on malformed calldata.
 * @module
 */
import { type Address, encodeAbiParameters, getAddress, type Hex, isAddressEqual, keccak256 } from "viem";
import { RPC_ERRORS, RpcError } from "../_jsonrpc.ts";

/** One `uint256` return word. */
export const uintWord = (v: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [v]);

/** One `address` return word. */
export const addressWord = (a: Address): Hex => encodeAbiParameters([{ type: "address" }], [a]);

/** A deterministic small number from a seed string: `keccak256(seed) mod modulo`. */
export function pick(seed: string, modulo: bigint): bigint {
  return BigInt(keccak256(new TextEncoder().encode(seed))) % modulo;
}

/** A deterministic address from a seed string: the last 20 bytes of `keccak256(seed)`. */
export function seededAddress(seed: string): Address {
  return getAddress(`0x${keccak256(new TextEncoder().encode(seed)).slice(-40)}`);
}

/** Whether the callee is the expected contract (`expected` undefined: any callee). */
export function matches(expected: Address | undefined, to: Address | undefined): boolean {
  return expected === undefined || (to !== undefined && isAddressEqual(expected, to));
}

/** Runs an ABI decode; malformed calldata becomes a JSON-RPC `execution reverted` error. */
export function decodeOrRevert<T>(fn: () => T): T {
  try {
    return fn();
  } catch (cause) {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: malformed calldata", String(cause));
  }
}
