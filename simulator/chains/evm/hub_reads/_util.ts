/**
 * Helpers shared by the read handlers: ABI words, deterministic picks, revert on malformed calldata.
 * @module
 */
import { type Address, encodeAbiParameters, type Hex, isAddressEqual } from "viem";
import { RPC_ERRORS, RpcError } from "../_jsonrpc.ts";

export { pick, seededAddress } from "../../../state/seed/seeded.ts";

/** One `uint256` return word. */
export const uintWord = (v: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [v]);

/** One `address` return word. */
export const addressWord = (a: Address): Hex => encodeAbiParameters([{ type: "address" }], [a]);

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
