/**
 * The simulator's bridge API sub-app.
 *
 * @example Create the app
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createBridgeApp } from "./mod.ts";
 * const app = createBridgeApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * assert.ok((await app.request("/submit-tx/status?txHash=0x1&srcChainKey=sonic")).status === 404);
 * ```
 * @module
 */
export { type BridgeAppOptions, createBridgeApp } from "./bridge_app.ts";
