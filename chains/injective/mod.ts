/**
 * The Injective spoke (`injective-1`): its adapter and wallet interface. Import this entry only where Injective is used; the
 * root entry loads it lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createInjectiveSpokeAdapter } from "./mod.ts";
 * assert.equal(createInjectiveSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["injective-1"]).chainKey, "injective-1");
 * ```
 * @module
 */
export {
  createInjectiveSpokeAdapter,
  type InjectiveSpokeAdapter,
  type InjectiveSpokeAdapterOptions,
} from "./adapter.ts";
export type * from "../wallets/injective.ts";
