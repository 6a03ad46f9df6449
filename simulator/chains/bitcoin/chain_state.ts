/**
 * `BitcoinChainState`: the simulated Bitcoin chain behind the Esplora subset. It holds a UTXO set; every address
 * starts with one funding UTXO (deterministic txid) the first time it is looked at; fills the simulated solver
 * delivers to a Bitcoin address (hub → `bitcoin` packets, executed) appear as UTXOs of that address. `accept`
 * decodes a raw tx with `@scure/btc-signer`, checks every input is an unspent P2WPKH output and verifies its
 * BIP-143 signature with `@noble/curves`, checks the amounts, spends the inputs and adds the outputs. Every
 * accepted tx is mined at once (confirmed at the ledger clock).
 *
 * Linked to the simulator's balance book (`link`), the book is the truth of every address's sats (token `0:0`):
 * before an address's UTXOs are listed or spent they are reconciled to its book balance (a shortfall becomes
 * one more output, a surplus — the control API lowered the balance — consolidates them into one output of the
 * book's amount, so a tx built on the old ones is refused as spent, the way a node's mempool refuses it); an
 * accepted tx moves its inputs' value in the book to its outputs' addresses, the payment to the asset manager
 * under the ledger settlement's deposit reference (settled once), the fee and unspendable outputs to
 * {@link BITCOIN_FEE_ACCOUNT}. Deliveries to Bitcoin are credited in the book by the ledger settlement and appear
 * here at the next listing.
 * @module
 */
import { Address, NETWORK, OutScript, Transaction } from "@scure/btc-signer";
import { hash160, sha256 } from "@scure/btc-signer/utils.js";
import { hex } from "@scure/base";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, type Hex, stringToHex } from "viem";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { depositRef } from "../../state/balances/ledger_settlement.ts";

/** Relay chain id of Bitcoin (docs/rules/relay.md#relay-chain-ids). */
export const BITCOIN_RELAY_ID = "627463";

/** Sats every fresh address holds. */
export const DEFAULT_BITCOIN_FUNDING_SATS = 100_000_000n;

/** The chain key and the token id (native BTC, in sats) of Bitcoin balances in the book. */
export const BITCOIN_BOOK_CHAIN = "bitcoin";
/** The token id of native BTC in the book (the packaged token list's id). */
export const BITCOIN_BOOK_TOKEN = "0:0";
/** The book account that receives miner fees and unspendable (`OP_RETURN`, unknown-script) outputs. */
export const BITCOIN_FEE_ACCOUNT = "sim:bitcoin-fees";

/** The balance book a chain follows. */
export interface BitcoinBookLink {
  /** The simulator's book. */
  book: BalanceBook;
  /** The asset manager (payments to it settle under the deposit reference of the tx). */
  assetManager: string;
}

/** A simulated output. */
export interface SimUtxo {
  /** Tx id (display hex). */
  txid: string;
  /** Output index. */
  vout: number;
  /** Sats. */
  value: bigint;
  /** Output script. */
  script: Uint8Array;
  /** Clock time (ms) the output was created; absent in older snapshots (then the chain's zero time). */
  createdAt?: number | undefined;
}

/** A mined tx. */
export interface MinedBitcoinTx {
  /** Tx id. */
  txid: string;
  /** Raw hex. */
  hex: string;
  /** Clock time it was mined (ms). */
  minedAt: number;
  /** Sender (address of the first input). */
  from: string;
  /** Decoded tx. */
  tx: Transaction;
}

/** Esplora's `chain_stats` of an address (sats as bigints). */
export interface BitcoinAddressStats {
  /** Outputs the address received. */
  funded_txo_count: number;
  /** Their sats. */
  funded_txo_sum: bigint;
  /** Those spent. */
  spent_txo_count: number;
  /** Their sats. */
  spent_txo_sum: bigint;
  /** Txs that paid the address. */
  tx_count: number;
}

/** The chain as data (`BitcoinChainState.toSnapshot`): scripts and txs as hex. */
export interface BitcoinChainSnapshot {
  /** Every output created, spent or not. */
  utxos: { txid: string; vout: number; value: bigint; script: string; createdAt?: number | undefined }[];
  /** Spent outputs (`txid:vout`). */
  spent: string[];
  /** Addresses already given their funding output. */
  funded: string[];
  /** Mined txs, in order. */
  txs: { txid: string; hex: string; minedAt: number; from: string }[];
  /** Book adjustments made so far (each names its synthetic output's txid); absent in older snapshots. */
  adjustments?: number;
}

