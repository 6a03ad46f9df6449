/**
 * The hub pre-simulation's calldata (docs/wire_inventory.md#hub-pre-simulation): before a spoke deposit or
 * message is sent, the platform asks the hub what the relayed message would do with one `eth_call` of
 * `simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)`. For a deposit the call goes to the
 * hub asset manager, `srcAddress` is the spoke's asset manager and `payload` the RLP of the `Transfer` the spoke
 * emits (`[token, from, to, amount, data]`); for a message it goes to the user's hub wallet with the user's
 * address and the hub call list itself. No state override is sent (a plain `eth_call` at `latest`).
 *
 * @example The calldata of a deposit simulation
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeDepositTransfer, encodeSimulateRecvMessage } from "./simulation_params.ts";
 * const payload = encodeDepositTransfer({
 *   token: "0x01", from: "0x02", to: "0x1111111111111111111111111111111111111111", amount: 0n, data: "0x",
 * });
 * assert.equal(payload, "0xd901029411111111111111111111111111111111111111118080");
 * assert.ok(encodeSimulateRecvMessage({ srcChainId: 30n, srcAddress: "0x02", payload }).startsWith("0xb889587e"));
 * ```
 * @module
 */
import { encodeFunctionData, type Hex, isHex, numberToHex, toRlp } from "viem";

/** `simulateRecvMessage` of the hub asset manager and hub wallets. */
export const simulateRecvMessageAbi = [{
  name: "simulateRecvMessage",
  type: "function",
  stateMutability: "nonpayable",
  inputs: [
    { name: "srcChainId", type: "uint256" },
    { name: "srcAddress", type: "bytes" },
    { name: "payload", type: "bytes" },
  ],
  outputs: [],
}] as const;

/** The revert reason of a simulation the hub accepted (the contract always reverts). */
export const SIMULATION_COMPLETED = "Simulation completed";

/** The `Transfer` a spoke asset manager sends to the hub, every field as the hub decodes it. */
export interface DepositTransfer {
  /** The spoke token, encoded for the hub (`encodeAddress` of its chain; ICON's native ICX as wICX, Sui UTF-8). */
  token: Hex;
  /** The depositor, encoded for the hub. */
  from: Hex;
  /** The receiver on the hub (the user's hub wallet). */
  to: Hex;
  /** The amount, in the spoke token's units. */
  amount: bigint;
  /** The hub call list the receiver runs (`0x` for none). */
  data: Hex;
}

/**
 * RLP of a {@link DepositTransfer}: `[token, from, to, amount, data]`, the amount as an RLP integer (big-endian,
 * no leading zeros, zero as the empty string).
 *
 * @param transfer see {@link DepositTransfer}
 * @returns the RLP (hex)
 * @throws TypeError when a byte field is not hex or the amount is negative
 * @example A 1-unit deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { fromRlp } from "viem";
 * import { encodeDepositTransfer } from "./simulation_params.ts";
 * const rlp = encodeDepositTransfer({ token: "0xaa", from: "0xbb", to: "0xcc", amount: 256n, data: "0xdd" });
 * assert.deepEqual(fromRlp(rlp), ["0xaa", "0xbb", "0xcc", "0x0100", "0xdd"]);
 * ```
 */
export function encodeDepositTransfer(transfer: DepositTransfer): Hex {
  const { token, from, to, amount, data } = transfer;
  for (const [field, value] of Object.entries({ token, from, to, data })) {
    if (!isHex(value, { strict: true }) || value.length % 2 !== 0) {
      throw new TypeError(`${field} is not hex bytes`);
    }
  }
  if (typeof amount !== "bigint" || amount < 0n) throw new TypeError("amount must be a bigint >= 0");
  return toRlp([token, from, to, rlpInteger(amount), data]);
}

function rlpInteger(value: bigint): Hex {
  if (value === 0n) return "0x";
  const hex = numberToHex(value).slice(2);
  return `0x${hex.length % 2 === 0 ? hex : `0${hex}`}`;
}

/** The arguments of `simulateRecvMessage`. */
export interface SimulateRecvMessageArgs {
  /** The source chain's relay chain id. */
  srcChainId: bigint;
  /** The sender as the hub sees it (the spoke asset manager for a deposit, the user for a message). */
  srcAddress: Hex;
  /** The deposit's RLP `Transfer`, or a message's hub call list. */
  payload: Hex;
}

/**
 * The calldata of `simulateRecvMessage(srcChainId, srcAddress, payload)` (selector `0xb889587e`).
 *
 * @param args see {@link SimulateRecvMessageArgs}
 * @returns the calldata
 * @throws viem's encoding error when an argument violates its Solidity type
 * @example The selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSimulateRecvMessage } from "./simulation_params.ts";
 * assert.equal(encodeSimulateRecvMessage({ srcChainId: 1n, srcAddress: "0x", payload: "0x" }).slice(0, 10), "0xb889587e");
 * ```
 */
export function encodeSimulateRecvMessage(args: SimulateRecvMessageArgs): Hex {
  return encodeFunctionData({
    abi: simulateRecvMessageAbi,
    functionName: "simulateRecvMessage",
    args: [args.srcChainId, args.srcAddress, args.payload],
  });
}
