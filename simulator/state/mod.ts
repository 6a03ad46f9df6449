/**
 * The simulator's state: clock, seeded randomness and the ledger.
 * @module
 */
export { createManualClock, type ManualClock, type SimClock, systemClock } from "./clock.ts";
export { createRng, type Rng } from "./rng.ts";
export { DEFAULT_LEDGER_PROFILE, Ledger, type LedgerOptions, type RelaySubmitOutcome } from "./ledger.ts";
export type * from "./types.ts";
