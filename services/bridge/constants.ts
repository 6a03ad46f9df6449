/**
 * Bridge constants the package root exports: kept in a file with no imports, so the root can export them without
 * making the bridge's code part of every app (the bridge service loads on first use).
 *
 * @example Two minutes
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_BRIDGE_TIMEOUT_MS } from "./constants.ts";
 * assert.equal(DEFAULT_BRIDGE_TIMEOUT_MS, 120_000);
 * ```
 * @module
 */
export { DEFAULT_BRIDGE_TIMEOUT_MS } from "../../core/timing.ts";
