/** An in-process simulator EVM RPC for the adapter tests (no sockets). */
import type { FetchLike } from "../../../core/http/types.ts";
import { createEvmRpcApp } from "../../../simulator/chains/evm/rpc_app.ts";
import type { SpokeTxRecord } from "../../../simulator/chains/evm/types.ts";

/** Hub addresses of docs/wire_inventory.md#hub-addresses. */
export const HUB = {
  walletFactory: "0xA0ed3047D358648F2C0583B415CffCA571FDB544",
  walletRouter: "0xC67C3e55c665E78b25dc9829B3Aa5af47d914733",
  intents: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef",
} as const;

/** Arbitrum's asset manager (docs/wire_inventory.md#hub-addresses). */
export const ARB_ASSET_MANAGER = "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3";

/** A simulator app, its fetch, the txs it saw and a settable clock. */
export function startSim(nowMs = 1_700_000_000_000): {
  fetch: FetchLike;
  records: SpokeTxRecord[];
  clock: { now: number };
  rpc: (chainKey: string) => string;
  fail: { next: boolean };
} {
  const records: SpokeTxRecord[] = [];
  const clock = { now: nowMs };
  const fail = { next: false };
  const app = createEvmRpcApp({
    chains: { "0xa4b1.arbitrum": { chainId: 42161 }, sonic: { chainId: 146 } },
    now: () => clock.now,
    hubWalletFactory: HUB.walletFactory,
    walletRouter: HUB.walletRouter,
    onSpokeTx: (r) => {
      if (fail.next) {
        fail.next = false;
        throw new Error("ledger refused");
      }
      records.push(r);
    },
  });
  return {
    fetch: (input, init) => Promise.resolve(app.request(input, init)),
    records,
    clock,
    rpc: (chainKey) => `http://sim.local/rpc/${chainKey}`,
    fail,
  };
}
