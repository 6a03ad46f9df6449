/**
 * Pure helpers of the ledger: deterministic hashes, packet status at a time, fill planning.
 * @module
 */
import { keccak_256 } from "@noble/hashes/sha3.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import type { PacketStatus } from "../../core/schemas/relayer.ts";
import type { LedgerFill, LedgerIntent, LedgerPacket, LedgerProfile } from "./types.ts";

const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

/**
 * A deterministic 32-byte hash of some labelled parts (keccak256 of the UTF-8 of `parts.join("|")`), as a flat
 * `0x` string: built with one `join`, it holds ~100 bytes where a string grown by `+=` keeps a rope of ~900. The
 * current `@noble/hashes` keccak, as in `hub_abi/keccak_hex.ts` (viem's `keccak256` is the same function, slower).
 */
export function derivedHash(...parts: string[]): string {
  const bytes = keccak_256(utf8ToBytes(parts.join("|")));
  const hex = new Array<string>(bytes.length + 1);
  hex[0] = "0x";
  for (let i = 0; i < bytes.length; i++) hex[i + 1] = HEX_BYTES[bytes[i]];
  return hex.join("");
}

/** The packet's status at `now`. */
export function packetStatusAt(packet: LedgerPacket, now: number): PacketStatus {
  const dt = now - packet.submittedAt;
  if (dt >= packet.timings.executedMs) return "executed";
  if (dt >= packet.timings.executingMs) return "executing";
  if (dt >= packet.timings.validatingMs) return "validating";
  return "pending";
}

/** Time at which the packet is executed. */
export function packetExecutedAt(packet: LedgerPacket): number {
  return packet.submittedAt + packet.timings.executedMs;
}

/**
 * Plans the fills of an executed intent: one full fill, or `partialFills` fills when the intent allows it.
 * Input is split evenly (the remainder goes to the last fill); output is at least `minOutputAmount` pro rata.
 */
export function planFills(
  intent: LedgerIntent,
  intentHash: string,
  requestedAt: number,
  solver: LedgerProfile["solver"],
): LedgerFill[] {
  const n = intent.allowPartialFill ? Math.max(1, Math.floor(solver.partialFills)) : 1;
  const total = intent.inputAmount;
  const share = total / BigInt(n);
  const fills: LedgerFill[] = [];
  let given = 0n;
  for (let i = 0; i < n; i++) {
    const input = i === n - 1 ? total - given : share;
    given += input;
    const output = total === 0n ? 0n : (intent.minOutputAmount * input * 101n) / (total * 100n);
    fills.push({
      at: requestedAt + solver.firstFillMs + i * solver.fillIntervalMs,
      fillTxHash: derivedHash("fill", intentHash, String(i)),
      inputAmount: input,
      outputAmount: output,
    });
  }
  return fills;
}
