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
import { type CrashFlow, ROUTES, runKey } from "./_crash_flow.ts";

export { type CrashFlow, ROUTES, runFlow, runKey } from "./_crash_flow.ts";

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
