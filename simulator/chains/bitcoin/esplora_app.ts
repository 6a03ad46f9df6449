/**
 * `createBitcoinEsploraApp`: the Esplora / mempool.space REST subset the Bitcoin spoke needs (mount it at
 * `/bitcoin/api`): `GET /address/:address/utxo`, `GET /address/:address` (balance statistics), `GET /fee-estimates`,
 * `POST /tx` (raw hex body, answers the txid as text), `GET /tx/:txid/status`, `GET /tx/:txid/hex`, `GET /tx/:txid`,
 * `GET /blocks/tip/height`.
 *
 * With the simulator's balance book (`balances`), every address's sats are its book balance of token `0:0` on
 * `bitcoin` (funded by `/__sim/fund`, credited by deliveries, debited by broadcast txs; see
 * {@link BitcoinChainState}); an untouched address holds `fundingSats`.
 *
 * A broadcast tx is checked and mined by {@link BitcoinChainState}. When it carries the split-tx commitment
 * (`OP_RETURN OP_12 <0x31 ‖ hash32>`) it is recorded in the ledger with no effect: the app registers the ledger's
 * split-tx resolver for `bitcoin`, which learns the effect from the relayer's `data` — `keccak256(data.payload)`
 * must equal the committed hash and `data.address` must be the sender's hub wallet — then decodes the intent from
 * the payload; the amount paid to the asset manager is the deposit. Bad input is a 400 with a text body, as
 * Esplora answers; an unknown tx is a 404.
 *
 * @example The fee estimates
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createBitcoinEsploraApp } from "./esplora_app.ts";
 * const { app } = createBitcoinEsploraApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/fee-estimates");
 * assert.equal((await res.json())["6"], 4.2);
 * ```
 * @module
 */
import { Script } from "@scure/btc-signer";
import { hex } from "@scure/base";
import { Hono } from "hono";
import { bytesToHex, type Hex, keccak256, stringToHex } from "viem";
import { deriveSimHubWallet } from "../../hub_abi/hub_wallet.ts";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import type { SplitTxResolution } from "../../state/types.ts";
import { intentOfHubPayload } from "./_hub_payload.ts";
import {
  BITCOIN_BOOK_CHAIN,
  BITCOIN_BOOK_TOKEN,
  BITCOIN_FEE_ACCOUNT,
  BITCOIN_RELAY_ID,
  type BitcoinChainSnapshot,
  BitcoinChainState,
  DEFAULT_BITCOIN_FUNDING_SATS,
} from "./chain_state.ts";
import type { SimStore } from "../../state/sim_store.ts";

/** The packaged Bitcoin asset manager address. */
export const DEFAULT_BITCOIN_ASSET_MANAGER = "bc1pcz4pyrfgv7v6tx8a404mafyvt73cnm80yuv8tqwrywxmqxpja8ys4pjyl5";

/** The simulated fee estimates (sat/vB by confirmation target). */
export const SIM_BITCOIN_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  "1": 12.5,
  "2": 10,
  "3": 8.1,
  "6": 4.2,
  "12": 3,
  "144": 1.5,
};

/** Options of {@link createBitcoinEsploraApp}. */
export interface BitcoinEsploraAppOptions {
  /** Clock, spoke-tx records and fill packets; the app registers its split-tx resolver on it. */
  ledger: Ledger;
  /** Asset manager address (deposits are payments to it). @default DEFAULT_BITCOIN_ASSET_MANAGER */
  assetManager?: string | undefined;
  /** Sats every fresh address holds. @default 100_000_000n */
  fundingSats?: bigint | undefined;
  /** The balance book the chain follows (registers the Bitcoin seed on it). @default none (UTXOs alone) */
  balances?: BalanceBook | undefined;
}

/** Outcome of a broadcast: the txid, or why the node refused it. */
export type BroadcastOutcome = { ok: true; txid: string } | { ok: false; reason: string };

/** A commitment found in a tx. */
export interface BitcoinCommitment {
  /** keccak256 of the hub payload, from the OP_RETURN output. */
  hash: Hex;
  /** Sender address. */
  from: string;
  /** Sats paid to the asset manager. */
  deposit: bigint;
}
type Commitment = BitcoinCommitment;

/** The Esplora app's state as data: the chain and the commitments of its mined txs. */
export interface BitcoinSnapshot {
  /** The chain. */
  chain: BitcoinChainSnapshot;
  /** Commitment by txid. */
  commitments: [string, BitcoinCommitment][];
}

/**
 * Creates the app.
 *
 * @param options see {@link BitcoinEsploraAppOptions}
 * @returns the hono app, the chain state behind it, the broadcast the exchange shares, and `reset`
 */
