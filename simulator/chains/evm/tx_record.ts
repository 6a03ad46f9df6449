/**
 * The record of each transaction a simulated EVM chain accepted: sender, call, block, status, and what the
 * simulator read from it (deposit, intent, bridge leg, connection message).
 *
 * @example Read a record
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SpokeTxRecord } from "./tx_record.ts";
 * function describe(r: SpokeTxRecord): string {
 *   return `${r.chainKey} ${r.txHash} ${r.intentHash ?? "no intent"}`;
 * }
 * assert.ok(typeof describe === "function");
 * ```
 * @module
 */
import type { Address, Hex } from "viem";
import type { SimIntent } from "../../hub_abi/intent.ts";

/** The asset-manager deposit a spoke tx made (`transfer(token, to, amount, data)`). */
export interface SpokeDepositRecord {
  /** Spoke token (the zero address for native). */
  token: Address;
  /** The hub account credited (a hub wallet: 20 bytes). */
  to: Hex;
  /** Gross amount. */
  amount: bigint;
  /** The hub call list the deposit carries. */
  hubCalls: Hex;
}

/** A hub asset-manager `transfer` found in a deposit's call list: the bridge leg back to a spoke. */
export interface BridgeTransferRecord {
  /** The hub asset sent. */
  token: Address;
  /** The receiver on the destination chain (encoded address bytes). */
  to: Hex;
  /** Amount. */
  amount: bigint;
}

/** One transaction the simulated chain accepted. */
export interface SpokeTxRecord {
  /** Chain key of the chain that accepted it. */
  chainKey: string;
  /** `keccak256(rawTx)`. */
  txHash: Hex;
  /** Recovered sender. */
  from: Address;
  /** Contract called. */
  to: Address;
  /** Native value. */
  value: bigint;
  /** Calldata. */
  data: Hex;
  /** The block it was mined in. */
  blockNumber: bigint;
  /** `reverted` when the call could not have succeeded (e.g. native value ≠ deposit amount). */
  status: "success" | "reverted";
  /** Why it reverted. */
  revertReason?: string | undefined;
  /** The asset-manager deposit (absent when reverted). */
  deposit?: SpokeDepositRecord | undefined;
  /** The intent created by the hub call list or by a direct `createIntent` (absent when reverted). */
  intent?: SimIntent | undefined;
  /** `keccak256(abi.encode(intent))`. */
  intentHash?: Hex | undefined;
  /** The bridge leg of a deposit whose call list ends in a hub asset-manager transfer. */
  bridgeTransfer?: BridgeTransferRecord | undefined;
  /** A connection `sendMessage`: the hub address (the user's hub wallet) and the call list it runs. */
  message?: { to: Hex; payload: Hex } | undefined;
}
