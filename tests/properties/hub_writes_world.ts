/**
 * One simulated world per hub-write run: the in-process simulator seeded by the schedule, hub-service
 * dependencies on its fetch (real sleeps and clock, driven by fake timers), the source family's test wallet (the
 * fixed keys of `examples/every_chain.ts`, shared with the every-family swap property, so a replay signs the same
 * bytes), and the one service write the schedule names.
 * @module
 */
import { maxUint256 } from "viem";
import { getChainType } from "../../core/chains/mod.ts";
import "../_fc_seed.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import type { Result } from "../../core/result.ts";
import { ConfigService } from "../../core/config/mod.ts";
import { createSpokeRouter } from "../../chains/registry/routing.ts";
import { type AnySpokeWalletProvider, walletAddressOf } from "../../chains/registry/wallets.ts";
import { createSimulatorApp, type SimulatorApp } from "../../simulator/mod.ts";
import type { ServiceDeps } from "../../services/deps/service_deps.ts";
import { HubProvider } from "../../chains/hub/hub_provider.ts";
import type { HubWriteResult } from "../../services/hub/write_result.ts";
import { MoneyMarketService } from "../../services/money_market/mod.ts";
import { StakingService } from "../../services/staking/mod.ts";
import { RecoveryService } from "../../services/recovery/mod.ts";
import { DexService } from "../../services/dex/mod.ts";
import { testWallet } from "../../examples/every_chain.ts";
import { seededRandom } from "./_harness.ts";
import {
  HUB_WRITE_SOURCES,
  hubFaultsOf,
  type HubLostAnswer,
  type HubWriteSchedule,
  SOURCE_CHAIN,
} from "./hub_writes_schedules.ts";

