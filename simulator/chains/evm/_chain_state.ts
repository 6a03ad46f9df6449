/** The mutable state of one simulated EVM chain: nonces, mined transactions and their blocks. */
import type { Address, Hex } from "viem";
import type { SpokeTxRecord } from "./tx_record.ts";

/** Number of the block before the first simulated transaction. */
export const GENESIS_BLOCK = 1_000_000n;
/** Base fee reported on every block (1 gwei). */
export const BASE_FEE = 1_000_000_000n;
/** Priority fee suggested (0.1 gwei). */
export const PRIORITY_FEE = 100_000_000n;
/** Gas estimate of every call. */
export const GAS_ESTIMATE = 500_000n;

/** Most mined txs one chain keeps readable (receipts, `eth_getTransactionByHash`, blocks). */
export const MAX_KEPT_TXS = 1_000;

/** A mined transaction with the fields the RPC echoes back. */
export interface MinedTx {
  record: SpokeTxRecord;
  raw: Hex;
  nonce: number;
  gas: bigint;
  type: "legacy" | "eip2930" | "eip1559" | "eip4844" | "eip7702";
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  r: Hex;
  s: Hex;
  v: bigint;
  yParity: number;
  timestamp: bigint;
  logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[];
}

/** One chain's state as data (`ChainState.toSnapshot`), for simulator snapshots. */
export interface ChainStateSnapshot {
  /** Native chain id. */
  chainId: number;
  /** Latest block number. */
  head: bigint;
  /** Next nonce by lower-cased address. */
  nonces: [string, number][];
  /** The mined txs still readable, oldest first. */
  txs: MinedTx[];
}

/** One chain's ledger. */
export class ChainState {
  readonly chainId: number;
  #head = GENESIS_BLOCK;
  readonly #nonces = new Map<string, number>();
  readonly #txs = new Map<string, MinedTx>();
  readonly #byBlock = new Map<bigint, MinedTx>();

  constructor(chainId: number) {
    this.chainId = chainId;
  }

  /** The chain as data: head, nonces and the readable mined txs (oldest first). */
  toSnapshot(): ChainStateSnapshot {
    return {
      chainId: this.chainId,
      head: this.#head,
      nonces: [...this.#nonces],
      txs: [...this.#txs.values()],
    };
  }

  /** A chain holding what {@link ChainState.toSnapshot} wrote. */
  static fromSnapshot(snapshot: ChainStateSnapshot): ChainState {
    const state = new ChainState(snapshot.chainId);
    state.#head = snapshot.head;
    for (const [address, nonce] of snapshot.nonces) state.#nonces.set(address.toLowerCase(), nonce);
    for (const tx of snapshot.txs) {
      state.#txs.set(tx.record.txHash.toLowerCase(), tx);
      state.#byBlock.set(tx.record.blockNumber, tx);
    }
    return state;
  }

  /** Latest block number. */
  get head(): bigint {
    return this.#head;
  }

  /** The next nonce of `address`. */
  nonceOf(address: string): number {
    return this.#nonces.get(address.toLowerCase()) ?? 0;
  }

  /** A mined tx by hash. */
  tx(hash: string): MinedTx | undefined {
    return this.#txs.get(hash.toLowerCase());
  }

  /** The tx mined in block `number` (one tx per block). */
  txInBlock(number: bigint): MinedTx | undefined {
    return this.#byBlock.get(number);
  }

  /** The number the next mined tx gets. */
  nextBlock(): bigint {
    return this.#head + 1n;
  }

  /**
   * Mines `tx` in the next block and bumps the sender's nonce. Only the last {@link MAX_KEPT_TXS} mined txs stay
   * readable (the oldest is forgotten, nonces and the head stay), so a long run does not grow without bound.
   */
  mine(tx: MinedTx): void {
    this.#head = tx.record.blockNumber;
    this.#txs.set(tx.record.txHash.toLowerCase(), tx);
    this.#byBlock.set(tx.record.blockNumber, tx);
    this.#nonces.set(tx.record.from.toLowerCase(), tx.nonce + 1);
    if (this.#txs.size > MAX_KEPT_TXS) {
      const [oldestHash, oldest] = this.#txs.entries().next().value as [string, MinedTx];
      this.#txs.delete(oldestHash);
      if (this.#byBlock.get(oldest.record.blockNumber) === oldest) {
        this.#byBlock.delete(oldest.record.blockNumber);
      }
    }
  }
}
