/**
 * The Stacks spoke (`stacks`): its adapter and wallet interface. Import this entry only where Stacks is used; the
 * root entry loads it lazily through spoke routing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createStacksSpokeAdapter } from "./mod.ts";
 * assert.equal(createStacksSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["stacks"]).chainKey, "stacks");
 * ```
 * @module
 */
export {
  createStacksSpokeAdapter,
  type StacksSpokeAdapter,
  type StacksSpokeAdapterOptions,
} from "./adapter.ts";
export type * from "../wallets/stacks.ts";