/** Outcome of {@link BitcoinChainState.accept}. */
export type AcceptOutcome = { ok: true; mined: MinedBitcoinTx; fresh: boolean } | {
  ok: false;
  reason: string;
};

const ZERO_BLOCK_MS = 1_700_000_000_000;
const SIG_FAILED = "signature verification failed (mandatory-script-verify-flag-failed)";

/** Verifies one BIP-143 signature (DER + sighash byte) of input `i` with the curve library. */
function verifySig(
  tx: Transaction,
  i: number,
  scriptCode: Uint8Array,
  amount: bigint,
  sig: Uint8Array,
  pubkey: Uint8Array,
): boolean {
  if (sig.length < 9) return false;
  try {
    const digest = tx.preimageWitnessV0(i, scriptCode, sig[sig.length - 1], amount);
    return secp256k1.verify(sig.subarray(0, sig.length - 1), digest, pubkey, {
      prehash: false,
      format: "der",
      lowS: false,
    });
  } catch {
    return false;
  }
}

/** The chain. */
export class BitcoinChainState {
  readonly #ledger: Ledger;
  readonly #funding: bigint;
  #utxos = new Map<string, SimUtxo>();
  #spent = new Set<string>();
  #funded = new Set<string>();
  #txs = new Map<string, MinedBitcoinTx>();
  readonly #link: BitcoinBookLink | undefined;
  #adjustments = 0;

  /**
   * Builds an empty chain over the ledger (its clock and fill packets).
   *
   * @param ledger the simulator's ledger
   * @param fundingSats sats of a fresh address @default DEFAULT_BITCOIN_FUNDING_SATS
   * @param link the balance book to follow @default none (the UTXO set alone)
   */
  constructor(
    ledger: Ledger,
    fundingSats: bigint = DEFAULT_BITCOIN_FUNDING_SATS,
    link?: BitcoinBookLink | undefined,
  ) {
    this.#ledger = ledger;
    this.#funding = fundingSats;
    this.#link = link;
  }

  /** Forgets every UTXO and tx (fresh addresses are funded again on first sight). */
  reset(): void {
    this.#utxos.clear();
    this.#spent.clear();
    this.#funded.clear();
    this.#txs.clear();
    this.#adjustments = 0;
  }

