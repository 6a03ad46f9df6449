/**
 * One simulated world per hub-write run: the in-process simulator seeded by the schedule, hub-service
 * dependencies on its fetch (real sleeps and clock, driven by fake timers), the source family's wallet (EVM
 * private key, Solana and Stellar keypairs derived from the seed, so a replay signs the same bytes), and the one
 * service write the schedule names.
 * @module
 */
import { Buffer } from "node:buffer";
import { Keypair as SolanaKeypair } from "@solana/web3.js";
import { Keypair as StellarKeypair } from "@stellar/stellar-sdk";
import "../_fc_seed.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import type { Result } from "../../core/result.ts";
import { ConfigService } from "../../core/config/mod.ts";
import { createSpokeRouter } from "../../chains/routing.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/wallet_provider.ts";
import { createKeypairSolanaWallet } from "../../chains/solana/wallet_keypair.ts";
import { createKeypairStellarWallet } from "../../chains/stellar/wallet_keypair.ts";
import type { AnySpokeWalletProvider } from "../../chains/wallets/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../simulator/mod.ts";
import type { HubServiceDeps } from "../../services/hub/deps.ts";
import { HubProvider } from "../../services/hub/hub_provider.ts";
import type { HubWriteResult } from "../../services/hub/write_result.ts";
import { MoneyMarketService } from "../../services/money_market/mod.ts";
import { StakingService } from "../../services/staking/mod.ts";
import { RecoveryService } from "../../services/recovery/mod.ts";
import { DexService } from "../../services/dex/mod.ts";
import { seededRandom } from "./_harness.ts";
import {
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
  deps: HubServiceDeps;
  srcChainKey: string;
  /** Starts the schedule's write (call once). */
  write(): Promise<Result<HubWriteResult, ClientError>>;
}

/** 32 bytes derived from the seed (keypair seeds of the non-EVM wallets). */
function seedBytes(seed: number): Uint8Array {
  const random = seededRandom(seed ^ 0x6b65_7973);
  return Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
}

function unwrap<T>(r: Result<T, ClientError>): T {
  if (!r.ok) throw r.error;
  return r.value;
}

/** The source address and wallet of a schedule. */
function walletOf(
  s: HubWriteSchedule,
  rpcUrl: string,
  fetch: FetchLike,
): { address: string; wallet: AnySpokeWalletProvider } {
  switch (s.source) {
    case "evm": {
      const wallet = unwrap(createPrivateKeyEvmWallet({
        privateKey: `0x${"01".repeat(32)}`,
        rpcUrl,
        fetch,
      }));
      return { address: "0x1a642f0E3c3aF545E7AcBD38b07251B3990914F1", wallet };
    }
    case "solana": {
      const kp = SolanaKeypair.fromSeed(seedBytes(s.seed));
      return { address: kp.publicKey.toBase58(), wallet: unwrap(createKeypairSolanaWallet(kp)) };
    }
    case "stellar": {
      const kp = StellarKeypair.fromRawEd25519Seed(Buffer.from(seedBytes(s.seed)));
      return { address: kp.publicKey(), wallet: unwrap(createKeypairStellarWallet(kp)) };
    }
  }
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
  const deps: HubServiceDeps = {
    config,
    backendApi: {} as HubServiceDeps["backendApi"],
    spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch }),
    hub: new HubProvider(() => config.instanceConfig.hub, { fetch }),
    fetch,
    transport: { random: seededRandom(s.seed) },
  };
  const srcChainKey = SOURCE_CHAIN[s.source];
  const { address, wallet } = walletOf(s, sim.urls.rpc(SOURCE_CHAIN.evm), fetch);
  const writeOptions = { walletProvider: wallet, timeout: s.timeoutMs };
  const base = { srcChainKey, srcAddress: address };
  const write = (): Promise<Result<HubWriteResult, ClientError>> => {
    switch (s.write) {
      case "supply":
        return new MoneyMarketService(deps).supply(
          { ...base, token: usdcOf(config, srcChainKey), amount: 1_000_003n },
          writeOptions,
        );
      case "borrow":
        return new MoneyMarketService(deps).borrow(
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
        return new StakingService(deps).stake({ ...base, amount: 10n ** 18n }, writeOptions);
      case "recoveryWithdraw":
        return new RecoveryService(deps).withdrawHubAsset(
          { ...base, token: usdcOf(config, srcChainKey), amount: 5_000_000n },
          writeOptions,
        );
      case "dexSwap":
        return new DexService(deps).swap(
          { ...base, pool: "TEST", tokenIn: DEX_POOL.currency0, amountIn: 1_000n, minAmountOut: 1n },
          writeOptions,
        );
    }
  };
  return { sim, deps, srcChainKey, write };
}
