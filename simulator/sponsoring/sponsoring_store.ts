/**
 * The sponsoring simulator's state as a snapshot store: every Stellar account (the sponsor and each activated
 * account, with sequence, balances, sponsorship counters and trustlines) and the activation counters.
 *
 * @example An activated account survives snapshot and restore
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSponsoringApp } from "./app.ts";
 * import { openAccount } from "./ledger.ts";
 * import { sponsoringStore } from "./sponsoring_store.ts";
 * const sim = createSponsoringApp({ now: () => 0, random: () => 0.5 });
 * openAccount(sim.state.ledger, { accountId: "GA", nativeStroops: 0n, sequence: 1n, numSponsored: 2 });
 * const store = sponsoringStore(sim.state);
 * const saved = store.snapshot();
 * sim.state.accounts.delete("GA");
 * store.restore(saved);
 * assert.equal(sim.state.accounts.get("GA")?.numSponsored, 2);
 * ```
 * @module
 */
import type { SimStore } from "../state/sim_store.ts";
import type { SponsoringState } from "./app.ts";
import type { SimStellarAccount } from "./ledger.ts";

/** The sponsoring state as data. */
export interface SponsoringSnapshot {
  /** Every account, the sponsor included. */
  accounts: SimStellarAccount[];
  /** Activations that created an account. */
  activationsApplied: number;
  /** POSTs to `/accounts`. */
  activationRequests: number;
  /** 409 answers. */
  sequenceConflicts: number;
}

/**
 * The store over a sponsoring simulator's state.
 *
 * @param state the simulator's `state` (its accounts map is updated in place)
 * @returns the store
 */
export function sponsoringStore(state: SponsoringState): SimStore<SponsoringSnapshot> {
  return {
    snapshot: () => ({
      accounts: [...state.accounts.values()].map((a) => ({
        ...a,
        trustlines: a.trustlines.map((t) => ({ ...t })),
      })),
      activationsApplied: state.activationsApplied,
      activationRequests: state.activationRequests,
      sequenceConflicts: state.sequenceConflicts,
    }),
    restore: (value) => {
      state.accounts.clear();
      for (const a of value.accounts) {
        state.accounts.set(a.accountId, { ...a, trustlines: a.trustlines.map((t) => ({ ...t })) });
      }
      state.activationsApplied = value.activationsApplied;
      state.activationRequests = value.activationRequests;
      state.sequenceConflicts = value.sequenceConflicts;
    },
  };
}
