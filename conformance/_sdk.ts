/**
 * Loads the platform SDK that `conformance/setup.ts` installed into `conformance/.sodax/` (gitignored, never a
 * dependency of the library). Never throws: a missing install is reported as `problem`, and the suite skips.
 * @module
 */

/** Version under test. */
export const SODAX_VERSION = "1.3.0-beta";

const NODE_MODULES = new URL("./.sodax/node_modules/", import.meta.url);

/** Entry modules of the packages the suite drives. */
export const SODAX_ENTRIES = {
  sdk: new URL("@sodax/sdk/dist/index.mjs", NODE_MODULES),
  types: new URL("@sodax/types/dist/index.js", NODE_MODULES),
  wallet: new URL("@sodax/wallet-sdk-core/dist/index.mjs", NODE_MODULES),
  // The Stellar SDK the platform SDK depends on (installed with it): the suite builds the sponsored activation.
  stellar: new URL("@stellar/stellar-sdk/lib/index.js", NODE_MODULES),
  // The Solana SDK it depends on: the wire diff derives its Solana keypair from a seed.
  solana: new URL("@solana/web3.js/lib/index.cjs.js", NODE_MODULES),
} as const;

// The SDK is plain JavaScript loaded at run time from a path outside the import map; its surface is typed at
// the call sites by what the assertions check.
// deno-lint-ignore no-explicit-any
type Untyped = any;

/** The loaded packages. */
export interface SodaxModules {
  /** `@sodax/sdk`. */
  sdk: Untyped;
  /** `@sodax/types`. */
  types: Untyped;
  /** `@sodax/wallet-sdk-core`. */
  wallet: Untyped;
  /** `@stellar/stellar-sdk` (the version `@sodax/sdk` depends on). */
  stellar: Untyped;
  /** `@solana/web3.js` (the version `@sodax/sdk` depends on). */
  solana: Untyped;
}

/** Imports the installed packages; `problem` says why not. */
export async function loadSodax(): Promise<{ modules?: SodaxModules; problem?: string }> {
  try {
    const [sdk, types, wallet, stellar, solana] = await Promise.all([
      import(SODAX_ENTRIES.sdk.href),
      import(SODAX_ENTRIES.types.href),
      import(SODAX_ENTRIES.wallet.href),
      import(SODAX_ENTRIES.stellar.href),
      import(SODAX_ENTRIES.solana.href),
    ]);
    return {
      modules: { sdk, types, wallet, stellar: stellar.default ?? stellar, solana: solana.default ?? solana },
    };
  } catch (cause) {
    return { problem: cause instanceof Error ? cause.message.split("\n")[0] : String(cause) };
  }
}
