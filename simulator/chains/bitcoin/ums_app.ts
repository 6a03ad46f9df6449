/**
 * `createBitcoinUmsApp`: the simulated UTXO service of the trading-wallet exchange (the platform's `umsUrl`; mount
 * it at `/bitcoin/ums`), read without credentials as the platform reads it:
 *
 * - `GET /utxos?address_eq=<address>[&isSpent_eq=true|false][&isExpired_eq=true|false][&page=1][&pageSize=100]`:
 *   `{code: "0", message: "success", data: RadfiUtxo[]}`, the outputs of the address (oldest first), each
 *   `{_id, txid, vout, txidVout, satoshi, amount (BTC), address, isSpent, isExpired, status: "confirmed",
 *   source: "chain", height, confirmations, createdAt, updatedAt}` (times in ms of the simulator's clock). An
 *   output of a trading wallet expires 30 days after it was created (see `_exchange_context.ts`); outputs of
 *   other addresses never expire.
 * - `GET /wallets/balance?address=<address>`: `{code: "0", data: {btcSatoshi, pendingSatoshi: "0",
 *   externalPendingSatoshi: "0", totalUtxos}}` (sats as decimal strings; every simulated tx is mined at once).
 *
 * Bad input (a missing or malformed address, a flag other than `true`/`false`, a page below 1, a page size outside
 * 1..1000) is a 400 JSON `{code, message}`.
 *
 * @example A fresh address holds one output
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createBitcoinEsploraApp } from "./esplora_app.ts";
 * import { createBitcoinUmsApp } from "./ums_app.ts";
 * const ledger = new Ledger({ clock: createManualClock() });
 * const { chain } = createBitcoinEsploraApp({ ledger });
 * const ums = createBitcoinUmsApp({ chain, now: () => ledger.now(), isTradingAddress: () => false });
 * const res = await ums.request("/utxos?address_eq=bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
 * assert.equal((await res.json()).data.length, 1);
 * ```
 * @module
 */
import { type Context, Hono } from "hono";
import type { BitcoinChainState } from "./chain_state.ts";
import { isExpiredAt } from "./_exchange_context.ts";

/** Options of {@link createBitcoinUmsApp}. */
export interface BitcoinUmsAppOptions {
  /** The simulated chain. */
  chain: BitcoinChainState;
  /** The simulator's clock in ms. */
  now: () => number;
  /** Whether `address` is a trading wallet of the exchange (only their outputs expire). */
  isTradingAddress: (address: string) => boolean;
}

/**
 * Creates the UTXO service.
 *
 * @param options see {@link BitcoinUmsAppOptions}
 * @returns the hono app
 */
export function createBitcoinUmsApp(options: BitcoinUmsAppOptions): Hono {
  const { chain, now } = options;
  const app = new Hono();
  const fail = (c: Context, code: string, message: string) => c.json({ code, message }, 400);
  const flag = (value: string | undefined): boolean | undefined | null =>
    value === undefined ? undefined : value === "true" ? true : value === "false" ? false : null;
  const int = (value: string | undefined, fallback: number): number =>
    value === undefined ? fallback : /^\d{1,7}$/.test(value) ? Number(value) : -1;

  app.get("/utxos", (c) => {
    const address = c.req.query("address_eq");
    if (address === undefined || address === "") return fail(c, "INVALID_REQUEST", "address_eq is required");
    const isSpent = flag(c.req.query("isSpent_eq"));
    const isExpired = flag(c.req.query("isExpired_eq"));
    if (isSpent === null || isExpired === null) {
      return fail(c, "INVALID_REQUEST", "isSpent_eq and isExpired_eq are true or false");
    }
    const page = int(c.req.query("page"), 1);
    const pageSize = int(c.req.query("pageSize"), 100);
    if (page < 1 || pageSize < 1 || pageSize > 1000) {
      return fail(c, "INVALID_REQUEST", "page must be at least 1 and pageSize 1..1000");
    }
    const outputs = chain.outputsOf(address);
    if (outputs === undefined) {
      return fail(c, "INVALID_ADDRESS", "address_eq is not a mainnet Bitcoin address");
    }
    const trading = options.isTradingAddress(address);
    const at = now();
    const tip = chain.height(at);
    const rows = outputs.map(({ utxo, spent }) => {
      const createdAt = chain.createdAtOf(utxo.txid, utxo.vout) ?? 0;
      const height = chain.height(createdAt);
      const sats = Number(utxo.value);
      return {
        _id: `${utxo.txid}:${utxo.vout}`,
        txid: utxo.txid,
        vout: utxo.vout,
        txidVout: `${utxo.txid}:${utxo.vout}`,
        satoshi: sats,
        amount: (sats / 1e8).toFixed(8),
        address,
        isSpent: spent,
        isExpired: trading && isExpiredAt(createdAt, at),
        status: "confirmed",
        source: "chain",
        height,
        confirmations: tip - height + 1,
        createdAt,
        updatedAt: createdAt,
      };
    }).filter((r) =>
      (isSpent === undefined || r.isSpent === isSpent) &&
      (isExpired === undefined || r.isExpired === isExpired)
    ).sort((a, b) => a.createdAt - b.createdAt || a._id.localeCompare(b._id));
    return c.json({
      code: "0",
      message: "success",
      data: rows.slice((page - 1) * pageSize, page * pageSize),
    });
  });

  app.get("/wallets/balance", (c) => {
    const address = c.req.query("address");
    if (address === undefined || address === "") return fail(c, "INVALID_REQUEST", "address is required");
    const utxos = chain.utxosOf(address);
    if (utxos === undefined) return fail(c, "INVALID_ADDRESS", "address is not a mainnet Bitcoin address");
    return c.json({
      code: "0",
      data: {
        btcSatoshi: utxos.reduce((n, u) => n + u.value, 0n).toString(),
        pendingSatoshi: "0",
        externalPendingSatoshi: "0",
        totalUtxos: utxos.length,
      },
    });
  });
  return app;
}
