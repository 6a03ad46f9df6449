/**
 * The simulator's token catalog: every token of a client configuration, looked up by address (on its chain or
 * as a hub asset), with its canonical oracle symbol.
 *
 * @example Find the hub USDC
 * ```ts
 * import assert from "node:assert/strict";
 * import { TokenCatalog } from "./token_catalog.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * const catalog = TokenCatalog.fromConfig(DEFAULT_CLIENT_CONFIG);
 * const usdc = catalog.find("0x29219dd400f2bf60e5a23d13be72b486d4038894", "146");
 * assert.ok(usdc?.symbol === "USDC" && usdc.decimals === 6);
 * ```
 * @module
 */
import { simChainKeyOfRelayId } from "../client_config/relay_ids.ts";
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import type { XToken } from "../../core/config_types/xtoken.ts";
import { canonicalSymbol } from "./seed/prices.ts";

/** A catalog token: an `XToken` plus its canonical oracle symbol. */
export interface CatalogToken {
  /** Chain key. */
  chainKey: string;
  /** Token symbol. */
  symbol: string;
  /** Canonical oracle symbol (`sodaETH` -> `ETH`). */
  canonical: string;
  /** Decimals on its chain. */
  decimals: number;
  /** Address on its chain. */
  address: string;
  /** Hub asset address. */
  hubAsset: string;
}

const HUB = "sonic";

/** Tokens by address and by hub asset. */
export class TokenCatalog {
  readonly #tokens: CatalogToken[];
  readonly #byChainAddress = new Map<string, CatalogToken>();
  readonly #byHubAsset = new Map<string, CatalogToken[]>();

  constructor(tokens: readonly Omit<CatalogToken, "canonical">[]) {
    this.#tokens = tokens.map((t) => ({ ...t, canonical: canonicalSymbol(t.symbol) }));
    for (const t of this.#tokens) {
      const key = `${t.chainKey}:${t.address.toLowerCase()}`;
      if (!this.#byChainAddress.has(key)) this.#byChainAddress.set(key, t);
      const hub = t.hubAsset.toLowerCase();
      this.#byHubAsset.set(hub, [...(this.#byHubAsset.get(hub) ?? []), t]);
    }
  }

  /** A catalog of every token of every chain of a configuration. */
  static fromConfig(config: Readonly<Pick<ClientDefaultConfig, "chains">>): TokenCatalog {
    const tokens: XToken[] = Object.values(config.chains).flatMap((c) => [...(c?.supportedTokens ?? [])]);
    return new TokenCatalog(tokens);
  }

  /** Every token. */
  all(): readonly CatalogToken[] {
    return this.#tokens;
  }

  /** Tokens of the hub chain. */
  hubTokens(): CatalogToken[] {
    return this.#tokens.filter((t) => t.chainKey === HUB);
  }

  /** The spoke token (not the hub's) whose hub asset is `hubAsset`, if any. */
  spokeTokenOfHubAsset(hubAsset: string): CatalogToken | undefined {
    return this.#byHubAsset.get(hubAsset.toLowerCase())?.find((t) => t.chainKey !== HUB);
  }

  /**
   * Finds a token by its hub asset address only (the hub's own token first), as the solver reads quote tokens
   * (docs/wire_inventory.md#solver-quote); a spoke token address is not found.
   */
  findByHubAsset(hubAsset: string): CatalogToken | undefined {
    const viaHub = this.#byHubAsset.get(hubAsset.toLowerCase());
    return viaHub?.find((t) => t.chainKey === HUB) ?? viaHub?.[0];
  }

  /**
   * Finds a token by address: first on the chain of `relayChainId`, then as a hub asset (preferring that chain,
   * then the hub).
   */
  find(address: string, relayChainId?: string): CatalogToken | undefined {
    const lower = address.toLowerCase();
    const chain = relayChainId === undefined ? undefined : simChainKeyOfRelayId(relayChainId);
    const chainKey = chain?.ok ? chain.value : undefined;
    if (chainKey !== undefined) {
      const direct = this.#byChainAddress.get(`${chainKey}:${lower}`);
      if (direct) return direct;
    }
    const viaHub = this.#byHubAsset.get(lower);
    if (viaHub && viaHub.length > 0) {
      return viaHub.find((t) => t.chainKey === chainKey) ?? viaHub.find((t) => t.chainKey === HUB) ??
        viaHub[0];
    }
    return this.#tokens.find((t) => t.address.toLowerCase() === lower);
  }
}
