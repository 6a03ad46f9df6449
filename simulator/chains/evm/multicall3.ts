/**
 * Multicall3 on every simulated EVM chain, at its canonical address (the same on every chain, as deployed:
 * `0xcA11bde05977b3631167028862bE2a173976CA11`, the `contracts.multicall3` of viem's chain definitions that the
 * platform SDK's `publicClient.multicall` uses). Only `aggregate3((address,bool,bytes)[])` is answered, as the
 * deployed contract does it: the calldata decoded with its ABI (malformed calldata reverts), each call executed
 * in order against the simulated contracts (the same `eth_call` answers a direct call gets), each result
 * `(success, returnData)`; a call that reverts is `success: false` with its revert data when `allowFailure` is set,
 * and reverts the whole call with `Multicall3: call failed` when it is not. Any other function of the contract
 * reverts (the simulator serves no `aggregate`, `tryAggregate`, `blockAndAggregate`, ...; no client the simulator
 * serves sends them).
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  type Hex,
  isAddressEqual,
  parseAbi,
  toFunctionSelector,
} from "viem";
import { RpcError } from "./_jsonrpc.ts";

/** The canonical Multicall3 deployment address (every EVM chain). */
export const MULTICALL3_ADDRESS: Address = "0xcA11bde05977b3631167028862bE2a173976CA11";

// The deployed contract's function (viem's `multicall3Abi` entry, written out so its types are exact).
const AGGREGATE3 = parseAbi([
  "function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)",
]);
const AGGREGATE3_SELECTOR = toFunctionSelector("aggregate3((address,bool,bytes)[])");
const ERROR_ABI = parseAbi(["error Error(string)"]);

/** Geth's revert shape: code 3, the reason in the message, the ABI-encoded `Error(string)` in data. */
function revert(reason: string): never {
  const data: Hex = encodeErrorResult({ abi: ERROR_ABI, errorName: "Error", args: [reason] });
  throw new RpcError(3, `execution reverted: ${reason}`, data);
}

/** Whether `eth_call({to})` goes to the Multicall3 contract. */
export function isMulticall3(to: Address | undefined): boolean {
  return to !== undefined && isAddressEqual(to, MULTICALL3_ADDRESS);
}

/** The revert data of a failed inner call (`0x` when the error carries none). */
function revertData(e: unknown): Hex {
  const data = e instanceof RpcError ? e.data : undefined;
  return typeof data === "string" && /^0x[0-9a-fA-F]*$/.test(data) ? data as Hex : "0x";
}

/**
 * Answers an `eth_call` to Multicall3.
 *
 * @param data the calldata sent to the contract
 * @param call executes one inner call (`target`, `callData`) as a direct `eth_call` would; a revert throws
 * @returns the ABI-encoded `Result[]`
 * @example Two reads in one call; the second target does not answer and is allowed to fail
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeFunctionResult, encodeFunctionData, multicall3Abi } from "viem";
 * import { aggregate3 } from "./multicall3.ts";
 * const data = encodeFunctionData({
 *   abi: multicall3Abi,
 *   functionName: "aggregate3",
 *   args: [[
 *     { target: "0x1111111111111111111111111111111111111111", allowFailure: false, callData: "0x01" },
 *     { target: "0x2222222222222222222222222222222222222222", allowFailure: true, callData: "0x02" },
 *   ]],
 * });
 * const out = aggregate3(data, (target) => {
 *   if (target.startsWith("0x2222")) throw new Error("reverted");
 *   return `0x${"00".repeat(31)}07`;
 * });
 * const results = decodeFunctionResult({ abi: multicall3Abi, functionName: "aggregate3", data: out });
 * assert.equal(results.length, 2);
 * assert.equal(results[0].success, true);
 * assert.equal(BigInt(results[0].returnData), 7n);
 * assert.equal(results[1].success, false);
 * ```
 */
export function aggregate3(data: Hex, call: (target: Address, callData: Hex) => Hex): Hex {
  if (data.slice(0, 10).toLowerCase() !== AGGREGATE3_SELECTOR) {
    revert(`Multicall3: function ${data.slice(0, 10)} is not served (only aggregate3)`);
  }
  let calls: readonly { target: Address; allowFailure: boolean; callData: Hex }[];
  try {
    calls = decodeFunctionData({ abi: AGGREGATE3, data }).args[0];
  } catch {
    return revert("Multicall3: malformed aggregate3 calldata");
  }
  const results = calls.map((c) => {
    try {
      return { success: true, returnData: call(c.target, c.callData) };
    } catch (e) {
      if (!c.allowFailure) revert("Multicall3: call failed");
      return { success: false, returnData: revertData(e) };
    }
  });
  return encodeFunctionResult({ abi: AGGREGATE3, functionName: "aggregate3", result: results });
}
