/**
 * `eth_call` answers: a selector lookup in the read tables of `hub_reads/` (ERC-20 reads, hub wallet derivation,
 * and deterministic state for the reads of the hub services); anything else returns `0x`. On the hub, the reads
 * the positions store changes (xSODA and fee balances, xSODA totals) add its changes to the tables' answers.
 * A call to Multicall3's canonical address runs `aggregate3` (`multicall3.ts`), each inner call answered here.
 */
import type { Address, Hex } from "viem";
import { positionsRead } from "../../state/positions/reads.ts";
import { type EthCallContext, READ_HANDLERS } from "./hub_reads/mod.ts";
import { aggregate3, isMulticall3 } from "./multicall3.ts";

export type { EthCallContext } from "./hub_reads/mod.ts";
export { SIM_VAULT_TOTAL } from "./hub_reads/mod.ts";

/** Answers `eth_call({to, data})`. */
export function ethCall(ctx: EthCallContext, to: Address | undefined, data: Hex): Hex {
  if (isMulticall3(to)) return aggregate3(data, (target, callData) => ethCall(ctx, target, callData));
  const handler = READ_HANDLERS.get(data.slice(0, 10).toLowerCase());
  const table = (): Hex => (handler === undefined ? "0x" : handler(ctx, to, data));
  if (ctx.positions === undefined) return table();
  ctx.positions.sync();
  return positionsRead(ctx.positions, to, data, table) ?? table();
}
