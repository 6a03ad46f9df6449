/**
 * The hub vault tokens of the simulated deployment, as `tokenInfo` / `getVaultReserves` answer them: a vault's
 * hub assets are those of the configured tokens naming it (`XToken.vault`); a hub asset's decimals are its
 * token's; `isSupported` is true; `maxDeposit` is the scenario's (`SimulatorOptions.vaultMaxDeposits`, by hub
 * asset) or else {@link UNCAPPED_MAX_DEPOSIT}; the reserve of a spoke token's hub asset is what that spoke's asset
 * manager holds of the token in the balance book (the liquidity a withdrawal there draws on), of a hub token's
 * what the vault itself holds of it on the hub.
 *
 * @example A vault of the packaged deployment lists its hub assets
 * ```ts
 * import assert from "node:assert/strict";
 * import { SIMULATED_CONFIG } from "../../client_config/simulated_deployments.ts";
 * import { BalanceBook } from "../../state/balances/balance_book.ts";
 * import { createSimVaults } from "./sim_vaults.ts";
 * const vaults = createSimVaults(SIMULATED_CONFIG, new BalanceBook({ seed: () => 7n }));
 * const usdc = SIMULATED_CONFIG.chains["0x2105.base"].supportedTokens.find((t) => t.symbol === "USDC")!;
 * const r = vaults.reserves(usdc.vault as `0x${string}`);
 * assert.ok(r !== undefined && r.tokens.some((t) => t.toLowerCase() === usdc.hubAsset.toLowerCase()));
 * ```
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../../core/chains/chain_keys.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import type { XToken } from "../../../core/config_types/xtoken.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { poolAccountOf } from "../../state/balances/ledger_settlement.ts";
import type { SimVaults } from "./hub_reads/mod.ts";

/** The `maxDeposit` of a hub asset no scenario caps: the largest uint256 (no cap). */
export const UNCAPPED_MAX_DEPOSIT = (1n << 256n) - 1n;

/**
 * Builds the vaults of `config`, reading reserves from `book` at each call.
 *
 * @param config the deployment (chains, tokens, asset managers)
 * @param book the balance book
 * @param maxDeposits `maxDeposit` by hub asset (any case) @default {} (every hub asset uncapped)
 * @returns the vaults
 */
export function createSimVaults(
  config: Readonly<Pick<ClientDefaultConfig, "chains" | "solver">>,
  book: BalanceBook,
  maxDeposits: Readonly<Record<string, bigint>> = {},
): SimVaults {
  const byVault = new Map<string, XToken[]>();
  for (const chain of Object.values(config.chains)) {
    for (const token of chain.supportedTokens) {
      if (token.vault === "" || token.hubAsset === "") continue;
      const key = token.vault.toLowerCase();
      const list = byVault.get(key) ?? [];
      if (!list.some((t) => t.hubAsset.toLowerCase() === token.hubAsset.toLowerCase())) list.push(token);
      byVault.set(key, list);
    }
  }
  const caps = new Map(Object.entries(maxDeposits).map(([k, v]) => [k.toLowerCase(), v]));
  const reserveOf = (vault: Address, token: XToken): bigint => {
    if (token.chainKey === HUB_CHAIN_KEY) return book.balanceOf(HUB_CHAIN_KEY, vault, token.hubAsset);
    const pool = poolAccountOf(config, token.chainKey);
    return pool === undefined ? 0n : book.balanceOf(token.chainKey, pool, token.address);
  };
  return {
    tokenInfo(vault, hubAsset) {
      const tokens = byVault.get(vault.toLowerCase());
      if (tokens === undefined) return undefined;
      const token = tokens.find((t) => t.hubAsset.toLowerCase() === hubAsset.toLowerCase());
      if (token === undefined) return { decimals: 0, maxDeposit: 0n, isSupported: false };
      return {
        decimals: token.decimals,
        maxDeposit: caps.get(token.hubAsset.toLowerCase()) ?? UNCAPPED_MAX_DEPOSIT,
        isSupported: true,
      };
    },
    reserves(vault) {
      const tokens = byVault.get(vault.toLowerCase());
      if (tokens === undefined) return undefined;
      return {
        tokens: tokens.map((t) => t.hubAsset as Address),
        balances: tokens.map((t) => reserveOf(vault, t)),
      };
    },
  };
}
