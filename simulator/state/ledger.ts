/**
 * The simulator's one state ledger: spoke transactions, relay packets, hub intents and their fills, and backend
 * submit-tx jobs. Every time-driven transition is computed from the clock when state is read (`sync`), so the
 * ledger needs no timers and replays exactly under a manual or fake clock. Every mutation is idempotent and
 * counted (`applied` once, `repeated` after), so tests can prove nothing is applied twice.
 *
 * @example Relay a spoke tx and watch the packet execute
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "./clock.ts";
 * import { Ledger } from "./ledger.ts";
 * const clock = createManualClock();
 * const ledger = new Ledger({ clock, seed: 1 });
 * ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
 * ledger.submitRelay("30", "0xaa");
 * clock.advance(60_000);
 * assert.ok(ledger.packetsFor("30", "0xaa")[0].status === "executed");
 * ```
 * @module
 */
import { isSplitTxChain } from "../../core/chains/chain_keys.ts";
import {
  SIM_RELAY_CHAIN_IDS,
  simChainKeyOfRelayId,
  simPacketLookupChainId,
} from "../client_config/relay_ids.ts";
import type { SpokeChainKey } from "../../core/chains/chain_keys.ts";
import type { PacketData } from "../../core/schemas/relayer.ts";
import type { SimClock } from "./clock.ts";
import { createRng, type Rng } from "./rng.ts";
import { derivedHash, packetExecutedAt, packetStatusAt, planFills } from "./_derive.ts";
import type {
  JobKind,
  LedgerEvent,
  LedgerFill,
  LedgerHubFill,
  LedgerHubIntent,
  LedgerJob,
  LedgerPacket,
  LedgerProfile,
  LedgerSnapshot,
  LedgerSpokeTx,
  MutationName,
  SplitTxResolver,
} from "./types.ts";

const HUB_KEY = "sonic";

/** Whether the relayer files `p` under relay chain id `chainId` (the one packet-lookup rule). */
function filedUnder(p: LedgerPacket, chainId: number): boolean {
  if (p.submittedFromHub === true && p.srcChainId === chainId) return true;
  return simPacketLookupChainId(BigInt(p.srcChainId), BigInt(p.dstChainId)) === BigInt(chainId);
}
const HUB_ID = 146;
const MAX_EVENTS = 5_000;

/** How long the ledger keeps a settled source tx after recording it, by default (`retainSettledMs`): one hour. */
export const DEFAULT_RETAIN_SETTLED_MS = 3_600_000;

/** The default timing profile: a relay of about 1.5 s, a fill 0.5 s after `/execute`. */
export const DEFAULT_LEDGER_PROFILE: LedgerProfile = {
  relay: { validatingMs: 300, executingMs: 800, executedMs: 1_500 },
  solver: { firstFillMs: 500, fillIntervalMs: 400, partialFills: 1, failProbability: 0 },
  submitTx: { verifyMs: 200, failProbability: 0, abandonProbability: 0 },
};

/** Options of {@link Ledger}. */
export interface LedgerOptions {
  clock: SimClock;
  /** Seed of the ledger's own randomness (solver and job outcomes). @default 1 */
  seed?: number | undefined;
  /** Timing profile, read at each decision so it can change at run time. @default DEFAULT_LEDGER_PROFILE */
  profile?: (() => LedgerProfile) | undefined;
  /**
   * The onward transfers a delivered hub payload makes (hub asset manager `transfer`s to spokes); each becomes a
   * packet from the hub tx to that spoke. @default none
   */
  onwardTransfers?: ((payload: string) => ReadonlyArray<OnwardTransferOf>) | undefined;
  /**
   * The intents a delivered hub call list cancels (the hashes its `cancelIntent` calls to the intents contract
   * name); each is cancelled if its creator sent the call and some input is left. @default none
   */
  cancelledIntents?: ((payload: string) => readonly string[]) | undefined;
  /** Called once per packet when it is delivered (the balance book credits its asset). @default none */
  onDelivered?: ((packet: LedgerPacket) => void) | undefined;
  /**
   * Most source txs kept. Beyond it (checked every `retainSettled / 10` new txs, or, while more than that stay
   * unsettled, each time the txs kept grew by a tenth) the oldest settled ones — every
   * packet delivered, the intent executed and fully filled, the job closed — are pruned with their packets,
   * hub intent, fills and job; counters and the event log are kept. A pruned tx is unknown afterwards (status
   * reads answer not found). Unsettled txs are never pruned. @default 1_000
   */
  retainSettled?: number | undefined;
  /**
   * Longest time (ms of the ledger's clock) a settled source tx is kept after it was recorded: once a new tx is
   * recorded, settled ones older than this are pruned as by `retainSettled` even under that cap (checked at most
   * every tenth of the window, at least every second). `Infinity` keeps them until the cap. The simulator's
   * retention policy is both bounds: docs/simulator_scenarios.md#retention. @default 3_600_000 (one hour)
   */
  retainSettledMs?: number | undefined;
  /**
   * Told once per hub call list delivered to a hub wallet (a spoke packet that registers no intent), at its
   * delivery time, e.g. so hub positions follow their writes. @default none
   */
  onHubCalls?:
    | ((delivery: { hubWallet: string; payload: string; hubTxHash: string; at: number }) => void)
    | undefined;
  /**
   * The relay data a source chain's node recorded for a tx (`{address, payload}` of its deposit or message), by
   * relay chain id and tx hash. A relay submission of a chain that is not split-tx relays this (or, without
   * it, the deposit or message the tx was recorded with), never the `data` a client declares. @default none
   */
  relayRecordOf?: ((chainId: string, txHash: string) => RelayRecord | undefined) | undefined;
  /** Told once per intent registered on the hub (from a spoke or sent on the hub). @default none */
  onHubIntent?: ((hub: LedgerHubIntent) => void) | undefined;
  /**
   * Told after each pruning pass (see `retainSettled`) with the lower-cased hashes of every tx that hung off the
   * pruned source txs (source, hub, fill and packet destination txs), e.g. so the balance book forgets their
   * idempotency references. @default none
   */
  onPruned?: ((hashes: ReadonlySet<string>) => void) | undefined;
}

