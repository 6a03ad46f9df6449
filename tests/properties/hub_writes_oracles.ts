/**
 * Checks of the hub-write property, each returning its violations (empty = fine) so one run reports every broken
 * invariant at once: one source tx and one packet carrying the payload on success, a stable code and phase and
 * the source tx hash on failure, no second packet whatever the client retried, the relay timeout on the virtual
 * clock.
 * @module
 */
import { getIntentRelayChainId, type SpokeChainKey } from "../../core/chains/mod.ts";
import { type ClientError, ERROR_CODES } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { decodeContractCalls } from "../../chains/hub/contract_calls.ts";
import type { HubWriteResult } from "../../services/hub/write_result.ts";
import type { SimulatorApp } from "../../simulator/mod.ts";
import { EPS_MS } from "./_oracles.ts";

/** What one write did. */
export interface HubWriteRun {
  result: Result<HubWriteResult, ClientError>;
  /** Virtual time the write started and settled. */
  startAt: number;
  endAt: number;
}

/** The phases of a hub-service error (`services/hub/phase_error.ts`). */
export const HUB_PHASES: ReadonlySet<string> = new Set([
  "validate",
  "lookup",
  "allowanceCheck",
  "approve",
  "intentCreation",
  "submit",
  "relay",
]);

const same = (a: unknown, b: unknown): boolean =>
  typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase();

/** Hashes of the source txs the simulator recorded (any chain). */
export function recordedTxs(sim: SimulatorApp): { chainKey: string; txHash: string }[] {
  return sim.ledger.events().filter((e) => e.type === "spoke_tx").map((e) => ({
    chainKey: String(e.detail?.chainKey),
    txHash: e.ref,
  }));
}

/** Nothing duplicated: at most one source tx (on the source chain), one relay submission applied, one packet. */
export function checkNoDuplicates(sim: SimulatorApp, srcChainKey: string): string[] {
  const out: string[] = [];
  const txs = recordedTxs(sim);
  if (txs.length > 1) out.push(`D1: ${txs.length} source txs recorded for one write`);
  const elsewhere = txs.filter((t) => t.chainKey !== srcChainKey);
  if (elsewhere.length > 0) out.push(`D1: a tx was recorded on ${elsewhere[0].chainKey}, not ${srcChainKey}`);
  const submits = sim.ledger.events().filter((e) => e.type === "relay_submitted").length;
  if (submits > 1) out.push(`D2: ${submits} relay packets created for one write`);
  const applied = sim.ledger.counters.relaySubmit.applied;
  if (applied > 1) out.push(`D2: relay submit applied ${applied} times`);
  const relayId = getIntentRelayChainId(srcChainKey as SpokeChainKey).toString();
  for (const tx of txs) {
    const n = sim.ledger.packetsFor(relayId, tx.txHash).length;
    if (n > 1) out.push(`D2: ${n} packets for source tx ${tx.txHash}`);
  }
  return out;
}

/** Success: exactly one source tx (the returned one) and one executed packet carrying the relay data. */
export function checkSuccess(sim: SimulatorApp, srcChainKey: string, value: HubWriteResult): string[] {
  if (value.kind !== "sent") return [`S0: a sent write returned ${value.kind}`];
  const out: string[] = [];
  const txs = recordedTxs(sim);
  if (txs.length !== 1 || !same(txs[0].txHash, value.srcTxHash)) {
    out.push(
      `S1: ok with srcTxHash ${value.srcTxHash} but the simulator recorded [${txs.map((t) => t.txHash)}]`,
    );
  }
  const relayId = getIntentRelayChainId(srcChainKey as SpokeChainKey).toString();
  const packets = sim.ledger.packetsFor(relayId, value.srcTxHash);
  if (packets.length !== 1) return [...out, `S2: ok but ${packets.length} packets carry the source tx`];
  const [p] = packets;
  if (p.payload !== value.relayData.payload) {
    out.push(`S2: the packet's payload ${p.payload.slice(0, 42)} is not the write's hub call list`);
  }
  if (!same(p.dst_address, value.relayData.address)) {
    out.push(`S2: the packet goes to ${p.dst_address}, not the hub wallet ${value.relayData.address}`);
  }
  if (!same(p.dst_tx_hash, value.hubTxHash)) out.push(`S2: hubTxHash is not the packet's dst_tx_hash`);
  if (p.status !== "executed") out.push(`S2: ok but the packet is ${p.status}`);
  return out;
}

/**
 * Failure: a known code, a hub phase, and (nothing lost) the recorded source tx's hash in `context.srcTxHash`;
 * a packet created for it carries a decodable hub call list.
 */
export function checkFailure(sim: SimulatorApp, srcChainKey: string, error: ClientError): string[] {
  const out: string[] = [];
  const why = `${error.code} "${error.message}" phase ${String(error.context.phase)}`;
  if (!(ERROR_CODES as readonly string[]).includes(error.code)) out.push(`F1: unknown code (${why})`);
  if (!HUB_PHASES.has(String(error.context.phase))) out.push(`F1: no hub phase in context (${why})`);
  if (error.context.action === undefined) out.push(`F1: no action in context (${why})`);
  const txs = recordedTxs(sim);
  if (txs.length === 1 && !same(error.context.srcTxHash, txs[0].txHash)) {
    out.push(
      `F2: source tx ${txs[0].txHash} was sent but the error carries srcTxHash ${
        String(error.context.srcTxHash)
      } (${why})`,
    );
  }
  const relayId = getIntentRelayChainId(srcChainKey as SpokeChainKey).toString();
  for (const tx of txs) {
    for (const p of sim.ledger.packetsFor(relayId, tx.txHash)) {
      const calls = decodeContractCalls(p.payload as `0x${string}`);
      if (!calls.ok || calls.value.length === 0) {
        out.push(`F3: the packet of ${tx.txHash} carries no call list`);
      }
    }
  }
  return out;
}

/**
 * The relay timeout holds on the virtual clock: from the first relayer request to the end takes at most
 * `timeoutMs`, and a `RELAY_TIMEOUT` does not come early.
 */
export function checkRelayBound(sim: SimulatorApp, run: HubWriteRun, timeoutMs: number): string[] {
  const first = sim.requests().find((e) => e.route.startsWith("POST /relayer"));
  if (first === undefined) {
    const code = run.result.ok ? "ok" : run.result.error.code;
    return run.result.ok || code === "RELAY_TIMEOUT" ? [`T1: ${code} without a relayer request`] : [];
  }
  const out: string[] = [];
  const took = run.endAt - first.at;
  if (took > timeoutMs + EPS_MS) out.push(`T1: the relay took ${took} ms > timeout ${timeoutMs}`);
  if (!run.result.ok && run.result.error.code === "RELAY_TIMEOUT" && took < timeoutMs - EPS_MS) {
    out.push(`T2: RELAY_TIMEOUT after ${took} ms < timeout ${timeoutMs}`);
  }
  return out;
}
