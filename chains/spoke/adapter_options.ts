/**
 * The injection points every non-EVM spoke adapter takes: transport, randomness, sleep and clock. Each family's
 * options type extends this one with its own settings (none for Solana and ICON; network and validity window for
 * Stellar).
 *
 * @example Deterministic ids and an instant sleep
 * ```ts
 * import assert from "node:assert/strict";
 * import type { SpokeAdapterOptions } from "./adapter_options.ts";
 * const options: SpokeAdapterOptions = { randomBytes: (n) => new Uint8Array(n), sleep: () => Promise.resolve() };
 * assert.equal(options.randomBytes?.(32).length, 32);
 * ```
 * @module
 */
import type { FetchLike, Sleep } from "../../core/http/types.ts";

/** Options shared by the spoke adapters. */
export interface SpokeAdapterOptions {
  /** Injected fetch for the chain's RPC. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Source of random intent ids (32 bytes). @default crypto.getRandomValues */
  randomBytes?: ((length: number) => Uint8Array) | undefined;
  /** Injected sleep for polling and RPC backoff. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Injected clock in ms (polling bounds; ICON raw tx timestamps). @default Date.now */
  now?: (() => number) | undefined;
}
