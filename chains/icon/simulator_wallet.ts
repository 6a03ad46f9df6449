/**
 * `createSimulatorIconWallet`: a keypair-free {@link IconWalletProvider} for tests and offline examples. It signs
 * nothing: `sendTransaction` posts the unsigned `icx_sendTransaction` params to a node that does not check
 * signatures (the simulator's ICON RPC) and resolves to the hash the node answers. A real ICON node refuses it.
 *
 * @example Send through a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorIconWallet } from "./simulator_wallet.ts";
 * const hash = `0x${"ab".repeat(32)}`;
 * const wallet = createSimulatorIconWallet({
 *   address: `hx${"01".repeat(20)}`, rpcUrl: "http://sim.test/icon/api/v3",
 *   fetch: () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: hash })),
 * });
 * const sent = await wallet.sendTransaction({
 *   from: `hx${"01".repeat(20)}`, to: `cx${"02".repeat(20)}`, nid: "0x1", value: "0x0", method: "m", params: {},
 * });
 * assert.equal(sent, hash);
 * ```
 * @module
 */
import type { FetchLike } from "../../core/http/types.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import type { IconCallRequest, IconWalletProvider } from "./wallet.ts";
import { ICON_WALLET_STEP_LIMIT, toIconTransactionParams } from "./call_request.ts";

/** Options of {@link createSimulatorIconWallet}. */
export interface SimulatorIconWalletOptions {
  /** The wallet's address (`hx...`). */
  address: string;
  /** The node's JSON-RPC v3 endpoint (the simulator's ICON RPC). */
  rpcUrl: string;
  /** Injected fetch (e.g. the simulator's in-process fetch). @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Clock of the tx timestamps in ms. @default Date.now */
  now?: (() => number) | undefined;
}

/**
 * Creates the wallet (no I/O).
 *
 * @param options address, node, fetch, clock
 * @returns a provider whose `sendTransaction` rejects with the node's `ClientError` when the node refuses the tx
 */
export function createSimulatorIconWallet(options: SimulatorIconWalletOptions): IconWalletProvider {
  const { address, rpcUrl, fetch, now = Date.now } = options;
  return {
    getWalletAddress: () => Promise.resolve(address),
    async sendTransaction(request: IconCallRequest): Promise<string> {
      const params = toIconTransactionParams(request, {
        timestampMs: now(),
        stepLimit: ICON_WALLET_STEP_LIMIT,
      });
      // The same params carry the same hash: re-sending after a lost answer (reset, 502/504) applies nothing twice,
      // so the node call is retried like a read.
      const sent = await jsonRpcCall(rpcUrl, "icx_sendTransaction", { ...params }, { fetch });
      if (!sent.ok) throw sent.error;
      return String(sent.value);
    },
  };
}
