/**
 * `settleLedgerBalances`: makes a {@link BalanceBook} follow the ledger. A spoke tx's deposit moves its amount from
 * the sender to the chain's asset manager (once its effect is known: at acceptance, or at the first relay
 * submission for split-tx chains); a direct hub `createIntent` moves its input to the intents contract; every
 * delivered packet carrying an asset (a solver fill, a bridge's or withdrawal's onward transfer) moves its amount
 * from the destination chain's asset manager (the intents contract on the hub) to the receiver, in the
 * destination chain's token of that hub asset. Amounts cross 1:1 (see docs/simulator_state.md, "Balances").
 *
 * @example A deposit debits the sender
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../clock.ts";
 * import { Ledger } from "../ledger.ts";
 * import { BalanceBook } from "./balance_book.ts";
 * import { settleLedgerBalances } from "./ledger_settlement.ts";
 * import { SIMULATED_CONFIG } from "../../client_config/simulated_deployments.ts";
 * const ledger = new Ledger({ clock: createManualClock(), seed: 1 });
 * const book = new BalanceBook({ seed: () => 1_000n });
 * settleLedgerBalances({ book, ledger, config: SIMULATED_CONFIG });
 * const token = "0x00000000000000000000000000000000000000c3";
 * ledger.recordSpokeTx({
 *   chainKey: "0x2105.base", txHash: "0xaa", from: "0x01",
 *   deposit: { token, to: "0x02", amount: 400n, hubCalls: "0x" },
 * });
 * assert.equal(book.balanceOf("0x2105.base", "0x01", token), 600n);
 * ```
 * @module
 */
import {
  getChainType,
  HUB_CHAIN_KEY,
  isSpokeChainKey,
  type SpokeChainKey,
} from "../../../core/chains/chain_keys.ts";
import { simChainKeyOfRelayId } from "../../client_config/relay_ids.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import { TokenCatalog } from "../token_catalog.ts";
import type { Ledger } from "../ledger.ts";
import type { LedgerEvent, LedgerPacket, LedgerSpokeTx } from "../types.ts";
import type { BalanceBook, TransferOutcome } from "./balance_book.ts";
import { accountOfEncodedAddress } from "./encoded_account.ts";

/** Options of {@link settleLedgerBalances}. */
export interface LedgerSettlementOptions {
  /** The book to move balances in. */
  book: BalanceBook;
  /** The ledger to follow. */
  ledger: Ledger;
  /** Chains (asset managers, tokens and their hub assets) and the hub intents contract. */
  config: Readonly<Pick<ClientDefaultConfig, "chains" | "solver">>;
  /**
   * Asked before a delivery credits its receiver: a reason refuses the credit (nothing moves, as when the
   * destination chain's transfer fails: a Stellar account without the asset's trustline); `undefined` lets it
   * through, and `credited` is told once it moved. @default every credit passes
   */
  creditGate?: {
    refusal(credit: DeliveryCredit): string | undefined;
    credited(credit: DeliveryCredit): void;
  } | undefined;
}

/** A delivery's credit to its receiver on a spoke chain. */
export interface DeliveryCredit {
  /** The destination chain. */
  chainKey: SpokeChainKey;
  /** The receiver. */
  account: string;
  /** The destination chain's token. */
  token: string;
  /** The amount. */
  amount: bigint;
}

/** A credit the destination chain refused (see `creditGate`). */
export interface CreditRefusal {
  ok: false;
  reason: "credit_refused";
  /** The chain's reason (`trustline missing`, ...). */
  detail: string;
}

/** A movement the book refused (the sender lacked the funds): nothing moved. */
export interface SettlementRefusal {
  /** What it settled: `deposit` (a spoke tx) or `delivery` (a packet). */
  kind: "deposit" | "delivery";
  /** The settlement reference. */
  ref: string;
  /** The book's answer, or the destination chain's refusal. */
  outcome: TransferOutcome | CreditRefusal;
}

/** A running settlement. */
export interface LedgerSettlement {
  /** Credits a delivered packet's asset (pass it as the ledger's `onDelivered`). */
  onDelivered(packet: LedgerPacket): void;
  /** Settles a spoke tx's deposit now (idempotent; the ledger events call it too). */
  settleSpokeTx(tx: LedgerSpokeTx): TransferOutcome | undefined;
  /** Movements refused so far (most recent last). */
  refusals(): readonly SettlementRefusal[];
  /** Stops following the ledger's events. */
  detach(): void;
}

/** The pool account of a chain: its asset manager (the hub intents contract on the hub). */
export function poolAccountOf(
  config: Readonly<Pick<ClientDefaultConfig, "chains" | "solver">>,
  chainKey: string,
): string | undefined {
  if (chainKey === HUB_CHAIN_KEY) return config.solver.intentsContract;
  const chain =
    (config.chains as Record<string, { addresses?: { assetManager?: string } } | undefined>)[chainKey];
  return chain?.addresses?.assetManager || undefined;
}

