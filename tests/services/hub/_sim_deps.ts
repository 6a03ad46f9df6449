/**
 * Test helper: hub-service dependencies wired to an in-process simulator (instant relay, immediate sleeps) and a
 * private-key wallet on a chain of it.
 * @module
 */
import { ConfigService } from "../../../core/config/mod.ts";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";

/** A simulator with service deps. */
export interface SimDeps {
  sim: SimulatorApp;
  deps: ServiceDeps;
  wallet(chainKey: string): EvmWalletProvider;
}

/** Builds the simulator and the deps. */
export function simDeps(options: Partial<Pick<ServiceDeps, "config">> = {}): SimDeps {
  const sim = createSimulatorApp({ preset: "instant" });
  const config = options.config ?? new ConfigService(sim.clientConfig);
  const deps: ServiceDeps = {
    config,
    backendApi: {} as ServiceDeps["backendApi"],
    spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
    hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
    fetch: sim.fetch,
    sleep: () => Promise.resolve(),
  };
  return {
    sim,
    deps,
    wallet(chainKey) {
      const w = createPrivateKeyEvmWallet({
        privateKey: `0x${"01".repeat(32)}`,
        rpcUrl: sim.urls.rpc(chainKey),
        fetch: sim.fetch,
      });
      if (!w.ok) throw w.error;
      return w.value;
    },
  };
}

/** The address of the test wallet's key (`0x01` x 32). */
export const TEST_USER = "0x1a642f0E3c3aF545E7AcBD38b07251B3990914F1";
