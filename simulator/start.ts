/**
 * `startSimulator`: the simulator on a real socket (Deno.serve), with URLs, ready-to-paste client options, the
 * ledger, control helpers, an in-process `fetch`, and a clean `close()` / `await using`.
 *
 * @example Start on a free port and stop
 * ```ts
 * import assert from "node:assert/strict";
 * import { startSimulator } from "./start.ts";
 * await using sim = await startSimulator({ port: 0 });
 * const res = await fetch(`${sim.urls.gateway}/be/oracle/markets`);
 * assert.ok(res.status === 200);
 * await res.body?.cancel();
 * ```
 * @module
 */
import type { ClientOptions } from "../core/config/client_options.ts";
import { DEFAULT_CLIENT_CONFIG } from "../core/config/default_config.ts";
import { createSimulatorApp, type SimulatorApp } from "./app.ts";
import { DEFAULT_SIM_API_KEY } from "./auth/api_keys.ts";
import type { RequestLogEntry, RequestLogFilter } from "./request_log/request_log.ts";
import type { FaultConfigPatch } from "./faults/fault_engine.ts";
import type { SimFetch } from "./in_process_fetch.ts";
import type { SimulatorOptions } from "./options.ts";
import type { Ledger } from "./state/ledger.ts";
import { simulatorClientConfig, type SimulatorUrls, simulatorUrls } from "./client_config/urls.ts";

/** A simulator listening on a socket. */
export interface RunningSimulator extends AsyncDisposable {
  /** Origin, such as `http://127.0.0.1:8787`. */
  url: string;
  /** Every service URL. */
  urls: SimulatorUrls;
  /** Client options targeting this simulator. */
  clientConfig: ClientOptions;
  /** The state ledger. */
  ledger: Ledger;
  /** The in-process app (same state as the socket). */
  sim: SimulatorApp;
  /** In-process fetch of the same app (no socket). */
  fetch: SimFetch;
  /** Patches the fault configuration. */
  setFaults(patch: FaultConfigPatch): void;
  /** Forgets all state and reseeds. */
  reset(seed?: number): void;
  /** The `/__sim/state` summary. */
  counters(): Record<string, unknown>;
  /** The request log. */
  requests(filter?: RequestLogFilter): RequestLogEntry[];
  /** Releases stalled and sleeping requests, lets them answer, stops listening and waits for the server. */
  close(): Promise<void>;
}

/**
 * Starts the simulator on `options.hostname:options.port`.
 *
 * @param options see {@link SimulatorOptions} (`port` 0 = a free port)
 * @returns the running simulator
 * @throws {TypeError} on invalid options; the listen error when the port is taken
 */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const sim = createSimulatorApp(options);
  const hostname = options.hostname ?? "127.0.0.1";
  const { promise: listening, resolve } = Promise.withResolvers<Deno.NetAddr>();
  const server = Deno.serve(
    { port: options.port ?? 0, hostname, onListen: (addr) => resolve(addr as Deno.NetAddr) },
    (request) => sim.handle(request),
  );
  const addr = await listening;
  // Graceful: no new connections; requests in flight (stalls and sleeps were just released) finish first.
  return runningSimulator(sim, addr.hostname, addr.port, options, () => server.shutdown());
}

/**
 * The {@link RunningSimulator} of an app listening at `hostname:port`, whatever serves it (`Deno.serve` here, a
 * Node `http` server for the npm bin): its URLs and client options, its controls, and one `close()` that closes
 * the app, then awaits `stopServer` (once, however often it is called).
 *
 * @param sim the app
 * @param hostname the address listened on (an IPv6 address is bracketed in the URLs)
 * @param port the port listened on
 * @param options the options the app was created with (`config` shapes the client options)
 * @param stopServer stops the server and resolves when it has stopped
 * @returns the running simulator
 * @example The URLs of an IPv6 listener
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * import { runningSimulator } from "./start.ts";
 * const running = runningSimulator(createSimulatorApp(), "::1", 8787, {}, () => Promise.resolve());
 * assert.equal(running.url, "http://[::1]:8787");
 * await running.close();
 * ```
 */
export function runningSimulator(
  sim: SimulatorApp,
  hostname: string,
  port: number,
  options: SimulatorOptions,
  stopServer: () => Promise<void>,
): RunningSimulator {
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  const url = `http://${host}:${port}`;
  const urls = simulatorUrls(url, sim.context.prefix);
  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      sim.close();
      await stopServer();
    })();
    return closed;
  };
  return {
    url,
    urls,
    clientConfig: simulatorClientConfig(
      urls,
      options.config ?? DEFAULT_CLIENT_CONFIG,
      sim.context.auth.keys()[0] ?? DEFAULT_SIM_API_KEY,
    ),
    ledger: sim.ledger,
    sim,
    fetch: sim.fetch,
    setFaults: sim.setFaults,
    reset: sim.reset,
    counters: sim.counters,
    requests: sim.requests,
    close,
    [Symbol.asyncDispose]: close,
  };
}
