/**
 * The one shape every chain family declares (`chains/<family>/family.ts`): which chain type it serves and how
 * it builds the spoke adapter of one chain. The registry (`chains/registry/routing.ts`) lists the families, one
 * line each; a family whose code needs its own SDK loads it inside `load` (a dynamic import), so an app pays
 * for a family only when it first uses one of its chains.
 *
 * @example Declare a family
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SpokeFamily } from "./spoke_family.ts";
 * const family: SpokeFamily<"NEAR"> = {
 *   chainType: "NEAR",
 *   load: () => Promise.reject(new Error("not in this example")),
 * };
 * assert.equal(family.chainType, "NEAR");
 * ```
 * @module
 */
import type { ChainType, SpokeChainKey } from "../../core/chains/mod.ts";
import type {
  BitcoinChainConfig,
  EvmChainConfig,
  IconChainConfig,
  InjectiveChainConfig,
  NearChainConfig,
  SolanaChainConfig,
  StacksChainConfig,
  StellarChainConfig,
  SuiChainConfig,
} from "../../core/config_types/chain_config.ts";
import type { ExchangeSignRequest } from "../../core/auth/mod.ts";
import type { SpokeAdapterOptions } from "./adapter_options.ts";
import type { SpokeAdapter } from "./spoke_adapter.ts";

/** The chain configuration of each family. */
export interface FamilyChainConfigs {
  /** EVM spokes and the hub. */
  EVM: EvmChainConfig;
  /** Solana. */
  SOLANA: SolanaChainConfig;
  /** Stellar. */
  STELLAR: StellarChainConfig;
  /** Sui. */
  SUI: SuiChainConfig;
  /** ICON. */
  ICON: IconChainConfig;
  /** Injective. */
  INJECTIVE: InjectiveChainConfig;
  /** NEAR. */
  NEAR: NearChainConfig;
  /** Stacks. */
  STACKS: StacksChainConfig;
  /** Bitcoin. */
  BITCOIN: BitcoinChainConfig;
}

/** The chain configuration of one chain of family `F`. */
export type FamilyChainConfig<F extends ChainType> = FamilyChainConfigs[F];

/** What a family's adapter is built with: the injected transport, and the Bitcoin exchange's request signer. */
export interface SpokeFamilyOptions extends SpokeAdapterOptions {
  /** Client-side exchange options (docs/rules/auth.md#exchange-signature). @default {} (no signer) */
  exchange?: { signRequest?: ExchangeSignRequest | undefined } | undefined;
}

/**
 * A chain family: its chain type and how it builds one chain's adapter, either `build` (synchronously, for the
 * families whose code every app loads anyway: EVM) or `load` (on first use, with the family's SDK).
 */
export type SpokeFamily<F extends ChainType = ChainType> =
  | {
    /** The chain type this family serves (`getChainType(chainKey)`). */
    readonly chainType: F;
    /** Builds the adapter of one chain. */
    readonly build: (
      chainKey: SpokeChainKey,
      config: FamilyChainConfig<F>,
      options: SpokeFamilyOptions,
    ) => SpokeAdapter;
    /** Not set when `build` is. */
    readonly load?: undefined;
  }
  | {
    /** The chain type this family serves (`getChainType(chainKey)`). */
    readonly chainType: F;
    /** Loads the family's code (and SDK), then builds the adapter of one chain. */
    readonly load: (config: FamilyChainConfig<F>, options: SpokeFamilyOptions) => Promise<SpokeAdapter>;
    /** Not set when `load` is. */
    readonly build?: undefined;
  };
