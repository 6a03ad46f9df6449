/**
 * `BitcoinChainState`: the simulated Bitcoin chain behind the Esplora subset. It holds a UTXO set; every address
 * starts with one funding UTXO (deterministic txid) the first time it is looked at; fills the simulated solver
 * delivers to a Bitcoin address (hub → `bitcoin` packets, executed) appear as UTXOs of that address. `accept`
 * decodes a raw tx with `@scure/btc-signer`, checks every input is an unspent P2WPKH output and verifies its
 * BIP-143 signature with `@noble/curves`, checks the amounts, spends the inputs and adds the outputs. Every
 * accepted tx is mined at once (confirmed at the ledger clock).
 * @module
 */
import { Address, NETWORK, OutScript, Transaction } from "@scure/btc-signer";
import { hash160, sha256 } from "@scure/btc-signer/utils.js";
import { hex } from "@scure/base";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, type Hex, stringToHex } from "viem";
import type { Ledger } from "../state/ledger.ts";

/** Relay chain id of Bitcoin (SPEC 2.4). */
export const BITCOIN_RELAY_ID = "627463";

/** Sats every fresh address holds. */
export const DEFAULT_BITCOIN_FUNDING_SATS = 100_000_000n;

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

/** The chain as data (`BitcoinChainState.toSnapshot`): scripts and txs as hex. */
export interface BitcoinChainSnapshot {
  /** Every output created, spent or not. */
  utxos: { txid: string; vout: number; value: bigint; script: string }[];
  /** Spent outputs (`txid:vout`). */
  spent: string[];
  /** Addresses already given their funding output. */
  funded: string[];
  /** Mined txs, in order. */
  txs: { txid: string; hex: string; minedAt: number; from: string }[];
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

  /** Builds an empty chain over the ledger (its clock and fill packets). */
  constructor(ledger: Ledger, fundingSats: bigint = DEFAULT_BITCOIN_FUNDING_SATS) {
    this.#ledger = ledger;
    this.#funding = fundingSats;
  }

  /** Forgets every UTXO and tx (fresh addresses are funded again on first sight). */
  reset(): void {
    this.#utxos.clear();
    this.#spent.clear();
    this.#funded.clear();
    this.#txs.clear();
  }

  /** The chain as data. */
  toSnapshot(): BitcoinChainSnapshot {
    return {
      utxos: [...this.#utxos.values()].map((u) => ({ ...u, script: hex.encode(u.script) })),
      spent: [...this.#spent],
      funded: [...this.#funded],
      txs: [...this.#txs.values()].map(({ txid, hex, minedAt, from }) => ({ txid, hex, minedAt, from })),
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
  }

  /** Block height at the ledger's clock (one block per 10 minutes). */
  height(at: number = this.#ledger.now()): number {
    return 800_000 + Math.max(0, Math.floor((at - ZERO_BLOCK_MS) / 600_000));
  }

  /** The unspent outputs of `address` (funding it on first sight), or `undefined` for a malformed address. */
  utxosOf(address: string): SimUtxo[] | undefined {
    let script: Uint8Array;
    try {
      script = OutScript.encode(Address(NETWORK).decode(address));
    } catch {
      return undefined;
    }
    if (!this.#funded.has(address)) {
      this.#funded.add(address);
      const txid = hex.encode(sha256(new TextEncoder().encode(`sim-btc-fund:${address}`)));
      this.#utxos.set(`${txid}:0`, { txid, vout: 0, value: this.#funding, script });
    }
    this.#deliverFills(address, script);
    const target = hex.encode(script);
    return [...this.#utxos.entries()]
      .filter(([k, u]) => !this.#spent.has(k) && hex.encode(u.script) === target)
      .map(([, u]) => u);
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
    let inSum = 0n;
    let from = "";
    const spending: string[] = [];
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      const key = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`;
      const prev = this.#utxos.get(key);
      if (!prev) return { ok: false, reason: `input ${i} spends an unknown output ${key}` };
      if (this.#spent.has(key) || spending.includes(key)) {
        return { ok: false, reason: `input ${i} spends ${key} twice (bad-txns-inputs-missingorspent)` };
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
    if (outSum > inSum) return { ok: false, reason: `outputs (${outSum}) exceed inputs (${inSum})` };
    for (const key of spending) this.#spent.add(key);
    for (let o = 0; o < tx.outputsLength; o++) {
      const out = tx.getOutput(o);
      if (out.script && out.script[0] !== 0x6a) {
        this.#utxos.set(`${tx.id}:${o}`, {
          txid: tx.id,
          vout: o,
          value: out.amount ?? 0n,
          script: out.script,
        });
      }
    }
    const mined = { txid: tx.id, hex: tx.hex, minedAt: this.#ledger.now(), from, tx };
    this.#txs.set(tx.id, mined);
    return { ok: true, mined, fresh: true };
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
          this.#utxos.set(`${txid}:0`, { txid, vout: 0, value: fill.outputAmount, script });
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
