/**
 * The one shape every simulated chain family has (`simulator/chains/<family>/chain.ts`): a {@link ChainModule}
 * builds a {@link ChainNode} from the simulator's shared state, and the app mounts every node the same way (its
 * routes), snapshots its stores, asks it for relay data and resets it. `chains/registry.ts` lists the modules.
 *
 * @example A node with one route and no state
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import type { ChainModule } from "./chain_module.ts";
 * const pingChain: ChainModule = {
 *   family: "ping",
 *   storeNames: [],
 *   create: () => ({ routes: [{ path: "/ping", app: new Hono().get("/", (c) => c.text("pong")) }], stores: {}, reset() {} }),
 * };
 * assert.equal(pingChain.create({} as never).routes[0]?.path, "/ping");
 * ```
 * @module
 */
import type { Context, Hono } from "hono";
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import type { FaultEngine } from "../faults/fault_engine.ts";
import type { TooLargeAnswer } from "../http/body_limits.ts";
import type { BalanceBook } from "../state/balances/balance_book.ts";
import type { SimClock } from "../state/clock.ts";
import type { Ledger } from "../state/ledger.ts";
import type { PositionsStore } from "../state/positions/store.ts";
import type { SimStore } from "../state/sim_store.ts";

/** What every chain node is built from: the simulator's configuration and shared state. */
export interface ChainDeps {
  /** The configuration the simulator serves. */
  config: Readonly<ClientDefaultConfig>;
  /** Where accepted transactions are recorded. */
  ledger: Ledger;
  /** Balances and allowances of every chain. */
  balances: BalanceBook;
  /** Hub positions (the hub's reads and writes). */
  positions: PositionsStore;
  /** The simulator's clock. */
  clock: SimClock;
  /** The fault engine (dropped txs, sequence conflicts). */
  faults: FaultEngine;
  /** The simulator's seed at creation. */
  seed: number;
  /** The gateway prefix (`/v1`, or `""`). */
  prefix: string;
  /**
   * NEAR rate limits by token (`SimulatorOptions.nearRateLimits`). @default every token `DEFAULT_NEAR_RATE_LIMIT`
   */
  nearRateLimits?:
    | Readonly<Record<string, { maxAvailable: bigint; ratePerSecond: bigint } | null>>
    | undefined;
  /** Hub vault `maxDeposit`s by hub asset (`SimulatorOptions.vaultMaxDeposits`). @default every hub asset uncapped */
  vaultMaxDeposits?: Readonly<Record<string, bigint>> | undefined;
}

/** The relay data of a spoke tx the relayer submits: the hub address and the hub payload. */
export interface RelayData {
  address: string;
  payload: string;
}

/**
 * One route of a node: a sub-app mounted at `path` (`app`), or a handler for `path` (`handle`, for every method
 * or only `POST`). `gateway` routes sit under the gateway prefix, the others at the root.
 */
export type ChainRoute =
  & {
    readonly path: string;
    readonly gateway?: boolean;
    /** Its 413 answer to a body over the cap (the JSON-RPC nodes: `jsonRpcTooLarge`). @default the backend's */
    readonly tooLarge?: TooLargeAnswer | undefined;
  }
  & (
    // deno-lint-ignore no-explicit-any
    | { readonly app: Hono<any> }
    | {
      readonly method: "all" | "post";
      readonly handle: (c: Context) => Response | Promise<Response>;
    }
  );

/** The snapshot stores of a node, by snapshot part name (in snapshot order). */
export type ChainStores = Readonly<Record<string, SimStore<unknown>>>;

/** A simulated chain family at run time. */
export interface ChainNode<S extends ChainStores = ChainStores> {
  /** Its routes. */
  readonly routes: readonly ChainRoute[];
  /** Its snapshot stores, by snapshot part name (in snapshot order). */
  readonly stores: S;
  /** The relay data of `txHash` when `chainId` is one of its relay chain ids. @default none */
  relayDataOf?(chainId: string, txHash: string): RelayData | undefined;
  /** Forgets its state (the simulator's reset, after the shared state was reset). */
  reset(seed: number): void;
}

/** A simulated chain family: its name and how to build its node. */
export interface ChainModule<N extends ChainNode = ChainNode> {
  /** The family (`evm`, `solana`, ...). */
  readonly family: string;
  /** The names of its node's stores, in snapshot order. */
  readonly storeNames: readonly (keyof N["stores"] & string)[];
  /** Builds the node. */
  create(deps: ChainDeps): N;
}