/** One onward transfer of a hub payload: destination, receiver and (when known) the hub asset and amount. */
export type OnwardTransferOf = { dstChainId: number; to: string; token?: string; amount?: bigint };

/** What a relay packet carries to the hub: the hub address and the call payload (hex). */
export type RelayRecord = { address: string; payload: string };

const HEX_PAYLOAD = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Outcome of a relay submission. */
export type RelaySubmitOutcome = { success: boolean; message: string };

/** The simulator's state ledger. */
export class Ledger {
  readonly #clock: SimClock;
  readonly #profile: () => LedgerProfile;
  readonly #onward: (payload: string) => ReadonlyArray<OnwardTransferOf>;
  readonly #cancels: (payload: string) => readonly string[];
  readonly #onDelivered: (packet: LedgerPacket) => void;
  readonly #retain: number;
  readonly #retainMs: number;
  /** When each source tx was recorded (restored ones: when restored), by its `#spokeTxs` key. */
  readonly #recordedAt = new Map<string, number>();
  /** Clock time from which the next recorded tx runs a pruning pass for age (see `retainSettledMs`). */
  #agePruneAt = 0;
  readonly #onHubCalls: LedgerOptions["onHubCalls"];
  readonly #onHubIntent: LedgerOptions["onHubIntent"];
  readonly #onPruned: LedgerOptions["onPruned"];
  readonly #relayRecordOf: LedgerOptions["relayRecordOf"];
  #rng: Rng;
  #seed: number;
  #spokeTxs = new Map<string, LedgerSpokeTx>();
  /** Size of `#spokeTxs` above which the next pruning pass runs (see `#schedulePrune`). */
  #pruneAt = 0;
  #packets = new Map<string, LedgerPacket[]>();
  #pendingPackets = new Set<LedgerPacket>();
  #hubIntents = new Map<string, LedgerHubIntent>();
  #fillingIntents = new Set<LedgerHubIntent>();
  #fillsByTx = new Map<string, { hub: LedgerHubIntent; index: number }>();
  #jobs = new Map<string, LedgerJob>();
  #openJobs = new Set<LedgerJob>();
  #connSn = 0;
  #events: LedgerEvent[] = [];
  #listeners = new Set<(e: LedgerEvent) => void>();
  #splitTxResolvers = new Map<string, SplitTxResolver>();
  /** Mutation counters. */
  counters: Record<MutationName, { applied: number; repeated: number }> = Ledger.#zeroCounters();

  /**
   * Builds an empty ledger.
   *
   * @param options clock, seed and timing profile
   */
  constructor(options: LedgerOptions) {
    this.#clock = options.clock;
    this.#seed = options.seed ?? 1;
    this.#rng = createRng(this.#seed);
    this.#profile = options.profile ?? (() => DEFAULT_LEDGER_PROFILE);
    this.#onward = options.onwardTransfers ?? (() => []);
    this.#cancels = options.cancelledIntents ?? (() => []);
    this.#onDelivered = options.onDelivered ?? (() => {});
    this.#retain = Math.max(1, Math.floor(options.retainSettled ?? 1_000));
    this.#retainMs = Math.max(0, options.retainSettledMs ?? DEFAULT_RETAIN_SETTLED_MS);
    this.#pruneAt = this.#basePruneAt();
    this.#onHubCalls = options.onHubCalls;
    this.#onHubIntent = options.onHubIntent;
    this.#onPruned = options.onPruned;
    this.#relayRecordOf = options.relayRecordOf;
  }

