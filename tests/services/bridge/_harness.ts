/**
 * Bridge tests harness: the in-process simulator (preset `instant`, system clock driven by fake timers), a client
 * built on it, a private-key wallet on Base, and a fetch wrapper that can hold back receipts to make on-chain
 * verification take fake time.
 * @module
 */
import FakeTimers from "@sinonjs/fake-timers";
import { maxUint256 } from "viem";
import type { FetchLike } from "../../../core/http/types.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { BridgeService } from "../../../services/bridge/mod.ts";
import { XSwap, type XSwapOptions } from "../../../services/client/xswap.ts";
import type { ServiceDeps } from "../../../services/swaps/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";

/** The installed fake clock. */
export type Clock = ReturnType<typeof FakeTimers.install>;

/** Base USDC and Arbitrum USDC (one hub vault, two hub assets). */
export const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
/** Arbitrum USDC. */
export const ARB_USDC = "0xaf88d065e77c8cC2239327C5EDb3A432268e5831";
/** The Base asset manager (the spender of a Base deposit). */
export const MANAGER = "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3";
/** A recipient on Arbitrum. */
export const RECIPIENT = "0x2222222222222222222222222222222222222222";
const PRIVATE_KEY = `0x${"0a".repeat(32)}` as const;

class TestClient extends XSwap {
  get sharedDeps(): ServiceDeps {
    return this.deps;
  }
}

/** Options of {@link createHarness}. */
export interface HarnessOptions {
  /** Client options merged over the simulator's. @default {} */
  client?: Partial<XSwapOptions> | undefined;
  /** Whether the wallet starts with an unlimited Base USDC allowance to the asset manager. @default true */
  approved?: boolean | undefined;
  /** While the fake clock is before `firstReceiptCall + receiptDelayMs`, receipts read as missing. @default 0 */
  receiptDelayMs?: number | undefined;
}

/** What a test gets. */
export interface Harness {
  sim: SimulatorApp;
  service: BridgeService;
  wallet: EvmWalletProvider;
  address: string;
  /** Fake time at which the first receipt was requested (`undefined` before). */
  firstReceiptAt(): number | undefined;
}

/** Builds the simulator, client, service and wallet. Call with fake timers installed. */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const sim = createSimulatorApp({ preset: "instant", clock: "system" });
  let firstReceipt: number | undefined;
  const delay = options.receiptDelayMs ?? 0;
  const fetch: FetchLike = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : "";
    if (delay > 0 && body.includes("eth_getTransactionReceipt")) {
      firstReceipt ??= Date.now();
      if (Date.now() < firstReceipt + delay) {
        const { id } = JSON.parse(body) as { id: number };
        return Response.json({ jsonrpc: "2.0", id, result: null });
      }
    }
    return await sim.fetch(input as string | URL | Request, init);
  };
  const client = new TestClient({ ...sim.clientConfig, fetch, ...options.client });
  const wallet = createPrivateKeyEvmWallet({
    privateKey: PRIVATE_KEY,
    rpcUrl: sim.urls.rpc("0x2105.base"),
    fetch: sim.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const address = await wallet.value.getAddress();
  if (options.approved !== false) {
    // allowances start at zero: the harness starts as a wallet that approved the Base asset manager for USDC
    // earlier (set in the book so request logs and counters hold only what a test does; allowance_test.ts
    // drives bridge.approve itself)
    sim.context.balances.approve("0x2105.base", address, BASE_USDC, MANAGER, maxUint256);
  }
  return {
    sim,
    service: new BridgeService(client.sharedDeps),
    wallet: wallet.value,
    address,
    firstReceiptAt: () => firstReceipt,
  };
}

/** Runs `fn` with fake timers (setTimeout, clearTimeout, Date), uninstalling afterwards. */
export async function withClock(fn: (clock: Clock) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install({
    toFake: ["setTimeout", "clearTimeout", "Date"],
    now: 1_700_000_000_000,
  });
  try {
    await fn(clock);
  } finally {
    clock.uninstall();
  }
}

/** Advances the fake clock in steps until `promise` settles (bounded), and returns its value. */
export async function drive<T>(
  clock: Clock,
  promise: Promise<T>,
  stepMs = 50,
  maxMs = 3_600_000,
): Promise<T> {
  let done = false;
  const settled = promise.finally(() => {
    done = true;
  });
  for (let spent = 0; !done && spent < maxMs; spent += stepMs) await clock.tickAsync(stepMs);
  return await settled;
}
