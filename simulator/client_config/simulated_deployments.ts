/**
 * Simulated deployments for the chain keys the packaged configuration lists without one (Hedera and Robinhood:
 * zero contract addresses and no tokens, as in the platform's own configuration). The simulator adds a native
 * coin and a USDC to each, with synthetic hub assets in the hub's existing vaults, so every one of the 22 chain
 * keys can swap offline. `clientOptionsForSimulator` hands the same tokens to the client. Nothing here changes
 * the library's packaged defaults: against the real platform these chains still have no tokens.
 *
 * @example Hedera gets HBAR and USDC in the simulator's configuration
 * ```ts
 * import assert from "node:assert/strict";
 * import { SIMULATED_CONFIG } from "./simulated_deployments.ts";
 * assert.deepEqual(SIMULATED_CONFIG.swaps.supportedTokens.hedera.map((t) => t.symbol), ["HBAR", "USDC"]);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/chain_keys.ts";
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { SIM_RELAY_CHAIN_IDS } from "./relay_ids.ts";
import type { XToken } from "../../core/config/mod.ts";

/** The hub's USDC vault (the one every packaged USDC belongs to). */
const USDC_VAULT = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";

const addr = (tag: string, n: number): string => `0x${tag}${"0".repeat(33)}${n}`;

function tokens(chainKey: SpokeChainKey, native: string, nativeDecimals: number, tag: string): XToken[] {
  return [
    {
      symbol: native,
      name: native,
      decimals: nativeDecimals,
      address: "0x0000000000000000000000000000000000000000",
      chainKey,
      hubAsset: addr(tag, 1),
      vault: addr(tag, 2),
    },
    {
      symbol: "USDC",
      name: "USDC",
      decimals: 6,
      address: addr(tag, 3),
      chainKey,
      hubAsset: addr(tag, 4),
      vault: USDC_VAULT,
    },
  ];
}

/** The simulated tokens of the chains without a packaged deployment. */
export const SIMULATED_TOKENS: Readonly<Partial<Record<SpokeChainKey, readonly XToken[]>>> = {
  hedera: tokens("hedera", "HBAR", 8, "4ede7a"),
  robinhood: tokens("robinhood", "ETH", 18, "70b1d0"),
};

/** EVM chain ids for the simulated chains whose packaged id is 0 (Robinhood: its relay chain id). */
export const SIMULATED_CHAIN_IDS: Readonly<Record<string, number>> = { robinhood: 21071 };

/**
 * The packaged configuration plus {@link SIMULATED_TOKENS}, with the simulator's own relay chain ids
 * (`relay_ids.ts`): the simulator's default configuration.
 */
export const SIMULATED_CONFIG: ClientDefaultConfig = withSimulatedDeployments({
  ...DEFAULT_CLIENT_CONFIG,
  relay: { ...DEFAULT_CLIENT_CONFIG.relay, relayChainIdMap: { ...SIM_RELAY_CHAIN_IDS } },
});

/**
 * Adds the simulated tokens to a configuration (chain token lists and swap token lists).
 *
 * @param config a configuration
 * @returns a copy with the simulated tokens of the chains that list none
 * @example A chain that already lists tokens keeps its own
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { withSimulatedDeployments } from "./simulated_deployments.ts";
 * const c = withSimulatedDeployments(DEFAULT_CLIENT_CONFIG);
 * assert.equal(c.chains["0x2105.base"].supportedTokens, DEFAULT_CLIENT_CONFIG.chains["0x2105.base"].supportedTokens);
 * ```
 */
export function withSimulatedDeployments(config: ClientDefaultConfig): ClientDefaultConfig {
  const chains = { ...config.chains } as Record<string, ClientDefaultConfig["chains"][SpokeChainKey]>;
  const swapTokens = { ...config.swaps.supportedTokens } as Record<string, readonly XToken[]>;
  for (const [key, list] of Object.entries(SIMULATED_TOKENS)) {
    const chain = chains[key];
    if (chain === undefined || list === undefined || chain.supportedTokens.length > 0) continue;
    const chainId = chain.chain.nativeChainId === 0
      ? SIMULATED_CHAIN_IDS[key] ?? 0
      : chain.chain.nativeChainId;
    chains[key] = {
      ...chain,
      chain: { ...chain.chain, nativeChainId: chainId },
      supportedTokens: list,
    } as ClientDefaultConfig["chains"][SpokeChainKey];
    swapTokens[key] = list;
  }
  return {
    ...config,
    chains: chains as ClientDefaultConfig["chains"],
    swaps: {
      ...config.swaps,
      supportedTokens: swapTokens as ClientDefaultConfig["swaps"]["supportedTokens"],
    },
  };
}