  static #zeroCounters(): Record<MutationName, { applied: number; repeated: number }> {
    return {
      spokeTx: { applied: 0, repeated: 0 },
      relaySubmit: { applied: 0, repeated: 0 },
      solverExecute: { applied: 0, repeated: 0 },
      swapSubmitTx: { applied: 0, repeated: 0 },
      bridgeSubmitTx: { applied: 0, repeated: 0 },
    };
  }

  /** Current time of the ledger's clock. */
  now(): number {
    return this.#clock.now();
  }

  /** Forgets everything and reseeds. */
  reset(seed: number = this.#seed): void {
    this.#seed = seed;
    this.#rng = createRng(seed);
    this.#spokeTxs.clear();
    this.#recordedAt.clear();
    this.#agePruneAt = 0;
    this.#pruneAt = this.#basePruneAt();
    this.#packets.clear();
    this.#pendingPackets.clear();
    this.#hubIntents.clear();
    this.#fillingIntents.clear();
    this.#fillsByTx.clear();
    this.#jobs.clear();
    this.#openJobs.clear();
    this.#connSn = 0;
    this.#events = [];
    this.counters = Ledger.#zeroCounters();
  }

  /** Subscribes to the event log; returns an unsubscribe function. */
  onEvent(listener: (e: LedgerEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The most recent events (at most 5000), oldest first. */
  events(): readonly LedgerEvent[] {
    return this.#events.length > MAX_EVENTS ? this.#events.slice(-MAX_EVENTS) : this.#events;
  }

  #emit(type: string, ref: string, detail?: Record<string, unknown>, at = this.now()): void {
    const e: LedgerEvent = { at, type, ref, detail };
    this.#events.push(e);
    // Trim in batches (amortised O(1) per event) rather than shifting the whole log on every event.
    if (this.#events.length >= 2 * MAX_EVENTS) this.#events.splice(0, this.#events.length - MAX_EVENTS);
    for (const l of this.#listeners) l(e);
  }

  #count(name: MutationName, applied: boolean): void {
    this.counters[name][applied ? "applied" : "repeated"]++;
  }

  /** Records a tx accepted by a spoke chain; a hub tx carrying an intent registers the intent at once. */
  recordSpokeTx(tx: LedgerSpokeTx): void {
    const key = `${tx.chainKey}:${tx.txHash.toLowerCase()}`;
    if (this.#spokeTxs.has(key)) return this.#count("spokeTx", false);
    const now = this.now();
    this.#spokeTxs.set(key, tx);
    this.#recordedAt.set(key, now);
    this.#count("spokeTx", true);
    this.#emit("spoke_tx", tx.txHash, { chainKey: tx.chainKey, intent: tx.intent !== undefined });
    if (tx.chainKey === HUB_KEY && tx.intent) this.#registerHubIntent(tx, tx.txHash, now);
    const byCount = this.#spokeTxs.size > this.#pruneAt;
    const byAge = Number.isFinite(this.#retainMs) && now >= this.#agePruneAt;
    if (byCount || byAge) {
      this.#pruneSettled(byAge ? now - this.#retainMs : -Infinity);
      if (byCount) this.#schedulePrune();
      if (byAge) this.#agePruneAt = now + Math.max(1_000, this.#retainMs / 10);
    }
  }

  /** The pruning threshold with nothing pending: the retain cap plus a tenth (passes run in batches). */
  #basePruneAt(): number {
    return this.#retain + Math.ceil(this.#retain / 10);
  }

  /**
   * Sets when the next pruning pass runs. A pass walks every source tx, so when many stay unsettled (a long run
   * whose intents never fill) the next pass waits until the map grew by a tenth: passes then cost O(1) amortised
   * per recorded tx instead of O(n) each, and settled txs still go within a tenth of the map's size.
   */
  #schedulePrune(): void {
    this.#pruneAt = Math.max(this.#basePruneAt(), Math.ceil(this.#spokeTxs.size * 1.1));
  }

  /**
   * Prunes the oldest settled source txs (and what hangs off them) down to the retain cap, and every settled one
   * recorded before `cutoff` (oldest first: the map keeps recording order).
   */
  #pruneSettled(cutoff: number): void {
    let excess = this.#spokeTxs.size - this.#retain;
    const pruned = new Set<string>();
    for (const [key, tx] of this.#spokeTxs) {
      const old = (this.#recordedAt.get(key) ?? Infinity) < cutoff;
      if (excess <= 0 && !old) break;
      if (this.#pruneIfSettled(key, tx, pruned)) excess--;
    }
    if (pruned.size > 0) this.#onPruned?.(pruned);
  }

  #pruneIfSettled(key: string, tx: LedgerSpokeTx, pruned: Set<string>): boolean {
    const hashKey = tx.txHash.toLowerCase();
    const own = this.#packets.get(hashKey) ?? [];
    if ((tx.chainKey !== HUB_KEY && own.length === 0) || own.some((p) => !p.delivered)) return false;
    const jobs = [`swap:${hashKey}`, `bridge:${hashKey}`];
    if (jobs.some((k) => this.#openJobs.has(this.#jobs.get(k) as LedgerJob))) return false;
    const hubKeys = tx.chainKey === HUB_KEY ? [hashKey] : own.map((p) => p.dstTxHash.toLowerCase());
    const packetKeys = [hashKey];
    const fillKeys: string[] = [];
    for (const hubKey of hubKeys) {
      const hub = this.#hubIntents.get(hubKey);
      if (hub !== undefined) {
        if (hub.execution === undefined || this.#fillingIntents.has(hub)) return false;
        for (const fill of hub.execution.plannedFills) fillKeys.push(fill.fillTxHash.toLowerCase());
      }
      packetKeys.push(hubKey);
    }
    packetKeys.push(...fillKeys);
    if (packetKeys.some((k) => this.#packets.get(k)?.some((p) => !p.delivered))) return false;
    this.#spokeTxs.delete(key);
    this.#recordedAt.delete(key);
    for (const k of packetKeys) {
      pruned.add(k);
      for (const p of this.#packets.get(k) ?? []) pruned.add(p.dstTxHash.toLowerCase());
      this.#packets.delete(k);
    }
    for (const k of fillKeys) this.#fillsByTx.delete(k);
    for (const k of hubKeys) this.#hubIntents.delete(k);
    for (const k of jobs) this.#jobs.delete(k);
    return true;
  }

  /**
   * Registers how spoke txs of a split-tx chain learn their effect from the relay `data` (kept across `reset`).
   * It runs at the first relay submission of a tx that has no intent or deposit yet.
   */
  registerSplitTxResolver(chainKey: string, resolver: SplitTxResolver): () => void {
    this.#splitTxResolvers.set(chainKey, resolver);
    return () => {
      if (this.#splitTxResolvers.get(chainKey) === resolver) this.#splitTxResolvers.delete(chainKey);
    };
  }

  /** The spoke tx with this hash on this chain, if any. */
  getSpokeTx(chainKey: string, txHash: string): LedgerSpokeTx | undefined {
    return this.#spokeTxs.get(`${chainKey}:${txHash.toLowerCase()}`);
  }

  /**
   * Relayer `submit`: creates the packet of a known spoke tx once; re-submitting is a no-op success. The packet
   * carries what the source chain recorded: `declared` (the client's `data`) is ignored on every chain but the
   * split-tx ones (Solana, Bitcoin), which need it as hex and whose resolver checks it against the tx's
   * on-chain verification hash (a mismatch is refused). A split-tx chain with no resolver registered (a bare
   * ledger, no chain to check against) relays it as declared.
   */
  submitRelay(
    chainId: string,
    txHash: string,
    data?: { address: string; payload: string },
  ): RelaySubmitOutcome {
    return this.#submitRelayAt(this.now(), chainId, txHash, data);
  }

  #submitRelayAt(
    at: number,
    chainId: string,
    txHash: string,
    data?: { address: string; payload: string },
  ): RelaySubmitOutcome {
    const key = simChainKeyOfRelayId(chainId);
    if (!key.ok) return { success: false, message: `Unknown chain_id ${chainId}` };
    const split = isSplitTxChain(key.value);
    if (split && data === undefined) {
      return { success: false, message: `data is required for split-tx chain ${key.value}` };
    }
    if (split && !HEX_PAYLOAD.test(data?.payload ?? "")) {
      return { success: false, message: "data.payload is not 0x-prefixed hex" };
    }
    const existing = this.#findPacket(Number(chainId), txHash);
    if (existing) {
      this.#count("relaySubmit", false);
      return { success: true, message: "Transaction already submitted" };
    }
    let tx = this.getSpokeTx(key.value, txHash);
    if (!tx) return { success: false, message: `Transaction ${txHash} not found on ${key.value}` };
    if (key.value === HUB_KEY) return this.#relayFromHub(at, chainId, tx);
    const resolver = split ? this.#splitTxResolvers.get(key.value) : undefined;
    // a split-tx source whose effect is already recorded relays its record, not what is declared now
    const unresolved = tx.intent === undefined && tx.deposit === undefined && tx.message === undefined;
    if (resolver && data && unresolved) {
      const resolution = resolver(tx, data);
      if (!resolution.ok) return { success: false, message: resolution.message };
      tx = { ...tx, ...resolution.update };
      this.#spokeTxs.set(`${key.value}:${tx.txHash.toLowerCase()}`, tx);
    }
    // docs/wire_inventory.md#simulator-strictness: the relayer relays what the chain says
    const relay = split ? (unresolved ? data : undefined) : this.#relayRecordOf?.(chainId, tx.txHash);
    const packet: LedgerPacket = {
      connSn: ++this.#connSn,
      srcChainId: Number(chainId),
      srcTxHash: tx.txHash,
      srcAddress: tx.from,
      dstChainId: HUB_ID,
      dstAddress: relay?.address ?? tx.intent?.creator ?? tx.deposit?.to ?? tx.message?.to ?? "0x",
      dstTxHash: derivedHash("hub", chainId, tx.txHash.toLowerCase()),
      payload: relay?.payload ?? tx.deposit?.hubCalls ?? tx.message?.payload ?? "0x",
      submittedAt: at,
      timings: { ...this.#profile().relay },
      delivered: false,
    };
    this.#addPacket(packet);
    this.#count("relaySubmit", true);
    this.#emit("relay_submitted", tx.txHash, { chainId, connSn: packet.connSn }, at);
    return { success: true, message: "Transaction submitted" };
  }

  /**
   * Relayer `submit` of a hub tx: what its call list sends from the hub (asset manager `transfer`s to spokes)
   * leaves now, one packet per transfer, found under the hub's relay id as well as under its destination's. The
   * relayer executes only what it is handed: until then nothing the hub tx sends is delivered. A hub tx that
   * sends nothing from the hub is refused.
   */
  #relayFromHub(at: number, chainId: string, tx: LedgerSpokeTx): RelaySubmitOutcome {
    const transfers = this.#onward(tx.hubCalls ?? "0x").filter((t) => t.dstChainId !== HUB_ID);
    if (transfers.length === 0) {
      return { success: false, message: `Transaction ${tx.txHash} sends no message from the hub` };
    }
    transfers.forEach((transfer, i) => {
      this.#addPacket({
        connSn: ++this.#connSn,
        srcChainId: HUB_ID,
        srcTxHash: tx.txHash,
        srcAddress: tx.from,
        dstChainId: transfer.dstChainId,
        dstAddress: transfer.to,
        dstTxHash: derivedHash("onward", String(i), tx.txHash.toLowerCase()),
        payload: "0x",
        submittedAt: at,
        timings: { ...this.#profile().relay },
        delivered: false,
        asset: transfer.token !== undefined && transfer.amount !== undefined
          ? { token: transfer.token, amount: transfer.amount }
          : undefined,
        submittedFromHub: true,
      });
    });
    this.#count("relaySubmit", true);
    this.#emit("relay_submitted", tx.txHash, { chainId, connSn: this.#connSn }, at);
    return { success: true, message: "Transaction submitted" };
  }

  #addPacket(packet: LedgerPacket): void {
    const k = packet.srcTxHash.toLowerCase();
    this.#packets.set(k, [...(this.#packets.get(k) ?? []), packet]);
    this.#pendingPackets.add(packet);
  }

  #findPacket(chainId: number, txHash: string): LedgerPacket | undefined {
    return this.#packets.get(txHash.toLowerCase())?.find((p) => filedUnder(p, chainId));
  }

  /**
   * Relayer `get_transaction_packets`: packets of `txHash` filed under `chainId`, the relay id of the packet's
   * spoke end (the source of a spoke's packet, the destination of a hub packet: `simPacketLookupChainId`,
   * docs/wire_inventory.md#packet-lookup). A packet asked for under its other end is not found.
   */
  packetsFor(chainId: string, txHash: string): PacketData[] {
    this.sync();
    const id = Number(chainId);
    const now = this.now();
    return (this.#packets.get(txHash.toLowerCase()) ?? [])
      .filter((p) => filedUnder(p, id))
      .map((p) => toPacketData(p, now));
  }

  /** Relayer `get_packet`. */
  packet(chainId: string, txHash: string, connSn: string): PacketData | undefined {
    return this.packetsFor(chainId, txHash).find((p) => String(p.conn_sn) === connSn);
  }

  #registerHubIntent(tx: LedgerSpokeTx, hubTxHash: string, at: number): void {
    if (!tx.intent || this.#hubIntents.has(hubTxHash.toLowerCase())) return;
    const intentHash = tx.intentHash ?? derivedHash("intent", hubTxHash);
    const hub: LedgerHubIntent = {
      hubTxHash,
      intentHash,
      intent: tx.intent,
      srcChainKey: tx.chainKey,
      srcTxHash: tx.txHash,
      registeredAt: at,
    };
    this.#hubIntents.set(hubTxHash.toLowerCase(), hub);
    this.#onHubIntent?.(hub);
    this.#emit("intent_created", hubTxHash, { intentHash, srcTxHash: tx.txHash }, at);
  }

  #deliver(packet: LedgerPacket): void {
    if (packet.delivered) return;
    packet.delivered = true;
    this.#pendingPackets.delete(packet);
    const at = packetExecutedAt(packet);
    this.#emit("packet_executed", packet.srcTxHash, { dstTxHash: packet.dstTxHash }, at);
    this.#onDelivered(packet);
    if (packet.srcChainId === HUB_ID) return;
    const key = simChainKeyOfRelayId(packet.srcChainId);
    const tx = key.ok ? this.getSpokeTx(key.value, packet.srcTxHash) : undefined;
    if (tx) this.#registerHubIntent(tx, packet.dstTxHash, at);
    if (tx?.intent) return;
    this.#onHubCalls?.({
      hubWallet: packet.dstAddress,
      payload: packet.payload,
      hubTxHash: packet.dstTxHash,
      at,
    });
    for (const intentHash of this.#cancels(packet.payload)) {
      this.#cancelAt(intentHash, packet.dstAddress, packet.dstTxHash, at);
    }
    this.#onward(packet.payload).forEach((transfer, i) => {
      if (transfer.dstChainId === HUB_ID) return;
      this.#addPacket({
        connSn: ++this.#connSn,
        srcChainId: HUB_ID,
        srcTxHash: packet.dstTxHash,
        srcAddress: packet.dstAddress,
        dstChainId: transfer.dstChainId,
        dstAddress: transfer.to,
        dstTxHash: derivedHash("onward", String(i), packet.dstTxHash.toLowerCase()),
        payload: "0x",
        submittedAt: at,
        timings: { ...this.#profile().relay },
        delivered: false,
        asset: transfer.token !== undefined && transfer.amount !== undefined
          ? { token: transfer.token, amount: transfer.amount }
          : undefined,
      });
    });
  }

  /**
   * Runs the intents contract's `cancelIntent` sent by `hubWallet` at `at`: the intent must exist, be the
   * caller's, not be cancelled and have input left. Fills after `at` never happen; what no fill consumed goes back
   * to the intent's source address on its source chain (a packet from the cancelling hub tx). Anything else is
   * refused as the contract reverts (an event, nothing moved).
   */
  #cancelAt(intentHash: string, hubWallet: string, hubTxHash: string, at: number): void {
    const hub = [...this.#hubIntents.values()].find((h) =>
      h.intentHash.toLowerCase() === intentHash.toLowerCase()
    );
    const refuse = (reason: string) => this.#emit("cancel_refused", intentHash, { reason, hubTxHash }, at);
    if (hub === undefined) return refuse("intent not found");
    if (hub.intent.creator.toLowerCase() !== hubWallet.toLowerCase()) return refuse("not the creator");
    if (hub.cancelled !== undefined) return refuse("already cancelled");
    const ex = hub.execution;
    if (ex !== undefined) {
      this.#materialiseFills(hub, at);
      ex.plannedFills = ex.plannedFills.slice(0, ex.materialised);
      this.#fillingIntents.delete(hub);
    }
    const consumed = this.fillsOf(hub).reduce((sum, f) => sum + f.inputAmount, 0n);
    const refund = hub.intent.inputAmount - consumed;
    if (refund <= 0n) return refuse("fully filled");
    hub.cancelled = { at, refund };
    this.#emit(
      "intent_cancelled",
      hub.hubTxHash,
      { intentHash: hub.intentHash, refund: refund.toString() },
      at,
    );
    this.#addPacket({
      connSn: ++this.#connSn,
      srcChainId: HUB_ID,
      srcTxHash: hubTxHash,
      srcAddress: hub.intent.creator,
      dstChainId: Number(hub.intent.srcChain),
      dstAddress: hub.intent.srcAddress,
      dstTxHash: derivedHash("refund", hub.intentHash.toLowerCase(), hubTxHash.toLowerCase()),
      payload: "0x",
      submittedAt: at,
      timings: { ...this.#profile().relay },
      delivered: false,
      asset: { token: hub.intent.inputToken, amount: refund },
    });
  }

  /** The hub intent registered by this hub tx, if any. */
  hubIntent(hubTxHash: string): LedgerHubIntent | undefined {
    this.sync();
    return this.#hubIntents.get(hubTxHash.toLowerCase());
  }

  /** Solver `/execute`: starts filling once; re-posting answers the same intent hash. */
  execute(hubTxHash: string): { ok: true; intentHash: string } | { ok: false; reason: "INTENT_NOT_FOUND" } {
    this.sync();
    return this.#executeAt(this.now(), hubTxHash);
  }

  #executeAt(
    at: number,
    hubTxHash: string,
  ): { ok: true; intentHash: string } | { ok: false; reason: "INTENT_NOT_FOUND" } {
    const hub = this.#hubIntents.get(hubTxHash.toLowerCase());
    // A cancelled intent is gone from the intents contract: the solver finds nothing to execute.
    if (!hub || hub.cancelled !== undefined) return { ok: false, reason: "INTENT_NOT_FOUND" };
    if (hub.execution) {
      this.#count("solverExecute", false);
      return { ok: true, intentHash: hub.intentHash };
    }
    const solver = this.#profile().solver;
    const failed = this.#rng.chance(solver.failProbability);
    hub.execution = {
      requestedAt: at,
      failed,
      plannedFills: failed ? [] : planFills(hub.intent, hub.intentHash, at, solver),
      materialised: 0,
    };
    if (!failed) this.#fillingIntents.add(hub);
    this.#count("solverExecute", true);
    this.#emit(failed ? "solver_failed" : "solver_execute", hubTxHash, { intentHash: hub.intentHash }, at);
    return { ok: true, intentHash: hub.intentHash };
  }

  /**
   * The fill made by this hub tx, with the intent's state right after it (the `IntentFilled` payload), once it
   * has happened; `undefined` for any other hash.
   */
  hubFill(fillTxHash: string): LedgerHubFill | undefined {
    this.sync();
    const found = this.#fillsByTx.get(fillTxHash.toLowerCase());
    if (found === undefined) return undefined;
    const fills = this.fillsOf(found.hub).slice(0, found.index + 1);
    const consumed = fills.reduce((sum, f) => sum + f.inputAmount, 0n);
    const received = fills.reduce((sum, f) => sum + f.outputAmount, 0n);
    return {
      hub: found.hub,
      fill: fills[found.index],
      index: found.index,
      intentState: {
        exists: true,
        remainingInput: found.hub.intent.inputAmount - consumed,
        receivedOutput: received,
        pendingPayment: false,
      },
    };
  }

  /** Fills that have happened by now. */
  fillsOf(hub: LedgerHubIntent): LedgerFill[] {
    return hub.execution ? hub.execution.plannedFills.slice(0, hub.execution.materialised) : [];
  }

  /** Creates (idempotently) a backend submit-tx job. Returns false when it already existed. */
  createJob(
    kind: JobKind,
    init: Pick<LedgerJob, "txHash" | "srcChainKey" | "dstChainKey" | "relayData">,
  ): boolean {
    const key = `${kind}:${init.txHash.toLowerCase()}`;
    const name: MutationName = kind === "swap" ? "swapSubmitTx" : "bridgeSubmitTx";
    if (this.#jobs.has(key)) {
      this.#count(name, false);
      return false;
    }
    const { failProbability, abandonProbability } = this.#profile().submitTx;
    const roll = this.#rng.next();
    const planned = roll < failProbability
      ? "failed"
      : roll < failProbability + abandonProbability
      ? "abandoned"
      : "ok";
    const job: LedgerJob = {
      kind,
      ...init,
      createdAt: this.now(),
      status: "pending",
      planned,
      failedAttempts: 0,
    };
    this.#jobs.set(key, job);
    this.#openJobs.add(job);
    this.#count(name, true);
    this.#emit("submit_tx", init.txHash, { kind, planned });
    return true;
  }

  /** The job of this kind for this source tx, advanced to now. */
  job(kind: JobKind, txHash: string): LedgerJob | undefined {
    this.sync();
    return this.#jobs.get(`${kind}:${txHash.toLowerCase()}`);
  }

  /** Materialises every transition due by now. Cheap when nothing is pending. */
  sync(): void {
    const now = this.now();
    for (const job of this.#openJobs) this.#advanceJob(job, now);
    for (const hub of this.#fillingIntents) this.#materialiseFills(hub, now);
    for (const p of this.#pendingPackets) if (packetExecutedAt(p) <= now) this.#deliver(p);
  }

  #materialiseFills(hub: LedgerHubIntent, now: number): void {
    const ex = hub.execution;
    if (!ex) return;
    while (ex.materialised < ex.plannedFills.length && ex.plannedFills[ex.materialised].at <= now) {
      const fill = ex.plannedFills[ex.materialised++];
      this.#fillsByTx.set(fill.fillTxHash.toLowerCase(), { hub, index: ex.materialised - 1 });
      this.#emit(
        "fill",
        hub.hubTxHash,
        { fillTxHash: fill.fillTxHash, input: fill.inputAmount.toString() },
        fill.at,
      );
      this.#addPacket({
        connSn: ++this.#connSn,
        srcChainId: HUB_ID,
        srcTxHash: fill.fillTxHash,
        srcAddress: hub.intent.solver,
        dstChainId: Number(hub.intent.dstChain),
        dstAddress: hub.intent.dstAddress,
        dstTxHash: derivedHash("dst", fill.fillTxHash),
        payload: "0x",
        submittedAt: fill.at,
        timings: { ...this.#profile().relay },
        delivered: false,
        asset: { token: hub.intent.outputToken, amount: fill.outputAmount },
      });
    }
    if (ex.materialised === ex.plannedFills.length) this.#fillingIntents.delete(hub);
  }

  #advanceJob(job: LedgerJob, now: number): void {
    const verifyAt = job.createdAt + this.#profile().submitTx.verifyMs;
    if (now < verifyAt) {
      job.status = "verifying";
      return;
    }
    if (job.planned !== "ok") return this.#closeJob(job, job.planned, `Simulated ${job.planned} job`);
    const srcKey = job.srcChainKey as SpokeChainKey;
    const tx = this.getSpokeTx(srcKey, job.txHash);
    if (!tx) return this.#closeJob(job, "failed", "Source transaction not found");
    let hubTxHash = job.txHash;
    let relayedAt = verifyAt;
    if (srcKey !== HUB_KEY) {
      const chainId = String(SIM_RELAY_CHAIN_IDS[srcKey] ?? "");
      if (!job.relaySubmitted) {
        const sent = this.#submitRelayAt(verifyAt, chainId, job.txHash, job.relayData);
        if (!sent.success) return this.#closeJob(job, "failed", sent.message);
        job.relaySubmitted = true;
      }
      const packet = this.#findPacket(Number(chainId), job.txHash);
      if (!packet) return this.#closeJob(job, "failed", "Packet not found");
      relayedAt = Math.max(verifyAt, packetExecutedAt(packet));
      if (now < relayedAt) {
        // The platform's walk: verified once the tx is checked and handed over, relaying once the relay works.
        job.status = packetStatusAt(packet, now) === "pending" ? "verified" : "relaying";
        return;
      }
      this.#deliver(packet);
      hubTxHash = packet.dstTxHash;
    }
    if (job.kind === "bridge") {
      job.result = { dstIntentTxHash: hubTxHash };
      return this.#closeJob(job, "solved");
    }
    const executed = this.#executeAt(relayedAt, hubTxHash);
    if (!executed.ok) return this.#closeJob(job, "failed", "Intent not found on the hub");
    job.result = { dstIntentTxHash: hubTxHash, intentHash: executed.intentHash };
    this.#closeJob(job, "solved");
  }

  #closeJob(job: LedgerJob, status: "solved" | "failed" | "abandoned", reason?: string): void {
    job.status = status;
    if (status !== "solved") {
      job.failureReason = reason;
      job.failedAttempts = 1;
    }
    this.#openJobs.delete(job);
    this.#emit(`job_${status}`, job.txHash, { kind: job.kind, reason });
  }

  /** Sizes of the ledger's collections (for the control API and memory benchmarks). */
  stats(): Record<string, number> {
    return {
      spokeTxs: this.#spokeTxs.size,
      packets: [...this.#packets.values()].reduce((n, ps) => n + ps.length, 0),
      hubIntents: this.#hubIntents.size,
      jobs: this.#jobs.size,
      pendingPackets: this.#pendingPackets.size,
    };
  }

  /** All hub intents (for the dashboard). */
  hubIntents(): LedgerHubIntent[] {
    this.sync();
    return [...this.#hubIntents.values()];
  }

  /**
   * Everything the ledger holds, as a deep copy (see {@link LedgerSnapshot}); nothing is materialised first, so
   * a snapshot taken and restored at the same clock time reproduces the ledger exactly.
   */
  toSnapshot(): LedgerSnapshot {
    const packets = [...this.#packets.values()].flat().sort((a, b) => a.connSn - b.connSn);
    const jobKey = (j: LedgerJob): string => `${j.kind}:${j.txHash.toLowerCase()}`;
    return structuredClone({
      seed: this.#seed,
      rng: this.#rng.state(),
      connSn: this.#connSn,
      spokeTxs: [...this.#spokeTxs.values()],
      packets,
      hubIntents: [...this.#hubIntents.values()],
      filling: [...this.#fillingIntents].map((h) => h.hubTxHash.toLowerCase()),
      jobs: [...this.#jobs.values()],
      openJobs: [...this.#openJobs].map(jobKey),
      events: [...this.events()],
      counters: this.counters,
    });
  }

  /** Replaces the whole state with a snapshot's (a deep copy of it); listeners and split-tx resolvers stay. */
  restoreSnapshot(snapshot: LedgerSnapshot): void {
    const s = structuredClone(snapshot);
    this.reset(s.seed);
    this.#rng = createRng(s.seed, s.rng);
    this.#connSn = s.connSn;
    const restoredAt = this.now();
    for (const tx of s.spokeTxs) {
      const key = `${tx.chainKey}:${tx.txHash.toLowerCase()}`;
      this.#spokeTxs.set(key, tx);
      this.#recordedAt.set(key, restoredAt);
    }
    for (const p of [...s.packets].sort((a, b) => a.connSn - b.connSn)) {
      const k = p.srcTxHash.toLowerCase();
      this.#packets.set(k, [...(this.#packets.get(k) ?? []), p]);
      if (!p.delivered) this.#pendingPackets.add(p);
    }
    for (const hub of s.hubIntents) {
      this.#hubIntents.set(hub.hubTxHash.toLowerCase(), hub);
      const ex = hub.execution;
      for (let i = 0; ex !== undefined && i < ex.materialised; i++) {
        this.#fillsByTx.set(ex.plannedFills[i].fillTxHash.toLowerCase(), { hub, index: i });
      }
    }
    for (const key of s.filling) {
      const hub = this.#hubIntents.get(key);
      if (hub !== undefined) this.#fillingIntents.add(hub);
    }
    for (const job of s.jobs) this.#jobs.set(`${job.kind}:${job.txHash.toLowerCase()}`, job);
    for (const key of s.openJobs) {
      const job = this.#jobs.get(key);
      if (job !== undefined) this.#openJobs.add(job);
    }
    this.#events = s.events;
    this.counters = s.counters;
  }
}

function toPacketData(p: LedgerPacket, now: number): PacketData {
  const status = packetStatusAt(p, now);
  const sigs = status === "pending" ? 0 : status === "validating" ? 1 : 2;
  return {
    src_chain_id: p.srcChainId,
    src_tx_hash: p.srcTxHash,
    src_address: p.srcAddress,
    status,
    dst_chain_id: p.dstChainId,
    conn_sn: p.connSn,
    dst_address: p.dstAddress,
    dst_tx_hash: status === "executed" ? p.dstTxHash : "",
    signatures: Array.from({ length: sigs }, (_, i) => derivedHash("sig", p.srcTxHash, String(i))),
    payload: p.payload,
  };
}