const ZERO = "0x0000000000000000000000000000000000000000";
const RECEIVER = "0x00000000000000000000000000000000000000b0";
/** The dex pool the swap scenario trades in (the simulator's quoter answers any pool key). */
export const DEX_POOL = {
  currency0: "0x00000000000000000000000000000000000000c0",
  currency1: "0x00000000000000000000000000000000000000c1",
  hooks: ZERO,
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;

/** A world of one run. */
export interface HubWorld {
  sim: SimulatorApp;
  deps: ServiceDeps;
  srcChainKey: string;
  /** Starts the schedule's write (call once). */
  write(): Promise<Result<HubWriteResult, ClientError>>;
}

/** The source family's test wallet (fixed keys: the simulator funds every account of every family). */
function walletOf(config: ConfigService, chainKey: SpokeChainKey, fetch: FetchLike): AnySpokeWalletProvider {
  const wallet = testWallet(config, chainKey, { fetch });
  if (!wallet.ok) throw wallet.error;
  return wallet.value;
}

/**
 * The token a money-market supply deposits from a chain: USDC where the chain lists it, else the chain's first
 * money-market token (a vault among the reserve assets: ICON's legacy bnUSD, Bitcoin's BTC).
 */
function supplyTokenOf(config: ConfigService, chainKey: SpokeChainKey): string {
  const reserves = new Set(
    config.instanceConfig.moneyMarket.supportedReserveAssets.map((r) => r.toLowerCase()),
  );
  const tokens = config.getChainConfig(chainKey).supportedTokens;
  const t = tokens.find((x) => x.symbol === "USDC") ??
    tokens.find((x) => reserves.has(x.vault.toLowerCase()));
  if (!t) throw new Error(`No money-market token on ${chainKey}`);
  return t.address;
}

/** USDC of a chain, from the configuration. */
function usdcOf(config: ConfigService, chainKey: SpokeChainKey): string {
  const t = config.getChainConfig(chainKey).supportedTokens.find((x) => x.symbol === "USDC");
  if (!t) throw new Error(`No USDC on ${chainKey}`);
  return t.address;
}

/** Options of {@link createHubWorld}. */
export interface HubWorldOptions {
  /** Wraps the simulator's fetch for every client-side call (deps, adapters, wallet). @default none */
  wrapFetch?: ((fetch: FetchLike) => FetchLike) | undefined;
}

/**
 * The fetch that loses the relayer answers `lost` names: the request reaches the relayer (which applies it), its
 * answer is discarded and the client sees a `TypeError` (a reset connection).
 */
export function losingRelayerAnswers(lost: readonly HubLostAnswer[], fetch: FetchLike): FetchLike {
  const pending = lost.map((l) => ({
    action: l.key === "relaySubmit" ? "submit" : "get_transaction_packets",
    n: l.count,
  }));
  return async (input, init) => {
    const req = new Request(input, init);
    if (req.method !== "POST" || !new URL(req.url).pathname.includes("/relayer")) return await fetch(req);
    const action = String((JSON.parse(await req.clone().text()) as { action?: unknown }).action);
    const res = await fetch(req);
    const hit = pending.find((p) => p.action === action && p.n > 0);
    if (hit === undefined) return res;
    hit.n--;
    await res.body?.cancel();
    throw new TypeError(`connection reset after the relayer applied ${action}`);
  };
}

/** Builds the simulator (faults installed), the deps and the write of `s` (no I/O yet). */
export function createHubWorld(s: HubWriteSchedule, options: HubWorldOptions = {}): HubWorld {
  const sim = createSimulatorApp({
    preset: "calm",
    seed: s.seed,
    allowAnyKey: true,
    requestLogCapacity: 10_000,
  });
  sim.setFaults(hubFaultsOf(s));
  const config = new ConfigService({ ...sim.clientConfig, dex: { dexPools: { TEST: DEX_POOL } } });
  const relayerFetch = s.lost.length > 0 ? losingRelayerAnswers(s.lost, sim.fetch) : sim.fetch;
  const fetch = options.wrapFetch?.(relayerFetch) ?? relayerFetch;
  const deps: ServiceDeps = {
    config,
    backendApi: {} as ServiceDeps["backendApi"],
    spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch }),
    hub: new HubProvider(() => config.instanceConfig.hub, { fetch }),
    fetch,
    transport: { random: seededRandom(s.seed) },
  };
  const srcChainKey = SOURCE_CHAIN[s.source];
  const wallet = walletOf(config, srcChainKey, fetch);
  const writeOptions = { walletProvider: wallet, timeout: s.timeoutMs };
  const write = async (): Promise<Result<HubWriteResult, ClientError>> => {
    // Wallets answer their address locally (keys in memory), no request.
    const base = { srcChainKey, srcAddress: await walletAddressOf(wallet) };
    // setup: an EVM wallet approved the asset manager for its tokens earlier (allowances start at zero; the
    // faults under test are the write's, not the approval's)
    const manager = config.getChainConfig(srcChainKey).addresses.assetManager;
    if (getChainType(srcChainKey) === "EVM" && manager !== undefined) {
      for (const t of config.getChainConfig(srcChainKey).supportedTokens) {
        sim.context.balances.approve(srcChainKey, base.srcAddress, t.address, manager, maxUint256);
      }
    }
    switch (s.write) {
      case "supply":
        return await new MoneyMarketService(deps).supply(
          { ...base, token: supplyTokenOf(config, srcChainKey), amount: 1_000_003n },
          writeOptions,
        );
      case "borrow":
        return await new MoneyMarketService(deps).borrow(
          {
            ...base,
            token: usdcOf(config, SOURCE_CHAIN.evm),
            amount: 1_000n,
            dstChainKey: SOURCE_CHAIN.evm,
            dstAddress: RECEIVER,
          },
          writeOptions,
        );
      case "stake":
        return await new StakingService(deps).stake({ ...base, amount: 10n ** 18n }, writeOptions);
      case "recoveryWithdraw":
        return await new RecoveryService(deps).withdrawHubAsset(
          { ...base, token: usdcOf(config, srcChainKey), amount: 5_000_000n },
          writeOptions,
        );
      case "dexSwap":
        return await new DexService(deps).swap(
          { ...base, pool: "TEST", tokenIn: DEX_POOL.currency0, amountIn: 1_000n, minAmountOut: 1n },
          writeOptions,
        );
    }
  };
  return { sim, deps, srcChainKey, write };
}

/**
 * Loads every family's lazily imported modules (the library's spoke adapters, the simulator's Injective SDK) in
 * real time, once per test module: under fake timers a first `import()` takes real time while virtual time races
 * ahead (a request timeout fires, or `settle` sees nothing left to run), so a cold cache would fail a clean run.
 */
export async function warmUpFamilies(): Promise<void> {
  const sim = createSimulatorApp({ preset: "instant", seed: 1, allowAnyKey: true });
  try {
    const config = new ConfigService(sim.clientConfig);
    const spokes = createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch });
    for (const source of HUB_WRITE_SOURCES) {
      const chainKey = SOURCE_CHAIN[source];
      const adapter = spokes.adapter(chainKey);
      if (!adapter.ok) throw adapter.error;
      const address = await walletAddressOf(walletOf(config, chainKey, sim.fetch));
      const balance = await adapter.value.getBalance(address, supplyTokenOf(config, chainKey));
      if (!balance.ok) throw balance.error;
    }
  } finally {
    sim.close();
  }
}
