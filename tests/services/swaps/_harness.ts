/**
 * Harness of the swap-flow tests: an in-process simulator, an `XSwap` wired to it, an EVM wallet, and virtual time
 * (fake timers drive both the library's sleeps and the simulator's clock, which reads `Date.now`).
 */
import FakeTimers from "@sinonjs/fake-timers";
import { maxUint256 } from "viem";
import { createPrivateKeyEvmWallet, type EvmWalletProvider } from "../../../chains/evm/mod.ts";
import type { SwapParams } from "../../../services/swaps/mod.ts";
import { XSwap, type XSwapOptions } from "../../../services/client/xswap.ts";
import { createSimulatorApp, type FaultConfigPatch, type SimulatorApp } from "../../../simulator/mod.ts";

export interface SwapWorld {
  sim: SimulatorApp;
  client: XSwap;
  wallet: EvmWalletProvider;
  me: string;
  clock: ReturnType<typeof FakeTimers.install>;
  params(overrides?: Partial<SwapParams>): SwapParams;
  /** Grants the swap's spender `amount` (default: unlimited) of the input token of `params` (setup). */
  approve(params: SwapParams, amount?: bigint): Promise<void>;
  /** Resolves `promise` by advancing virtual time in `stepMs` steps (at most `maxMs`). */
  settle<T>(promise: Promise<T>, stepMs?: number, maxMs?: number): Promise<T>;
}

export const PRIVATE_KEY = `0x${"01".repeat(32)}` as const;

/** Runs `fn` in a fresh world; always closes the simulator and restores real timers. */
export async function withSwapWorld(
  fn: (world: SwapWorld) => Promise<void>,
  options: { faults?: FaultConfigPatch; client?: Partial<XSwapOptions> } = {},
): Promise<void> {
  const clock = FakeTimers.install({
    now: 1_700_000_000_000,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  const sim = createSimulatorApp({ preset: "instant", seed: 7 });
  try {
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, ...options.client });
    const wallet = createPrivateKeyEvmWallet({
      privateKey: PRIVATE_KEY,
      rpcUrl: sim.urls.rpc("0x2105.base"),
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const me = await wallet.value.getAddress();
    const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
    const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC")!;
    const settle = async <T>(promise: Promise<T>, stepMs = 50, maxMs = 900_000): Promise<T> => {
      let done = false;
      let value: T | undefined;
      let failure: unknown;
      promise.then((v) => {
        done = true;
        value = v;
      }, (e) => {
        done = true;
        failure = e;
      });
      for (let t = 0; !done && t <= maxMs; t += stepMs) await clock.tickAsync(stepMs);
      if (!done) throw new Error(`promise did not settle within ${maxMs} ms of virtual time`);
      if (failure !== undefined) throw failure;
      return value as T;
    };
    // allowances start at zero: the world starts as a wallet that approved the asset manager for Base USDC
    // earlier (set in the simulator's book, so request logs and counters hold only what a test does;
    // allowance_test.ts drives swaps.approve itself)
    const approve = (params: SwapParams, amount = maxUint256): Promise<void> => {
      const chain = client.instanceConfig.chains[params.srcChainKey];
      const spender = params.srcChainKey === "sonic"
        ? client.instanceConfig.solver.intentsContract
        : chain.addresses.assetManager ?? "";
      sim.context.balances.approve(params.srcChainKey, params.srcAddress, params.inputToken, spender, amount);
      return Promise.resolve();
    };
    const base = {
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      inputToken: usdcBase.address,
      outputToken: usdcBsc.address,
      inputAmount: 1_000_000n,
      minOutputAmount: 1n,
      srcAddress: me,
      dstAddress: me,
      deadline: 0n,
      allowPartialFill: false,
    } as const;
    await approve(base);
    if (options.faults) sim.setFaults(options.faults);
    await fn({
      sim,
      client,
      wallet: wallet.value,
      me,
      clock,
      settle,
      approve,
      params: (overrides = {}) => ({
        srcChainKey: "0x2105.base",
        dstChainKey: "0x38.bsc",
        inputToken: usdcBase.address,
        outputToken: usdcBsc.address,
        inputAmount: 1_000_000n,
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
        ...overrides,
      }),
    });
  } finally {
    sim.close();
    clock.uninstall();
  }
}
