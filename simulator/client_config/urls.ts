/**
 * Service URLs of a simulator and the ready-to-paste client options that point the library at them.
 *
 * @example URLs of a local simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { simulatorUrls } from "./urls.ts";
 * const urls = simulatorUrls("http://127.0.0.1:8787", "/v1");
 * assert.ok(urls.solver === "http://127.0.0.1:8787/v1/intent" && urls.rpc("0x2105.base").endsWith("/rpc/0x2105.base"));
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import type { ClientOptions } from "../../core/config/client_options.ts";
import type { SpokeChainKey } from "../../core/chains/chain_keys.ts";
import { SIMULATED_CHAIN_IDS, SIMULATED_CONFIG, SIMULATED_TOKENS } from "./simulated_deployments.ts";

/** Every service URL of a simulator. */
export interface SimulatorUrls {
  /** Origin, no trailing slash. */
  origin: string;
  /** Gateway root `{base_url}` (origin + prefix): data API at `/be`, swaps, bridge, sponsoring below it. */
  gateway: string;
  /** Solver root `{solver_url}` (`{gateway}/intent`). */
  solver: string;
  /** Relayer root. */
  relayer: string;
  /** Horizon-like Stellar API root. */
  horizon: string;
  /** Control API root. */
  control: string;
  /** OpenAPI document. */
  openapi: string;
  /** EVM JSON-RPC endpoint of a chain. */
  rpc(chainKey: string): string;
}

/**
 * Builds the URLs of a simulator.
 *
 * @param origin scheme, host and port
 * @param prefix normalised gateway prefix
 * @returns the URLs
 */
export function simulatorUrls(origin: string, prefix: string): SimulatorUrls {
  const o = origin.replace(/\/+$/, "");
  const gateway = `${o}${prefix}`;
  return {
    origin: o,
    gateway,
    solver: `${gateway}/intent`,
    relayer: `${o}/relayer`,
    horizon: `${o}/horizon`,
    control: `${o}/__sim`,
    openapi: `${gateway}/openapi.json`,
    rpc: (chainKey) => `${o}/rpc/${chainKey}`,
  };
}

/**
 * The client options that target a simulator: gateway `baseURL` (data API, swaps, bridge), the sponsoring slice
 * on the same gateway, solver and relayer endpoints, the hub and every EVM chain's `rpcUrl`, Stellar's
 * `horizonRpcUrl`, ICON's `rpcUrl` (`/icon/api/v3`), NEAR's `rpcUrl` (`/near`), Stacks' `rpcUrl` (`/stacks`), Sui's
 * `grpc_url` (`/sui`, JSON-RPC), Injective's `rpcUrl` (`/injective`), Bitcoin's Esplora `rpcUrl` (`/bitcoin/api`)
 * and exchange (`/bitcoin/exchange`, its UTXO service `/bitcoin/ums`), and the API key.
 *
 * @param urls the simulator's URLs
 * @param config the simulated configuration (its EVM chains get an RPC URL)
 * @param apiKey the key to send
 * @returns options to pass to the client constructor
 */
export function simulatorClientConfig(
  urls: SimulatorUrls,
  config: Readonly<ClientDefaultConfig>,
  apiKey: string | undefined,
): ClientOptions {
  const chains: Record<string, Record<string, unknown>> = {};
  const swapTokens: Record<string, unknown> = {};
  for (const [key, chain] of Object.entries(config.chains)) {
    if (chain.chain.type === "EVM") chains[key] = { rpcUrl: urls.rpc(key) };
    if (chain.chain.type === "STELLAR") {
      chains[key] = { horizonRpcUrl: urls.horizon, sorobanRpcUrl: `${urls.origin}/soroban` };
    }
    if (chain.chain.type === "SOLANA") chains[key] = { rpcUrl: `${urls.origin}/solana` };
    if (chain.chain.type === "NEAR") chains[key] = { rpcUrl: `${urls.origin}/near` };
    if (chain.chain.type === "STACKS") chains[key] = { rpcUrl: `${urls.origin}/stacks` };
    if (chain.chain.type === "SUI") chains[key] = { grpc_url: `${urls.origin}/sui` };
    if (chain.chain.type === "INJECTIVE") chains[key] = { rpcUrl: `${urls.origin}/injective` };
    if (chain.chain.type === "BITCOIN") {
      const exchangeUrl = `${urls.origin}/bitcoin/exchange`;
      // USER mode: a plain key wallet swaps with no exchange credentials; set `walletMode: "TRADING"` to go
      // through the simulated exchange (needs `extras.exchange.accessToken` and an `exchange.signRequest`).
      chains[key] = {
        rpcUrl: `${urls.origin}/bitcoin/api`,
        exchange: { apiUrl: exchangeUrl, umsUrl: `${urls.origin}/bitcoin/ums`, walletMode: "USER" },
      };
    }
    if (chain.chain.type === "ICON") {
      chains[key] = { rpcUrl: `${urls.origin}/icon/api/v3`, debugRpcUrl: `${urls.origin}/icon/api/v3d` };
    }
    const simulated = SIMULATED_TOKENS[key as keyof typeof SIMULATED_TOKENS];
    if (
      simulated !== undefined &&
      DEFAULT_CLIENT_CONFIG.chains[key as SpokeChainKey]?.supportedTokens.length === 0
    ) {
      const chainId = SIMULATED_CHAIN_IDS[key];
      chains[key] = {
        ...chains[key],
        supportedTokens: simulated,
        ...(chainId === undefined ? {} : { chain: { nativeChainId: chainId } }),
      };
      swapTokens[key] = simulated;
    }
  }
  return {
    apiKey,
    api: {
      baseURL: urls.gateway,
      sponsoringApiConfig: { baseURL: urls.gateway, apiKey },
    },
    solver: { solverApiEndpoint: urls.solver },
    relay: { relayerApiEndpoint: urls.relayer },
    hub: { rpcUrl: urls.rpc("sonic") },
    chains: chains as ClientOptions["chains"],
    ...(Object.keys(swapTokens).length > 0
      ? { swaps: { supportedTokens: swapTokens } as ClientOptions["swaps"] }
      : {}),
  };
}

/** Options of {@link clientOptionsForSimulator}. */
export interface ClientOptionsForSimulatorOptions {
  /** The gateway's version prefix. @default "/v1" */
  prefix?: string | undefined;
  /** The API key to send. @default "sim-key" */
  apiKey?: string | undefined;
}

/**
 * Client options that point every service of the library at a running simulator, from its origin alone (what
 * `deno task simulate` prints as "listening on").
 *
 * @param origin the simulator's origin, e.g. `http://127.0.0.1:8787`
 * @param options prefix and key
 * @returns options to spread into the client constructor
 * @example Target a local simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { clientOptionsForSimulator } from "./urls.ts";
 * const options = clientOptionsForSimulator("http://127.0.0.1:8787");
 * assert.equal(options.relay?.relayerApiEndpoint, "http://127.0.0.1:8787/relayer");
 * ```
 */
export function clientOptionsForSimulator(
  origin: string,
  options: ClientOptionsForSimulatorOptions = {},
): ClientOptions {
  const { prefix = "/v1", apiKey = "sim-key" } = options;
  return simulatorClientConfig(simulatorUrls(origin, prefix), SIMULATED_CONFIG, apiKey);
}
