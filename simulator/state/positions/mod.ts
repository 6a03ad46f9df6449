/**
 * Hub-service positions that follow their writes: money market, staking, CL positions, partner fees and hand-set
 * prices.
 *
 * @example An empty store serialises to the empty JSON
 * ```ts
 * import assert from "node:assert/strict";
 * import { EMPTY_POSITIONS_JSON, PositionsStore } from "./mod.ts";
 * assert.deepEqual(new PositionsStore().toJSON(), EMPTY_POSITIONS_JSON);
 * ```
 * @module
 */
export {
  applyCalls,
  type HubCall,
  type PositionsContracts,
  positionsContractsFromConfig,
} from "./apply_hub_calls.ts";
export { DexBook, type DexPosition, simFeeGrowthX128 } from "./dex.ts";
export { MoneyMarketBook, type ReserveState, type UserReserveState } from "./money_market.ts";
export { decodeIntentFee, PartnerFeeBook } from "./partner_fees.ts";
export { type Permit2Allowance, Permit2Book, permit2Key } from "./permit2.ts";
export {
  EMPTY_POSITIONS_JSON,
  parsePositionsJson,
  type Permit2AllowanceJson,
  type PositionsJson,
} from "./positions_json.ts";
export { StakingBook, type UnstakeRequest } from "./staking.ts";
export {
  type PositionsIntent,
  PositionsStore,
  type PositionsStoreOptions,
  SIM_SEEDED_BALANCE,
} from "./store.ts";
export { VaultSharesBook } from "./vault_shares.ts";
