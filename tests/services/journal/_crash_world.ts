/**
 * Harness of the journal crash tests: an in-process simulator, a client whose journal "dies" after its k-th
 * step (a journal write, or the wallet's send coming back), and the checks that a fresh client's `recover()`
 * delivered each operation once and sent no source tx twice (read from the simulator's ledger and balances).
 *
 * A dead step never resolves, and neither does anything after it: the flow stops exactly there, as a process
 * killed at that point would, with every earlier write in the store and no later one.
 */
import { createPrivateKeyEvmWallet, type EvmWalletProvider } from "../../../chains/evm/mod.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { createMemoryJournalStore } from "../../../services/journal/memory_store.ts";
import type { JournalStore } from "../../../services/journal/types.ts";
import FakeTimers from "@sinonjs/fake-timers";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";

/** The operations a crash run starts. */
export type CrashFlow = "swap-backend" | "swap-client" | "bridge-backend" | "bridge-client";

/** The source and destination of each flow (USDC both ways). */
export const ROUTES = {
  swap: { src: "0x2105.base", dst: "0x38.bsc" },
  bridge: { src: "0xa4b1.arbitrum", dst: "0x2105.base" },
} as const;

/** A private key of run `n` (a fresh account per run, so its txs are countable alone). */
export function runKey(n: number): `0x${string}` {
  return `0x${(0x1000 + n).toString(16).padStart(64, "0")}`;
}

/** A store that stops answering after `steps` steps (`onDeath` gets a copy of what it holds then). */
export function dyingStore(
  steps: { left: number },
  onDeath: (entries: Record<string, string>) => void,
): JournalStore & { dead(): boolean } {
  const inner = createMemoryJournalStore();
  let dead = false;
  const step = async <T>(run: () => T): Promise<T> => {
    if (dead) return await new Promise<T>(() => {});
    const value = run();
    if (--steps.left === 0) {
      dead = true;
      onDeath(Object.fromEntries(inner.list().map((k) => [k, inner.get(k)!])));
      return await new Promise<T>(() => {});
    }
    return value;
  };
  return {
    get: (key) => inner.get(key),
    list: () => inner.list(),
    set: (key, value) => step(() => inner.set(key, value)),
    delete: (key) => step(() => inner.delete(key)),
    dead: () => dead,
  };
}

/** A wallet whose answer to a send counts as a step (it dies with the tx sent and its hash never returned). */
export function dyingWallet(
  wallet: EvmWalletProvider,
  steps: { left: number },
  onDeath: () => void,
): EvmWalletProvider {
  return {
    getAddress: () => wallet.getAddress(),
    sendTransaction: async (tx) => {
      const hash = await wallet.sendTransaction(tx);
      if (--steps.left === 0) {
        onDeath();
        return await new Promise<never>(() => {});
      }
      return hash;
    },
  };
}

/** Starts one flow with `wallet` on `client` and tracks it to delivery. */
export async function runFlow(
  client: XSwap,
  wallet: EvmWalletProvider,
  flow: CrashFlow,
  amount: bigint,
): Promise<void> {
  const me = await wallet.getAddress();
  const backend = flow.endsWith("backend");
  const usdc = (key: string) =>
    client.config.getSupportedSwapTokens(key as "0x2105.base").find((t) => t.symbol === "USDC")!.address;
  if (flow.startsWith("swap")) {
    const r = await client.swaps.swap({
      params: {
        srcChainKey: ROUTES.swap.src,
        dstChainKey: ROUTES.swap.dst,
        inputToken: usdc(ROUTES.swap.src),
        outputToken: usdc(ROUTES.swap.dst),
        inputAmount: amount,
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet,
      extras: { useBackendSubmitTx: backend },
    });
    if (!r.ok) throw r.error;
    const t = await client.swaps.track(r.value);
    if (!t.ok) throw t.error;
  } else {
    const r = await client.bridge.bridge({
      params: {
        srcChainKey: ROUTES.bridge.src,
        srcAsset: usdc(ROUTES.bridge.src),
        amount,
        dstChainKey: ROUTES.bridge.dst,
        recipient: me,
      },
      walletProvider: wallet,
      extras: { useBackendSubmitTx: backend },
    });
    if (!r.ok) throw r.error;
    if ("raw" in r.value) throw new Error("raw");
    const t = await client.bridge.track({ hubTxHash: r.value.dstTxHash, dstChainKey: ROUTES.bridge.dst });
    if (!t.ok) throw t.error;
  }
}

/** A key wallet of run `n` on the flow's source chain. */
export function walletOf(
  sim: { urls: SimulatorApp["urls"] },
  fetch: typeof globalThis.fetch | undefined,
  flow: CrashFlow,
  n: number,
): EvmWalletProvider {
  const src = flow.startsWith("swap") ? ROUTES.swap.src : ROUTES.bridge.src;
  const w = createPrivateKeyEvmWallet({ privateKey: runKey(n), rpcUrl: sim.urls.rpc(src), fetch });
  if (!w.ok) throw w.error;
  return w.value;
}

/** What the simulator saw of one account: its txs on the source chain, its balance on the destination. */
export async function accountState(
  sim: SimulatorApp,
  flow: CrashFlow,
  me: string,
): Promise<{ sent: number; balance: bigint }> {
  const { src, dst } = ROUTES[flow.startsWith("swap") ? "swap" : "bridge"];
  const res = await sim.fetch(sim.urls.rpc(src), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "eth_getTransactionCount",
      params: [me, "latest"],
    }),
  });
  const { result } = await res.json();
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
  const usdc = client.config.getSupportedSwapTokens(dst).find((t) => t.symbol === "USDC")!.address;
  return { sent: Number(BigInt(result)), balance: sim.context.balances.balanceOf(dst, me, usdc) };
}

/** Runs `fn` with an in-process simulator (`instant`) on virtual time; `settle` ticks until a promise settles. */
export async function withWorld(
  fn: (sim: SimulatorApp, settle: <T>(p: Promise<T>) => Promise<T>) => Promise<void>,
) {
  const clock = FakeTimers.install({
    now: 1_700_000_000_000,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  // The journal is under test, not the approval: every ERC-20 allowance is granted (a demo flag of the simulator).
  const sim = createSimulatorApp({ preset: "instant", seed: 11, unlimitedAllowances: true });
  const settle = async <T>(promise: Promise<T>): Promise<T> => {
    let done = false;
    let value: T | undefined;
    let failure: unknown;
    promise.then((v) => {
      done = true;
      value = v;
    }, (e) => {
      done = true;
      failure = e ?? new Error("rejected");
    });
    for (let t = 0; !done && t <= 600_000; t += 50) await clock.tickAsync(50);
    if (!done) throw new Error("did not settle in 600 s of virtual time");
    if (failure !== undefined) throw failure;
    return value as T;
  };
  try {
    await fn(sim, settle);
  } finally {
    sim.close();
    clock.uninstall();
  }
}
