/**
 * `simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)` on the hub asset manager: the
 * platform SDK's deposit pre-flight (docs/wire_inventory.md#spoke-deposit). The real contract always reverts,
 * with the reason `"Simulation completed"` when the message would be accepted; the SDK treats anything else
 * as a failure. The simulator accepts any well-formed call with a non-empty payload.
 * @module
 */
import { decodeFunctionData, encodeErrorResult, type Hex, parseAbi, toFunctionSelector } from "viem";
import { RpcError } from "../_jsonrpc.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert } from "./_util.ts";

const simulateRecvMessageAbi = parseAbi([
  "function simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)",
]);
const errorAbi = parseAbi(["error Error(string)"]);

/** Revert reason of an accepted simulation. */
export const SIMULATION_COMPLETED = "Simulation completed";

function revert(reason: string): never {
  const data: Hex = encodeErrorResult({ abi: errorAbi, errorName: "Error", args: [reason] });
  // Geth's shape: code 3, the reason in the message, the ABI-encoded Error(string) in data.
  throw new RpcError(3, `execution reverted: ${reason}`, data);
}

/** `simulateRecvMessage`: reverts with {@link SIMULATION_COMPLETED} (or a reason naming an empty payload). */
export const simulateRecvMessageReads: ReadHandlers = {
  [toFunctionSelector(simulateRecvMessageAbi[0])]: (_ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: simulateRecvMessageAbi, data }));
    if (args[2] === "0x") revert("empty payload");
    return revert(SIMULATION_COMPLETED);
  },
};
