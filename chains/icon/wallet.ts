/**
 * The ICON wallet provider interface. The library ships no signing implementation (that needs `icon-sdk-js` or a
 * secp256k1 ICON keystore); `chains/icon/` has a keypair-free simulator wallet for tests and examples. The request
 * shape follows the platform SDK's `IcxCallTransaction` (`{from, to, nid, value, method, params}`): the wallet
 * adds `version`, `stepLimit`, `timestamp` and the signature, then calls `icx_sendTransaction`.
 *
 * @example A stub provider
 * ```ts
 * import assert from "node:assert/strict";
 * import type { IconWalletProvider } from "./wallet.ts";
 * const wallet: IconWalletProvider = {
 *   getWalletAddress: () => Promise.resolve(`hx${"ab".repeat(20)}`),
 *   sendTransaction: () => Promise.resolve(`0x${"cd".repeat(32)}`),
 * };
 * const hash = await wallet.sendTransaction({
 *   from: `hx${"ab".repeat(20)}`, to: `cx${"01".repeat(20)}`, nid: "0x1", value: "0x0", method: "transfer", params: {},
 * });
 * assert.ok(hash.length === 66);
 * ```
 * @module
 */

/** An ICON SCORE call (`dataType: "call"`) to sign and send. */
export interface IconCallRequest {
  /** The sender (`hx...`), the wallet's own address. */
  from: string;
  /** The contract (`cx...`). */
  to: string;
  /** The network id (`0x1` on mainnet), a `0x` hex quantity. */
  nid: string;
  /** ICX sent, in loop, as a `0x` hex quantity. */
  value: string;
  /** The SCORE method. */
  method: string;
  /** Its parameters (hex strings, as JSON-RPC v3 expects). */
  params: Record<string, unknown>;
}

/** An ICON wallet (Hana, ICONex, or a local key). Rejects when the user declines. */
export interface IconWalletProvider {
  /** The wallet's address (`hx...`). */
  getWalletAddress(): Promise<string>;
  /** Signs and sends a SCORE call; resolves to the tx hash (`0x` + 64 hex). */
  sendTransaction(request: IconCallRequest): Promise<string>;
}
