/**
 * The Bitcoin family of the simulator: an Esplora subset at `/bitcoin/api`, the trading-wallet exchange at
 * `/bitcoin/exchange` and its UTXO service at `/bitcoin/ums`, snapshot stores `bitcoin` and `bitcoinExchange`.
 *
 * @example The family's name
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinChain } from "./chain.ts";
 * assert.equal(bitcoinChain.family, "bitcoin");
 * ```
 * @module
 */
import type { SimStore } from "../../state/sim_store.ts";
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { type BitcoinSnapshot, createBitcoinEsploraApp } from "./esplora_app.ts";
import { type BitcoinExchangeSnapshot, createBitcoinExchangeApp } from "./exchange_app.ts";
import { createBitcoinUmsApp } from "./ums_app.ts";

/** The Bitcoin node and exchange, and their stores. */
export const bitcoinChain: ChainModule<
  ChainNode<{ bitcoin: SimStore<BitcoinSnapshot>; bitcoinExchange: SimStore<BitcoinExchangeSnapshot> }>
> = {
  family: "bitcoin",
  storeNames: ["bitcoin", "bitcoinExchange"],
  create({ config, ledger, balances }) {
    const assetManager = config.chains.bitcoin.addresses.assetManager;
    const bitcoin = createBitcoinEsploraApp({ ledger, assetManager, balances });
    const exchange = createBitcoinExchangeApp({ ...bitcoin, now: () => ledger.now(), assetManager });
    const now = () => ledger.now();
    const ums = createBitcoinUmsApp({
      chain: bitcoin.chain,
      now,
      isTradingAddress: exchange.isTradingAddress,
    });
    return {
      routes: [
        { path: "/bitcoin/api", app: bitcoin.app },
        { path: "/bitcoin/exchange", app: exchange.app },
        { path: "/bitcoin/ums", app: ums },
      ],
      stores: { bitcoin: bitcoin.store, bitcoinExchange: exchange.store },
      reset: () => {
        bitcoin.reset();
        exchange.reset();
      },
    };
  },
};