  /** The chain as data. */
  toSnapshot(): BitcoinChainSnapshot {
    return {
      utxos: [...this.#utxos.values()].map((u) => ({ ...u, script: hex.encode(u.script) })),
      spent: [...this.#spent],
      funded: [...this.#funded],
      txs: [...this.#txs.values()].map(({ txid, hex, minedAt, from }) => ({ txid, hex, minedAt, from })),
      adjustments: this.#adjustments,
    };
  }

  /**
   * Replaces the chain with a snapshot's.
   *
   * @throws {Error} when a script or tx is not valid hex or a tx does not decode (nothing changed then)
   */
  restoreSnapshot(snapshot: BitcoinChainSnapshot): void {
    const utxos = new Map(
      snapshot.utxos.map((u) => [`${u.txid}:${u.vout}`, { ...u, script: hex.decode(u.script) }]),
    );
    const txs = new Map(snapshot.txs.map((t) => {
      const tx = Transaction.fromRaw(hex.decode(t.hex), { allowUnknownOutputs: true });
      return [t.txid, { ...t, tx }];
    }));
    this.#utxos = utxos;
    this.#spent = new Set(snapshot.spent);
    this.#funded = new Set(snapshot.funded);
    this.#txs = txs;
    this.#adjustments = snapshot.adjustments ?? 0;
  }

  /** Block height at the ledger's clock (one block per 10 minutes). */
  height(at: number = this.#ledger.now()): number {
    return 800_000 + Math.max(0, Math.floor((at - ZERO_BLOCK_MS) / 600_000));
  }

  /** The unspent outputs of `address` (funding it on first sight), or `undefined` for a malformed address. */
  utxosOf(address: string): SimUtxo[] | undefined {
    const script = this.#reconciledScript(address);
    return script === undefined ? undefined : this.#unspent(script).map(([, u]) => u);
  }

  /** Every output `address` received, spent or not (after the same reconciliation), or `undefined` when malformed. */
  outputsOf(address: string): { utxo: SimUtxo; spent: boolean }[] | undefined {
    const script = this.#reconciledScript(address);
    if (script === undefined) return undefined;
    const target = hex.encode(script);
    return [...this.#utxos.entries()]
      .filter(([, u]) => hex.encode(u.script) === target)
      .map(([key, utxo]) => ({ utxo, spent: this.#spent.has(key) }));
  }

  /** The output script of `address` after reconciling its outputs with the book, or `undefined` when malformed. */
  #reconciledScript(address: string): Uint8Array | undefined {
    let script: Uint8Array;
    try {
      script = OutScript.encode(Address(NETWORK).decode(address));
    } catch {
      return undefined;
    }
    this.#materialise(address, script);
    return script;
  }

  /**
   * Esplora's address statistics of `address` (every output it ever received, those spent, the txs), after the
   * same reconciliation as {@link BitcoinChainState.utxosOf}; `undefined` for a malformed address.
   */
  statsOf(address: string): BitcoinAddressStats | undefined {
    const script = this.#reconciledScript(address);
    if (script === undefined) return undefined;
    const target = hex.encode(script);
    const stats = {
      funded_txo_count: 0,
      funded_txo_sum: 0n,
      spent_txo_count: 0,
      spent_txo_sum: 0n,
      tx_count: 0,
    };
    const txids = new Set<string>();
    for (const [key, u] of this.#utxos) {
      if (hex.encode(u.script) !== target) continue;
      stats.funded_txo_count++;
      stats.funded_txo_sum += u.value;
      txids.add(u.txid);
      if (this.#spent.has(key)) {
        stats.spent_txo_count++;
        stats.spent_txo_sum += u.value;
      }
    }
    stats.tx_count = txids.size;
    return stats;
  }

  /** First-sight funding, delivered fills, then the book's balance. */
  #materialise(address: string, script: Uint8Array): void {
    if (!this.#funded.has(address)) {
      this.#funded.add(address);
      const txid = hex.encode(sha256(new TextEncoder().encode(`sim-btc-fund:${address}`)));
      this.#utxos.set(`${txid}:0`, {
        txid,
        vout: 0,
        value: this.#funding,
        script,
        createdAt: this.#ledger.now(),
      });
    }
    this.#deliverFills(address, script);
    this.#reconcile(address, script);
  }

  /** Unspent outputs (with their keys) paying `script`. */
  #unspent(script: Uint8Array): [string, SimUtxo][] {
    const target = hex.encode(script);
    return [...this.#utxos.entries()].filter(([k, u]) =>
      !this.#spent.has(k) && hex.encode(u.script) === target
    );
  }

  /** Makes the unspent outputs of `address` sum to its book balance (no-op without a book). */
  #reconcile(address: string, script: Uint8Array): void {
    if (this.#link === undefined) return;
    const want = this.#link.book.balanceOf(BITCOIN_BOOK_CHAIN, address, BITCOIN_BOOK_TOKEN);
    const mine = this.#unspent(script);
    const have = mine.reduce((n, [, u]) => n + u.value, 0n);
    if (want === have) return;
    let add = want - have;
    if (want < have) {
      for (const [key] of mine) this.#spent.add(key);
      add = want;
    }
    if (add <= 0n) return;
    const txid = hex.encode(
      sha256(new TextEncoder().encode(`sim-btc-book:${address}:${++this.#adjustments}`)),
    );
    this.#utxos.set(`${txid}:0`, { txid, vout: 0, value: add, script, createdAt: this.#ledger.now() });
  }

  /** The clock time (ms) output `txid:vout` was created (the chain's zero time when unrecorded), or `undefined`. */
  createdAtOf(txid: string, vout: number): number | undefined {
    const u = this.#utxos.get(`${txid.toLowerCase()}:${vout}`);
    return u === undefined ? undefined : u.createdAt ?? ZERO_BLOCK_MS;
  }

  /** Whether output `txid:vout` exists and is spent. */
  isSpent(txid: string, vout: number): boolean {
    return this.#spent.has(`${txid.toLowerCase()}:${vout}`);
  }

  /** A mined tx. */
  tx(txid: string): MinedBitcoinTx | undefined {
    return this.#txs.get(txid.toLowerCase());
  }

  /** Validates, mines and indexes a raw tx; re-sending a mined tx answers it again (`fresh: false`). */
  accept(rawHex: string): AcceptOutcome {
    let tx: Transaction;
    try {
      tx = Transaction.fromRaw(hex.decode(rawHex.trim().toLowerCase()), { allowUnknownOutputs: true });
    } catch (cause) {
      return {
        ok: false,
        reason: `cannot decode transaction: ${cause instanceof Error ? cause.message : cause}`,
      };
    }
    const known = this.#txs.get(tx.id);
    if (known) return { ok: true, mined: known, fresh: false };
    if (tx.inputsLength === 0 || tx.outputsLength === 0) {
      return { ok: false, reason: "no inputs or no outputs" };
    }
    if (this.#link !== undefined) {
      // The book may have moved since the sender listed its outputs: reconcile first (a lowered balance
      // consolidates them, and the inputs below are then refused as spent).
      const seen = new Set<string>();
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i);
        const prev = this.#utxos.get(`${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`);
        const owner = prev === undefined ? undefined : BitcoinChainState.addressOf(prev.script);
        if (prev === undefined || owner === undefined || seen.has(owner)) continue;
        seen.add(owner);
        this.#reconcile(owner, prev.script);
      }
    }
    let inSum = 0n;
    let from = "";
    const spending: string[] = [];
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      const key = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`;
      const prev = this.#utxos.get(key);
      if (!prev) return { ok: false, reason: `input ${i} spends an unknown output ${key}` };
      if (this.#spent.has(key) || spending.includes(key)) {
        const what = this.#spent.has(key) ? "an already spent output" : "an output twice";
        return { ok: false, reason: `input ${i} spends ${what} ${key} (bad-txns-inputs-missingorspent)` };
      }
      let checked: string | undefined;
      try {
        checked = this.#checkWitness(tx, i, prev);
      } catch (cause) {
        checked = `malformed witness: ${cause instanceof Error ? cause.message : cause}`;
      }
      if (checked !== undefined) return { ok: false, reason: `input ${i}: ${checked}` };
      if (i === 0) from = Address(NETWORK).encode(OutScript.decode(prev.script));
      inSum += prev.value;
      spending.push(key);
    }
    let outSum = 0n;
    for (let o = 0; o < tx.outputsLength; o++) outSum += tx.getOutput(o).amount ?? 0n;
    if (outSum > inSum) {
      return { ok: false, reason: `outputs (${outSum}) exceed inputs (${inSum}) (bad-txns-in-belowout)` };
    }
    const booked = this.#bookMovements(tx, spending, from);
    if (booked !== undefined) return { ok: false, reason: booked };
    for (const key of spending) this.#spent.add(key);
    for (let o = 0; o < tx.outputsLength; o++) {
      const out = tx.getOutput(o);
      if (out.script && out.script[0] !== 0x6a) {
        this.#utxos.set(`${tx.id}:${o}`, {
          txid: tx.id,
          vout: o,
          value: out.amount ?? 0n,
          script: out.script,
          createdAt: this.#ledger.now(),
        });
      }
    }
    const mined = { txid: tx.id, hex: tx.hex, minedAt: this.#ledger.now(), from, tx };
    this.#txs.set(tx.id, mined);
    return { ok: true, mined, fresh: true };
  }

  /**
   * Moves an accepted tx's value in the book: other input owners to the payer (`from`), then the payer to each
   * output's address (change stays), the asset manager under the deposit reference, fee and unspendable outputs
   * to {@link BITCOIN_FEE_ACCOUNT}. Answers why it cannot (an input owner's book balance below its inputs,
   * which reconciliation rules out), changing nothing then.
   */
  #bookMovements(tx: Transaction, spending: readonly string[], from: string): string | undefined {
    if (this.#link === undefined) return undefined;
    const { book, assetManager } = this.#link;
    const chainKey = BITCOIN_BOOK_CHAIN;
    const token = BITCOIN_BOOK_TOKEN;
    const owed = new Map<string, bigint>();
    for (const key of spending) {
      const prev = this.#utxos.get(key)!;
      const owner = BitcoinChainState.addressOf(prev.script) ?? hex.encode(prev.script);
      owed.set(owner, (owed.get(owner) ?? 0n) + prev.value);
    }
    for (const [owner, amount] of owed) {
      const have = book.balanceOf(chainKey, owner, token);
      if (have < amount) return `insufficient funds: ${owner} holds ${have} sats, spends ${amount}`;
    }
    const id = tx.id;
    let inSum = 0n;
    for (const [owner, amount] of owed) {
      inSum += amount;
      if (owner !== from) {
        book.transfer({ chainKey, from: owner, to: from, token, amount, ref: `btc:${id}:in:${owner}` });
      }
    }
    let deposit = 0n;
    let paid = 0n;
    for (let o = 0; o < tx.outputsLength; o++) {
      const out = tx.getOutput(o);
      const amount = out.amount ?? 0n;
      const script = out.script ?? new Uint8Array();
      const to = script[0] === 0x6a ? undefined : BitcoinChainState.addressOf(script);
      if (to === undefined || to === from) {
        if (to === from) paid += amount;
        continue;
      }
      paid += amount;
      if (to === assetManager) deposit += amount;
      else book.transfer({ chainKey, from, to, token, amount, ref: `btc:${id}:out:${o}` });
    }
    if (deposit > 0n) {
      book.transfer({
        chainKey,
        from,
        to: assetManager,
        token,
        amount: deposit,
        ref: depositRef(chainKey, id),
      });
    }
    const fee = inSum - paid;
    if (fee > 0n) {
      book.transfer({ chainKey, from, to: BITCOIN_FEE_ACCOUNT, token, amount: fee, ref: `btc:${id}:fee` });
    }
    return undefined;
  }

  #checkWitness(tx: Transaction, i: number, prev: SimUtxo): string | undefined {
    const type = OutScript.decode(prev.script);
    const witness = tx.getInput(i).finalScriptWitness;
    if (type.type === "wpkh") {
      if (!witness || witness.length !== 2) return "missing P2WPKH witness";
      const [sig, pubkey] = witness;
      if (hex.encode(hash160(pubkey)) !== hex.encode(type.hash)) {
        return "witness key does not match the output";
      }
      const scriptCode = OutScript.encode({ type: "pkh", hash: type.hash });
      return verifySig(tx, i, scriptCode, prev.value, sig, pubkey) ? undefined : SIG_FAILED;
    }
    if (type.type === "wsh") {
      // P2WSH m-of-n multisig (the exchange's trading wallets): [<empty>, sig…, witnessScript].
      if (!witness || witness.length < 3) return "missing P2WSH witness";
      const script = witness[witness.length - 1];
      if (hex.encode(sha256(script)) !== hex.encode(type.hash)) {
        return "witness script does not match the output";
      }
      const ms = OutScript.decode(script);
      if (ms.type !== "ms") return "only multisig witness scripts are simulated";
      const sigs = witness.slice(1, -1);
      if (sigs.length !== ms.m) return `expected ${ms.m} signatures, got ${sigs.length}`;
      let k = 0;
      for (const sig of sigs) {
        while (k < ms.pubkeys.length && !verifySig(tx, i, script, prev.value, sig, ms.pubkeys[k])) k++;
        if (k++ >= ms.pubkeys.length) return SIG_FAILED;
      }
      return undefined;
    }
    return `only P2WPKH and P2WSH multisig inputs are simulated (got ${type.type})`;
  }

  /** Outputs of the executed fill packets hub → bitcoin whose receiver is `address`. */
  #deliverFills(address: string, script: Uint8Array): void {
    const receiver = stringToHex(address).toLowerCase();
    for (const hub of this.#ledger.hubIntents()) {
      if (String(hub.intent.dstChain) !== BITCOIN_RELAY_ID) continue;
      if (hub.intent.dstAddress.toLowerCase() !== receiver) continue;
      for (const fill of this.#ledger.fillsOf(hub)) {
        const packet = this.#ledger.packetsFor(BITCOIN_RELAY_ID, fill.fillTxHash)[0];
        if (packet?.status !== "executed") continue;
        const txid = packet.dst_tx_hash.replace(/^0x/, "").toLowerCase();
        if (!this.#utxos.has(`${txid}:0`)) {
          this.#utxos.set(`${txid}:0`, {
            txid,
            vout: 0,
            value: fill.outputAmount,
            script,
            createdAt: this.#ledger.now(),
          });
        }
      }
    }
  }

  /** The address of an output script, or `undefined` (OP_RETURN, unknown). */
  static addressOf(script: Uint8Array): string | undefined {
    try {
      return Address(NETWORK).encode(OutScript.decode(script));
    } catch {
      return undefined;
    }
  }

  /** Hex of bytes (for callers that need `0x`). */
  static hex0x(bytes: Uint8Array): Hex {
    return bytesToHex(bytes);
  }
}
