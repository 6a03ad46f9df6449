/**
 * Types of the simulator's EVM JSON-RPC: the record of each accepted transaction and the app options.
 *
 * @example Read a record
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SpokeTxRecord } from "./types.ts";
 * function describe(r: SpokeTxRecord): string {
 *   return `${r.chainKey} ${r.txHash} ${r.intentHash ?? "no intent"}`;
 * }
 * assert.ok(typeof describe === "function");
 * ```
 * @module
 */
import type { Address, Hex } from "viem";
import type { SimIntent } from "../../hub_abi/intent.ts";
import type { EvmChainStore } from "./chain_store.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import type { PositionsStore } from "../../state/positions/store.ts";
import type { SimVaults } from "./hub_reads/mod.ts";

import type { SpokeTxRecord } from "./tx_record.ts";

export type { BridgeTransferRecord, SpokeDepositRecord, SpokeTxRecord } from "./tx_record.ts";

/** The chain settings the RPC needs per chain key. */
export interface EvmRpcChain {
  /** Native EVM chain id. */
  chainId: number;
}

/** Options of `createEvmRpcApp`. */
export interface EvmRpcAppOptions {
  /** Served chains by chain key, or a lookup (undefined = unknown chain, HTTP 404). */
  chains: Readonly<Record<string, EvmRpcChain>> | ((chainKey: string) => EvmRpcChain | undefined);
  /** Relay chain id of the hub, used by the wallet-router derivation. @default 146n */
  hubChainId?: bigint | number | undefined;
  /** Where the chains' nonces and mined txs live. @default a store of the app's own */
  store?: EvmChainStore | undefined;
  /** Clock in ms; block timestamps are `floor(now() / 1000)`. */
  now: () => number;
  /** Called once per accepted tx, before its hash is returned; a throw rejects the tx (JSON-RPC -32603). */
  onSpokeTx?: ((tx: SpokeTxRecord) => void) | undefined;
  /**
   * Called once per new valid tx before it is mined; `true` answers its hash without mining it (the node took
   * it, then dropped it from its mempool: no receipt ever, nothing applied, the nonce unused). @default never
   */
  dropFromMempool?: (() => boolean) | undefined;
  /** When set, only this address answers `getDeployedAddress(uint256,bytes)`. @default any address */
  hubWalletFactory?: Address | undefined;
  /** When set, only this address answers `getDeployedAddress(address)`. @default any address */
  walletRouter?: Address | undefined;
  /** Balance reported by `eth_getBalance` and ERC-20 `balanceOf` (without `balances`). @default 10n ** 30n */
  defaultBalance?: bigint | undefined;
  /**
   * When set, balances and allowances follow the transactions in this book: `eth_getBalance`, `balanceOf` and
   * `allowance` read it; a tx that cannot pay `value + gas * price` is rejected ("insufficient funds"), a
   * deposit, `createIntent`, ERC-20 `transfer` or `transferFrom` beyond the balance or allowance is mined
   * reverted; gas (`21000 * effectiveGasPrice`) goes to {@link EVM_FEE_RECEIVER}. @default undefined (fixed balances)
   */
  balances?: BalanceBook | undefined;
  /** The hub's vault tokens (answered on `hubChainKey` only). @default undefined (vault token reads answer `0x`) */
  vaults?: SimVaults | undefined;
  /**
   * Hub fills by tx hash: a receipt read of a fill tx on `chainKey` answers a mined receipt carrying the
   * intents contract's `IntentFilled(intentHash, intentState)` log (docs/rules/swaps.md#fill-events: one fill
   * event per fill). @default none
   */
  hubFills?: ((chainKey: string, txHash: string) => HubFillLog | undefined) | undefined;
  /** Hub positions the reads of `hubChainKey` answer from. @default undefined (seeded answers) */
  positions?: PositionsStore | undefined;
  /** The chain key whose reads answer from `positions`. @default "sonic" */
  hubChainKey?: string | undefined;
  /**
   * Looks up a hub intent registered by a relayed message (no mined tx on the simulated hub), so its hub tx has a
   * receipt with the `IntentCreated` log the platform SDK's `getIntent` reads. @default undefined (no receipts)
   */
  hubIntents?: ((chainKey: string, txHash: string) => HubIntentLog | undefined) | undefined;
}

/** What the receipt of a relayed intent creation reports: one `IntentCreated(intentHash, intent)` log. */
export interface HubIntentLog {
  /** The hub tx hash. */
  txHash: Hex;
  /** Emitter: the hub intents contract. */
  intentsContract: Address;
  /** The hub wallet that executed the call (the creator). */
  from: Address;
  /** Hash of the intent. */
  intentHash: Hex;
  /** The intent tuple. */
  intent: SimIntent;
}

/** What a fill receipt reports. */
export interface HubFillLog {
  /** The fill tx hash. */
  txHash: Hex;
  /** Emitter: the hub intents contract. */
  intentsContract: Address;
  /** Sender of the fill (the solver). */
  solver: Address;
  /** Hash of the filled intent. */
  intentHash: Hex;
  /** The intent's state after the fill. */
  intentState: { exists: boolean; remainingInput: bigint; receivedOutput: bigint; pendingPayment: boolean };
  /** Time of the fill in ms (block timestamp). */
  at: number;
}
