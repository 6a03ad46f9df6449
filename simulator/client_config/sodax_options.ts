/**
 * Constructor options of the platform's own SDK (`@sodax/sdk@1.3.0-beta`, the `new Sodax(config)` of that
 * version) that point it at a simulator, and the RPC URL each of its spoke providers takes. Plain data: the
 * simulator never imports that SDK. `deno task simulate` prints both next to our client options.
 *
 * The 1.3.0-beta config keys differ from SPEC's (docs/wire_inventory.md#config-all; the NPM build): `swaps`
 * (solver config), `relayerApiEndpoint` at the top level, `backendApiConfig.baseURL` ending in `/be`, and
 * `hubProviderConfig: {hubRpcUrl, chainConfig}` where `chainConfig` is the hub's whole chain config. Spoke
 * providers take their RPC URL as a constructor argument (`new EvmSpokeProvider(wallet, chainConfig,
 * rpcUrl)`).
 *
 * @example Options for a simulator on port 8787
 * ```ts
 * import assert from "node:assert/strict";
 * import { sodaxOptionsForSimulator } from "./sodax_options.ts";
 * import { simulatorUrls } from "./urls.ts";
 * const { sodax, spokeRpcUrls } = sodaxOptionsForSimulator(simulatorUrls("http://127.0.0.1:8787", "/v1"));
 * assert.equal(sodax.backendApiConfig.baseURL, "http://127.0.0.1:8787/v1/be");
 * assert.equal(sodax.swaps.solverApiEndpoint, "http://127.0.0.1:8787/v1/intent");
 * assert.equal(spokeRpcUrls["0x2105.base"], "http://127.0.0.1:8787/rpc/0x2105.base");
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import type { SimulatorUrls } from "./urls.ts";

/** The hub chain config in the 1.3.0-beta shape (`EvmHubChainConfig`). */
export interface SodaxHubChainConfig {
  /** `{name, id: "sonic", type: "EVM", chainId: 146}`. */
  chain: { name: string; id: string; type: "EVM"; chainId: number };
  /** The hub contracts (same names as SPEC's `HubAddresses`). */
  addresses: Record<string, string>;
  /** Native token (`0x0…0`). */
  nativeToken: string;
  /** Wrapped native token. */
  wrappedNativeToken: string;
  /** Always empty in the packaged hub config. */
  supportedTokens: readonly never[];
}

/** The `SodaxConfig` of `@sodax/sdk@1.3.0-beta` that targets a simulator (JSON-safe). */
export interface SodaxSimulatorConfig {
  /** Solver config: intents contracts and the solver root. */
  swaps: { intentsContract: string; solverApiEndpoint: string; protocolIntentsContract: string };
  /** Relayer URL (posted to with no path). */
  relayerApiEndpoint: string;
  /** Data API: `baseURL` includes `/be`. */
  backendApiConfig: { baseURL: string };
  /** The hub's RPC and chain config. */
  hubProviderConfig: { hubRpcUrl: string; chainConfig: SodaxHubChainConfig };
}

/** Result of {@link sodaxOptionsForSimulator}. */
export interface SodaxSimulatorOptions {
  /** Pass to `new Sodax(sodax)`. */
  sodax: SodaxSimulatorConfig;
  /** The `rpcUrl` argument of each EVM spoke provider (`new EvmSpokeProvider(wallet, chainConfig, rpcUrl)`). */
  spokeRpcUrls: Record<string, string>;
}

/**
 * Builds the `@sodax/sdk@1.3.0-beta` constructor options and spoke RPC URLs for a simulator.
 *
 * @param urls the simulator's URLs (`simulatorUrls(origin, prefix)` or `sim.urls`)
 * @param config the simulated configuration (contract addresses, EVM chains) @default DEFAULT_CLIENT_CONFIG
 * @returns the options object and the RPC URL of each EVM chain (the hub included)
 * @example The hub provider reads the simulated hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { sodaxOptionsForSimulator } from "./sodax_options.ts";
 * import { simulatorUrls } from "./urls.ts";
 * const { sodax } = sodaxOptionsForSimulator(simulatorUrls("http://127.0.0.1:8787", "/v1"));
 * assert.equal(sodax.hubProviderConfig.hubRpcUrl, "http://127.0.0.1:8787/rpc/sonic");
 * assert.equal(sodax.hubProviderConfig.chainConfig.chain.chainId, 146);
 * assert.equal(sodax.relayerApiEndpoint, "http://127.0.0.1:8787/relayer");
 * ```
 */
export function sodaxOptionsForSimulator(
  urls: SimulatorUrls,
  config: Readonly<ClientDefaultConfig> = DEFAULT_CLIENT_CONFIG,
): SodaxSimulatorOptions {
  const hub = config.hub;
  const spokeRpcUrls: Record<string, string> = {};
  for (const [key, chain] of Object.entries(config.chains)) {
    if (chain.chain.type === "EVM") spokeRpcUrls[key] = urls.rpc(key);
  }
  return {
    sodax: {
      swaps: {
        intentsContract: config.solver.intentsContract,
        solverApiEndpoint: urls.solver,
        protocolIntentsContract: config.solver.protocolIntentsContract,
      },
      relayerApiEndpoint: urls.relayer,
      backendApiConfig: { baseURL: `${urls.gateway}/be` },
      hubProviderConfig: {
        hubRpcUrl: urls.rpc(hub.chainKey),
        chainConfig: {
          chain: { name: hub.name, id: hub.chainKey, type: "EVM", chainId: hub.nativeChainId },
          addresses: { ...hub.addresses },
          nativeToken: hub.nativeToken,
          wrappedNativeToken: hub.wrappedNativeToken,
          supportedTokens: [],
        },
      },
    },
    spokeRpcUrls,
  };
}