export function createBitcoinEsploraApp(
  options: BitcoinEsploraAppOptions,
): {
  app: Hono;
  chain: BitcoinChainState;
  broadcast: (rawHex: string) => BroadcastOutcome;
  reset: () => void;
  store: SimStore<BitcoinSnapshot>;
} {
  const { ledger } = options;
  const assetManager = options.assetManager ?? DEFAULT_BITCOIN_ASSET_MANAGER;
  const funding = options.fundingSats ?? DEFAULT_BITCOIN_FUNDING_SATS;
  const book = options.balances;
  book?.seedChain(
    BITCOIN_BOOK_CHAIN,
    (account, token) =>
      token !== BITCOIN_BOOK_TOKEN ? undefined : account === BITCOIN_FEE_ACCOUNT ? 0n : funding,
  );
  const chain = new BitcoinChainState(ledger, funding, book && { book, assetManager });
  const commitments = new Map<string, Commitment>();

  ledger.registerSplitTxResolver("bitcoin", (tx, data): SplitTxResolution => {
    const c = commitments.get(tx.txHash.toLowerCase());
    if (c === undefined) return { ok: false, message: "the Bitcoin tx carries no commitment" };
    let hash: string;
    try {
      hash = keccak256(data.payload as Hex);
    } catch {
      return { ok: false, message: "data.payload is not hex" };
    }
    if (hash !== c.hash) {
      return { ok: false, message: "data.payload does not match the transaction's OP_RETURN commitment" };
    }
    const hubWallet = deriveSimHubWallet(BigInt(BITCOIN_RELAY_ID), stringToHex(c.from));
    if (data.address.toLowerCase() !== hubWallet.toLowerCase()) {
      return { ok: false, message: "data.address is not the sender's hub wallet" };
    }
    const effect = intentOfHubPayload(data.payload);
    if (effect === null) return { ok: false, message: "data.payload is not a hub call list" };
    return {
      ok: true,
      update: {
        intent: effect?.intent,
        intentHash: effect?.intentHash,
        deposit: c.deposit > 0n
          ? { token: "0:0", to: hubWallet, amount: c.deposit, hubCalls: data.payload }
          : undefined,
      },
    };
  });

  const broadcast = (rawHex: string): BroadcastOutcome => {
    const accepted = chain.accept(rawHex);
    if (!accepted.ok) return accepted;
    const { mined } = accepted;
    if (accepted.fresh) {
      const commitment = findCommitment(mined.tx, assetManager, mined.from);
      if (commitment !== undefined) {
        commitments.set(mined.txid, commitment);
        ledger.recordSpokeTx({ chainKey: "bitcoin", txHash: mined.txid, from: mined.from });
      }
    }
    return { ok: true, txid: mined.txid };
  };
  const text = (body: string, status: 200 | 400 | 404) =>
    new Response(body, { status, headers: { "content-type": "text/plain; charset=UTF-8" } });
  const app = new Hono();
  app.get("/fee-estimates", (c) => c.json(SIM_BITCOIN_FEE_ESTIMATES));
  app.get("/blocks/tip/height", () => text(String(chain.height()), 200));
  app.get("/address/:address/utxo", (c) => {
    const utxos = chain.utxosOf(c.req.param("address"));
    if (utxos === undefined) return text("Invalid Bitcoin address", 400);
    const status = { confirmed: true, block_height: chain.height() };
    return c.json(utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: Number(u.value), status })));
  });
  app.get("/address/:address", (c) => {
    const address = c.req.param("address");
    const stats = chain.statsOf(address);
    if (stats === undefined) return text("Invalid Bitcoin address", 400);
    const zero = {
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    };
    return c.json({
      address,
      chain_stats: {
        ...stats,
        funded_txo_sum: Number(stats.funded_txo_sum),
        spent_txo_sum: Number(stats.spent_txo_sum),
      },
      mempool_stats: zero,
    });
  });
  app.post("/tx", async (c) => {
    const body = await c.req.text().catch(() => "");
    if (!/^[0-9a-fA-F]+$/.test(body.trim())) {
      return text("sendrawtransaction RPC error: body is not hex", 400);
    }
    const sent = broadcast(body);
    return sent.ok ? text(sent.txid, 200) : text(`sendrawtransaction RPC error: ${sent.reason}`, 400);
  });
  app.get("/tx/:txid/status", (c) => {
    const mined = chain.tx(c.req.param("txid"));
    if (!mined) return text("Transaction not found", 404);
    return c.json({
      confirmed: true,
      block_height: chain.height(mined.minedAt),
      block_time: Math.floor(mined.minedAt / 1000),
    });
  });
  app.get("/tx/:txid/hex", (c) => {
    const mined = chain.tx(c.req.param("txid"));
    return mined ? text(mined.hex, 200) : text("Transaction not found", 404);
  });
  app.get("/tx/:txid", (c) => {
    const mined = chain.tx(c.req.param("txid"));
    if (!mined) return text("Transaction not found", 404);
    const vout = Array.from({ length: mined.tx.outputsLength }, (_, o) => {
      const out = mined.tx.getOutput(o);
      const script = out.script ?? new Uint8Array();
      return {
        scriptpubkey: hex.encode(script),
        scriptpubkey_address: BitcoinChainState.addressOf(script),
        value: Number(out.amount ?? 0n),
      };
    });
    return c.json({
      txid: mined.txid,
      vout,
      status: { confirmed: true, block_height: chain.height(mined.minedAt) },
    });
  });
  const reset = (): void => {
    chain.reset();
    commitments.clear();
  };
  const store: SimStore<BitcoinSnapshot> = {
    snapshot: () => ({ chain: chain.toSnapshot(), commitments: [...commitments] }),
    restore: (value) => {
      chain.restoreSnapshot(value.chain);
      commitments.clear();
      for (const [txid, c] of value.commitments) commitments.set(txid, c);
    },
  };
  return { app, chain, broadcast, reset, store };
}

/** The commitment output of `tx` and its payment to the asset manager. */
function findCommitment(
  tx: import("@scure/btc-signer").Transaction,
  assetManager: string,
  from: string,
): Commitment | undefined {
  let hash: Hex | undefined;
  let deposit = 0n;
  for (let o = 0; o < tx.outputsLength; o++) {
    const out = tx.getOutput(o);
    const script = out.script ?? new Uint8Array();
    if (BitcoinChainState.addressOf(script) === assetManager) deposit += out.amount ?? 0n;
    if (script[0] !== 0x6a) continue;
    try {
      const [op, tag, data] = Script.decode(script);
      if (
        op === "RETURN" && tag === 12 && data instanceof Uint8Array && data.length === 33 && data[0] === 0x31
      ) {
        hash = bytesToHex(data.subarray(1));
      }
    } catch {
      // not a commitment
    }
  }
  return hash === undefined ? undefined : { hash, from, deposit };
}
