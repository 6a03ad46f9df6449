/**
 * Multicall3, deployed at `0xcA11bde05977b3631167028862bE2a173976cA11` on every EVM chain the platform uses (the
 * hub included; viem's chain definitions carry it): `aggregate3((address target, bool allowFailure, bytes
 * callData)[])` runs each call through the chain's own `eth_call` answers and returns `(bool success, bytes
 * returnData)[]`, as the contract does. A call that reverts reverts the whole `aggregate3` unless its
 * `allowFailure` is set; then it answers `success: false` with empty return data. Only `aggregate3`: the read
 * viem's `multicall` sends (the platform SDK 1.3.0-beta batches its hub reads with it); any other selector at the
 * address answers `0x`, as an unknown read does.
 *
 * @example Two reads in one call, each answered as its own `eth_call`
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeFunctionResult, encodeFunctionData, type Hex, multicall3Abi } from "viem";
 * import { aggregate3, isAggregate3, MULTICALL3_ADDRESS } from "./multicall3.ts";
 * const data = encodeFunctionData({
 *   abi: multicall3Abi,
 *   functionName: "aggregate3",
 *   args: [[
 *     { target: `0x${"11".repeat(20)}`, allowFailure: false, callData: "0x01" },
 *     { target: `0x${"22".repeat(20)}`, allowFailure: false, callData: "0x02" },
 *   ]],
 * });
 * assert.ok(isAggregate3(MULTICALL3_ADDRESS, data));
 * const answer = aggregate3(data, (to, callData): Hex => `0x${to.slice(2, 4)}${callData.slice(2)}`);
 * const results = decodeFunctionResult({ abi: multicall3Abi, functionName: "aggregate3", data: answer });
 * assert.deepEqual(results.map((r) => r.returnData), ["0x1101", "0x2202"]);
 * ```
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  isAddressEqual,
  multicall3Abi,
} from "viem";
import { RPC_ERRORS, RpcError } from "./_jsonrpc.ts";

/** Multicall3's address on every chain. */
export const MULTICALL3_ADDRESS: Address = "0xcA11bde05977b3631167028862bE2a173976cA11";

/** `aggregate3`'s selector. */
const AGGREGATE3 = "0x82ad56cb";

/** Whether `eth_call({to, data})` is a Multicall3 `aggregate3`. */
export function isAggregate3(to: Address | undefined, data: Hex): boolean {
  return to !== undefined && isAddressEqual(to, MULTICALL3_ADDRESS) &&
    data.slice(0, 10).toLowerCase() === AGGREGATE3;
}

/**
 * Answers an `aggregate3` call.
 *
 * @param data the calldata (`aggregate3` selector and its arguments)
 * @param call the chain's `eth_call` answer for one call (throws an `RpcError` where the call reverts)
 * @returns the ABI-encoded `(bool success, bytes returnData)[]`
 */
export function aggregate3(data: Hex, call: (to: Address, data: Hex) => Hex): Hex {
  let args: readonly unknown[] | undefined;
  try {
    args = decodeFunctionData({ abi: multicall3Abi, data }).args;
  } catch (cause) {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: malformed calldata", String(cause));
  }
  if (!Array.isArray(args?.[0])) {
    throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: malformed calldata");
  }
  const calls = args[0] as readonly { target: Address; allowFailure: boolean; callData: Hex }[];
  const results = calls.map(({ target, allowFailure, callData }) => {
    try {
      return { success: true, returnData: call(target, callData) };
    } catch (cause) {
      if (!allowFailure || !(cause instanceof RpcError)) {
        throw new RpcError(RPC_ERRORS.SERVER, "execution reverted: Multicall3: call failed", String(cause));
      }
      return { success: false, returnData: "0x" as Hex };
    }
  });
  return encodeFunctionResult({ abi: multicall3Abi, functionName: "aggregate3", result: results });
}
