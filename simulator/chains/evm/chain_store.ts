/**
 * `EvmChainStore`: the state of every simulated EVM chain (head, nonces, mined txs), kept apart from the JSON-RPC
 * app so the simulator can reset it, snapshot it and put it back while the app is rebuilt.
 *
 * @example Snapshot and restore
 * ```ts
 * import assert from "node:assert/strict";
 * import { EvmChainStore } from "./chain_store.ts";
 * const store = new EvmChainStore();
 * store.stateOf("sonic", 146);
 * const saved = store.snapshot();
 * store.reset();
 * assert.deepEqual(store.snapshot(), { chains: {} });
 * store.restore(saved);
 * assert.equal(store.stateOf("sonic", 146).head, 1_000_000n);
 * ```
 * @module
 */
import { ChainState, type ChainStateSnapshot } from "./_chain_state.ts";
import type { SimStore } from "../../state/sim_store.ts";

export type { ChainStateSnapshot, MinedTx } from "./_chain_state.ts";

/** Every chain's state by chain key (`EvmChainStore.snapshot`). */
export interface EvmChainsSnapshot {
  /** Chain state by chain key. */
  chains: Record<string, ChainStateSnapshot>;
}

/** The simulated EVM chains' state, by chain key. */
export class EvmChainStore implements SimStore<EvmChainsSnapshot> {
  #states = new Map<string, ChainState>();

  /** The state of `chainKey`, created (or recreated when the chain id changed) on first use. */
  stateOf(chainKey: string, chainId: number): ChainState {
    let state = this.#states.get(chainKey);
    if (state === undefined || state.chainId !== chainId) {
      state = new ChainState(chainId);
      this.#states.set(chainKey, state);
    }
    return state;
  }

  /** Forgets every chain. */
  reset(): void {
    this.#states.clear();
  }

  /** Every chain as data. */
  snapshot(): EvmChainsSnapshot {
    return { chains: Object.fromEntries([...this.#states].map(([key, s]) => [key, s.toSnapshot()])) };
  }

  /** Replaces every chain with the snapshot's. */
  restore(value: EvmChainsSnapshot): void {
    this.#states = new Map(
      Object.entries(value.chains).map(([key, s]) => [key, ChainState.fromSnapshot(s)]),
    );
  }
}
