/**
 * `IntentRows`: the dashboard's model. It folds ledger events and tapped requests into one row per intent,
 * keyed by the source tx hash. Correlation: every hash the ledger reports for an intent (source tx, hub tx,
 * intent hash, fill txs, packet destination txs) becomes an alias of its row; a request is tied to the first row
 * one of its tokens names. Requests naming no known hash yet (a failed `eth_sendRawTransaction` before its retry)
 * wait in a small buffer and join the row once the hash shows up. Pure state: no I/O, no clock.
 *
 * @example Follow an intent from its spoke tx to a fill
 * ```ts
 * import assert from "node:assert/strict";
 * import { IntentRows } from "./intent_rows.ts";
 * const rows = new IntentRows();
 * rows.applyEvent({ at: 1, type: "spoke_tx", ref: "0xAA", detail: { chainKey: "0x2105.base", intent: true } });
 * rows.applyEvent({ at: 2, type: "intent_created", ref: "0xbb", detail: { srcTxHash: "0xAA", intentHash: "0xcc" } });
 * rows.setIntentInfo("0xbb", { inputAmount: "10", dstChainKey: "0x38.bsc" });
 * rows.applyEvent({ at: 3, type: "fill", ref: "0xbb", detail: { fillTxHash: "0xdd", input: "10" } });
 * assert.ok(rows.get("0xaa")?.status === "solved");
 * ```
 * @module
 */
import { simChainKeyOfRelayId } from "../client_config/relay_ids.ts";
import type { LedgerEvent } from "../state/types.ts";
import {
  addTimelineEntry,
  deriveRowStatus,
  FINAL_ROW_STATUSES,
  type IntentRow,
  newIntentRow,
  type TappedRequest,
} from "./intent_row.ts";
import { normaliseToken } from "./request_tokens.ts";

const HUB_RELAY_ID = "146";
const MAX_ORPHANS = 300;
const MAX_SPOKE_CHAINS = 5_000;

/** What the dashboard learns about a hub intent from the ledger. */
export interface IntentInfo {
  /** Input amount (decimal string). */
  inputAmount: string;
  /** Destination chain key. */
  dstChainKey?: string | undefined;
}

/** A packet whose state the dashboard still follows. */
export interface OpenPacket {
  /** Relay chain id to look it up by. */
  chainId: string;
  /** Its source tx hash. */
  txHash: string;
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

function isPoll(r: TappedRequest): boolean {
  return r.method === "GET" || r.route.includes("/status") || /^(get_|eth_get)/.test(r.call ?? "");
}

/** The dashboard's rows. */
export class IntentRows {
  #rows = new Map<string, IntentRow>();
  #alias = new Map<string, string>();
  #spokeChains = new Map<string, string>();
  #orphans: TappedRequest[] = [];
  #dirty = new Set<string>();

  /** The row a hash belongs to, if any. */
  get(hash: string): IntentRow | undefined {
    const key = this.#alias.get(normaliseToken(hash));
    return key === undefined ? undefined : this.#rows.get(key);
  }