/**
 * Follows `ledger` with `book`: debits deposits as spoke txs are accepted (or resolved at relay submission) and
 * returns the `onDelivered` hook that credits fills and onward transfers.
 *
 * @param options book, ledger and configuration
 * @returns the settlement
 * @example A fill packet credits the receiver on its destination chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { BalanceBook } from "./balance_book.ts";
 * import { settleLedgerBalances } from "./ledger_settlement.ts";
 * import { Ledger } from "../ledger.ts";
 * import { createManualClock } from "../clock.ts";
 * import { SIMULATED_CONFIG } from "../../client_config/simulated_deployments.ts";
 * const book = new BalanceBook({ seed: () => 10n ** 20n });
 * const s = settleLedgerBalances({ book, ledger: new Ledger({ clock: createManualClock() }), config: SIMULATED_CONFIG });
 * const usdc = SIMULATED_CONFIG.chains["0xa4b1.arbitrum"].supportedTokens.find((t) => t.symbol === "USDC")!;
 * s.onDelivered({
 *   connSn: 1, srcChainId: 146, srcTxHash: "0x01", srcAddress: "0x", dstChainId: 23, dstAddress: `0x${"77".repeat(20)}`,
 *   dstTxHash: "0x02", payload: "0x", submittedAt: 0, timings: { validatingMs: 0, executingMs: 0, executedMs: 0 },
 *   delivered: true, asset: { token: usdc.hubAsset, amount: 5n },
 * });
 * assert.equal(book.balanceOf("0xa4b1.arbitrum", `0x${"77".repeat(20)}`, usdc.address), 10n ** 20n + 5n);
 * ```
 */
export function settleLedgerBalances(options: LedgerSettlementOptions): LedgerSettlement {
  const { book, ledger, config } = options;
  const catalog = TokenCatalog.fromConfig(config);
  const refused: SettlementRefusal[] = [];
  const refuse = <O extends TransferOutcome | CreditRefusal>(
    kind: SettlementRefusal["kind"],
    ref: string,
    outcome: O,
  ) => {
    if (!outcome.ok) {
      refused.push({ kind, ref, outcome });
      if (refused.length > 1_000) refused.splice(0, refused.length - 1_000);
    }
    return outcome;
  };

  function settleSpokeTx(tx: LedgerSpokeTx): TransferOutcome | undefined {
    const ref = depositRef(tx.chainKey, tx.txHash);
    const pool = poolAccountOf(config, tx.chainKey);
    if (pool === undefined) return undefined;
    if (tx.deposit !== undefined) {
      const { token, amount } = tx.deposit;
      return refuse(
        "deposit",
        ref,
        book.transfer({ chainKey: tx.chainKey, from: tx.from, to: pool, token, amount, ref }),
      );
    }
    if (tx.chainKey === HUB_CHAIN_KEY && tx.intent !== undefined) {
      const { inputToken: token, inputAmount: amount } = tx.intent;
      return refuse(
        "deposit",
        ref,
        book.transfer({ chainKey: tx.chainKey, from: tx.from, to: pool, token, amount, ref }),
      );
    }
    return undefined;
  }

  function onEvent(e: LedgerEvent): void {
    let chainKey: string | undefined;
    if (e.type === "spoke_tx") {
      chainKey = typeof e.detail?.chainKey === "string" ? e.detail.chainKey : undefined;
    } else if (e.type === "relay_submitted") {
      const key = simChainKeyOfRelayId(String(e.detail?.chainId ?? ""));
      chainKey = key.ok ? key.value : undefined;
    } else return;
    if (chainKey === undefined || book.applied(depositRef(chainKey, e.ref))) return;
    const tx = ledger.getSpokeTx(chainKey, e.ref);
    if (tx !== undefined) settleSpokeTx(tx);
  }

  function onDelivered(packet: LedgerPacket): void {
    if (packet.asset === undefined) return;
    const key = simChainKeyOfRelayId(String(packet.dstChainId));
    if (!key.ok || !isSpokeChainKey(key.value)) return;
    const chainKey: SpokeChainKey = key.value;
    const pool = poolAccountOf(config, chainKey);
    const token = catalog.find(packet.asset.token, String(packet.dstChainId));
    if (pool === undefined || token === undefined || token.chainKey !== chainKey) return;
    const to = accountOfEncodedAddress(getChainType(chainKey), packet.dstAddress);
    const ref = `credit:${packet.srcChainId}:${packet.srcTxHash.toLowerCase()}:${packet.connSn}`;
    const credit = { chainKey, account: to, token: token.address, amount: packet.asset.amount };
    if (book.applied(ref)) return;
    const refusal = options.creditGate?.refusal(credit);
    if (refusal !== undefined) {
      refuse("delivery", ref, { ok: false, reason: "credit_refused", detail: refusal } as CreditRefusal);
      return;
    }
    const moved = refuse(
      "delivery",
      ref,
      book.transfer({ chainKey, from: pool, to, token: token.address, amount: packet.asset.amount, ref }),
    );
    if (moved.ok && !moved.repeated) options.creditGate?.credited(credit);
  }

  const detach = ledger.onEvent(onEvent);
  return { onDelivered, settleSpokeTx, refusals: () => refused, detach };
}

/** The book reference of a spoke tx's deposit (EVM settles it under the same reference). */
export function depositRef(chainKey: string, txHash: string): string {
  return `deposit:${chainKey}:${txHash.toLowerCase()}`;
}
