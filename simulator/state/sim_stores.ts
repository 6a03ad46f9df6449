/**
 * `SimStores`: the named sub-app stores of one simulator (`SimContext.stores`). Every store here has a snapshot
 * part of the same name in `SNAPSHOT_PARTS` (a test enumerates both), so a new store on the context joins
 * snapshots or the test fails.
 *
 * @example The stores of a simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * const sim = createSimulatorApp({ seed: 1 });
 * assert.ok(Object.keys(sim.context.stores).includes("evm"));
 * sim.close();
 * ```
 * @module
 */
import type { BitcoinSnapshot } from "../bitcoin/esplora_app.ts";
import type { BitcoinExchangeSnapshot } from "../bitcoin/exchange_app.ts";
import type { EvmChainsSnapshot } from "../evm/chain_store.ts";
import type { NearSnapshot } from "../near_rpc/rpc_app.ts";
import type { SponsoringSnapshot } from "../sponsoring/sponsoring_store.ts";
import type { SimStore } from "./sim_store.ts";

/** The sub-apps' own mutable state, by snapshot part name. */
export interface SimStores {
  /** EVM chains: head, nonces, mined txs (receipts). */
  evm: SimStore<EvmChainsSnapshot>;
  /** NEAR node: transactions and access-key nonces. */
  near: SimStore<NearSnapshot>;
  /** Bitcoin chain (UTXOs, mined txs) and the commitments of its txs. */
  bitcoin: SimStore<BitcoinSnapshot>;
  /** Bitcoin exchange: trading wallets and access-token sessions. */
  bitcoinExchange: SimStore<BitcoinExchangeSnapshot>;
  /** Stellar sponsoring: accounts (activated ones included) and counters. */
  sponsoring: SimStore<SponsoringSnapshot>;
}
