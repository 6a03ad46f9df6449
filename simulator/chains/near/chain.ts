/**
 * The NEAR family of the simulator: its JSON-RPC node at `/near`, snapshot store `near`, and the deployment's
 * rate-limit contract (`rate_limits.ts`: `get_rate_limit` reads, withdrawals beyond the available amount
 * refused).
 *
 * @example The node's store joins the simulator's stores
 * ```ts
 * import assert from "node:assert/strict";
 * import { nearChain } from "./chain.ts";
 * assert.equal(nearChain.family, "near");
 * ```
 * @module
 */
import type { ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { createNearRpc, type NearRpc, nearRpcOptionsFromConfig } from "./rpc_app.ts";
import { createNearRateLimits } from "./rate_limits.ts";

/** A withdrawal (a delivery's credit) on NEAR. */
export interface NearWithdrawal {
  /** The token account. */
  token: string;
  /** The amount. */
  amount: bigint;
}

/** The NEAR node: its JSON-RPC node, its store, and the rate-limit rule of withdrawals. */
export type NearNode = ChainNode<{ near: NearRpc["store"] }> & {
  /** Why the rate-limit contract refuses the withdrawal now, or `undefined`. */
  creditRefusal(withdrawal: NearWithdrawal): string | undefined;
  /** Drains the rate limit by an accepted withdrawal. */
  credited(withdrawal: NearWithdrawal): void;
};

/** The NEAR node. */
export const nearChain: ChainModule<NearNode> = {
  family: "near",
  storeNames: ["near"],
  create({ config, ledger, balances, clock, nearRateLimits }) {
    const rateLimits = createNearRateLimits({ now: () => clock.now(), limits: nearRateLimits });
    const contract = config.chains.near.addresses.rateLimit || "rate-limit.sodax.near";
    const node = createNearRpc({
      ledger,
      balances,
      ...nearRpcOptionsFromConfig(config),
      rateLimits: { contract, state: rateLimits },
    });
    return {
      routes: [{ path: "/near", app: node.app, tooLarge: jsonRpcTooLarge }],
      stores: { near: node.store },
      relayDataOf: (chainId, txHash) => node.relayDataOfRelay(chainId, txHash),
      reset: () => {
        node.reset();
        rateLimits.reset();
      },
      creditRefusal: (w) => rateLimits.refusal(w.token, w.amount),
      credited: (w) => rateLimits.consume(w.token, w.amount),
    };
  },
};
