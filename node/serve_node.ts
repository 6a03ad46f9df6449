/**
 * `startNodeSimulator`: the simulator on a Node `http` server (`@hono/node-server` turns Node's requests into
 * web `Request`s for the same hono app), with the URLs and ready-to-paste client options of `startSimulator`,
 * which serves with `Deno.serve`. The npm package's `xswap-simulate` bin runs on it.
 * @module
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createSimulatorApp } from "../simulator/app.ts";
import type { SimulatorOptions } from "../simulator/options.ts";
import { type RunningSimulator, runningSimulator } from "../simulator/start.ts";

/**
 * Starts the simulator on Node at `options.hostname:options.port`.
 *
 * @param options the simulator's options (`port` 0 = a free port)
 * @returns the running simulator
 * @throws the listen error (`code` `EADDRINUSE`, `EACCES`, `EADDRNOTAVAIL`, ...)
 */
export async function startNodeSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const sim = createSimulatorApp(options);
  const hostname = options.hostname ?? "127.0.0.1";
  const server = createServer(getRequestListener((request) => sim.handle(request)));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, hostname, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    sim.close();
    throw error;
  }
  const addr = server.address() as AddressInfo;
  return runningSimulator(sim, addr.address, addr.port, options, () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    }));
}
