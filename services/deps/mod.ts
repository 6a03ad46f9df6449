/**
 * `@xswap/client/deps`: what the services are built from, for custom wiring and tests. `XSwap` builds one
 * `ServiceDeps` and every service from it; code that builds a service alone (`new DexService(deps)` from
 * `@xswap/client/dex`) passes its own. A dApp that uses `XSwap` needs none of this.
 *
 * @example The fields a custom wiring fills
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "./mod.ts";
 * const fields: (keyof ServiceDeps)[] = ["config", "backendApi", "spokes", "hub"];
 * assert.equal(fields.length, 4);
 * ```
 * @module
 */
export type { ServiceDeps } from "./service_deps.ts";
export {
  createPollPolicy,
  isPollPolicy,
  type PollPolicy,
  type PollPolicyOptions,
  type RelayScheduleFactory,
} from "../relay/poll_policy.ts";
export type { TrackPollContext } from "../relay/track_schedule.ts";
