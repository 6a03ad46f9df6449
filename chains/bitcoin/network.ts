/**
 * `bitcoinNetworkOf`: the Bitcoin network parameters of a chain configuration (the platform's `getBtcNetwork`):
 * mainnet for `network: "MAINNET"` (and when unset), testnet otherwise, in the shape `@scure/btc-signer` takes
 * (`NETWORK` / `TEST_NETWORK`: bech32 prefix, base58 version bytes, WIF prefix). Data only: no SDK is loaded.
 *
 * @example The packaged chain is mainnet
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinNetworkOf } from "./network.ts";
 * assert.equal(bitcoinNetworkOf("MAINNET").bech32, "bc");
 * assert.equal(bitcoinNetworkOf("TESTNET").bech32, "tb");
 * ```
 * @module
 */

/** Bitcoin network parameters (the shape of `@scure/btc-signer`'s `NETWORK`). */
export interface BitcoinNetwork {
  /** Bech32 human-readable prefix (`bc`, `tb`). */
  bech32: string;
  /** Base58 version byte of P2PKH addresses. */
  pubKeyHash: number;
  /** Base58 version byte of P2SH addresses. */
  scriptHash: number;
  /** WIF version byte. */
  wif: number;
}

/** Mainnet. */
export const BITCOIN_MAINNET: Readonly<BitcoinNetwork> = Object.freeze({
  bech32: "bc",
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
});

/** Testnet (and signet). */
export const BITCOIN_TESTNET: Readonly<BitcoinNetwork> = Object.freeze({
  bech32: "tb",
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
});

/**
 * The network of a chain configuration's `network` field.
 *
 * @param network the configured value @default "MAINNET"
 * @returns mainnet for `"MAINNET"` or unset, testnet otherwise (as the platform decides)
 * @example Unset is mainnet
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinNetworkOf } from "./network.ts";
 * assert.equal(bitcoinNetworkOf(undefined).wif, 0x80);
 * ```
 */
export function bitcoinNetworkOf(network: string | undefined): Readonly<BitcoinNetwork> {
  return network === undefined || network === "MAINNET" ? BITCOIN_MAINNET : BITCOIN_TESTNET;
}
