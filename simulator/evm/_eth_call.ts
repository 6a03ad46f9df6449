/**
 * `eth_call` answers: a selector lookup in the read tables of `hub_reads/` (ERC-20 reads, hub wallet derivation,
 * and deterministic state for the reads of the hub services); anything else returns `0x`.
 */
import type { Address, Hex } from "viem";
import { type EthCallContext, READ_HANDLERS } from "./hub_reads/mod.ts";

export type { EthCallContext } from "./hub_reads/mod.ts";
export { SIM_RESERVES, SIM_VAULT_TOTAL, simPosition, simUserReserves } from "./hub_reads/mod.ts";

/** Answers `eth_call({to, data})`. */
export function ethCall(ctx: EthCallContext, to: Address | undefined, data: Hex): Hex {
  const handler = READ_HANDLERS.get(data.slice(0, 10).toLowerCase());
  return handler === undefined ? "0x" : handler(ctx, to, data);
}