  /** Every row, newest first. */
  all(): IntentRow[] {
    return [...this.#rows.values()].sort((a, b) => b.createdAt - a.createdAt);
  }

  /** Rows changed since the last call. */
  takeDirty(): IntentRow[] {
    const rows = [...this.#dirty].flatMap((k) => this.#rows.get(k) ?? []);
    this.#dirty.clear();
    return rows;
  }

  /** Hub tx hashes of rows whose input amount is still unknown. */
  needsIntentInfo(): string[] {
    return this.all().flatMap((
      r,
    ) => (r.hubTxHash !== undefined && r.inputAmount === undefined ? [r.hubTxHash] : []));
  }

  /** Packets of rows that are not final and that have not executed yet. */
  openPackets(): OpenPacket[] {
    return this.all().flatMap((r) =>
      r.packets.filter((p) => p.status !== "executed").map((p) => ({ chainId: p.chainId, txHash: p.txHash }))
    );
  }

  /** Records the ledger's facts about a hub intent. */
  setIntentInfo(hubTxHash: string, info: IntentInfo): void {
    const row = this.get(hubTxHash);
    if (!row) return;
    row.inputAmount = info.inputAmount;
    row.dstChainKey = info.dstChainKey ?? row.dstChainKey;
    this.#touch(row);
  }

  /** Records the state of a packet read from the ledger; a change adds a timeline entry. */
  setPacketStatus(txHash: string, status: string, at: number): void {
    const row = this.get(txHash);
    const packet = row?.packets.find((p) => p.txHash === normaliseToken(txHash));
    if (!row || !packet || packet.status === status || packet.status === "executed") return;
    packet.status = status;
    const n = packet.role === "fill"
      ? ` ${row.packets.filter((p) => p.role === "fill").indexOf(packet) + 1}`
      : "";
    addTimelineEntry(row, { at, kind: "packet", text: `${packet.role}${n} packet ${status}` });
    this.#touch(row);
  }

  /** Folds one ledger event. */
  applyEvent(e: LedgerEvent): void {
    const d = e.detail ?? {};
    const ref = normaliseToken(e.ref);
    const add = (row: IntentRow | undefined, text: string): IntentRow | undefined => {
      if (row) addTimelineEntry(row, { at: e.at, kind: "ledger", text });
      return row;
    };
    switch (e.type) {
      case "spoke_tx": {
        const chain = str(d.chainKey) ?? "?";
        if (d.intent === true) {
          const row = add(this.#ensure(ref, chain, e.at), `tx on ${chain}`);
          if (row) row.swapIntent = true;
        } else this.#rememberChain(ref, chain);
        return this.#touch(this.get(ref));
      }
      case "submit_tx": {
        const row = add(this.#ensure(ref, this.#spokeChains.get(ref) ?? "?", e.at), `backend submit-tx`);
        if (row) row.job = "pending";
        if (row && (d.kind === "swap" || d.kind === "bridge")) row.kind = d.kind;
        return this.#touch(row);
      }
      case "relay_submitted": {
        const chainId = str(d.chainId) ?? "";
        const key = simChainKeyOfRelayId(chainId);
        const row = this.get(ref) ?? this.#ensure(ref, key.ok ? key.value : `relay ${chainId}`, e.at);
        const connSn = typeof d.connSn === "number" ? d.connSn : undefined;
        row.packets.push({ chainId, txHash: ref, role: "source", connSn, status: "pending" });
        return this.#touch(add(row, `relay packet #${connSn ?? "?"} submitted`));
      }
      case "packet_executed": {
        const row = this.get(ref);
        const packet = row?.packets.find((p) => p.txHash === ref);
        if (packet) packet.status = "executed";
        if (row) this.#aliasOf(row, str(d.dstTxHash));
        const n = row && packet?.role === "fill"
          ? ` ${row.packets.filter((p) => p.role === "fill").indexOf(packet) + 1}`
          : "";
        return this.#touch(add(row, `${packet?.role ?? "relay"}${n} packet executed`));
      }
      case "intent_created": {
        const src = str(d.srcTxHash);
        const row = (src === undefined ? undefined : this.get(src)) ?? this.get(ref) ??
          this.#ensure(src === undefined ? ref : normaliseToken(src), "sonic", e.at);
        row.hubTxHash = ref;
        row.intentHash = str(d.intentHash);
        this.#aliasOf(row, ref);
        this.#aliasOf(row, row.intentHash);
        return this.#touch(add(row, `intent created on the hub`));
      }
      case "solver_execute":
      case "solver_failed": {
        const row = this.get(ref);
        if (row) row.solver = e.type === "solver_execute" ? "executing" : "failed";
        if (row && e.type === "solver_failed") row.failure = "solver gave up";
        return this.#touch(add(row, e.type === "solver_execute" ? "solver executing" : "solver failed"));
      }
      case "fill":
        return this.#fill(this.get(ref), e.at, str(d.fillTxHash), str(d.input) ?? "0");
      default: {
        if (!e.type.startsWith("job_")) return this.#touch(add(this.get(ref), e.type));
        const row = this.get(ref);
        const job = e.type.slice(4);
        if (row && (job === "solved" || job === "failed" || job === "abandoned")) row.job = job;
        if (row && job !== "solved") row.failure = str(d.reason) ?? `backend job ${job}`;
        return this.#touch(add(row, `backend job ${job}${d.reason ? `: ${d.reason}` : ""}`));
      }
    }
  }

  /** Ties one request to its row (or keeps it until a row names one of its tokens). */
  applyRequest(r: TappedRequest): void {
    const row = r.tokens.map((t) => this.get(t)).find((x) => x !== undefined);
    if (row) return this.#attach(row, r);
    if (r.tokens.length === 0) return;
    this.#orphans.push(r);
    if (this.#orphans.length > MAX_ORPHANS) this.#orphans.splice(0, this.#orphans.length - MAX_ORPHANS);
  }

  #fill(row: IntentRow | undefined, at: number, fillTxHash: string | undefined, input: string): void {
    if (!row) return;
    row.fills++;
    row.filledAmount = (BigInt(row.filledAmount) + BigInt(/^[0-9]+$/.test(input) ? input : "0")).toString();
    const of = row.inputAmount === undefined ? "" : ` of ${row.inputAmount}`;
    addTimelineEntry(row, {
      at,
      kind: "ledger",
      text: `fill ${row.fills}: input ${input} (total ${row.filledAmount}${of})`,
    });
    if (fillTxHash !== undefined) {
      const txHash = normaliseToken(fillTxHash);
      row.packets.push({ chainId: HUB_RELAY_ID, txHash, role: "fill", status: "pending" });
      this.#aliasOf(row, txHash);
    }
    this.#touch(row);
  }

  #attach(row: IntentRow, r: TappedRequest): void {
    row.requests++;
    const name = r.call === undefined || r.route.includes("#") ? r.route : `${r.route} ${r.call}`;
    if (r.fault !== null) {
      row.faults++;
      addTimelineEntry(row, { at: r.at, kind: "fault", text: `${r.fault} (${r.status ?? "-"}) on ${name}` });
    } else if (isPoll(r)) {
      row.polls.total++;
      row.polls.byRoute[name] = (row.polls.byRoute[name] ?? 0) + 1;
      row.polls.lastAt = Math.max(row.polls.lastAt ?? r.at, r.at);
    } else {
      addTimelineEntry(row, { at: r.at, kind: "request", text: `${name} -> ${r.status ?? "-"}` });
    }
    this.#touch(row);
  }

  #ensure(key: string, chain: string, at: number): IntentRow {
    const existing = this.get(key);
    if (existing) return existing;
    const row = newIntentRow(key, chain, at);
    this.#rows.set(key, row);
    this.#aliasOf(row, key);
    return row;
  }

  #aliasOf(row: IntentRow, hash: string | undefined): void {
    if (hash === undefined || hash === "") return;
    const token = normaliseToken(hash);
    this.#alias.set(token, row.key);
    const waiting = this.#orphans.filter((r) => r.tokens.includes(token));
    if (waiting.length === 0) return;
    this.#orphans = this.#orphans.filter((r) => !waiting.includes(r));
    for (const r of waiting) this.#attach(row, r);
  }

  #rememberChain(hash: string, chain: string): void {
    this.#spokeChains.set(hash, chain);
    if (this.#spokeChains.size > MAX_SPOKE_CHAINS) {
      this.#spokeChains.delete(this.#spokeChains.keys().next().value ?? "");
    }
  }

  #touch(row: IntentRow | undefined): void {
    if (!row) return;
    const before = row.status;
    row.status = deriveRowStatus(row);
    if (row.status !== before && FINAL_ROW_STATUSES.includes(row.status)) {
      addTimelineEntry(row, { at: row.updatedAt, kind: "ledger", text: `final: ${row.status}` });
    }
    this.#dirty.add(row.key);
  }
}
