/**
 * One simulated world per run: the in-process simulator seeded by the schedule, a client-side request log (URL,
 * method, `x-api-key`, virtual time) around its `fetch`, an `XSwap` client and an EVM wallet on Base.
 * @module
 */
import type fc from "fast-check";
import { maxUint256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import "../_fc_seed.ts";
import { type SpokeChainKey, XSwap, type XSwapOptions } from "../../mod.ts";
import { createPrivateKeyEvmWallet, type EvmWalletProvider } from "../../chains/evm/mod.ts";
import { createSimulatorApp, type FaultConfigPatch, type SimulatorApp } from "../../simulator/mod.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { seededRandom } from "./_harness.ts";

/** Where a request went, by service. */
export type Target =
  | "swaps"
  | "bridge"
  | "data"
  | "oracle"
  | "solver"
  | "relayer"
  | "rpc"
  | "horizon"
  | "sponsoring"
  | "other";

/** One request as the client sent it. */
export interface SentRequest {
  at: number;
  method: string;
  url: string;
  target: Target;
  /** `x-api-key` as sent; null when absent. */
  apiKey: string | null;
}

/** Classifies a request URL by service (the simulator serves every origin by path). */
export function targetOf(url: string): Target {
  const path = new URL(url).pathname.replace(/^\/v1(?=\/)/, "");
  if (path.startsWith("/relayer")) return "relayer";
  if (path.startsWith("/rpc/")) return "rpc";
  if (path.startsWith("/horizon")) return "horizon";
  if (path.startsWith("/sponsorships/")) return "sponsoring";
  if (path.startsWith("/swaps")) return "swaps";
  if (path.startsWith("/bridge")) return "bridge";
  if (path.startsWith("/be/oracle") || path === "/intent/oracle") return "oracle";
  if (path.startsWith("/be/")) return "data";
  if (/^\/intent\/(quote|execute|status)$/.test(path)) return "solver";
  return "other";
}

/** A world of one run. */
export interface World {
  sim: SimulatorApp;
  client: XSwap;
  wallet: EvmWalletProvider;
  sent: SentRequest[];
  fetch: FetchLike;
  /** The scheduler that holds responses, if any. */
  scheduler?: fc.Scheduler | undefined;
}

/** Options of {@link createWorld}. */
export interface WorldOptions {
  seed: number;
  faults?: FaultConfigPatch | undefined;
  /** Overrides merged over the simulator's client configuration. */
  client?: Partial<XSwapOptions> | undefined;
  /** Holds and reorders the responses of every request of the client. @default none */
  scheduler?: fc.Scheduler | undefined;
}

/** Creates the simulator, the logged fetch, the client and the wallet (no I/O yet). */
export function createWorld(options: WorldOptions): World {
  const sim = createSimulatorApp({
    preset: "calm",
    seed: options.seed,
    allowAnyKey: true,
    requestLogCapacity: 100_000,
  });
  if (options.faults) sim.setFaults(options.faults);
  const sent: SentRequest[] = [];
  const logged: FetchLike = (input, init) => {
    const req = new Request(input, init);
    sent.push({
      at: Date.now(),
      method: req.method,
      url: req.url,
      target: targetOf(req.url),
      apiKey: req.headers.get("x-api-key"),
    });
    return sim.fetch(req);
  };
  const scheduler = options.scheduler;
  const fetch: FetchLike = scheduler ? scheduler.scheduleFunction(logged) : logged;
  const client = new XSwap({
    ...sim.clientConfig,
    ...options.client,
    fetch,
    transport: { random: seededRandom(options.seed), ...options.client?.transport },
  });
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"01".repeat(32)}`,
    rpcUrl: sim.urls.rpc("0x2105.base"),
    fetch,
  });
  if (!wallet.ok) throw wallet.error;
  // allowances start at zero: the world starts as a wallet that approved the Base asset manager for USDC earlier
  // (set in the book, so the request log holds only what a run does)
  const owner = privateKeyToAccount(`0x${"01".repeat(32)}`).address;
  const manager = client.instanceConfig.chains["0x2105.base"].addresses.assetManager ?? "";
  sim.context.balances.approve("0x2105.base", owner, usdcPair(client).base, manager, maxUint256);
  return { sim, client, wallet: wallet.value, sent, fetch, scheduler };
}

/** USDC on Base and on BSC, from the client's configuration. */
export function usdcPair(client: XSwap): { base: string; bsc: string } {
  const find = (chain: string): string => {
    const t = client.config.getSupportedSwapTokens(chain as SpokeChainKey).find((x) => x.symbol === "USDC");
    if (!t) throw new Error(`No USDC on ${chain}`);
    return t.address;
  };
  return { base: find("0x2105.base"), bsc: find("0x38.bsc") };
}
