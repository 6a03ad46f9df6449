/**
 * The spoke-chain services with internal state of their own, rebuilt on reset: the EVM JSON-RPC (every accepted
 * transaction is recorded in the ledger, so the relayer and solver see intents created there) and the Stellar
 * sponsoring service with its Horizon-like reads (sponsor key derived from the seed; activations answer 409
 * while the fault engine holds pending sequence conflicts).
 * @module
 */
import type { Hono } from "hono";
import type { Address, Hex } from "viem";
import { HUB_CHAIN_KEY } from "../core/chains/mod.ts";
import type { ClientDefaultConfig } from "../core/config/client_default_config.ts";
import { createEvmRpcApp } from "./chains/evm/mod.ts";
import type { EvmChainStore } from "./chains/evm/chain_store.ts";
import type { EvmRpcChain } from "./chains/evm/types.ts";
import type { FaultEngine } from "./faults/fault_engine.ts";
import { createSponsoringApp, type SponsoringState } from "./sponsoring/mod.ts";
import type { StellarLedger } from "./sponsoring/ledger.ts";
import type { SimClock } from "./state/clock.ts";
import type { Ledger } from "./state/ledger.ts";
import type { BalanceBook } from "./state/balances/balance_book.ts";
import type { PositionsStore } from "./state/positions/store.ts";
import { createRng } from "./state/rng.ts";

/** Options of {@link createSpokeServices}. */
export interface SpokeServicesOptions {
  /** Chains served (every EVM chain of it gets a JSON-RPC). */
  config: Readonly<ClientDefaultConfig>;
  /** Where accepted transactions are recorded. */
  ledger: Ledger;
  /** Block timestamps and sponsor time bounds. */
  clock: SimClock;
  /** Pending sponsoring sequence conflicts. */
  faults: FaultEngine;
  /** Seed of the sponsor key. */
  seed: number;
  /** Where the EVM chains' nonces and mined txs live (it outlives a rebuild). @default a new store */
  evmStore?: EvmChainStore | undefined;
  /** When set, EVM balances follow the transactions in this book. @default undefined (fixed balances) */
  balances?: BalanceBook | undefined;
  /**
   * Hub positions: the hub's reads answer from it and every tx mined on the hub is applied to it.
   * @default undefined (seeded hub reads)
   */
  positions?: PositionsStore | undefined;
}

/** The rebuilt-on-reset services. */
export interface SpokeServices {
  /** EVM JSON-RPC app (routes `/rpc/:chainKey`). */
  evm: Hono;
  /** Sponsoring app (routes `/stellar/config`, `/stellar/accounts`, `/docs`). */
  sponsorships: Hono;
  /** Horizon-like app (routes `/accounts/:id`, ...). */
  horizon: Hono;
  /** The sponsor's public key. */
  sponsorPublicKey: string;
  /** The Stellar accounts the Horizon-like app serves. */
  stellarAccounts: StellarLedger;
  /** The sponsoring ledger (accounts) and counters. */
  sponsoring: SponsoringState;
}

/**
 * Creates the spoke services.
 *
 * @param options configuration, ledger, clock, faults and seed
 * @returns the apps
 */
export function createSpokeServices(options: SpokeServicesOptions): SpokeServices {
  const { config, ledger, clock, faults } = options;
  const chains: Record<string, EvmRpcChain> = {};
  for (const [key, chain] of Object.entries(config.chains)) {
    const id = Number(chain.chain.nativeChainId);
    if (chain.chain.type === "EVM" && Number.isSafeInteger(id) && id > 0) chains[key] = { chainId: id };
  }
  const evm = createEvmRpcApp({
    chains,
    store: options.evmStore,
    balances: options.balances,
    now: () => clock.now(),
    dropFromMempool: () => faults.takeUnminedSpokeTx(),
    onSpokeTx: (tx) => {
      ledger.recordSpokeTx({
        chainKey: tx.chainKey,
        txHash: tx.txHash,
        from: tx.from,
        intent: tx.intent,
        intentHash: tx.intentHash,
        deposit: tx.deposit,
        message: tx.message,
      });
      if (tx.chainKey === HUB_CHAIN_KEY && tx.status === "success") {
        options.positions?.applyHubTx(tx, clock.now());
      }
    },
    positions: options.positions,
    hubChainKey: HUB_CHAIN_KEY,
    // SPEC 6.2: the hub emits one IntentFilled per fill, readable from the fill tx's receipt.
    hubFills: (chainKey, txHash) => {
      if (chainKey !== HUB_CHAIN_KEY) return undefined;
      const found = ledger.hubFill(txHash);
      if (found === undefined) return undefined;
      return {
        txHash: found.fill.fillTxHash as Hex,
        intentsContract: config.solver.intentsContract as Address,
        solver: found.hub.intent.solver as Address,
        intentHash: found.hub.intentHash as Hex,
        intentState: found.intentState,
        at: found.fill.at,
      };
    },
    // The platform SDK's getIntent reads IntentCreated from the hub tx of a relayed intent.
    hubIntents: (chainKey, txHash) => {
      if (chainKey !== HUB_CHAIN_KEY) return undefined;
      const hub = ledger.hubIntent(txHash);
      if (hub === undefined || hub.srcChainKey === HUB_CHAIN_KEY) return undefined;
      const i = hub.intent;
      return {
        txHash: hub.hubTxHash as Hex,
        intentsContract: config.solver.intentsContract as Address,
        from: i.creator as Address,
        intentHash: hub.intentHash as Hex,
        intent: {
          ...i,
          creator: i.creator as Address,
          inputToken: i.inputToken as Address,
          outputToken: i.outputToken as Address,
          srcAddress: i.srcAddress as Hex,
          dstAddress: i.dstAddress as Hex,
          solver: i.solver as Address,
          data: i.data as Hex,
        },
      };
    },
  });
  const rng = createRng((options.seed ^ 0x57e11a) >>> 0);
  const sponsoring = createSponsoringApp({
    now: () => clock.now(),
    random: () => rng.next(),
    injectSequenceConflict: () => faults.takeSequenceConflict(),
  });
  return {
    evm,
    sponsorships: sponsoring.sponsorshipsApp,
    horizon: sponsoring.horizonApp,
    sponsorPublicKey: sponsoring.sponsorPublicKey,
    stellarAccounts: sponsoring.ledger,
    sponsoring: sponsoring.state,
  };
}
