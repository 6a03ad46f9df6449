/**
 * `callDecoder`: viem's `decodeFunctionData` for one ABI, with the function selectors computed once. viem's
 * `decodeFunctionData` hashes the signature of every function of the ABI on every call until one matches, and a
 * calldata that matches none builds an `AbiFunctionSignatureNotFoundError` (a stack trace): on the simulator's
 * hot paths (every `eth_sendRawTransaction` asks the ERC-20 ABI whether the call is an `approve`) that was most of
 * the cost. The arguments are still decoded by viem's `decodeAbiParameters`, the same call `decodeFunctionData`
 * makes, over bytes that `@noble/hashes` decoded from the hex (viem's own hex decoder costs several times as
 * much; odd-length or invalid hex still goes to viem as hex), so the answers are the same.
 *
 * @example An ERC-20 call, and a call of another ABI
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData, erc20Abi } from "viem";
 * import { callDecoder } from "./call_decoder.ts";
 * const decode = callDecoder(erc20Abi);
 * const data = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [`0x${"22".repeat(20)}`, 5n] });
 * assert.deepEqual(decode(data), { functionName: "approve", args: [`0x${"22".repeat(20)}`, 5n] });
 * assert.equal(decode("0xdeadbeef"), undefined);
 * ```
 * @module
 */
import {
  type Abi,
  type AbiFunction,
  decodeAbiParameters,
  type DecodeFunctionDataReturnType,
  type Hex,
  toFunctionSelector,
} from "viem";
import { evenHexBytes } from "./keccak_hex.ts";

/**
 * A decoder of calldata for the functions of `abi`.
 *
 * @param abi the ABI (its functions; other items are ignored, as `decodeFunctionData` ignores them)
 * @returns a function that answers what `decodeFunctionData({ abi, data })` answers, or `undefined` where it throws
 *   (no function of `abi` has the selector, as compared case-sensitively by viem, or the arguments do not decode)
 * @example A selector no function of the ABI has
 * ```ts
 * import assert from "node:assert/strict";
 * import { erc20Abi } from "viem";
 * import { callDecoder } from "./call_decoder.ts";
 * assert.equal(callDecoder(erc20Abi)("0x"), undefined);
 * ```
 */
export function callDecoder<const abi extends Abi>(
  abi: abi,
): (data: Hex) => DecodeFunctionDataReturnType<abi> | undefined {
  const bySelector = new Map<string, AbiFunction>();
  for (const item of abi) {
    if (item.type !== "function") continue;
    const selector = toFunctionSelector(item);
    if (!bySelector.has(selector)) bySelector.set(selector, item); // viem takes the first match
  }
  return (data) => {
    const fn = bySelector.get(data.slice(0, 10));
    if (fn === undefined) return undefined;
    try {
      const argsHex: Hex = `0x${data.slice(10)}`;
      const args = fn.inputs.length > 0
        ? decodeAbiParameters(fn.inputs, evenHexBytes(argsHex) ?? argsHex)
        : undefined;
      return { functionName: fn.name, args } as DecodeFunctionDataReturnType<abi>;
    } catch {
      return undefined;
    }
  };
}
