/**
 * The relay data of Stellar connection messages, for the simulated relayer. A deposit's hub payload reaches the
 * relay packet through the ledger record (`deposit.hubCalls`); a message moves nothing, so the Soroban RPC app
 * leaves `{address, payload}` here and the relayer reads it through its `relayDataOf` option when `submit`
 * carries no `data` (Stellar is not a split-tx chain, so clients send none).
 *
 * @example Record and read back
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarMessageLog } from "./message_log.ts";
 * const log = createStellarMessageLog();
 * log.record("ab".repeat(32), { address: "0x1111111111111111111111111111111111111111", payload: "0x12" });
 * assert.equal(log.relayDataOf("27", "AB".repeat(32))?.payload, "0x12");
 * assert.equal(log.relayDataOf("1", "ab".repeat(32)), undefined);
 * ```
 * @module
 */
import { SIM_RELAY_CHAIN_IDS } from "../../client_config/relay_ids.ts";
import { type MapsStore, mapsStore } from "../../state/maps_store.ts";

/** Relay data by Stellar tx hash. */
export interface StellarMessageLog {
  /** Keeps the relay data of message tx `txHash`. */
  record(txHash: string, data: { address: string; payload: string }): void;
  /** The relay data of `txHash` when `chainId` is Stellar's relay chain id (the relayer's `relayDataOf`). */
  relayDataOf(chainId: string, txHash: string): { address: string; payload: string } | undefined;
  /** The kept messages, for simulator snapshots and reset. */
  store: MapsStore<{ entries: Map<string, { address: string; payload: string }> }>;
}

/** Options of {@link createStellarMessageLog}. */
export interface StellarMessageLogOptions {
  /** Most messages kept (the oldest go first). @default 10000 */
  capacity?: number | undefined;
}

/**
 * Creates an empty log.
 *
 * @param options capacity
 * @returns the log
 */
export function createStellarMessageLog(options: StellarMessageLogOptions = {}): StellarMessageLog {
  const capacity = options.capacity ?? 10_000;
  const stellarId = SIM_RELAY_CHAIN_IDS.stellar.toString();
  const entries = new Map<string, { address: string; payload: string }>();
  return {
    record(txHash, data) {
      entries.set(txHash.toLowerCase(), data);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
    relayDataOf(chainId, txHash) {
      return chainId === stellarId ? entries.get(txHash.toLowerCase()) : undefined;
    },
    store: mapsStore({ entries }),
  };
}
