/**
 * The two shapes every source chain's hub-bound transaction ends in: the relay data the relayer needs beside the
 * tx hash, and an unsigned EVM transaction (what an EVM spoke or the hub sends).
 * @module
 */
import type { Address, Hex } from "viem";

/** An unsigned EVM transaction. */
export interface EvmRawTx {
  /** The sender (the user's EOA). */
  from: Address;
  /** The contract called. */
  to: Address;
  /** Native value. */
  value: bigint;
  /** Calldata. */
  data: Hex;
}

/** What the relayer needs besides the tx hash: the hub account and the hub payload. */
export interface RelayData {
  /** The hub wallet that executes the payload (the intent creator). */
  address: Address;
  /** The hub call list (spoke source) or the createIntent calldata (hub source). */
  payload: Hex;
}
