/**
 * `simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)`: the platform SDK's pre-flight of a
 * spoke deposit or message (docs/wire_inventory.md#hub-pre-simulation). The real contract always reverts, with the
 * reason `"Simulation completed"` when the hub would accept the message and its own reason when it would not.
 *
 * The simulator checks what its hub would refuse when the message is relayed:
 * - the source chain must be a spoke's relay id (not the hub's, not unknown) and `srcAddress` non-empty;
 * - on the hub asset manager (a deposit) the payload is the RLP `Transfer` `[token, from, to, amount, data]`:
 *   five byte strings, `to` a 20-byte hub address, `amount` > 0, `data` empty or a hub call list;
 * - on any other target (a message to the user's hub wallet) the payload is a non-empty hub call list;
 * - a `createIntent` in the call list must name the receiving hub wallet as `creator` and the source chain as
 *   `srcChain`, have a deadline of 0 or in the future (the simulator's clock), and (a deposit) spend no more
 *   than the deposit and come from its depositor (`srcAddress` = the transfer's `from`).
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeErrorResult,
  fromRlp,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  parseAbi,
  toFunctionSelector,
} from "viem";
import { DEFAULT_CLIENT_CONFIG } from "../../../../core/config/default_config.ts";
import { SIM_HUB_RELAY_CHAIN_ID, simChainKeyOfRelayId } from "../../../client_config/relay_ids.ts";
import { decodeHubCalls, type SimHubCall } from "../../../hub_abi/hub_calls.ts";
import { CREATE_INTENT_SELECTOR, decodeCreateIntentCall } from "../../../hub_abi/intent.ts";
import { RpcError } from "../_jsonrpc.ts";
import type { EthCallContext, ReadHandlers } from "./types.ts";
import { decodeOrRevert } from "./_util.ts";

const simulateRecvMessageAbi = parseAbi([
  "function simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)",
]);
const errorAbi = parseAbi(["error Error(string)"]);

/** Revert reason of an accepted simulation. */
export const SIMULATION_COMPLETED = "Simulation completed";

const HUB_ASSET_MANAGER = DEFAULT_CLIENT_CONFIG.hub.addresses.assetManager as Address;

function revert(reason: string): never {
  const data: Hex = encodeErrorResult({ abi: errorAbi, errorName: "Error", args: [reason] });
  // Geth's shape: code 3, the reason in the message, the ABI-encoded Error(string) in data.
  throw new RpcError(3, `execution reverted: ${reason}`, data);
}

/** The deposit a transfer carries, when the target is the asset manager. */
interface Deposit {
  from: Hex;
  amount: bigint;
}

function decodeTransfer(payload: Hex): { to: Address; deposit: Deposit; data: Hex } {
  let items: unknown;
  try {
    items = fromRlp(payload, "hex");
  } catch {
    return revert("payload is not an RLP transfer");
  }
  if (!Array.isArray(items) || items.length !== 5 || items.some((i) => typeof i !== "string")) {
    return revert("transfer must be [token, from, to, amount, data]");
  }
  const [token, from, to, amount, data] = items as Hex[];
  if (token === "0x") revert("transfer token is empty");
  if (from === "0x") revert("transfer sender is empty");
  if (to.length !== 42) revert("transfer receiver is not a hub address");
  if (amount.length > 2 && amount.startsWith("0x00")) {
    revert("transfer amount is not a canonical RLP integer");
  }
  const value = amount === "0x" ? 0n : hexToBigInt(amount);
  if (value === 0n) revert("transfer amount is zero");
  return { to: to as Address, deposit: { from, amount: value }, data };
}

function checkCalls(
  ctx: EthCallContext,
  calls: readonly SimHubCall[],
  receiver: Address,
  srcChainId: bigint,
  deposit: Deposit | undefined,
): void {
  for (const call of calls) {
    if (call.data.slice(0, 10).toLowerCase() !== CREATE_INTENT_SELECTOR) continue;
    const intent = decodeCreateIntentCall(call.data);
    if (intent === undefined) revert("malformed createIntent call");
    if (!isAddressEqual(intent.creator, receiver)) {
      revert("createIntent: creator is not the receiving hub wallet");
    }
    if (intent.srcChain !== srcChainId) revert("createIntent: srcChain is not the message's source chain");
    const nowMs = (ctx as { nowMs?: number }).nowMs;
    if (
      intent.deadline !== 0n && nowMs !== undefined && intent.deadline <= BigInt(Math.floor(nowMs / 1000))
    ) {
      revert("createIntent: deadline passed");
    }
    if (deposit !== undefined) {
      if (intent.inputAmount > deposit.amount) revert("createIntent: inputAmount exceeds the deposit");
      if (intent.srcAddress.toLowerCase() !== deposit.from.toLowerCase()) {
        revert("createIntent: srcAddress is not the depositor");
      }
    }
  }
}

/** `simulateRecvMessage`: reverts with {@link SIMULATION_COMPLETED}, or with the reason the hub would refuse. */
export const simulateRecvMessageReads: ReadHandlers = {
  [toFunctionSelector(simulateRecvMessageAbi[0])]: (ctx, to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: simulateRecvMessageAbi, data }));
    const [srcChainId, srcAddress, payload] = args;
    if (srcChainId === SIM_HUB_RELAY_CHAIN_ID || !simChainKeyOfRelayId(srcChainId).ok) {
      revert(`unknown source chain ${srcChainId}`);
    }
    if (srcAddress === "0x") revert("empty source address");
    if (payload === "0x") revert("empty payload");
    if (to === undefined) revert("no target");
    if (isAddressEqual(to, HUB_ASSET_MANAGER)) {
      const transfer = decodeTransfer(payload);
      if (transfer.data !== "0x") {
        const calls = decodeHubCalls(transfer.data);
        if (calls === undefined) revert("transfer data is not a hub call list");
        checkCalls(ctx, calls, transfer.to, srcChainId, transfer.deposit);
      }
      return revert(SIMULATION_COMPLETED);
    }
    const calls = decodeHubCalls(payload);
    if (calls === undefined || calls.length === 0) revert("payload is not a non-empty hub call list");
    checkCalls(ctx, calls, to, srcChainId, undefined);
    return revert(SIMULATION_COMPLETED);
  },
};
