/** An `XSwap` on the in-process simulator's client options, in virtual time (fake timers), for the Sui tests. */
import FakeTimers from "@sinonjs/fake-timers";
import { XSwap } from "../../../services/client/xswap.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";

/** What a test body gets. */
export interface SuiClientWorld {
  client: XSwap;
  sim: SimulatorApp;
  /** Resolves `promise` by advancing virtual time in 50 ms steps (15 virtual minutes at most). */
  settle<T>(promise: Promise<T>): Promise<T>;
}

/** Runs `fn` with a fresh simulator and client; always closes the simulator and restores real timers. */
export async function withSuiClient(fn: (world: SuiClientWorld) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install({
    now: 1_700_000_000_000,
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  const sim = createSimulatorApp({ preset: "instant", seed: 7 });
  try {
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const settle = async <T>(promise: Promise<T>): Promise<T> => {
      let done = false;
      promise.then(() => (done = true), () => (done = true));
      for (let t = 0; !done && t <= 900_000; t += 50) await clock.tickAsync(50);
      return await promise;
    };
    await fn({ client, sim, settle });
  } finally {
    sim.close();
    clock.uninstall();
  }
}
