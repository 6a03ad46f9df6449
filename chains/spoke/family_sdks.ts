/**
 * `FAMILY_SDKS`: the npm packages each lazily loaded chain family needs, with the version ranges this library is
 * built and tested against and the lowest Node version those packages run on. In the npm package they are optional
 * peer dependencies (`node/build.ts` writes `peerDependencies` from this table), so an EVM-only app installs viem,
 * zod and what they need, nothing else; a family whose packages are missing answers `CHAIN_SDK_MISSING` (see
 * `sdkLoadFailure`). The EVM and ICON families need no SDK beyond the library's own dependencies.
 *
 * @example The packages to install for Solana
 * ```ts
 * import assert from "node:assert/strict";
 * import { FAMILY_SDKS, installCommand } from "./family_sdks.ts";
 * assert.equal(FAMILY_SDKS.SOLANA.packages[0].name, "@solana/web3.js");
 * assert.equal(installCommand("SOLANA"), "npm i @solana/web3.js@^1.99.0 buffer@^6.0.3");
 * ```
 * @module
 */
import type { ChainType } from "../../core/chains/mod.ts";

/** A chain family whose adapter loads an SDK on first use. */
export type SdkFamily = Exclude<ChainType, "EVM" | "ICON">;

/** One npm package of a family's SDK. */
export interface FamilySdkPackage {
  /** The npm package name. */
  readonly name: string;
  /** The version range this library is built and tested against (the range of `deno.json`). */
  readonly range: string;
}

/** What a family needs installed. */
export interface FamilySdk {
  /** The packages, the family's main SDK first. */
  readonly packages: readonly FamilySdkPackage[];
  /** The lowest Node version the packages support (their `engines`), e.g. `">=22.12.0"`. */
  readonly node: string;
}

/** The SDK packages of every lazily loaded family (ranges equal deno.json's; a test checks it). */
export const FAMILY_SDKS: Readonly<Record<SdkFamily, FamilySdk>> = {
  SOLANA: {
    packages: [{ name: "@solana/web3.js", range: "^1.99.0" }, { name: "buffer", range: "^6.0.3" }],
    node: ">=20",
  },
  STELLAR: { packages: [{ name: "@stellar/stellar-sdk", range: "^17.2.0" }], node: ">=22.12.0" },
  SUI: { packages: [{ name: "@mysten/sui", range: "^2.33.1" }], node: ">=22" },
  INJECTIVE: { packages: [{ name: "@injectivelabs/sdk-ts", range: "^1.20.50" }], node: ">=20" },
  NEAR: { packages: [{ name: "near-api-js", range: "^7.3.1" }], node: ">=22.22.2" },
  STACKS: {
    packages: [{ name: "@stacks/transactions", range: "^7.6.0" }, {
      name: "@stacks/network",
      range: "^7.6.0",
    }],
    node: ">=20",
  },
  BITCOIN: {
    packages: [{ name: "@scure/btc-signer", range: "^2.4.1" }],
    node: ">=20.19.0",
  },
};

/**
 * The npm command that installs a family's SDK packages.
 *
 * @param family the family
 * @returns e.g. `npm i @stellar/stellar-sdk@^17.2.0`
 * @example NEAR
 * ```ts
 * import assert from "node:assert/strict";
 * import { installCommand } from "./family_sdks.ts";
 * assert.equal(installCommand("NEAR"), "npm i near-api-js@^7.3.1");
 * ```
 */
export function installCommand(family: SdkFamily): string {
  return `npm i ${FAMILY_SDKS[family].packages.map((p) => `${p.name}@${p.range}`).join(" ")}`;
}
