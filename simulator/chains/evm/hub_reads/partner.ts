/**
 * Partner reads of the protocol intents contract: `getAutoSwapPreferences(user)`.
 *
 * The answer is the arguments of the latest `setAutoSwapPreferences(outputToken, dstChain, dstAddress)` that
 * `user` sent (value 0, well-formed calldata) to the called contract on the same simulated chain, so a preference
 * set through the RPC is read back; before any such tx — or when the caller passes no chain state — it is the
 * contract's zero struct (`dstChain` 0: not configured). The chain state comes from the method context the RPC
 * passes to every handler (`EthCallContext.state`, a {@link ChainState}); mined txs are scanned once, incrementally,
 * per chain state.
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  toFunctionSelector,
  zeroAddress,
} from "viem";
import { protocolIntentsAbi } from "../../../../core/abis/protocol_intents.ts";
import { type ChainState, GENESIS_BLOCK } from "../_chain_state.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert } from "./_util.ts";

/** The stored preferences tuple. */
export interface SimAutoSwapPreferences {
  /** Output hub asset. */
  outputToken: Address;
  /** Destination relay chain id (0: not configured). */
  dstChain: bigint;
  /** Receiver bytes. */
  dstAddress: Hex;
}

/** What an address that never set preferences reads: the zero struct. */
export const SIM_UNSET_AUTO_SWAP_PREFERENCES: SimAutoSwapPreferences = {
  outputToken: zeroAddress,
  dstChain: 0n,
  dstAddress: "0x",
};

const [SET_PREFERENCES, , GET_PREFERENCES] = protocolIntentsAbi;
const SET_SELECTOR = toFunctionSelector(SET_PREFERENCES);

interface Scan {
  /** The next block to look at. */
  next: bigint;
  /** Latest preferences by `{contract}:{user}` (lower-case). */
  byUser: Map<string, SimAutoSwapPreferences>;
}

const scans = new WeakMap<ChainState, Scan>();

/**
 * The preferences `user` last set on `contract` in `state`'s mined txs (the zero struct when none).
 *
 * @param state one simulated chain's ledger
 * @param contract the protocol intents contract
 * @param user the partner
 * @returns the stored tuple
 */
export function simAutoSwapPreferences(
  state: ChainState,
  contract: Address,
  user: Address,
): SimAutoSwapPreferences {
  let scan = scans.get(state);
  if (scan === undefined) {
    scan = { next: GENESIS_BLOCK + 1n, byUser: new Map() };
    scans.set(state, scan);
  }
  for (; scan.next <= state.head; scan.next++) {
    const record = state.txInBlock(scan.next)?.record;
    if (record === undefined || record.value !== 0n || record.status !== "success") continue;
    if (!record.data.toLowerCase().startsWith(SET_SELECTOR)) continue;
    try {
      const { args } = decodeFunctionData({ abi: [SET_PREFERENCES], data: record.data });
      scan.byUser.set(`${record.to.toLowerCase()}:${record.from.toLowerCase()}`, {
        outputToken: args[0],
        dstChain: args[1],
        dstAddress: args[2],
      });
    } catch {
      // Malformed calldata would have reverted on a real chain: no state change.
    }
  }
  return scan.byUser.get(`${contract.toLowerCase()}:${user.toLowerCase()}`) ??
    SIM_UNSET_AUTO_SWAP_PREFERENCES;
}

/** `getAutoSwapPreferences(user)`. */
export const partnerReads: ReadHandlers = {
  [toFunctionSelector(GET_PREFERENCES)]: (ctx, to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: [GET_PREFERENCES], data }));
    const state = ctx.state;
    const prefs = state === undefined || to === undefined
      ? SIM_UNSET_AUTO_SWAP_PREFERENCES
      : simAutoSwapPreferences(state, to, args[0]);
    return encodeAbiParameters(GET_PREFERENCES.outputs, [prefs]);
  },
};
