/**
 * `SimStores`: the named sub-app stores of one simulator (`SimContext.stores`). Every store here has a snapshot
 * part of the same name in `SNAPSHOT_PARTS` (a test enumerates both), so a new store on the context joins
 * snapshots or the test fails.
 *
 * @example The stores of a simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * const sim = createSimulatorApp({ seed: 1 });
 * assert.ok(Object.keys(sim.context.stores).includes("evm"));
 * sim.close();
 * ```
 * @module
 */
import type { BitcoinSnapshot } from "./chains/bitcoin/esplora_app.ts";
import type { BitcoinExchangeSnapshot } from "./chains/bitcoin/exchange_app.ts";
import type { EvmChainsSnapshot } from "./chains/evm/chain_store.ts";
import type { NearSnapshot } from "./chains/near/rpc_app.ts";
import type { SponsoringSnapshot } from "./sponsoring/sponsoring_store.ts";
import type { IconSimTx } from "./chains/icon/rpc_app.ts";
import type { InjectiveSimAccount, InjectiveSimTx } from "./chains/injective/rest_app.ts";
import type { SpokeInstruction } from "./chains/solana/spoke_instruction.ts";
import type { StacksSnapshot } from "./chains/stacks/rpc_app.ts";
import type { StellarSimEnvelope } from "./chains/stellar/rpc_app.ts";
import type { SuiSimCoin } from "./chains/sui/decode_tx.ts";
import type { SuiSimTx } from "./chains/sui/rpc_app.ts";
import type { SwapsAppStats } from "./swaps/swaps_app.ts";
import type { MapsSnapshot } from "./state/maps_store.ts";
import type { SimStore } from "./state/sim_store.ts";

type Relay = { address: string; payload: string };

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
  /** Soroban RPC: account sequences and the envelopes it took. */
  soroban: SimStore<
    MapsSnapshot<{ sequences: Map<string, bigint>; envelopes: Map<string, StellarSimEnvelope> }>
  >;
  /** Relay data of Stellar connection messages. */
  stellarMessages: SimStore<MapsSnapshot<{ entries: Map<string, Relay> }>>;
  /** Solana RPC: the spoke instruction of each accepted signature. */
  solana: SimStore<MapsSnapshot<{ recorded: Map<string, SpokeInstruction> }>>;
  /** Sui RPC: transactions and coin objects. */
  sui: SimStore<MapsSnapshot<{ txs: Map<string, SuiSimTx>; coins: Map<string, SuiSimCoin> }>>;
  /** ICON JSON-RPC: transactions. */
  icon: SimStore<MapsSnapshot<{ txs: Map<string, IconSimTx> }>>;
  /** Injective REST: accounts, spent amounts, transactions. */
  injective: SimStore<
    MapsSnapshot<{
      accounts: Map<string, InjectiveSimAccount>;
      spent: Map<string, bigint>;
      txs: Map<string, InjectiveSimTx>;
    }>
  >;
  /** Stacks node: transactions. */
  stacks: SimStore<StacksSnapshot>;
  /** Swaps API counters (intents built, approvals, quotes). */
  swaps: SimStore<SwapsAppStats & { quotes: number }>;
}
